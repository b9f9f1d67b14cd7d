package handlers

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

type signInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Next     string `json:"next"` // where to go after: a local path (else ?next= of the URL, else home)
	// GRecaptchaResponse is checked only while the account is under attack (checkPassword).
	GRecaptchaResponse string `json:"gRecaptchaResponse"`
}

// signIn answers POST /login {email, password[, next, gRecaptchaResponse]} with {message,
// path, csrf}. The password check passes the gate of every password check (checkPassword):
// limited per address and per account from it before any hash, and after a few failures
// anywhere, a captcha step instead of a lock-out. An unknown e-mail and a wrong password get
// the same answer, at the same cost.
func (s *Server) signIn(c echo.Context) error {
	var req signInRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	req.Email = strings.TrimSpace(req.Email)
	errs := store.FieldErrors{}
	if !store.ValidEmail(req.Email) {
		errs.Add("email", "error_email")
	}
	if req.Password == "" {
		errs.Add("password", "error_required")
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	wrong := &keyedError{Status: http.StatusUnprocessableEntity, Key: "error_sign_in", Fields: store.FieldErrors{"email": {"error_sign_in"}}}
	var uid int64
	err := s.checkPassword(c, passwordGate{Account: emailKey(req.Email), Captcha: req.GRecaptchaResponse, CaptchaAction: "sign_in",
		Limited: "error_sign_in_limited"}, func(ctx context.Context) (passwordOutcome, error) {
		if len(req.Password) > 4*store.MaxPasswordLen {
			return passwordWrong, wrong // no hash of a megabyte; no account has such a password
		}
		id, err := s.store.Authenticate(ctx, req.Email, req.Password)
		switch {
		case errors.Is(err, store.ErrNotFound):
			return passwordWrong, wrong
		case err != nil:
			return passwordUnchecked, err
		}
		uid = id
		return passwordRight, nil
	})
	if err != nil {
		return err
	}
	if err := s.startUserSession(c, uid, false); err != nil {
		return err
	}
	next := localPath(req.Next)
	if next == "" {
		next = localPath(c.QueryParam("next"))
	}
	if next == "" {
		next = s.link(c, "home")
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "signed_in"), "path": next, "csrf": s.csrfToken(c)})
}

// startUserSession signs the session in as uid (sign-in, registration, password reset): the
// guest's wishlist and cart join the user's, and the session gets a new id (no fixation);
// alone (a password reset) also signs the user out of every other browser. The compare list
// is the browser's own cookie, so it stays as it was.
func (s *Server) startUserSession(c echo.Context, uid int64, alone bool) error {
	ctx := c.Request().Context()
	sess := session(c)
	if err := s.store.MergeWishlist(ctx, uid, sess.Wishlist); err != nil {
		return err
	}
	// The guest's cart becomes the user's, joined with what the user left in earlier visits.
	cartToken, err := s.store.MergeCarts(ctx, sess.CartToken, uid)
	if err != nil {
		return err
	}
	if sess.CartToken != "" && sess.CartToken != cartToken {
		sess.PlacedCart = sess.CartToken
	}
	sess.UserID, sess.Wishlist, sess.CartToken = uid, nil, cartToken
	if alone {
		return s.rotateSessionAlone(c)
	}
	return s.rotateSession(c)
}

// signOut answers POST /logout: the session forgets the user and gets a new id.
func (s *Server) signOut(c echo.Context) error {
	sess := session(c)
	sess.UserID, sess.Wishlist, sess.CartToken, sess.PlacedCart, sess.UserType = 0, nil, "", "", ""
	if err := s.rotateSession(c); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "signed_out"), "path": s.link(c, "home"), "csrf": s.csrfToken(c)})
}

// localPath is p when it is a path of this shop ("/profile?tab=orders"), else "". A path
// starting "//" or "/\" is another site to a browser, so it is refused, as is anything
// with a scheme, a host or control characters; what is taken is written as localTarget
// writes a Location (bytes outside ASCII percent-encoded).
func localPath(p string) string {
	if p == "" || len(p) > 2000 || p[0] != '/' || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") {
		return ""
	}
	if strings.ContainsFunc(p, func(r rune) bool { return r < ' ' || r == 0x7f || r == '\\' }) {
		return ""
	}
	u, err := url.Parse(p)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return ""
	}
	p, _ = localTarget(p)
	return p
}

// signedInPath is where a shopper goes once signed in by registration or a reset: their
// profile when the shop has that page, else home.
func (s *Server) signedInPath(c echo.Context) string {
	if p := s.link(c, "profile"); p != "" {
		return p
	}
	return s.link(c, "home")
}
