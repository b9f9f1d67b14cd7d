package demo

import (
	"regexp"
	"strconv"
	"strings"
)

// Picture draws a demo picture as a small SVG from its file name alone, so the demo shop
// needs no image files and the same name always gives the same picture. It reports false for
// a name it does not know. The names, as the seed writes them (handlers serve them at
// /media/demo/<name>):
//
//	<device>-<rrggbb>-<view>.svg  a product in its colour; view 1 front, 2 back, 3 tilted, 4 both
//	icon-<device|shop>.svg        category and method icon
//	brand-<Name>.svg              brand wordmark badge
//	catbanner-<wide|tall|hero|herotop|box>-<key>-<hue>.svg  a category's (or the home page's) scene of its devices
//	person-<f|m>-<hue>-<n>.svg    a team member's portrait, a woman's or a man's
//	banner-<wide|tall|box>-<hue>-<n>.svg, blog-<hue>-<n>.svg, person-<hue>-<n>.svg
//	energy-<d|p>-<class>-<brand>-<model>.svg  a product's energy label (pictures_energy.go)
//	benefit-<truck|return|shop|credit>.svg, favicon.svg, logo.svg, empty-search.svg
func Picture(file string) (svg string, ok bool) {
	name, ok := strings.CutSuffix(file, ".svg")
	if !ok {
		return "", false
	}
	switch name {
	case "favicon":
		return drawFavicon(), true
	case "logo":
		return drawLogo(), true
	case "empty-search":
		return drawEmptySearch(), true
	}
	if m := productName.FindStringSubmatch(name); m != nil {
		d, ok := devices[m[1]]
		if !ok {
			return "", false
		}
		view, _ := strconv.Atoi(m[3])
		return drawProduct(d, newPalette(m[2]), view), true
	}
	if m := categoryBannerName.FindStringSubmatch(name); m != nil {
		hue, _ := strconv.Atoi(m[3])
		if _, ok := categoryScenes[m[2]]; !ok || hue >= 360 {
			return "", false
		}
		return drawCategoryBanner(m[1], hue, m[2]), true
	}
	if m := personName.FindStringSubmatch(name); m != nil {
		hue, _ := strconv.Atoi(m[2])
		n, _ := strconv.Atoi(m[3])
		if hue >= 360 {
			return "", false
		}
		return drawPortrait(m[1][0], hue, n), true
	}
	if m := brandName.FindStringSubmatch(name); m != nil {
		return drawBrand(m[1]), true
	}
	if m := sceneName.FindStringSubmatch(name); m != nil {
		hue, _ := strconv.Atoi(m[2])
		n, _ := strconv.Atoi(m[3])
		if hue >= 360 {
			return "", false
		}
		switch m[1] {
		case "banner-wide":
			return drawBanner(1920, 600, hue, n), true
		case "banner-tall":
			return drawBanner(768, 600, hue, n), true
		case "banner-box":
			return drawBanner(600, 400, hue, n), true
		case "blog":
			return drawBlog(hue, n), true
		case "person":
			return drawPerson(hue, n), true
		}
	}
	if kind, ok := strings.CutPrefix(name, "icon-"); ok {
		if kind == "shop" {
			return drawIcon(glyphShop, 150), true
		}
		if d, ok := devices[kind]; ok {
			return drawIcon(d.front, hashHue(kind)), true
		}
	}
	if m := energyName.FindStringSubmatch(name); m != nil {
		return drawEnergyLabel(m[1], m[2], m[3], m[4]), true
	}
	if kind, ok := strings.CutPrefix(name, "benefit-"); ok {
		if g, ok := benefitGlyphs[kind]; ok {
			return drawIcon(g, 205), true
		}
	}
	return "", false
}

var (
	productName = regexp.MustCompile(`^([a-z]+)-([0-9a-f]{6})-([1-4])$`)
	sceneName   = regexp.MustCompile(`^(banner-wide|banner-tall|banner-box|blog|person)-([0-9]{1,3})-([1-9])$`)
	brandName   = regexp.MustCompile(`^brand-([A-Za-z0-9]{1,16})$`)

	categoryBannerName = regexp.MustCompile(`^catbanner-(wide|tall|hero|herotop|box)-([a-z-]{1,32})-([0-9]{1,3})$`)
	personName         = regexp.MustCompile(`^person-([fm])-([0-9]{1,3})-([1-9])$`)
)
