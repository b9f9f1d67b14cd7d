package store

import (
	"context"
	"strings"
	"testing"
	"time"

	"shop/internal/pgtest"
	"shop/settings"
)

// dashboardShop is the checkout fixture with n orders over the year before its clock
// (2026-11-24 10:00 UTC), the Latvian shop's settings: every twentieth cancelled, every tenth
// awaiting payment, every seventh being packed, the rest shipped and done; one or two lines
// each.
func dashboardShop(t testing.TB, n int) *Store {
	t.Helper()
	st := checkoutShop(t)
	ctx := context.Background()
	v, _ := settings.Lookup("lv_shop")
	if err := st.LoadSettings(ctx, v.Defaults); err != nil {
		t.Fatal(err)
	}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		w := st.writer(ctx)
		for _, q := range []struct {
			sql  string
			args []any
		}{
			{`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
INSERT INTO carts (id, token, status, shipping_method_id, payment_method_id) SELECT 1000 + i, 'bench-' || i, 'ordered', 1, 1 FROM n`, []any{n}},
			{`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
INSERT INTO orders (id, prefix, number, cart_id, status, payment_status, user_type, user_name, user_surname, user_email,
  user_phone, shipping_method_id, payment_method_id, vat_basis_points, items_total, shipping_total, tax_total, total, created_at)
SELECT i, 'LV', i, 1000 + i,
  CASE WHEN i % 20 = 0 THEN 'cancelled' WHEN i % 10 = 1 THEN 'new' WHEN i % 7 = 2 THEN 'processing' ELSE 'completed' END,
  CASE WHEN i % 20 = 0 THEN 'cancelled' WHEN i % 10 = 1 THEN 'pending' ELSE 'paid' END,
  'b2c', 'Anna', 'Bērziņa', 'anna' || i || '@example.lv', '+37120000000', 1, 1, 2100,
  1000 + i % 5000, 599, 0, 1599 + i % 5000, ''
FROM n`, []any{n}},
			{`INSERT INTO order_items (order_id, product_id, title, code, quantity, unit_price, list_total, total_price)
SELECT id, 1 + id % 3, 'Item', 'IT', 1 + id % 2, 1000, 1000, 1000 + id % 5000 FROM orders WHERE id >= 1`, nil},
			{`INSERT INTO order_items (order_id, product_id, title, code, quantity, unit_price, list_total, total_price)
SELECT id, 5, 'Other', 'OT-1', 1, 500, 500, 500 FROM orders WHERE id % 3 = 0`, nil},
		} {
			if _, err := w.ExecContext(ctx, q.sql, q.args...); err != nil {
				return err
			}
		}
		// The times come from Go (the SQL both databases speak has no date arithmetic in
		// common): order i spread over the year before the clock, a few minutes apart by i.
		at, err := w.PrepareContext(ctx, `UPDATE orders SET created_at = ? WHERE id = ?`)
		if err != nil {
			return err
		}
		defer at.Close()
		clock := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
		for i := 1; i <= n; i++ {
			back := time.Duration(i*31536/(n/1000)+i%1000) * time.Second
			if _, err := at.ExecContext(ctx, dbTime(clock.Add(-back)), i); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// The dashboard's reads use the indexes made for them: the window from the covering index
// alone, the queues from their partial indexes, the low stock from the stock index. A plan
// that scans orders would cost every order the shop ever took on each visit.
func TestDashboardReadsUseTheirIndexes(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "EXPLAIN QUERY PLAN reads SQLite's planner; plan_postgres_test.go checks the same indexes on PostgreSQL")
	st := dashboardShop(t, 1000)
	plan := func(query string, args ...any) string {
		rows, err := st.read.Query("EXPLAIN QUERY PLAN "+query, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			out = append(out, detail)
		}
		return strings.Join(out, "; ")
	}
	for _, c := range []struct{ query, want string }{
		{dashboardOrdersSQL, "USING COVERING INDEX orders_created"},
		{`SELECT status, COUNT(*) FROM orders WHERE status IN ('paid', 'processing') GROUP BY status`, "orders_to_ship"},
		{`SELECT COUNT(*) FROM orders WHERE payment_status = 'pending' AND status <> 'cancelled'`, "orders_unpaid"},
		{`SELECT COUNT(*) FROM products WHERE stock < ? AND type = 'product' AND published = 1`, "products_stock"},
		{dashboardSoldSQL, "USING COVERING INDEX orders_created"},
		{dashboardSoldSQL, "USING COVERING INDEX order_items_order"},
	} {
		got := plan(c.query, "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z")
		if !strings.Contains(got, c.want) || strings.Contains(got+";", "SCAN orders;") || strings.Contains(got+";", "SCAN o;") {
			t.Errorf("%.60s…: plan %q, want %s", strings.TrimSpace(c.query), got, c.want)
		}
	}
}

// The dashboard's figures match the orders counted one by one: every paid, uncancelled order
// of a local day is in that day, and the periods are sums of whole days but for the previous
// period's last, which ends at the same time of day as now.
func TestDashboardMatchesOrdersOneByOne(t *testing.T) {
	t.Parallel()
	st := dashboardShop(t, 5000)
	d, err := st.Dashboard(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	riga := st.Settings().Location
	rows, err := st.read.Query(`SELECT created_at, status, payment_status, total FROM orders`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	byDay := map[string]Sales{}
	for rows.Next() {
		var at, status, payment string
		var total int64
		if err := rows.Scan(&at, &status, &payment, &total); err != nil {
			t.Fatal(err)
		}
		if status == "cancelled" || payment != "paid" {
			continue
		}
		day := parseDBTime(at).In(riga).Format("2006-01-02")
		s := byDay[day]
		s.add(total)
		byDay[day] = s
	}
	if len(d.Days) != DashboardChartDays {
		t.Fatalf("%d days", len(d.Days))
	}
	var sum Sales
	for _, day := range d.Days {
		want := byDay[day.Date.Format("2006-01-02")]
		if day.Sales != want || day.Date.Hour() != 0 || day.Date.Location() != riga {
			t.Errorf("%v: %+v, want %+v", day.Date, day.Sales, want)
		}
		sum.Gross += want.Gross
		sum.Orders += want.Orders
	}
	if sum.Orders == 0 {
		t.Fatal("no sales in the chart's days: the fixture is wrong")
	}
	if got := d.Periods[2].Sales; got != sum {
		t.Errorf("30 days %+v, the days' sum %+v", got, sum)
	}
	if got, want := d.Periods[0].Sales, d.Days[len(d.Days)-1].Sales; got != want {
		t.Errorf("today %+v, today's bar %+v", got, want)
	}
	if d.Now.Location() != riga || d.Now != time.Date(2026, 11, 24, 12, 0, 0, 0, riga) {
		t.Errorf("now %v", d.Now)
	}
}

// The dashboard at 100,000 orders over a year, against a baseline in the same run: one pass
// over every order (COUNT and SUM of the table, which a dashboard without its window and
// index would cost at least). x_full_scan is the dashboard's time over that pass's.
func BenchmarkDashboard100kOrders(b *testing.B) {
	st := dashboardShop(b, 100_000)
	ctx := context.Background()
	scan := func() {
		var n, sum int64
		if err := st.read.QueryRowContext(ctx, `SELECT COUNT(*), SUM(total) FROM orders`).Scan(&n, &sum); err != nil || n != 100_000 {
			b.Fatal(n, err)
		}
	}
	scan() // warm the page cache for both
	start := time.Now()
	const rounds = 20
	for range rounds {
		scan()
	}
	baseline := time.Since(start) / rounds
	b.ResetTimer()
	for b.Loop() {
		if _, err := st.Dashboard(ctx); err != nil {
			b.Fatal(err)
		}
	}
	per := b.Elapsed() / time.Duration(b.N)
	b.ReportMetric(float64(per)/float64(baseline), "x_full_scan")
	b.ReportMetric(float64(baseline.Microseconds()), "full_scan_µs")
}
