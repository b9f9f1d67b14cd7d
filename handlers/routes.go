package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/urls"
)

// Register is the one route table: every URL the shop answers, one line each, grouped by the
// middleware its routes get on top of the global chain (recover, request id, access log,
// security headers, compression, body limit and the CSRF check, which refuses every unsafe
// request without a valid token, whatever its group). get routes answer HEAD too. A route
// whose answer shows a shopper's own data (a cart, an order, the profile) has privateAnswer:
// Cache-Control: private, no-store.
func (s *Server) Register(e *echo.Echo) {
	s.adminRoutes(e) // the back office: its own sessions and table (admin_routes.go)

	// Files and feeds: no session, no language of the shopper; an unknown file is a plain 404.
	files := e.Group("")
	get(files, "/assets/*", s.asset)
	get(files, "/media/demo/:name", s.demoImage)
	get(files, "/media/*", s.media) // the files in DATA/media/
	get(files, "/robots.txt", s.robots)
	get(files, "/sitemap.xml", s.sitemap)
	get(files, "/sitemap-:part", s.sitemapPartHandler) // /sitemap-N.xml once the sitemap is split
	get(files, "/feeds/google-:file", s.merchantFeed)  // /feeds/google-<lang>.xml, the Merchant Center feed
	get(files, "/healthz", s.healthz)                  // a load balancer's and an uptime monitor's (health.go)
	get(files, "/readyz", s.readyz)

	// Pages (HTML shell, or the page JSON with X-Page: true) and the forms that post to them.
	// The group's catch-all sends every unknown URL through the session to the 404 page.
	pages := e.Group("", s.sessionMiddleware)
	get(pages, "/", s.homePage)
	get(pages, urls.CategoryPrefix+":slug", s.categoryPage)
	get(pages, urls.ManufacturerPrefix+":slug", s.manufacturerPage)
	get(pages, "/search", s.searchPage)
	get(pages, "/wishlist", s.wishlistPage, privateAnswer)
	get(pages, urls.ProductPrefix+":slug", s.productPage)
	get(pages, "/compare", s.comparePage)
	get(pages, "/cart", s.cartPage, privateAnswer)
	get(pages, "/checkout", s.checkoutPage, privateAnswer)
	get(pages, "/order", s.orderLookupPage)
	get(pages, "/order/:token", s.orderPage, privateAnswer)
	get(pages, "/order/:token/review", s.orderReviewPage, privateAnswer)
	get(pages, "/withdrawal", s.withdrawalPage) // withdraw from a contract (withdrawal.go)
	// Contact and content pages: the contact page, all brands, the blog, information pages.
	get(pages, "/contact", s.contactPage)
	get(pages, "/brands", s.brandsPage)
	get(pages, "/blog", s.blogPage)
	get(pages, urls.BlogPagePrefix+":n", s.blogPage)
	get(pages, urls.ArticlePrefix+":slug", s.articlePage)
	get(pages, urls.InfoPrefix+":slug", s.infoPage)
	// Accounts: sign-in, sign-out, registration and password reset. Each form
	// posts to its page's URL; the limits are in account_limits.go.
	get(pages, "/login", s.signInPage)
	pages.POST("/login", s.signIn, privateAnswer)
	pages.POST("/logout", s.signOut, privateAnswer)
	get(pages, "/register", s.registerPage)
	pages.POST("/register", s.register, privateAnswer)
	get(pages, "/password/forgot", s.forgotPasswordPage)
	pages.POST("/password/forgot", s.forgotPassword)
	get(pages, "/password/reset/:token", s.resetPasswordPage, privateAnswer)
	pages.POST("/password/reset/:token", s.resetPassword, privateAnswer)
	// The profile: the page, and each order's invoice (its owner's, or a guest
	// order's link holder's); a business's order's also as an e-invoice, with a credit note
	// per refund (einvoice.go).
	get(pages, "/profile", s.profilePage, privateAnswer)
	get(pages, "/order/:token/invoice.pdf", s.orderInvoice, privateAnswer)
	get(pages, "/order/:token/invoice.xml", s.orderEInvoice, privateAnswer)
	get(pages, "/order/:token/credit-note-:file", s.orderCreditNote, privateAnswer)

	// The newsletter's double opt-in and every subscription's unsubscribe link (the mails'
	// links): the page shows, its button posts; the one-click POST needs no CSRF token.
	get(pages, "/newsletter/confirm/:token", s.subscriptionPage("confirm"))
	pages.POST("/newsletter/confirm/:token", s.confirmNewsletter)
	get(pages, unsubscribePath, s.subscriptionPage("unsubscribe"))
	pages.POST(unsubscribePath, s.unsubscribe)

	// JSON API (spec §7): a query string the server cannot read exactly is a 422.
	api := e.Group("/api", s.sessionMiddleware, strictQuery)
	get(api, "/slider/:type", s.slider)
	get(api, "/search/products", s.searchProducts)
	get(api, "/cart", s.cart, privateAnswer)
	get(api, "/cart/reset-data", s.resetCart, privateAnswer) // changes the cart: csrf asks for the token (stateChangingGets)
	api.POST("/cart-item/add/:productId", s.addToCart, privateAnswer)
	api.POST("/cart-item/:id/delete", s.deleteCartItem, privateAnswer)
	get(api, "/product/services", s.services)
	api.POST("/coupon/apply", s.applyCoupon, privateAnswer)
	api.POST("/coupon/remove", s.removeCoupon, privateAnswer)
	api.POST("/coupon/remove/", s.removeCoupon, privateAnswer) // the spec's path ends in a slash
	get(api, "/shipping", s.shippingMethods, privateAnswer)    // priced for the shopper's cart
	get(api, "/shipping/:id/countries", s.shippingCountries)
	get(api, "/shipping/:id/pickup-points", s.pickupPoints)
	api.POST("/countries/:shippingMethodId/:countryId/validate-zip-code", s.validateZip, privateAnswer)
	get(api, "/countries", s.countries)
	get(api, "/banks", s.banks) // accounts: a b2b registration's bank
	get(api, "/payment", s.paymentMethods)
	api.POST("/cart/shipping/:id", s.chooseShipping, privateAnswer)
	api.POST("/cart/payment/:id", s.choosePayment, privateAnswer)
	api.POST("/cart/shipping-address", s.shippingAddress, privateAnswer)
	api.POST("/cart/user-type", s.cartUserType, privateAnswer)   // the checkout's b2c or b2b: how the cart is priced
	api.POST("/cart/vat-number", s.cartVATNumber, privateAnswer) // a business's VAT number, checked in VIES: 0 % abroad
	get(api, "/credit/:productId/monthly-prices", s.creditPrices)
	api.POST("/product-compare", s.productCompare)
	api.POST("/wishlist/toggle/:productId", s.toggleWishlist, privateAnswer)
	api.POST("/newsletter/subscribe", s.subscribeNewsletter) // newsletterAction
	api.POST("/product-subscribe", s.productSubscribe)
	api.POST("/order/lookup", s.orderLookup, privateAnswer)
	api.POST("/withdrawal/order", s.findWithdrawalOrder, privateAnswer)
	api.POST("/withdrawal", s.withdraw, privateAnswer)
	api.POST("/product-review/:orderId/store", s.orderReview, privateAnswer) // ?token= for a guest
	api.POST("/order/store", s.placeOrder, privateAnswer)
	get(api, "/order/:token", s.order, privateAnswer)
	// The signed-in shopper's own data (profile and privacy): 401 for a guest.
	get(api, "/user", s.user, privateAnswer)
	api.POST("/user/update", s.updateUser, privateAnswer)
	api.POST("/user/addresses", s.addAddress, privateAnswer)
	api.POST("/user/addresses/:id", s.updateAddress, privateAnswer)
	api.POST("/user/addresses/:id/delete", s.deleteAddress, privateAnswer)
	api.POST("/user/addresses/:id/default", s.defaultAddress, privateAnswer)
	get(api, "/user/export", s.exportUser, privateAnswer)
	api.POST("/user/delete", s.deleteAccount, privateAnswer)
	api.POST("/order/:token/pay", s.payAgain, privateAnswer)
	api.POST("/order/:token/test-card", s.payByTestCard, privateAnswer)
	// The contact page's calls.
	api.POST("/page/contact", s.contactMessage)
	get(api, "/team-members", s.teamMembers)

	// Stripe's webhook: no session, no CSRF token (csrf exempts it; Stripe signs the body).
	e.POST(stripeWebhookPath, s.stripeWebhook)
}

// get registers a route for GET and HEAD: HEAD answers like GET without the body (RFC 9110),
// as uptime monitors and link checkers expect.
func get(g *echo.Group, path string, h echo.HandlerFunc, m ...echo.MiddlewareFunc) {
	g.Match([]string{http.MethodGet, http.MethodHead}, path, h, m...)
}
