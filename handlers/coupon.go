package handlers

import (
	"errors"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/store"
)

// maxCouponLen bounds a coupon code (the coupon box's input stops at 64 characters).
const maxCouponLen = 64

type couponRequest struct {
	Code string `json:"code"`
}

// applyCoupon answers POST /api/coupon/apply {code}: the coupon goes on the shopper's cart, or
// a 422 on code says why not (unknown, expired, not yet valid, used up, already used by this
// customer, the cart below its minimum). The order checks the coupon once more.
func (s *Server) applyCoupon(c echo.Context) error {
	var req couponRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	req.Code = strings.TrimSpace(req.Code)
	switch {
	case !s.settings().CouponsEnabled: // the owner switched coupons off in the back office
		return &keyedError{Status: http.StatusUnprocessableEntity, Key: "error_coupons_off", Fields: store.FieldErrors{"code": {"error_coupons_off"}}}
	case req.Code == "":
		return validationError(store.FieldErrors{"code": {"error_required"}})
	case utf8.RuneCountInString(req.Code) > maxCouponLen:
		return validationError(store.FieldErrors{"code": {"error_coupon_unknown"}})
	}
	sess := session(c)
	err := s.store.ApplyCoupon(c.Request().Context(), sess.CartToken, req.Code, sess.UserID)
	var ce *store.CouponError
	switch {
	case errors.As(err, &ce):
		return &keyedError{Status: http.StatusUnprocessableEntity, Key: ce.Reason, Fields: store.FieldErrors{"code": {ce.Reason}}}
	case errors.Is(err, store.ErrNotFound):
		return &keyedError{Status: http.StatusUnprocessableEntity, Key: "error_cart_empty", Fields: store.FieldErrors{"code": {"error_cart_empty"}}}
	case err != nil:
		return err
	}
	return s.cartAnswer(c, "coupon_applied")
}

// removeCoupon answers POST /api/coupon/remove/: the cart's coupon comes off (a cart without
// one, or no cart, is already so).
func (s *Server) removeCoupon(c echo.Context) error {
	if err := s.store.RemoveCoupon(c.Request().Context(), session(c).CartToken); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	return s.cartAnswer(c, "coupon_removed")
}
