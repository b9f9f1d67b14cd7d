package present

import (
	"shop/payment"
	"shop/store"
)

// The back office's answers for settings, shipping, payment methods and coupons. Money is
// in cents as the store keeps it (net, as the owner enters it): the back office's form
// formats it.

// AdminShippingMethod is a shipping method as the back office edits it.
type AdminShippingMethod struct {
	ID            int64                `json:"id"`
	Code          string               `json:"code"`
	Type          string               `json:"type"`
	Title         string               `json:"title"`
	Description   string               `json:"description"`
	NetPrice      int64                `json:"net_price"`
	FreeThreshold int64                `json:"free_threshold"`
	MinDays       int                  `json:"min_days"`
	MaxDays       int                  `json:"max_days"`
	Position      int                  `json:"position"`
	Active        bool                 `json:"active"`
	Countries     []AdminMethodCountry `json:"countries"`
	PickupPoints  int                  `json:"pickup_points"`
}

// AdminMethodCountry is a country a method delivers to; NetPrice null is the method's price.
type AdminMethodCountry struct {
	CountryID  int64  `json:"country_id"`
	Code       string `json:"code"`
	NetPrice   *int64 `json:"net_price"`
	ZipPattern string `json:"zip_pattern"`
}

// MakeAdminShippingMethods is list as answered.
func MakeAdminShippingMethods(list []store.AdminShippingMethod) []AdminShippingMethod {
	return convert(list, func(m store.AdminShippingMethod) AdminShippingMethod {
		return AdminShippingMethod{ID: m.ID, Code: m.Code, Type: m.Type, Title: m.Title, Description: m.Description,
			NetPrice: m.NetPrice, FreeThreshold: m.FreeThreshold, MinDays: m.MinDays, MaxDays: m.MaxDays, Position: m.Position,
			Active: m.Active, PickupPoints: m.PickupPoints, Countries: convert(m.Countries, func(c store.MethodCountry) AdminMethodCountry {
				out := AdminMethodCountry{CountryID: c.CountryID, Code: c.Code, ZipPattern: c.ZipPattern}
				if c.HasPrice {
					n := c.NetPrice
					out.NetPrice = &n
				}
				return out
			})}
	})
}

// AdminCountry is a country the back office offers.
type AdminCountry struct {
	ID    int64  `json:"id"`
	Code  string `json:"code"`
	Title string `json:"title"`
}

// MakeAdminCountries is list as answered.
func MakeAdminCountries(list []store.Country) []AdminCountry {
	return convert(list, func(c store.Country) AdminCountry { return AdminCountry{ID: c.ID, Code: c.Code, Title: c.Title} })
}

// AdminMemberState is an EU member state as the settings' VAT rates offer it: its ISO code and
// its name in the staff member's language.
type AdminMemberState struct {
	Code  string `json:"code"`
	Title string `json:"title"`
}

// MakeAdminMemberStates is list as answered.
func MakeAdminMemberStates(list []store.Country) []AdminMemberState {
	return convert(list, func(c store.Country) AdminMemberState { return AdminMemberState{Code: c.Code, Title: c.Title} })
}

// AdminPickupPoint is a pickup point as the back office lists it.
type AdminPickupPoint struct {
	ID         int64  `json:"id"`
	Identifier string `json:"identifier"`
	CountryID  int64  `json:"country_id"`
	City       string `json:"city"`
	Address    string `json:"address"`
	Zip        string `json:"zip"`
}

// MakeAdminPickupPoints is list as answered.
func MakeAdminPickupPoints(list []store.PickupPoint) []AdminPickupPoint {
	return convert(list, func(p store.PickupPoint) AdminPickupPoint {
		return AdminPickupPoint{ID: p.ID, Identifier: p.Identifier, CountryID: p.CountryID, City: p.City, Address: p.Address, Zip: p.Zip}
	})
}

// ImportProblem is a refused cell of an imported file; Message is in the page's language.
type ImportProblem struct {
	Line    int    `json:"line"`
	Column  string `json:"column"`
	Message string `json:"message"`
}

// PickupImport is a pickup point import's (or dry run's) answer.
type PickupImport struct {
	DryRun    bool            `json:"dry_run"`
	Created   int             `json:"created"`
	Updated   int             `json:"updated"`
	Unchanged int             `json:"unchanged"`
	Errors    []ImportProblem `json:"errors"`
}

// MakePickupImport is r as answered, its messages translated by tr.
func MakePickupImport(r store.PickupImport, dryRun bool, tr func(key string) string) PickupImport {
	out := PickupImport{DryRun: dryRun || len(r.Errors) > 0, Created: r.Created, Updated: r.Updated, Unchanged: r.Unchanged,
		Errors: []ImportProblem{}}
	for _, p := range r.Errors {
		out.Errors = append(out.Errors, ImportProblem{Line: p.Line, Column: p.Column, Message: tr(p.Message)})
	}
	return out
}

// AdminPaymentMethod is a payment method as the back office edits it.
type AdminPaymentMethod struct {
	ID              int64   `json:"id"`
	Code            string  `json:"code"`
	Title           string  `json:"title"`
	Description     string  `json:"description"`
	Position        int     `json:"position"`
	Active          bool    `json:"active"`
	Online          bool    `json:"online"`
	Configured      bool    `json:"configured"` // the flags give it a provider (card: Stripe or the test card)
	ShippingMethods []int64 `json:"shipping_methods"`
}

// MakeAdminPaymentMethods is list as answered; configured reports whether a code has a provider.
func MakeAdminPaymentMethods(list []store.AdminPaymentMethod, configured func(code string) bool) []AdminPaymentMethod {
	return convert(list, func(m store.AdminPaymentMethod) AdminPaymentMethod {
		return AdminPaymentMethod{ID: m.ID, Code: m.Code, Title: m.Title, Description: m.Description, Position: m.Position,
			Active: m.Active, Online: m.Online, Configured: configured(m.Code), ShippingMethods: m.ShippingMethods}
	})
}

// PaymentSetting is one payment flag or environment variable and whether it is set.
type PaymentSetting struct {
	Provider string `json:"provider"`
	Flag     string `json:"flag"`
	Env      string `json:"env"`
	Set      bool   `json:"set"`
}

// MakePaymentSettings is list as answered.
func MakePaymentSettings(list []payment.Setting) []PaymentSetting {
	return convert(list, func(s payment.Setting) PaymentSetting {
		return PaymentSetting{Provider: s.Provider, Flag: s.Flag, Env: s.Env, Set: s.Set}
	})
}

// AdminCoupon is a coupon as the back office edits it; a limit of 0 is none.
type AdminCoupon struct {
	ID               int64  `json:"id"`
	Code             string `json:"code"`
	Percent          int64  `json:"percent"`
	Amount           int64  `json:"amount"`
	MinCartTotal     int64  `json:"min_cart_total"`
	ValidFrom        string `json:"valid_from"`
	ValidUntil       string `json:"valid_until"`
	UsageLimit       int64  `json:"usage_limit"`
	PerCustomerLimit int64  `json:"per_customer_limit"`
	UsedCount        int64  `json:"used_count"`
	Active           bool   `json:"active"`
}

// MakeAdminCoupons is list as answered.
func MakeAdminCoupons(list []store.Coupon) []AdminCoupon {
	return convert(list, func(c store.Coupon) AdminCoupon {
		return AdminCoupon{ID: c.ID, Code: c.Code, Percent: c.Percent, Amount: c.Amount, MinCartTotal: c.MinCartTotal,
			ValidFrom: c.ValidFrom, ValidUntil: c.ValidUntil, UsageLimit: c.UsageLimit, PerCustomerLimit: c.PerCustomerLimit,
			UsedCount: c.UsedCount, Active: c.Active}
	})
}
