package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// adminRoutes is the back office's route table: the shell of its pages at /admin, the
// sign-in, and every /api/admin call behind a live staff session (staffSession) and the staff
// session's CSRF token (csrf, isAdminCall). Each area registers its calls in a function of
// its own file; owner-only calls add ownerOnly.
func (s *Server) adminRoutes(e *echo.Echo) {
	shell := e.Group("", s.sessionMiddleware)
	get(shell, "/admin", s.adminShell)
	get(shell, "/admin/*", s.adminShell)

	e.POST(adminLoginPath, s.adminSignIn, s.sessionMiddleware, privateAnswer)
	g := e.Group("/api/admin", strictQuery, s.staffSession)
	g.POST("/logout", s.adminSignOut)
	get(g, "/me", s.adminMe)
	get(g, "/audit", s.adminAudit, ownerOnly)
	s.registerAdminProducts(g)
	s.registerAdminSettings(g)
	s.registerAdminShipping(g)
	s.registerAdminCoupons(g)
	s.registerAdminContent(g)
	s.registerAdminStaff(g)
	s.registerAdminPictures(g)
	s.registerAdminTaxonomy(g)
	s.registerAdminProductProperties(g)
	s.registerAdminImport(g)
	s.registerAdminDashboard(g)
	s.registerAdminCustomers(g)
	s.registerAdminModeration(g)
	s.registerAdminOrders(g)
	s.registerAdminOrderMoney(g)
	s.registerAdminEInvoices(g)
	s.registerAdminOSS(g)
	s.registerAdminEnergy(g)
	s.registerAdminGuaranteeArt(g)
}

// adminAudit answers GET /api/admin/audit[?entity=&entity_id=&staff_id=&before=&limit=] for
// owners: the audit log, newest first, {entries, next} (next: the before of the next page, 0
// at the end).
func (s *Server) adminAudit(c echo.Context) error {
	f := store.AuditFilter{Entity: c.QueryParam("entity"), EntityID: c.QueryParam("entity_id")}
	errs := store.FieldErrors{}
	for name, dst := range map[string]*int64{"staff_id": &f.StaffID, "before": &f.Before} {
		if v := c.QueryParam(name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 {
				errs.Add(name, "error_invalid_value")
			}
			*dst = n
		}
	}
	if v := c.QueryParam("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 200 {
			errs.Add("limit", "error_invalid_value")
		}
		f.Limit = n
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	list, err := s.store.AuditLog(c.Request().Context(), f)
	if err != nil {
		return err
	}
	next := int64(0)
	if f.Limit == 0 {
		f.Limit = 50
	}
	if len(list) == f.Limit {
		next = list[len(list)-1].ID
	}
	return c.JSON(http.StatusOK, map[string]any{"entries": present.MakeAuditRecords(list), "next": next})
}

// contentLanguages are the shop's content languages, default first, which the back office's
// answers carry so that each edit form offers a field (a tab) per language: {default, all}.
func (s *Server) contentLanguages() map[string]any {
	l := s.store.Languages()
	return map[string]any{"default": l.Default, "all": l.All}
}

func idString(id int64) string { return strconv.FormatInt(id, 10) }
