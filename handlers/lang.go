package handlers

import (
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
	"shop/urls"
)

func lang(c echo.Context) string {
	l, _ := c.Get("lang").(string)
	return l
}

// languagePrefix reads a page URL's language: the default language's pages have no
// prefix, another language's are under /{lang} (/en/c/telefoni is the English /c/telefoni).
// It runs before routing, which sees the path without the prefix. /{default}/… answers a
// permanent redirect to the URL without it, and /{lang}/ one to /{lang}, so every page has one
// address per language.
func (s *Server) languagePrefix(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		if old := r.URL.Query().Get("lang"); old != "" && r.Method == http.MethodGet && !strings.HasPrefix(r.URL.Path, "/api/") {
			return s.redirectOldLangLink(c, old)
		}
		l, rest := urls.SplitLang(r.URL.Path)
		if l == "" || !slices.Contains(s.shop.Languages, l) {
			return next(c)
		}
		read := r.Method == http.MethodGet || r.Method == http.MethodHead
		moved := func(to string) error { // the query kept
			if r.URL.RawQuery != "" {
				to += "?" + r.URL.RawQuery
			}
			return s.redirect(c, http.StatusMovedPermanently, to)
		}
		if l == s.shop.Lang {
			if !read {
				return next(c) // no such page: the 404 page answers
			}
			// The path as the browser wrote it (%2F stays %2F), unless its prefix was escaped.
			to := (&url.URL{Path: rest}).EscapedPath()
			if el, erest := urls.SplitLang(r.URL.EscapedPath()); el == l {
				to = erest
			}
			return moved(to)
		}
		if read && r.URL.Path == "/"+l+"/" {
			// The language's home is /en, as every link and its canonical name it: /en/ would
			// be a second address, and the browser's router, finding its path differ from the
			// page's, would fetch the page again and throw the footer's server markup away.
			return moved("/" + l)
		}
		c.Set("urlLang", l)
		r.URL.Path, r.URL.RawPath = rest, ""
		return next(c)
	}
}

// redirectOldLangLink moves a link of the shop's first language scheme (/c/x?lang=en) to
// the page's URL in that language (/en/c/x), so bookmarks and shared links keep working.
func (s *Server) redirectOldLangLink(c echo.Context, l string) error {
	u := *c.Request().URL
	q := u.Query()
	q.Del("lang")
	u.RawQuery = q.Encode()
	if !slices.Contains(s.shop.Languages, l) {
		l = s.shop.Lang
	}
	// Made local before the prefix goes on: //host?lang=en is the shop's /en/host.
	p, ok := localTarget(u.RequestURI())
	if !ok {
		return s.notFoundPage(c)
	}
	return s.redirect(c, http.StatusMovedPermanently, s.store.Path(l, p))
}

// requestLang is the language a request is answered in: a page's is its URL's (the
// default language's pages have no prefix). An API call follows its Accept-Language header
// (the UI sends the page's language, spec §1), matched among the shop's languages, and so
// does a form posted to an unprefixed page URL (/logout).
func (s *Server) requestLang(c echo.Context) string {
	if l, ok := c.Get("urlLang").(string); ok {
		return l
	}
	r := c.Request()
	if strings.HasPrefix(r.URL.Path, "/api/") || r.Method != http.MethodGet && r.Method != http.MethodHead {
		return s.langs.Match(r.Header.Get("Accept-Language"))
	}
	return s.shop.Lang
}

func isAPI(c echo.Context) bool {
	return strings.HasPrefix(c.Request().URL.Path, "/api/") || c.Request().Header.Get("X-Requested-With") == "XMLHttpRequest"
}

// answerLinks build the answer's links in the request's language (present.Links).
func (s *Server) answerLinks(c echo.Context) present.Links {
	return present.Links{Lang: lang(c), Langs: s.store.Languages()}
}

// path is the page path p in the request's language (store.Path).
func (s *Server) path(c echo.Context, p string) string { return s.store.Path(lang(c), p) }

// unprefixed is the page path p without its language prefix, if it has one of the shop's.
func (s *Server) unprefixed(p string) string {
	return urls.Languages{Default: s.shop.Lang, All: s.shop.Languages}.Unprefixed(p)
}

// languageLinks are the page the request asks for, with its query, in each of the shop's
// languages: the language switcher's links.
func (s *Server) languageLinks(c echo.Context) []LanguageLink {
	uri := c.Request().URL.RequestURI() // without the language prefix (languagePrefix)
	out := make([]LanguageLink, len(s.shop.Languages))
	for i, code := range s.shop.Languages {
		out[i] = LanguageLink{Code: code, Name: languageNames[code], URL: s.store.Path(code, uri)}
	}
	return out
}

// link is the page link of key (links) in the request's language.
func (s *Server) link(c echo.Context, key string) string { return s.links[lang(c)][key] }

// pageLinks are the links every page shares (links), per language.
func pageLinks(st *store.Store, langs []string) map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, l := range langs {
		m := make(map[string]string, len(links))
		for k, v := range links {
			m[k] = st.Path(l, v)
		}
		out[l] = m
	}
	return out
}
