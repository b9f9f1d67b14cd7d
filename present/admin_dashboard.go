package present

import (
	"shop/store"
)

// The back office's dashboard. Money goes out in cents, for the chart and the comparisons the
// page works out, and written in the member's language beside them, for what it shows; days
// are the shop's local days, as YYYY-MM-DD and written.

// AdminSales is a sum of orders.
type AdminSales struct {
	Gross       int64  `json:"gross"`
	GrossText   string `json:"gross_text"`
	Orders      int64  `json:"orders"`
	Average     int64  `json:"average"`
	AverageText string `json:"average_text"`
}

// AdminDashboardPeriod is the last Days days against the days before them.
type AdminDashboardPeriod struct {
	Days     int        `json:"days"`
	From     string     `json:"from"` // YYYY-MM-DD, the first local day
	Sales    AdminSales `json:"sales"`
	Previous AdminSales `json:"previous"`
	Awaiting AdminSales `json:"awaiting"`
}

// AdminDashboardDay is one day of the chart.
type AdminDashboardDay struct {
	Date      string `json:"date"`  // YYYY-MM-DD
	Label     string `json:"label"` // the day and month, written
	Gross     int64  `json:"gross"`
	GrossText string `json:"gross_text"`
	Orders    int64  `json:"orders"`
}

// AdminDashboardProduct is a best seller.
type AdminDashboardProduct struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Code        string `json:"code"`
	Quantity    int64  `json:"quantity"`
	Revenue     int64  `json:"revenue"`
	RevenueText string `json:"revenue_text"`
}

// AdminLowStock is the products running low: Count of them, Products the fewest first.
type AdminLowStock struct {
	Threshold int64                  `json:"threshold"`
	Count     int64                  `json:"count"`
	Products  []AdminLowStockProduct `json:"products"`
}

// AdminLowStockProduct is a product running low.
type AdminLowStockProduct struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	Code  string `json:"code"`
	Stock int64  `json:"stock"`
}

// AdminToShip is the orders to ship, by status.
type AdminToShip struct {
	Paid       int64 `json:"paid"`
	Processing int64 `json:"processing"`
	Total      int64 `json:"total"`
}

// AdminDashboard is GET /api/admin/dashboard's answer.
type AdminDashboard struct {
	Today           string                  `json:"today"` // YYYY-MM-DD in the shop's time zone
	TimeZone        string                  `json:"time_zone"`
	Periods         []AdminDashboardPeriod  `json:"periods"`
	Days            []AdminDashboardDay     `json:"days"`
	ToShip          AdminToShip             `json:"to_ship"`
	AwaitingPayment int64                   `json:"awaiting_payment"`
	LowStock        AdminLowStock           `json:"low_stock"`
	TopByQuantity   []AdminDashboardProduct `json:"top_by_quantity"`
	TopByRevenue    []AdminDashboardProduct `json:"top_by_revenue"`
}

const isoDay = "2006-01-02"

// MakeAdminDashboard is d as answered, money and days written in lang.
func MakeAdminDashboard(d store.Dashboard, lang string) AdminDashboard {
	sales := func(s store.Sales) AdminSales {
		return AdminSales{Gross: s.Gross, GrossText: Money(lang, s.Gross), Orders: s.Orders,
			Average: s.Average(), AverageText: Money(lang, s.Average())}
	}
	top := func(list []store.DashboardProduct) []AdminDashboardProduct {
		return convert(list, func(p store.DashboardProduct) AdminDashboardProduct {
			return AdminDashboardProduct{ID: p.ID, Title: p.Title, Code: p.Code, Quantity: p.Quantity, Revenue: p.Revenue,
				RevenueText: Money(lang, p.Revenue)}
		})
	}
	return AdminDashboard{
		Today:    d.Now.Format(isoDay),
		TimeZone: d.Now.Location().String(),
		Periods: convert(d.Periods, func(p store.DashboardPeriod) AdminDashboardPeriod {
			return AdminDashboardPeriod{Days: p.Days, From: p.From.Format(isoDay), Sales: sales(p.Sales),
				Previous: sales(p.Previous), Awaiting: sales(p.Awaiting)}
		}),
		Days: convert(d.Days, func(day store.DashboardDay) AdminDashboardDay {
			return AdminDashboardDay{Date: day.Date.Format(isoDay), Label: DayMonth(lang, day.Date), Gross: day.Sales.Gross,
				GrossText: Money(lang, day.Sales.Gross), Orders: day.Sales.Orders}
		}),
		ToShip:          AdminToShip{Paid: d.ToShipPaid, Processing: d.ToShipProcessing, Total: d.ToShipPaid + d.ToShipProcessing},
		AwaitingPayment: d.AwaitingPayment,
		LowStock: AdminLowStock{Threshold: d.LowStockThreshold, Count: d.LowStockCount,
			Products: convert(d.LowStock, func(p store.LowStockProduct) AdminLowStockProduct {
				return AdminLowStockProduct{ID: p.ID, Title: p.Title, Code: p.Code, Stock: p.Stock}
			})},
		TopByQuantity: top(d.TopByQuantity),
		TopByRevenue:  top(d.TopByRevenue),
	}
}
