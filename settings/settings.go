// Package settings holds what a shop owner may change without a rebuild: the VAT rate, the
// languages, the minimum order, the credit rate, the footer's brand lists and the company's
// legal data. They live in the database's settings table, one row per key, written from the
// shop variant's defaults (variants.go) at first start; the store reads and caches them.
// This package only knows their shape, their keys and their defaults: it imports nothing of
// the shop, so the store, the demo and main can all use it.
package settings

import "time"

// Shop is the shop's settings as the store reads them.
type Shop struct {
	Languages      []string // the shop's languages, the default (its content's) first
	TimeZone       string   // where the shop's working days and dispatch cut-off are
	VATBasisPoints int64    // 2100 = 21 %: the home rate, the catalogue's and a domestic order's
	// VATRates are the standard rates of the member states the shop delivers to (ISO code →
	// basis points): a b2c order abroad is taxed at its destination's when OSSEnabled. The
	// home country's own rate is always VATBasisPoints, whatever this lists for it.
	VATRates map[string]int64
	// OSSEnabled: the shop is registered for the EU's One-Stop Shop, so its distance sales to
	// private persons in other member states are taxed at the destination's rate.
	OSSEnabled            bool
	CreditRateBasisPoints int64    // annual interest of the 24-month credit plan, 1990 = 19.9 %
	MinOrderNet           int64    // smallest net goods total (cents) the shop sells: a parcel costs too
	PaymentBrands         []string // the footer's payment chips: the banks and cards
	DeliveryBrands        []string // the footer's delivery chips: the carriers
	Company               Company  // who runs the shop: the contact page and every invoice
	// ReviewApproval holds post-order reviews unpublished until approved (the
	// --review-approval flag forces it on whatever this says).
	ReviewApproval bool
	// CouponsEnabled lets shoppers put coupons on their carts; off, every code is refused.
	CouponsEnabled bool
	// LowStockThreshold: the back office's dashboard lists the products with fewer units.
	LowStockThreshold int64
	// Location is TimeZone loaded (Parse does it), so that no request loads it again.
	Location *time.Location
}

// Lang is the shop's default language: its content's, and its unprefixed URLs'.
func (s Shop) Lang() string { return s.Languages[0] }

// Company is who runs the shop: its legal data, as the contact page, its JSON-LD and every
// invoice show them. The bank account is not here: it is the payment flags' one
// (--bank-iban…), the account bank transfers go to.
type Company struct {
	Name         string
	RegNumber    string // the business register's number (Finland: Y-tunnus)
	VATNumber    string
	LegalAddress string
	Email        string // the contact page's, and where contact messages go unless --contact-email says otherwise
	Phone        string
	Phone2       string // hidden by the Finnish shops (spec §1)
	ShopAddress  string // the actual address; hidden by the Finnish shops
	OpeningHours []OpeningHours
	Image        string // the contact picture; hidden by tt_fi_tel_shop
	Country      string // ISO code, for JSON-LD
	City         string
	Zip          string
	Street       string
}

// OpeningHours is one line of the opening hours: the days (a translation key's suffix:
// hours_mon_fri, hours_sat, hours_sun) and the time, "" for closed.
type OpeningHours struct {
	Days string
	Time string
}

// openingDays are the lines of the opening hours, in the order the contact page shows them.
var openingDays = []string{"mon_fri", "sat", "sun"}
