package store

import (
	"context"
	"strconv"
	"strings"
	"time"
)

// The accountant's export: the orders placed, and the refunds given, in a range of the shop's
// days, read in one pass each so a year of orders streams without being held in memory.

// MaxExportDays is the longest range one export reads.
const MaxExportDays = 366

// ExportOrder is one order as the export lists it. Its amounts are gross, net and VAT cents
// as the order's totals keep them (the VAT per rate: a shop sells at one rate per order).
type ExportOrder struct {
	ID             int64
	PrefixedID     string
	CreatedAt      time.Time // UTC
	Name           string    // the buyer's full name
	Company        string
	CompanyVAT     string
	Email          string
	VATBasisPoints int64
	Net, Tax       int64
	Total          int64
	PaymentMethod  string // the method's code
	Status         string
	PaymentStatus  string
	TaxScheme      string // TaxDomestic, TaxOSS or TaxReverseCharge (tax.go)
	TaxCountry     string // the destination's ISO code
}

// ExportRefund is one refund given (done) in the range, at its order's VAT rate.
type ExportRefund struct {
	OrderID        int64
	DoneAt         time.Time // UTC
	VATBasisPoints int64
	Amount         int64  // gross cents
	TaxScheme      string // the order's
	TaxCountry     string
}

// ExportRange is the UTC instants of the shop's days from and to (both included, YYYY-MM-DD)
// in loc; the range must run forwards and span at most MaxExportDays. Errors: FieldErrors
// keyed from and to.
func ExportRange(from, to string, loc *time.Location) (start, end time.Time, err error) {
	errs := FieldErrors{}
	f, ferr := time.ParseInLocation(time.DateOnly, strings.TrimSpace(from), loc)
	t, terr := time.ParseInLocation(time.DateOnly, strings.TrimSpace(to), loc)
	if ferr != nil {
		errs.Add("from", MsgInvalid)
	}
	if terr != nil {
		errs.Add("to", MsgInvalid)
	}
	if len(errs) == 0 {
		end = t.AddDate(0, 0, 1)
		if !f.Before(end) || end.Sub(f) > (MaxExportDays+1)*24*time.Hour {
			errs.Add("to", MsgExportRange)
		}
	}
	if len(errs) > 0 {
		return time.Time{}, time.Time{}, errs
	}
	return f.UTC(), end.UTC(), nil
}

// QuarterRange is the UTC instants of a calendar quarter (1–4) of year in loc, the period of
// an OSS return. Errors: FieldErrors keyed year and quarter.
func QuarterRange(year, quarter string, loc *time.Location) (start, end time.Time, err error) {
	errs := FieldErrors{}
	y, yerr := strconv.Atoi(strings.TrimSpace(year))
	q, qerr := strconv.Atoi(strings.TrimSpace(quarter))
	if yerr != nil || y < 2021 || y > 9999 { // the One-Stop Shop began on 1 July 2021
		errs.Add("year", MsgInvalid)
	}
	if qerr != nil || q < 1 || q > 4 {
		errs.Add("quarter", MsgInvalid)
	}
	if len(errs) > 0 {
		return time.Time{}, time.Time{}, errs
	}
	start = time.Date(y, time.Month(3*(q-1)+1), 1, 0, 0, 0, 0, loc)
	return start.UTC(), start.AddDate(0, 3, 0).UTC(), nil
}

// MsgExportRange is an export range backwards or longer than MaxExportDays.
const MsgExportRange = "error_export_range"

// ExportOrders calls each for every order placed in [start, end), oldest first, but the
// cancelled ones (no sale). It stops at each's first error.
func (s *Store) ExportOrders(ctx context.Context, start, end time.Time, each func(ExportOrder) error) error {
	rows, err := s.read.QueryContext(ctx, `
SELECT o.id, o.prefix, COALESCE(o.number, 0), o.created_at, o.user_name, o.user_surname, o.company_name, o.company_vat_num,
       o.user_email, o.vat_basis_points, o.tax_total, o.total, pm.code, o.status, o.payment_status, o.tax_scheme, o.tax_country
FROM orders o JOIN payment_methods pm ON pm.id = o.payment_method_id
WHERE o.created_at >= ? AND o.created_at < ? AND o.status <> 'cancelled'
ORDER BY o.created_at, o.id`, dbTime(start), dbTime(end))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var o ExportOrder
		var prefix, created, name, surname string
		var number int64
		if err := rows.Scan(&o.ID, &prefix, &number, &created, &name, &surname, &o.Company, &o.CompanyVAT, &o.Email,
			&o.VATBasisPoints, &o.Tax, &o.Total, &o.PaymentMethod, &o.Status, &o.PaymentStatus, &o.TaxScheme, &o.TaxCountry); err != nil {
			return err
		}
		o.PrefixedID, o.Name, o.CreatedAt = PrefixedID(prefix, number), strings.TrimSpace(name+" "+surname), parseDBTime(created)
		o.Net = o.Total - o.Tax
		if err := each(o); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ExportRefunds calls each for every refund done in [start, end), oldest first.
func (s *Store) ExportRefunds(ctx context.Context, start, end time.Time, each func(ExportRefund) error) error {
	rows, err := s.read.QueryContext(ctx, `
SELECT r.order_id, r.done_at, o.vat_basis_points, r.amount, o.tax_scheme, o.tax_country
FROM order_refunds r JOIN orders o ON o.id = r.order_id
WHERE r.status = 'done' AND r.done_at >= ? AND r.done_at < ? ORDER BY r.done_at, r.id`, dbTime(start), dbTime(end))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var r ExportRefund
		var done string
		if err := rows.Scan(&r.OrderID, &done, &r.VATBasisPoints, &r.Amount, &r.TaxScheme, &r.TaxCountry); err != nil {
			return err
		}
		r.DoneAt = parseDBTime(done)
		if err := each(r); err != nil {
			return err
		}
	}
	return rows.Err()
}
