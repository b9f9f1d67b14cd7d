// Package urls is the shop's URL scheme, written down once: the paths of a product's,
// category's, brand's, article's and information page (/p/, /c/, /m/, /blog/, /info/) and the
// language prefix (/en/c/telefoni is the English /c/telefoni; the default language's pages
// have none). It builds and parses paths and imports nothing of the web, so the store, the
// presenter and the handlers share it.
package urls

import (
	"slices"
	"strconv"
	"strings"
)

// The page kinds' path prefixes; the route table appends the slug parameter to each.
const (
	ProductPrefix      = "/p/"
	CategoryPrefix     = "/c/"
	ManufacturerPrefix = "/m/"
	ArticlePrefix      = "/blog/"
	BlogPagePrefix     = "/blog/page/"
	InfoPrefix         = "/info/"
)

// SearchAPI is the catalogue's API path; a catalogue answer's page links lead there.
const SearchAPI = "/api/search/products"

// Product is the page path of the product with this slug.
func Product(slug string) string { return ProductPrefix + slug }

// Category is the page path of the category with this slug.
func Category(slug string) string { return CategoryPrefix + slug }

// Manufacturer is the page path of the brand with this slug.
func Manufacturer(slug string) string { return ManufacturerPrefix + slug }

// Article is the page path of the blog article with this slug.
func Article(slug string) string { return ArticlePrefix + slug }

// InfoPage is the page path of the information page with this slug.
func InfoPage(slug string) string { return InfoPrefix + slug }

// BlogPage is the path of the blog's page n; its first page is the blog itself.
func BlogPage(n int) string {
	if n <= 1 {
		return "/blog"
	}
	return BlogPagePrefix + strconv.Itoa(n)
}

// Languages are a shop's languages: Default is the one whose pages have no prefix, All
// lists every one, Default first.
type Languages struct {
	Default string
	All     []string
}

// Has reports whether lang is one of the shop's languages.
func (l Languages) Has(lang string) bool { return slices.Contains(l.All, lang) }

// Path is the URL path p in lang: the default language's pages have no prefix, another
// language's are under /{lang} (/en/c/telefoni, /en for /). A path already in lang, or not the
// shop's own (an absolute URL, a fragment, nothing), stays as it is; so does every path in a
// language the shop does not have (languages not set, as in some tests).
func (l Languages) Path(lang, p string) string {
	if lang == "" || lang == l.Default || !l.Has(lang) || !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") ||
		p == "/"+lang || strings.HasPrefix(p, "/"+lang+"/") || strings.HasPrefix(p, "/"+lang+"?") {
		return p
	}
	if p == "/" || strings.HasPrefix(p, "/?") {
		return "/" + lang + p[1:]
	}
	return "/" + lang + p
}

// Unprefixed is the path p without its language prefix, if it has one of the shop's.
func (l Languages) Unprefixed(p string) string {
	if lang, rest := SplitLang(p); lang != "" && l.Has(lang) {
		return rest
	}
	return p
}

// SplitLang splits /en/c/x into "en" and /c/x, and /en into "en" and /. A first segment of
// anything but two lowercase letters is no language: "" and the path as it is. Whether the
// shop speaks the language is the caller's question (Languages.Has).
func SplitLang(p string) (lang, rest string) {
	if len(p) < 3 || p[0] != '/' || !isLower(p[1]) || !isLower(p[2]) || len(p) > 3 && p[3] != '/' {
		return "", p
	}
	if len(p) == 3 {
		return p[1:3], "/"
	}
	return p[1:3], p[3:]
}

func isLower(b byte) bool { return b >= 'a' && b <= 'z' }
