package present

import (
	"strconv"
	"strings"

	"shop/i18n"
	"shop/store"
)

// Product is a product as its page answers it (spec §3 Product): its card and the rest.
type Product struct {
	Card
	ShortDescription string          `json:"short_description"`
	Description      string          `json:"description"`
	Images           []GalleryImage  `json:"images"`
	PropertyGroups   []PropertyGroup `json:"property_groups"`
	Variants         []Variant       `json:"productVariantSlider"`
	Reviews          []Review        `json:"published_reviews"`
	Rating           Rating          `json:"rating"`
	ShowEstoWidget   bool            `json:"show_esto_widget"`
	PickupInShop     bool            `json:"shipping_in_shop_is_active"`
	Sizes            Dimensions      `json:"sizes"`
	FormattedSizes   string          `json:"formatted_sizes"`
	Weight           int64           `json:"weight"` // grams
	FormattedWeight  string          `json:"formatted_weight"`
	Safety           *ProductSafety  `json:"safety,omitempty"` // absent when there is nothing to show
	// Durability is the length of the producer's commercial guarantee of durability in the
	// page's language ("5 years"), which the durability label beside the price shows; absent
	// when the producer guarantees no more than the legal 2 years (store.DurabilityLabelYears).
	Durability string `json:"durability,omitempty"`
}

// GalleryImage is one picture of the gallery: large for the stage and the fullscreen viewer,
// small for thumbnails (the same file for the scalable demo pictures; an upload's sizes,
// productGalleryImage).
type GalleryImage struct {
	Large Image `json:"large"`
	Small Image `json:"small"`
}

// PropertyGroup is one block of the technical specification.
type PropertyGroup struct {
	GroupName  string          `json:"group_name"`
	Properties []PropertyValue `json:"properties"`
}

// PropertyValue is one row of the technical specification.
type PropertyValue struct {
	PropertyTitle       string `json:"property_title"`
	SelectedOptionValue string `json:"selected_option_value"`
}

// Review is a published review (spec §3 Review).
type Review struct {
	ID        int64  `json:"id"`
	Rate      int64  `json:"rate"`
	UserName  string `json:"user_name"`
	UpdatedAt string `json:"updated_at"`
	Comment   string `json:"comment"`
	// ShopAnswer is the shop's public answer under the review; left out when there is none,
	// so a review without one keeps the spec's fields alone.
	ShopAnswer string `json:"shop_answer,omitempty"`
}

// Rating sums up the published reviews.
type Rating struct {
	Average float64 `json:"average"` // 0 when there are none
	Count   int     `json:"count"`
}

// Dimensions are a product's outer dimensions in millimetres.
type Dimensions struct {
	Width  int64 `json:"width"`
	Height int64 `json:"height"`
	Depth  int64 `json:"depth"`
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
		Images: make([]GalleryImage, len(p.Images)), PropertyGroups: make([]PropertyGroup, len(p.PropertyGroups)),
		Variants: make([]Variant, len(p.Variants)), Reviews: make([]Review, len(p.Reviews)),
		Rating:         Rating{Average: p.Rating.Average, Count: p.Rating.Count},
		ShowEstoWidget: p.ShowEstoWidget, PickupInShop: p.PickupInShop,
		Sizes:          Dimensions{Width: p.Sizes.Width, Height: p.Sizes.Height, Depth: p.Sizes.Depth},
		FormattedSizes: Sizes(p.Sizes), Weight: p.Weight, FormattedWeight: Weight(p.Weight),
		Safety: makeProductSafety(p.Safety), Durability: durabilityText(links.Lang, p.DurabilityYears)}
	for i, pic := range p.Images {
		out.Images[i] = productGalleryImage(pic.Path, int(pic.Width), int(pic.Height))
	}
	for i, g := range p.PropertyGroups {
		pg := PropertyGroup{GroupName: g.GroupName, Properties: make([]PropertyValue, len(g.Properties))}
		for j, v := range g.Properties {
			pg.Properties[j] = PropertyValue{PropertyTitle: v.PropertyTitle, SelectedOptionValue: v.SelectedOptionValue}
		}
		out.PropertyGroups[i] = pg
	}
	for i, v := range p.Variants {
		out.Variants[i] = Variant{ID: v.ID, Link: links.Product(v.Slug), Title: v.Title, Icon: ProductImage(v.Icon), Current: v.Current}
	}
	for i, r := range p.Reviews {
		out.Reviews[i] = Review{ID: r.ID, Rate: r.Rate, UserName: r.UserName, UpdatedAt: r.UpdatedAt, Comment: r.Comment, ShopAnswer: r.Answer}
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

// ProductSafety is the product page's safety block (General Product Safety Regulation, Art.
// 19): who made the product and how to reach them, the EU responsible person of a maker
// outside the EU, the identifiers and the warnings in the page's language.
type ProductSafety struct {
	Manufacturer *SafetyParty `json:"manufacturer,omitempty"`
	EUPerson     *SafetyParty `json:"eu_person,omitempty"`
	Model        string       `json:"model,omitempty"`
	GTIN         string       `json:"gtin,omitempty"`
	Warnings     string       `json:"warnings,omitempty"`
}

// SafetyParty is an economic operator as the block names it. Email is set for an e-mail
// contact, URL for a web one, so the page links each the right way.
type SafetyParty struct {
	Name    string   `json:"name"`
	Address []string `json:"address"` // its lines
	Email   string   `json:"email,omitempty"`
	URL     string   `json:"url,omitempty"`
}

// makeProductSafety is s as answered, nil when the block has nothing to show.
func makeProductSafety(s store.ProductSafety) *ProductSafety {
	if s.Empty() {
		return nil
	}
	m := s.Manufacturer
	return &ProductSafety{Manufacturer: safetyParty(m.LegalName, m.PostalAddress, m.Contact),
		EUPerson: safetyParty(m.EUPersonName, m.EUPersonAddress, m.EUPersonContact),
		Model:    s.Model, GTIN: s.GTIN, Warnings: strings.TrimSpace(s.Warnings)}
}

func safetyParty(name, address, contact string) *SafetyParty {
	if name == "" {
		return nil
	}
	p := &SafetyParty{Name: name, Address: []string{}}
	for _, l := range strings.Split(address, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			p.Address = append(p.Address, l)
		}
	}
	if strings.Contains(contact, "@") && !strings.Contains(contact, "/") {
		p.Email = contact
	} else {
		p.URL = contact
	}
	return p
}

// durabilityText is the durability label's length in lang, "" when the label shows nothing.
func durabilityText(lang string, years int64) string {
	if y := store.DurabilityLabelYears(years); y > 0 {
		return i18n.N(lang, "durability_years", int(y))
	}
	return ""
}
