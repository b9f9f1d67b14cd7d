package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

// maxAddQuantity is the most units one add may ask for (the product page's counter stops at 100).
const maxAddQuantity = 100

type cartAddRequest struct {
	Quantity int64 `json:"quantity"`
}

// addToCart answers POST /api/cart-item/add/{productId} {quantity}: the units are added to the
// shopper's cart (?action=plus says so explicitly; a missing quantity is one). More than the stock is a 409 whose errors.cart is the
// cart as it stands, so the page can show what is really in it.
func (s *Server) addToCart(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("productId"), 10, 64)
	if err != nil || id < 1 {
		return apiError(http.StatusNotFound, "error_unknown_product")
	}
	var req cartAddRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Quantity == 0 {
		req.Quantity = 1
	}
	if req.Quantity < 1 || req.Quantity > maxAddQuantity {
		return validationError(FieldErrors{"quantity": {"error_quantity"}})
	}
	ctx := c.Request().Context()
	sess := session(c)
	token, err := s.store.AddToCart(ctx, sess.CartToken, id, req.Quantity)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return apiError(http.StatusNotFound, "error_unknown_product")
	case errors.Is(err, store.ErrConflict):
		cart, cerr := s.store.CartByToken(ctx, sess.CartToken, store.CartRules{Pricing: s.pricing()})
		if cerr != nil {
			return cerr
		}
		return &keyedError{Status: http.StatusConflict, Key: "error_not_enough_stock", Extra: map[string]any{"cart": cart}}
	case err != nil:
		return err
	}
	if token != sess.CartToken {
		sess.CartToken = token
		if err := s.saveSession(c); err != nil {
			return err
		}
	}
	cart, err := s.store.CartByToken(ctx, token, store.CartRules{Pricing: s.pricing()})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "cart_added"), "cart": cart})
}

// cart answers GET /api/cart: the shopper's open cart (empty when there is none).
func (s *Server) cart(c echo.Context) error {
	cart, err := s.store.CartByToken(c.Request().Context(), session(c).CartToken, store.CartRules{Pricing: s.pricing()})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"cart": cart})
}
