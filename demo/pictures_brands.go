package demo

import (
	"fmt"
	"html"
	"strings"
)

// Brand marks: each brand of the demo has a mark of its own shape and colour, a stylised
// wordmark drawn here (none is a brand's real artwork): a leaf, a pill, a squircle, a box, a
// ring, dots or petals beside or around its name, in a colour of its own. A brand without one
// (a shop's own, added later) gets a neutral badge with its name.

// brandMark is how a brand's mark is drawn.
type brandMark struct {
	colour, accent string // main colour; a second one for the shape
	shape          string // what goes with the name (see drawBrandMark)
	text           string // the name as the mark writes it (its case)
	font           string // "sans", "serif" or "round"
	weight         int
	italic         bool
	spacing        int // letter spacing
}

var brandMarks = map[string]brandMark{
	"Apple":     {"#1d1d1f", "#6b8f3a", "leaf", "Apple", "sans", 500, false, 0},
	"Samsung":   {"#1f3fa8", "#1f3fa8", "outlinepill", "SAMSUNG", "sans", 800, false, 6},
	"Xiaomi":    {"#ff6a13", "#ff6a13", "squircle", "Xiaomi", "sans", 600, false, 0},
	"Google":    {"#5f6368", "#4285f4", "dots", "Google", "round", 500, false, 0},
	"OnePlus":   {"#111111", "#eb0028", "plusdot", "OnePlus", "sans", 700, false, 0},
	"Nokia":     {"#124191", "#124191", "underline", "NOKIA", "sans", 900, false, 2},
	"Motorola":  {"#1b2a47", "#2f6fde", "wave", "motorola", "round", 600, false, 0},
	"Sony":      {"#0b0b0b", "#0b0b0b", "plain", "SONY", "serif", 700, false, 10},
	"Lenovo":    {"#2b2b2b", "#e2231a", "corner", "lenovo", "sans", 600, false, 0},
	"ASUS":      {"#00539b", "#00539b", "slash", "ASUS", "sans", 900, true, 4},
	"Acer":      {"#5f9e12", "#5f9e12", "swoosh", "acer", "round", 800, true, 0},
	"HP":        {"#0077b6", "#0096d6", "frame", "HP", "sans", 800, false, 2},
	"Huawei":    {"#cf0a2c", "#cf0a2c", "chevrons", "HUAWEI", "sans", 700, false, 2},
	"JBL":       {"#222222", "#ff4f00", "speaker", "JBL", "sans", 900, false, 2},
	"Garmin":    {"#111111", "#007cc3", "compass", "GARMIN", "sans", 800, false, 3},
	"Logitech":  {"#0f1720", "#00b8fc", "dotafter", "logitech", "round", 700, false, 0},
	"Anker":     {"#00a7e1", "#00a7e1", "bars", "ANKER", "sans", 800, false, 5},
	"Spigen":    {"#1e1e1e", "#f39200", "wedge", "Spigen", "sans", 700, false, 0},
	"Microsoft": {"#505050", "#2f7dd1", "diamond", "Microsoft", "sans", 600, false, 0},
	"Nintendo":  {"#e60012", "#e60012", "nbox", "Nintendo", "round", 800, false, 0},
	"DJI":       {"#111111", "#111111", "rotor", "DJI", "sans", 900, false, 6},
}

var brandFonts = map[string]string{
	"sans":  `Inter,'Segoe UI',Arial,sans-serif`,
	"serif": `Georgia,'Times New Roman',serif`,
	"round": `'Nunito','Varela Round','Segoe UI',Arial,sans-serif`,
}

// drawBrand draws a brand's mark on a 400×200 card; the shapes sit left of or around the name.
func drawBrand(name string) string {
	m, ok := brandMarks[name]
	if !ok {
		return drawBrandBadge(name)
	}
	var b strings.Builder
	fmt.Fprintf(&b, svgOpen, 400, 200, 400, 200)
	b.WriteString(`<rect width="400" height="200" rx="28" fill="#fff"/>`)
	size := min(64, 520/max(4, len(m.text)))
	x, anchor := 200, "middle"
	style := ""
	if m.italic {
		style = ` font-style="italic"`
	}
	text := func(x, y int, fill string) string {
		// The name fits what is left of the card.
		room := 360
		if anchor == "start" {
			room = 376 - x
		}
		width := 0.62 // of the size, a letter; capitals are wider
		if strings.ToUpper(m.text) == m.text {
			width = 0.72
		}
		size := min(size, int(float64(room-m.spacing*len(m.text))/(width*float64(len(m.text)))))
		return fmt.Sprintf(`<text x="%d" y="%d" dy=".35em" font-family="%s" font-weight="%d"%s font-size="%d" letter-spacing="%d" text-anchor="%s" fill="%s">%s</text>`,
			x, y, brandFonts[m.font], m.weight, style, size, m.spacing, anchor, fill, html.EscapeString(m.text))
	}
	switch m.shape {
	case "leaf": // a round fruit with a leaf, the name beside it
		b.WriteString(circle(96, 108, 30, m.colour) + `<path d="M98 76 Q104 52 126 50 Q122 72 98 76 Z" fill="` + m.accent + `"/>`)
		x, anchor = 144, "start"
		b.WriteString(text(x, 104, m.colour))
	case "outlinepill":
		b.WriteString(`<rect x="26" y="54" width="348" height="92" rx="46" fill="none" stroke="` + m.accent + `" stroke-width="6"/>`)
		size = min(size, 44)
		b.WriteString(text(200, 100, m.colour))
	case "squircle":
		b.WriteString(`<rect x="48" y="58" width="84" height="84" rx="26" fill="` + m.accent + `"/>` +
			`<path d="M70 80 L110 120 M110 80 L70 120" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`)
		x, anchor = 150, "start"
		b.WriteString(text(x, 100, "#333"))
	case "dots":
		for i, c := range []string{"#4285f4", "#ea4335", "#fbbc05", "#34a853"} {
			b.WriteString(circle(70+i%2*26, 86+i/2*26, 11, c))
		}
		x, anchor = 130, "start"
		b.WriteString(text(x, 100, m.colour))
	case "plusdot":
		b.WriteString(text(184, 100, m.colour) + circle(352, 72, 16, m.accent) + `<path d="M352 63 V81 M343 72 H361" stroke="#fff" stroke-width="5"/>`)
	case "underline":
		b.WriteString(text(200, 92, m.colour) + rr(110, 132, 180, 8, 4, m.accent))
	case "wave":
		b.WriteString(`<path d="M110 52 Q140 30 170 52 T230 52 T290 52" fill="none" stroke="` + m.accent + `" stroke-width="7" stroke-linecap="round"/>`)
		b.WriteString(text(200, 112, m.colour))
	case "corner":
		b.WriteString(`<path d="M56 80 V56 H84 M344 120 V144 H316" fill="none" stroke="` + m.accent + `" stroke-width="8"/>`)
		b.WriteString(text(200, 100, m.colour))
	case "slash":
		b.WriteString(`<path d="M44 150 L84 50 H104 L64 150 Z" fill="` + m.accent + `" opacity=".35"/>`)
		b.WriteString(text(214, 100, m.colour))
	case "swoosh":
		b.WriteString(text(200, 92, m.colour) + `<path d="M110 142 Q200 116 300 136" fill="none" stroke="` + m.accent + `" stroke-width="7" stroke-linecap="round" opacity=".6"/>`)
	case "frame":
		b.WriteString(rr(112, 40, 176, 120, 30, "none", stroke(m.accent, 7)) + rr(128, 136, 144, 6, 3, m.accent, ` opacity=".4"`))
		size = 72
		b.WriteString(text(200, 92, m.colour))
	case "chevrons":
		b.WriteString(`<path d="M160 70 L200 40 L240 70 M172 86 L200 64 L228 86" fill="none" stroke="` + m.accent + `" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`)
		size = min(size, 46)
		b.WriteString(text(200, 136, m.colour))
	case "speaker":
		b.WriteString(circle(92, 100, 42, m.accent) + circle(92, 100, 22, "#fff") + circle(92, 100, 10, m.accent))
		x, anchor = 150, "start"
		size = 70
		b.WriteString(text(x, 100, m.colour))
	case "compass":
		b.WriteString(circle(70, 100, 30, "none", stroke(m.accent, 6)) + `<path d="M70 78 L78 100 L70 122 L62 100 Z" fill="` + m.accent + `"/>`)
		x, anchor = 114, "start"
		b.WriteString(text(x, 100, m.colour))
	case "dotafter":
		b.WriteString(text(190, 100, m.colour) + circle(348, 118, 10, m.accent))
	case "bars":
		for i := range 3 {
			b.WriteString(rr(44, 70+i*22, 40-i*10, 12, 6, m.accent))
		}
		x, anchor = 100, "start"
		b.WriteString(text(x, 100, m.colour))
	case "wedge":
		b.WriteString(text(200, 92, m.colour) + `<path d="M120 134 H286 L276 146 H130 Z" fill="` + m.accent + `"/>`)
	case "diamond":
		b.WriteString(`<path d="M70 62 L104 100 L70 138 L36 100 Z" fill="` + m.accent + `"/><path d="M70 82 L88 100 L70 118 L52 100 Z" fill="#fff" opacity=".45"/>`)
		x, anchor = 120, "start"
		size = min(size, 50)
		b.WriteString(text(x, 100, m.colour))
	case "nbox":
		b.WriteString(rr(34, 60, 80, 80, 22, m.accent) + `<path d="M56 120 V80 L92 120 V80" fill="none" stroke="#fff" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>`)
		x, anchor = 128, "start"
		b.WriteString(text(x, 100, m.colour))
	case "rotor":
		b.WriteString(`<g stroke="` + m.accent + `" stroke-width="6" stroke-linecap="round"><path d="M60 70 L100 130 M100 70 L60 130"/></g>` +
			`<ellipse cx="60" cy="68" rx="18" ry="5" fill="` + m.accent + `" opacity=".5"/><ellipse cx="100" cy="68" rx="18" ry="5" fill="` + m.accent + `" opacity=".5"/>`)
		x, anchor = 130, "start"
		size = 70
		b.WriteString(text(x, 100, m.colour))
	default:
		b.WriteString(text(200, 100, m.colour))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// drawBrandBadge is the mark of a brand the demo does not know: its name on a tinted card.
func drawBrandBadge(name string) string {
	hue := hashHue(name)
	size := min(72, 560/max(3, len(name)))
	return fmt.Sprintf(svgOpen, 400, 200, 400, 200) +
		rr(6, 6, 388, 188, 36, fmt.Sprintf("hsl(%d,70%%,96%%)", hue), stroke(fmt.Sprintf("hsl(%d,45%%,70%%)", hue), 3)) +
		fmt.Sprintf(`<text x="200" y="100" dy=".35em" font-family="Inter,'Segoe UI',Arial,sans-serif" font-weight="800" font-size="%d" letter-spacing="-1" text-anchor="middle" fill="hsl(%d,60%%,32%%)">%s</text></svg>`,
			size, hue, html.EscapeString(name))
}
