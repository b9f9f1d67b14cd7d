package handlers

import "github.com/labstack/echo/v4"

// Register is the one route table: every URL the shop answers, one line each.
func (s *Server) Register(e *echo.Echo) {
	// Static files.
	e.GET("/assets/*", s.asset)
	e.GET("/media/demo/:name", s.demoImage)
	e.GET("/robots.txt", s.robots)

	// Pages (HTML shell, or the page JSON with X-Page: true).
	e.GET("/", s.homePage)

	// JSON API (spec §7).
	e.GET("/api/slider/:type", s.slider)
}
