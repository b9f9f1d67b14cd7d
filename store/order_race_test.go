package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
)

// fillCarts writes n open carts holding qty of a product each, straight into the tables (the
// race is the order, not the filling), and returns their tokens.
func fillCarts(t testing.TB, st *Store, tag string, n int, productID, qty int64, couponID any) []string {
	t.Helper()
	ctx := context.Background()
	tokens := make([]string, n)
	err := st.WithTx(ctx, func(ctx context.Context) error {
		var first int64
		if err := st.writer(ctx).QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) + 1 FROM carts`).Scan(&first); err != nil {
			return err
		}
		carts := st.Insert(ctx, "carts", "id", "token", "coupon_id")
		items := st.Insert(ctx, "cart_items", "cart_id", "product_id", "quantity")
		for i := range tokens {
			tokens[i] = fmt.Sprintf("%s-%d", tag, i)
			carts.Add(first+int64(i), tokens[i], couponID)
			items.Add(first+int64(i), productID, qty)
		}
		if err := carts.Close(); err != nil {
			return err
		}
		return items.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
	return tokens
}

// 200 shoppers race for the last unit, and for the last 10 units, 20 rounds each: exactly that
// many orders are placed, the stock ends at zero and never below, and every other shopper gets
// the out-of-stock error naming the product, never another error.
func TestOrdersRaceForTheLastUnits(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	const shoppers, rounds = 200, 20
	for _, units := range []int64{1, 10} {
		for round := range rounds {
			if err := st.SetStock(ctx, pCable, units); err != nil {
				t.Fatal(err)
			}
			tokens := fillCarts(t, st, fmt.Sprintf("race-%d-%d", units, round), shoppers, pCable, 1, nil)
			var placed, short atomic.Int64
			var wg sync.WaitGroup
			errs := make(chan error, shoppers)
			for i := range shoppers {
				wg.Go(func() {
					// Each round's shoppers are new people: one who won several rounds would
					// otherwise hold more unpaid orders than the limit allows.
					_, err := st.PlaceOrder(ctx, tokens[i], guestOrder(fmt.Sprintf("s%d-%d-%d@b.lv", units, round, i)))
					var oos *OutOfStockError
					switch {
					case err == nil:
						placed.Add(1)
					case errors.As(err, &oos) && len(oos.Products) == 1 && oos.Products[0].ID == pCable &&
						oos.Products[0].Available == 0 && errors.Is(err, ErrConflict):
						short.Add(1)
					default:
						errs <- err
					}
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Fatalf("%d units, round %d: a shopper got %v", units, round, err)
			}
			if placed.Load() != units || short.Load() != shoppers-units {
				t.Fatalf("%d units, round %d: %d placed, %d out of stock", units, round, placed.Load(), short.Load())
			}
			if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pCable); n != 0 {
				t.Fatalf("%d units, round %d: stock %d", units, round, n)
			}
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders`); n != rounds*(1+10) {
		t.Errorf("%d orders, want %d", n, rounds*11)
	}
	if n := count(t, st, `SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE product_id = ?`, pCable); n != rounds*11 {
		t.Errorf("%d units sold, want %d", n, rounds*11)
	}
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("the index differs from a fresh build: %s", d)
	}
}

// 64 checkouts at once with a coupon limited to 5 uses: exactly 5 orders carry it; the others
// are refused as used up and may order without it.
func TestCouponLimitUnderConcurrentCheckouts(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	const shoppers = 64
	tokens := fillCarts(t, st, "coupon", shoppers, pCable, 1, 3) // LIMITED: 5 uses
	var wg sync.WaitGroup
	errs := make([]error, shoppers)
	for i := range shoppers {
		wg.Go(func() {
			_, errs[i] = st.PlaceOrder(ctx, tokens[i], guestOrder(fmt.Sprintf("c%d@b.lv", i)))
		})
	}
	wg.Wait()
	placed := 0
	for i, err := range errs {
		switch {
		case err == nil:
			placed++
		case couponReason(err) != CouponUsedUp:
			t.Errorf("shopper %d: %v", i, err)
		}
	}
	if placed != 5 {
		t.Errorf("%d orders placed, want 5", placed)
	}
	for q, want := range map[string]int{
		`SELECT COUNT(*) FROM orders WHERE coupon_code = 'LIMITED'`:                           5,
		`SELECT used_count FROM coupons WHERE code = 'LIMITED'`:                               5,
		`SELECT COUNT(*) FROM coupon_redemptions WHERE coupon_id = 3`:                         5,
		`SELECT COUNT(*) FROM orders WHERE coupon_code = 'LIMITED' AND coupon_discount = 121`: 5, // 10 % of 12,09 €
	} {
		if n := count(t, st, q); n != want {
			t.Errorf("%s: %d, want %d", q, n, want)
		}
	}
}
