package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/present"
)

// registerAdminDashboard adds the dashboard's call, open to staff as well as owners: the
// figures of the back office's first page.
func (s *Server) registerAdminDashboard(g *echo.Group) {
	get(g, "/dashboard", s.adminDashboard)
}

// adminDashboard answers GET /api/admin/dashboard: sales today, in 7 and in 30 days against
// the days before, the chart's 30 days, the orders to ship and awaiting payment, the products
// running low and the best sellers (present.AdminDashboard), money written in the member's
// language.
func (s *Server) adminDashboard(c echo.Context) error {
	d, err := s.store.Dashboard(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeAdminDashboard(d, staffOf(c).Lang))
}
