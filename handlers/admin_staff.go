package handlers

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// registerAdminStaff is the back office's people area: the member's own account (every
// member), the owners' staff management, and the first-run checklist of the dashboard.
func (s *Server) registerAdminStaff(g *echo.Group) {
	g.PUT("/me", s.adminUpdateMe)
	g.POST("/me/password", s.adminChangePassword)
	g.POST("/me/totp/setup", s.adminTOTPSetup)
	g.POST("/me/totp/enable", s.adminTOTPEnable)
	g.POST("/me/totp/disable", s.adminTOTPDisable)

	get(g, "/staff", s.adminStaffList, ownerOnly)
	g.POST("/staff", s.adminStaffCreate, ownerOnly)
	g.PUT("/staff/:id/role", s.adminStaffRole, ownerOnly)
	g.POST("/staff/:id/disable", s.adminStaffDisable, ownerOnly)
	g.POST("/staff/:id/enable", s.adminStaffEnable, ownerOnly)
	g.POST("/staff/:id/password", s.adminStaffPassword, ownerOnly)

	get(g, "/checklist", s.adminChecklist)
}

// adminStaffList answers GET /api/admin/staff: {staff: [...]}, owners first.
func (s *Server) adminStaffList(c echo.Context) error {
	list, err := s.store.ListStaff(c.Request().Context())
	if err != nil {
		return err
	}
	out := make([]present.Staff, len(list))
	for i, m := range list {
		out[i] = present.MakeStaff(m)
	}
	return c.JSON(http.StatusOK, map[string]any{"staff": out})
}

type adminNewStaffRequest struct {
	Email                string `json:"email"`
	Name                 string `json:"name"`
	Role                 string `json:"role"`
	Lang                 string `json:"lang"`
	Password             string `json:"password"`
	PasswordConfirmation string `json:"password_confirmation"`
}

// adminStaffCreate answers POST /api/admin/staff {email, name, role, lang, password,
// password_confirmation} with 201 {staff}; a taken e-mail is 422 on email.
func (s *Server) adminStaffCreate(c echo.Context) error {
	var req adminNewStaffRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Password != req.PasswordConfirmation {
		fe := store.FieldErrors{}
		store.CheckNewPassword(fe, "password", "password_confirmation", req.Password, req.PasswordConfirmation)
		return validationError(fe)
	}
	if req.Lang == "" {
		req.Lang = staffOf(c).Lang
	}
	me := staffOf(c)
	var created *store.Staff
	_, err := s.store.AddStaff(c.Request().Context(), store.NewStaff{Email: req.Email, Name: req.Name, Role: req.Role, Lang: req.Lang,
		Password: req.Password}, func(ctx context.Context, id int64) error {
		m, err := s.store.StaffByID(ctx, id)
		if err != nil {
			return err
		}
		created = m
		return s.store.Audit(ctx, store.AuditEntry{StaffID: me.ID, Action: "staff.create", Entity: "staff", EntityID: idString(id),
			After: present.MakeStaff(*m)})
	})
	if errors.Is(err, store.ErrConflict) {
		return validationError(store.FieldErrors{"email": {"error_email_taken"}})
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"staff": present.MakeStaff(*created), "message": i18n.T(lang(c), "admin_saved")})
}

// staffParam is the :id of a staff call, or a 404 for one that is no id.
func staffParam(c echo.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id < 1 {
		return 0, apiError(http.StatusNotFound, "error_not_found")
	}
	return id, nil
}

type adminRoleRequest struct {
	Role string `json:"role"`
}

// adminStaffRole answers PUT /api/admin/staff/:id/role {role} with {staff}; demoting the last
// active owner is 422 on role.
func (s *Server) adminStaffRole(c echo.Context) error {
	id, err := staffParam(c)
	if err != nil {
		return err
	}
	var req adminRoleRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	return s.answerStaffChange(c, id, "staff.change_role", func(ctx context.Context) error {
		return s.store.SetStaffRole(ctx, id, req.Role)
	})
}

// adminStaffDisable answers POST /api/admin/staff/:id/disable with {staff}: the member can no
// longer sign in and every session of theirs ends; the last active owner is refused (422).
func (s *Server) adminStaffDisable(c echo.Context) error {
	id, err := staffParam(c)
	if err != nil {
		return err
	}
	return s.answerStaffChange(c, id, "staff.disable", func(ctx context.Context) error {
		return s.store.SetStaffDisabled(ctx, id, true)
	})
}

// adminStaffEnable answers POST /api/admin/staff/:id/enable with {staff}.
func (s *Server) adminStaffEnable(c echo.Context) error {
	id, err := staffParam(c)
	if err != nil {
		return err
	}
	return s.answerStaffChange(c, id, "staff.enable", func(ctx context.Context) error {
		return s.store.SetStaffDisabled(ctx, id, false)
	})
}

func (s *Server) answerStaffChange(c echo.Context, id int64, action string, change func(context.Context) error) error {
	after, err := s.changeStaff(c, id, action, change)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"staff": present.MakeStaff(*after), "message": i18n.T(lang(c), "admin_saved")})
}

type adminResetPasswordRequest struct {
	Password             string `json:"password"`
	PasswordConfirmation string `json:"password_confirmation"`
}

// adminStaffPassword answers POST /api/admin/staff/:id/password {password,
// password_confirmation}: an owner sets a member's new password (to hand over in person), and
// every session of the member ends. The audit entry says so, without the password.
func (s *Server) adminStaffPassword(c echo.Context) error {
	id, err := staffParam(c)
	if err != nil {
		return err
	}
	var req adminResetPasswordRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	me := staffOf(c)
	err = s.store.ResetStaffPassword(c.Request().Context(), id, req.Password, req.PasswordConfirmation, func(ctx context.Context) error {
		return s.store.Audit(ctx, store.AuditEntry{StaffID: me.ID, Action: "staff.reset_password", Entity: "staff", EntityID: idString(id),
			After: map[string]bool{"sessions_ended": true}})
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "admin_password_changed")})
}

// adminChecklist answers GET /api/admin/checklist: what a new shop still lacks before it can
// sell, each item worked out from the data: {items: [{key, done}], done, total}. The back
// office links an item to the page where it is done only when that page is registered.
func (s *Server) adminChecklist(c echo.Context) error {
	f, err := s.store.FirstRunState(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeChecklist(f))
}
