package store

import (
	"cmp"
	"context"
	"slices"
	"sort"
	"strings"
	"time"
)

// The back office's dashboard (GET /api/admin/dashboard): sales by the shop's local days,
// the orders waiting to ship or to be paid, the products running low and the best sellers.
//
// A sale is an order whose money is in (payment_status 'paid') and that is not cancelled; it
// belongs to the local day it was placed on (created_at in the time_zone setting), so an order
// placed at 23:30 in Riga is that day's even though it is the next day in UTC. An order still
// waiting for its money (payment 'pending', not cancelled) is no sale: it is counted apart,
// as awaiting payment. Day boundaries are worked out in Go and passed as the database's time
// text, which orders as time does: no date arithmetic in SQL, which SQLite and PostgreSQL
// write differently.

// Sales is a sum of orders: their gross totals (cents, what the shoppers pay) and their count.
type Sales struct {
	Gross  int64
	Orders int64
}

// Average is the average order in cents, rounded half up; 0 without orders.
func (s Sales) Average() int64 {
	if s.Orders == 0 {
		return 0
	}
	return (2*s.Gross + s.Orders) / (2 * s.Orders)
}

func (s *Sales) add(total int64) {
	s.Gross += total
	s.Orders++
}

// DashboardPeriod is the last Days local days, today included, against the Days days just
// before them up to the same time of day: so far today against yesterday until this hour,
// which compares like with like while the day is young.
type DashboardPeriod struct {
	Days     int
	From     time.Time // the local midnight it starts at
	Sales    Sales
	Previous Sales
	Awaiting Sales // orders placed in the period whose payment is pending
}

// DashboardDay is one local day's sales.
type DashboardDay struct {
	Date  time.Time // its local midnight
	Sales Sales
}

// DashboardProduct is a best seller of the last DashboardTopDays days: the units sold and
// their gross revenue (after the coupon; a business's net lines with the order's VAT added,
// so that every line counts as what was paid). Services sold with a product are not counted.
type DashboardProduct struct {
	ID       int64
	Title    string
	Code     string
	Quantity int64
	Revenue  int64
}

// LowStockProduct is a published product with fewer units than the low_stock_threshold
// setting.
type LowStockProduct struct {
	ID    int64
	Title string
	Code  string
	Stock int64
}

// Dashboard is what the back office's first page shows.
type Dashboard struct {
	Now     time.Time         // in the shop's time zone
	Periods []DashboardPeriod // today, 7 and 30 days (DashboardPeriodDays)
	Days    []DashboardDay    // the last DashboardChartDays days, oldest first, today last
	// The orders to ship: paid and being packed; shipped ones are done.
	ToShipPaid       int64
	ToShipProcessing int64
	// AwaitingPayment counts every order whose payment is pending, whenever it was placed.
	AwaitingPayment   int64
	LowStockThreshold int64
	LowStockCount     int64
	LowStock          []LowStockProduct // the fewest units first, at most DashboardListLimit
	TopByQuantity     []DashboardProduct
	TopByRevenue      []DashboardProduct
}

// DashboardPeriodDays are the periods the dashboard sums; DashboardChartDays the days its
// chart shows; DashboardTopDays the window of its best sellers; DashboardListLimit the rows of
// each of its lists.
var DashboardPeriodDays = []int{1, 7, 30}

const (
	DashboardChartDays = 30
	DashboardTopDays   = 30
	DashboardListLimit = 10
)

// The orders of the window that are sales or await payment, read from the covering index
// orders_created alone (migration 24): the window's rows, never the table's. Go sums them by
// day and period in one pass; summing in SQL instead (a VALUES list of spans joined to the
// index, conditional SUMs) measured slower, 22 ms against 13 ms for the 60 days of 100,000
// orders a year (BenchmarkDashboard100kOrders's shop).
const dashboardOrdersSQL = `
SELECT created_at, payment_status, total FROM orders
WHERE created_at >= ? AND created_at < ? AND payment_status IN ('paid', 'pending') AND status <> 'cancelled'`

// Dashboard reads the dashboard as of the store's clock, days in the time_zone setting.
func (s *Store) Dashboard(ctx context.Context) (Dashboard, error) {
	cfg := s.Settings()
	loc := time.UTC
	if cfg != nil && cfg.Location != nil {
		loc = cfg.Location
	}
	d := Dashboard{Now: s.clock().In(loc)}
	if cfg != nil {
		d.LowStockThreshold = cfg.LowStockThreshold
	}
	if err := s.dashboardSales(ctx, &d); err != nil {
		return Dashboard{}, err
	}
	if err := s.dashboardQueues(ctx, &d); err != nil {
		return Dashboard{}, err
	}
	if err := s.dashboardLowStock(ctx, &d); err != nil {
		return Dashboard{}, err
	}
	if err := s.dashboardTop(ctx, &d); err != nil {
		return Dashboard{}, err
	}
	return d, nil
}

// dayStart is the local midnight of the day days after now's (negative: before), by the
// calendar, so that a day of 23 or 25 hours (a clock change) is still one day.
func dayStart(now time.Time, days int) time.Time {
	y, m, d := now.Date()
	return time.Date(y, m, d+days, 0, 0, 0, 0, now.Location())
}

// span is [from, to) in the database's time text.
type span struct{ from, to string }

func (p span) has(at string) bool { return at >= p.from && at < p.to }

// dashboardSales sums the periods and the chart's days in one pass over the window's orders.
func (s *Store) dashboardSales(ctx context.Context, d *Dashboard) error {
	now := d.Now
	tomorrow := dbTime(dayStart(now, 1))
	longest := DashboardChartDays
	for _, n := range DashboardPeriodDays {
		longest = max(longest, 2*n)
	}
	cur := make([]span, len(DashboardPeriodDays))
	prev := make([]span, len(DashboardPeriodDays))
	d.Periods = make([]DashboardPeriod, len(DashboardPeriodDays))
	for i, n := range DashboardPeriodDays {
		from := dayStart(now, 1-n)
		y, m, day := now.Date()
		sameTime := time.Date(y, m, day-n, now.Hour(), now.Minute(), now.Second(), now.Nanosecond(), now.Location())
		d.Periods[i] = DashboardPeriod{Days: n, From: from}
		cur[i] = span{dbTime(from), tomorrow}
		prev[i] = span{dbTime(dayStart(now, 1-2*n)), dbTime(sameTime)}
	}
	// bounds[i] is the start of the chart's day i; bounds[DashboardChartDays] is tomorrow's.
	bounds := make([]string, DashboardChartDays+1)
	d.Days = make([]DashboardDay, DashboardChartDays)
	for i := range bounds {
		at := dayStart(now, i-DashboardChartDays+1)
		bounds[i] = dbTime(at)
		if i < DashboardChartDays {
			d.Days[i].Date = at
		}
	}

	rows, err := s.reader(ctx).QueryContext(ctx, dashboardOrdersSQL, dbTime(dayStart(now, 1-longest)), tomorrow)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var at, payment string
		var total int64
		if err := rows.Scan(&at, &payment, &total); err != nil {
			return err
		}
		paid := payment == "paid"
		for i := range d.Periods {
			switch {
			case cur[i].has(at) && paid:
				d.Periods[i].Sales.add(total)
			case cur[i].has(at):
				d.Periods[i].Awaiting.add(total)
			case prev[i].has(at) && paid:
				d.Periods[i].Previous.add(total)
			}
		}
		if paid && at >= bounds[0] && at < bounds[DashboardChartDays] {
			day := sort.Search(len(bounds), func(i int) bool { return bounds[i] > at }) - 1
			d.Days[day].Sales.add(total)
		}
	}
	return rows.Err()
}

// dashboardQueues counts the orders to ship and those awaiting payment, each from a partial
// index (migration 24) that holds just those orders (orders_to_ship, orders_unpaid).
func (s *Store) dashboardQueues(ctx context.Context, d *Dashboard) error {
	r := s.reader(ctx)
	rows, err := r.QueryContext(ctx, `SELECT status, COUNT(*) FROM orders WHERE status IN ('paid', 'processing') GROUP BY status`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var status string
		var n int64
		if err := rows.Scan(&status, &n); err != nil {
			return err
		}
		if status == "paid" {
			d.ToShipPaid = n
		} else {
			d.ToShipProcessing = n
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	return r.QueryRowContext(ctx, `SELECT COUNT(*) FROM orders WHERE payment_status = 'pending' AND status <> 'cancelled'`).
		Scan(&d.AwaitingPayment)
}

// dashboardLowStock lists the published products below the threshold, from the stock index.
func (s *Store) dashboardLowStock(ctx context.Context, d *Dashboard) error {
	const where = ` FROM products WHERE stock < ? AND type = 'product' AND published = 1`
	r := s.reader(ctx)
	if err := r.QueryRowContext(ctx, `SELECT COUNT(*)`+where, d.LowStockThreshold).Scan(&d.LowStockCount); err != nil {
		return err
	}
	rows, err := r.QueryContext(ctx, `SELECT id, title, code, stock`+where+` ORDER BY stock, id LIMIT ?`,
		d.LowStockThreshold, DashboardListLimit)
	if err != nil {
		return err
	}
	defer rows.Close()
	d.LowStock = []LowStockProduct{}
	for rows.Next() {
		var p LowStockProduct
		if err := rows.Scan(&p.ID, &p.Title, &p.Code, &p.Stock); err != nil {
			return err
		}
		d.LowStock = append(d.LowStock, p)
	}
	return rows.Err()
}

// The products sold in a window: its sales' product lines (services under them left out)
// summed by product, from the covering indexes orders_created and order_items_order alone. A
// business's order keeps its lines net (orders.net_prices): the order's VAT is added, rounded
// half up, so that revenue is gross throughout. Integer division is the same in SQLite and
// PostgreSQL. A deleted product's lines (product_id NULL) are no product's.
const dashboardSoldSQL = `
SELECT oi.product_id, CAST(SUM(oi.quantity) AS BIGINT),
       CAST(SUM(CASE WHEN o.net_prices = 1 THEN (oi.total_price * (10000 + o.vat_basis_points) + 5000) / 10000
                ELSE oi.total_price END) AS BIGINT)
FROM orders o
JOIN order_items oi ON oi.order_id = o.id AND oi.parent_item_id IS NULL
WHERE o.created_at >= ? AND o.created_at < ? AND o.payment_status = 'paid' AND o.status <> 'cancelled'
  AND oi.product_id IS NOT NULL
GROUP BY oi.product_id`

// dashboardTop ranks the window's products twice from one pass over its lines (one row per
// product sold, which the catalogue bounds), then names the few ranked.
func (s *Store) dashboardTop(ctx context.Context, d *Dashboard) error {
	from, to := dbTime(dayStart(d.Now, 1-DashboardTopDays)), dbTime(dayStart(d.Now, 1))
	rows, err := s.reader(ctx).QueryContext(ctx, dashboardSoldSQL, from, to)
	if err != nil {
		return err
	}
	defer rows.Close()
	sold := []DashboardProduct{}
	for rows.Next() {
		var p DashboardProduct
		if err := rows.Scan(&p.ID, &p.Quantity, &p.Revenue); err != nil {
			return err
		}
		sold = append(sold, p)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rank := func(first func(a, b DashboardProduct) int) []DashboardProduct {
		slices.SortFunc(sold, func(a, b DashboardProduct) int {
			if c := first(a, b); c != 0 {
				return c
			}
			return cmp.Compare(a.ID, b.ID)
		})
		return slices.Clone(sold[:min(len(sold), DashboardListLimit)])
	}
	byQuantity := func(a, b DashboardProduct) int {
		return cmp.Or(cmp.Compare(b.Quantity, a.Quantity), cmp.Compare(b.Revenue, a.Revenue))
	}
	byRevenue := func(a, b DashboardProduct) int {
		return cmp.Or(cmp.Compare(b.Revenue, a.Revenue), cmp.Compare(b.Quantity, a.Quantity))
	}
	d.TopByQuantity, d.TopByRevenue = rank(byQuantity), rank(byRevenue)
	return s.nameProducts(ctx, d.TopByQuantity, d.TopByRevenue)
}

// nameProducts fills in the titles and codes of the products of lists (at most
// 2 × DashboardListLimit ids, one query).
func (s *Store) nameProducts(ctx context.Context, lists ...[]DashboardProduct) error {
	ids := []any{}
	for _, list := range lists {
		for _, p := range list {
			ids = append(ids, p.ID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	rows, err := s.reader(ctx).QueryContext(ctx, `SELECT id, title, code FROM products WHERE id IN (?`+
		strings.Repeat(", ?", len(ids)-1)+`)`, ids...)
	if err != nil {
		return err
	}
	defer rows.Close()
	type name struct{ title, code string }
	names := map[int64]name{}
	for rows.Next() {
		var id int64
		var n name
		if err := rows.Scan(&id, &n.title, &n.code); err != nil {
			return err
		}
		names[id] = n
	}
	for _, list := range lists {
		for i := range list {
			list[i].Title, list[i].Code = names[list[i].ID].title, names[list[i].ID].code
		}
	}
	return rows.Err()
}
