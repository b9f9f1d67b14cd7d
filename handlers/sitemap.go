package handlers

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
)

// sitemapLimit is the most URLs one sitemap file may hold (sitemaps.org); a variable so
// that a test can split a small shop.
var sitemapLimit = 50000

// sitemap answers /sitemap.xml: the URL set itself while it fits in one file, otherwise a
// sitemap index of /sitemap-1.xml, /sitemap-2.xml, …
func (s *Server) sitemap(c echo.Context) error {
	ctx := c.Request().Context()
	total, err := s.store.SitemapCount(ctx)
	if err != nil {
		return err
	}
	total++ // the home page
	if total <= sitemapLimit {
		return s.sitemapPart(c, 1)
	}
	var b bytes.Buffer
	b.WriteString(xml.Header + `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for i := 1; (i-1)*sitemapLimit < total; i++ {
		fmt.Fprintf(&b, "<sitemap><loc>%s</loc></sitemap>\n", s.absURL(c, "/sitemap-"+strconv.Itoa(i)+".xml"))
	}
	b.WriteString("</sitemapindex>\n")
	return c.Blob(http.StatusOK, "application/xml; charset=utf-8", b.Bytes())
}

// sitemapPartHandler answers /sitemap-N.xml.
func (s *Server) sitemapPartHandler(c echo.Context) error {
	name := strings.TrimSuffix(strings.TrimPrefix(c.Param("name"), "sitemap-"), ".xml")
	n, err := strconv.Atoi(name)
	if err != nil || n < 1 || !strings.HasSuffix(c.Param("name"), ".xml") {
		return echo.ErrNotFound
	}
	return s.sitemapPart(c, n)
}

// sitemapPart writes part n of the list home page, categories, brands, products.
func (s *Server) sitemapPart(c echo.Context, n int) error {
	offset, limit := (n-1)*sitemapLimit-1, sitemapLimit
	if n == 1 {
		offset, limit = 0, sitemapLimit-1 // the home page comes first
	}
	urls, err := s.store.SitemapURLs(c.Request().Context(), offset, limit)
	if err != nil {
		return err
	}
	if len(urls) == 0 && n > 1 {
		return echo.ErrNotFound
	}
	var b bytes.Buffer
	b.Grow(len(urls) * 90)
	b.WriteString(xml.Header + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	if n == 1 {
		fmt.Fprintf(&b, "<url><loc>%s</loc></url>\n", s.absURL(c, "/"))
	}
	for _, u := range urls {
		b.WriteString("<url><loc>")
		xml.EscapeText(&b, []byte(s.absURL(c, u.Path)))
		b.WriteString("</loc>")
		if u.LastMod != "" {
			b.WriteString("<lastmod>" + u.LastMod + "</lastmod>")
		}
		b.WriteString("</url>\n")
	}
	b.WriteString("</urlset>\n")
	return c.Blob(http.StatusOK, "application/xml; charset=utf-8", b.Bytes())
}
