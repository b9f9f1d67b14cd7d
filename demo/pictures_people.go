package demo

import "fmt"

// Team portraits: a woman or a man as the demo's team lists them (contentPerson.gender), each
// with a face, hair and clothes of their own, drawn from n; hue tints the backdrop.

var (
	portraitSkins = []string{"#f6d5bd", "#f1c7a5", "#eab894", "#e2aa86"}
	portraitHair  = []string{"#d9b46c", "#a4733f", "#6b4423", "#2e2119", "#8a3b12", "#c9a25d"}
)

// drawPortrait draws a woman ('f') or a man ('m'), the n-th of the team.
func drawPortrait(gender byte, hue, n int) string {
	skin := portraitSkins[n%len(portraitSkins)]
	hair := portraitHair[(n*5+1)%len(portraitHair)]
	shirt := fmt.Sprintf("hsl(%d,45%%,38%%)", (hue+180+n*23)%360)
	var behind, front, extra string
	if gender == 'f' {
		switch n % 3 {
		case 0: // long, loose
			behind = `<path d="M126 310 Q106 120 200 100 Q294 120 274 310 Q250 320 244 290 Q262 160 200 146 Q138 160 156 290 Q150 320 126 310 Z" fill="` + hair + `"/>`
			front = `<path d="M134 178 Q140 104 200 102 Q262 104 266 178 Q240 134 196 138 Q170 160 134 178 Z" fill="` + hair + `"/>`
		case 1: // a bob
			behind = `<path d="M128 250 Q118 112 200 102 Q282 112 272 250 Q264 262 246 254 L252 168 Q200 136 148 168 L154 254 Q136 262 128 250 Z" fill="` + hair + `"/>`
			front = `<path d="M138 182 Q134 110 200 106 Q266 110 262 182 Q248 140 210 136 Q176 136 138 182 Z" fill="` + hair + `"/>`
		default: // a bun
			behind = circle(200, 90, 30, hair)
			front = `<path d="M136 180 Q136 106 200 104 Q264 106 264 180 Q246 138 200 140 Q154 138 136 180 Z" fill="` + hair + `"/>`
		}
		extra = circle(137, 200, 5, "#e9c46a") + circle(263, 200, 5, "#e9c46a") // earrings
	} else {
		switch n % 3 {
		case 0: // short, with a side parting
			front = `<path d="M136 178 Q134 104 198 100 Q268 102 266 176 Q258 136 226 128 Q176 144 136 178 Z" fill="` + hair + `"/>`
		case 1: // cropped
			front = `<path d="M138 170 Q140 110 200 108 Q260 110 262 170 Q250 134 200 132 Q150 134 138 170 Z" fill="` + hair + `"/>`
		default: // swept back
			front = `<path d="M136 172 Q132 96 204 98 Q270 104 264 172 Q254 122 200 124 Q156 126 136 172 Z" fill="` + hair + `"/>`
		}
		if n%2 == 0 { // a trimmed beard
			extra = `<path d="M142 200 Q146 262 200 268 Q254 262 258 200 Q250 236 226 240 Q200 226 174 240 Q150 236 142 200 Z" fill="` + hair + `" opacity=".85"/>`
		}
	}
	glasses := ""
	if n%4 == 3 {
		glasses = `<g fill="none" stroke="#2b2b2b" stroke-width="4">` + circle(178, 186, 15, "none") + circle(222, 186, 15, "none") + `<path d="M193 186 H207"/></g>`
	}
	collar := `<path d="M176 292 L200 322 L224 292" fill="#fff" opacity=".85"/>`
	if gender == 'f' {
		collar = `<path d="M170 292 Q200 330 230 292" fill="` + skin + `"/>`
	}
	return fmt.Sprintf(svgOpen, 400, 400, 400, 400) +
		fmt.Sprintf(`<rect width="400" height="400" fill="hsl(%d,55%%,88%%)"/>`, hue) + behind +
		`<path d="M66 400 Q74 292 200 286 Q326 292 334 400 Z" fill="` + shirt + `"/>` + collar +
		rr(180, 236, 40, 56, 16, skin) + `<ellipse cx="200" cy="186" rx="62" ry="76" fill="` + skin + `"/>` + front +
		circle(178, 188, 5, "#2b2b2b") + circle(222, 188, 5, "#2b2b2b") + glasses +
		`<path d="M170 170 Q178 164 188 170 M212 170 Q222 164 230 170" fill="none" stroke="` + hair + `" stroke-width="4" stroke-linecap="round"/>` +
		`<path d="M184 222 Q200 234 216 222" fill="none" stroke="#a0523d" stroke-width="5" stroke-linecap="round"/>` + extra + `</svg>`
}
