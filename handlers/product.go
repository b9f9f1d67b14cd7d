package handlers

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/i18n"
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
	Delivery          *Delivery               `json:"delivery"`           // only while the product is in stock
	Credit            *CreditSummary          `json:"credit"`             // only when show_esto_widget
}

// productListSize is how many products the related and recently purchased sliders hold.
const productListSize = 12

// Delivery is the product page's delivery block: the options and when an order placed now arrives.
type Delivery struct {
	Options  []DeliveryOption `json:"options"`
	Estimate string           `json:"estimate"`
}

// DeliveryOption is one way to get the product (spec: title, time and price texts).
type DeliveryOption struct {
	Type  string `json:"type"` // courier | locker | shop
	Title string `json:"title"`
	Time  string `json:"time"`
	Price string `json:"price"`
}

// CreditSummary is what the credit widget shows before its dialogs load the plans.
type CreditSummary struct {
	MonthlyWithoutInterest string `json:"monthly_without_interest"`
	MonthlyWithInterest    string `json:"monthly_with_interest"`
	MonthsWithoutInterest  int    `json:"months_without_interest"`
	MonthsWithInterest     int    `json:"months_with_interest"`
}

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
		if props.Delivery, err = s.delivery(c, sp); err != nil {
			return err
		}
	}
	if p.ShowEstoWidget {
		free, loan := store.CreditPlans(p.Prices.CurrentCents, s.settings().CreditRateBasisPoints)
		props.Credit = &CreditSummary{MonthlyWithoutInterest: present.Money(l, free.MonthlyPrice), MonthlyWithInterest: present.Money(l, loan.MonthlyPrice),
			MonthsWithoutInterest: free.Months, MonthsWithInterest: loan.Months}
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

// delivery lists the ways to get an in-stock product (pickup in the shop only where the
// product allows it) and when an order placed now arrives by the fastest way to the door.
func (s *Server) delivery(c echo.Context, p *store.Product) (*Delivery, error) {
	l := lang(c)
	methods, err := s.store.ShippingMethods(c.Request().Context(), l)
	if err != nil {
		return nil, err
	}
	d := &Delivery{Options: []DeliveryOption{}}
	var fastest *store.ShippingMethod
	for i, m := range methods {
		if m.Type == "shop" && !p.PickupInShop {
			continue
		}
		d.Options = append(d.Options, DeliveryOption{Type: m.Type, Title: i18n.T(l, "delivery_"+m.Type),
			Time: deliveryTime(l, m.MinDays, m.MaxDays), Price: s.shippingPrice(l, m)})
		if m.Type != "shop" && (fastest == nil || m.MaxDays < fastest.MaxDays) {
			fastest = &methods[i]
		}
	}
	if fastest != nil {
		from, to := store.DeliveryWindow(s.now().In(s.location()), fastest.MinDays, fastest.MaxDays)
		d.Estimate = i18n.T(l, "delivery_estimate", "from", present.DayMonth(l, from), "to", present.DayMonth(l, to))
		if from.Equal(to) {
			d.Estimate = i18n.T(l, "delivery_estimate_day", "day", present.DayMonth(l, from))
		}
	}
	return d, nil
}

func deliveryTime(l string, minDays, maxDays int) string {
	switch {
	case maxDays == 0:
		return i18n.T(l, "delivery_today")
	case minDays == maxDays:
		return i18n.N(l, "delivery_days", maxDays)
	}
	return i18n.N(l, "delivery_days_range", maxDays, "min", fmt.Sprint(minDays))
}

func (s *Server) shippingPrice(l string, m store.ShippingMethod) string {
	p := store.Pricing{VATBasisPoints: s.settings().VATBasisPoints, Lang: l}
	switch {
	case m.NetPrice == 0:
		return i18n.T(l, "delivery_free")
	case m.FreeThreshold > 0:
		return i18n.T(l, "delivery_free_from", "price", present.Money(l, p.Gross(m.NetPrice)), "threshold", present.Money(l, p.Gross(m.FreeThreshold)))
	}
	return present.Money(l, p.Gross(m.NetPrice))
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
