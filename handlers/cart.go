package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// Quantity bounds of one cart call: an add (?action=plus) takes what the product page's counter
// allows, a set what the cart page's counter allows.
const (
	maxAddQuantity = 100
	maxSetQuantity = 999
)

// cartRules are the shop's pricing, minimum order and units limit, under which every cart is
// priced, for the shopper's buyer type (buyerIsBusiness).
func (s *Server) cartRules(c echo.Context) (store.CartRules, error) {
	business, err := s.buyerIsBusiness(c)
	var check *store.VATCheck
	if business {
		check = s.cachedVATCheck(session(c).VATNumber)
	}
	return store.CartRules{Pricing: s.pricing(c), Business: business, MinNetTotal: s.settings().MinOrderNet,
		MaxUnits: int64(s.cfg.MaxUnitsPerProduct), Tax: s.taxRules(check)}, err
}

// buyerIsBusiness tells whom the shopper's cart is priced for: a signed-in shopper's account
// type (the checkout locks it), else the guest's choice at checkout (session UserType, set
// by POST /api/cart/user-type); a private person unless either says b2b.
func (s *Server) buyerIsBusiness(c echo.Context) (bool, error) {
	sess := session(c)
	if sess.UserID == 0 {
		return sess.UserType == "b2b", nil
	}
	u, err := s.store.UserSummary(c.Request().Context(), sess.UserID)
	if errors.Is(err, store.ErrNotFound) {
		return false, nil // a deleted account: a guest from the next page on
	}
	if err != nil {
		return false, err
	}
	return u.Type == "b2b", nil
}

type userTypeRequest struct {
	UserType string `json:"user_type"`
}

// cartUserType answers POST /api/cart/user-type {user_type}: the guest's choice at checkout
// between a private person (b2c: prices with VAT) and a business (b2b: net prices, VAT added
// once), kept in the session, and the cart priced for it. A signed-in shopper's account type
// decides whatever this says. Anything but b2c or b2b is a 422 keyed order.user_type, the
// checkout's field.
func (s *Server) cartUserType(c echo.Context) error {
	var req userTypeRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.UserType != "b2c" && req.UserType != "b2b" {
		return validationError(store.FieldErrors{"order.user_type": {store.MsgInvalid}})
	}
	if sess := session(c); sess.UserType != req.UserType && !(sess.UserType == "" && req.UserType == "b2c") {
		sess.UserType = req.UserType
		if err := s.saveSession(c); err != nil {
			return err
		}
	}
	return s.cartAnswer(c, "")
}

// shopperCart is the cart of token as the API answers it: priced by the shop's rules for the
// shopper's buyer type, shown in the page's language.
func (s *Server) shopperCart(c echo.Context, token string) (present.Cart, error) {
	rules, err := s.cartRules(c)
	if err != nil {
		return present.Cart{}, err
	}
	cart, err := s.store.CartByToken(c.Request().Context(), token, rules)
	if err != nil {
		return present.Cart{}, err
	}
	l := lang(c)
	if err := s.store.CartIn(c.Request().Context(), &cart, l); err != nil {
		return present.Cart{}, err
	}
	return present.MakeCart(cart, l, s.answerLinks(c).Product), nil
}

// cartAnswer answers {message, cart} with the shopper's cart as it now stands.
func (s *Server) cartAnswer(c echo.Context, messageKey string) error {
	cart, err := s.shopperCart(c, session(c).CartToken)
	if err != nil {
		return err
	}
	body := map[string]any{"cart": cart}
	if messageKey != "" {
		body["message"] = i18n.T(lang(c), messageKey)
	}
	return c.JSON(http.StatusOK, body)
}

// cartRefusal is a refused cart change (spec §8): the message, and errors.cart with the cart
// as it stands, so the page shows what is really in it.
func (s *Server) cartRefusal(c echo.Context, status int, key string, args ...string) error {
	cart, err := s.shopperCart(c, session(c).CartToken)
	if err != nil {
		return err
	}
	return &keyedError{Status: status, Key: key, Args: args, Extra: map[string]any{"cart": cart}}
}

type cartAddRequest struct {
	Quantity     *int64 `json:"quantity"`       // nil: not given, one unit
	ParentItemID int64  `json:"parent_item_id"` // a service goes on this product line
}

// addToCart answers POST /api/cart-item/add/{productId} {quantity, parent_item_id}. With
// ?action=plus the units are added to the line (the product page); without, the line is set to
// the quantity (the cart page's counter). With parent_item_id the product is a service put on
// that line. A missing quantity is one; 0, like any quantity out of bounds, is a 422 keyed
// quantity (a client that sends 0 meant something, and one unit is not it). More than the
// stock (409) or a product not on sale (404) is refused with errors.cart.
func (s *Server) addToCart(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("productId"), 10, 64)
	if err != nil || id < 1 {
		return s.cartRefusal(c, http.StatusNotFound, "error_unknown_product")
	}
	var req cartAddRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	plus := c.QueryParam("action") == "plus"
	qty := int64(1)
	if req.Quantity != nil {
		qty = *req.Quantity
	}
	limit := int64(maxSetQuantity)
	if plus {
		limit = maxAddQuantity
	}
	if qty < 1 || qty > limit {
		return validationError(store.FieldErrors{"quantity": {"error_quantity"}})
	}
	ctx := c.Request().Context()
	sess := session(c)
	if req.ParentItemID != 0 {
		return s.addService(c, req.ParentItemID, id)
	}
	// A session without a cart gets one: a row kept for 30 days, so new carts are limited
	// per client address (write_limits.go), counted before the write. A session whose cart
	// was ordered gets a new one uncounted: orders have limits of their own.
	addr, newCart := addressKey(c.RealIP()), sess.CartToken == ""
	if newCart {
		if ok, retry := s.writes.newCart.take(addr); !ok {
			return tooMany(c, retry, "error_cart_limited")
		}
	}
	var token string
	if plus {
		token, err = s.store.AddToCart(ctx, sess.CartToken, id, qty)
	} else {
		token, err = s.store.SetProductQuantity(ctx, sess.CartToken, id, qty)
	}
	if err != nil && newCart {
		s.writes.newCart.refund(addr) // refused: no cart was made
	}
	switch {
	case errors.Is(err, store.ErrNotFound):
		return s.cartRefusal(c, http.StatusNotFound, "error_unknown_product")
	case errors.Is(err, store.ErrCartFull):
		return s.cartRefusal(c, http.StatusConflict, "error_cart_full", "max", strconv.Itoa(store.MaxCartLines))
	case errors.Is(err, store.ErrConflict):
		return s.cartRefusal(c, http.StatusConflict, "error_not_enough_stock")
	case err != nil:
		return err
	}
	if token != sess.CartToken {
		sess.CartToken = token
		if err := s.saveSession(c); err != nil {
			return err
		}
	}
	return s.cartAnswer(c, "cart_added")
}

// addService puts the service serviceID on the shopper's product line lineID.
func (s *Server) addService(c echo.Context, lineID, serviceID int64) error {
	err := s.store.AddService(c.Request().Context(), session(c).CartToken, lineID, serviceID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return s.cartRefusal(c, http.StatusNotFound, "error_unknown_service")
	case errors.Is(err, store.ErrConflict):
		return s.cartRefusal(c, http.StatusConflict, "error_service_not_for_product")
	case err != nil:
		return err
	}
	return s.cartAnswer(c, "cart_service_added")
}

// deleteCartItem answers POST /api/cart-item/{id}/delete: a product line goes with its
// services, a service line alone. A line of no cart of the shopper's is a 404.
func (s *Server) deleteCartItem(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id < 1 {
		return apiError(http.StatusNotFound, "error_unknown_cart_item")
	}
	err = s.store.DeleteItem(c.Request().Context(), session(c).CartToken, id)
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_unknown_cart_item")
	}
	if err != nil {
		return err
	}
	return s.cartAnswer(c, "cart_removed")
}

// cart answers GET /api/cart: the shopper's open cart (empty when there is none).
func (s *Server) cart(c echo.Context) error { return s.cartAnswer(c, "") }

// resetCartPath is the cart's reset call, a GET by the spec that changes the cart.
const resetCartPath = "/api/cart/reset-data"

// resetCart answers GET /api/cart/reset-data: the cart forgets its checkout choices (shipping
// method, address, payment method) and keeps its lines and coupon. No cart: nothing to
// forget. It changes the cart, so it needs the CSRF token header (419 without), as a POST does.
func (s *Server) resetCart(c echo.Context) error {
	if err := s.store.ResetCart(c.Request().Context(), session(c).CartToken); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	return s.cartAnswer(c, "")
}

// services answers GET /api/product/services: the service add-ons, each with the categories
// whose products it fits.
func (s *Server) services(c echo.Context) error {
	list, err := s.store.Services(c.Request().Context(), s.pricing(c))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"services": present.MakeServices(list, lang(c))})
}
