package present

import (
	"shop/i18n"
	"shop/store"
)

// Order is a placed order as the API answers it (spec §3 Order): the confirmation, the
// guest's order page and analytics' purchase read it. Its lines, goods, coupon and shipping
// are as its buyer saw them (Cart.PricesWithTax); the totals are what the shopper pays.
type Order struct {
	ID                 int64         `json:"id"`
	Prefix             string        `json:"prefix"`
	Number             int64         `json:"number"`
	PrefixedID         string        `json:"prefixed_id"` // "LV-000123"
	PrefixID           string        `json:"prefix_id"`   // the same, as the profile's order list names it
	IsReviewed         bool          `json:"is_reviewed"`
	Status             string        `json:"status"` // new, paid, processing, shipped, completed, cancelled
	StatusLabel        string        `json:"status_label"`
	PaymentStatus      string        `json:"payment_status"` // pending, paid, failed, cancelled
	PaymentStatusLabel string        `json:"payment_status_label"`
	CreatedAt          string        `json:"created_at"`
	ExpiresAt          string        `json:"expires_at"` // an unpaid order is cancelled then; "" never
	PaidAt             string        `json:"paid_at"`
	Language           string        `json:"language"`
	Customer           OrderCustomer `json:"customer"`

	ItemsAfterCouponPrice          float64   `json:"total_price_without_shipping"` // goods after the coupon, as shown
	TaxPrice                       float64   `json:"tax_price"`
	TotalPrice                     float64   `json:"total_price"` // what the shopper pays
	FormattedItemsAfterCouponPrice string    `json:"formatted_total_price_without_shipping"`
	FormattedNetPrice              string    `json:"formatted_total_price"` // without VAT
	FormattedTaxPrice              string    `json:"formatted_tax_price"`
	FormattedTotalPriceWithTax     string    `json:"formatted_total_price_with_tax"`
	Cents                          Cents     `json:"cents"`
	VATBasisPoints                 int64     `json:"vat_basis_points"` // the rate it was sold at
	VAT                            []VATLine `json:"vat"`
	Tax                            Tax       `json:"tax"` // how it was taxed: its scheme, destination and rate
	Cart                           OrderCart `json:"cart"`
}

// VATLine is the part of an order sold at one VAT rate: its net amount and its VAT.
type VATLine struct {
	RateBasisPoints int64 `json:"rate_basis_points"` // 2100 = 21 %
	Net             int64 `json:"net"`
	Tax             int64 `json:"tax"`
}

// OrderCustomer is the buyer as the order keeps them.
type OrderCustomer struct {
	UserType         string `json:"user_type"`
	Name             string `json:"name"`
	Surname          string `json:"surname"`
	FullName         string `json:"full_name"`
	Email            string `json:"email"`
	Phone            string `json:"phone"`
	CompanyName      string `json:"company_name"`
	CompanyRegNum    string `json:"company_reg_num"`
	CompanyVatNum    string `json:"company_vat_num"`
	CompanyAddress   string `json:"company_address"`
	CompanyCity      string `json:"company_city"`
	CompanyZip       string `json:"company_zip"`
	CompanyCountryID int64  `json:"company_country_id"`
}

// OrderCart is what was ordered, shaped like the cart so that one table shows both; the
// *_with_tax figures are empty for a business's order, as in its cart.
type OrderCart struct {
	Items         []CartItem    `json:"items"`
	ItemServices  []CartService `json:"item_services"`
	TotalQuantity int64         `json:"total_quantity"`
	ShownPrices
	FormattedShippingPriceWithTax         string          `json:"formatted_shipping_price_with_tax"`
	Coupon                                *CartCoupon     `json:"coupon"`
	FormattedItemsPriceWithTax            string          `json:"formatted_items_price_with_tax"`
	FormattedCouponDiscountPriceWithTax   string          `json:"formatted_coupon_discount_price_with_tax"`
	FormattedItemsAfterCouponPriceWithTax string          `json:"formatted_coupon_total_price_with_tax"`
	ShippingMethod                        CartShipping    `json:"shipping_method"`
	PaymentMethod                         CartPayment     `json:"payment_method"`
	ShippingAddress                       ShippingAddress `json:"shipping_address"`
}

// MakeOrder is the answer of order o in lang, a page's language: its prices written and its
// status labels said in lang; link names its lines' product pages. OrderIn names its methods.
func MakeOrder(o store.Order, lang string, link ProductLink) Order {
	out := OrderAsStored(o, lang, link)
	out.StatusLabel, out.PaymentStatusLabel = i18n.T(lang, out.StatusLabel), i18n.T(lang, out.PaymentStatusLabel)
	return out
}

// OrderAsStored is MakeOrder with the status labels left as their translation keys
// ("order_status_new", "payment_status_pending"), as the review's answer gives them.
func OrderAsStored(o store.Order, lang string, link ProductLink) Order {
	m, c, withTax := func(cents int64) string { return Money(lang, cents) }, o.Cents, o.Cart.WithTax
	oc := o.Customer
	out := Order{ID: o.ID, Prefix: o.Prefix, Number: o.Number, PrefixedID: o.PrefixedID, PrefixID: o.PrefixedID,
		IsReviewed: o.IsReviewed, Status: o.Status, StatusLabel: StatusLabel(o.Status), PaymentStatus: o.PaymentStatus,
		PaymentStatusLabel: PaymentStatusLabel(o.PaymentStatus), CreatedAt: o.CreatedAt, ExpiresAt: o.ExpiresAt,
		PaidAt: o.PaidAt, Language: o.Language,
		Customer: OrderCustomer{UserType: oc.UserType, Name: oc.Name, Surname: oc.Surname, FullName: oc.FullName(),
			Email: oc.Email, Phone: oc.Phone, CompanyName: oc.CompanyName, CompanyRegNum: oc.CompanyRegNum,
			CompanyVatNum: oc.CompanyVatNum, CompanyAddress: oc.CompanyAddress, CompanyCity: oc.CompanyCity,
			CompanyZip: oc.CompanyZip, CompanyCountryID: oc.CompanyCountryID},
		ItemsAfterCouponPrice: Euros(c.ItemsAfterCoupon), TaxPrice: Euros(c.Tax), TotalPrice: Euros(c.Total),
		FormattedItemsAfterCouponPrice: m(c.ItemsAfterCoupon), FormattedNetPrice: m(c.Net), FormattedTaxPrice: m(c.Tax),
		FormattedTotalPriceWithTax: m(c.Total), Cents: makeCents(c), VATBasisPoints: o.VATBasisPoints,
		VAT: make([]VATLine, 0, len(o.VAT)), Tax: MakeTax(o.Tax, lang)}
	for _, v := range o.VAT {
		out.VAT = append(out.VAT, VATLine{RateBasisPoints: v.RateBasisPoints, Net: v.Net, Tax: v.Tax})
	}
	oc2 := &out.Cart
	oc2.Items, oc2.ItemServices = makeLines(o.Cart.Items, lang, withTax, link)
	oc2.TotalQuantity = o.Cart.TotalQuantity
	oc2.ShownPrices = makeShownPrices(lang, withTax, c, true)
	if withTax { // a business's order has no goods with VAT
		sp := oc2.ShownPrices
		oc2.FormattedShippingPriceWithTax, oc2.FormattedItemsPriceWithTax = sp.FormattedShippingPrice, sp.FormattedItemsPrice
		oc2.FormattedCouponDiscountPriceWithTax, oc2.FormattedItemsAfterCouponPriceWithTax = sp.FormattedCouponDiscountPrice, sp.FormattedItemsAfterCouponPrice
	}
	if cp := o.Cart.Coupon; cp != nil {
		oc2.Coupon = &CartCoupon{Code: cp.Code, IsApplied: cp.IsApplied}
	}
	sm, pm := o.Cart.ShippingMethod, o.Cart.PaymentMethod
	oc2.ShippingMethod = CartShipping{ID: sm.ID, Title: sm.Title, Type: sm.Type, Code: sm.Code}
	oc2.PaymentMethod = CartPayment{ID: pm.ID, Code: pm.Code, Title: pm.Title}
	oc2.ShippingAddress = MakeShippingAddress(o.Cart.ShippingAddress)
	return out
}

// StatusLabel is the translation key of an order's status ("order_status_new").
func StatusLabel(status string) string { return "order_status_" + status }

// PaymentStatusLabel is the translation key of an order's payment status
// ("payment_status_pending").
func PaymentStatusLabel(status string) string { return "payment_status_" + status }
