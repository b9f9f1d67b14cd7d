package demo

import (
	"fmt"
	"strings"
)

// Category banners: each category's page opens with a scene of what it sells, its devices
// on a backdrop in the category's hue (catbanner-<wide|tall|box>-<key>-<hue>.svg). The UI shows a
// wide banner at 5:1 and a tall one at 2:1, both cut from the middle, so the devices stand in
// the middle band; the banner carries no words (its category's title is the page's heading).
// The home page's banners use the same scenes, where the words go over the left part: a wide
// or box banner keeps its devices to the right.

// categoryScenes are the devices each category's banner shows, largest first, by category key.
var categoryScenes = map[string][3]string{
	"telefoni": {"phonering", "phone", "feature"}, "viedtalruni": {"phonecols", "phone", "phonebar"},
	"telefoni-senioriem": {"flipfeature", "feature", "feature"}, "telefonu-aksesuari": {"case", "charger", "powerbank"},
	"vacini": {"case", "case", "case"}, "ladetaji": {"chargepad", "charger", "cable"}, "aizsargstikli": {"glass", "phone", "glass"},
	"arejie-akumulatori": {"powerbank", "cable", "powerbank"}, "kabeli": {"cable", "charger", "cable"},
	"datori": {"laptop", "monitor", "tablet"}, "klepjdatori": {"laptop", "mouse", "laptop"}, "plansetdatori": {"tablet", "tablet", "keyboard"},
	"monitori": {"monitor", "keyboard", "mouse"}, "datoru-aksesuari": {"keyboard", "mouse", "headphones"}, "peles": {"mouse", "mouse", "mouse"},
	"tastaturas": {"keyboard", "mouse", "keyboard"}, "tv-un-audio": {"tv", "soundbar", "speaker"}, "televizori": {"tv", "soundbar", "tv"},
	"austinas": {"headphones", "earbuds", "headphones"}, "bezvadu-austinas": {"earbuds", "earbuds", "phone"},
	"pilna-izmera-austinas": {"headphones", "headphones", "earbuds"}, "skalruni": {"partybox", "speaker", "speaker"},
	"soundbari": {"soundbar", "tv", "soundbar"}, "viedierices": {"watch", "watchround", "band"}, "viedpulksteni": {"watchround", "watch", "watch"},
	"fitnesa-aproces": {"band", "band", "watchround"}, "vieda-maja": {"display", "puck", "speaker"},
	"spelu-konsoles": {"console", "gamepad", "handheld"}, "konsoles": {"console", "tower", "handheld"}, "spelu-pultis": {"gamepad", "gamepad", "gamepad"},
	"foto-un-video": {"camera", "drone", "actioncam"}, "fotokameras": {"camera", "camera", "actioncam"},
	"darbibas-kameras": {"actioncam", "actioncam", "drone"}, "droni": {"drone", "drone", "actioncam"},
	// the home page's banners: a sale of everything, and the shop itself
	"deals": {"laptop", "phone", "headphones"}, "shop": {"tv", "phone", "laptop"},
}

// Banner shapes: a category page's wide banner and its phone banner carry no words, so the
// devices stand in the middle, five across the wide one; a home page banner (hero, box) has
// its words on the left, so its three devices keep to the right, and on a phone (herotop)
// its words cover the lower part, so they stand in the upper one.
const (
	bannerWide    = "wide"
	bannerTall    = "tall"
	bannerHero    = "hero"
	bannerHeroTop = "herotop" // a home page banner on a phone: its words cover the lower part
	bannerBox     = "box"
)

// drawCategoryBanner draws category key's scene in a banner of the given shape, in the hue.
func drawCategoryBanner(shape string, hue int, key string) string {
	w, h := 1920, 600
	switch shape {
	case bannerTall, bannerHeroTop:
		w = 768
	case bannerBox:
		w, h = 600, 400
	}
	scene := categoryScenes[key]
	var b strings.Builder
	fmt.Fprintf(&b, svgOpen, w, h, w, h)
	accent := newPalette(sceneHex((hue + 160) % 360))
	fmt.Fprintf(&b, `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(%d,62%%,30%%)"/><stop offset="1" stop-color="hsl(%d,66%%,50%%)"/></linearGradient>`+
		`<radialGradient id="s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`+
		`<linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>`+
		`<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`,
		hue, (hue+30)%360, accent.wallA, accent.wallB)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="url(#a)"/>`, w, h)
	// Soft shapes on the left, where a wide banner has room; the devices on a light podium.
	mid := h / 2
	cx, side := w/2, 330.0
	scale := float64(h) * 0.62 / 400
	switch shape {
	case bannerTall:
		side, scale = 290, float64(h)*0.5/400
	case bannerHero:
		cx, side = w*3/4, 270
	case bannerHeroTop:
		mid, side, scale = h*16/100, 260, float64(h)*0.24/400
	case bannerBox:
		cx, side, scale = w*79/100, 200, float64(h)*0.46/400
	}
	fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#fff" opacity=".07"/><circle cx="%d" cy="%d" r="%d" fill="#fff" opacity=".06"/>`,
		w/6, mid-h/8, h/3, w/3, mid+h/5, h/5)
	fmt.Fprintf(&b, `<ellipse cx="%d" cy="%d" rx="%d" ry="%d" fill="url(#s)"/>`, cx, mid, int(560*scale), int(300*scale))
	fmt.Fprintf(&b, `<ellipse cx="%d" cy="%d" rx="%d" ry="%d" fill="#000" opacity=".18"/>`, cx, mid+int(150*scale), int(330*scale), int(26*scale))
	colours := []palette{newPalette("f2f2f0"), accent, newPalette("2f2f31")}
	if shape == bannerWide { // two more, far out and smaller, in the hue's own colour
		far := newPalette(sceneHex(hue))
		for k, dx := range []float64{-640, 640} {
			if d, ok := devices[scene[2-k]]; ok {
				s := scale * 0.62
				fmt.Fprintf(&b, `<g transform="translate(%.0f %.0f) scale(%.3f)" opacity=".9">%s</g>`,
					float64(cx)+dx*scale-200*s, float64(mid)-200*s+(scale-s)*170, s, d.front(far))
			}
		}
	}
	// Side devices first, smaller and behind; the first device in front, in the middle.
	for _, i := range []int{1, 2, 0} {
		d, ok := devices[scene[i]]
		if !ok {
			continue
		}
		s, dx := scale, 0.0
		switch i {
		case 1:
			s, dx = scale*0.78, -side*scale
		case 2:
			s, dx = scale*0.78, side*scale
		}
		x := float64(cx) + dx - 200*s
		y := float64(mid) - 200*s + (scale-s)*170
		draw := d.front
		if i > 0 && d.back != nil && coverViews(scene[i])[0] == 4 { // a phone aside shows its colour: its back
			draw = d.back
		}
		fmt.Fprintf(&b, `<g transform="translate(%.0f %.0f) scale(%.3f)">%s</g>`, x, y, s, draw(colours[i]))
	}
	sparkles(&b, w, h, hue*7+len(key))
	b.WriteString(`</svg>`)
	return b.String()
}
