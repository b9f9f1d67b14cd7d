package present

import (
	"strconv"
	"strings"

	"shop/store"
)

// Product is a product as its page answers it (spec §3 Product): its card and the rest.
type Product struct {
	Card
	ShortDescription string                `json:"short_description"`
	Description      string                `json:"description"`
	Images           []store.GalleryImage  `json:"images"`
	PropertyGroups   []store.PropertyGroup `json:"property_groups"`
	Variants         []Variant             `json:"productVariantSlider"`
	Reviews          []store.Review        `json:"published_reviews"`
	Rating           store.Rating          `json:"rating"`
	ShowEstoWidget   bool                  `json:"show_esto_widget"`
	PickupInShop     bool                  `json:"shipping_in_shop_is_active"`
	Sizes            store.Sizes           `json:"sizes"`
	FormattedSizes   string                `json:"formatted_sizes"`
	Weight           int64                 `json:"weight"` // grams
	FormattedWeight  string                `json:"formatted_weight"`
}

// Variant is a sibling of the product (another colour, another memory size).
type Variant struct {
	ID      int64  `json:"id"`
	Link    string `json:"link"`
	Title   string `json:"title"`
	Icon    Image  `json:"icon"`
	Current bool   `json:"current"`
}

// LinkedProduct is a row of the product page's linked products table: a card with its
// dimensions and weight.
type LinkedProduct struct {
	Card
	FormattedSizes  string `json:"formatted_sizes"`
	FormattedWeight string `json:"formatted_weight"`
}

// MakeProduct writes a product's page answer in links' language, priced by pricing.
func MakeProduct(p *store.Product, pricing store.Pricing, links Links) *Product {
	out := &Product{Card: MakeCard(p.Card, pricing, links), ShortDescription: p.ShortDescription, Description: p.Description,
		Images: p.Images, PropertyGroups: p.PropertyGroups, Variants: make([]Variant, len(p.Variants)), Reviews: p.Reviews,
		Rating: p.Rating, ShowEstoWidget: p.ShowEstoWidget, PickupInShop: p.PickupInShop, Sizes: p.Sizes,
		FormattedSizes: Sizes(p.Sizes), Weight: p.Weight, FormattedWeight: Weight(p.Weight)}
	for i, v := range p.Variants {
		out.Variants[i] = Variant{ID: v.ID, Link: links.Product(v.Slug), Title: v.Title, Icon: Image{Source: v.Icon}, Current: v.Current}
	}
	return out
}

// MakeLinkedProducts writes the linked table's rows (MakeCards, with sizes and weight).
func MakeLinkedProducts(rows []store.LinkedProduct, pricing store.Pricing, links Links) []LinkedProduct {
	out := make([]LinkedProduct, len(rows))
	for i, r := range rows {
		out[i] = LinkedProduct{Card: MakeCard(r.Card, pricing, links), FormattedSizes: Sizes(r.Sizes), FormattedWeight: Weight(r.Weight)}
	}
	return out
}

// Sizes writes width × height × depth in millimetres ("70 × 170 × 7 mm"), or "" when unknown.
func Sizes(s store.Sizes) string {
	if s.Width == 0 && s.Height == 0 && s.Depth == 0 {
		return ""
	}
	return strconv.FormatInt(s.Width, 10) + " × " + strconv.FormatInt(s.Height, 10) + " × " + strconv.FormatInt(s.Depth, 10) + " mm"
}

// Weight writes grams below a kilogram ("204 g") and kilograms with up to two decimals and a
// decimal comma above ("1,25 kg", "2 kg"), or "" when unknown.
func Weight(grams int64) string {
	switch {
	case grams <= 0:
		return ""
	case grams < 1000:
		return strconv.FormatInt(grams, 10) + " g"
	}
	tens := (grams + 5) / 10 // kilograms with two decimals, as an integer of hundredths, half up
	s := strconv.FormatInt(tens/100, 10)
	if frac := tens % 100; frac != 0 {
		f := strings.TrimRight(strconv.FormatInt(100+frac, 10)[1:], "0")
		s += "," + f
	}
	return s + " kg"
}
