// Package invoice draws an order's invoice as a PDF: the seller, the buyer (with a company's
// details for b2b), the lines with their VAT rate and amounts, shipping, the coupon's
// discount, the VAT per rate and the totals.
//
// The PDF library is codeberg.org/go-pdf/fpdf: pure Go (the binary stays CGO-free), the
// maintained continuation of gofpdf (released in 2026), with UTF-8 TrueType fonts that it
// subsets into each document. The text is DejaVu Sans, embedded (fonts/, Bitstream Vera
// licence, fonts/LICENSE-DejaVu): the PDF's standard fonts have no Latvian, Finnish or
// Russian letters beyond Latin-1.
package invoice

import (
	_ "embed"
	"fmt"
	"io"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

//go:embed fonts/DejaVuSans.ttf
var regular []byte

//go:embed fonts/DejaVuSans-Bold.ttf
var bold []byte

// Party is a seller or a buyer: a name and the lines under it (address, numbers, contact).
type Party struct {
	Name  string
	Lines []string
}

// Line is one invoice line, in cents as the order keeps them: with VAT, or without for a
// business's order (Invoice.NetPrices). Total is the unit price times the quantity.
type Line struct {
	Title    string
	Code     string
	Quantity int64
	Unit     int64 // one unit's price
	Total    int64 // the line's amount before the coupon: Unit × Quantity
	Service  bool  // an extra under the product line before it
}

// Invoice is what the document shows. Every text is ready to print: the caller translates
// the labels and formats the money (Money), so this package knows no language.
//
// A private person's order is in amounts with VAT: the lines, goods, discount and shipping
// add up to the total, which includes VAT lines worked out once per rate. A business's order
// (NetPrices) is in amounts without VAT: they add up to the net total, and the VAT lines are
// added to it. Either way the VAT lines' nets and taxes add up to Net and Tax, and Net + Tax
// is Total.
type Invoice struct {
	Number         string // the order's number, "LV-000123"
	Date           time.Time
	Seller, Buyer  Party
	Lines          []Line
	NetPrices      bool  // the lines, goods, discount and shipping are without VAT (a business's order)
	VATBasisPoints int64 // the rate the order was sold at, 2100 = 21 %
	Subtotal       int64 // goods before the coupon: the sum of the lines
	Discount       int64 // what the coupon took off
	Shipping       int64
	ShippingTitle  string
	VAT            []VATLine // per rate
	Net, Tax       int64
	Total          int64
	Payment        string // the payment method and its state, one line
	// TaxNote says which VAT scheme applied when it is not the home rate: the destination's
	// rate under the One-Stop Shop, or the exemption of an intra-Community supply with its
	// VIES check. Printed under the totals; "" for none. The e-invoice carries it as its note.
	TaxNote  string
	Label    func(key string) string
	Money    func(cents int64) string
	Day      func(t time.Time) string // the date in the invoice's language; nil: "05.03.2026"
	Rate     func(bp int64) string    // a VAT rate in the invoice's language; nil: "25,5 %"
	Compress bool                     // off only for tests that read the page's text
}

// VATLine is the part of the invoice at one VAT rate: its net amount and its VAT.
type VATLine struct {
	RateBasisPoints int64
	Net, Tax        int64
}

// Write draws the invoice as a PDF to w.
func Write(w io.Writer, inv Invoice) error {
	pdf := newDocument(inv.Label("invoice_title")+" "+inv.Number, inv.Date, inv.Compress)
	pdf.SetAuthor(inv.Seller.Name, true)

	pdf.SetFont("dejavu", "B", 18)
	pdf.CellFormat(0, 9, inv.Label("invoice_title")+" "+inv.Number, "", 1, "L", false, 0, "")
	pdf.SetFont("dejavu", "", 10)
	pdf.CellFormat(0, 6, inv.Label("invoice_date")+": "+day(inv), "", 1, "L", false, 0, "")
	if inv.Payment != "" {
		pdf.CellFormat(0, 6, inv.Payment, "", 1, "L", false, 0, "")
	}
	pdf.Ln(4)

	top := pdf.GetY()
	party(pdf, 15, top, inv.Label("invoice_seller"), inv.Seller)
	sellerEnd := pdf.GetY()
	party(pdf, 110, top, inv.Label("invoice_buyer"), inv.Buyer)
	pdf.SetY(max(sellerEnd, pdf.GetY()) + 6)

	pdf.SetFont("dejavu", "", 9)
	pdf.SetTextColor(110, 110, 110)
	basis := inv.Label("invoice_prices_with_vat")
	if inv.NetPrices {
		basis = inv.Label("invoice_prices_without_vat")
	}
	pdf.CellFormat(0, 5, basis, "", 1, "L", false, 0, "")
	pdf.SetTextColor(0, 0, 0)
	lines(pdf, inv)
	totals(pdf, inv)
	if inv.TaxNote != "" {
		pdf.Ln(4)
		pdf.SetFont("dejavu", "", 9.5)
		pdf.MultiCell(180, 5, inv.TaxNote, "", "L", false)
	}
	return pdf.Output(w)
}

// party draws a titled block at x, y, 85 mm wide.
func party(pdf *fpdf.Fpdf, x, y float64, title string, p Party) {
	pdf.SetXY(x, y)
	pdf.SetFont("dejavu", "B", 9)
	pdf.SetTextColor(110, 110, 110)
	pdf.CellFormat(85, 5, strings.ToUpper(title), "", 2, "L", false, 0, "")
	pdf.SetTextColor(0, 0, 0)
	pdf.SetFont("dejavu", "B", 11)
	pdf.MultiCell(85, 6, p.Name, "", "L", false)
	pdf.SetFont("dejavu", "", 9.5)
	for _, l := range p.Lines {
		if l == "" {
			continue
		}
		pdf.SetX(x)
		pdf.MultiCell(85, 5, l, "", "L", false)
	}
}

// Column widths of the lines' table (180 mm in all).
var cols = []float64{10, 86, 14, 26, 16, 28}

func lines(pdf *fpdf.Fpdf, inv Invoice) {
	head := []string{"#", inv.Label("invoice_item"), inv.Label("invoice_qty"), inv.Label("invoice_unit_price"),
		inv.Label("invoice_vat_rate"), inv.Label("invoice_amount")}
	align := []string{"L", "L", "R", "R", "R", "R"}
	pdf.SetFont("dejavu", "B", 9)
	pdf.SetFillColor(238, 241, 246)
	for i, h := range head {
		pdf.CellFormat(cols[i], 7, h, "B", 0, align[i], true, 0, "")
	}
	pdf.Ln(-1)
	pdf.SetFont("dejavu", "", 9)
	rate := inv.rate(inv.VATBasisPoints)
	n := 0
	for _, l := range inv.Lines {
		num, title := "", l.Title
		if l.Service {
			title = "  + " + title
		} else {
			n++
			num = fmt.Sprint(n)
		}
		if l.Code != "" && !strings.Contains(title, l.Code) { // demo titles often carry the code already
			title += " (" + l.Code + ")"
		}
		row(pdf, []string{num, title, fmt.Sprint(l.Quantity), inv.Money(l.Unit), rate, inv.Money(l.Total)}, align)
	}
	if inv.Shipping > 0 || inv.ShippingTitle != "" {
		row(pdf, []string{"", inv.Label("invoice_shipping") + ": " + inv.ShippingTitle, "1", inv.Money(inv.Shipping), rate,
			inv.Money(inv.Shipping)}, align)
	}
}

// row draws one table row; the title wraps and the row grows with it.
func row(pdf *fpdf.Fpdf, cells []string, align []string) {
	const lh = 5.5
	wrapped := pdf.SplitText(cells[1], cols[1]-2)
	h := float64(max(1, len(wrapped))) * lh
	if pdf.GetY()+h > 297-18 {
		pdf.AddPage()
	}
	x, y := pdf.GetX(), pdf.GetY()
	for i, c := range cells {
		if i == 1 {
			pdf.MultiCell(cols[i], lh, c, "", align[i], false)
			pdf.SetXY(x+cols[0]+cols[1], y)
			continue
		}
		pdf.CellFormat(cols[i], lh, c, "", 0, align[i], false, 0, "")
	}
	pdf.SetXY(x, y+h)
	pdf.SetDrawColor(220, 220, 220)
	pdf.Line(x, y+h, x+180, y+h)
	pdf.SetDrawColor(0, 0, 0)
}

func totals(pdf *fpdf.Fpdf, inv Invoice) {
	pdf.Ln(4)
	sum := func(label, amount string, strong bool) {
		style := ""
		if strong {
			style = "B"
		}
		pdf.SetFont("dejavu", style, 10)
		pdf.SetX(15 + 180 - 100)
		pdf.CellFormat(68, 6.5, label, "", 0, "R", false, 0, "")
		pdf.CellFormat(32, 6.5, amount, "", 1, "R", false, 0, "")
	}
	sum(inv.Label("invoice_subtotal"), inv.Money(inv.Subtotal), false)
	if inv.Discount > 0 {
		sum(inv.Label("invoice_discount"), "−"+inv.Money(inv.Discount), false)
	}
	sum(inv.Label("invoice_shipping"), inv.Money(inv.Shipping), false)
	vat := func() {
		for _, v := range inv.VAT {
			sum(inv.Label("invoice_vat")+" "+inv.rate(v.RateBasisPoints)+" ("+inv.Money(v.Net)+")", inv.Money(v.Tax), false)
		}
	}
	if inv.NetPrices { // the net amounts add up to the net total; its VAT is added to it
		sum(inv.Label("invoice_net_total"), inv.Money(inv.Net), false)
		vat()
		sum(inv.Label("invoice_total"), inv.Money(inv.Total), true)
		return
	}
	// The amounts with VAT add up to the total, which includes the VAT worked out from it.
	sum(inv.Label("invoice_total"), inv.Money(inv.Total), true)
	sum(inv.Label("invoice_net_total"), inv.Money(inv.Net), false)
	vat()
}

func (inv Invoice) rate(bp int64) string {
	if inv.Rate != nil {
		return inv.Rate(bp)
	}
	return vatRate(bp)
}

// vatRate is a rate in basis points as people write it: "21 %", "25,5 %".
func vatRate(bp int64) string {
	s := fmt.Sprintf("%d", bp/100)
	if r := bp % 100; r != 0 {
		s += strings.TrimRight(fmt.Sprintf(",%02d", r), "0")
	}
	return s + " %"
}

func day(inv Invoice) string {
	if inv.Day == nil {
		return inv.Date.Format("02.01.2006")
	}
	return inv.Day(inv.Date)
}

// newDocument is an A4 page of the shop's documents (the invoice, the packing slip): the
// document's title and date in its properties, the DejaVu fonts (every language's letters),
// 15 mm margins and a footer of the title and "page/pages" on every page.
func newDocument(title string, date time.Time, compress bool) *fpdf.Fpdf {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(compress)
	pdf.SetCreationDate(date)
	pdf.SetModificationDate(date)
	pdf.SetTitle(title, true)
	pdf.AddUTF8FontFromBytes("dejavu", "", regular)
	pdf.AddUTF8FontFromBytes("dejavu", "B", bold)
	pdf.SetMargins(15, 15, 15)
	pdf.SetAutoPageBreak(true, 18)
	pdf.SetFooterFunc(func() {
		pdf.SetY(-12)
		pdf.SetFont("dejavu", "", 8)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(0, 5, fmt.Sprintf("%s · %d/{nb}", title, pdf.PageNo()), "", 0, "C", false, 0, "")
	})
	pdf.AliasNbPages("{nb}")
	pdf.AddPage()
	return pdf
}
