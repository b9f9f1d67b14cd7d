package handlers

import "github.com/labstack/echo/v4"

// Register is the one route table: every URL the shop answers, one line each.
func (s *Server) Register(e *echo.Echo) {
	// Static files.
	e.GET("/assets/*", s.asset)
	e.GET("/media/demo/:name", s.demoImage)
	e.GET("/robots.txt", s.robots)
	e.GET("/sitemap.xml", s.sitemap)
	e.GET("/:name", s.sitemapPartHandler) // /sitemap-N.xml; anything else is a 404 page

	// Pages (HTML shell, or the page JSON with X-Page: true).
	e.GET("/", s.homePage)
	e.GET("/c/:slug", s.categoryPage)
	e.GET("/m/:slug", s.manufacturerPage)
	e.GET("/search", s.searchPage)
	e.GET("/wishlist", s.wishlistPage)

	// JSON API (spec §7).
	e.GET("/api/slider/:type", s.slider)
	e.GET("/api/search/products", s.searchProducts)
	e.POST("/api/wishlist/toggle/:productId", s.toggleWishlist)
	e.POST("/api/newsletter/subscribe", s.subscribeNewsletter)
	e.POST("/login", s.signIn)
	e.POST("/logout", s.signOut)
}
