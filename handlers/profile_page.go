package handlers

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
)

// profilePage answers /profile: the signed-in shopper's orders, details and addresses (spec
// §2 Profile), all in the props, so the server renders the whole page and nothing moves when
// it comes alive. A guest is sent to sign in and back here (spec §6).
func (s *Server) profilePage(c echo.Context) error {
	id := session(c).UserID
	if id == 0 {
		return s.redirect(c, http.StatusSeeOther, s.signInPath(c, s.link(c, "profile")))
	}
	p, err := s.profileJSON(c, id)
	if err != nil {
		return s.redirect(c, http.StatusSeeOther, s.signInPath(c, s.link(c, "profile"))) // the account is gone
	}
	countries, err := s.store.CourierCountries(c.Request().Context(), lang(c))
	if err != nil {
		return err
	}
	props := map[string]any{"user": p, "countries": present.MakeIDTitles(countries), "calling_codes": callingCodes(), "calling_code": ""}
	for _, cc := range callingCodes() {
		if cc.Country == s.shop.Country {
			props["calling_code"] = cc.Code
		}
	}
	return s.render(c, http.StatusOK, "profile", props, Meta{Title: i18n.T(lang(c), "profile_title"), NoIndex: true})
}

// signInPath is the sign-in page that leads back to path once signed in.
func (s *Server) signInPath(c echo.Context, path string) string {
	return s.link(c, "sign_in") + "?next=" + url.QueryEscape(path)
}
