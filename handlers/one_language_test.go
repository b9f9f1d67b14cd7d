package handlers

import (
	"fmt"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

var (
	cyrillic        = regexp.MustCompile(`\p{Cyrillic}+`)
	latvianLetters  = regexp.MustCompile(`(?i)[āčēģīķļņšūž]`)
	latvianWordLike = regexp.MustCompile(`(?i)\pL*[āčēģīķļņšūž]\pL*`)
)

// hasLatvianLetters reports whether s has a letter only Latvian writes among the shops'
// languages.
func hasLatvianLetters(s string) bool { return latvianLetters.MatchString(s) }

// foreignScript is what of s does not belong on a page in lang: Cyrillic on a Latvian,
// English or Finnish page, a Latvian letter on an English, Russian or Finnish one.
func foreignScript(lang, s string) []string {
	if isASCII(s) {
		return nil // most texts: no Cyrillic and no Latvian letter, and no regexp to run
	}
	var bad []string
	if lang != "ru" {
		bad = append(bad, cyrillic.FindAllString(s, 3)...)
	}
	if lang != "lv" {
		bad = append(bad, latvianWordLike.FindAllString(s, 3)...)
	}
	return bad
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// notContent are the keys of what a page carries that is no text in its language: links,
// pictures, codes, addresses of people and machines, the company's details (its street is
// its street in every language), people's names (a name is written as its owner writes it,
// but for Russian, which spells Latvian names in Cyrillic) and brand names.
var notContent = map[string]bool{
	"link": true, "url": true, "href": true, "source": true, "webp": true, "image": true, "images": true, "icon": true,
	"slug": true, "code": true, "email": true, "phone": true, "canonical": true, "banner_link": true, "company": true,
	"desktop_image": true, "mobile_image": true, "category_icon": true, "mobile": true, "desktop": true,
}

// walkTexts calls f with every text of v outside the keys of notContent, and with its path;
// names (of people, of brands) go to names.
func walkTexts(v any, path string, f func(path, s string)) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if notContent[k] {
				continue
			}
			walkTexts(x[k], path+"."+k, f)
		}
	case []any:
		for i, e := range x {
			walkTexts(e, fmt.Sprintf("%s[%d]", path, i), f)
		}
	case string:
		f(path, x)
	}
}

// names are the texts at paths that hold a person's or a brand's name: checked for the
// script of the page's language only where the shop writes names in it (Russian).
var namePath = regexp.MustCompile(`(\.(manufacture|manufacturers|brands)(\[\d+\])?\.title|\.manufacturer\.title|\.user_name|(team(_members)?|teamMembers)\[\d+\]\.name|\.brand|\.options\[\d+\]\.title)$`)

// crawl asks every page and answer a shopper of a.lang reads the demo's content on, and
// reports each text in a script that does not belong to the language.
func crawl(t *testing.T, a *apiTest, shop string) {
	t.Helper()
	lang := a.lang
	prefix := ""
	if lang != variantOf(shop).Defaults.Languages[0] {
		prefix = "/" + lang
	}
	found := 0
	check := func(where string, v any) {
		t.Helper()
		walkTexts(v, "", func(path, s string) {
			bad := foreignScript(lang, s)
			if len(bad) == 0 {
				return
			}
			if namePath.MatchString(path) && lang != "ru" {
				return // a name, as its owner writes it
			}
			if strings.Contains(path, "manufactures.options") || strings.Contains(path, "manufacture.options") {
				return // brand names in the brand facet
			}
			if strings.Contains(path, "published_reviews") && lang != variantOf(shop).Defaults.Languages[0] {
				return // shoppers' words, shown as they wrote them: the demo's in the shop's language
			}
			if found < 40 {
				found++
				t.Errorf("%s %s %s%s: %q in %.120q", shop, lang, where, path, bad, s)
			}
		})
	}
	pages := []string{"/", "/brands", "/contact", "/blog", "/search?q=iphone", "/cart"}
	// at is p in the language: /en for the home, /en/brands for /brands.
	at := func(p string) string {
		if p == "/" && prefix != "" {
			return prefix
		}
		return prefix + p
	}
	home := a.page(at("/"), http.StatusOK)
	for _, c := range dig(home, "shared", "menu").([]any) {
		pages = append(pages, strings.TrimPrefix(dig(c, "link").(string), prefix))
		for _, sub := range dig(c, "children").([]any) {
			pages = append(pages, strings.TrimPrefix(dig(sub, "link").(string), prefix))
		}
	}
	for _, m := range dig(a.page(prefix+"/brands", http.StatusOK), "props", "brands").([]any) {
		pages = append(pages, strings.TrimPrefix(dig(m, "link").(string), prefix))
	}
	for _, l := range dig(home, "shared", "links").(map[string]any) {
		if link, ok := l.(string); ok && strings.Contains(link, "/info/") {
			pages = append(pages, strings.TrimPrefix(link, prefix))
		}
	}
	for _, art := range dig(a.page(prefix+"/blog", http.StatusOK), "props", "articles").([]any) {
		pages = append(pages, strings.TrimPrefix(dig(art, "link").(string), prefix))
	}
	for page := 1; ; page++ {
		m := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?per_page=48&page=%d", page), "", http.StatusOK)
		check("/api/search/products", m)
		for _, p := range dig(m, "collection", "data", "products").([]any) {
			pages = append(pages, strings.TrimPrefix(dig(p, "link").(string), prefix))
		}
		if dig(m, "collection", "meta", "last_page").(float64) <= float64(page) {
			break
		}
	}
	for _, p := range pages {
		m := a.page(at(p), http.StatusOK)
		check(p, m["props"])
		check(p+" menu", dig(m, "shared", "menu"))
	}
	check("/api/product/services", a.json(http.MethodGet, "/api/product/services", "", http.StatusOK))
	check("/api/team-members", a.json(http.MethodGet, "/api/team-members", "", http.StatusOK))
}

// The demo says everything in the page's language: the Latvian shop's Latvian
// pages show no Cyrillic (no Russian filter values, titles or team names), its English pages
// no Cyrillic and no Latvian letters but in names, its Russian pages no Latvian letters (it
// spells its people in Cyrillic); the Finnish shop's pages neither. Every product page, every
// category, brand and blog page, the home, contact, search and cart pages and the catalogue's
// answers are read in every language of both shops.
func TestDemoPagesAreInOneLanguage(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("reads every page of two demo shops in every language")
	}
	for _, shop := range []string{"lv_shop", "fi_tel_shop"} {
		a := newAPITest(t, shop)
		for _, lang := range variantOf(shop).Defaults.Languages {
			t.Run(shop+" "+lang, func(t *testing.T) {
				t.Parallel() // a language's reader of its own on the shop's one app
				reader := *a
				reader.t, reader.lang = t, lang
				crawl(t, &reader, shop)
			})
		}
	}
}
