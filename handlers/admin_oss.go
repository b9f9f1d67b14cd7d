package handlers

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/ordercsv"
	"shop/store"
)

// The One-Stop Shop's quarterly report for owners (ordercsv/oss.go):
//
//	GET /api/admin/orders/oss.csv?year=2026&quarter=4
func (s *Server) registerAdminOSS(g *echo.Group) {
	get(g, "/orders/oss.csv", s.adminOSSReport, ownerOnly)
}

// adminOSSReport answers the CSV of a calendar quarter in the shop's time zone: per member
// state and rate, the OSS orders placed in it and the refunds done in it. A year or quarter
// it cannot read is a 422 keyed by the parameter.
func (s *Server) adminOSSReport(c echo.Context) error {
	start, end, err := store.QuarterRange(c.QueryParam("year"), c.QueryParam("quarter"), s.location())
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	w := ordercsv.NewOSS(c.Response())
	res := c.Response()
	res.Header().Set(echo.HeaderContentType, "text/csv; charset=utf-8")
	first := start.In(s.location())
	res.Header().Set(echo.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="oss-%d-q%d.csv"`, first.Year(), (int(first.Month())+2)/3))
	// Counted first, written at Close: a failure before then is still an error answer.
	if err := s.store.ExportOrders(ctx, start, end, w.Order); err != nil {
		return err
	}
	if err := s.store.ExportRefunds(ctx, start, end, w.Refund); err != nil {
		return err
	}
	res.WriteHeader(http.StatusOK)
	return w.Close()
}
