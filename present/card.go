package present

import (
	"strings"

	"shop/i18n"
	"shop/store"
)

// Card is a product as lists answer it (catalogue, sliders, wish list, search, compare; spec
// §3 ProductCard).
type Card struct {
	ID                     int64         `json:"id"`
	Type                   string        `json:"type"`
	Title                  string        `json:"title"`
	Code                   string        `json:"code"`
	Link                   string        `json:"link"`
	Image                  Image         `json:"image"`
	Manufacture            *Ref          `json:"manufacture"` // null: no brand
	Category               *CardCategory `json:"category"`    // null: in no category
	Quantity               int64         `json:"quantity"`
	StockStatus            string        `json:"stock_status"`       // the label, in the answer's language
	StockStatusClass       string        `json:"stock_status_class"` // in-stock, low-stock, out-of-stock: the UI's CSS class
	IsAvailableForPurchase bool          `json:"is_available_for_purchase"`
	IsPopular              bool          `json:"is_popular"`
	IsNew                  bool          `json:"is_new"`
	IsDelayedDelivery      bool          `json:"is_delayed_delivery"`
	DiscountPercent        int64         `json:"discount_percent"`
	Prices                 Prices        `json:"prices"`
	Energy                 *Energy       `json:"energy,omitempty"` // the energy label next to the price; absent without one
}

// Image is a picture: source for the <img>, and webp for a <source type="image/webp">'s srcset
// (an uploaded product picture's sizes with their widths, see ProductImage; empty when there is
// nothing better than the source, such as the demo's SVG).
type Image struct {
	WebP   string `json:"webp"`
	Source string `json:"source"`
}

// Ref is a titled link (a brand, a category's ancestor).
type Ref struct {
	Title string `json:"title"`
	Link  string `json:"link"`
}

// CardCategory is a card's category with its ancestors (root first).
type CardCategory struct {
	ID      int64  `json:"id"`
	Title   string `json:"title"`
	Link    string `json:"link"`
	Parents []Ref  `json:"parents"`
}

// Prices carry both the net and the gross price; the UI's tax switch picks one.
// current_price is the gross price in euros (what analytics reports).
type Prices struct {
	CurrentPrice                  float64 `json:"current_price"`
	CurrentCents                  int64   `json:"current_cents"`
	IsActiveDiscount              bool    `json:"is_active_discount"`
	CurrentFormattedPrice         string  `json:"current_formatted_price"`
	CurrentFormattedPriceWithTax  string  `json:"current_formatted_price_with_tax"`
	PreviousFormattedPrice        string  `json:"previous_formatted_price"`
	PreviousFormattedPriceWithTax string  `json:"previous_formatted_price_with_tax"`
}

// MakePrices prices a product of net cents with an optional percent discount, for a shop of
// pricing's VAT, written in pricing's language. previous is the struck-through old price in
// net cents, 0 for none: the lowest price of the 30 days before the discount began (the EU
// Omnibus rule, store/price.go).
func MakePrices(pricing store.Pricing, net, discountPercent, previous int64) Prices {
	cur := store.NetAfterDiscount(net, discountPercent)
	gross := pricing.Gross(cur)
	l := pricing.Lang
	pr := Prices{
		CurrentPrice: Euros(gross), CurrentCents: gross, IsActiveDiscount: discountPercent > 0,
		CurrentFormattedPrice: Money(l, cur), CurrentFormattedPriceWithTax: Money(l, gross),
	}
	if discountPercent > 0 && previous > 0 {
		pr.PreviousFormattedPrice = Money(l, previous)
		pr.PreviousFormattedPriceWithTax = Money(l, pricing.Gross(previous))
	}
	return pr
}

// AnnouncedPercent is the reduction a card's label announces for a product of net cents under
// a discount of percent, whose old price (Omnibus, store/price.go) is previous net cents, 0 for
// none. The EU court (C-330/23) measures an announced reduction against that old price — the
// lowest of the 30 days before the discount — not against the regular price the discount's own
// percent is taken from. When the old price is the regular price the two agree and the
// discount's percent is announced; otherwise the reduction from the old price, rounded down so
// that it never claims more than the shopper saves. Without an old price no reduction is
// announced: there is none to measure.
func AnnouncedPercent(net, percent, previous int64) int64 {
	price := store.NetAfterDiscount(net, percent)
	if percent <= 0 || previous <= price {
		return 0
	}
	if previous == net {
		return percent
	}
	return (previous - price) * 100 / previous
}

// MakeCards writes cards for an answer in links' language, priced by pricing.
func MakeCards(cards []store.Card, pricing store.Pricing, links Links) []Card {
	out := make([]Card, len(cards))
	for i, c := range cards {
		out[i] = MakeCard(c, pricing, links)
	}
	return out
}

// MakeCard writes one card (MakeCards).
func MakeCard(c store.Card, pricing store.Pricing, links Links) Card {
	class := store.StockClass(c.Quantity)
	out := Card{ID: c.ID, Type: c.Type, Title: c.Title, Code: c.Code, Link: links.Product(c.Slug), Image: ProductImage(c.Image),
		Quantity: c.Quantity, StockStatus: i18n.T(pricing.Lang, "stock_"+class), StockStatusClass: strings.ReplaceAll(class, "_", "-"),
		IsAvailableForPurchase: c.Quantity > 0, IsPopular: c.IsPopular, IsNew: c.IsNew, IsDelayedDelivery: c.IsDelayedDelivery,
		DiscountPercent: AnnouncedPercent(c.Net, c.DiscountPercent, c.Previous), Prices: MakePrices(pricing, c.Net, c.DiscountPercent, c.Previous),
		Energy: MakeEnergy(c.Energy)}
	if m := c.Manufacturer; m != nil {
		out.Manufacture = &Ref{Title: m.Title, Link: links.Manufacturer(m.Slug)}
	}
	if cat := c.Category; cat != nil {
		cc := &CardCategory{ID: cat.ID, Title: cat.Title, Link: links.Category(cat.Slug), Parents: make([]Ref, len(cat.Parents))}
		for i, p := range cat.Parents {
			cc.Parents[i] = Ref{Title: p.Title, Link: links.Category(p.Slug)}
		}
		out.Category = cc
	}
	return out
}
