package handlers

import (
	"net/http"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"
)

func lang(c echo.Context) string {
	l, _ := c.Get("lang").(string)
	return l
}

// languagePrefix reads a page URL's language (issue 12): the default language's pages have no
// prefix, another language's are under /{lang} (/en/c/telefoni is the English /c/telefoni).
// It runs before routing, which sees the path without the prefix. /{default}/… answers a
// permanent redirect to the URL without it, so every page has one address per language.
func (s *Server) languagePrefix(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		l, rest := splitLangPrefix(r.URL.Path)
		if l == "" || !slices.Contains(s.shop.Languages, l) {
			return next(c)
		}
		if l == s.shop.Lang {
			if r.Method != http.MethodGet && r.Method != http.MethodHead {
				return next(c) // no such page: the 404 page answers
			}
			to := rest
			if r.URL.RawQuery != "" {
				to += "?" + r.URL.RawQuery
			}
			return c.Redirect(http.StatusMovedPermanently, to)
		}
		c.Set("urlLang", l)
		r.URL.Path, r.URL.RawPath = rest, ""
		return next(c)
	}
}

// splitLangPrefix splits /en/c/x into "en" and /c/x, and /en into "en" and /. A first segment
// of anything but two lowercase letters is no language: "" and the path as it is.
func splitLangPrefix(p string) (string, string) {
	if len(p) < 3 || p[0] != '/' || !isLower(p[1]) || !isLower(p[2]) || len(p) > 3 && p[3] != '/' {
		return "", p
	}
	if len(p) == 3 {
		return p[1:3], "/"
	}
	return p[1:3], p[3:]
}

func isLower(b byte) bool { return b >= 'a' && b <= 'z' }

// requestLang is the language a request is answered in: a page's is its URL's; an API call
// follows its Accept-Language header (the UI sends the page's language, spec §1), matched
// among the shop's languages; anything else speaks the shop's default language.
func (s *Server) requestLang(c echo.Context) string {
	if l, ok := c.Get("urlLang").(string); ok {
		return l
	}
	if isAPI(c) && c.Request().Header.Get("X-Page") == "" {
		return s.langs.Match(c.Request().Header.Get("Accept-Language"))
	}
	return s.shop.Lang
}

func isAPI(c echo.Context) bool {
	return strings.HasPrefix(c.Request().URL.Path, "/api/") || c.Request().Header.Get("X-Requested-With") == "XMLHttpRequest"
}
