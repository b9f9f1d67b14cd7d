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

// The member's own account (/admin/account): name and language, password, second factor.
// Every change is audited on the member (entity staff), never with a password or a secret.

type adminProfileRequest struct {
	Name string `json:"name"`
	Lang string `json:"lang"`
}

// adminUpdateMe answers PUT /api/admin/me {name, lang} with {staff, message}; the answer's
// message is already in the new language, as the back office is from then on.
func (s *Server) adminUpdateMe(c echo.Context) error {
	var req adminProfileRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	me := staffOf(c)
	p := store.StaffProfile{Name: req.Name, Lang: req.Lang}
	if fe := store.CheckStaffProfile(&p); len(fe) > 0 {
		return validationError(fe)
	}
	after, err := s.changeStaff(c, me.ID, "staff.update_profile", func(ctx context.Context) error {
		return s.store.UpdateStaffProfile(ctx, me.ID, p)
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"staff": present.MakeStaff(*after), "message": i18n.T(after.Lang, "admin_saved")})
}

type adminPasswordRequest struct {
	CurrentPassword      string `json:"current_password"`
	Password             string `json:"password"`
	PasswordConfirmation string `json:"password_confirmation"`
}

// adminChangePassword answers POST /api/admin/me/password {current_password, password,
// password_confirmation}: the current password passes the sign-in's gate (a wrong one counts
// as a failed sign-in), and every other session of the member ends.
func (s *Server) adminChangePassword(c echo.Context) error {
	var req adminPasswordRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	me := staffOf(c)
	change := store.StaffPasswordChange{Current: req.CurrentPassword, New: req.Password, Confirmation: req.PasswordConfirmation}
	err := s.checkStaffPassword(c, me, func(ctx context.Context) error {
		return s.store.ChangeStaffPassword(ctx, me.ID, adminSessionID(c), change, func(ctx context.Context) error {
			return s.store.Audit(ctx, store.AuditEntry{StaffID: me.ID, Action: "staff.change_password", Entity: "staff",
				EntityID: idString(me.ID), After: map[string]bool{"other_sessions_ended": true}})
		})
	})
	if errors.Is(err, store.ErrConflict) {
		return apiError(http.StatusConflict, "error_profile_changed")
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "admin_password_changed")})
}

// checkStaffPassword runs a store call that checks member m's password (its field errors say
// whether it was wrong) through the sign-in's gate, counted under the member's sign-in name.
func (s *Server) checkStaffPassword(c echo.Context, m *store.Staff, call func(context.Context) error) error {
	g := passwordGate{Account: "staff\x00" + emailKey(m.Email), CaptchaChecked: true, Limited: "error_password_limited"}
	return s.checkPassword(c, g, func(ctx context.Context) (passwordOutcome, error) {
		err := call(ctx)
		switch {
		case err == nil:
			return passwordRight, nil
		case store.IsWrongPassword(err):
			return passwordWrong, err
		}
		return passwordUnchecked, err
	})
}

// adminTOTPSetup answers POST /api/admin/me/totp/setup with {secret, otpauth_url, qr}: a new
// secret for the member's app, kept (sealed) as pending until a code of it turns the second
// factor on. It is answered this once; no call returns it again.
func (s *Server) adminTOTPSetup(c echo.Context) error {
	me := staffOf(c)
	secret, url, qr, err := s.newTOTPKey(me.Email)
	if err != nil {
		return err
	}
	err = s.store.WithTx(c.Request().Context(), func(ctx context.Context) error {
		if err := s.store.SetStaffTOTPPending(ctx, me.ID, s.sessions.Seal(secret)); err != nil {
			return err
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: me.ID, Action: "staff.totp_setup", Entity: "staff", EntityID: idString(me.ID)})
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"secret": secret, "otpauth_url": url, "qr": qr})
}

type adminTOTPRequest struct {
	Code     string `json:"code"`
	Password string `json:"password"`
}

// adminTOTPEnable answers POST /api/admin/me/totp/enable {code}: a right code of the pending
// secret turns the second factor on (that code is then used up). A wrong code counts in the
// password gate, as at the sign-in.
func (s *Server) adminTOTPEnable(c echo.Context) error {
	var req adminTOTPRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	me := staffOf(c)
	ctx := c.Request().Context()
	_, pending, _, err := s.store.StaffTOTP(ctx, me.ID)
	if err != nil {
		return err
	}
	if pending == "" {
		return validationError(store.FieldErrors{"code": {"error_admin_totp_no_setup"}})
	}
	secret, err := s.sessions.Open(pending)
	if err != nil {
		return validationError(store.FieldErrors{"code": {"error_admin_totp_no_setup"}})
	}
	if req.Code == "" {
		return validationError(store.FieldErrors{"code": {"error_required"}})
	}
	g := passwordGate{Account: "staff\x00" + emailKey(me.Email), CaptchaChecked: true, Limited: "error_password_limited"}
	var step int64
	err = s.checkPassword(c, g, func(ctx context.Context) (passwordOutcome, error) {
		var ok bool
		if step, ok = totpStep(secret, req.Code, s.now()); !ok {
			return passwordWrong, totpWrong
		}
		return passwordRight, nil
	})
	if err != nil {
		return err
	}
	after, err := s.changeStaff(c, me.ID, "staff.totp_enable", func(ctx context.Context) error {
		return s.store.EnableStaffTOTP(ctx, me.ID, step)
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"staff": present.MakeStaff(*after), "message": i18n.T(lang(c), "admin_totp_enabled")})
}

// adminTOTPDisable answers POST /api/admin/me/totp/disable {password}: the member's password
// (through the sign-in's gate) turns the second factor off.
func (s *Server) adminTOTPDisable(c echo.Context) error {
	var req adminTOTPRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	me := staffOf(c)
	if req.Password == "" {
		return validationError(store.FieldErrors{"password": {"error_required"}})
	}
	err := s.checkStaffPassword(c, me, func(ctx context.Context) error {
		return s.store.CheckStaffPassword(ctx, me.ID, req.Password)
	})
	if err != nil {
		return err
	}
	after, err := s.changeStaff(c, me.ID, "staff.totp_disable", func(ctx context.Context) error {
		return s.store.DisableStaffTOTP(ctx, me.ID)
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"staff": present.MakeStaff(*after), "message": i18n.T(lang(c), "admin_totp_disabled")})
}

// changeStaff runs change on member id in one transaction with its audit entry (action, the
// member as answered before and after: never a hash or a secret) and returns the member after.
func (s *Server) changeStaff(c echo.Context, id int64, action string, change func(context.Context) error) (*store.Staff, error) {
	var after *store.Staff
	err := s.store.WithTx(c.Request().Context(), func(ctx context.Context) error {
		before, err := s.store.StaffByID(ctx, id)
		if err != nil {
			return err
		}
		if err := change(ctx); err != nil {
			return err
		}
		if after, err = s.store.StaffByID(ctx, id); err != nil {
			return err
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: staffOf(c).ID, Action: action, Entity: "staff", EntityID: idString(id),
			Before: present.MakeStaff(*before), After: present.MakeStaff(*after)})
	})
	return after, err
}
