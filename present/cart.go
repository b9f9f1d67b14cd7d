package present

import (
	"strconv"
	"strings"

	"shop/i18n"
	"shop/store"
)

// Cart is a shopper's open cart as the API answers it (spec §3 Cart). Amounts come three
// ways: euros as JSON numbers (for analytics), formatted strings, and cents.
//
// The whole-cart totals (formatted_total_price net, formatted_tax_price,
// formatted_total_price_with_tax) are what the shopper pays: goods after the coupon plus
// shipping once a method is chosen, for a business with the VAT added. The goods, coupon and
// shipping are in ShownPrices as the buyer sees them; their *_with_tax fields say the same
// for a private person and are empty (0, "") for a business, whose goods have no VAT of their
// own. total_price (euros) is the goods after the coupon as shown, the cart's value for
// analytics.
type Cart struct {
	Items         []CartItem    `json:"items"`         // product lines, oldest first
	ItemServices  []CartService `json:"item_services"` // every service of every line, in line order
	TotalQuantity int64         `json:"total_quantity"`
	ShownPrices

	ItemsPriceWithTax                     float64     `json:"items_price_with_tax"` // goods before the coupon
	FormattedItemsPriceWithTax            string      `json:"formatted_items_price_with_tax"`
	Coupon                                *CartCoupon `json:"coupon"`                         // null: none
	CouponDiscountPriceWithTax            float64     `json:"coupon_discount_price_with_tax"` // what the coupon takes off
	FormattedCouponDiscountPriceWithTax   string      `json:"formatted_coupon_discount_price_with_tax"`
	ItemsAfterCouponWithTax               float64     `json:"coupon_total_price_with_tax"` // goods after the coupon
	FormattedItemsAfterCouponPriceWithTax string      `json:"formatted_coupon_total_price_with_tax"`

	ShippingMethod                *CartShipping   `json:"shipping_method"` // null: none chosen
	ShippingPriceWithTax          float64         `json:"shipping_price_with_tax"`
	FormattedShippingPriceWithTax string          `json:"formatted_shipping_price_with_tax"` // "" while none is chosen
	PaymentMethod                 *CartPayment    `json:"payment_method"`                    // null: none chosen
	ShippingAddress               ShippingAddress `json:"shipping_address"`

	TotalPrice                 float64 `json:"total_price"` // goods after the coupon as shown, the analytics value
	TotalPriceWithTax          float64 `json:"total_price_with_tax"`
	FormattedTotalPrice        string  `json:"formatted_total_price"` // without VAT
	FormattedTaxPrice          string  `json:"formatted_tax_price"`
	FormattedTotalPriceWithTax string  `json:"formatted_total_price_with_tax"`

	// VAT is how the cart is taxed for its delivery country (OSS, reverse charge): what its
	// order will be charged.
	VAT Tax `json:"vat"`

	AvailableForPurchase bool `json:"available_for_purchase"`
	// MinCartPrice is the shop's minimum as the buyer sees prices (cents; 0: none);
	// MinCartPriceMessage says it only while the goods are below it.
	MinCartPrice          int64  `json:"min_cart_price"`
	FormattedMinCartPrice string `json:"formatted_min_cart_price"`
	MinCartPriceMessage   string `json:"min_cart_price_message"`
	// MaxUnitsPerProduct is the most units of one product one order may hold (0: no limit);
	// UnitsLimitMessage names the lines above it, only while there are some.
	MaxUnitsPerProduct                   int64  `json:"max_units_per_product"`
	UnitsLimitMessage                    string `json:"units_limit_message"`
	LockerFreeShippingThreshold          int64  `json:"locker_free_shipping_threshold"`
	FormattedLockerFreeShippingThreshold string `json:"formatted_locker_free_shipping_threshold"`
	LockerFreeShippingRemaining          int64  `json:"locker_free_shipping_remaining"`
	IsDelayedDelivery                    bool   `json:"is_delayed_delivery"` // some line is
	Cents                                Cents  `json:"cents"`
}

// ShownPrices are a cart's or an order's goods, coupon and shipping as its buyer sees them:
// with VAT for a private person (PricesWithTax), without for a business, who pays the VAT
// added once to the net total.
type ShownPrices struct {
	PricesWithTax                  bool    `json:"prices_with_tax"`
	ItemsPrice                     float64 `json:"items_price"` // goods before the coupon: the sum of the lines
	FormattedItemsPrice            string  `json:"formatted_items_price"`
	CouponDiscountPrice            float64 `json:"coupon_discount_price"` // what the coupon takes off
	FormattedCouponDiscountPrice   string  `json:"formatted_coupon_discount_price"`
	ItemsAfterCouponPrice          float64 `json:"coupon_total_price"` // goods after the coupon, as shown: with VAT for a private person
	FormattedItemsAfterCouponPrice string  `json:"formatted_coupon_total_price"`
	ShippingPrice                  float64 `json:"shipping_price"`
	FormattedShippingPrice         string  `json:"formatted_shipping_price"` // "" while no method is chosen
}

// Cents are the cart's or order's amounts in cents, as store.Cents says.
type Cents struct {
	Items            int64 `json:"items"`
	CouponDiscount   int64 `json:"coupon_discount"`
	ItemsAfterCoupon int64 `json:"coupon_total"`
	Shipping         int64 `json:"shipping"`
	Net              int64 `json:"net"`
	Tax              int64 `json:"tax"`
	Total            int64 `json:"total"`
}

// CartCoupon is the coupon on a cart; Message says, in the page's language, why it takes
// nothing off ("" while it applies).
type CartCoupon struct {
	Code      string `json:"code"`
	IsApplied bool   `json:"is_applied"`
	Message   string `json:"message"`
}

// CartShipping is the chosen shipping method.
type CartShipping struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	Type  string `json:"type"`
	Code  string `json:"code"`
}

// CartPayment is the chosen payment method.
type CartPayment struct {
	ID    int64  `json:"id"`
	Code  string `json:"code"`
	Title string `json:"title"`
}

// ProductLink names a product's page from its slug, in the answer's language.
type ProductLink func(slug string) string

// MakeCart is the answer of cart c in lang, whose texts CartIn has translated; link names the
// lines' product pages.
func MakeCart(c store.Cart, lang string, link ProductLink) Cart {
	m := func(cents int64) string { return Money(lang, cents) }
	out := Cart{TotalQuantity: c.TotalQuantity, ShippingAddress: MakeShippingAddress(c.ShippingAddress),
		AvailableForPurchase: c.AvailableForPurchase, MaxUnitsPerProduct: c.MaxUnitsPerProduct,
		LockerFreeShippingThreshold: c.LockerFreeShippingThreshold, LockerFreeShippingRemaining: c.LockerFreeShippingRemaining,
		IsDelayedDelivery: c.IsDelayedDelivery, Cents: makeCents(c.Cents), VAT: MakeTax(c.Tax, lang)}
	out.Items, out.ItemServices = makeLines(c.Items, lang, c.WithTax, link)
	out.ShownPrices = makeShownPrices(lang, c.WithTax, c.Cents, c.ShippingMethod != nil)
	if c.WithTax {
		sp := out.ShownPrices
		out.ItemsPriceWithTax, out.FormattedItemsPriceWithTax = sp.ItemsPrice, sp.FormattedItemsPrice
		out.CouponDiscountPriceWithTax, out.FormattedCouponDiscountPriceWithTax = sp.CouponDiscountPrice, sp.FormattedCouponDiscountPrice
		out.ItemsAfterCouponWithTax, out.FormattedItemsAfterCouponPriceWithTax = sp.ItemsAfterCouponPrice, sp.FormattedItemsAfterCouponPrice
		out.ShippingPriceWithTax, out.FormattedShippingPriceWithTax = sp.ShippingPrice, sp.FormattedShippingPrice
	}
	if cp := c.Coupon; cp != nil {
		out.Coupon = &CartCoupon{Code: cp.Code, IsApplied: cp.IsApplied}
		if cp.Reason != "" {
			out.Coupon.Message = i18n.T(lang, cp.Reason)
		}
	}
	if sm := c.ShippingMethod; sm != nil {
		out.ShippingMethod = &CartShipping{ID: sm.ID, Title: sm.Title, Type: sm.Type, Code: sm.Code}
	}
	if pm := c.PaymentMethod; pm != nil {
		out.PaymentMethod = &CartPayment{ID: pm.ID, Code: pm.Code, Title: pm.Title}
	}
	out.TotalPrice, out.TotalPriceWithTax = Euros(c.Cents.ItemsAfterCoupon), Euros(c.Cents.Total)
	out.FormattedTotalPrice, out.FormattedTaxPrice, out.FormattedTotalPriceWithTax = m(c.Cents.Net), m(c.Cents.Tax), m(c.Cents.Total)
	if c.MinCartPrice > 0 {
		out.MinCartPrice, out.FormattedMinCartPrice = c.MinCartPrice, m(c.MinCartPrice)
		if c.BelowMinimum {
			out.MinCartPriceMessage = i18n.T(lang, "cart_min_price", "amount", out.FormattedMinCartPrice)
		}
	}
	if c.OverUnitsLimit {
		var over []string
		for _, it := range c.Items {
			if it.Quantity > c.MaxUnitsPerProduct {
				over = append(over, it.Product.Title)
			}
		}
		out.UnitsLimitMessage = i18n.T(lang, store.UnitsLimitMessage, UnitsLimitArgs(c.MaxUnitsPerProduct, over)...)
	}
	if c.LockerFreeShippingThreshold > 0 {
		out.FormattedLockerFreeShippingThreshold = m(c.LockerFreeShippingThreshold)
	}
	return out
}

// UnitsLimitArgs are the placeholders of the message that one order holds at most max units
// of each product, naming the products above it.
func UnitsLimitArgs(max int64, titles []string) []string {
	return []string{"max", strconv.FormatInt(max, 10), "products", strings.Join(titles, ", ")}
}

// makeCents is c as the answer's cents.
func makeCents(c store.Cents) Cents {
	return Cents{Items: c.Items, CouponDiscount: c.CouponDiscount, ItemsAfterCoupon: c.ItemsAfterCoupon, Shipping: c.Shipping,
		Net: c.Net, Tax: c.Tax, Total: c.Total}
}

// makeShownPrices are the figures of c as shown, written in lang; shipping is written only
// when a method is chosen (chosen).
func makeShownPrices(lang string, withTax bool, c store.Cents, chosen bool) ShownPrices {
	m := func(cents int64) string { return Money(lang, cents) }
	sp := ShownPrices{PricesWithTax: withTax, ItemsPrice: Euros(c.Items), FormattedItemsPrice: m(c.Items),
		CouponDiscountPrice: Euros(c.CouponDiscount), FormattedCouponDiscountPrice: m(c.CouponDiscount),
		ItemsAfterCouponPrice: Euros(c.ItemsAfterCoupon), FormattedItemsAfterCouponPrice: m(c.ItemsAfterCoupon),
		ShippingPrice: Euros(c.Shipping)}
	if chosen {
		sp.FormattedShippingPrice = m(c.Shipping)
	}
	return sp
}
