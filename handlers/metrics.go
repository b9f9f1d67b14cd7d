package handlers

import (
	"time"

	"github.com/labstack/echo/v4"
)

// countRequests counts every answer for the metrics (Config.Metrics) by the route table's
// pattern it matched, c.Path() ("/p/:slug", the 404 page's "/*"), never the URL a stranger
// typed, so the series stay as few as the routes. It runs before routing, so it counts the
// redirects and refusals made before it too, and reads the route once the answer is written.
func (s *Server) countRequests(next echo.HandlerFunc) echo.HandlerFunc {
	if s.cfg.Metrics == nil {
		return next
	}
	return func(c echo.Context) error {
		start := time.Now()
		if err := next(c); err != nil {
			c.Error(err) // the answer is written here, so its status is known
		}
		s.cfg.Metrics.Request(c.Request().Method, c.Path(), c.Response().Status, time.Since(start))
		return nil
	}
}
