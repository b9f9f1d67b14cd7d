package handlers

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

type signInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// signIn answers POST /login: checks the password, rotates the session id (no fixation),
// and merges the guest's wishlist and cart into the user's.
func (s *Server) signIn(c echo.Context) error {
	var req signInRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	req.Email = strings.TrimSpace(req.Email)
	errs := FieldErrors{}
	if !store.ValidEmail(req.Email) {
		errs.Add("email", "error_email")
	}
	if req.Password == "" {
		errs.Add("password", "error_required")
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	ctx := c.Request().Context()
	uid, err := s.store.Authenticate(ctx, req.Email, req.Password)
	if err == store.ErrNotFound {
		return validationError(FieldErrors{"email": {"error_sign_in"}})
	}
	if err != nil {
		return err
	}
	sess := session(c)
	if err := s.store.MergeWishlist(ctx, uid, sess.Wishlist); err != nil {
		return err
	}
	// The guest's cart becomes the user's, joined with what the user left in earlier visits.
	cartToken, err := s.store.MergeCarts(ctx, sess.CartToken, uid)
	if err != nil {
		return err
	}
	sess.UserID, sess.Wishlist, sess.CartToken = uid, nil, cartToken
	if err := s.rotateSession(c); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "signed_in"), "path": links["home"], "csrf": s.csrfToken(c)})
}

// signOut answers POST /logout: the session forgets the user and gets a new id.
func (s *Server) signOut(c echo.Context) error {
	sess := session(c)
	sess.UserID, sess.Wishlist, sess.CartToken = 0, nil, ""
	if err := s.rotateSession(c); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "signed_out"), "path": links["home"], "csrf": s.csrfToken(c)})
}
