package store

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// Random orders, cancellations, lapsed orders, admin stock counts and product edits: every
// product's stock history is one chain (each row starts where the one before ended), sums
// to the stock's change since the start, and names the reason, the staff member or the
// order of each change.
func TestStockHistoryExplainsTheStock(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	clock := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	ctx := context.Background()
	products := []int64{pPhone, pPhoneB, pCable, pOther}
	opening := map[int64]int{}
	for _, id := range products {
		opening[id] = count(t, st, `SELECT stock FROM products WHERE id = ?`, id)
	}
	r := rand.New(rand.NewPCG(41, 42))
	var open []int64
	orders := 0
	for step := range 300 {
		clock = clock.Add(time.Duration(r.IntN(20)) * time.Minute)
		id := products[r.IntN(len(products))]
		switch k := r.IntN(10); {
		case k < 4: // an order of one or two products
			orders++
			token, err := st.AddToCart(ctx, "", id, int64(1+r.IntN(2)))
			if errors.Is(err, ErrConflict) {
				continue // not that many in stock
			}
			if err != nil {
				t.Fatal(err)
			}
			o, err := st.PlaceOrder(ctx, token, guestOrder(fmt.Sprintf("buyer%d@b.lv", orders)))
			var short *OutOfStockError
			switch {
			case errors.As(err, &short):
			case err != nil:
				t.Fatalf("step %d: order: %v", step, err)
			default:
				open = append(open, o.ID)
			}
		case k < 6 && len(open) > 0:
			i := r.IntN(len(open))
			if err := st.CancelOrder(ctx, open[i]); err != nil && !errors.Is(err, ErrOrderClosed) {
				t.Fatalf("step %d: cancel: %v", step, err)
			}
			open = append(open[:i], open[i+1:]...)
		case k < 7:
			if _, err := st.CancelExpiredOrders(ctx, clock); err != nil {
				t.Fatal(err)
			}
		case k < 9:
			if err := st.SetStock(WithStaff(ctx, 3), id, int64(r.IntN(6))); err != nil {
				t.Fatal(err)
			}
		default:
			p, err := st.AdminProduct(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			p.Input.Stock = int64(r.IntN(6))
			if err := st.UpdateProduct(WithStaff(ctx, 4), id, p.Input); err != nil {
				t.Fatal(err)
			}
		}
	}
	reasons := map[string]int{}
	for _, id := range products {
		h, err := st.StockHistory(ctx, id, 0, MaxStockHistoryPage)
		if err != nil {
			t.Fatal(err)
		}
		if len(h) == MaxStockHistoryPage {
			t.Fatalf("product %d: more history than a page", id)
		}
		stock := count(t, st, `SELECT stock FROM products WHERE id = ?`, id)
		sum := 0
		for i, c := range h { // newest first
			sum += int(c.After - c.Before)
			if i+1 < len(h) && h[i+1].After != c.Before {
				t.Fatalf("product %d: change %d starts at %d, the one before ended at %d", id, c.ID, c.Before, h[i+1].After)
			}
			if (c.Reason == StockOrder || c.Reason == StockCancel || c.Reason == StockExpire) != (c.OrderID != 0) ||
				(c.Reason == StockAdmin) != (c.StaffID != 0) {
				t.Fatalf("product %d: change %+v", id, c)
			}
			reasons[c.Reason]++
		}
		if len(h) > 0 && int(h[0].After) != stock {
			t.Errorf("product %d: the history ends at %d, the stock is %d", id, h[0].After, stock)
		}
		if opening[id]+sum != stock {
			t.Errorf("product %d: opening %d + changes %d ≠ stock %d", id, opening[id], sum, stock)
		}
	}
	for _, reason := range []string{StockOrder, StockCancel, StockExpire, StockAdmin} {
		if reasons[reason] == 0 {
			t.Errorf("no change of reason %s: the test did not reach it", reason)
		}
	}
	// Paged: the next page starts below the last row of the one before.
	all, _ := st.StockHistory(ctx, pCable, 0, MaxStockHistoryPage)
	first, _ := st.StockHistory(ctx, pCable, 0, 3)
	next, _ := st.StockHistory(ctx, pCable, first[len(first)-1].ID, 3)
	if len(all) < 6 || first[0] != all[0] || next[0] != all[3] {
		t.Errorf("paging: %d rows, first page %v, next %v", len(all), first, next)
	}
}
