package present

import (
	"shop/i18n"
	"shop/store"
	"time"
)

// ShippingMethod is a way an order travels as the checkout and the delivery page answer it
// (spec §3 Shipping method), with its prices.
type ShippingMethod struct {
	ID          int64  `json:"id"`
	Code        string `json:"code"`
	Type        string `json:"type"` // courier | locker | shop
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       Image  `json:"image"`
	MinDays     int    `json:"min_days"`
	MaxDays     int    `json:"max_days"`
	// The price with VAT, and the goods total with VAT (after the coupon) from which the
	// method is free (0: never), for the shop's VAT.
	PriceWithTax                  int64  `json:"price_with_tax"`
	FormattedPriceWithTax         string `json:"formatted_price_with_tax"`
	FreeThresholdWithTax          int64  `json:"free_threshold_with_tax"`
	FormattedFreeThresholdWithTax string `json:"formatted_free_threshold_with_tax"`
	// Filled by ForCart: the price as a cart adds it, with VAT, or net in a business's cart,
	// 0 when free for the cart.
	Price          int64  `json:"price"`
	FormattedPrice string `json:"formatted_price"`
}

// MakeShippingMethod is m with its prices as a shop of p shows them, written in p.Lang.
func MakeShippingMethod(m store.ShippingMethod, p store.Pricing) ShippingMethod {
	out := ShippingMethod{ID: m.ID, Code: m.Code, Type: m.Type, Title: m.Title, Description: m.Description,
		Image: Image{Source: m.Image}, MinDays: m.MinDays, MaxDays: m.MaxDays}
	out.PriceWithTax = p.Gross(m.NetPrice)
	out.FormattedPriceWithTax = Money(p.Lang, out.PriceWithTax)
	if m.FreeThreshold > 0 {
		out.FreeThresholdWithTax = p.Gross(m.FreeThreshold)
		out.FormattedFreeThresholdWithTax = Money(p.Lang, out.FreeThresholdWithTax)
	}
	return out
}

// ForCart is m priced for a cart of rules that it costs price (a quote, as the cart adds it:
// store.ShippingQuotes), written in rules.Lang; free is what a free one says instead of
// "0,00 €" ("" keeps the amount).
func (m ShippingMethod) ForCart(rules store.CartRules, price int64, free string) ShippingMethod {
	m.Price, m.FormattedPrice = price, Money(rules.Lang, price)
	m.PriceWithTax = price
	if rules.Business {
		m.PriceWithTax = rules.Gross(price)
	}
	m.FormattedPriceWithTax = Money(rules.Lang, m.PriceWithTax)
	if price == 0 && free != "" {
		m.FormattedPrice, m.FormattedPriceWithTax = free, free
	}
	return m
}

// ZipEstimate is what the cart page's estimator shows for a valid zip: the price as the
// cart adds it (with VAT, or net for a business's cart), and with VAT, and when it arrives.
type ZipEstimate struct {
	Price                 int64  `json:"price"`
	FormattedPrice        string `json:"formatted_price"`
	PriceWithTax          int64  `json:"price_with_tax"`
	FormattedPriceWithTax string `json:"formatted_price_with_tax"`
	DeliveryTime          string `json:"delivery_time"`
}

// MakeZipEstimate is the estimate of a method that costs a cart of rules price and arrives
// between from and to, in rules.Lang.
func MakeZipEstimate(rules store.CartRules, price int64, from, to time.Time) ZipEstimate {
	m := ShippingMethod{}.ForCart(rules, price, "")
	return ZipEstimate{Price: m.Price, FormattedPrice: m.FormattedPrice, PriceWithTax: m.PriceWithTax,
		FormattedPriceWithTax: m.FormattedPriceWithTax, DeliveryTime: DeliveryDates(rules.Lang, from, to)}
}

// DeliveryDates says when a parcel arrives: "on 26.11" or "26.11–28.11".
func DeliveryDates(lang string, from, to time.Time) string {
	if from.Equal(to) {
		return i18n.T(lang, "delivery_on", "day", DayMonth(lang, from))
	}
	return i18n.T(lang, "delivery_between", "from", DayMonth(lang, from), "to", DayMonth(lang, to))
}
