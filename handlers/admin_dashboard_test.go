package handlers

import (
	"context"
	"net/http"
	"testing"
	"time"

	"shop/store"
)

// dashboardNow is the dashboard test's "now": noon in Riga on 2 April 2031, three days after
// the clocks went forward (30 March), so that the 7 days before it cross the change, and years
// after the demo's orders (2026), so that only the test's own fall in its windows.
var riga, _ = time.LoadLocation("Europe/Riga")
var dashboardNow = time.Date(2031, 4, 2, 12, 0, 0, 0, riga)

// placeOrderAt places a guest's order of one unit of product with the store's clock at the
// local time at; paid, its money is recorded.
func placeOrderAt(a *apiTest, at time.Time, product int64, paid bool) store.Order {
	a.t.Helper()
	a.st.SetClock(func() time.Time { return at })
	o := placeOrder(a, product)
	if paid {
		markPaid(a, o)
	}
	return o
}

func TestAdminDashboardSumsLocalDays(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ctx := context.Background()
	p := a.queryIDs(`SELECT id FROM products WHERE type = 'product' AND published = 1 AND stock >= 5 ORDER BY id LIMIT 5`)
	if len(p) < 5 {
		t.Fatalf("products in stock: %v", p)
	}
	// Signed in at the test's time (a staff session lapses by the store's clock); staff see the
	// dashboard, not only owners.
	a.st.SetClock(func() time.Time { return dashboardNow })
	a.signInStaff(a.addStaff("staff"))
	before := a.json(http.MethodGet, "/api/admin/dashboard", "", http.StatusOK)

	local := func(month time.Month, day, hour, minute int) time.Time {
		return time.Date(2031, month, day, hour, minute, 0, 0, riga)
	}
	// 23:30 on 1 April in Riga is 20:30 UTC: 1 April's, yesterday's.
	lateYesterday := placeOrderAt(a, local(4, 1, 23, 30), p[0], true)
	// 00:10 on 2 April in Riga is still 1 April in UTC: today's.
	earlyToday := placeOrderAt(a, local(4, 2, 0, 10), p[0], true)
	// Cancelled orders are no sales: one before its payment, one after it (its money kept as
	// paid, as a cancellation with a refund may leave it).
	cancelled := placeOrderAt(a, local(4, 2, 9, 0), p[4], false)
	if err := a.st.CancelOrder(ctx, cancelled.ID); err != nil {
		t.Fatal(err)
	}
	cancelledPaid := placeOrderAt(a, local(4, 1, 9, 0), p[4], true)
	a.exec(`UPDATE orders SET status = 'cancelled' WHERE id = ?`, cancelledPaid.ID)
	unpaid := placeOrderAt(a, local(4, 2, 10, 0), p[1], false)
	// Yesterday before noon: today's previous period (yesterday until this time of day).
	yesterdayMorning := placeOrderAt(a, local(4, 1, 8, 0), p[1], true)
	// 26 March, before clocks went forward: 11:00 is before noon, in the previous 7 days;
	// 13:00 is after the same time of day, so only the 30 days count it.
	weekAgo := placeOrderAt(a, local(3, 26, 11, 0), p[2], true)
	weekAgoLate := placeOrderAt(a, local(3, 26, 13, 0), p[3], true)
	a.exec(`UPDATE orders SET status = 'processing' WHERE id = ?`, weekAgoLate.ID)
	a.st.SetClock(func() time.Time { return dashboardNow })

	d := a.json(http.MethodGet, "/api/admin/dashboard", "", http.StatusOK)
	if d["today"] != "2031-04-02" || d["time_zone"] != "Europe/Riga" {
		t.Errorf("today %v in %v", d["today"], d["time_zone"])
	}
	total := func(orders ...store.Order) float64 {
		var sum int64
		for _, o := range orders {
			sum += o.Cents.Total
		}
		return float64(sum)
	}
	sales := func(period int, which string) (float64, float64) {
		return dig(d, "periods", period, which, "gross").(float64), dig(d, "periods", period, which, "orders").(float64)
	}
	for _, c := range []struct {
		period int
		which  string
		want   []store.Order
	}{
		{0, "sales", []store.Order{earlyToday}},
		{0, "previous", []store.Order{yesterdayMorning}},
		{0, "awaiting", []store.Order{unpaid}},
		{1, "sales", []store.Order{earlyToday, lateYesterday, yesterdayMorning}},
		{1, "previous", []store.Order{weekAgo}},
		{1, "awaiting", []store.Order{unpaid}},
		{2, "sales", []store.Order{earlyToday, lateYesterday, yesterdayMorning, weekAgo, weekAgoLate}},
		{2, "previous", nil},
	} {
		gross, n := sales(c.period, c.which)
		if gross != total(c.want...) || n != float64(len(c.want)) {
			t.Errorf("period %v %s: %v cents in %v orders, want %v in %d", dig(d, "periods", c.period, "days"), c.which,
				gross, n, total(c.want...), len(c.want))
		}
	}
	if got, want := dig(d, "periods", 2, "sales", "average").(float64), total(earlyToday, lateYesterday, yesterdayMorning, weekAgo, weekAgoLate)/5; got < want-0.5 || got > want+0.5 {
		t.Errorf("30 days' average %v, want %v", got, want)
	}

	days := d["days"].([]any)
	if len(days) != 30 || dig(days, 0, "date") != "2031-03-04" || dig(days, 29, "date") != "2031-04-02" {
		t.Fatalf("chart days %v … %v (%d)", dig(days, 0, "date"), dig(days, len(days)-1, "date"), len(days))
	}
	byDate := map[string]float64{}
	var chartSum float64
	for _, day := range days {
		byDate[dig(day, "date").(string)] = dig(day, "gross").(float64)
		chartSum += dig(day, "gross").(float64)
	}
	if byDate["2031-04-02"] != total(earlyToday) || byDate["2031-04-01"] != total(lateYesterday, yesterdayMorning) ||
		byDate["2031-03-26"] != total(weekAgo, weekAgoLate) || chartSum != total(earlyToday, lateYesterday, yesterdayMorning, weekAgo, weekAgoLate) {
		t.Errorf("chart: %v", byDate)
	}

	// To ship: the paid ones and the one being packed; the cancelled and the unpaid are not.
	shipBefore := dig(before, "to_ship", "paid").(float64)
	if got := dig(d, "to_ship", "paid").(float64) - shipBefore; got != 4 {
		t.Errorf("%v more paid orders to ship, want 4", got)
	}
	if got := dig(d, "to_ship", "processing").(float64) - dig(before, "to_ship", "processing").(float64); got != 1 {
		t.Errorf("%v more orders being packed, want 1", got)
	}
	if got := d["awaiting_payment"].(float64) - before["awaiting_payment"].(float64); got != 1 {
		t.Errorf("%v more orders awaiting payment, want 1", got)
	}

	// Best sellers: p[0] twice; the cancelled order's product is not among them.
	top := d["top_by_quantity"].([]any)
	if len(top) != 4 || dig(top, 0, "id") != float64(p[0]) || dig(top, 0, "quantity") != 2.0 {
		t.Errorf("top by quantity %v", top)
	}
	for _, list := range []string{"top_by_quantity", "top_by_revenue"} {
		var revenue float64
		for _, row := range d[list].([]any) {
			if dig(row, "id") == float64(p[4]) {
				t.Errorf("%s holds the cancelled order's product: %v", list, row)
			}
			revenue += dig(row, "revenue").(float64)
		}
		// Pickup is free, so the lines are the orders' totals.
		if revenue != total(earlyToday, lateYesterday, yesterdayMorning, weekAgo, weekAgoLate) {
			t.Errorf("%s: revenue %v", list, revenue)
		}
	}
	rev := d["top_by_revenue"].([]any)
	for i := 1; i < len(rev); i++ {
		if dig(rev, i, "revenue").(float64) > dig(rev, i-1, "revenue").(float64) {
			t.Errorf("top by revenue out of order: %v", rev)
		}
	}
}

func TestAdminDashboardLowStock(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	p := a.queryIDs(`SELECT id FROM products WHERE type = 'product' AND published = 1 ORDER BY id LIMIT 1`)
	a.exec(`UPDATE products SET stock = 10 WHERE type = 'product'`)
	a.exec(`UPDATE products SET stock = 2 WHERE id = ?`, p[0])
	d := a.json(http.MethodGet, "/api/admin/dashboard", "", http.StatusOK)
	if dig(d, "low_stock", "threshold") != 3.0 || dig(d, "low_stock", "count") != 1.0 ||
		dig(d, "low_stock", "products", 0, "id") != float64(p[0]) || dig(d, "low_stock", "products", 0, "stock") != 2.0 {
		t.Errorf("low stock %v", d["low_stock"])
	}
	// The threshold is a setting: below 2 units nothing is low.
	a.json(http.MethodPut, "/api/admin/settings", `{"low_stock_threshold":"2"}`, http.StatusOK)
	if d := a.json(http.MethodGet, "/api/admin/dashboard", "", http.StatusOK); dig(d, "low_stock", "count") != 0.0 {
		t.Errorf("threshold 2: %v", d["low_stock"])
	}
	a.json(http.MethodPut, "/api/admin/settings", `{"low_stock_threshold":"-1"}`, http.StatusUnprocessableEntity)
}

// The dashboard is the back office's: no staff session, no figures.
func TestAdminDashboardNeedsStaff(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.json(http.MethodGet, "/api/admin/dashboard", "", http.StatusUnauthorized)
	a.signInStaff(a.addStaff("staff"))
	a.json(http.MethodGet, "/api/admin/dashboard", "", http.StatusOK)
	a.json(http.MethodPost, "/api/admin/logout", "", http.StatusOK)
	a.json(http.MethodGet, "/api/admin/dashboard", "", http.StatusUnauthorized)
}
