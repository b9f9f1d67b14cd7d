package demo

import "fmt"

// A kind's models differ in shape, and a picture shows the one a product is: a Pixel's camera
// bar, a Galaxy's column of lenses, a round watch, a handheld console. modelPictures names the
// drawing of each model that is not its kind's (seedKind.pic), by the model's code; the
// drawings are the devices below, registered in devices.
var modelPictures = map[string]string{
	"SM-S928B": "phonecols", "SM-S921B": "phonecols", "SM-A556B": "phonecols", "SM-A356B": "phonecols", "SM-A155F": "phonecols",
	"SM-F741B": "flip",
	"GC3VE":    "phonebar", "G9BQD": "phonebar", "GKV4X": "phonebar",
	"24030PN60G": "phonering", "23127PN0CG": "phonering", "CPH2581": "phonering", "FOA-LX9": "phonering", "XQ-DQ54": "phonecols",
	"XQ-DC54": "phonecols", "AI2302": "phonering", "XT2307-1": "phonecols", "XT2343-2": "phonecols", "TA-1581": "phonering",
	"2312DRA50G": "phonering", "2312DRAABG": "phonering", "23100RN82L": "phonering", "2311DRK48G": "phonering",
	"CPH2465": "phonering",
	"TA-1469": "flipfeature",
	"A2503":   "chargepad",
	"SM-R930": "watchround", "SM-R950": "watchround", "010-02540": "watchround", "010-02810": "watchround",
	"010-02784": "watchround", "GA05031": "watchround", "PNX-B19": "watchround", "M2234W1": "watchround",
	"GA00638": "puck", "GA01331": "display", "QBH4218GL": "puck",
	"JBLPARTYBOX110": "partybox",
	"RRT-00010":      "tower", "RRS-00010": "boxconsole",
	"HEG-001": "handheld", "HDH-001": "handheld",
}

// pictureOf is the drawing of a product of model m of kind k.
func pictureOf(k *seedKind, m *seedModel) string {
	if pic, ok := modelPictures[m.code]; ok {
		return pic
	}
	return k.pic
}

// coverViews orders a product's pictures: the first is its card's. A phone, a tablet or a
// watch shows its back and its front together first, as its colour is its back's (a screen
// shows none).
func coverViews(pic string) []int {
	switch pic {
	case "phone", "phonecols", "phonebar", "phonering", "flip", "tablet", "feature", "flipfeature", "case":
		return []int{4, 1, 2, 3}
	}
	return []int{1, 2, 3, 4}
}

func init() {
	for name, d := range map[string]device{
		"phonecols":   {phoneFront, phoneColsBack, [2]int{344, 344}, false},
		"phonebar":    {phoneFront, phoneBarBack, [2]int{344, 344}, false},
		"phonering":   {phoneFront, phoneRingBack, [2]int{344, 344}, false},
		"flip":        {flipFront, flipBack, [2]int{344, 344}, false},
		"flipfeature": {flipFeatureFront, flipFeatureBack, [2]int{330, 330}, false},
		"chargepad":   {chargePadFront, chargerFront, [2]int{262, 280}, true},
		"watchround":  {watchRoundFront, watchRoundBack, [2]int{356, 356}, false},
		"puck":        {puckFront, puckBack, [2]int{262, 262}, true},
		"display":     {displayFront, displayBack, [2]int{300, 300}, true},
		"partybox":    {partyboxFront, partyboxBack, [2]int{346, 346}, false},
		"tower":       {towerFront, towerBack, [2]int{336, 336}, false},
		"boxconsole":  {boxConsoleFront, boxConsoleBack, [2]int{292, 292}, true},
		"handheld":    {handheldFront, handheldBack, [2]int{266, 266}, true},
	} {
		devices[name] = d
	}
}

// phoneShell is a phone's back in its colour with the glass's sheen.
func phoneShell(p palette) string {
	return rr(132, 56, 136, 288, 26, p.body, stroke(p.edge, 2)) + rr(132, 56, 136, 288, 26, "url(#g)")
}

// phoneColsBack: three lenses in a column, no island (Galaxy S and A).
func phoneColsBack(p palette) string {
	return phoneShell(p) + lens(160, 90, 13) + lens(160, 124, 13) + lens(160, 158, 13) + circle(186, 92, 4, "#f5f1d8")
}

// phoneBarBack: a camera bar from side to side (Pixel).
func phoneBarBack(p palette) string {
	return phoneShell(p) + rr(132, 98, 136, 40, 20, p.dark, stroke(p.edge, 2)) + rr(150, 106, 60, 24, 12, "#121317") +
		lens(165, 118, 9) + lens(195, 118, 9) + circle(228, 118, 4, "#f5f1d8")
}

// phoneRingBack: a large round camera island (Xiaomi, OnePlus, Huawei).
func phoneRingBack(p palette) string {
	return phoneShell(p) + circle(200, 118, 50, p.dark, stroke(p.edge, 3)) + circle(200, 118, 50, "url(#g)") +
		lens(180, 98, 13) + lens(220, 98, 13) + lens(180, 138, 13) + lens(220, 138, 11)
}

// flipFront is a clamshell, open: two halves, one screen with a hinge across it.
func flipFront(p palette) string {
	return rr(136, 50, 128, 300, 24, p.body, stroke(p.edge, 2)) + rr(143, 57, 114, 286, 18, "#0b0c10") + screen(147, 61, 106, 278, 15) +
		rr(136, 196, 128, 8, 2, p.dark, ` opacity=".6"`) + rr(186, 68, 28, 8, 4, "#0b0c10")
}

// flipBack is the clamshell closed: a square phone with its cover screen and two lenses.
func flipBack(p palette) string {
	return rr(132, 116, 136, 150, 24, p.body, stroke(p.edge, 2)) + rr(132, 116, 136, 150, 24, "url(#g)") +
		rr(144, 128, 112, 68, 14, "#0b0c10") + screen(148, 132, 104, 60, 11) + lens(166, 152, 10) + lens(194, 152, 10) +
		rr(132, 244, 136, 8, 3, p.dark, ` opacity=".55"`)
}

// flipFeatureFront: a flip feature phone, open: a screen above, keys below.
func flipFeatureFront(p palette) string {
	keys := ""
	for r := range 4 {
		for c := range 3 {
			keys += rr(162+c*27, 238+r*20, 21, 13, 5, p.light)
		}
	}
	return rr(150, 56, 100, 130, 22, p.body, stroke(p.edge, 2)) + rr(162, 70, 76, 96, 8, "#0b0c10") + screen(166, 74, 68, 88, 5) +
		rr(150, 190, 100, 140, 22, p.body, stroke(p.edge, 2)) + rr(150, 182, 100, 12, 5, p.dark) + rr(172, 204, 56, 22, 11, p.dark) + keys
}

func flipFeatureBack(p palette) string {
	return rr(150, 110, 100, 210, 28, p.body, stroke(p.edge, 2)) + rr(150, 110, 100, 210, 28, "url(#g)") +
		rr(170, 132, 60, 54, 8, "#0b0c10") + screen(173, 135, 54, 48, 5) + lens(200, 214, 10) + rr(150, 250, 100, 8, 3, p.dark, ` opacity=".5"`)
}

// chargePadFront: a wireless charging pad, seen from above at a slant, its light on.
func chargePadFront(p palette) string {
	return `<ellipse cx="200" cy="230" rx="130" ry="46" fill="` + p.dark + `"/>` +
		`<ellipse cx="200" cy="218" rx="130" ry="46" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/>` +
		`<ellipse cx="200" cy="214" rx="92" ry="30" fill="` + p.light + `" opacity=".45"/>` +
		`<ellipse cx="200" cy="218" rx="130" ry="46" fill="url(#g)"/>` + circle(200, 252, 4, "#38bdf8")
}

// watchRoundFront: a round watch with its hands and a bezel.
func watchRoundFront(p palette) string {
	ticks := ""
	for i := range 12 {
		ticks += fmt.Sprintf(`<path d="M200 148 V158" stroke="#9aa0a6" stroke-width="3" transform="rotate(%d 200 200)"/>`, i*30)
	}
	return rr(170, 44, 60, 110, 16, p.body, stroke(p.edge, 2)) + rr(170, 246, 60, 110, 16, p.body, stroke(p.edge, 2)) +
		circle(200, 200, 70, "#2b2c31", stroke("#5e6168", 4)) + circle(200, 200, 58, "#050608") + ticks +
		`<path d="M200 200 L200 162 M200 200 L226 212" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
		circle(200, 200, 5, p.body) + rr(268, 186, 10, 28, 4, "#5e6168")
}

func watchRoundBack(p palette) string {
	return rr(170, 44, 60, 110, 16, p.body, stroke(p.edge, 2)) + rr(170, 246, 60, 110, 16, p.body, stroke(p.edge, 2)) +
		circle(200, 200, 70, "#c9ccd1", stroke("#8a8e95", 3)) + circle(200, 200, 40, "#1d1e22") +
		circle(188, 196, 5, "#4ade80") + circle(212, 196, 5, "#4ade80") + circle(200, 214, 5, "#ef4444")
}

// puckFront: a small round smart speaker in fabric, its lights on top.
func puckFront(p palette) string {
	dots := ""
	for i := range 4 {
		dots += circle(170+i*20, 196, 5, []string{"#4285f4", "#ea4335", "#fbbc05", "#34a853"}[i])
	}
	return `<ellipse cx="200" cy="232" rx="110" ry="38" fill="` + p.dark + `"/>` + rr(90, 196, 220, 36, 0, p.dark) +
		`<ellipse cx="200" cy="196" rx="110" ry="38" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/>` +
		`<ellipse cx="200" cy="196" rx="110" ry="38" fill="url(#g)"/>` + dots
}

func puckBack(p palette) string {
	return circle(200, 200, 100, p.body, stroke(p.edge, 2)) + circle(200, 200, 100, "url(#g)") + circle(200, 200, 62, p.dark, ` opacity=".25"`) +
		circle(200, 240, 8, "#1f2126")
}

// displayFront: a smart display, a screen leaning on a fabric speaker base.
func displayFront(p palette) string {
	return `<path d="M92 280 Q200 236 308 280 L300 300 H100 Z" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/>` +
		rr(80, 92, 240, 170, 16, "#f4f5f7", stroke("#c9ccd1", 2)) + rr(92, 104, 216, 146, 8, "#0b0c10") + screen(96, 108, 208, 138, 5) +
		`<text x="130" y="168" font-family="Arial,sans-serif" font-size="36" font-weight="300" fill="#fff">10:24</text>`
}

func displayBack(p palette) string {
	return `<path d="M92 280 Q200 236 308 280 L300 300 H100 Z" fill="` + p.body + `" stroke="` + p.edge + `" stroke-width="2"/>` +
		rr(80, 92, 240, 170, 16, p.light, stroke(p.edge, 2)) + circle(200, 170, 12, p.dark, ` opacity=".4"`)
}

// partyboxFront: a tall party speaker with two woofers, a tweeter and a light ring.
func partyboxFront(p palette) string {
	return rr(120, 44, 160, 300, 20, p.body, stroke(p.edge, 2)) + rr(120, 44, 160, 300, 20, "url(#g)") +
		rr(136, 58, 128, 26, 8, p.dark) + circle(200, 150, 48, "#1b1c20", stroke("#ff375f", 5)) + circle(200, 150, 20, "#34363c") +
		circle(200, 262, 56, "#1b1c20", stroke("#30d5ff", 5)) + circle(200, 262, 24, "#34363c") + rr(150, 326, 100, 10, 5, p.dark)
}

func partyboxBack(p palette) string {
	return rr(120, 44, 160, 300, 20, p.body, stroke(p.edge, 2)) + rr(150, 70, 100, 30, 12, p.dark) + rr(150, 120, 100, 180, 12, p.dark, ` opacity=".35"`) +
		rr(120, 44, 160, 300, 20, "url(#g)")
}

// towerFront: a tall box console, its top vent a circle.
func towerFront(p palette) string {
	return rr(140, 60, 120, 276, 10, p.body, stroke(p.edge, 2)) + rr(140, 60, 120, 276, 10, "url(#g)") +
		`<ellipse cx="200" cy="66" rx="52" ry="6" fill="#050608"/>` + circle(158, 90, 6, "#f2f2f0") + rr(150, 300, 30, 6, 3, "#050608")
}

func towerBack(p palette) string {
	ports := ""
	for i := range 4 {
		ports += rr(166+i*18, 260, 12, 8, 2, "#050608")
	}
	return rr(140, 60, 120, 276, 10, p.body, stroke(p.edge, 2)) + circle(200, 140, 46, "#050608", ` opacity=".6"`) + ports
}

// boxConsoleFront: a small flat console with a round black vent.
func boxConsoleFront(p palette) string {
	return rr(60, 150, 280, 130, 12, p.body, stroke(p.edge, 2)) + rr(60, 150, 280, 130, 12, "url(#g)") +
		circle(270, 200, 34, "#16171b") + circle(270, 200, 24, "#2a2c31") + rr(80, 254, 40, 8, 4, "#16171b") + circle(90, 170, 5, "#f2f2f0")
}

func boxConsoleBack(p palette) string {
	return rr(60, 150, 280, 130, 12, p.body, stroke(p.edge, 2)) + rr(90, 240, 220, 20, 6, "#16171b", ` opacity=".55"`) +
		rr(60, 150, 280, 130, 12, "url(#g)")
}

// handheldFront: a handheld console, a screen between two controllers in its colour.
func handheldFront(p palette) string {
	return rr(30, 136, 70, 134, 32, p.body, stroke(p.edge, 2)) + rr(300, 136, 70, 134, 32, p.light, stroke(p.edge, 2)) +
		rr(96, 136, 208, 134, 8, "#2b2c31") + rr(106, 146, 188, 114, 4, "#0b0c10") + screen(110, 150, 180, 106, 3) +
		circle(64, 176, 15, "#1b1c20") + circle(334, 230, 15, "#1b1c20") +
		circle(64, 230, 5, "#1b1c20") + circle(54, 220, 5, "#1b1c20") + circle(74, 220, 5, "#1b1c20") + circle(64, 210, 5, "#1b1c20") +
		circle(334, 176, 5, "#1b1c20") + circle(324, 166, 5, "#1b1c20") + circle(344, 166, 5, "#1b1c20") + circle(334, 156, 5, "#1b1c20")
}

func handheldBack(p palette) string {
	return rr(30, 136, 340, 134, 32, p.body, stroke(p.edge, 2)) + rr(30, 136, 340, 134, 32, "url(#g)") +
		rr(150, 250, 100, 12, 5, p.dark, ` opacity=".5"`) + rr(40, 128, 56, 10, 4, p.dark) + rr(304, 128, 56, 10, 4, p.dark)
}
