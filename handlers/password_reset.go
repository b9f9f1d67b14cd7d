package handlers

import (
	"context"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

// forgotPassword answers POST /password/forgot {email, gRecaptchaResponse} with {message}:
// the same message and status whether or not a user has the e-mail; a user who has
// it gets a one-time link (store.RequestPasswordReset). Limited per address and per
// e-mail, registered or not, so nobody's inbox can be flooded.
func (s *Server) forgotPassword(c echo.Context) error {
	req, err := bindEmailForm(c)
	if err != nil {
		return err
	}
	if ok, retry := s.limits.resetAddress.take(addressKey(c.RealIP())); !ok {
		return tooMany(c, retry, "error_reset_limited")
	}
	if ok, retry := s.limits.resetEmail.take(emailKey(req.Email)); !ok {
		return tooMany(c, retry, "error_reset_limited")
	}
	if err := s.checkCaptcha(c, req.GRecaptchaResponse, "password_reset", "gRecaptchaResponse"); err != nil {
		return err
	}
	if err := s.store.RequestPasswordReset(c.Request().Context(), req.Email, lang(c), s.now()); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "password_reset_sent")})
}

type resetRequest struct {
	Password             string `json:"password"`
	PasswordConfirmation string `json:"password_confirmation"`
}

// resetPassword answers POST /password/reset/:token {password, password_confirmation}
// with {message, path, csrf}: the new password is set, the link used up, and the shopper
// signed in with a new session id, signed out of every other browser (whoever had the
// account before the reset loses it). A dead link (used, replaced or over its hour) is a 410.
// The new password's hash passes the gate of every password check (checkPassword), counted
// per address: the account is not known before the link is.
func (s *Server) resetPassword(c echo.Context) error {
	var req resetRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	fe := store.FieldErrors{}
	store.CheckNewPassword(fe, "password", "password_confirmation", req.Password, req.PasswordConfirmation)
	if len(fe) > 0 {
		return validationError(fe)
	}
	var uid int64
	err := s.checkPassword(c, passwordGate{Limited: "error_password_limited"}, func(ctx context.Context) (passwordOutcome, error) {
		id, err := s.store.ResetPassword(ctx, c.Param("token"), req.Password, s.now())
		switch {
		case errors.Is(err, store.ErrNotFound):
			return passwordWrong, apiError(http.StatusGone, "error_reset_link")
		case err != nil:
			return passwordUnchecked, err
		}
		uid = id
		return passwordRight, nil
	})
	if err != nil {
		return err
	}
	// Whoever holds the mailbox holds the account: the password checks against it start over.
	if u, err := s.store.UserSummary(c.Request().Context(), uid); err == nil {
		s.limits.passwordAccount.clear(emailKey(u.Email))
	}
	if err := s.startUserSession(c, uid, true); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "password_changed"), "path": s.signedInPath(c), "csrf": s.csrfToken(c)})
}
