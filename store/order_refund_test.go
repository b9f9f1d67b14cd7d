package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
)

// paidOrder places and pays a guest's order of the pairs (product id, quantity).
func paidOrder(t *testing.T, st *Store, email string, pairs ...int64) Order {
	t.Helper()
	ctx := context.Background()
	o, err := st.PlaceOrder(ctx, addLines(t, st, pairs...), guestOrder(email))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.MarkOrderPaid(ctx, o.ID, "cs_test_1"); err != nil {
		t.Fatal(err)
	}
	return o
}

// Many refunds at once, each with its own key, never give back more than was paid: what is
// left is checked in each one's transaction, pending ones counted.
func TestConcurrentRefundsNeverExceedThePayment(t *testing.T) {
	st := checkoutShop(t)
	o := paidOrder(t, st, "race@example.lv", 1, 2)
	part := o.Cents.Total / 3
	var wg sync.WaitGroup
	var mu sync.Mutex
	done, refused := 0, 0
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _, err := st.BeginRefund(context.Background(), o.ID, RefundManual, RefundInput{Key: fmt.Sprintf("k%d", i), Amount: part})
			mu.Lock()
			defer mu.Unlock()
			var fe FieldErrors
			switch {
			case err == nil:
				done++
			case errors.As(err, &fe) && fe["amount"] != nil:
				refused++
			default:
				t.Errorf("refund %d: %v", i, err)
			}
		}()
	}
	wg.Wait()
	m, err := st.OrderMoney(context.Background(), o.ID)
	if err != nil {
		t.Fatal(err)
	}
	if done != 3 || refused != 5 || m.Refunded != 3*part || m.Left != o.Cents.Total-3*part {
		t.Errorf("%d done, %d refused, refunded %d of %d (left %d)", done, refused, m.Refunded, o.Cents.Total, m.Left)
	}
}

// A refund through a provider is pending until its answer: it counts against what is left
// meanwhile, its restock waits for the provider's yes, and a refusal gives the amount back.
func TestPendingRefund(t *testing.T) {
	st := checkoutShop(t)
	ctx := context.Background()
	o := paidOrder(t, st, "pending@example.lv", 1, 2)
	item := o.Cart.Items[0].ID
	stock := func() int64 {
		var n int64
		if err := st.read.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = 1`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := stock()
	r, existing, err := st.BeginRefund(ctx, o.ID, RefundStripe, RefundInput{Key: "p1", Lines: []RefundLineInput{{ItemID: item, Quantity: 1, Restock: true}}})
	if err != nil || existing || r.Status != "pending" {
		t.Fatalf("begin: %+v %v %v", r, existing, err)
	}
	if m, _ := st.OrderMoney(ctx, o.ID); m.Pending != r.Amount || m.Left != o.Cents.Total-r.Amount || stock() != before {
		t.Errorf("while pending: %+v, stock %d", m, stock())
	}
	if err := st.FailRefund(ctx, r.ID, "card declined"); err != nil {
		t.Fatal(err)
	}
	if m, _ := st.OrderMoney(ctx, o.ID); m.Pending != 0 || m.Left != o.Cents.Total || m.Lines[0].Refunded != 0 {
		t.Errorf("after the refusal: %+v", m)
	}
	if err := st.FinishRefund(ctx, r.ID, "re_1"); !errors.Is(err, ErrConflict) {
		t.Errorf("a failed refund finished: %v", err)
	}
	r2, _, err := st.BeginRefund(ctx, o.ID, RefundStripe, RefundInput{Key: "p2", Lines: []RefundLineInput{{ItemID: item, Quantity: 1, Restock: true}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.FinishRefund(ctx, r2.ID, "re_2"); err != nil {
		t.Fatal(err)
	}
	got, err := st.RefundByID(ctx, r2.ID)
	if err != nil || got.Status != "done" || got.ProviderID != "re_2" || stock() != before+1 {
		t.Errorf("done: %+v %v, stock %d (before %d)", got, err, stock(), before)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE kind = 'order_refunded' AND refund_id = ?`, r2.ID); n != 1 {
		t.Errorf("%d refund mails", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM stock_changes WHERE product_id = 1 AND order_id = ? AND note = 'refund'`, o.ID); n != 1 {
		t.Errorf("%d refund rows in the stock history", n)
	}
	// The index follows the stock: it equals a fresh build.
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("the index differs from a fresh build: %s", d)
	}
}
