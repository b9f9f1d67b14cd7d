package handlers

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// registerAdminCustomers adds the customers' calls: the list and a customer's page for every
// member; the privacy export and the erasure for owners only (they hand over, or destroy, a
// person's data).
func (s *Server) registerAdminCustomers(g *echo.Group) {
	get(g, "/customers", s.adminCustomers)
	get(g, "/customers/:id", s.adminCustomer)
	get(g, "/customers/:id/export", s.adminExportCustomer, ownerOnly)
	g.POST("/customers/:id/erase", s.adminEraseCustomer, ownerOnly)
}

// offsetParam reads the offset query parameter (0 when absent) into errs' keys.
func offsetParam(c echo.Context, errs store.FieldErrors) int {
	v := c.QueryParam("offset")
	if v == "" {
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 1_000_000 {
		errs.Add("offset", "error_invalid_value")
	}
	return n
}

// adminCustomers answers GET /api/admin/customers[?q=&type=b2c|b2b&newsletter=yes|no&offset=]:
// {customers, total, more, limit}, newest first; total is the filters' count, null with a
// search (store.CustomerPage), and more tells whether another page follows.
func (s *Server) adminCustomers(c echo.Context) error {
	errs := store.FieldErrors{}
	f := store.CustomerFilter{Query: c.QueryParam("q"), Type: c.QueryParam("type"), Newsletter: c.QueryParam("newsletter"),
		Offset: offsetParam(c, errs)}
	for k, v := range store.CheckCustomerFilter(&f) {
		errs[k] = v
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	page, err := s.store.Customers(c.Request().Context(), f)
	if err != nil {
		return err
	}
	var total any
	if page.Total >= 0 {
		total = page.Total
	}
	return c.JSON(http.StatusOK, map[string]any{"customers": present.MakeAdminCustomerRows(page.Rows), "total": total,
		"more": page.More, "limit": store.CustomerListLimit})
}

// adminCustomer answers GET /api/admin/customers/:id: {customer} with company, addresses,
// orders (each with its back-office page) and newsletter state; an erased account is shown
// as deleted.
func (s *Server) adminCustomer(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	cu, err := s.store.CustomerByID(c.Request().Context(), id, lang(c))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"customer": present.MakeAdminCustomer(cu, lang(c))})
}

// adminExportCustomer answers GET /api/admin/customers/:id/export for owners: the same JSON
// file the shopper downloads from their profile (exportUser), audited; an erased account is
// a 404.
func (s *Server) adminExportCustomer(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	x, err := s.store.ExportCustomer(c.Request().Context(), staffOf(c).ID, id, s.now(), lang(c))
	if err != nil {
		return err
	}
	answer, err := present.MakeUserExport(*x, func(o store.Order) (present.Order, error) { return s.orderJSON(c, o) })
	if err != nil {
		return err
	}
	body, err := json.MarshalIndent(answer, "", "  ")
	if err != nil {
		return err
	}
	c.Response().Header().Set("Content-Disposition", `attachment; filename="customer-`+idString(id)+`.json"`)
	return c.Blob(http.StatusOK, "application/json; charset=utf-8", body)
}

type eraseCustomerRequest struct {
	// Confirm is the account's e-mail, typed by the owner: the erasure cannot be undone, so
	// it names the account it destroys.
	Confirm string `json:"confirm"`
}

// adminEraseCustomer answers POST /api/admin/customers/:id/erase {confirm} for owners with
// {id}: the account is erased as the shopper's own deletion erases it (store/privacy.go),
// audited, and every browser signed in as it is signed out. confirm must be the account's
// e-mail (any letter case): else a 422 keyed confirm. An erased or unknown account is a 404.
func (s *Server) adminEraseCustomer(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req eraseCustomerRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	cu, err := s.store.CustomerByID(ctx, id, lang(c))
	if err != nil {
		return err
	}
	if cu.Deleted {
		return store.ErrNotFound
	}
	if !strings.EqualFold(strings.TrimSpace(req.Confirm), cu.Email) {
		return validationError(store.FieldErrors{"confirm": {"error_admin_erase_confirm"}})
	}
	if err := s.store.EraseCustomer(ctx, staffOf(c).ID, id); err != nil {
		return err
	}
	if _, err := s.sessions.DeleteUser(id); err != nil {
		s.log.ErrorContext(ctx, "sign out an erased account", "user", id, "err", err)
	}
	return c.JSON(http.StatusOK, map[string]any{"id": id})
}
