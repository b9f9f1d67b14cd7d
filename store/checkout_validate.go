package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// FieldErrors maps a field path of the spec's §5 ("order.user_email", "shipping.zip") to
// message keys ("error_required"). It is the shop's one type of field-keyed validation error:
// the store's refusals and the handlers' own checks both make it, and the handlers' error
// handler answers it as it is, 422 with errors keyed by the paths, each key translated.
type FieldErrors map[string][]string

// Add records a message key for a field.
func (f FieldErrors) Add(field, key string) { f[field] = append(f[field], key) }

func (f FieldErrors) Error() string {
	fields := make([]string, 0, len(f))
	for k := range f {
		fields = append(fields, k)
	}
	slices.Sort(fields)
	return "invalid " + strings.Join(fields, ", ")
}

// orNil is f as an error, nil when it holds nothing.
func (f FieldErrors) orNil() error {
	if len(f) == 0 {
		return nil
	}
	return f
}

// Message keys of FieldErrors.
const (
	MsgRequired           = "error_required"
	MsgTooLong            = "error_too_long"
	MsgEmail              = "error_email"
	MsgInvalid            = "error_invalid_value"
	MsgSingleLine         = "error_single_line" // a line break, a tab or another control character in a one-line field
	MsgPhone              = "error_phone"
	MsgCallingCode        = "error_calling_code"
	MsgZip                = "error_zip"
	MsgTerms              = "error_terms"
	MsgCountryNotServed   = "error_country_not_served"
	MsgUnknownShipping    = "error_unknown_shipping_method"
	MsgPaymentNotAllowed  = "error_payment_not_allowed"
	MsgUnknownPickupPoint = "error_unknown_pickup_point"
)

// Longest field values, in characters.
const (
	maxNameLen    = 100
	maxEmailLen   = 254 // RFC 5321
	maxCompanyLen = 200
	maxNumberLen  = 50 // registration and VAT numbers
	maxAddressLen = 200
	maxCityLen    = 100
	maxZipLen     = 20
	maxPointLen   = 64
	maxMessageLen = 500
)

// OrderInput is an order to place: what the shopper sent (spec §3 Order payload, which
// handlers bind) and what the caller adds from the session and the shop (UserID on). It
// carries no price: PlaceOrder prices the cart from the database.
type OrderInput struct {
	Order          OrderContact
	Shipping       OrderShipping
	ShippingMethod string // code
	PaymentMethod  string // code
	TermsAccepted  bool

	UserID         int64     // the signed-in user, 0 for a guest
	IdempotencyKey string    // the same key twice places one order; "" for none
	Language       string    // the shopper's, for the order's mails and pages
	Prefix         string    // the order number's prefix: the shop's country, "LV"
	Rules          CartRules // the shop's VAT, minimum and units limit
	// Hold is how long the order keeps its stock unpaid before CancelExpiredOrders cancels it
	// (the payment method's: a window for a card or a transfer, working days for pay on
	// pickup); the zero Hold is DefaultPaymentWindow.
	Hold Hold
	// Client is the browser session and the client address the order comes from.
	Client Client
	// MaxUnpaid is how many open unpaid orders (new, payment pending or failed) the order's
	// e-mail, Client.Session and Client.Address may each already have: one more is a
	// *TooManyUnpaidError. 0: no limit.
	MaxUnpaid int
	// PlacedCart is the cart token the browser held before its current one (its cart before
	// it signed in or up), "" for none: an idempotency key that placed that cart's order
	// answers it too, so a checkout retried across a sign-up finds its order.
	PlacedCart string
	// ShopNotice is the shop's own address, which gets a notice of the new order (in the shop's
	// default language) queued with the shopper's confirmation; "" for none.
	ShopNotice string
}

// OrderContact is the buyer (spec §3 Order payload, order).
type OrderContact struct {
	UserType         string // b2c or b2b
	UserName         string
	UserSurname      string
	UserEmail        string
	UserPhoneNumber  Phone
	CompanyName      string
	CompanyRegNum    string
	CompanyVatNum    string
	CompanyAddress   string
	CompanyCity      string
	CompanyZip       string
	CompanyCountryID int64
}

// Phone is a phone number with its country calling code ("371", "+371").
type Phone struct {
	CountryCallingCode string
	Number             string
}

// String is the phone as the order keeps it: "+371 20000000", "" when there is no number.
func (p Phone) String() string {
	if p.Number == "" {
		return ""
	}
	return "+" + strings.TrimPrefix(strings.TrimSpace(p.CountryCallingCode), "+") + " " + phoneDigits(p.Number)
}

// ShippingAddress is where a cart or an order goes (spec §3 Cart shipping_address, the order
// payload's shipping); ids are 0 when unset.
type ShippingAddress struct {
	Identifier  string // the pickup point's, for a locker
	CountryID   int64
	RegionID    int64
	AreaID      int64
	City        string
	Village     string
	BuildingNum string
	HouseNum    string
	Address     string
	Zip         string
	Message     string
	Phone       string
}

// OrderShipping is where the order goes (spec §3 Order payload, shipping). Phone is unused
// here: the payload's phone is UserPhoneNumber, the buyer's when empty.
type OrderShipping struct {
	ShippingAddress
	UserPhoneNumber Phone
}

// PhoneCountries are the countries whose calling codes a phone may have: the 27 of the EU
// (spec §5), sorted by country code; callers must not modify it.
func PhoneCountries() []CountryRef { return phoneCountries() }

var phoneCountries = sync.OnceValue(func() []CountryRef {
	out := make([]CountryRef, 0, len(euCountries))
	for _, c := range Countries() {
		if slices.Contains(euCountries, c.CountryCode) {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(a, b CountryRef) int { return strings.Compare(a.CountryCode, b.CountryCode) })
	return out
})

var euCountries = []string{"AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT",
	"LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"}

// euCallingCode reports whether code ("371" or "+371") is an EU country's calling code.
func euCallingCode(code string) bool {
	code = strings.TrimPrefix(strings.TrimSpace(code), "+")
	if code == "" {
		return false
	}
	for _, c := range PhoneCountries() {
		if c.CountryCallingCode == code {
			return true
		}
	}
	return false
}

// ValidEmail accepts a plain address (no display name) with a dot in the domain.
func ValidEmail(s string) bool {
	if s == "" || utf8.RuneCountInString(s) > maxEmailLen || strings.ContainsAny(s, " <>") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && strings.Contains(s[at+1:], ".") && !strings.HasSuffix(s, ".")
}

// phoneDigits is a phone number without the spaces, dashes and brackets people type.
func phoneDigits(n string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(" -()/.", r) {
			return -1
		}
		return r
	}, strings.TrimSpace(n))
}

var (
	allDigits = regexp.MustCompile(`^[0-9]{6,15}$`)
	vatNumber = regexp.MustCompile(`^[A-Z]{2}[0-9A-Z]{2,13}$`)
)

// checkPhone validates a phone under the field paths prefix.number and prefix.countryCallingCode.
func checkPhone(fe FieldErrors, prefix string, p Phone, required bool) {
	if c1, c2 := singleLine(fe, prefix+".number", p.Number), singleLine(fe, prefix+".countryCallingCode", p.CountryCallingCode); c1 || c2 {
		return
	}
	if strings.TrimSpace(p.Number) == "" {
		if required {
			fe.Add(prefix+".number", MsgRequired)
		}
		return
	}
	if !allDigits.MatchString(phoneDigits(p.Number)) {
		fe.Add(prefix+".number", MsgPhone)
	}
	if !euCallingCode(p.CountryCallingCode) {
		fe.Add(prefix+".countryCallingCode", MsgCallingCode)
	}
}

// HasControl reports a control character in s (Unicode's Cc, and the line and paragraph
// separators U+2028 and U+2029); with lines, line breaks and tabs are text. A one-line field
// (a name, a street, a phone, an e-mail) takes none: it lands in a mail's header, an
// invoice's line or a courier's label, where a line break starts something else.
func HasControl(s string, lines bool) bool {
	return strings.ContainsFunc(s, func(r rune) bool {
		if lines && (r == '\n' || r == '\r' || r == '\t') {
			return false
		}
		return unicode.IsControl(r) || r == '\u2028' || r == '\u2029'
	})
}

// text checks a one-line text field, trimmed: no control character (looked for before
// trimming: a trailing line break is a line break too), required or not, at most max
// characters.
func text(fe FieldErrors, field string, v *string, required bool, max int) {
	textField(fe, field, v, required, max, false)
}

// lines checks a text field that may hold lines (a delivery note): as text, but line
// breaks and tabs are kept.
func lines(fe FieldErrors, field string, v *string, required bool, max int) {
	textField(fe, field, v, required, max, true)
}

func textField(fe FieldErrors, field string, v *string, required bool, max int, multiline bool) {
	control := HasControl(*v, multiline)
	*v = strings.TrimSpace(*v)
	switch {
	case control && multiline:
		fe.Add(field, MsgInvalid)
	case control:
		fe.Add(field, MsgSingleLine)
	case *v == "" && required:
		fe.Add(field, MsgRequired)
	case utf8.RuneCountInString(*v) > max:
		fe.Add(field, MsgTooLong)
	case !utf8.ValidString(*v):
		fe.Add(field, MsgInvalid)
	}
}

// singleLine adds MsgSingleLine for a field whose raw value holds a control character and
// reports whether it did (for fields normalised before their own checks).
func singleLine(fe FieldErrors, field, v string) bool {
	if HasControl(v, false) {
		fe.Add(field, MsgSingleLine)
		return true
	}
	return false
}

// email checks a required e-mail address, trimmed.
func email(fe FieldErrors, field string, v *string) {
	control := HasControl(*v, false)
	*v = strings.TrimSpace(*v)
	switch {
	case control:
		fe.Add(field, MsgSingleLine)
	case *v == "":
		fe.Add(field, MsgRequired)
	case !ValidEmail(*v):
		fe.Add(field, MsgEmail)
	}
}

// checkContact validates the buyer.
func checkContact(ctx context.Context, q conn, fe FieldErrors, o *OrderContact) error {
	if o.UserType == "" {
		o.UserType = "b2c" // spec §9: the default user type; a payload may leave it out
	}
	if o.UserType != "b2c" && o.UserType != "b2b" {
		fe.Add("order.user_type", MsgInvalid)
	}
	text(fe, "order.user_name", &o.UserName, true, maxNameLen)
	text(fe, "order.user_surname", &o.UserSurname, true, maxNameLen)
	email(fe, "order.user_email", &o.UserEmail)
	checkPhone(fe, "order.user_phone_number", o.UserPhoneNumber, true)
	if o.UserType != "b2b" {
		// A private person's order keeps no company, whatever the form still held.
		*o = OrderContact{UserType: o.UserType, UserName: o.UserName, UserSurname: o.UserSurname, UserEmail: o.UserEmail,
			UserPhoneNumber: o.UserPhoneNumber}
		return nil
	}
	text(fe, "order.company_name", &o.CompanyName, true, maxCompanyLen)
	text(fe, "order.company_reg_num", &o.CompanyRegNum, true, maxNumberLen)
	if !singleLine(fe, "order.company_vat_num", o.CompanyVatNum) {
		o.CompanyVatNum = strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(o.CompanyVatNum), " ", ""))
		if o.CompanyVatNum != "" && !vatNumber.MatchString(o.CompanyVatNum) {
			fe.Add("order.company_vat_num", MsgInvalid)
		}
	}
	text(fe, "order.company_address", &o.CompanyAddress, true, maxAddressLen)
	text(fe, "order.company_city", &o.CompanyCity, true, maxCityLen)
	text(fe, "order.company_zip", &o.CompanyZip, true, maxZipLen)
	o.CompanyZip = NormalizeZip(o.CompanyZip)
	if o.CompanyCountryID == 0 {
		fe.Add("order.company_country_id", MsgRequired)
		return nil
	}
	var one int
	err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM countries WHERE id = ?`, o.CompanyCountryID).Scan(&one)
	if err != nil {
		return err
	}
	if one == 0 {
		fe.Add("order.company_country_id", MsgInvalid)
	}
	return nil
}

// checkAddress validates a shipping address for method m, in place: texts trimmed, the zip
// normalised, a pickup point's own address, zip, city and country filled in. complete asks
// for everything an order needs (by the method's type); otherwise only what is given is
// checked (the cart keeps an address as the shopper types it).
func checkAddress(ctx context.Context, q conn, fe FieldErrors, m *ShippingMethod, a *ShippingAddress, complete bool) error {
	lines(fe, "shipping.message", &a.Message, false, maxMessageLen)
	text(fe, "shipping.identifier", &a.Identifier, false, maxPointLen)
	if a.Identifier != "" || (complete && m.Type == "locker") {
		if a.Identifier == "" {
			fe.Add("shipping.identifier", MsgRequired)
			return nil
		}
		var p PickupPoint
		err := q.QueryRowContext(ctx, `SELECT country_id, city, address, zip FROM pickup_points WHERE shipping_method_id = ? AND identifier = ?`,
			m.ID, a.Identifier).Scan(&p.CountryID, &p.City, &p.Address, &p.Zip)
		if errors.Is(err, sql.ErrNoRows) {
			fe.Add("shipping.identifier", MsgUnknownPickupPoint)
			return nil
		}
		if err != nil {
			return err
		}
		if a.CountryID != 0 && a.CountryID != p.CountryID {
			fe.Add("shipping.identifier", MsgUnknownPickupPoint) // a point of another country
			return nil
		}
		// The point is where the parcel goes: its own address, never one the client sent.
		*a = ShippingAddress{Identifier: a.Identifier, CountryID: p.CountryID, City: p.City, Address: p.Address,
			Zip: NormalizeZip(p.Zip), Message: a.Message, Phone: a.Phone}
		return nil
	}
	courier := complete && m.Type == "courier"
	text(fe, "shipping.city", &a.City, courier, maxCityLen)
	text(fe, "shipping.address", &a.Address, courier, maxAddressLen)
	text(fe, "shipping.village", &a.Village, false, maxCityLen)
	text(fe, "shipping.building_num", &a.BuildingNum, false, maxNameLen)
	text(fe, "shipping.house_num", &a.HouseNum, false, maxNameLen)
	text(fe, "shipping.zip", &a.Zip, courier, maxZipLen)
	a.Zip = NormalizeZip(a.Zip)
	if a.CountryID == 0 {
		if courier {
			fe.Add("shipping.country_id", MsgRequired)
		}
		return nil
	}
	pattern, ok, err := methodCountry(ctx, q, m.ID, a.CountryID)
	if err != nil {
		return err
	}
	if !ok {
		fe.Add("shipping.country_id", MsgCountryNotServed)
		return nil
	}
	if a.Zip != "" && len(fe["shipping.zip"]) == 0 {
		match, err := zipMatches(pattern, a.Zip)
		if err != nil {
			return err
		}
		if !match {
			fe.Add("shipping.zip", MsgZip)
		}
	}
	if a.RegionID != 0 {
		if ok, err := exists(ctx, q, `SELECT 1 FROM regions WHERE id = ? AND country_id = ?`, a.RegionID, a.CountryID); err != nil {
			return err
		} else if !ok {
			fe.Add("shipping.region_id", MsgInvalid)
		}
	}
	if a.AreaID != 0 {
		if ok, err := exists(ctx, q, `SELECT 1 FROM areas WHERE id = ? AND region_id = ?`, a.AreaID, a.RegionID); err != nil {
			return err
		} else if !ok {
			fe.Add("shipping.area_id", MsgInvalid)
		}
	}
	return nil
}

// exists runs a query that answers a row or none.
func exists(ctx context.Context, q conn, query string, args ...any) (bool, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	return rows.Next(), rows.Err()
}

// checkout is a validated order input with the methods it names.
type checkout struct {
	in      OrderInput
	method  *ShippingMethod
	payment *PaymentMethod
}

// validateOrder checks every field of the order input (spec §5 checkout keys) against the
// database and returns the input cleaned (trimmed, normalised, a pickup point's address filled
// in) with its methods, or FieldErrors naming every field that is wrong.
func validateOrder(ctx context.Context, q conn, in OrderInput) (checkout, error) {
	fe := FieldErrors{}
	c := checkout{in: in}
	if err := checkContact(ctx, q, fe, &c.in.Order); err != nil {
		return c, err
	}
	if !in.TermsAccepted {
		fe.Add("terms_accepted", MsgTerms)
	}
	var err error
	code := strings.TrimSpace(in.ShippingMethod)
	if code == "" {
		fe.Add("shipping_method", MsgRequired)
	} else if c.method, err = shippingMethod(ctx, q, `code = ?`, code); err != nil {
		return c, err
	} else if c.method == nil {
		fe.Add("shipping_method", MsgUnknownShipping)
	}
	pay := strings.TrimSpace(in.PaymentMethod)
	switch {
	case pay == "":
		fe.Add("payment_method", MsgRequired)
	case c.method != nil:
		if c.payment, err = paymentFor(ctx, q, c.method.ID, `p.code = ?`, pay); err != nil {
			return c, err
		}
		if c.payment == nil {
			fe.Add("payment_method", MsgPaymentNotAllowed)
		}
	}
	if c.method != nil {
		if err := checkAddress(ctx, q, fe, c.method, &c.in.Shipping.ShippingAddress, true); err != nil {
			return c, err
		}
	}
	checkPhone(fe, "shipping.user_phone_number", in.Shipping.UserPhoneNumber, false)
	if in.Prefix == "" || len(in.Prefix) > 8 {
		return c, fmt.Errorf("place order: bad order number prefix %q", in.Prefix)
	}
	return c, fe.orNil()
}
