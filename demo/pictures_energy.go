package demo

import (
	"fmt"
	"html"
	"math"
	"regexp"
	"strings"
)

// The demo's energy labels, drawn from their file name as the other pictures are:
//
//	energy-<d|p>-<class>-<brand slug>-<model>.svg
//
// d is an electronic display (Delegated Regulation (EU) 2019/2013), p a smartphone or tablet
// ((EU) 2023/1669). The drawing follows the label's layout: the EU flag and "ENERG" head,
// the supplier and the model, the scale A–G in its seven colours with the product's class in
// the black arrow beside its bar, and the regulation's number at the foot. A demo's look-alike,
// not a label a shop may use: a real shop uploads the supplier's label or links EPREL.
var energyName = regexp.MustCompile(`^energy-([dp])-([A-G])-([a-z0-9]{1,16})-([A-Za-z0-9.-]{1,40})$`)

// energyBars are the scale's colours, A first (the label's seven, as ui/lib/energy.js).
var energyBars = []string{"#00a651", "#50b848", "#bed630", "#fff200", "#fdb913", "#f37021", "#ee1c25"}

// energyLabelFile is the demo label's file name for a product.
func energyLabelFile(display bool, class, brand, model string) string {
	kind := "p"
	if display {
		kind = "d"
	}
	clean := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' {
			return r
		}
		return '-'
	}, model)
	if len(clean) > 40 {
		clean = clean[:40]
	}
	return "energy-" + kind + "-" + class + "-" + brand + "-" + clean + ".svg"
}

func drawEnergyLabel(kind, class, brand, model string) string {
	var b strings.Builder
	fmt.Fprintf(&b, svgOpen, 300, 600, 300, 600)
	b.WriteString(`<rect width="300" height="600" fill="#fff" stroke="#000" stroke-width="2"/>`)
	// The head: the EU flag (twelve stars on blue) and the word ENERG.
	b.WriteString(`<rect x="12" y="12" width="276" height="56" fill="#fff"/><rect x="12" y="12" width="84" height="56" fill="#0e47cb"/>`)
	for i := range 12 {
		a := float64(i) * math.Pi / 6
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="2.6" fill="#ffe500"/>`, 54+18*math.Cos(a), 40+18*math.Sin(a))
	}
	b.WriteString(`<text x="192" y="54" font-family="Arial,Helvetica,sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#0e47cb">ENERG</text>`)
	b.WriteString(`<line x1="12" y1="76" x2="288" y2="76" stroke="#0e47cb" stroke-width="2"/>`)
	name := brand
	for _, br := range seedBrands {
		if br.slug == brand {
			name = br.title
		}
	}
	fmt.Fprintf(&b, `<text x="18" y="100" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700">%s</text>`, html.EscapeString(name))
	fmt.Fprintf(&b, `<text x="282" y="100" font-family="Arial,Helvetica,sans-serif" font-size="13" text-anchor="end">%s</text>`, html.EscapeString(model))
	b.WriteString(`<line x1="12" y1="112" x2="288" y2="112" stroke="#0e47cb" stroke-width="2"/>`)
	// The scale: bars growing with the class, each letter white on its colour; the product's
	// class in the black arrow at the right of its bar.
	for i, colour := range energyBars {
		y := 126 + i*34
		w := 92 + i*18
		letter := string(rune('A' + i))
		fmt.Fprintf(&b, `<path d="M18 %dh%dl12 14-12 14H18z" fill="%s"/>`, y, w, colour)
		fmt.Fprintf(&b, `<text x="30" y="%d" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="#fff" stroke="#000" stroke-width=".8" paint-order="stroke">%s</text>`, y+22, letter)
		if letter == class {
			fmt.Fprintf(&b, `<path d="M288 %dh-58l-14 16 14 16h58z" fill="#000"/>`, y-2)
			fmt.Fprintf(&b, `<text x="258" y="%d" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">%s</text>`, y+24, letter)
		}
	}
	b.WriteString(`<line x1="12" y1="372" x2="288" y2="372" stroke="#0e47cb" stroke-width="2"/>`)
	// The figures below the scale follow the class, as the label's would: a display's
	// consumption in SDR and HDR per 1000 hours, a phone's battery endurance and cycles.
	n := int(class[0] - 'A')
	if kind == "d" {
		sdr := 22 + 16*n
		b.WriteString(energyFigure(40, "SDR", fmt.Sprint(sdr), "kWh/1000h") + energyFigure(180, "HDR", fmt.Sprint(sdr*17/10), "kWh/1000h"))
	} else {
		b.WriteString(energyFigure(40, "Battery", fmt.Sprintf("%dh %02dmin", 58-6*n, 15*(n%4)), "per cycle") +
			energyFigure(180, "Cycles", fmt.Sprintf("%d", 1000-200*min(n, 3)), "to 80 %"))
	}
	regulation := "2019/2013"
	if kind == "p" {
		regulation = "2023/1669"
	}
	fmt.Fprintf(&b, `<text x="150" y="584" font-family="Arial,Helvetica,sans-serif" font-size="12" text-anchor="middle">%s</text>`, regulation)
	b.WriteString(`</svg>`)
	return b.String()
}

// energyFigure is one of the label's lower pictograms: a framed box with its title, its value
// and its unit.
func energyFigure(x int, title, value, unit string) string {
	return fmt.Sprintf(`<rect x="%d" y="392" width="80" height="72" rx="6" fill="none" stroke="#000" stroke-width="2"/>`+
		`<text x="%d" y="436" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" text-anchor="middle">%s</text>`+
		`<text x="%d" y="496" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" text-anchor="middle">%s</text>`+
		`<text x="%d" y="516" font-family="Arial,Helvetica,sans-serif" font-size="11" text-anchor="middle">%s</text>`,
		x, x+40, html.EscapeString(title), x+40, html.EscapeString(value), x+40, html.EscapeString(unit))
}
