package store

import "context"

// The cart's checkout choices (spec §4 Checkout, Locker): the shipping method, the address
// and the payment method the checkout page shows again when it is reloaded. PlaceOrder takes
// its own copy of them from the order payload and checks them all again.

// SetShippingMethod chooses an active shipping method for the open cart of token. As the
// checkout page does, the choice clears the address and the payment method, which depend on
// the method. An unknown or inactive method, or no open cart, is ErrNotFound.
func (s *Store) SetShippingMethod(ctx context.Context, token string, methodID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		m, err := shippingMethod(ctx, s.prepared(s.writer(ctx)), `id = ?`, methodID)
		if err != nil || m == nil {
			return notFoundOr(err)
		}
		return s.updateOpenCart(ctx, token, `shipping_method_id = ?, payment_method_id = NULL, `+clearAddressSQL+`, ship_country_id = NULL`, m.ID)
	})
}

// SetShippingAddress stores the address of the open cart of token for its shipping method,
// checking what is given: a country the method delivers to (else shipping.country_id), a zip
// that fits the country's pattern (else shipping.zip: error_zip), a known pickup point (else
// shipping.identifier), whose own address, zip, city and country then replace the given ones,
// lengths. A refusal is FieldErrors and stores nothing. No method chosen yet is FieldErrors on
// shipping_method; no open cart is ErrNotFound.
func (s *Store) SetShippingAddress(ctx context.Context, token string, a ShippingAddress) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		row, err := openCartRow(ctx, w, token)
		if err != nil {
			return err
		}
		m, err := shippingMethod(ctx, w, `id = ?`, row.shippingID)
		if err != nil {
			return err
		}
		if m == nil {
			return FieldErrors{"shipping_method": {MsgRequired}}
		}
		fe := FieldErrors{}
		if err := checkAddress(ctx, w, fe, m, &a, false); err != nil {
			return err
		}
		if len(fe) > 0 {
			return fe
		}
		return s.updateOpenCart(ctx, token, `ship_identifier = ?, ship_country_id = ?, ship_region_id = ?, ship_area_id = ?,
ship_city = ?, ship_village = ?, ship_building_num = ?, ship_house_num = ?, ship_address = ?, ship_zip = ?, ship_message = ?,
ship_phone = ?`, a.Identifier, nullID(a.CountryID), nullID(a.RegionID), nullID(a.AreaID), a.City, a.Village, a.BuildingNum,
			a.HouseNum, a.Address, a.Zip, a.Message, a.Phone)
	})
}

// SetShippingCountry sets the country of the open cart's address and, as changing it does on
// the page, clears the parts that belong to the old one (pickup point, zip, city, address,
// region, area). With a shipping method chosen the country must be one it delivers to (else
// FieldErrors on shipping.country_id). No open cart is ErrNotFound.
func (s *Store) SetShippingCountry(ctx context.Context, token string, countryID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		row, err := openCartRow(ctx, w, token)
		if err != nil {
			return err
		}
		if row.shippingID != 0 {
			_, ok, err := methodCountry(ctx, w, row.shippingID, countryID)
			if err != nil {
				return err
			}
			if !ok {
				return FieldErrors{"shipping.country_id": {MsgCountryNotServed}}
			}
		} else if ok, err := exists(ctx, w, `SELECT 1 FROM countries WHERE id = ?`, countryID); err != nil {
			return err
		} else if !ok {
			return FieldErrors{"shipping.country_id": {MsgInvalid}}
		}
		return s.updateOpenCart(ctx, token, `ship_country_id = ?, ship_identifier = '', ship_zip = '', ship_city = '',
ship_address = '', ship_region_id = NULL, ship_area_id = NULL`, countryID)
	})
}

// SetPaymentMethod chooses a payment method for the open cart of token. It must be active
// (else ErrNotFound) and allowed for the chosen shipping method (else FieldErrors on
// payment_method; no shipping method yet is FieldErrors on shipping_method).
func (s *Store) SetPaymentMethod(ctx context.Context, token string, paymentID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		row, err := openCartRow(ctx, w, token)
		if err != nil {
			return err
		}
		if ok, err := exists(ctx, w, `SELECT 1 FROM payment_methods WHERE id = ? AND active = 1`, paymentID); err != nil || !ok {
			return notFoundOr(err)
		}
		m, err := shippingMethod(ctx, w, `id = ?`, row.shippingID)
		if err != nil {
			return err
		}
		if m == nil {
			return FieldErrors{"shipping_method": {MsgRequired}}
		}
		p, err := paymentFor(ctx, w, m.ID, `p.id = ?`, paymentID)
		if err != nil {
			return err
		}
		if p == nil {
			return FieldErrors{"payment_method": {MsgPaymentNotAllowed}}
		}
		return s.updateOpenCart(ctx, token, `payment_method_id = ?`, p.ID)
	})
}

// ValidateZip checks a zip for a country an active shipping method delivers to and returns it
// as the shop keeps it. A wrong zip, or a country the method does not reach, is FieldErrors on
// shipping.zip; an unknown method is ErrNotFound.
func (s *Store) ValidateZip(ctx context.Context, methodID, countryID int64, zip string) (string, error) {
	q := s.prepared(s.read)
	m, err := shippingMethod(ctx, q, `id = ?`, methodID)
	if err != nil || m == nil {
		return "", notFoundOr(err)
	}
	zip = NormalizeZip(zip)
	pattern, ok, err := methodCountry(ctx, q, methodID, countryID)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", FieldErrors{"shipping.zip": {MsgCountryNotServed}}
	}
	fe := FieldErrors{}
	text(fe, "shipping.zip", &zip, true, maxZipLen)
	if len(fe) == 0 {
		if match, err := zipMatches(pattern, zip); err != nil {
			return "", err
		} else if !match {
			fe.Add("shipping.zip", MsgZip)
		}
	}
	return zip, fe.orNil()
}

// ShippingQuote is ShippingQuotes for one active method, by its id, with the method (its
// title and description in the rules' language). An unknown
// method is ErrNotFound.
func (s *Store) ShippingQuote(ctx context.Context, token string, methodID, countryID int64, rules CartRules) (ShippingMethod, int64, error) {
	m, err := shippingMethod(ctx, s.prepared(s.read), `id = ?`, methodID)
	if err != nil || m == nil {
		return ShippingMethod{}, 0, notFoundOr(err)
	}
	texts, err := s.textsIn(ctx, rules.Lang)
	if err != nil {
		return ShippingMethod{}, 0, err
	}
	m.in(texts)
	prices, err := s.ShippingQuotes(ctx, token, countryID, rules, []ShippingMethod{*m})
	if err != nil {
		return ShippingMethod{}, 0, err
	}
	return *m, prices[0], nil
}

// ShippingQuotes are what each of the methods would cost the open cart of token sent to a
// country (0: the cart's own country, if any), in cents as the cart shows them (with VAT, or
// without for a business's cart), free over a method's threshold as the cart is priced; an
// empty cart pays each method's full price. The cart is read once.
func (s *Store) ShippingQuotes(ctx context.Context, token string, countryID int64, rules CartRules, methods []ShippingMethod) ([]int64, error) {
	q := s.prepared(s.read)
	row, lines, err := loadCart(ctx, q, token)
	if err != nil {
		return nil, err
	}
	if countryID == 0 && row != nil {
		countryID = row.addr.CountryID
	}
	var coupon *couponTerms
	if row != nil && row.couponID != 0 {
		c, err := couponByID(ctx, q, row.couponID)
		if err != nil {
			return nil, err
		}
		if c = s.switchedOff(c); c != nil && c.check(s.clock(), goodsNet(lines)) == nil {
			coupon = c.terms()
		}
	}
	prices := make([]int64, len(methods))
	for i, m := range methods {
		if err := m.forCountry(ctx, q, countryID); err != nil {
			return nil, err
		}
		prices[i] = priceCart(rules.Pricing, rules.Business, priceLines(lines), coupon, m.terms()).ship
	}
	return prices, nil
}
