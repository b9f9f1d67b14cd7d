package handlers

import (
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"

	"github.com/labstack/echo/v4"
)

// asset serves the UI bundle. File names carry a content hash, so they are cached for a
// year as immutable; the build writes .br and .gz twins, picked by Accept-Encoding.
// An unknown asset is a plain 404: never the HTML shell, which would hide a broken build.
func (s *Server) asset(c echo.Context) error {
	name := path.Clean(strings.TrimPrefix(c.Param("*"), "/"))
	if name == "." || strings.HasPrefix(name, "..") || name == "manifest.json" || strings.HasSuffix(name, ".html") {
		return echo.ErrNotFound
	}
	h := c.Response().Header()
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	accept := c.Request().Header.Get("Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !strings.Contains(accept, enc.token) {
			continue
		}
		if b, err := fs.ReadFile(s.assets, name+enc.ext); err == nil {
			h.Set("Content-Encoding", enc.token)
			return s.assetBlob(c, ctype, b)
		}
	}
	b, err := fs.ReadFile(s.assets, name)
	if err != nil {
		return echo.ErrNotFound
	}
	return s.assetBlob(c, ctype, b)
}

func (s *Server) assetBlob(c echo.Context, ctype string, b []byte) error {
	h := c.Response().Header()
	h.Add("Vary", "Accept-Encoding")
	if s.cfg.DevAssets != "" {
		h.Set("Cache-Control", "no-cache")
	} else {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	}
	return c.Blob(http.StatusOK, ctype, b)
}

// robots keeps crawlers off the shopper's own pages, in every language.
func (s *Server) robots(c echo.Context) error {
	var b strings.Builder
	b.WriteString("User-agent: *\nDisallow: /api/\n")
	for _, l := range s.shop.Languages {
		for _, p := range []string{"/cart", "/checkout", "/profile", "/wishlist", "/compare", "/search"} {
			b.WriteString("Disallow: " + s.store.Path(l, p) + "\n")
		}
	}
	b.WriteString("\nSitemap: " + s.absURL(c, "/sitemap.xml") + "\n")
	return c.String(http.StatusOK, b.String())
}
