package handlers

import (
	"net/http"
	"regexp"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/urls"
)

// The content pages: all brands, the blog and its articles, the information pages. Each has
// its title, description, canonical link and JSON-LD, and is in the sitemap.

// blogPerPage is how many articles one page of the blog lists: two rows of three.
const blogPerPage = 6

// crumbs are a page's breadcrumbs: home, then the given pairs of title and link, every link
// in the page's language.
func (s *Server) crumbs(c echo.Context, trail ...present.Ref) []present.Ref {
	out := append([]present.Ref{{Title: i18n.T(lang(c), "breadcrumb_home"), Link: "/"}}, trail...)
	for i := range out {
		out[i].Link = s.path(c, out[i].Link)
	}
	return out
}

// brandsPage answers /brands: every brand A–Z with its logo and count of products.
func (s *Server) brandsPage(c echo.Context) error {
	sb, err := s.store.Brands(c.Request().Context(), lang(c))
	if err != nil {
		return err
	}
	brands := present.MakeBrands(sb, s.answerLinks(c))
	l := lang(c)
	bc := s.crumbs(c, present.Ref{Title: i18n.T(l, "manufacturers"), Link: "/brands"})
	return s.render(c, http.StatusOK, "brands", map[string]any{"brands": brands, "breadcrumbs": bc}, Meta{
		Title: i18n.T(l, "brands_title"), Description: i18n.T(l, "brands_description", "count", strconv.Itoa(len(brands))),
		Canonical: "/brands", JSONLD: []any{s.breadcrumbLD(c, bc)},
	})
}

// BlogProps are the blog list's props; meta and links are the catalogue's pagination fields.
type BlogProps struct {
	Articles    []present.Article `json:"articles"`
	Meta        BlogPager         `json:"meta"`
	Breadcrumbs []present.Ref     `json:"breadcrumbs"`
}

// BlogPager is where the blog list is: its page and last page.
type BlogPager struct {
	CurrentPage int `json:"current_page"`
	LastPage    int `json:"last_page"`
}

// blogPath is the blog list's page n (urls.BlogPage). Pages are paths, not a query, so that
// the client router (which follows paths) loads each, and back and forward restore it.
func blogPath(n int) string { return urls.BlogPage(n) }

// blogPageNumber reads /blog/page/{n} strictly: 2 and up without leading zeros.
var blogPageNumber = regexp.MustCompile(`^[1-9][0-9]{0,5}$`)

// blogPage answers /blog and /blog/page/{n}. /blog/page/1 is /blog (a permanent redirect); a
// page that is not a number or past the last is the 404 page.
func (s *Server) blogPage(c echo.Context) error {
	page := 1
	if n := c.Param("n"); n != "" {
		if !blogPageNumber.MatchString(n) {
			return s.notFoundPage(c)
		}
		page, _ = strconv.Atoi(n)
		if page == 1 {
			return s.redirect(c, http.StatusMovedPermanently, s.path(c, blogPath(1)))
		}
	}
	l := lang(c)
	stored, total, err := s.store.ArticlesPage(c.Request().Context(), page, blogPerPage, l)
	if err != nil {
		return err
	}
	articles := present.MakeArticles(stored, s.answerLinks(c))
	last := max(1, (total+blogPerPage-1)/blogPerPage)
	if page > last {
		return s.notFoundPage(c)
	}
	props := BlogProps{Articles: articles, Meta: BlogPager{CurrentPage: page, LastPage: last},
		Breadcrumbs: s.crumbs(c, present.Ref{Title: i18n.T(l, "blog"), Link: "/blog"})}
	title := i18n.T(l, "blog_title")
	if page > 1 {
		title += " · " + i18n.T(l, "page_n", "n", strconv.Itoa(page))
	}
	list := map[string]any{"@context": "https://schema.org", "@type": "Blog", "name": i18n.T(l, "blog_title"), "url": s.absURL(c, s.path(c, "/blog")),
		"inLanguage": l}
	posts := make([]map[string]any, len(articles))
	for i, a := range articles {
		posts[i] = map[string]any{"@type": "BlogPosting", "headline": a.Title, "url": s.absURL(c, a.Link), "datePublished": a.CreatedAt}
	}
	list["blogPost"] = posts
	var lcp []PreloadImage
	if len(articles) > 0 && articles[0].Image.Source != "" {
		lcp = []PreloadImage{{Href: articles[0].Image.Source}}
	}
	return s.render(c, http.StatusOK, "blog", props, Meta{
		Title: title, Description: i18n.T(l, "blog_description"), Canonical: blogPath(page),
		JSONLD: []any{list, s.breadcrumbLD(c, props.Breadcrumbs)}, LCP: lcp,
	})
}

// articlePage answers /blog/{slug}; an unknown article is the 404 page.
func (s *Server) articlePage(c echo.Context) error {
	l := lang(c)
	sa, err := s.store.ArticleBySlug(c.Request().Context(), c.Param("slug"), l)
	if err != nil {
		return s.notFoundOr(c, err)
	}
	a := present.MakeBlogArticle(sa, s.answerLinks(c))
	bc := s.crumbs(c, present.Ref{Title: i18n.T(l, "blog"), Link: "/blog"}, present.Ref{Title: a.Title, Link: a.Link})
	ld := map[string]any{
		"@context": "https://schema.org", "@type": "Article", "headline": a.Title, "description": a.ShortDescription,
		"datePublished": a.CreatedAt, "dateModified": a.CreatedAt, "mainEntityOfPage": s.absURL(c, a.Link), "inLanguage": a.Lang,
		"author":    map[string]any{"@type": "Organization", "name": s.settings().Company.Name, "url": s.absURL(c, s.path(c, "/"))},
		"publisher": s.organizationLD(c),
	}
	delete(ld["publisher"].(map[string]any), "@context")
	var image string
	var lcp []PreloadImage
	if a.Image.Source != "" {
		image = s.absURL(c, a.Image.Source)
		ld["image"] = image
		lcp = []PreloadImage{{Href: a.Image.Source}}
	}
	return s.render(c, http.StatusOK, "blog-article", map[string]any{"article": a, "breadcrumbs": bc}, Meta{
		Title: a.Title, Description: clip(a.ShortDescription, 160), Canonical: a.Link, Image: image, Type: "article",
		JSONLD: []any{ld, s.breadcrumbLD(c, bc)}, LCP: lcp,
	})
}

// InfoProps are an information page's props: the delivery page also lists the shop's
// shipping methods with their prices for its VAT, so its text needs no price that could
// drift from them.
type InfoProps struct {
	Page            present.InfoPage         `json:"page"`
	Breadcrumbs     []present.Ref            `json:"breadcrumbs"`
	ShippingMethods []present.ShippingMethod `json:"shipping_methods,omitempty"`
}

// infoPage answers /info/{slug} in the page's language, else the shop's; an unknown page is
// the 404 page.
func (s *Server) infoPage(c echo.Context) error {
	ctx := c.Request().Context()
	l := lang(c)
	sp, err := s.store.InfoPageBySlug(ctx, c.Param("slug"), l, s.shop.Lang)
	if err != nil {
		return s.notFoundOr(c, err)
	}
	p := present.MakeInfoPage(sp)
	link := s.answerLinks(c).Path(urls.InfoPage(p.Slug))
	props := InfoProps{Page: p, Breadcrumbs: s.crumbs(c, present.Ref{Title: p.Title, Link: link})}
	if p.Slug == "delivery" {
		methods, err := s.store.ShippingMethods(ctx, l)
		if err != nil {
			return err
		}
		for _, m := range methods {
			props.ShippingMethods = append(props.ShippingMethods, present.MakeShippingMethod(m, s.pricing(c)))
		}
	}
	ld := map[string]any{"@context": "https://schema.org", "@type": "WebPage", "name": p.Title, "description": p.Description,
		"url": s.absURL(c, link), "inLanguage": p.Lang, "dateModified": p.UpdatedAt}
	if p.Slug == "about" {
		ld["@type"] = "AboutPage"
	}
	return s.render(c, http.StatusOK, "info-page", props, Meta{
		Title: p.Title, Description: clip(p.Description, 160), Canonical: link,
		JSONLD: []any{ld, s.breadcrumbLD(c, props.Breadcrumbs)},
	})
}
