package demo

import (
	"fmt"
	"math"
	"strings"
)

// A glyph draws inside a 400×400 box in one colour; icons set its colour.
type glyph func(palette) string

var benefitGlyphs = map[string]glyph{
	"truck":  glyphTruck,
	"return": glyphReturn,
	"shop":   glyphShop,
	"credit": glyphCredit,
}

func glyphTruck(p palette) string {
	return rr(70, 140, 160, 120, 14, p.body) + `<path d="M236 170 H292 L330 214 V260 H236 Z" fill="` + p.body + `"/>` +
		rr(254, 182, 40, 30, 4, "#fff", ` opacity=".8"`) + circle(126, 270, 26, p.dark, stroke("#fff", 8)) + circle(290, 270, 26, p.dark, stroke("#fff", 8))
}

func glyphReturn(p palette) string {
	return `<path d="M290 250 A100 100 0 1 1 268 128" fill="none" stroke="` + p.body + `" stroke-width="30" stroke-linecap="round"/>` +
		`<path d="M230 88 L300 110 L262 172 Z" fill="` + p.body + `"/>` +
		`<text x="200" y="236" font-family="Arial,sans-serif" font-weight="800" font-size="92" text-anchor="middle" fill="` + p.dark + `">14</text>`
}

func glyphShop(p palette) string {
	awning := ""
	for i := range 5 {
		fill := p.body
		if i%2 == 1 {
			fill = "#fff"
		}
		awning += fmt.Sprintf(`<path d="M%d 110 H%d L%d 170 Q%d 196 %d 170 Z" fill="%s"/>`, 80+i*48, 128+i*48, 128+i*48, 104+i*48, 80+i*48, fill)
	}
	return rr(90, 160, 220, 150, 6, p.light) + awning + `<path d="M80 110 H320" stroke="` + p.dark + `" stroke-width="8"/>` +
		rr(126, 210, 60, 100, 4, p.dark) + rr(212, 206, 70, 54, 4, "#fff", stroke(p.dark, 6))
}

func glyphCredit(p palette) string {
	return rr(60, 110, 280, 180, 24, p.body) + rr(60, 146, 280, 34, 0, p.dark) + rr(92, 214, 58, 40, 8, "#ffd60a") +
		rr(190, 230, 110, 14, 7, "#fff", ` opacity=".8"`)
}

// drawIcon puts a glyph on a soft round tile of the given hue.
func drawIcon(g glyph, hue int) string {
	p := palette{
		body: fmt.Sprintf("hsl(%d,62%%,48%%)", hue), dark: fmt.Sprintf("hsl(%d,55%%,28%%)", hue),
		light: fmt.Sprintf("hsl(%d,70%%,82%%)", hue), edge: fmt.Sprintf("hsl(%d,55%%,30%%)", hue),
	}
	return fmt.Sprintf(svgOpen, 400, 400, 96, 96) +
		fmt.Sprintf(`<defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(%d,75%%,70%%)"/><stop offset="1" stop-color="hsl(%d,65%%,45%%)"/></linearGradient>`+
			`<linearGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`, hue+30, hue) +
		circle(200, 200, 196, fmt.Sprintf("hsl(%d,80%%,95%%)", hue)) + `<g transform="translate(40 40) scale(.8)">` + g(p) + `</g></svg>`
}

// drawBanner is a text-free backdrop: the UI writes the banner's title over its left part,
// so the shapes gather on the right.
func drawBanner(w, h, hue, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, svgOpen, w, h, w, h)
	fmt.Fprintf(&b, `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(%d,72%%,34%%)"/><stop offset="1" stop-color="hsl(%d,70%%,52%%)"/></linearGradient>`+
		`<linearGradient id="l"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`, hue, (hue+40)%360)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="url(#a)"/>`, w, h)
	cx := w * 3 / 4
	if w < 1000 {
		cx = w * 2 / 3
	}
	switch n % 3 {
	case 1:
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#fff" opacity=".12"/><circle cx="%d" cy="%d" r="%d" fill="#fff" opacity=".1"/>`, cx, h/2, h*9/20, cx+h/3, h/5, h/4)
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="hsl(%d,95%%,78%%)" opacity=".55" transform="rotate(18 %d %d)"/>`, cx-h/6, h/3, h/3, h/3, h/14, (hue+30)%360, cx, h/2)
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="#fff" stroke-width="%d" opacity=".35"/>`, cx-h/3, h*3/4, h/10, max(2, h/100))
	case 2:
		for i := range 5 {
			fmt.Fprintf(&b, `<rect x="%d" y="-20" width="%d" height="%d" fill="#fff" opacity=".%d" transform="skewX(-20)"/>`, cx-h/2+i*h/5, h/12, h+40, 5+i*2)
		}
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="hsl(%d,95%%,65%%)" opacity=".55"/>`, cx+h/4, h*2/3, h/6, (hue+160)%360)
	default:
		for i := range 6 {
			for j := range 4 {
				fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#fff" opacity=".18"/>`, cx-h/3+i*h/8, h/4+j*h/8, max(3, h/90))
			}
		}
		fmt.Fprintf(&b, `<path d="M%d %d Q%d %d %d %d" fill="none" stroke="hsl(%d,90%%,75%%)" stroke-width="%d" opacity=".45" stroke-linecap="round"/>`, cx-h/2, h*4/5, cx, h/8, cx+h/2, h*3/5, (hue+200)%360, h/20)
	}
	sparkles(&b, w, h, hue*31+n)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="url(#l)"/></svg>`, w, h)
	return b.String()
}

// sparkles scatters small light dots of varying size and strength over a banner, the same for
// the same seed. Besides the texture, they give the picture enough detail for browsers to
// count it as the page's largest content (Chrome passes over near-empty pictures, and then a
// banner's caption, painted when the slide changes, would be the page's "largest" paint).
func sparkles(b *strings.Builder, w, h, seed int) {
	r := uint32(seed)*2654435761 + 1
	next := func(n int) int { r ^= r << 13; r ^= r >> 17; r ^= r << 5; return int(r % uint32(n)) }
	for range 260 {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d.%d" fill="#fff" opacity=".%02d"/>`, next(w), next(h), 1+next(3), next(10), 8+next(30))
	}
}

func drawBlog(hue, n int) string {
	p := newPalette(sceneHex(hue))
	d := []device{devices["phone"], devices["laptop"], devices["headphones"], devices["watch"], devices["speaker"], devices["tv"]}[(n-1)%6]
	return fmt.Sprintf(svgOpen, 800, 500, 800, 500) +
		fmt.Sprintf(`<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(%d,70%%,88%%)"/><stop offset="1" stop-color="hsl(%d,60%%,72%%)"/></linearGradient>`+
			`<linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient><linearGradient id="g"><stop stop-opacity="0"/></linearGradient></defs>`,
			hue, (hue+30)%360, p.wallA, p.wallB) +
		`<rect width="800" height="500" fill="url(#s)"/>` +
		fmt.Sprintf(`<circle cx="640" cy="110" r="70" fill="hsl(%d,90%%,96%%)" opacity=".8"/><rect y="380" width="800" height="120" fill="hsl(%d,40%%,60%%)" opacity=".35"/>`, (hue+40)%360, hue) +
		`<g transform="translate(200 30) scale(1.05)">` + d.front(p) + `</g></svg>`
}

// sceneHex turns a hue into the rrggbb of a rich mid colour (for scenes drawn with devices).
func sceneHex(hue int) string {
	f := func(n float64) int {
		k := math.Mod(n+float64(hue)/30, 12)
		a := 0.6 * 0.5
		return int((0.5 - a*math.Max(-1, math.Min(math.Min(k-3, 9-k), 1))) * 255)
	}
	return fmt.Sprintf("%02x%02x%02x", f(0), f(8), f(4))
}

var skinTones = []string{"#f1c7a5", "#e0a98a", "#c68863", "#8d5a3b"}

func drawPerson(hue, n int) string {
	skin := skinTones[n%len(skinTones)]
	hair := []string{"#2b1d14", "#6b4423", "#c99a5b", "#1c1c1c", "#8a3b12"}[n%5]
	var hairShape string
	switch n % 3 {
	case 0: // short
		hairShape = `<path d="M136 176 Q138 100 200 98 Q262 100 264 176 Q248 130 200 132 Q152 130 136 176 Z" fill="` + hair + `"/>`
	case 1: // long
		hairShape = `<path d="M128 300 Q112 110 200 96 Q288 110 272 300 L248 300 Q262 150 200 138 Q138 150 152 300 Z" fill="` + hair + `"/>`
	default: // bun
		hairShape = circle(200, 86, 30, hair) + `<path d="M136 176 Q136 106 200 104 Q264 106 264 176 Q246 136 200 138 Q154 136 136 176 Z" fill="` + hair + `"/>`
	}
	return fmt.Sprintf(svgOpen, 400, 400, 400, 400) +
		fmt.Sprintf(`<rect width="400" height="400" fill="hsl(%d,60%%,88%%)"/>`, hue) +
		fmt.Sprintf(`<path d="M70 400 Q80 290 200 284 Q320 290 330 400 Z" fill="hsl(%d,50%%,42%%)"/>`, (hue+180)%360) +
		rr(178, 236, 44, 60, 16, skin) + `<ellipse cx="200" cy="180" rx="64" ry="76" fill="` + skin + `"/>` + hairShape +
		circle(178, 186, 5, "#2b2b2b") + circle(222, 186, 5, "#2b2b2b") +
		`<path d="M182 218 Q200 232 218 218" fill="none" stroke="#8a4b3a" stroke-width="5" stroke-linecap="round"/></svg>`
}

func drawFavicon() string {
	return fmt.Sprintf(svgOpen, 64, 64, 64, 64) +
		`<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>` +
		`<rect width="64" height="64" rx="14" fill="url(#f)"/><rect x="20" y="10" width="24" height="44" rx="6" fill="none" stroke="#fff" stroke-width="4"/>` +
		`<rect x="27" y="46" width="10" height="3" rx="1.5" fill="#fff"/></svg>`
}

func drawLogo() string {
	return fmt.Sprintf(svgOpen, 360, 80, 360, 80) +
		`<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>` +
		`<rect x="4" y="8" width="64" height="64" rx="16" fill="url(#f)"/><rect x="24" y="18" width="24" height="44" rx="6" fill="none" stroke="#fff" stroke-width="4"/>` +
		`<rect x="31" y="54" width="10" height="3" rx="1.5" fill="#fff"/>` +
		`<text x="84" y="40" dy=".35em" font-family="Inter,'Segoe UI',Arial,sans-serif" font-size="44" font-weight="800" letter-spacing="-1.5" fill="#111827">Tel<tspan fill="#2563eb">Shop</tspan></text></svg>`
}

func drawEmptySearch() string {
	return fmt.Sprintf(svgOpen, 400, 300, 400, 300) +
		`<ellipse cx="200" cy="262" rx="130" ry="14" fill="#e5e7eb"/>` +
		`<path d="M110 150 L200 190 L290 150 L290 245 L200 270 L110 245 Z" fill="#dbe4f3"/><path d="M200 190 V270" stroke="#c3cfe4" stroke-width="3"/>` +
		`<path d="M110 150 L80 118 L170 96 L200 130 Z M290 150 L320 118 L230 96 L200 130 Z" fill="#eef2fa" stroke="#c3cfe4" stroke-width="3"/>` +
		`<circle cx="236" cy="104" r="44" fill="#fff" fill-opacity=".7" stroke="#2563eb" stroke-width="12"/><path d="M268 136 L310 178" stroke="#2563eb" stroke-width="16" stroke-linecap="round"/>` +
		`<circle cx="222" cy="98" r="5" fill="#1e3a8a"/><circle cx="250" cy="98" r="5" fill="#1e3a8a"/><path d="M222 122 Q236 110 250 122" fill="none" stroke="#1e3a8a" stroke-width="5" stroke-linecap="round"/>` +
		`<circle cx="96" cy="70" r="6" fill="#c7d2fe"/><circle cx="330" cy="220" r="8" fill="#fde68a"/><circle cx="72" cy="200" r="5" fill="#fbcfe8"/></svg>`
}
