package handlers

import (
	"html"
	"net/http"

	"github.com/labstack/echo/v4"
)

// adminShell answers /admin and every page under it: an empty page that loads the back
// office's own bundle, which renders in the browser. It carries no shop data, is never
// indexed, and gives the browser the storefront session's cookie and CSRF token, which the
// sign-in call needs, and the captcha's site key (empty: the local verifier), whose token the
// sign-in sends while the account is under attack.
func (s *Server) adminShell(c echo.Context) error {
	s.giveSessionCookie(c)
	h := c.Response().Header()
	h.Set("X-Robots-Tag", "noindex, nofollow")
	h.Set("Cache-Control", "private, no-store")
	b := s.manifest.Admin
	css := ""
	if b.CSS != "" {
		css = `<link rel="stylesheet" href="/assets/` + html.EscapeString(b.CSS) + `">`
	}
	page := `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
		`<meta name="viewport" content="width=device-width, initial-scale=1">` +
		`<meta name="robots" content="noindex, nofollow">` +
		`<meta name="csrf-token" content="` + html.EscapeString(s.csrfToken(c)) + `">` +
		`<meta name="captcha-site-key" content="` + html.EscapeString(s.captcha.SiteKey()) + `">` +
		`<title>Back office</title><link rel="icon" href="/media/demo/favicon.svg" type="image/svg+xml">` + css +
		`<script type="module" src="/assets/` + html.EscapeString(b.JS) + `"></script></head>` +
		`<body><div id="admin"></div><noscript>The back office needs JavaScript.</noscript></body></html>`
	return c.HTML(http.StatusOK, page)
}
