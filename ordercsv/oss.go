package ordercsv

import (
	"cmp"
	"encoding/csv"
	"io"
	"maps"
	"slices"
	"strconv"

	"shop/store"
)

// The One-Stop Shop's quarterly report: the distance sales to private persons in other member
// states taxed at their rates (store.TaxOSS), one row per member state of consumption and
// rate, as the OSS return asks for them: the taxable amount and the VAT of the quarter's
// orders, the refunds done in the quarter (of any quarter's orders, netted where they are
// given back, at their orders' rates), and what remains. Amounts as the accountant's CSV
// writes them; orders and refunds counted as it counts them (orders placed and not
// cancelled, refunds done).

// OSSHeader is the report's first row.
var OSSHeader = []string{"country", "vat_rate", "orders", "taxable", "vat", "refunds_taxable", "refunds_vat",
	"net_taxable", "net_vat"}

// OSS counts a quarter's OSS orders and refunds and writes the report at Close.
type OSS struct {
	w    io.Writer
	rows map[ossKey]*ossRow
}

type ossKey struct {
	country string
	rate    int64
}

type ossRow struct {
	orders                     int64
	taxable, vat               int64
	refundsTaxable, refundsVAT int64
}

// NewOSS starts the report on w.
func NewOSS(w io.Writer) *OSS { return &OSS{w: w, rows: map[ossKey]*ossRow{}} }

func (x *OSS) row(country string, rate int64) *ossRow {
	k := ossKey{country, rate}
	if x.rows[k] == nil {
		x.rows[k] = &ossRow{}
	}
	return x.rows[k]
}

// Order counts an order of the quarter if it was taxed under the One-Stop Shop.
func (x *OSS) Order(o store.ExportOrder) error {
	if o.TaxScheme != store.TaxOSS {
		return nil
	}
	r := x.row(o.TaxCountry, o.VATBasisPoints)
	r.orders++
	r.taxable += o.Net
	r.vat += o.Tax
	return nil
}

// Refund counts a refund done in the quarter of an order taxed under the One-Stop Shop: its
// VAT at the order's rate (VATOf), the rest taxable.
func (x *OSS) Refund(rf store.ExportRefund) error {
	if rf.TaxScheme != store.TaxOSS {
		return nil
	}
	r := x.row(rf.TaxCountry, rf.VATBasisPoints)
	vat := VATOf(rf.Amount, rf.VATBasisPoints)
	r.refundsVAT += vat
	r.refundsTaxable += rf.Amount - vat
	return nil
}

// Close writes the header and the rows, by country and rate, and flushes.
func (x *OSS) Close() error {
	w := csv.NewWriter(x.w)
	if err := w.Write(OSSHeader); err != nil {
		return err
	}
	keys := slices.SortedFunc(maps.Keys(x.rows), func(a, b ossKey) int {
		return cmp.Or(cmp.Compare(a.country, b.country), cmp.Compare(a.rate, b.rate))
	})
	for _, k := range keys {
		r := x.rows[k]
		if err := w.Write([]string{k.country, Rate(k.rate), strconv.FormatInt(r.orders, 10), Money(r.taxable), Money(r.vat),
			Money(r.refundsTaxable), Money(r.refundsVAT), Money(r.taxable - r.refundsTaxable), Money(r.vat - r.refundsVAT)}); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}
