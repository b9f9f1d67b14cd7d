package handlers

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// A shopper's data rights: the download of everything the account holds, and the account's
// deletion (store/privacy.go says what is erased and what accounting keeps).

// exportUser answers GET /api/user/export: the account's data as a JSON file to save
// (profile, company, addresses, orders, reviews, wishlist, subscriptions).
func (s *Server) exportUser(c echo.Context) error {
	id, err := userID(c)
	if err != nil {
		return err
	}
	x, err := s.store.ExportUser(c.Request().Context(), id, s.now(), lang(c))
	if err != nil {
		return s.userError(err)
	}
	answer, err := present.MakeUserExport(*x, func(o store.Order) (present.Order, error) { return s.orderJSON(c, o) })
	if err != nil {
		return err
	}
	body, err := json.MarshalIndent(answer, "", "  ")
	if err != nil {
		return err
	}
	h := c.Response().Header()
	h.Set("Content-Disposition", `attachment; filename="my-data.json"`)
	return c.Blob(http.StatusOK, "application/json; charset=utf-8", body)
}

type deleteAccountRequest struct {
	Password string `json:"password"`
	// GRecaptchaResponse is checked only while the account is under attack (checkPassword).
	GRecaptchaResponse string `json:"gRecaptchaResponse"`
}

// deleteAccount answers POST /api/user/delete {password, gRecaptchaResponse}: {message, path,
// csrf}. The password confirms it (422 keyed password), checked through the gate of every
// password check (checkPassword). The account is erased, every browser signed in as it is
// signed out, and this one gets a fresh guest session (so a new CSRF token).
func (s *Server) deleteAccount(c echo.Context) error {
	id, err := userID(c)
	if err != nil {
		return err
	}
	var req deleteAccountRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	err = s.checkUserPassword(c, id, passwordGate{Captcha: req.GRecaptchaResponse, CaptchaAction: "delete_account"},
		func(ctx context.Context) error { return s.store.DeleteAccount(ctx, id, req.Password) })
	if err != nil {
		return s.userError(err)
	}
	if _, err := s.sessions.DeleteUser(id); err != nil {
		s.log.ErrorContext(c.Request().Context(), "sign out a deleted account", "user", id, "err", err)
	}
	sess := session(c)
	sess.UserID, sess.Wishlist, sess.CartToken = 0, nil, ""
	if err := s.rotateSession(c); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "account_deleted"), "path": s.link(c, "home"),
		"csrf": s.csrfToken(c)})
}
