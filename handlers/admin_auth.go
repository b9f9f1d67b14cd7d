package handlers

import (
	"context"
	"crypto/hmac"
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// The back office's session lives in its own cookie, apart from the storefront's: a member
// who shops in the same browser keeps both, and the staff session's shorter life
// (store.StaffIdle, StaffSessionMax) never cuts a cart short. SameSite=Strict: no other site
// can make a browser send it.
const adminCookie = "shop_admin"

const adminLoginPath = "/api/admin/login"

type adminSignInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Code     string `json:"code"` // the second factor's, for a member who turned it on
	// GRecaptchaResponse is checked only while the account is under attack (checkPassword):
	// without it, a stranger's few wrong passwords would shut the member out of the door.
	GRecaptchaResponse string `json:"gRecaptchaResponse"`
}

// adminSignIn answers POST /api/admin/login {email, password[, code]} with {staff, csrf}: the
// staff session's cookie and the CSRF token every later /api/admin call sends. Like the
// storefront's sign-in it needs the storefront session's CSRF token and passes the gate of
// every password check (limits per address and account, then a captcha step); an unknown
// e-mail, a wrong password and a disabled member get the same answer at the same cost. A
// member with the second factor on also gives the code of their app: a right password without
// one is answered 422 {errors: {code: ["enter the code…"]}} (given back to the gate's counts),
// a wrong or reused code counts in the same gate as a wrong password.
func (s *Server) adminSignIn(c echo.Context) error {
	var req adminSignInRequest
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
	var member *store.Staff
	err := s.checkPassword(c, passwordGate{Account: "staff\x00" + emailKey(req.Email), Captcha: req.GRecaptchaResponse, CaptchaAction: "admin_sign_in",
		Limited: "error_sign_in_limited"}, func(ctx context.Context) (passwordOutcome, error) {
		if len(req.Password) > 4*store.MaxPasswordLen {
			return passwordWrong, wrong
		}
		m, err := s.store.AuthenticateStaff(ctx, req.Email, req.Password)
		switch {
		case errors.Is(err, store.ErrNotFound):
			return passwordWrong, wrong
		case err != nil:
			return passwordUnchecked, err
		}
		if m.TOTP {
			if strings.TrimSpace(req.Code) == "" {
				return passwordUnchecked, totpNeeded
			}
			ok, err := s.checkTOTP(ctx, m, req.Code)
			if err != nil {
				return passwordUnchecked, err
			}
			if !ok {
				return passwordWrong, totpWrong
			}
		}
		member = m
		return passwordRight, nil
	})
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	var id string
	err = s.store.WithTx(ctx, func(ctx context.Context) error {
		var err error
		if id, err = s.store.NewStaffSession(ctx, member.ID); err != nil {
			return err
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: member.ID, Action: "staff.sign_in", Entity: "staff",
			EntityID: idString(member.ID), After: map[string]string{"address": c.RealIP()}})
	})
	if err != nil {
		return err
	}
	s.setAdminCookie(c, id, int(store.StaffSessionMax.Seconds()))
	return c.JSON(http.StatusOK, map[string]any{"staff": present.MakeStaff(*member), "csrf": s.adminCSRF(id)})
}

// adminSignOut answers POST /api/admin/logout: the session ends here and in the database.
func (s *Server) adminSignOut(c echo.Context) error {
	ctx := c.Request().Context()
	m := staffOf(c)
	err := s.store.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.EndStaffSession(ctx, adminSessionID(c)); err != nil {
			return err
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: m.ID, Action: "staff.sign_out", Entity: "staff", EntityID: idString(m.ID)})
	})
	if err != nil {
		return err
	}
	s.setAdminCookie(c, "", -1)
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "signed_out")})
}

// adminMe answers GET /api/admin/me: the signed-in member and the session's CSRF token (a
// reloaded back office has lost the one its sign-in answered). Only the shop's own pages can
// read it: a JSON answer is not readable across origins.
func (s *Server) adminMe(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]any{"staff": present.MakeStaff(*staffOf(c)), "csrf": s.adminCSRF(adminSessionID(c))})
}

func (s *Server) setAdminCookie(c echo.Context, value string, maxAge int) {
	c.SetCookie(&http.Cookie{Name: adminCookie, Value: value, Path: "/", HttpOnly: true, Secure: s.isTLS(c),
		SameSite: http.SameSiteStrictMode, MaxAge: maxAge})
}

func adminSessionID(c echo.Context) string {
	ck, err := c.Cookie(adminCookie)
	if err != nil || !store.ValidSessionID(ck.Value) {
		return ""
	}
	return ck.Value
}

// adminCSRF is the staff session's CSRF token: an HMAC of its id under the shop's CSRF key,
// apart from any storefront token (the "admin:" prefix).
func (s *Server) adminCSRF(id string) string { return s.sessions.CSRF("admin:" + id) }

func (s *Server) checkAdminCSRF(c echo.Context, token string) bool {
	id := adminSessionID(c)
	return id != "" && hmac.Equal([]byte(token), []byte(s.adminCSRF(id)))
}

// isAdminCall: a back-office call whose CSRF token is the staff session's (every /api/admin
// call but the sign-in, which has no staff session yet and so carries the storefront's).
func isAdminCall(path string) bool {
	return strings.HasPrefix(path, "/api/admin/") && path != adminLoginPath
}

// staffSession lets a call through only with a live staff session; the member is staffOf(c),
// and the answers (errors too) speak the member's language.
func (s *Server) staffSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		id := adminSessionID(c)
		if id == "" {
			return apiError(http.StatusUnauthorized, "error_admin_sign_in")
		}
		m, err := s.store.StaffSession(c.Request().Context(), id)
		if errors.Is(err, store.ErrNotFound) {
			s.setAdminCookie(c, "", -1)
			return apiError(http.StatusUnauthorized, "error_admin_sign_in")
		}
		if err != nil {
			return err
		}
		c.Set("staff", m)
		c.Set("lang", m.Lang)
		c.Response().Header().Set("Cache-Control", "private, no-store")
		return next(c)
	}
}

// ownerOnly refuses a call to a member who is not an owner (staff and settings are theirs).
func ownerOnly(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if staffOf(c).Role != store.RoleOwner {
			return apiError(http.StatusForbidden, "error_admin_owner_only")
		}
		return next(c)
	}
}

// staffOf is the member signed in for this call (staffSession set it).
func staffOf(c echo.Context) *store.Staff {
	m, _ := c.Get("staff").(*store.Staff)
	return m
}
