package present

import "shop/store"

// Service is a service add-on as the cart offers it (GET /api/product/services), with the
// categories whose products it fits.
type Service struct {
	ID                    int64   `json:"id"`
	Type                  string  `json:"type"` // always service
	Title                 string  `json:"title"`
	Code                  string  `json:"code"`
	ShortDescription      string  `json:"short_description"`
	Image                 Image   `json:"image"`
	PriceWithTax          float64 `json:"price_with_tax"`
	PriceCents            int64   `json:"price_cents"`     // with VAT
	FormattedPrice        string  `json:"formatted_price"` // without VAT
	FormattedPriceWithTax string  `json:"formatted_price_with_tax"`
	CategoryIDs           []int64 `json:"category_ids"`
}

// MakeServices are the services as the cart offers them, their prices written in lang.
func MakeServices(list []store.Service, lang string) []Service {
	out := make([]Service, len(list))
	for i, sv := range list {
		out[i] = Service{ID: sv.ID, Type: "service", Title: sv.Title, Code: sv.Code, ShortDescription: sv.ShortDescription,
			Image: ProductImage(sv.Image), PriceWithTax: Euros(sv.Gross), PriceCents: sv.Gross,
			FormattedPrice: Money(lang, sv.Net), FormattedPriceWithTax: Money(lang, sv.Gross), CategoryIDs: sv.CategoryIDs}
	}
	return out
}
