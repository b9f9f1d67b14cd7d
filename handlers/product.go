package handlers

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// ProductProps feed the product page (spec §2 Product page). Every list is empty, never
// null, when it has nothing: the page shows a section only when it has items.
type ProductProps struct {
	Product           *present.Product        `json:"product"`
	Breadcrumbs       []present.Ref           `json:"breadcrumbs"`
	Recommended       []present.Card          `json:"recommended"`
	Linked            []present.LinkedProduct `json:"linked"`
	Related           []present.Card          `json:"related"`            // same category, nearest price
	RecentlyPurchased []present.Card          `json:"recently_purchased"` // bought together, recent orders
	Delivery          *present.Delivery       `json:"delivery"`           // only while the product is in stock
	Credit            *present.CreditSummary  `json:"credit"`             // only when show_esto_widget
}

// productListSize is how many products the related and recently purchased sliders hold.
const productListSize = 12

func (s *Server) productPage(c echo.Context) error {
	ctx := c.Request().Context()
	l := lang(c)
	sp, err := s.store.ProductBySlug(ctx, c.Param("slug"), l)
	if err != nil {
		return err
	}
	p := present.MakeProduct(sp, s.pricing(c), s.answerLinks(c))
	props := ProductProps{Product: p, Breadcrumbs: s.productCrumbs(c, p)}
	if props.Recommended, err = s.cards(c, sp.RecommendedIDs); err != nil {
		return err
	}
	linked, err := s.store.LinkedProducts(ctx, sp.LinkedIDs, l)
	if err != nil {
		return err
	}
	props.Linked = present.MakeLinkedProducts(linked, s.pricing(c), s.answerLinks(c))
	related, err := s.store.RelatedProducts(ctx, p.ID, productListSize)
	if err != nil {
		return err
	}
	if props.Related, err = s.cards(c, related); err != nil {
		return err
	}
	purchased, err := s.store.RecentlyPurchased(ctx, p.ID, productListSize)
	if err != nil {
		return err
	}
	if props.RecentlyPurchased, err = s.cards(c, purchased); err != nil {
		return err
	}
	if p.IsAvailableForPurchase {
		methods, err := s.store.ShippingMethods(ctx, l)
		if err != nil {
			return err
		}
		props.Delivery = present.MakeDelivery(methods, sp.PickupInShop, s.now().In(s.location()), s.pricing(c))
	}
	if p.ShowEstoWidget {
		free, loan := store.CreditPlans(p.Prices.CurrentCents, s.settings().CreditRateBasisPoints)
		props.Credit = present.MakeCreditSummary(free, loan, l)
	}
	meta := Meta{Title: p.Title, Description: clip(firstNonEmpty(p.ShortDescription, p.Title), 160), Canonical: p.Link, Type: "product",
		JSONLD: []any{s.productLD(c, p), s.breadcrumbLD(c, props.Breadcrumbs)}}
	if len(p.Images) > 0 {
		meta.Image = s.absURL(c, p.Images[0].Large.Source)
		meta.LCP = []PreloadImage{{Href: p.Images[0].Large.Source}}
	}
	return s.render(c, http.StatusOK, "product", props, meta)
}

func (s *Server) productCrumbs(c echo.Context, p *present.Product) []present.Ref {
	var trail []present.Ref
	if p.Category != nil {
		trail = append(trail, p.Category.Parents...)
		trail = append(trail, present.Ref{Title: p.Category.Title, Link: p.Category.Link})
	}
	return s.crumbs(c, append(trail, present.Ref{Title: p.Title, Link: p.Link})...)
}

// productLD is the schema.org Product of the page: what search engines show as a rich result.
func (s *Server) productLD(c echo.Context, p *present.Product) map[string]any {
	images := []string{}
	for _, img := range p.Images {
		images = append(images, s.absURL(c, img.Large.Source))
	}
	availability := "https://schema.org/InStock"
	switch p.StockStatusClass {
	case "out-of-stock":
		availability = "https://schema.org/OutOfStock"
	case "low-stock":
		availability = "https://schema.org/LimitedAvailability"
	}
	ld := map[string]any{
		"@context": "https://schema.org", "@type": "Product", "name": p.Title, "sku": p.Code, "image": images,
		"description": p.ShortDescription, "url": s.absURL(c, p.Link),
		"offers": map[string]any{
			"@type": "Offer", "url": s.absURL(c, p.Link), "price": fmt.Sprintf("%.2f", present.Euros(p.Prices.CurrentCents)),
			"priceCurrency": "EUR", "availability": availability, "itemCondition": "https://schema.org/NewCondition",
		},
	}
	if p.Manufacture != nil {
		ld["brand"] = map[string]any{"@type": "Brand", "name": p.Manufacture.Title}
	}
	if p.Rating.Count > 0 {
		ld["aggregateRating"] = map[string]any{"@type": "AggregateRating", "ratingValue": p.Rating.Average,
			"reviewCount": p.Rating.Count, "bestRating": 5, "worstRating": 1}
	}
	return ld
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
