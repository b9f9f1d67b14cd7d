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

// The account pages: registration ("register"), and sign-in with the two steps of a password
// reset (one component, "sign-in", in the modes sign-in, forgot, reset and expired). Each
// form posts to its own page's URL, which the page gets in its props (action). Their props
// hold nothing of the shopper, so they render the same for everyone.

// signInPage answers /login[?next=/path]: the form posts to /login?next=/path, next kept
// only when it is a path of this shop.
func (s *Server) signInPage(c echo.Context) error {
	l := lang(c)
	return s.render(c, http.StatusOK, "sign-in", map[string]any{"mode": "sign-in",
		"action": withNext(s.link(c, "sign_in"), c.QueryParam("next")), "register": withNext(s.link(c, "register"), c.QueryParam("next"))},
		Meta{Title: i18n.T(l, "sign_in_title"), Description: i18n.T(l, "sign_in_lead"), Canonical: "/login", NoIndex: true})
}

func (s *Server) registerPage(c echo.Context) error {
	l := lang(c)
	props := map[string]any{"action": withNext(s.link(c, "register"), c.QueryParam("next")), "calling_codes": callingCodes()}
	return s.render(c, http.StatusOK, "register", props,
		Meta{Title: i18n.T(l, "register_title"), Description: i18n.T(l, "register_lead"), Canonical: "/register"})
}

// CallingCode is a phone calling code a form offers: the country's code and "+371".
type CallingCode struct {
	Country string `json:"country"`
	Code    string `json:"code"`
}

// callingCodes are the phone calling codes a form offers: the EU-27's (spec §5), the list
// the server checks against, sorted by code as the checkout's (ui/lib/phone.js).
var callingCodes = sync.OnceValue(func() []CallingCode {
	out := []CallingCode{}
	for _, c := range store.PhoneCountries() {
		out = append(out, CallingCode{Country: c.CountryCode, Code: "+" + strings.TrimPrefix(c.CountryCallingCode, "+")})
	}
	slices.SortStableFunc(out, func(a, b CallingCode) int {
		x, _ := strconv.Atoi(a.Code[1:])
		y, _ := strconv.Atoi(b.Code[1:])
		return x - y
	})
	return out
})

// withNext is a form's action carrying where to go after it, when next is a local path.
func withNext(action, next string) string {
	if next = localPath(next); next != "" {
		action += "?next=" + url.QueryEscape(next)
	}
	return action
}

// forgotPasswordPage answers /password/forgot: the e-mail to send a reset link to.
func (s *Server) forgotPasswordPage(c echo.Context) error {
	l := lang(c)
	return s.render(c, http.StatusOK, "sign-in", map[string]any{"mode": "forgot", "action": s.link(c, "password_forgot")},
		Meta{Title: i18n.T(l, "password_forgot_title"), Description: i18n.T(l, "password_forgot_lead"), NoIndex: true})
}

// resetPasswordPage answers /password/reset/{token}: the new password's form, or, for a
// link that no longer works, why and a way to ask again (still a 200: the page is right,
// the link is old). The token never reaches a crawler's index or another site's Referer.
func (s *Server) resetPasswordPage(c echo.Context) error {
	l := lang(c)
	token := c.Param("token")
	ok, err := s.store.PasswordResetValid(c.Request().Context(), token, s.now())
	if err != nil {
		return err
	}
	mode := "reset"
	if !ok {
		mode = "expired"
	}
	c.Response().Header().Set("Referrer-Policy", "no-referrer")
	return s.render(c, http.StatusOK, "sign-in", map[string]any{"mode": mode, "action": store.ResetLinkPrefix + token},
		Meta{Title: i18n.T(l, "password_reset_title"), Canonical: "/password/forgot", NoIndex: true})
}
