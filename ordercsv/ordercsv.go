// Package ordercsv writes the accountant's CSV of orders: one row per order, or one row per
// shop day and VAT rate with the day's net, VAT, gross, order count and refunds. Money is
// written in euros with a dot and two decimals (12.34), dates as YYYY-MM-DD in the shop's
// time zone. A cell a spreadsheet would read as a formula (one starting with = + - @, a tab
// or a carriage return) gets a leading apostrophe, so a buyer's name cannot run a formula on
// the accountant's machine (OWASP's CSV injection advice). No routes, no SQL.
package ordercsv

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"time"

	"shop/store"
)

// Shapes of the export.
const (
	ByDay   = "days"   // one row per day and VAT rate
	ByOrder = "orders" // one row per order
)

// OrderHeader is the first row of the per-order shape.
var OrderHeader = []string{"number", "date", "customer", "company", "company_vat_number", "email", "vat_rate",
	"net", "vat", "gross", "payment_method", "status", "payment_status"}

// DayHeader is the first row of the per-day shape.
var DayHeader = []string{"date", "vat_rate", "orders", "net", "vat", "gross", "refunds", "refunds_vat"}

// Writer writes one shape of the export to w.
type Writer struct {
	csv  *csv.Writer
	loc  *time.Location
	days map[dayRate]*dayRow
}

type dayRate struct {
	day  string
	rate int64
}

type dayRow struct {
	orders              int64
	net, vat, gross     int64
	refunds, refundsVAT int64
}

// NewOrders starts the per-order shape on w: its header goes out at once.
func NewOrders(w io.Writer, loc *time.Location) (*Writer, error) {
	x := &Writer{csv: csv.NewWriter(w), loc: loc}
	return x, x.csv.Write(OrderHeader)
}

// NewDays starts the per-day shape on w; its header and rows go out at Close, once every
// order and refund is counted.
func NewDays(w io.Writer, loc *time.Location) *Writer {
	return &Writer{csv: csv.NewWriter(w), loc: loc, days: map[dayRate]*dayRow{}}
}

// Order writes (per order) or counts (per day) one order.
func (x *Writer) Order(o store.ExportOrder) error {
	day := o.CreatedAt.In(x.loc).Format(time.DateOnly)
	if x.days != nil {
		r := x.day(day, o.VATBasisPoints)
		r.orders++
		r.net += o.Net
		r.vat += o.Tax
		r.gross += o.Total
		return nil
	}
	return x.csv.Write(safe([]string{o.PrefixedID, day, o.Name, o.Company, o.CompanyVAT, o.Email, Rate(o.VATBasisPoints),
		Money(o.Net), Money(o.Tax), Money(o.Total), o.PaymentMethod, o.Status, o.PaymentStatus}))
}

// Refund counts one refund on its day (per day; the per-order shape lists none).
func (x *Writer) Refund(r store.ExportRefund) error {
	if x.days == nil {
		return nil
	}
	row := x.day(r.DoneAt.In(x.loc).Format(time.DateOnly), r.VATBasisPoints)
	row.refunds += r.Amount
	row.refundsVAT += VATOf(r.Amount, r.VATBasisPoints)
	return nil
}

func (x *Writer) day(day string, rate int64) *dayRow {
	k := dayRate{day, rate}
	r := x.days[k]
	if r == nil {
		r = &dayRow{}
		x.days[k] = r
	}
	return r
}

// Close writes the per-day rows, by day and rate, and flushes.
func (x *Writer) Close() error {
	if x.days != nil {
		if err := x.csv.Write(DayHeader); err != nil {
			return err
		}
		keys := slices.SortedFunc(maps.Keys(x.days), func(a, b dayRate) int {
			return cmp.Or(cmp.Compare(a.day, b.day), cmp.Compare(a.rate, b.rate))
		})
		for _, k := range keys {
			r := x.days[k]
			if err := x.csv.Write([]string{k.day, Rate(k.rate), strconv.FormatInt(r.orders, 10), Money(r.net), Money(r.vat),
				Money(r.gross), Money(r.refunds), Money(r.refundsVAT)}); err != nil {
				return err
			}
		}
	}
	x.csv.Flush()
	return x.csv.Error()
}

// VATOf is the VAT inside a gross amount at a rate in basis points, rounded half up.
func VATOf(gross, bp int64) int64 {
	return (2*gross*bp + 10000 + bp) / (2 * (10000 + bp))
}

// Money writes cents as euros: 1234 → "12.34", -5 → "-0.05".
func Money(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// Rate writes a VAT rate in basis points as a percentage: 2100 → "21", 2550 → "25.5".
func Rate(bp int64) string {
	return strconv.FormatFloat(float64(bp)/100, 'f', -1, 64)
}

// safe defuses the cells a spreadsheet would take for a formula.
func safe(cells []string) []string {
	for i, c := range cells {
		if c != "" && (c[0] == '=' || c[0] == '+' || c[0] == '-' || c[0] == '@' || c[0] == '\t' || c[0] == '\r') {
			cells[i] = "'" + c
		}
	}
	return cells
}
