package invoice

import (
	"fmt"
	"io"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// PackingSlip is what goes into the parcel and to whoever packs it: the order's number, where
// it goes (the shipping address, or the pickup point), and each line's code and quantity, with
// a box to tick. No prices. Every text is ready to print, as the invoice's.
type PackingSlip struct {
	Number      string
	Date        time.Time
	Method      string   // the shipping method's title
	ShipTo      Party    // the recipient and their address
	PickupPoint []string // the pickup point's lines; nil for a delivery to an address
	Message     string   // the shopper's note for the delivery; '' for none
	Lines       []SlipLine
	Label       func(key string) string
	Day         func(t time.Time) string
	Compress    bool
}

// SlipLine is one line to pack.
type SlipLine struct {
	Title    string
	Code     string
	Quantity int64
	Service  bool // an extra under the product line before it (installation, a warranty)
}

// Column widths of the slip's table (180 mm in all): tick, #, item, code, quantity.
var slipCols = []float64{10, 10, 100, 40, 20}

// WritePackingSlip draws the slip as a PDF to w, in the invoice's font.
func WritePackingSlip(w io.Writer, p PackingSlip) error {
	title := p.Label("packing_slip_title") + " " + p.Number
	pdf := newDocument(title, p.Date, p.Compress)

	pdf.SetFont("dejavu", "B", 18)
	pdf.CellFormat(0, 9, title, "", 1, "L", false, 0, "")
	pdf.SetFont("dejavu", "", 10)
	date := p.Date.Format("02.01.2006")
	if p.Day != nil {
		date = p.Day(p.Date)
	}
	pdf.CellFormat(0, 6, p.Label("invoice_date")+": "+date, "", 1, "L", false, 0, "")
	if p.Method != "" {
		pdf.CellFormat(0, 6, p.Label("packing_slip_method")+": "+p.Method, "", 1, "L", false, 0, "")
	}
	pdf.Ln(4)
	top := pdf.GetY()
	party(pdf, 15, top, p.Label("packing_slip_ship_to"), p.ShipTo)
	end := pdf.GetY()
	if len(p.PickupPoint) > 0 {
		party(pdf, 110, top, p.Label("packing_slip_pickup_point"), Party{Name: p.PickupPoint[0], Lines: p.PickupPoint[1:]})
	}
	pdf.SetY(max(end, pdf.GetY()) + 4)
	if strings.TrimSpace(p.Message) != "" {
		pdf.SetFont("dejavu", "B", 9)
		pdf.CellFormat(0, 5, p.Label("packing_slip_note"), "", 1, "L", false, 0, "")
		pdf.SetFont("dejavu", "", 9.5)
		pdf.MultiCell(180, 5, p.Message, "", "L", false)
		pdf.Ln(3)
	}

	align := []string{"C", "L", "L", "L", "R"}
	pdf.SetFont("dejavu", "B", 9)
	pdf.SetFillColor(238, 241, 246)
	for i, h := range []string{"✓", "#", p.Label("invoice_item"), p.Label("packing_slip_code"), p.Label("invoice_qty")} {
		pdf.CellFormat(slipCols[i], 7, h, "B", 0, align[i], true, 0, "")
	}
	pdf.Ln(-1)
	pdf.SetFont("dejavu", "", 10)
	n := 0
	for _, l := range p.Lines {
		num, item := "", l.Title
		if l.Service {
			item = "  + " + item
		} else {
			n++
			num = fmt.Sprint(n)
		}
		slipRow(pdf, []string{"", num, item, l.Code, fmt.Sprint(l.Quantity)}, align)
	}
	return pdf.Output(w)
}

// slipRow draws one line of the slip, the item wrapping, with an empty box to tick.
func slipRow(pdf *fpdf.Fpdf, cells, align []string) {
	const lh = 6.5
	wrapped := pdf.SplitText(cells[2], slipCols[2]-2)
	h := float64(max(1, len(wrapped))) * lh
	if pdf.GetY()+h > 297-18 {
		pdf.AddPage()
	}
	x, y := pdf.GetX(), pdf.GetY()
	pdf.Rect(x+2.5, y+1.3, 4, 4, "D")
	offset := x
	for i, c := range cells {
		pdf.SetXY(offset, y)
		if i == 2 {
			pdf.MultiCell(slipCols[i], lh, c, "", align[i], false)
		} else {
			pdf.CellFormat(slipCols[i], lh, c, "", 0, align[i], false, 0, "")
		}
		offset += slipCols[i]
	}
	pdf.SetXY(x, y+h)
	pdf.SetDrawColor(220, 220, 220)
	pdf.Line(x, y+h, x+180, y+h)
	pdf.SetDrawColor(0, 0, 0)
}
