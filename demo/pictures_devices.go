package demo

import (
	"fmt"
	"strings"
)

// device draws one product kind, centred in a 400×400 box; back may be nil (then a mirror).
// floor is the lowest y of the front and the back drawing, where the shadow falls; wide
// devices are laid out differently when two views share the picture.
type device struct {
	front, back func(palette) string
	floor       [2]int
	wide        bool
}

var devices = map[string]device{
	"phone":      {phoneFront, phoneBack, [2]int{344, 344}, false},
	"feature":    {featureFront, featureBack, [2]int{334, 334}, false},
	"case":       {caseBack, caseFront, [2]int{350, 350}, false},
	"charger":    {chargerFront, chargerBack, [2]int{280, 296}, false},
	"glass":      {glassFront, glassBack, [2]int{346, 350}, false},
	"powerbank":  {powerbankFront, powerbankBack, [2]int{336, 250}, false},
	"cable":      {cableFront, cableBack, [2]int{270, 358}, true},
	"laptop":     {laptopFront, laptopBack, [2]int{278, 266}, true},
	"tablet":     {tabletFront, tabletBack, [2]int{338, 338}, false},
	"monitor":    {monitorFront, monitorBack, [2]int{308, 308}, true},
	"mouse":      {mouseFront, nil, [2]int{318, 318}, false},
	"keyboard":   {keyboardFront, nil, [2]int{270, 270}, true},
	"tv":         {tvFront, tvBack, [2]int{306, 306}, true},
	"earbuds":    {earbudsFront, earbudsBack, [2]int{310, 264}, false},
	"headphones": {headphonesFront, nil, [2]int{308, 308}, false},
	"speaker":    {speakerFront, speakerBack, [2]int{260, 320}, false},
	"soundbar":   {soundbarFront, nil, [2]int{300, 300}, true},
	"watch":      {watchFront, watchBack, [2]int{356, 356}, false},
	"band":       {bandFront, nil, [2]int{360, 360}, false},
	"console":    {consoleFront, consoleBack, [2]int{338, 244}, true},
	"gamepad":    {gamepadFront, nil, [2]int{320, 320}, false},
	"camera":     {cameraFront, cameraBack, [2]int{282, 282}, true},
	"actioncam":  {actioncamFront, actioncamBack, [2]int{270, 270}, false},
	"drone":      {droneFront, nil, [2]int{300, 300}, false},
}

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">`

func drawProduct(d device, p palette, view int) string {
	var b strings.Builder
	fmt.Fprintf(&b, svgOpen, 400, 400, 400, 400)
	fmt.Fprintf(&b, `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="%s"/></radialGradient>`+
		`<linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>`+
		`<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>`+
		`<filter id="sh" x="-50%%" y="-50%%" width="200%%" height="200%%"><feGaussianBlur stdDeviation="9"/></filter></defs>`,
		p.tint, p.wallA, p.wallB)
	b.WriteString(`<rect width="400" height="400" fill="url(#bg)"/>`)
	back := d.back
	if back == nil {
		back = func(p palette) string { return `<g transform="matrix(-1 0 0 1 400 0)">` + d.front(p) + `</g>` }
	}
	shadow := func(y int) {
		fmt.Fprintf(&b, `<ellipse cx="200" cy="%d" rx="120" ry="13" fill="#000" opacity=".17" filter="url(#sh)"/>`, min(y+8, 380))
	}
	tilt, pairBack, pairFront := "rotate(-12 200 210)", "translate(-62 18) scale(.78) translate(56 30)", "translate(74 8) scale(.78) translate(56 40)"
	if d.wide {
		tilt, pairBack, pairFront = "rotate(-6 200 210) translate(20 20) scale(.9)", "translate(18 10) scale(.6)", "translate(90 110) scale(.72)"
	}
	switch view {
	case 1:
		shadow(d.floor[0])
		b.WriteString(d.front(p))
	case 2:
		shadow(d.floor[1])
		b.WriteString(back(p))
	case 3:
		shadow(d.floor[0] + 10)
		b.WriteString(`<g transform="` + tilt + `">` + d.front(p) + `</g>`)
	default:
		if d.wide {
			shadow(110 + d.floor[0]*72/100)
		} else {
			shadow(max(18+(d.floor[1]+30)*78/100, 8+(d.floor[0]+40)*78/100))
		}
		b.WriteString(`<g transform="` + pairBack + `">` + back(p) + `</g>`)
		b.WriteString(`<g transform="` + pairFront + `">` + d.front(p) + `</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// rr is a rounded rectangle.
func rr(x, y, w, h, r int, fill string, extra ...string) string {
	return fmt.Sprintf(`<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="%s"%s/>`, x, y, w, h, r, fill, strings.Join(extra, ""))
}

func circle(cx, cy, r int, fill string, extra ...string) string {
	return fmt.Sprintf(`<circle cx="%d" cy="%d" r="%d" fill="%s"%s/>`, cx, cy, r, fill, strings.Join(extra, ""))
}

func stroke(c string, w int) string { return fmt.Sprintf(` stroke="%s" stroke-width="%d"`, c, w) }

// lens is a camera lens: a ring, dark glass and a glint.
func lens(cx, cy, r int) string {
	return circle(cx, cy, r, "#2a2d33", stroke("#55595f", max(1, r/6))) + circle(cx, cy, r*6/10, "#0d0f14") +
		circle(cx-r/4, cy-r/4, max(1, r/5), "#8fb4ff", ` opacity=".7"`)
}

// screen is a display with wallpaper and a glare.
func screen(x, y, w, h, r int) string {
	return rr(x, y, w, h, r, "url(#w)") + fmt.Sprintf(`<circle cx="%d" cy="%d" r="%d" fill="#fff" opacity=".12"/>`, x+w*3/4, y+h/3, w/2) +
		rr(x, y, w, h, r, "url(#g)")
}

func phoneFront(p palette) string {
	return rr(132, 56, 136, 288, 26, p.body, stroke(p.edge, 2)) + rr(139, 63, 122, 274, 20, "#0b0c10") + screen(143, 67, 114, 266, 17) +
		rr(181, 76, 38, 11, 5, "#0b0c10") +
		fmt.Sprintf(`<g fill="#fff" opacity=".55">%s%s%s%s</g>`, rr(158, 292, 18, 18, 5, "#fff"), rr(186, 292, 18, 18, 5, "#fff"), rr(214, 292, 18, 18, 5, "#fff"), rr(236, 292, 6, 18, 3, "#fff")) +
		rr(172, 328, 56, 3, 2, "#fff", ` opacity=".7"`)
}

func phoneBack(p palette) string {
	return rr(132, 56, 136, 288, 26, p.body, stroke(p.edge, 2)) + rr(132, 56, 136, 288, 26, "url(#g)") +
		rr(146, 72, 66, 74, 18, p.dark, ` opacity=".55"`) + lens(165, 92, 12) + lens(193, 92, 12) + lens(165, 124, 12) +
		circle(195, 124, 4, "#f5f1d8") + circle(200, 210, 13, p.light, ` opacity=".6"`)
}

func featureFront(p palette) string {
	keys := ""
	for r := range 4 {
		for c := range 3 {
			keys += rr(160+c*28, 222+r*22, 22, 14, 5, p.light)
		}
	}
	return rr(148, 70, 104, 264, 30, p.body, stroke(p.edge, 2)) + rr(160, 90, 80, 84, 8, "#0b0c10") + screen(164, 94, 72, 76, 5) +
		rr(168, 186, 64, 26, 13, p.dark) + circle(200, 199, 8, p.light) + keys
}

func featureBack(p palette) string {
	return rr(148, 70, 104, 264, 30, p.body, stroke(p.edge, 2)) + rr(148, 70, 104, 264, 30, "url(#g)") + lens(200, 112, 13) +
		rr(176, 290, 48, 4, 2, p.dark) + rr(176, 300, 48, 4, 2, p.dark)
}

func caseBack(p palette) string {
	return rr(126, 50, 148, 300, 32, p.body, stroke(p.edge, 3)) + rr(126, 50, 148, 300, 32, "url(#g)") +
		rr(142, 66, 72, 80, 20, "#1c1d22", stroke(p.edge, 3)) + lens(162, 88, 11) + lens(192, 88, 11) + lens(162, 120, 11) +
		rr(270, 120, 6, 40, 3, p.dark)
}

func caseFront(p palette) string {
	return rr(126, 50, 148, 300, 32, p.body, stroke(p.edge, 3)) + rr(136, 60, 128, 280, 24, "#0b0c10") + screen(141, 65, 118, 270, 19) +
		rr(181, 74, 38, 10, 5, "#0b0c10")
}

func chargerFront(p palette) string {
	return rr(180, 88, 10, 50, 4, "#a9adb3") + rr(210, 88, 10, 50, 4, "#a9adb3") +
		rr(140, 130, 120, 150, 26, p.body, stroke(p.edge, 2)) + rr(140, 130, 120, 150, 26, "url(#g)") +
		rr(182, 236, 36, 12, 6, "#1f2126") + rr(188, 240, 24, 4, 2, "#55595f") + circle(200, 166, 4, "#4ade80")
}

func chargerBack(p palette) string {
	return circle(200, 200, 96, p.body, stroke(p.edge, 2)) + circle(200, 200, 96, "url(#g)") + circle(200, 200, 70, p.dark, ` opacity=".25"`) +
		circle(168, 200, 13, "#b8bcc2", stroke("#7d8187", 3)) + circle(232, 200, 13, "#b8bcc2", stroke("#7d8187", 3))
}

func glassFront(p palette) string {
	sheet := func(dx, dy int, op string) string {
		return fmt.Sprintf(`<g transform="translate(%d %d)" opacity="%s">`, dx, dy, op) +
			rr(136, 60, 128, 280, 24, "#dff1ff", stroke("#9cc7e8", 2)) + rr(181, 72, 38, 10, 5, "#9cc7e8") +
			`<path d="M150 150 L230 70 M150 210 L250 110" stroke="#fff" stroke-width="10" opacity=".8"/></g>`
	}
	return sheet(-22, 12, ".45") + sheet(14, -6, ".9")
}

func glassBack(p palette) string {
	return caseFront(palette{body: "#1d1d1f", edge: "#000"}) +
		`<g transform="rotate(-8 200 200) translate(18 -26)" opacity=".8">` + rr(136, 60, 128, 280, 24, "#e8f5ff", stroke("#9cc7e8", 2)) +
		`<path d="M150 170 L240 80" stroke="#fff" stroke-width="12" opacity=".8"/></g>`
}

func powerbankFront(p palette) string {
	leds := ""
	for i := range 4 {
		leds += circle(176+i*16, 300, 4, "#4ade80")
	}
	return rr(136, 64, 128, 272, 22, p.body, stroke(p.edge, 2)) + rr(136, 64, 128, 272, 22, "url(#g)") +
		rr(154, 90, 92, 180, 14, p.dark, ` opacity=".18"`) + circle(200, 178, 22, "none", stroke(p.light, 5)) +
		`<path d="M196 164 l-6 16 h10 l-6 16" fill="none" stroke="` + p.light + `" stroke-width="4"/>` + leds
}

func powerbankBack(p palette) string {
	return rr(96, 150, 208, 100, 18, p.body, stroke(p.edge, 2)) + rr(96, 150, 208, 100, 18, "url(#g)") +
		rr(120, 188, 28, 12, 6, "#1f2126") + rr(160, 188, 36, 14, 3, "#1f2126") + circle(270, 194, 5, "#4ade80")
}

func cableFront(p palette) string {
	coil := ""
	for i := range 4 {
		coil += fmt.Sprintf(`<ellipse cx="%d" cy="%d" rx="92" ry="64" fill="none" stroke="%s" stroke-width="9"/>`, 194+i*4, 196+i*4, p.body)
	}
	return `<g stroke="` + p.edge + `" stroke-width="1">` + coil + `</g>` +
		rr(92, 240, 60, 24, 8, p.light, stroke(p.edge, 2)) + rr(64, 246, 30, 12, 5, "#b8bcc2") +
		rr(250, 140, 60, 24, 8, p.light, stroke(p.edge, 2)) + rr(308, 146, 26, 12, 5, "#b8bcc2")
}

func cableBack(p palette) string {
	return `<path d="M110 290 C 80 180, 320 230, 290 110" fill="none" stroke="` + p.edge + `" stroke-width="13"/>` +
		`<path d="M110 290 C 80 180, 320 230, 290 110" fill="none" stroke="` + p.body + `" stroke-width="9"/>` +
		rr(90, 284, 40, 54, 8, p.light, stroke(p.edge, 2)) + rr(102, 336, 16, 22, 4, "#b8bcc2") +
		rr(270, 62, 40, 54, 8, p.light, stroke(p.edge, 2)) + rr(282, 44, 16, 20, 4, "#b8bcc2")
}

func laptopFront(p palette) string {
	return rr(82, 84, 236, 164, 12, p.dark, stroke(p.edge, 2)) + rr(90, 92, 220, 146, 6, "#0b0c10") + screen(93, 95, 214, 140, 4) +
		circle(200, 89, 2, "#333") +
		`<path d="M62 252 H338 L352 270 Q352 278 344 278 H56 Q48 278 48 270 Z" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/>` +
		rr(172, 252, 56, 7, 3, p.dark, ` opacity=".5"`)
}

func laptopBack(p palette) string {
	return rr(82, 84, 236, 164, 12, p.body, stroke(p.edge, 2)) + rr(82, 84, 236, 164, 12, "url(#g)") + circle(200, 164, 16, p.light, ` opacity=".7"`) +
		`<path d="M70 252 H330 L340 266 H60 Z" fill="` + p.dark + `"/>`
}

func tabletFront(p palette) string {
	return rr(100, 62, 200, 276, 22, p.body, stroke(p.edge, 2)) + rr(108, 70, 184, 260, 14, "#0b0c10") + screen(113, 75, 174, 250, 10) +
		circle(200, 66, 2, "#333")
}

func tabletBack(p palette) string {
	return rr(100, 62, 200, 276, 22, p.body, stroke(p.edge, 2)) + rr(100, 62, 200, 276, 22, "url(#g)") +
		rr(116, 78, 40, 40, 12, p.dark, ` opacity=".5"`) + lens(136, 98, 11) + circle(200, 200, 16, p.light, ` opacity=".6"`)
}

func monitorFront(p palette) string {
	return rr(186, 236, 28, 64, 6, p.dark) + rr(140, 294, 120, 14, 7, p.body, stroke(p.edge, 2)) +
		rr(62, 76, 276, 170, 10, "#16171b", stroke(p.edge, 2)) + screen(70, 84, 260, 148, 4) + rr(192, 238, 16, 3, 1, p.light)
}

func monitorBack(p palette) string {
	return rr(62, 76, 276, 170, 10, p.body, stroke(p.edge, 2)) + rr(120, 110, 160, 100, 30, p.dark, ` opacity=".35"`) +
		rr(186, 150, 28, 150, 6, p.dark) + rr(140, 294, 120, 14, 7, p.body, stroke(p.edge, 2))
}

func mouseFront(p palette) string {
	return `<path d="M200 96 C 262 96 272 170 272 226 C 272 286 244 318 200 318 C 156 318 128 286 128 226 C 128 170 138 96 200 96 Z" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/>` +
		`<path d="M200 96 C 262 96 272 170 272 226 C 272 286 244 318 200 318 C 156 318 128 286 128 226 C 128 170 138 96 200 96 Z" fill="url(#g)"/>` +
		`<path d="M200 98 V176 M132 180 Q200 196 268 180" fill="none" stroke="` + p.edge + `" stroke-width="2"/>` + rr(193, 118, 14, 34, 7, p.dark)
}

func keyboardFront(p palette) string {
	// A row of keys is one dashed line: 48 rectangles would cost more than the 4 KB budget.
	keys := ""
	for r := range 4 {
		keys += fmt.Sprintf(`<path d="M%d %d H%d" stroke="%s" stroke-width="17" stroke-dasharray="17 4"/>`, 74+r%2*6, 164+r*22, 326-(1-r%2)*6, p.light)
	}
	return rr(60, 138, 280, 132, 16, p.body, stroke(p.edge, 2)) + keys + rr(140, 244, 120, 17, 4, p.light)
}

func tvFront(p palette) string {
	return `<path d="M110 270 L92 306 M290 270 L308 306" stroke="` + p.dark + `" stroke-width="8" stroke-linecap="round"/>` +
		rr(36, 84, 328, 192, 6, "#111216", stroke(p.edge, 2)) + screen(41, 89, 318, 180, 2) + rr(190, 270, 20, 3, 1, "#666")
}

func tvBack(p palette) string {
	return `<path d="M110 270 L92 306 M290 270 L308 306" stroke="` + p.dark + `" stroke-width="8" stroke-linecap="round"/>` +
		rr(36, 84, 328, 192, 6, "#2a2c31", stroke(p.edge, 2)) + rr(110, 120, 180, 120, 14, "#34363c") +
		rr(140, 150, 120, 8, 4, "#23252a") + rr(140, 166, 120, 8, 4, "#23252a") + rr(140, 182, 120, 8, 4, "#23252a")
}

func earbud(x, y int, flip bool, p palette) string {
	tr := ""
	if flip {
		tr = fmt.Sprintf(` transform="matrix(-1 0 0 1 %d 0)"`, 2*x)
	}
	return fmt.Sprintf(`<g%s>`, tr) + rr(x-2, y+4, 18, 70, 9, p.body, stroke(p.edge, 2)) + circle(x, y, 24, p.body, stroke(p.edge, 2)) +
		circle(x-8, y-2, 11, p.dark) + circle(x, y, 24, "url(#g)") + `</g>`
}

func earbudsFront(p palette) string {
	return rr(128, 206, 144, 104, 44, p.body, stroke(p.edge, 2)) + rr(128, 206, 144, 104, 44, "url(#g)") +
		`<path d="M130 236 H270" stroke="` + p.edge + `" stroke-width="2"/>` + circle(200, 270, 4, "#4ade80") +
		earbud(164, 120, false, p) + earbud(236, 120, true, p)
}

func earbudsBack(p palette) string {
	return rr(112, 140, 176, 124, 54, p.body, stroke(p.edge, 2)) + rr(112, 140, 176, 124, 54, "url(#g)") +
		`<path d="M114 180 H286" stroke="` + p.edge + `" stroke-width="2"/>` + circle(200, 214, 5, "#4ade80")
}

func headphonesFront(p palette) string {
	return `<path d="M126 216 C 126 90 274 90 274 216" fill="none" stroke="` + p.edge + `" stroke-width="22" stroke-linecap="round"/>` +
		`<path d="M126 216 C 126 90 274 90 274 216" fill="none" stroke="` + p.body + `" stroke-width="16" stroke-linecap="round"/>` +
		rr(94, 196, 60, 112, 28, p.body, stroke(p.edge, 2)) + rr(246, 196, 60, 112, 28, p.body, stroke(p.edge, 2)) +
		rr(138, 206, 22, 92, 11, p.dark) + rr(240, 206, 22, 92, 11, p.dark) +
		rr(94, 196, 60, 112, 28, "url(#g)") + rr(246, 196, 60, 112, 28, "url(#g)")
}

func speakerFront(p palette) string {
	return rr(90, 140, 220, 120, 60, p.body, stroke(p.edge, 2)) + rr(112, 152, 176, 96, 48, p.dark, ` opacity=".35"`) +
		`<ellipse cx="104" cy="200" rx="14" ry="52" fill="` + p.dark + `"/><ellipse cx="296" cy="200" rx="14" ry="52" fill="` + p.dark + `"/>` +
		rr(90, 140, 220, 120, 60, "url(#g)") + rr(178, 192, 44, 16, 8, p.light)
}

func speakerBack(p palette) string {
	return rr(146, 80, 108, 240, 54, p.body, stroke(p.edge, 2)) + rr(160, 104, 80, 192, 40, p.dark, ` opacity=".3"`) +
		circle(200, 200, 16, p.light, ` opacity=".8"`) + rr(146, 80, 108, 240, 54, "url(#g)")
}

func soundbarFront(p palette) string {
	return rr(260, 150, 96, 150, 14, p.dark, stroke(p.edge, 2)) + circle(308, 226, 34, p.body, ` opacity=".6"`) +
		rr(30, 230, 300, 52, 26, p.body, stroke(p.edge, 2)) + rr(48, 240, 264, 32, 16, p.dark, ` opacity=".45"`) +
		rr(30, 230, 300, 52, 26, "url(#g)") + circle(180, 256, 3, "#fff")
}

func watchFront(p palette) string {
	return rr(168, 44, 64, 110, 18, p.body, stroke(p.edge, 2)) + rr(168, 246, 64, 110, 18, p.body, stroke(p.edge, 2)) +
		rr(144, 120, 112, 160, 34, "#2b2c31", stroke("#5e6168", 3)) + rr(256, 170, 8, 26, 4, "#5e6168") +
		rr(152, 128, 96, 144, 28, "#050608") +
		`<g fill="none" stroke-width="9" stroke-linecap="round"><circle cx="200" cy="200" r="36" stroke="#ff375f" stroke-dasharray="180 260"/>` +
		`<circle cx="200" cy="200" r="24" stroke="#9ef01a" stroke-dasharray="110 260"/><circle cx="200" cy="200" r="12" stroke="#30d5ff" stroke-dasharray="60 260"/></g>`
}

func watchBack(p palette) string {
	return rr(168, 44, 64, 110, 18, p.body, stroke(p.edge, 2)) + rr(168, 246, 64, 110, 18, p.body, stroke(p.edge, 2)) +
		rr(144, 120, 112, 160, 34, "#c9ccd1", stroke("#8a8e95", 3)) + circle(200, 200, 46, "#1d1e22") + circle(200, 200, 30, "#2e3035") +
		circle(186, 196, 5, "#4ade80") + circle(214, 196, 5, "#4ade80") + circle(200, 214, 5, "#ef4444")
}

func bandFront(p palette) string {
	return rr(176, 40, 48, 320, 24, p.body, stroke(p.edge, 2)) + rr(176, 40, 48, 320, 24, "url(#g)") +
		rr(166, 138, 68, 124, 34, "#17181c", stroke("#3a3c42", 3)) + rr(174, 150, 52, 100, 26, "url(#w)") +
		circle(200, 300, 5, p.dark) + circle(200, 320, 5, p.dark)
}

func consoleFront(p palette) string {
	return `<path d="M150 60 Q200 48 250 60 L262 330 Q200 344 138 330 Z" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/>` +
		rr(184, 66, 32, 262, 12, "#17181c") + `<path d="M150 60 Q200 48 250 60 L262 330 Q200 344 138 330 Z" fill="url(#g)"/>` +
		circle(200, 300, 4, "#8fb4ff")
}

func consoleBack(p palette) string {
	vents := ""
	for i := range 8 {
		vents += rr(120+i*20, 184, 10, 34, 5, "#17181c", ` opacity=".6"`)
	}
	return rr(80, 160, 240, 84, 16, p.body, stroke(p.edge, 2)) + vents + rr(80, 160, 240, 84, 16, "url(#g)") + circle(296, 226, 4, "#8fb4ff")
}

func gamepadFront(p palette) string {
	pad := `M140 150 H260 C 310 150 336 230 332 278 C 328 318 294 320 276 290 L256 256 H144 L124 290 C 106 320 72 318 68 278 C 64 230 90 150 140 150 Z`
	return `<path d="` + pad + `" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/><path d="` + pad + `" fill="url(#g)"/>` +
		rr(108, 186, 12, 36, 3, p.dark) + rr(96, 198, 36, 12, 3, p.dark) +
		circle(290, 184, 7, "#30d5ff") + circle(306, 200, 7, "#ff375f") + circle(274, 200, 7, "#9ef01a") + circle(290, 216, 7, "#ffd60a") +
		circle(160, 240, 17, p.dark) + circle(240, 240, 17, p.dark) + circle(160, 240, 10, "#3a3c42") + circle(240, 240, 10, "#3a3c42")
}

func cameraFront(p palette) string {
	return `<path d="M160 124 L172 100 H228 L240 124 Z" fill="` + p.dark + `"/>` +
		rr(84, 122, 232, 160, 20, p.body, stroke(p.edge, 2)) + rr(84, 122, 52, 160, 20, p.dark) + rr(84, 122, 232, 160, 20, "url(#g)") +
		rr(268, 110, 30, 12, 4, p.dark) + circle(206, 204, 70, "#1b1c20", stroke("#4a4d53", 4)) + lens(206, 204, 50) + circle(122, 142, 5, "#ff375f")
}

func cameraBack(p palette) string {
	return `<path d="M160 124 L172 100 H228 L240 124 Z" fill="` + p.dark + `"/>` +
		rr(84, 122, 232, 160, 20, p.body, stroke(p.edge, 2)) + rr(104, 146, 132, 100, 8, "#0b0c10") + screen(108, 150, 124, 92, 5) +
		circle(276, 170, 13, p.dark) + circle(276, 214, 18, p.dark) + circle(276, 214, 7, p.light)
}

func actioncamFront(p palette) string {
	return rr(112, 130, 176, 140, 22, p.body, stroke(p.edge, 2)) + rr(112, 130, 176, 140, 22, "url(#g)") +
		rr(128, 150, 92, 92, 18, "#17181c") + lens(174, 196, 30) + rr(230, 152, 44, 44, 8, "#0b0c10") + screen(233, 155, 38, 38, 5) +
		circle(262, 226, 6, "#ff375f")
}

func actioncamBack(p palette) string {
	return rr(112, 130, 176, 140, 22, p.body, stroke(p.edge, 2)) + rr(126, 144, 148, 112, 10, "#0b0c10") + screen(130, 148, 140, 104, 6)
}

func droneFront(p palette) string {
	arms, props := "", ""
	for _, c := range [][2]int{{110, 120}, {290, 120}, {110, 290}, {290, 290}} {
		arms += fmt.Sprintf(`<path d="M200 205 L%d %d" stroke="%s" stroke-width="14" stroke-linecap="round"/>`, c[0], c[1], p.dark)
		props += fmt.Sprintf(`<ellipse cx="%d" cy="%d" rx="60" ry="14" fill="%s" opacity=".35"/>`, c[0], c[1]-10, p.light) + circle(c[0], c[1]-4, 9, p.dark)
	}
	return arms + rr(160, 160, 80, 96, 26, p.body, stroke(p.edge, 2)) + rr(160, 160, 80, 96, 26, "url(#g)") +
		rr(180, 246, 40, 30, 10, "#1b1c20") + lens(200, 262, 10) + props
}
