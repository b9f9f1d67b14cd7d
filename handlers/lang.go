package handlers

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
)

func lang(c echo.Context) string {
	l, _ := c.Get("lang").(string)
	return l
}

// requestLang: an explicit ?lang= (remembered in a cookie) wins; API calls follow their
// Accept-Language header (the UI sends the page's language); pages use the remembered
// choice, else the shop's default.
func (s *Server) requestLang(c echo.Context) string {
	if l := c.QueryParam("lang"); i18n.Supported(l) {
		c.SetCookie(&http.Cookie{Name: "lang", Value: l, Path: "/", MaxAge: 365 * 24 * 3600, SameSite: http.SameSiteLaxMode})
		return l
	}
	if isAPI(c) {
		return i18n.Match(c.Request().Header.Get("Accept-Language"), s.shop.Lang)
	}
	if ck, err := c.Cookie("lang"); err == nil && i18n.Supported(ck.Value) {
		return ck.Value
	}
	return s.shop.Lang
}

func isAPI(c echo.Context) bool {
	return strings.HasPrefix(c.Request().URL.Path, "/api/") || c.Request().Header.Get("X-Requested-With") == "XMLHttpRequest"
}
