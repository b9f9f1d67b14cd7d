package handlers

import (
	"context"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// The signed-in shopper's own data (spec §3 User, §7 user calls): GET /api/user and
// POST /api/user/update. Everything here needs a signed-in shopper (401 otherwise, spec §6)
// and reads or writes only that shopper's rows: the user id comes from the session, never
// from the request.

// userID is the signed-in shopper's id, or a 401 for a guest.
func userID(c echo.Context) (int64, error) {
	if id := session(c).UserID; id != 0 {
		return id, nil
	}
	return 0, apiError(http.StatusUnauthorized, "error_sign_in_required")
}

// profileJSON is the user as answered: order status labels translated, each order's page and
// invoice linked.
func (s *Server) profileJSON(c echo.Context, id int64) (*present.Profile, error) {
	l := lang(c)
	p, err := s.store.Profile(c.Request().Context(), id, l)
	if errors.Is(err, store.ErrNotFound) { // the account was deleted in another browser
		return nil, apiError(http.StatusUnauthorized, "error_sign_in_required")
	}
	if err != nil {
		return nil, err
	}
	out := present.MakeProfile(*p, l, present.OrderLinks{
		Page:    func(token string) string { return s.path(c, orderPath(token)) },
		Invoice: func(token string) string { return s.path(c, invoicePath(token)) }})
	return &out, nil
}

// user answers GET /api/user: {user}.
func (s *Server) user(c echo.Context) error {
	id, err := userID(c)
	if err != nil {
		return err
	}
	p, err := s.profileJSON(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"user": p})
}

// userUpdateRequest is the profile's save. Spec §3 lists gRecaptchaResponse among the User's
// fields, so the token comes inside user; the top-level one earlier pages sent is still taken.
type userUpdateRequest struct {
	User struct {
		profileUpdateRequest
		GRecaptchaResponse string `json:"gRecaptchaResponse"`
	} `json:"user"`
	GRecaptchaResponse string `json:"gRecaptchaResponse"` // an older page's place for it
}

// captcha is the request's captcha token and the error key a refusal of it answers: where it
// came from, user.gRecaptchaResponse when it came from nowhere.
func (r userUpdateRequest) captcha() (token, field string) {
	if r.User.GRecaptchaResponse == "" && r.GRecaptchaResponse != "" {
		return r.GRecaptchaResponse, "gRecaptchaResponse"
	}
	return r.User.GRecaptchaResponse, "user.gRecaptchaResponse"
}

// updateUser answers POST /api/user/update {user: {name, surname, email, phone, password,
// new_password, new_password_confirmation, gRecaptchaResponse}}: {message, user}. The e-mail
// is read-only: a different one is refused (422 user.email), the same one or none is fine.
// A new password needs its confirmation and the current password (user.password), which is
// checked through the gate of every password check (checkPassword); once it is changed,
// every other browser signed in as the user is signed out and this one goes on under a new
// session id, so the answer carries its new csrf token.
func (s *Server) updateUser(c echo.Context) error {
	id, err := userID(c)
	if err != nil {
		return err
	}
	var req userUpdateRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	token, field := req.captcha()
	if err := s.checkCaptcha(c, token, "profile", field); err != nil {
		return err
	}
	ctx := c.Request().Context()
	u := req.User.update()
	if u.NewPassword == "" && u.NewPasswordConfirmation == "" {
		if err := s.store.UpdateProfile(ctx, id, u); err != nil {
			return s.userError(err)
		}
		return s.answerUser(c, id, "profile_saved")
	}
	err = s.checkUserPassword(c, id, passwordGate{CaptchaChecked: true}, func(ctx context.Context) error {
		return s.store.UpdateProfile(ctx, id, u)
	})
	if err != nil {
		return s.userError(err)
	}
	if err := s.rotateSessionAlone(c); err != nil {
		return err
	}
	p, err := s.profileJSON(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "profile_saved"), "user": p, "csrf": s.csrfToken(c)})
}

// checkUserPassword runs a store call that checks the signed-in user's password (the
// field errors it answers say whether it was wrong) through checkPassword, counted under
// the user's e-mail as a sign-in is.
func (s *Server) checkUserPassword(c echo.Context, id int64, g passwordGate, call func(context.Context) error) error {
	u, err := s.store.UserSummary(c.Request().Context(), id)
	if err != nil {
		return err
	}
	g.Account, g.Limited = emailKey(u.Email), "error_password_limited"
	return s.checkPassword(c, g, func(ctx context.Context) (passwordOutcome, error) {
		err := call(ctx)
		switch {
		case err == nil:
			return passwordRight, nil
		case store.IsWrongPassword(err):
			return passwordWrong, err
		}
		return passwordUnchecked, err // refused before the password was checked
	})
}

// answerUser answers a change of the user's data: {message, user}.
func (s *Server) answerUser(c echo.Context, id int64, message string) error {
	p, err := s.profileJSON(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), message), "user": p})
}

// userError maps the store's refusals of the user's own changes: a gone user is signed out
// in effect (401), a row not theirs is not found (404, telling nothing of others' rows).
func (s *Server) userError(err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return apiError(http.StatusNotFound, "error_not_found")
	case errors.Is(err, store.ErrTooManyAddresses):
		return apiError(http.StatusConflict, "error_too_many_addresses")
	case errors.Is(err, store.ErrConflict):
		return apiError(http.StatusConflict, "error_profile_changed")
	}
	return err
}
