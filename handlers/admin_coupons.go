package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// registerAdminCoupons adds the coupon calls, open to staff as well as owners (running
// promotions is day-to-day work).
func (s *Server) registerAdminCoupons(g *echo.Group) {
	get(g, "/coupons", s.adminCoupons)
	g.POST("/coupons", s.adminCreateCoupon)
	g.PUT("/coupons/:id", s.adminUpdateCoupon)
}

// adminCoupons answers GET /api/admin/coupons[?q=&offset=]: {coupons, total}, newest first,
// store.CouponListLimit a page; q keeps the codes that contain it.
func (s *Server) adminCoupons(c echo.Context) error {
	offset := 0
	if v := c.QueryParam("offset"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 1_000_000 {
			return validationError(store.FieldErrors{"offset": {"error_invalid_value"}})
		}
		offset = n
	}
	q := c.QueryParam("q")
	if len(q) > 64 {
		return validationError(store.FieldErrors{"q": {"error_too_long"}})
	}
	list, total, err := s.store.Coupons(c.Request().Context(), q, offset)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"coupons": present.MakeAdminCoupons(list), "total": total})
}

// couponSaveRequest is a coupon as staff save it: a percent (1–100) or an amount off (net
// cents); dates YYYY-MM-DD ("" none); limits 0 for none.
type couponSaveRequest struct {
	Code             string `json:"code"`
	Percent          int64  `json:"percent"`
	Amount           int64  `json:"amount"`
	MinCartTotal     int64  `json:"min_cart_total"`
	ValidFrom        string `json:"valid_from"`
	ValidUntil       string `json:"valid_until"`
	UsageLimit       int64  `json:"usage_limit"`
	PerCustomerLimit int64  `json:"per_customer_limit"`
	Active           bool   `json:"active"`
}

func (r couponSaveRequest) input() store.CouponInput {
	return store.CouponInput{Code: r.Code, Percent: r.Percent, Amount: r.Amount, MinCartTotal: r.MinCartTotal,
		ValidFrom: r.ValidFrom, ValidUntil: r.ValidUntil, UsageLimit: r.UsageLimit, PerCustomerLimit: r.PerCustomerLimit, Active: r.Active}
}

// adminCreateCoupon answers POST /api/admin/coupons with {id} (201); bad fields, and a code
// another coupon has, are a 422 keyed by field.
func (s *Server) adminCreateCoupon(c echo.Context) error {
	var req couponSaveRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	id, err := s.store.CreateCoupon(c.Request().Context(), staffOf(c).ID, req.input())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"id": id})
}

// adminUpdateCoupon answers PUT /api/admin/coupons/:id with {id}: the whole coupon, its uses so
// far kept; active false switches it off.
func (s *Server) adminUpdateCoupon(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req couponSaveRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if err := s.store.UpdateCoupon(c.Request().Context(), staffOf(c).ID, id, req.input()); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"id": id})
}
