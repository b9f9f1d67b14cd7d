package store

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func notices(t testing.TB, st *Store, email string) int {
	t.Helper()
	return count(t, st, `SELECT COUNT(*) FROM notices WHERE kind = 'back_in_stock' AND email = ?`, email)
}

func TestBackInStockSubscription(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	seedFixture(t, st, 20)
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(st.SetStock(ctx, 3, 0))
	must(st.SubscribeBackInStock(ctx, 3, " Anna@Example.com ", "ru"))
	must(st.SubscribeBackInStock(ctx, 3, "anna@example.COM", "lv")) // a repeat: no error, no second row, her latest language
	must(st.SubscribeBackInStock(ctx, 3, "bob@example.com", ""))
	must(st.SubscribeBackInStock(ctx, 4, "anna@example.com", "en")) // another product: its own subscription
	if n := count(t, st, `SELECT COUNT(*) FROM subscriptions WHERE kind = 'back_in_stock' AND product_id = 3`); n != 2 {
		t.Errorf("%d subscriptions for product 3, want 2", n)
	}
	for _, id := range []int64{999999, 100001, 100002} { // unknown, unpublished, a service
		if err := st.SubscribeBackInStock(ctx, id, "anna@example.com", ""); err != ErrNotFound {
			t.Errorf("product %d: %v", id, err)
		}
	}

	// A restock that rolls back queues nothing.
	errBack := errors.New("back")
	if err := st.WithTx(ctx, func(ctx context.Context) error { st.SetStock(ctx, 3, 5); return errBack }); err != errBack {
		t.Fatal(err)
	}
	must(st.SetStock(ctx, 3, 0)) // 0 → 0: nothing
	if n := notices(t, st, "anna@example.com"); n != 0 {
		t.Fatalf("%d notices before a restock", n)
	}
	must(st.SetStock(ctx, 3, 5))
	must(st.SetStock(ctx, 3, 7)) // 5 → 7: no new notice
	if a, b := notices(t, st, "anna@example.com"), notices(t, st, "bob@example.com"); a != 1 || b != 1 {
		t.Errorf("after a restock: %d and %d notices, want one each", a, b)
	}
	// Done: a later restock writes no second notice…
	must(st.SetStock(ctx, 3, 0))
	must(st.SetStock(ctx, 3, 2))
	if n := notices(t, st, "anna@example.com"); n != 1 {
		t.Errorf("a second restock wrote a second notice (%d)", n)
	}
	// …unless the shopper subscribes again (still one row), which waits for the next restock.
	must(st.SubscribeBackInStock(ctx, 3, "ANNA@example.com", "en"))
	must(st.SetStock(ctx, 3, 4)) // in stock already: no 0 → above 0
	must(st.SetStock(ctx, 3, 0))
	must(st.SetStock(ctx, 3, 1))
	if a, b := notices(t, st, "anna@example.com"), notices(t, st, "bob@example.com"); a != 2 || b != 1 {
		t.Errorf("after subscribing again: %d and %d notices, want 2 and 1", a, b)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM subscriptions WHERE email = 'anna@example.com' AND product_id = 3`); n != 1 {
		t.Errorf("%d rows for one shopper and product", n)
	}

	// The queue: oldest first, each sent once.
	queue, err := st.PendingNotices(ctx, 10)
	if err != nil || len(queue) != 3 || queue[0].Email != "anna@example.com" || queue[0].ProductID != 3 || queue[0].Kind != "back_in_stock" {
		t.Fatalf("queue %+v (%v)", queue, err)
	}
	// Each notice speaks the language its shopper last subscribed in.
	if langs := [3]string{queue[0].Lang, queue[1].Lang, queue[2].Lang}; langs != [3]string{"lv", "", "en"} {
		t.Errorf("notice languages %q, want lv, '' and en", langs)
	}
	must(st.MarkNoticeSent(ctx, queue[0].ID))
	if err := st.MarkNoticeSent(ctx, queue[0].ID); err != ErrNotFound {
		t.Errorf("sent twice: %v", err)
	}
	if queue, _ := st.PendingNotices(ctx, 10); len(queue) != 2 {
		t.Errorf("%d notices left, want 2", len(queue))
	}
}

// Many goroutines restock and sell out the same product, alone and two writes to a
// transaction, while shoppers subscribe, wait for their notice and subscribe again. Every
// shopper gets exactly one notice for each time they waited, keeps one subscription row,
// and the index ends with the stock SQL has.
func TestBackInStockUnderConcurrentRestocks(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	seedFixture(t, st, 20)
	ctx := context.Background()
	const product, shoppers, rounds = 5, 12, 4
	if err := st.SetStock(ctx, product, 0); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	var restocks atomic.Int64
	var writers sync.WaitGroup
	for w := range 6 {
		writers.Go(func() {
			r := rand.New(rand.NewPCG(uint64(w), 99))
			stock := func() int64 {
				if r.IntN(2) == 0 {
					return 0
				}
				return int64(1 + r.IntN(5))
			}
			for {
				select {
				case <-done:
					return
				default:
				}
				err := st.WithTx(ctx, func(ctx context.Context) error {
					for range 1 + r.IntN(2) {
						var before int64
						if err := st.writer(ctx).QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ?`, product).Scan(&before); err != nil {
							return err
						}
						after := stock()
						if err := st.SetStock(ctx, product, after); err != nil {
							return err
						}
						if before == 0 && after > 0 {
							restocks.Add(1)
						}
					}
					return nil
				})
				if err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	var subscribers sync.WaitGroup
	for i := range shoppers {
		subscribers.Go(func() {
			email := fmt.Sprintf("shopper%d@example.com", i)
			for round := 1; round <= rounds; round++ {
				if err := st.SubscribeBackInStock(ctx, product, email, "lv"); err != nil {
					t.Error(err)
					return
				}
				deadline := time.Now().Add(30 * time.Second)
				for notices(t, st, email) < round {
					if time.Now().After(deadline) {
						t.Errorf("%s: no notice in round %d", email, round)
						return
					}
					time.Sleep(time.Millisecond)
				}
			}
		})
	}
	subscribers.Wait()
	close(done)
	writers.Wait()
	for i := range shoppers {
		email := fmt.Sprintf("shopper%d@example.com", i)
		if n := notices(t, st, email); n != rounds {
			t.Errorf("%s: %d notices for %d waits", email, n, rounds)
		}
		if n := count(t, st, `SELECT COUNT(*) FROM subscriptions WHERE email = ?`, email); n != 1 {
			t.Errorf("%s: %d subscription rows", email, n)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices`); n != shoppers*rounds {
		t.Errorf("%d notices in all, want %d", n, shoppers*rounds)
	}
	t.Logf("%d restocks", restocks.Load())
	_, stock, _ := st.index.p.Load().Card(product)
	if want := int64(count(t, st, `SELECT stock FROM products WHERE id = ?`, product)); stock != want {
		t.Errorf("the index holds stock %d, SQL %d", stock, want)
	}
}
