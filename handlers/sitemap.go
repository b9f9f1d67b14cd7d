package handlers

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/store"
	"shop/urls"
)

// sitemapLimit is the most URLs one sitemap file may hold (sitemaps.org); a variable so
// that a test can split a small shop.
var sitemapLimit = 50000

// sitemap answers /sitemap.xml: the URL set itself while it fits in one file, otherwise a
// sitemap index of /sitemap-1.xml, /sitemap-2.xml, … Each page is listed in every language
// the shop speaks, one after another (/c/x, /en/c/x, /ru/c/x); the pages themselves carry
// the hreflang links between them.
func (s *Server) sitemap(c echo.Context) error {
	parts, err := s.sitemapParts(c)
	if err != nil {
		return err
	}
	if parts == 0 {
		return s.sitemapPart(c, 1)
	}
	var b bytes.Buffer
	b.WriteString(xml.Header + `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for i := 1; i <= parts; i++ {
		fmt.Fprintf(&b, "<sitemap><loc>%s</loc></sitemap>\n", s.absURL(c, "/sitemap-"+strconv.Itoa(i)+".xml"))
	}
	b.WriteString("</sitemapindex>\n")
	return c.Blob(http.StatusOK, "application/xml; charset=utf-8", b.Bytes())
}

// sitemapParts is the number of /sitemap-N.xml files: 0 while one file holds every URL.
func (s *Server) sitemapParts(c echo.Context) (int, error) {
	total, err := s.store.SitemapCount(c.Request().Context())
	if err != nil {
		return 0, err
	}
	total += len(sitemapPages)
	per := s.sitemapPagesPerPart()
	if total <= per {
		return 0, nil
	}
	return (total + per - 1) / per, nil
}

// sitemapPagesPerPart is how many pages one sitemap file lists, each in every language.
func (s *Server) sitemapPagesPerPart() int { return max(1, sitemapLimit/len(s.shop.Languages)) }

// sitemapPartName reads "N.xml" strictly: N from 1 without leading zeros, so every part has
// exactly one URL and no number can overflow an offset.
var sitemapPartName = regexp.MustCompile(`^[1-9][0-9]{0,5}\.xml$`)

// sitemapPartHandler answers /sitemap-N.xml for the parts the index lists, and 404 otherwise.
func (s *Server) sitemapPartHandler(c echo.Context) error {
	name := c.Param("part")
	if !sitemapPartName.MatchString(name) {
		return echo.ErrNotFound
	}
	n, _ := strconv.Atoi(strings.TrimSuffix(name, ".xml"))
	parts, err := s.sitemapParts(c)
	if err != nil {
		return err
	}
	if n > parts {
		return echo.ErrNotFound
	}
	return s.sitemapPart(c, n)
}

// sitemapPages are the pages of the shop's own that the store does not list; they come first.
var sitemapPages = []string{"/", "/contact", "/brands", "/blog"}

// sitemapPart writes part n of the list: the pages above, then categories, brands, products,
// blog articles and information pages.
// sitemapEntry is one page of the sitemap: its path in no language and its last change.
type sitemapEntry struct {
	Path    string
	LastMod string
}

// sitemapPath builds a stored sitemap page's path by its kind, from the URL scheme.
var sitemapPath = map[int]func(slug string) string{
	store.SitemapCategory: urls.Category, store.SitemapManufacturer: urls.Manufacturer, store.SitemapProduct: urls.Product,
	store.SitemapArticle: urls.Article, store.SitemapInfoPage: urls.InfoPage,
}

func (s *Server) sitemapPart(c echo.Context, n int) error {
	per := s.sitemapPagesPerPart()
	offset, limit := (n-1)*per-len(sitemapPages), per
	if n == 1 {
		offset, limit = 0, per-len(sitemapPages)
	}
	stored, err := s.store.SitemapPages(c.Request().Context(), offset, limit)
	if err != nil {
		return err
	}
	var pages []sitemapEntry
	if n == 1 { // part 1 may list fewer than per: the later parts' offsets stay as they are
		empty, err := s.emptyListPages(c)
		if err != nil {
			return err
		}
		for _, p := range sitemapPages {
			if !empty[p] {
				pages = append(pages, sitemapEntry{Path: p})
			}
		}
	}
	for _, p := range stored {
		pages = append(pages, sitemapEntry{Path: sitemapPath[p.Kind](p.Slug), LastMod: p.LastMod})
	}
	var b bytes.Buffer
	b.Grow(len(pages) * len(s.shop.Languages) * 90)
	b.WriteString(xml.Header + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, u := range pages {
		for _, l := range s.shop.Languages {
			b.WriteString("<url><loc>")
			xml.EscapeText(&b, []byte(s.absURL(c, s.store.Path(l, u.Path))))
			b.WriteString("</loc>")
			if u.LastMod != "" {
				b.WriteString("<lastmod>" + u.LastMod + "</lastmod>")
			}
			b.WriteString("</url>\n")
		}
	}
	b.WriteString("</urlset>\n")
	return c.Blob(http.StatusOK, "application/xml; charset=utf-8", b.Bytes())
}
