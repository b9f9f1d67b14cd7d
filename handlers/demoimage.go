package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/demo"
)

// demoImage serves the demo catalogue's pictures, drawn from the name alone (demo.Picture).
// A name always gives the same picture, so browsers may keep it for a week without asking.
// Any other name is a file in DATA/media/demo/, if there is one.
func (s *Server) demoImage(c echo.Context) error {
	svg, ok := demo.Picture(c.Param("name"))
	if !ok {
		return s.serveMedia(c, "demo/"+c.Param("name"))
	}
	c.Response().Header().Set("Cache-Control", "public, max-age=604800, immutable")
	return c.Blob(http.StatusOK, "image/svg+xml", []byte(svg))
}
