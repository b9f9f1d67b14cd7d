package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/present"
)

// A product's own property values (colour, memory…), which the storefront's filters count:
// the Properties tab of the back office's product page reads every group, property and
// value with the product's choice, and saves the whole set at once.
func (s *Server) registerAdminProductProperties(g *echo.Group) {
	get(g, "/products/:id/properties", s.adminProductProperties)
	g.PUT("/products/:id/properties", s.adminSetProductProperties)
}

// productPropertiesRequest is the body of PUT /products/:id/properties: property id →
// option id; a property left out or given 0 has no value.
type productPropertiesRequest struct {
	Values map[int64]int64 `json:"values"`
}

func (s *Server) adminProductProperties(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	values, err := s.store.AdminProductProperties(ctx, id)
	if err != nil {
		return err
	}
	groups, err := s.store.AdminPropertyGroups(ctx)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeProductPropertyGroups(groups, values, staffOf(c).Lang, s.store.Languages().Default))
}

func (s *Server) adminSetProductProperties(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req productPropertiesRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if err := s.store.SetProductProperties(c.Request().Context(), staffOf(c).ID, id, req.Values); err != nil {
		return err
	}
	return s.adminProductProperties(c)
}
