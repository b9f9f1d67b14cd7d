package demo

import (
	"fmt"
	"hash/fnv"
	"math"
	"strconv"
)

// palette is a product colour and the shades drawn from it.
type palette struct {
	body, dark, light, edge, tint, wallA, wallB string
}

func newPalette(hex string) palette {
	r, _ := strconv.ParseUint(hex[0:2], 16, 8)
	g, _ := strconv.ParseUint(hex[2:4], 16, 8)
	b, _ := strconv.ParseUint(hex[4:6], 16, 8)
	rgb := [3]float64{float64(r), float64(g), float64(b)}
	lum := (0.299*rgb[0] + 0.587*rgb[1] + 0.114*rgb[2]) / 255
	h, sat := hueOf(rgb)
	// The wallpaper is the body's own hue, as makers ship it, so a yellow phone's screen is
	// not green; black, white, grey and silver devices get a calm blue-violet screen.
	wall, shift := h, 18
	if sat < 0.15 {
		wall, shift = 228, 50
	}
	p := palette{
		body:  "#" + hex,
		dark:  mix(rgb, [3]float64{}, 0.35),
		light: mix(rgb, [3]float64{255, 255, 255}, 0.35),
		edge:  mix(rgb, [3]float64{}, 0.45),
		tint:  mix(rgb, [3]float64{255, 255, 255}, 0.88),
		wallA: fmt.Sprintf("hsl(%d,75%%,66%%)", wall),
		wallB: fmt.Sprintf("hsl(%d,65%%,40%%)", (wall+shift)%360),
	}
	if lum > 0.8 { // white and silver devices need a visible edge against a light background
		p.edge = "#9aa0a6"
	}
	if lum < 0.2 {
		p.light = mix(rgb, [3]float64{255, 255, 255}, 0.22)
		p.tint = "#eef0f4"
	}
	return p
}

func mix(c, to [3]float64, t float64) string {
	return fmt.Sprintf("#%02x%02x%02x", int(c[0]+(to[0]-c[0])*t), int(c[1]+(to[1]-c[1])*t), int(c[2]+(to[2]-c[2])*t))
}

// hueOf is a colour's hue in degrees and its saturation (0..1, HSV).
func hueOf(c [3]float64) (int, float64) {
	r, g, b := c[0]/255, c[1]/255, c[2]/255
	mx, mn := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
	if mx == mn {
		return 220, 0
	}
	var h float64
	switch mx {
	case r:
		h = math.Mod((g-b)/(mx-mn), 6)
	case g:
		h = (b-r)/(mx-mn) + 2
	default:
		h = (r-g)/(mx-mn) + 4
	}
	return (int(h*60) + 360) % 360, (mx - mn) / mx
}

func hashHue(s string) int {
	h := fnv.New32a()
	h.Write([]byte(s))
	return int(h.Sum32() % 360)
}
