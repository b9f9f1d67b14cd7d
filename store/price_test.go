package store

import (
	"context"
	"math"
	"testing"
	"time"
)

// The Omnibus rule's cases, on histories given row by row (days before a fixed start).
func TestOmnibusPrevious(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	at := func(days float64) string {
		return start.Add(time.Duration(math.Round(days*86400)) * time.Second).Format(historyTime)
	}
	row := func(days float64, discount, net, price int64) pricePoint {
		return pricePoint{At: at(days), Discount: discount, Net: net, Price: price}
	}
	cases := []struct {
		name                 string
		history              []pricePoint
		discount, net, price int64 // the product now
		want                 int64
	}{
		{"no discount", []pricePoint{row(-90, 0, 10000, 10000)}, 0, 10000, 10000, 0},
		{"a steady price, then the discount", []pricePoint{row(-90, 0, 10000, 10000), row(0, 1, 10000, 9000)}, 1, 10000, 9000, 10000},
		{"raised 10 days before the discount: the lower price counts",
			[]pricePoint{row(-90, 0, 10000, 10000), row(-10, 0, 12000, 12000), row(0, 2, 12000, 9000)}, 2, 12000, 9000, 10000},
		{"raised 40 days before: only the raised price is in the window",
			[]pricePoint{row(-90, 0, 10000, 10000), row(-40, 0, 12000, 12000), row(0, 2, 12000, 9000)}, 2, 12000, 9000, 12000},
		{"a row that ended exactly 30 days before is out",
			[]pricePoint{row(-90, 0, 10000, 10000), row(-30, 0, 12000, 12000), row(0, 2, 12000, 9000)}, 2, 12000, 9000, 12000},
		{"a row that ended a second later is in",
			[]pricePoint{row(-90, 0, 10000, 10000), row(-30+1.0/86400, 0, 12000, 12000), row(0, 2, 12000, 9000)}, 2, 12000, 9000, 10000},
		{"an old price at or below the current price shows none",
			[]pricePoint{row(-90, 0, 8000, 8000), row(-10, 0, 12000, 12000), row(0, 2, 12000, 9000)}, 2, 12000, 9000, 0},
		{"an earlier promotion within the 30 days is the old price",
			[]pricePoint{row(-90, 0, 10000, 10000), row(-20, 1, 10000, 9000), row(-10, 0, 10000, 10000), row(0, 2, 10000, 7500)}, 2, 10000, 7500, 9000},
		{"the same discount again: its earlier run counts, and no reduction is left to show",
			[]pricePoint{row(-90, 0, 10000, 10000), row(-20, 1, 10000, 9000), row(-10, 0, 10000, 10000), row(0, 1, 10000, 9000)}, 1, 10000, 9000, 0},
		{"a price change during the discount does not restart it",
			[]pricePoint{row(-90, 0, 10000, 10000), row(0, 1, 10000, 9000), row(5, 1, 11000, 9900)}, 1, 11000, 9900, 10000},
		{"raised during the discount above the old price: none shows",
			[]pricePoint{row(-90, 0, 10000, 10000), row(0, 1, 10000, 9000), row(5, 1, 12000, 10800)}, 1, 12000, 10800, 0},
		{"a price replaced within the same second was never charged",
			[]pricePoint{row(-90, 0, 10000, 10000), row(0, 0, 8000, 8000), row(0, 1, 8000, 7200)}, 1, 8000, 7200, 10000},
		{"the discount came with the product: its regular price at the start",
			[]pricePoint{row(0, 1, 10000, 9000)}, 1, 10000, 9000, 10000},
		{"nothing charged before the discount (same second): the regular price at the start",
			[]pricePoint{row(0, 0, 11000, 11000), row(0, 1, 10000, 9000)}, 1, 10000, 9000, 10000},
		{"no history: the net price as it stands", nil, 1, 10000, 9000, 10000},
		{"a history that does not know the discount: the net price as it stands",
			[]pricePoint{row(-90, 0, 10000, 10000)}, 2, 10000, 7500, 10000},
	}
	for _, c := range cases {
		if got := omnibusPrevious(c.history, c.discount, c.net, c.price); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

// The same rule the whole way: writes through the store on a clock, and the card shows it.
func TestOldPriceFollowsTheWrites(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	seedFixture(t, st, 10) // discounts: 1 is -10 %, 2 is -25 %
	ctx := context.Background()
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	days := func(d int) { clock = clock.Add(time.Duration(d) * 24 * time.Hour) }
	old := func() int64 { // net cents, 0 for none
		t.Helper()
		cards, err := st.Cards(ctx, []int64{1}, "lv")
		if err != nil || len(cards) != 1 {
			t.Fatalf("card: %v", err)
		}
		return cards[0].ShownPrevious()
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	rows := func() (n int) {
		st.read.QueryRow(`SELECT COUNT(*) FROM price_history WHERE product_id = 1`).Scan(&n)
		return n
	}
	must(st.SetDiscount(ctx, 1, 0))
	must(st.SetPrice(ctx, 1, 10000))
	before := rows()
	if got := old(); got != 0 {
		t.Errorf("no discount, old price %d", got)
	}
	days(60)
	must(st.SetPrice(ctx, 1, 12000)) // raised ten days before the discount
	days(10)
	must(st.SetDiscount(ctx, 1, 2))
	if got := old(); got != 10000 {
		t.Errorf("raised, then -25 %%: old price %d, want the price before the raise", got)
	}
	days(20)
	must(st.SetDiscount(ctx, 1, 0))
	days(5)
	// A new price and a new discount in one transaction: the new price was never charged alone.
	must(st.WithTx(ctx, func(ctx context.Context) error {
		if err := st.SetPrice(ctx, 1, 9000); err != nil {
			return err
		}
		return st.SetDiscount(ctx, 1, 1)
	}))
	// In the 30 days before: 12000 less 25 % (9000) and 12000; the lowest is 9000, and the
	// shopper now pays 8100.
	if got := old(); got != 9000 {
		t.Errorf("after an earlier discount: old price %d, want 9000", got)
	}
	if n := rows() - before; n != 5 {
		t.Errorf("%d history rows, want one per change (5)", n)
	}
	must(st.SetPrice(ctx, 1, 9000)) // the same price: no row
	must(st.SetDiscount(ctx, 1, 1))
	if n := rows() - before; n != 5 {
		t.Errorf("the same price and discount again wrote rows (%d)", n-5)
	}
}
