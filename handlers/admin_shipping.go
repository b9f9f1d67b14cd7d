package handlers

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// registerAdminShipping adds the owners' shipping and payment calls: shipping methods with
// their prices per country, their pickup points (with a CSV import), and the payment methods
// with the shipping methods each goes with.
func (s *Server) registerAdminShipping(g *echo.Group) {
	get(g, "/shipping", s.adminShipping, ownerOnly)
	g.POST("/shipping/methods", s.adminCreateShippingMethod, ownerOnly)
	g.PUT("/shipping/methods/:id", s.adminUpdateShippingMethod, ownerOnly)
	get(g, "/shipping/methods/:id/pickup-points", s.adminPickupPoints, ownerOnly)
	g.POST("/shipping/methods/:id/pickup-points/import", s.adminImportPickupPoints, ownerOnly)
	get(g, "/payments", s.adminPayments, ownerOnly)
	g.PUT("/payments/methods/:id", s.adminUpdatePaymentMethod, ownerOnly)
}

// adminShipping answers GET /api/admin/shipping: {methods, countries} (every method, active or
// not; the countries a method may deliver to).
func (s *Server) adminShipping(c echo.Context) error {
	ctx := c.Request().Context()
	methods, err := s.store.AdminShippingMethods(ctx)
	if err != nil {
		return err
	}
	countries, err := s.store.CountryList(ctx, staffOf(c).Lang)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"methods": present.MakeAdminShippingMethods(methods),
		"countries": present.MakeAdminCountries(countries)})
}

// shippingMethodRequest is a shipping method as an owner saves it; a country's net_price null
// (or absent) is the method's own price.
type shippingMethodRequest struct {
	Code          string `json:"code"`
	Type          string `json:"type"`
	Title         string `json:"title"`
	Description   string `json:"description"`
	NetPrice      int64  `json:"net_price"`
	FreeThreshold int64  `json:"free_threshold"`
	MinDays       int    `json:"min_days"`
	MaxDays       int    `json:"max_days"`
	Position      int    `json:"position"`
	Active        bool   `json:"active"`
	Countries     []struct {
		CountryID  int64  `json:"country_id"`
		NetPrice   *int64 `json:"net_price"`
		ZipPattern string `json:"zip_pattern"`
	} `json:"countries"`
}

// maxMethodCountries bounds a method's countries: the countries table has about 250.
const maxMethodCountries = 300

func (r shippingMethodRequest) input() (store.ShippingMethodInput, error) {
	if len(r.Countries) > maxMethodCountries {
		return store.ShippingMethodInput{}, validationError(store.FieldErrors{"countries": {"error_invalid_value"}})
	}
	in := store.ShippingMethodInput{Code: r.Code, Type: r.Type, Title: r.Title, Description: r.Description, NetPrice: r.NetPrice,
		FreeThreshold: r.FreeThreshold, MinDays: r.MinDays, MaxDays: r.MaxDays, Position: r.Position, Active: r.Active,
		Countries: make([]store.MethodCountry, len(r.Countries))}
	for i, c := range r.Countries {
		in.Countries[i] = store.MethodCountry{CountryID: c.CountryID, ZipPattern: c.ZipPattern}
		if c.NetPrice != nil {
			in.Countries[i].NetPrice, in.Countries[i].HasPrice = *c.NetPrice, true
		}
	}
	return in, nil
}

// adminCreateShippingMethod answers POST /api/admin/shipping/methods with {id} (201); bad
// fields are a 422 keyed by field (countries.N.field for a country's).
func (s *Server) adminCreateShippingMethod(c echo.Context) error {
	var req shippingMethodRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	in, err := req.input()
	if err != nil {
		return err
	}
	id, err := s.store.CreateShippingMethod(c.Request().Context(), staffOf(c).ID, in)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"id": id})
}

// adminUpdateShippingMethod answers PUT /api/admin/shipping/methods/:id with {id}; the
// storefront's next cart and checkout answer use the new prices.
func (s *Server) adminUpdateShippingMethod(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req shippingMethodRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	in, err := req.input()
	if err != nil {
		return err
	}
	if err := s.store.UpdateShippingMethod(c.Request().Context(), staffOf(c).ID, id, in); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"id": id})
}

// pickupPageSize is how many pickup points one page of the list holds.
const pickupPageSize = 100

// adminPickupPoints answers GET /api/admin/shipping/methods/:id/pickup-points[?offset=]:
// {points, total}, a page of pickupPageSize by city and address.
func (s *Server) adminPickupPoints(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	offset := 0
	if v := c.QueryParam("offset"); v != "" {
		if offset, err = strconv.Atoi(v); err != nil || offset < 0 || offset > 1_000_000 {
			return validationError(store.FieldErrors{"offset": {"error_invalid_value"}})
		}
	}
	points, total, err := s.store.PickupPointsAdmin(c.Request().Context(), id, offset, pickupPageSize)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"points": present.MakeAdminPickupPoints(points), "total": total})
}

// adminImportPickupPoints answers POST /api/admin/shipping/methods/:id/pickup-points/import
// [?dry_run=1] with the CSV as the body: {dry_run, created, updated, unchanged, errors: [{line,
// column, message}]}. A file with any error writes nothing (dry_run true in the answer).
func (s *Server) adminImportPickupPoints(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	dry := c.QueryParam("dry_run")
	if dry != "" && dry != "0" && dry != "1" {
		return validationError(store.FieldErrors{"dry_run": {"error_invalid_value"}})
	}
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return apiError(http.StatusRequestEntityTooLarge, "error_too_large")
		}
		return apiError(http.StatusBadRequest, "error_bad_json")
	}
	res, err := s.store.ImportPickupPoints(c.Request().Context(), staffOf(c).ID, id, body, dry == "1")
	if err != nil {
		return err
	}
	l := staffOf(c).Lang
	return c.JSON(http.StatusOK, present.MakePickupImport(res, dry == "1", func(key string) string { return i18n.T(l, key) }))
}

// adminPayments answers GET /api/admin/payments: {methods, shipping_methods, configuration}:
// every payment method with the shipping methods it goes with, the shipping methods to choose
// from, and which payment flags and environment variables are set (never their values).
func (s *Server) adminPayments(c echo.Context) error {
	ctx := c.Request().Context()
	methods, err := s.store.AdminPaymentMethods(ctx)
	if err != nil {
		return err
	}
	shipping, err := s.store.AdminShippingMethods(ctx)
	if err != nil {
		return err
	}
	configured := func(code string) bool { _, ok := s.payments.Provider(code); return ok }
	return c.JSON(http.StatusOK, map[string]any{"methods": present.MakeAdminPaymentMethods(methods, configured),
		"shipping_methods": present.MakeAdminShippingMethods(shipping), "configuration": present.MakePaymentSettings(s.payments.Settings())})
}

type paymentMethodRequest struct {
	Title           string  `json:"title"`
	Description     string  `json:"description"`
	Position        int     `json:"position"`
	Active          bool    `json:"active"`
	ShippingMethods []int64 `json:"shipping_methods"`
}

// adminUpdatePaymentMethod answers PUT /api/admin/payments/methods/:id {title, description,
// position, active, shipping_methods: [id…]} with {id}.
func (s *Server) adminUpdatePaymentMethod(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req paymentMethodRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if len(req.ShippingMethods) > maxMethodCountries {
		return validationError(store.FieldErrors{"shipping_methods": {"error_invalid_value"}})
	}
	err = s.store.UpdatePaymentMethod(c.Request().Context(), staffOf(c).ID, id, store.PaymentMethodInput{Title: req.Title,
		Description: req.Description, Position: req.Position, Active: req.Active, ShippingMethods: req.ShippingMethods})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"id": id})
}
