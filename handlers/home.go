package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// HomeProps are the home page's props; sliders (those with products, store.ShownSliders) load
// through /api/slider/{type}.
type HomeProps struct {
	GalleryBanners []present.Banner       `json:"gallery_banners"`
	BenefitBanners []present.Banner       `json:"benefit_banners"`
	ExtraBanners   []present.Banner       `json:"extra_banners"`
	InfoBanner     *present.Banner        `json:"info_banner"`
	Sliders        []string               `json:"sliders"`
	Articles       []present.Article      `json:"articles"`
	Manufacturers  []present.Manufacturer `json:"manufacturers"`
	NewsletterURL  string                 `json:"newsletter_action"`
}

// homeArticles is how many of the newest blog articles the home page's landing slider holds:
// two screens of its widest view (4 at a time), so it has somewhere to go at every width.
const homeArticles = 8

func (s *Server) homePage(c echo.Context) error {
	ctx := c.Request().Context()
	l := lang(c)
	links := s.answerLinks(c)
	var p HomeProps
	var err error
	if p.GalleryBanners, err = s.banners(c, "gallery"); err != nil {
		return err
	}
	if p.BenefitBanners, err = s.banners(c, "benefit"); err != nil {
		return err
	}
	if p.ExtraBanners, err = s.banners(c, "extra"); err != nil {
		return err
	}
	info, err := s.banners(c, "info")
	if err != nil {
		return err
	}
	if len(info) > 0 {
		p.InfoBanner = &info[0]
	}
	articles, err := s.store.Articles(ctx, homeArticles, l)
	if err != nil {
		return err
	}
	p.Articles = present.MakeArticles(articles, links)
	if !s.shop.TelephoneShop {
		ms, err := s.store.Manufacturers(ctx, 12, l)
		if err != nil {
			return err
		}
		p.Manufacturers = present.MakeManufacturers(ms, links)
	}
	if p.Sliders, err = s.store.ShownSliders(ctx); err != nil {
		return err
	}
	p.NewsletterURL = newsletterAction
	return s.render(c, http.StatusOK, "home", p, Meta{
		Title: i18n.T(l, "home_title"), Description: i18n.T(l, "home_description"), Canonical: "/",
		JSONLD: []any{s.organizationLD(c), s.websiteLD(c)}, LCP: galleryLCP(p.GalleryBanners),
	})
}

// banners are the banners of one placement as the request's answer shows them.
func (s *Server) banners(c echo.Context, placement string) ([]present.Banner, error) {
	banners, err := s.store.Banners(c.Request().Context(), placement, lang(c))
	if err != nil {
		return nil, err
	}
	return present.MakeBanners(banners, s.answerLinks(c)), nil
}

// galleryLCP preloads the first gallery banner as its <picture> picks it: the mobile picture
// up to 767 px, the desktop one from 768 px.
func galleryLCP(banners []present.Banner) []PreloadImage {
	if len(banners) == 0 {
		return nil
	}
	b := banners[0]
	if b.MobileImage.Source == "" || b.MobileImage.Source == b.DesktopImage.Source {
		return []PreloadImage{{Href: b.DesktopImage.Source}}
	}
	return []PreloadImage{{Href: b.MobileImage.Source, Media: "(max-width: 767px)"}, {Href: b.DesktopImage.Source, Media: "(min-width: 768px)"}}
}

func (s *Server) organizationLD(c echo.Context) map[string]any {
	return map[string]any{
		"@context": "https://schema.org", "@type": "Organization",
		"name": i18n.T(lang(c), "shop_name"), "url": s.absURL(c, s.path(c, "/")), "logo": s.absURL(c, "/media/demo/logo.svg"),
	}
}

// websiteLD is the shop's site in the page's language, with its search (a sitelinks search box).
func (s *Server) websiteLD(c echo.Context) map[string]any {
	return map[string]any{
		"@context": "https://schema.org", "@type": "WebSite", "name": i18n.T(lang(c), "shop_name"),
		"url": s.absURL(c, s.path(c, "/")), "inLanguage": lang(c),
		"potentialAction": map[string]any{"@type": "SearchAction",
			"target": s.absURL(c, s.link(c, "search")) + "?q={search_term_string}", "query-input": "required name=search_term_string"},
	}
}

// slider answers GET /api/slider/{type}.
func (s *Server) slider(c echo.Context) error {
	sl, err := s.store.SliderByType(c.Request().Context(), c.Param("type"), lang(c))
	if err != nil {
		if err == store.ErrNotFound {
			return apiError(http.StatusNotFound, "error_unknown_slider")
		}
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"slider": present.MakeSlider(sl, s.pricing(c), s.answerLinks(c))})
}
