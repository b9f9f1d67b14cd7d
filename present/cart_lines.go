package present

import "shop/store"

// CartItem is one product line (spec §3 Cart item), with its services.
type CartItem struct {
	ID       int64           `json:"id"`
	Quantity int64           `json:"quantity"`
	Product  CartItemProduct `json:"product"`
	LinePrices
	IsDelayedDelivery bool          `json:"is_delayed_delivery"`
	InStock           bool          `json:"in_stock"`     // on sale, and the stock covers the line
	MaxQuantity       int64         `json:"max_quantity"` // the stock: the most the line may hold
	Services          []CartService `json:"services"`
	AvailableServices []int64       `json:"available_services"` // ids of the services that fit the product
}

// CartService is a service add-on on a product line.
type CartService struct {
	ID       int64           `json:"id"`      // its own line id
	ItemID   int64           `json:"item_id"` // the product line it belongs to
	Quantity int64           `json:"quantity"`
	Product  CartItemProduct `json:"product"`
	LinePrices
}

// LinePrices are a line's prices as its cart shows them: with VAT for a private person,
// without for a business (ShownPrices.PricesWithTax). The *_with_tax fields say the same for
// a private person and are empty (0, "") on a business's line, which has no VAT of its own.
type LinePrices struct {
	Price               float64 `json:"price"` // a unit, before the coupon
	FormattedPrice      string  `json:"formatted_price"`
	FormattedTotalPrice string  `json:"formatted_total_price"` // the line, after the coupon
	// FormattedOldPrice is the line before the coupon, struck through; "" unless the coupon
	// lowered the line.
	FormattedOldPrice          string  `json:"formatted_old_price"`
	PriceWithTax               float64 `json:"price_with_tax"`
	FormattedPriceWithTax      string  `json:"formatted_price_with_tax"`
	FormattedTotalPriceWithTax string  `json:"formatted_total_price_with_tax"`
	FormattedOldPriceWithTax   string  `json:"formatted_old_price_with_tax"`
	UnitAfterCoupon            float64 `json:"coupon_price"`       // a unit after the coupon (the line's share, rounded)
	LineAfterCoupon            float64 `json:"coupon_total_price"` // the line after the coupon, as shown
	LineAfterCouponWithTax     float64 `json:"coupon_total_price_with_tax"`
	UnitCents                  int64   `json:"unit_cents"`  // a unit, before the coupon
	ListCents                  int64   `json:"list_cents"`  // the line, before the coupon: unit × quantity
	TotalCents                 int64   `json:"total_cents"` // the line, after the coupon
}

// CartItemProduct is what a cart line shows of its product. A service has no page: no link.
type CartItemProduct struct {
	ID          int64   `json:"id"`
	Type        string  `json:"type"`
	Title       string  `json:"title"`
	Link        string  `json:"link"`
	Code        string  `json:"code"`
	Image       Image   `json:"image"`
	Manufacture Ref     `json:"manufacture"`
	Energy      *Energy `json:"energy,omitempty"` // the energy label next to the line's price; absent without one
}

// makeLines are the answer's product lines, each with its services, and every service again
// in line order (item_services).
func makeLines(items []store.CartItem, lang string, withTax bool, link ProductLink) ([]CartItem, []CartService) {
	lines, services := make([]CartItem, 0, len(items)), []CartService{}
	for _, it := range items {
		line := CartItem{ID: it.ID, Quantity: it.Quantity, Product: makeLineProduct(it.Product, link),
			LinePrices: makeLinePrices(lang, withTax, it.Prices, it.Quantity), IsDelayedDelivery: it.IsDelayedDelivery,
			InStock: it.InStock, MaxQuantity: it.MaxQuantity, Services: make([]CartService, 0, len(it.Services)),
			AvailableServices: it.AvailableServices}
		for _, sv := range it.Services {
			s := CartService{ID: sv.ID, ItemID: sv.ItemID, Quantity: sv.Quantity, Product: makeLineProduct(sv.Product, link),
				LinePrices: makeLinePrices(lang, withTax, sv.Prices, sv.Quantity)}
			line.Services = append(line.Services, s)
			services = append(services, s)
		}
		lines = append(lines, line)
	}
	return lines, services
}

// makeLineProduct is what a line shows of its product; only a product with a page is linked.
func makeLineProduct(p store.CartItemProduct, link ProductLink) CartItemProduct {
	out := CartItemProduct{ID: p.ID, Type: p.Type, Title: p.Title, Code: p.Code, Image: ProductImage(p.Image),
		Manufacture: Ref{Title: p.Manufacturer}, Energy: MakeEnergy(p.Energy)}
	if p.Slug != "" {
		out.Link = link(p.Slug)
	}
	return out
}

// makeLinePrices are the prices of a line of qty units, as shown (with VAT when withTax),
// written in lang.
func makeLinePrices(lang string, withTax bool, c store.LineCents, qty int64) LinePrices {
	lp := LinePrices{
		Price: Euros(c.Unit), FormattedPrice: Money(lang, c.Unit), FormattedTotalPrice: Money(lang, c.Total),
		UnitAfterCoupon: Euros(divRound(c.Total, max(qty, 1))), LineAfterCoupon: Euros(c.Total),
		UnitCents: c.Unit, ListCents: c.List, TotalCents: c.Total,
	}
	if c.Total != c.List {
		lp.FormattedOldPrice = Money(lang, c.List)
	}
	if withTax {
		lp.PriceWithTax, lp.FormattedPriceWithTax, lp.FormattedTotalPriceWithTax = lp.Price, lp.FormattedPrice, lp.FormattedTotalPrice
		lp.FormattedOldPriceWithTax, lp.LineAfterCouponWithTax = lp.FormattedOldPrice, lp.LineAfterCoupon
	}
	return lp
}

// divRound is a / b rounded half up, for a unit's share of its line.
func divRound(a, b int64) int64 {
	if a < 0 {
		return -divRound(-a, b)
	}
	return (a + b/2) / b
}
