package handlers

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
)

// CatalogProps feed the catalog page (a category or a manufacturer). Search holds the first
// answer of /api/search/products for the URL's query, so the page shows products at once;
// APIParams is the page's own scope that every later API call adds.
type CatalogProps struct {
	Kind          string                `json:"kind"` // category | manufacturer
	Heading       string                `json:"heading"`
	Category      *present.Category     `json:"category"`
	Manufacturer  *present.Manufacturer `json:"manufacturer"`
	Breadcrumbs   []present.Ref         `json:"breadcrumbs"`
	SidebarBanner *present.Banner       `json:"sidebar_banner"`
	APIParams     map[string]string     `json:"api_params"`
	Search        present.SearchAnswer  `json:"search"`
}

// SearchProps feed the search page, which is also the wishlist page.
type SearchProps struct {
	Heading        string               `json:"heading"`
	Query          string               `json:"query"`
	IsWishlistPage bool                 `json:"is_wishlist_page"`
	APIParams      map[string]string    `json:"api_params"`
	Search         present.SearchAnswer `json:"search"`
}

func (s *Server) categoryPage(c echo.Context) error {
	ctx := c.Request().Context()
	l := lang(c)
	sc, parents, err := s.store.CategoryBySlug(ctx, c.Param("slug"), l)
	if err != nil {
		return err
	}
	links := s.answerLinks(c)
	cat := present.MakeCategory(sc, links)
	props := CatalogProps{Kind: "category", Heading: cat.Title, Category: &cat,
		APIParams: map[string]string{"category": strconv.FormatInt(cat.ID, 10)}}
	var trail []present.Ref
	for _, p := range parents {
		trail = append(trail, present.Ref{Title: p.Title, Link: links.Category(p.Slug)})
	}
	props.Breadcrumbs = s.crumbs(c, append(trail, present.Ref{Title: cat.Title, Link: cat.Link})...)
	if err := s.catalogSearch(c, &props); err != nil {
		return err
	}
	desc := cat.ShortDescription
	if desc == "" {
		desc = i18n.T(l, "catalog_description", "title", cat.Title)
	}
	return s.render(c, http.StatusOK, "catalog", props, Meta{
		Title: cat.Title, Description: clip(desc, 160), Canonical: cat.Link, Image: cat.Image,
		JSONLD: []any{s.breadcrumbLD(c, props.Breadcrumbs)}, LCP: catalogLCP(props),
	})
}

func (s *Server) manufacturerPage(c echo.Context) error {
	ctx := c.Request().Context()
	l := lang(c)
	sm, err := s.store.ManufacturerBySlug(ctx, c.Param("slug"), l)
	if err != nil {
		return err
	}
	m := present.MakeManufacturer(sm, s.answerLinks(c))
	heading := i18n.T(l, "manufacturer_products", "title", m.Title)
	props := CatalogProps{Kind: "manufacturer", Heading: heading, Manufacturer: &m,
		APIParams: map[string]string{"manufacturer": strconv.FormatInt(m.ID, 10)}}
	props.Breadcrumbs = s.crumbs(c, present.Ref{Title: i18n.T(l, "manufacturers"), Link: s.link(c, "manufacturers")},
		present.Ref{Title: m.Title, Link: m.Link})
	if err := s.catalogSearch(c, &props); err != nil {
		return err
	}
	desc := m.Description
	if desc == "" {
		desc = i18n.T(l, "catalog_description", "title", m.Title)
	}
	return s.render(c, http.StatusOK, "catalog", props, Meta{
		Title: heading, Description: clip(desc, 160), Canonical: m.Link, Image: m.Image.Source,
		JSONLD: []any{s.breadcrumbLD(c, props.Breadcrumbs)}, LCP: catalogLCP(props),
	})
}

func (s *Server) catalogSearch(c echo.Context, props *CatalogProps) error {
	banners, err := s.banners(c, "sidebar")
	if err != nil {
		return err
	}
	if len(banners) > 0 {
		props.SidebarBanner = &banners[0]
	}
	props.Search, err = s.pageSearch(c, props.APIParams)
	return err
}

func (s *Server) searchPage(c echo.Context) error {
	l := lang(c)
	q := c.QueryParam("q")
	props := SearchProps{Heading: i18n.T(l, "search_results"), Query: q, APIParams: map[string]string{}}
	if q != "" {
		props.Heading = i18n.T(l, "search_results_for", "q", q)
	}
	var err error
	if props.Search, err = s.pageSearch(c, props.APIParams); err != nil {
		return err
	}
	return s.render(c, http.StatusOK, "search", props, Meta{Title: props.Heading, Canonical: "/search", NoIndex: true})
}

func (s *Server) wishlistPage(c echo.Context) error {
	props := SearchProps{Heading: i18n.T(lang(c), "wishlist"), IsWishlistPage: true, APIParams: map[string]string{"wishlist": "1"}}
	var err error
	if props.Search, err = s.pageSearch(c, props.APIParams); err != nil {
		return err
	}
	return s.render(c, http.StatusOK, "search", props, Meta{Title: props.Heading, NoIndex: true})
}

// pageSearch answers the first search of a page from its URL. A page is forgiving where the
// API is strict: a bad parameter in a shared link is dropped rather than failing the page.
func (s *Server) pageSearch(c echo.Context, scope map[string]string) (present.SearchAnswer, error) {
	q := url.Values{}
	for k, v := range c.QueryParams() {
		q[k] = v
	}
	for k, v := range scope {
		q.Set(k, v)
	}
	p, err := s.parseSearch(c, q)
	var ke *keyedError
	if errors.As(err, &ke) {
		for field := range ke.Fields {
			q.Del(field)
		}
		p, err = s.parseSearch(c, q)
	}
	if err != nil {
		return present.SearchAnswer{}, err
	}
	return s.search(c, p, q)
}

// cards are the product cards of ids as the request's answer shows them; unknown or hidden
// ids are left out.
func (s *Server) cards(c echo.Context, ids []int64) ([]present.Card, error) {
	cards, err := s.store.Cards(c.Request().Context(), ids, lang(c))
	if err != nil {
		return nil, err
	}
	return present.MakeCards(cards, s.pricing(c), s.answerLinks(c)), nil
}

// catalogLCP preloads a catalogue page's largest first-screen pictures: the category's banner
// (the mobile one up to 767 px), else the sidebar banner where the sidebar stands beside the
// list (992 px and up) and the first product's picture.
func catalogLCP(p CatalogProps) []PreloadImage {
	if c := p.Category; c != nil && (c.BannerDesktop != "" || c.BannerMobile != "") {
		if c.BannerMobile == "" || c.BannerDesktop == "" {
			return []PreloadImage{{Href: c.BannerDesktop + c.BannerMobile}}
		}
		return []PreloadImage{{Href: c.BannerMobile, Media: "(max-width: 767px)"}, {Href: c.BannerDesktop, Media: "(min-width: 768px)"}}
	}
	var out []PreloadImage
	if b := p.SidebarBanner; b != nil && b.DesktopImage.Source != "" {
		out = append(out, PreloadImage{Href: b.DesktopImage.Source, Media: "(min-width: 992px)"})
	}
	if products := p.Search.Collection.Data.Products; len(products) > 0 && products[0].Image.Source != "" {
		out = append(out, PreloadImage{Href: products[0].Image.Source})
	}
	return out
}

func (s *Server) breadcrumbLD(c echo.Context, crumbs []present.Ref) map[string]any {
	items := make([]map[string]any, len(crumbs))
	for i, b := range crumbs {
		items[i] = map[string]any{"@type": "ListItem", "position": i + 1, "name": b.Title, "item": s.absURL(c, b.Link)}
	}
	return map[string]any{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items}
}

// clip shortens text to at most n characters, ending with an ellipsis when cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
