package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

// txContext bounds a test: a write that waits for the connection its own transaction holds
// fails the test instead of hanging it.
func txContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// writeThree makes three writes through three store methods: a user, a newsletter
// subscription and a wishlist entry.
func writeThree(ctx context.Context, st *Store, product int64) error {
	user, err := st.CreateUser(ctx, NewUser{Email: "tx@example.com", Password: "secret123", Name: "T", Surname: "X"})
	if err != nil {
		return err
	}
	if err := st.SubscribeNewsletter(ctx, "tx@example.com", ""); err != nil {
		return err
	}
	_, err = st.ToggleWishlist(ctx, user, product)
	return err
}

func rowsLeft(t *testing.T, st *Store) int {
	t.Helper()
	return count(t, st, `SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM subscriptions) + (SELECT COUNT(*) FROM wishlist_items)`)
}

func TestWithTxErrorLeavesNothingBehind(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	f := seedFixture(t, st, 5)
	ctx := txContext(t)
	failed := errors.New("the last step failed")
	err := st.WithTx(ctx, func(ctx context.Context) error {
		if err := writeThree(ctx, st, f.Products[0].ID); err != nil {
			return err
		}
		return failed
	})
	if !errors.Is(err, failed) {
		t.Fatalf("WithTx = %v, want the error of fn", err)
	}
	if n := rowsLeft(t, st); n != 0 {
		t.Errorf("%d rows left after a rolled-back transaction", n)
	}
	if err := st.WithTx(ctx, func(ctx context.Context) error { return writeThree(ctx, st, f.Products[0].ID) }); err != nil {
		t.Fatal(err)
	}
	if n := rowsLeft(t, st); n != 3 {
		t.Errorf("%d rows after a committed transaction, want 3", n)
	}
}

func TestWithTxPanicRollsBack(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	f := seedFixture(t, st, 5)
	ctx := txContext(t)
	func() {
		defer func() {
			if r := recover(); r != "boom" {
				t.Errorf("recovered %v, want the panic of fn to go on", r)
			}
		}()
		st.WithTx(ctx, func(ctx context.Context) error {
			if err := writeThree(ctx, st, f.Products[0].ID); err != nil {
				t.Error(err)
			}
			panic("boom")
		})
	}()
	if n := rowsLeft(t, st); n != 0 {
		t.Errorf("%d rows left after a panic", n)
	}
	// The write connection is free again.
	if err := st.SubscribeNewsletter(ctx, "after@example.com", ""); err != nil {
		t.Fatal(err)
	}
}

func TestWithTxNestedJoins(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	f := seedFixture(t, st, 5)
	ctx := txContext(t)
	failed := errors.New("outer fails")
	err := st.WithTx(ctx, func(ctx context.Context) error {
		err := st.WithTx(ctx, func(ctx context.Context) error { return writeThree(ctx, st, f.Products[0].ID) })
		if err != nil {
			return err
		}
		// The inner transaction is the outer one: its user is there, uncommitted.
		if _, err := st.CreateUser(ctx, NewUser{Email: "TX@example.com", Password: "secret123"}); !errors.Is(err, ErrConflict) {
			t.Errorf("the same e-mail again inside the transaction: %v, want ErrConflict", err)
		}
		if n := rowsLeft(t, st); n != 0 {
			t.Errorf("the inner WithTx committed %d rows on its own", n)
		}
		return failed
	})
	if !errors.Is(err, failed) {
		t.Fatalf("WithTx = %v", err)
	}
	if n := rowsLeft(t, st); n != 0 {
		t.Errorf("%d rows left after the outer transaction rolled back", n)
	}
}

func TestSetStockReachesTheIndexOnlyOnCommit(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	f := seedFixture(t, st, 20)
	ctx := txContext(t)
	p := f.Products[0]
	stockInIndex := func() int64 {
		cards, err := st.Cards(ctx, []int64{p.ID}, "en")
		if err != nil || len(cards) != 1 {
			t.Fatalf("cards: %v %v", cards, err)
		}
		return cards[0].Quantity
	}
	want := p.Stock + 5
	st.WithTx(ctx, func(ctx context.Context) error {
		if err := st.SetStock(ctx, p.ID, want); err != nil {
			t.Fatal(err)
		}
		return errors.New("roll back")
	})
	if got := stockInIndex(); got != p.Stock {
		t.Errorf("after a rollback the index shows stock %d, want %d", got, p.Stock)
	}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		if err := st.SetStock(ctx, p.ID, want); err != nil {
			return err
		}
		if got := stockInIndex(); got != p.Stock {
			t.Errorf("before the commit the index shows stock %d, want %d", got, p.Stock)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := stockInIndex(); got != want {
		t.Errorf("after the commit the index shows stock %d, want %d", got, want)
	}
}
