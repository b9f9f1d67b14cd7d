package handlers

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

// profilePage answers /profile: the signed-in shopper's orders, details and addresses (spec
// §2 Profile), all in the props, so the server renders the whole page and nothing moves when
// it comes alive. A guest is sent to sign in and back here (spec §6).
func (s *Server) profilePage(c echo.Context) error {
	id := session(c).UserID
	if id == 0 {
		return c.Redirect(http.StatusSeeOther, signInPath(links["profile"]))
	}
	p, err := s.profileJSON(c, id)
	if err != nil {
		return c.Redirect(http.StatusSeeOther, signInPath(links["profile"])) // the account is gone
	}
	countries, err := s.store.CourierCountries(c.Request().Context())
	if err != nil {
		return err
	}
	props := map[string]any{"user": p, "countries": countries, "calling_codes": profilePhoneCodes(), "calling_code": ""}
	for _, cc := range profilePhoneCodes() {
		if cc.Country == s.shop.Country {
			props["calling_code"] = cc.Code
		}
	}
	return s.render(c, http.StatusOK, "profile", props, Meta{Title: i18n.T(lang(c), "profile_title"), NoIndex: true})
}

// phoneCode is a phone calling code a form offers: "LV", "+371".
type phoneCode struct {
	Country string `json:"country"`
	Code    string `json:"code"`
}

// profilePhoneCodes are the EU's 27 (spec §5) as the profile's phone fields offer them,
// sorted by code as the checkout's (ui/lib/phone.js). The accounts work has the same list
// (callingCodes); one of the two is to go once both are in one tree.
var profilePhoneCodes = sync.OnceValue(func() []phoneCode {
	out := []phoneCode{}
	for _, c := range store.PhoneCountries() {
		out = append(out, phoneCode{Country: c.CountryCode, Code: "+" + strings.TrimPrefix(c.CountryCallingCode, "+")})
	}
	slices.SortStableFunc(out, func(a, b phoneCode) int {
		x, _ := strconv.Atoi(a.Code[1:])
		y, _ := strconv.Atoi(b.Code[1:])
		return x - y
	})
	return out
})

// signInPath is the sign-in page that leads back to path once signed in.
func signInPath(path string) string { return "/login?next=" + url.QueryEscape(path) }
