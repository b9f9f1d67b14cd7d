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

// The checkout's choices (spec §4 Checkout and Locker, §7): shipping methods and where they
// go, pickup points, zip checks, payment methods, and the cart's chosen ones. The cart keeps
// the choices so a reloaded checkout shows them again; the order checks them all once more.

// idParam reads a positive id from the path; anything else is a 404 with key.
func idParam(c echo.Context, name, key string) (int64, error) {
	id, err := strconv.ParseInt(c.Param(name), 10, 64)
	if err != nil || id < 1 {
		return 0, apiError(http.StatusNotFound, key)
	}
	return id, nil
}

// shippingMethods answers GET /api/shipping: the active methods, each priced for the
// shopper's cart (a locker is free over its threshold; without a cart, the full price).
func (s *Server) shippingMethods(c echo.Context) error {
	ctx, token := c.Request().Context(), session(c).CartToken
	list, err := s.store.ShippingMethods(ctx, lang(c))
	if err != nil {
		return err
	}
	rules, err := s.cartRules(c)
	if err != nil {
		return err
	}
	prices, err := s.store.ShippingQuotes(ctx, token, 0, rules, list)
	if err != nil {
		return err
	}
	answer := make([]present.ShippingMethod, len(list))
	for i, m := range list {
		answer[i] = present.MakeShippingMethod(m, s.pricing(c)).ForCart(rules, prices[i], i18n.T(lang(c), "delivery_free"))
	}
	return c.JSON(http.StatusOK, map[string]any{"shippingMethods": answer})
}

type shippingChoice struct {
	Shipping *shippingAddressRequest `json:"shipping"`
}

// chooseShipping answers POST /api/cart/shipping/{id} {shipping?}: the cart's method, which
// clears its address and payment method; an address sent along is checked and kept.
func (s *Server) chooseShipping(c echo.Context) error {
	id, err := idParam(c, "id", "error_unknown_shipping_method")
	if err != nil {
		return err
	}
	var req shippingChoice
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx, token := c.Request().Context(), session(c).CartToken
	if err := s.store.SetShippingMethod(ctx, token, id); errors.Is(err, store.ErrNotFound) {
		return s.cartOr404(c, "error_unknown_shipping_method")
	} else if err != nil {
		return err
	}
	if req.Shipping != nil {
		if err := s.store.SetShippingAddress(ctx, token, req.Shipping.address()); err != nil {
			return err
		}
	}
	return s.cartAnswer(c, "")
}

// cartOr404 tells a missing cart (409: there is nothing to choose for) from an unknown
// method (404 with key).
func (s *Server) cartOr404(c echo.Context, key string) error {
	n, err := s.store.CartCount(c.Request().Context(), session(c).CartToken)
	if err != nil {
		return err
	}
	if n == 0 {
		return apiError(http.StatusConflict, "error_cart_empty")
	}
	return apiError(http.StatusNotFound, key)
}

// shippingCountries answers GET /api/shipping/{id}/countries: where the method delivers, with
// regions, areas and cities.
func (s *Server) shippingCountries(c echo.Context) error {
	id, err := idParam(c, "id", "error_unknown_shipping_method")
	if err != nil {
		return err
	}
	list, err := s.store.ShippingCountries(c.Request().Context(), id, lang(c))
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_unknown_shipping_method")
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"countries": present.MakeShippingCountries(list)})
}

// maxPointSearch bounds a pickup-point search; a longer one matches nothing anyway.
const maxPointSearch = 100

// pickupPoints answers GET /api/shipping/{id}/pickup-points?search=&country_id=: the method's
// points in the country that match the search (at most store.PickupPointLimit).
func (s *Server) pickupPoints(c echo.Context) error {
	id, err := idParam(c, "id", "error_unknown_shipping_method")
	if err != nil {
		return err
	}
	var country int64
	if v := c.QueryParam("country_id"); v != "" {
		if country, err = strconv.ParseInt(v, 10, 64); err != nil || country < 0 {
			return validationError(store.FieldErrors{"country_id": {"error_invalid_value"}})
		}
	}
	search := c.QueryParam("search")
	if len([]rune(search)) > maxPointSearch {
		return validationError(store.FieldErrors{"search": {"error_too_long"}})
	}
	points, err := s.store.PickupPoints(c.Request().Context(), id, country, search)
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_unknown_shipping_method")
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"points": present.MakePickupPoints(points)})
}

type zipRequest struct {
	Shipping struct {
		Zip string `json:"zip"`
	} `json:"shipping"`
	Estimate bool `json:"estimate"` // the cart page's estimator: also the price and the time
}

// validateZip answers POST /api/countries/{shippingMethodId}/{countryId}/validate-zip-code
// {shipping: {zip}, estimate}: the zip fits the country's pattern (else 422 on shipping.zip)
// and the method reaches the country. Answers the cart, the normalised zip and, when asked, the
// method's price for this cart and its delivery time.
func (s *Server) validateZip(c echo.Context) error {
	method, err := idParam(c, "shippingMethodId", "error_unknown_shipping_method")
	if err != nil {
		return err
	}
	country, err := strconv.ParseInt(c.Param("countryId"), 10, 64)
	if err != nil || country < 1 {
		return validationError(store.FieldErrors{"shipping.zip": {"error_country_not_served"}})
	}
	var req zipRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx, token := c.Request().Context(), session(c).CartToken
	zip, err := s.store.ValidateZip(ctx, method, country, req.Shipping.Zip)
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_unknown_shipping_method")
	}
	if err != nil {
		return err
	}
	cart, err := s.shopperCart(c, token)
	if err != nil {
		return err
	}
	body := map[string]any{"cart": cart, "zip": zip}
	if req.Estimate {
		rules, err := s.cartRules(c)
		if err != nil {
			return err
		}
		m, price, err := s.store.ShippingQuote(ctx, token, method, country, rules)
		if err != nil {
			return err
		}
		from, to := store.DeliveryWindow(s.now().In(s.location()), m.MinDays, m.MaxDays)
		body["estimate"] = present.MakeZipEstimate(rules, price, from, to)
	}
	return c.JSON(http.StatusOK, body)
}

// paymentMethods answers GET /api/payment?shipping_method_id=: the payment methods the
// shipping method allows that the shop's configuration serves (no card without Stripe or the
// test card; no leasing).
func (s *Server) paymentMethods(c echo.Context) error {
	id, err := strconv.ParseInt(c.QueryParam("shipping_method_id"), 10, 64)
	if err != nil || id < 1 {
		return validationError(store.FieldErrors{"shipping_method_id": {"error_unknown_shipping_method"}})
	}
	list, err := s.store.PaymentMethods(c.Request().Context(), id, lang(c))
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_unknown_shipping_method")
	}
	if err != nil {
		return err
	}
	served := []present.PaymentMethod{}
	for _, m := range list {
		if _, ok := s.payments.Provider(m.Code); ok {
			served = append(served, present.MakePaymentMethod(m))
		}
	}
	return c.JSON(http.StatusOK, map[string]any{"paymentMethods": served})
}

// choosePayment answers POST /api/cart/payment/{id}: the cart's payment method, which the
// chosen shipping method must allow.
func (s *Server) choosePayment(c echo.Context) error {
	id, err := idParam(c, "id", "error_unknown_payment_method")
	if err != nil {
		return err
	}
	if err := s.store.SetPaymentMethod(c.Request().Context(), session(c).CartToken, id); errors.Is(err, store.ErrNotFound) {
		return s.cartOr404(c, "error_unknown_payment_method")
	} else if err != nil {
		return err
	}
	return s.cartAnswer(c, "")
}

type shippingCountryRequest struct {
	CountryID int64 `json:"country_id"`
}

// shippingAddress answers POST /api/cart/shipping-address {country_id}: the country of the
// cart's address, which clears the parts that belonged to the old one; the cart answered is
// priced for it (a method may cost more abroad).
func (s *Server) shippingAddress(c echo.Context) error {
	var req shippingCountryRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.CountryID < 1 {
		return validationError(store.FieldErrors{"shipping.country_id": {"error_required"}})
	}
	err := s.store.SetShippingCountry(c.Request().Context(), session(c).CartToken, req.CountryID)
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusConflict, "error_cart_empty")
	}
	if err != nil {
		return err
	}
	return s.cartAnswer(c, "shipping_country_saved")
}

// countries answers GET /api/countries: every country, named in the request's language, in
// its alphabetical order (a company's country).
func (s *Server) countries(c echo.Context) error {
	list, err := s.store.CountryList(c.Request().Context(), lang(c))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"countries": present.MakeCountries(list)})
}
