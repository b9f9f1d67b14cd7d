package handlers

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

// The account pages: sign-in, registration, and the two steps of a password reset. Each
// form posts to its own page's URL, which the page gets in its props (action). Their props
// hold nothing of the shopper, so they render the same for everyone.

// signInPage answers /login[?next=/path]: the form posts to /login?next=/path, next kept
// only when it is a path of this shop.
func (s *Server) signInPage(c echo.Context) error {
	l := lang(c)
	return s.render(c, http.StatusOK, "sign-in", map[string]any{"action": withNext("/login", c.QueryParam("next"))},
		Meta{Title: i18n.T(l, "sign_in_title"), Description: i18n.T(l, "sign_in_lead"), Canonical: "/login", NoIndex: true})
}

func (s *Server) registerPage(c echo.Context) error {
	l := lang(c)
	return s.render(c, http.StatusOK, "register", map[string]any{"action": withNext("/register", c.QueryParam("next"))},
		Meta{Title: i18n.T(l, "register_title"), Description: i18n.T(l, "register_lead"), Canonical: "/register"})
}

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
	return s.render(c, http.StatusOK, "password", map[string]any{"mode": "forgot", "action": "/password/forgot"},
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
	return s.render(c, http.StatusOK, "password", map[string]any{"mode": mode, "action": store.ResetLinkPrefix + token},
		Meta{Title: i18n.T(l, "password_reset_title"), Canonical: "/password/forgot", NoIndex: true})
}
