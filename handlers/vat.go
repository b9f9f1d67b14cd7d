package handlers

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/store"
	"shop/vies"
)

// VAT by destination (store/tax.go): the shop's rates and OSS switch from the settings, and
// a business buyer's VAT number checked in VIES, whose valid answer makes an order to
// another member state an intra-Community supply at 0 %. VIES is asked only for a number of
// another member state than the shop's, at most viesPerAddress times an hour per client
// address (a stranger must not make the shop hammer VIES), and a valid answer is reused for
// vies.CacheFor.

const viesPerAddress = 20

// vatNumberField is the field a VAT number's refusal is keyed by, as the checkout names it.
const vatNumberField = "order.company_vat_num"

// taxRules are the settings' VAT rules, with the VAT number's VIES answer when check is set.
func (s *Server) taxRules(check *store.VATCheck) store.TaxRules {
	set := s.settings()
	return store.TaxRules{Home: set.Company.Country, Rates: set.VATRates, OSS: set.OSSEnabled, VATCheck: check}
}

// needsVIES tells whether number (normalised) is a VAT number of another member state than
// the shop's, the only kind whose check can change a price.
func (s *Server) needsVIES(number string) bool {
	if len(number) < 4 {
		return false
	}
	country := number[:2]
	if country == "EL" { // Greece's numbers, ISO code GR
		country = "GR"
	}
	_, member := s.settings().VATRates[country]
	return member && country != s.settings().Company.Country
}

// cachedVATCheck is the valid VIES answer the shop holds for number, nil for none: what a
// cart answer prices by, without asking VIES.
func (s *Server) cachedVATCheck(number string) *store.VATCheck {
	number = vies.Normalize(number)
	if !s.needsVIES(number) {
		return nil
	}
	if r, ok := s.vies.Cached(number, s.settings().Company.VATNumber); ok && r.Valid {
		return viesCheck(r)
	}
	return nil
}

// checkVATNumber asks VIES about number for the client c: a valid number's answer; an
// invalid one is a 422 keyed by the VAT number's field, VIES unavailable a 503 keyed by it
// (try again: the number may well be valid), too many checks from one address a 429.
func (s *Server) checkVATNumber(c echo.Context, number string) (*store.VATCheck, error) {
	requester := s.settings().Company.VATNumber
	if r, ok := s.vies.Cached(number, requester); ok && r.Valid {
		return viesCheck(r), nil
	}
	if ok, retry := s.viesLimit.take(addressKey(c.RealIP())); !ok {
		return nil, tooMany(c, retry, "error_vat_check_limited")
	}
	r, err := s.vies.Check(c.Request().Context(), number, requester)
	if errors.Is(err, vies.ErrUnavailable) {
		s.log.WarnContext(c.Request().Context(), "VIES", "number", number, "err", err)
		c.Response().Header().Set("Retry-After", "60")
		return nil, &keyedError{Status: http.StatusServiceUnavailable, Key: "error_vat_unavailable",
			Fields: store.FieldErrors{vatNumberField: {"error_vat_unavailable"}}}
	}
	if err != nil {
		return nil, err
	}
	if !r.Valid {
		return nil, validationError(store.FieldErrors{vatNumberField: {"error_vat_invalid"}})
	}
	return viesCheck(r), nil
}

func viesCheck(r vies.Result) *store.VATCheck {
	return &store.VATCheck{Number: r.Number, Country: r.Country, RequestID: r.RequestID, CheckedAt: r.Date}
}

// orderVATCheck is the VIES answer an order's payload needs: for a business's order with a
// VAT number of another member state, delivered to another member state than the shop's;
// nil otherwise (the store prices it as a private person's, or at home).
func (s *Server) orderVATCheck(c echo.Context, in store.OrderInput) (*store.VATCheck, error) {
	number := vies.Normalize(in.Order.CompanyVatNum)
	if in.Order.UserType != "b2b" || !s.needsVIES(number) || in.Shipping.CountryID == 0 {
		return nil, nil
	}
	dest, err := s.store.CountryCode(c.Request().Context(), in.Shipping.CountryID)
	if err != nil || dest == "" || dest == s.settings().Company.Country {
		return nil, err
	}
	return s.checkVATNumber(c, number)
}

type vatNumberRequest struct {
	CompanyVatNum string `json:"company_vat_num"`
}

// cartVATNumber answers POST /api/cart/vat-number {company_vat_num}: the business buyer's
// VAT number, checked in VIES when it is another member state's, kept in the session, and the
// cart priced by it ({message, cart}: 0 % for a delivery to another member state when
// valid). "" forgets it. Refusals as checkVATNumber's.
func (s *Server) cartVATNumber(c echo.Context) error {
	var req vatNumberRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	number := vies.Normalize(req.CompanyVatNum)
	if len(number) > 15 {
		return validationError(store.FieldErrors{vatNumberField: {store.MsgInvalid}})
	}
	if s.needsVIES(number) {
		if _, err := s.checkVATNumber(c, number); err != nil {
			return err
		}
	}
	if sess := session(c); sess.VATNumber != number {
		sess.VATNumber = number
		if err := s.saveSession(c); err != nil {
			return err
		}
	}
	return s.cartAnswer(c, "")
}
