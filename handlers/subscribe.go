package handlers

import (
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

type productSubscribeRequest struct {
	ProductID          int64  `json:"product_id"`
	Email              string `json:"email"`
	GRecaptchaResponse string `json:"gRecaptchaResponse"`
}

// productSubscribe answers POST /api/product-subscribe {product_id, email, gRecaptchaResponse}:
// the shopper gets one e-mail when the product is next in stock. A bad e-mail or a missing
// product id is a 422 keyed by the field, and so is a refused captcha token (action
// back_in_stock, key gRecaptchaResponse); a product the shop does not sell is a 404;
// subscribing again is no error. The notice will speak the request's language. Sign-ups
// are limited per client address (write_limits.go): over it, 429.
func (s *Server) productSubscribe(c echo.Context) error {
	var req productSubscribeRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	req.Email = strings.TrimSpace(req.Email)
	errs := store.FieldErrors{}
	if !store.ValidEmail(req.Email) {
		errs.Add("email", "error_email")
	}
	switch {
	case req.ProductID == 0:
		errs.Add("product_id", "error_required")
	case req.ProductID < 0:
		errs.Add("product_id", "error_invalid_value")
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	addr := addressKey(c.RealIP())
	if ok, retry := s.writes.backInStock.take(addr); !ok {
		return tooMany(c, retry, "error_subscribe_limited")
	}
	if err := s.checkCaptcha(c, req.GRecaptchaResponse, "back_in_stock", "gRecaptchaResponse"); err != nil {
		s.writes.backInStock.refund(addr)
		return err
	}
	err := s.store.SubscribeBackInStock(c.Request().Context(), req.ProductID, req.Email, lang(c))
	if err != nil {
		s.writes.backInStock.refund(addr)
	}
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_unknown_product")
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"message": i18n.T(lang(c), "back_in_stock_done")})
}
