package handlers

import (
	"fmt"
	"hash/fnv"
	"html"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// demoImage draws the demo catalogue's placeholder pictures as SVG, from the name alone:
// /media/demo/<kind>-<seed>.svg. Deterministic, so the same URL always gives the same picture.
func (s *Server) demoImage(c echo.Context) error {
	name := strings.TrimSuffix(c.Param("name"), ".svg")
	kind, seed, _ := strings.Cut(name, "-")
	h := fnv.New32a()
	h.Write([]byte(seed))
	hue := h.Sum32() % 360
	label := html.EscapeString(strings.ReplaceAll(seed, "_", " "))
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(%d,40%%,94%%)"/><text x="200" y="210" font-family="sans-serif" font-size="28" text-anchor="middle" fill="hsl(%d,40%%,30%%)">%s %s</text></svg>`, hue, hue, html.EscapeString(kind), label)
	c.Response().Header().Set("Cache-Control", "public, max-age=86400")
	return c.Blob(http.StatusOK, "image/svg+xml", []byte(svg))
}
