package handlers

import (
	"crypto/subtle"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

const sessionCookie = "shop_session"

func (s *Server) logPanic(c echo.Context, err error, stack []byte) error {
	s.log.Error("panic", "id", c.Response().Header().Get(echo.HeaderXRequestID), "err", err, "stack", string(stack))
	return err
}

func (s *Server) accessLog(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		err := next(c)
		if err != nil {
			c.Error(err)
		}
		req, res := c.Request(), c.Response()
		level := slog.LevelInfo
		if res.Status >= 500 {
			level = slog.LevelError
		}
		s.log.Log(req.Context(), level, "http",
			"id", res.Header().Get(echo.HeaderXRequestID), "method", req.Method, "path", req.URL.Path,
			"status", res.Status, "bytes", res.Size, "dur", time.Since(start))
		return nil
	}
}

// securityHeaders: a CSP without inline scripts (page data rides in a JSON script block,
// which is data, not code), no framing, no MIME sniffing, and the legacy XSS filter off
// because it causes more harm than it stops.
func (s *Server) securityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	scriptSrc := "'self'"
	if s.shop.ReviewWidgetURL != "" {
		scriptSrc += " " + origin(s.shop.ReviewWidgetURL)
	}
	csp := "default-src 'self'; script-src " + scriptSrc + "; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; " +
		"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	return func(c echo.Context) error {
		h := c.Response().Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-XSS-Protection", "0")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		if isTLS(c) {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		return next(c)
	}
}

func origin(rawURL string) string {
	if i := strings.Index(rawURL, "://"); i >= 0 {
		if j := strings.IndexByte(rawURL[i+3:], '/'); j >= 0 {
			return rawURL[:i+3+j]
		}
	}
	return rawURL
}

func isTLS(c echo.Context) bool {
	return c.Request().TLS != nil || c.Request().Header.Get("X-Forwarded-Proto") == "https"
}

// sessionMiddleware loads the browser's session, or starts one in memory. A new session is
// written (and its cookie set) only when a page shows its CSRF token or something is stored
// in it, so API calls and crawlers without a cookie cost no write; a known session's expiry is
// extended at most once a day, not on every request.
func (s *Server) sessionMiddleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		p := c.Request().URL.Path
		if strings.HasPrefix(p, "/assets/") || strings.HasPrefix(p, "/media/") || p == "/robots.txt" || strings.HasPrefix(p, "/sitemap") {
			return next(c)
		}
		var sess *store.Session
		if ck, err := c.Cookie(sessionCookie); err == nil {
			sess, _ = s.sessions.Get(ck.Value)
		}
		if sess == nil {
			sess = s.sessions.New()
			c.Set("session_unsaved", true)
		} else if time.Until(sess.Expires) < store.SessionTTL-24*time.Hour {
			if err := s.sessions.Save(sess); err != nil {
				return err
			}
			s.setSessionCookie(c, sess)
		}
		c.Set("session", sess)
		c.Set("lang", s.requestLang(c))
		return next(c)
	}
}

func (s *Server) setSessionCookie(c echo.Context, sess *store.Session) {
	c.SetCookie(&http.Cookie{
		Name: sessionCookie, Value: sess.ID, Path: "/", HttpOnly: true, Secure: isTLS(c),
		SameSite: http.SameSiteLaxMode, MaxAge: int(store.SessionTTL.Seconds()),
	})
}

// keepSession stores a session that so far lived only in memory, and gives the browser its cookie.
func (s *Server) keepSession(c echo.Context) error {
	if unsaved, _ := c.Get("session_unsaved").(bool); !unsaved {
		return nil
	}
	return s.saveSession(c)
}

// saveSession writes a changed session back.
func (s *Server) saveSession(c echo.Context) error {
	sess := session(c)
	if err := s.sessions.Save(sess); err != nil {
		return err
	}
	if unsaved, _ := c.Get("session_unsaved").(bool); unsaved {
		s.setSessionCookie(c, sess)
		c.Set("session_unsaved", false)
	}
	return nil
}

// rotateSession gives the session a new id and CSRF token (sign-in, sign-out).
func (s *Server) rotateSession(c echo.Context) error {
	sess := session(c)
	if err := s.sessions.Rotate(sess); err != nil {
		return err
	}
	s.setSessionCookie(c, sess)
	c.Set("session_unsaved", false)
	return nil
}

func session(c echo.Context) *store.Session {
	sess, _ := c.Get("session").(*store.Session)
	return sess
}

func lang(c echo.Context) string {
	l, _ := c.Get("lang").(string)
	return l
}

func (s *Server) pricing() store.Pricing { return store.Pricing{VATBasisPoints: s.shop.VATBasisPoints} }

// requestLang: an explicit ?lang= (remembered in a cookie) wins; API calls follow their
// Accept-Language header (the UI sends the page's language); pages use the shop's default.
func (s *Server) requestLang(c echo.Context) string {
	if l := c.QueryParam("lang"); i18n.Supported(l) {
		c.SetCookie(&http.Cookie{Name: "lang", Value: l, Path: "/", MaxAge: 365 * 24 * 3600, SameSite: http.SameSiteLaxMode})
		return l
	}
	if ck, err := c.Cookie("lang"); err == nil && i18n.Supported(ck.Value) {
		if !isAPI(c) {
			return ck.Value
		}
	}
	if isAPI(c) {
		return i18n.Match(c.Request().Header.Get("Accept-Language"), s.shop.Lang)
	}
	return s.shop.Lang
}

func isAPI(c echo.Context) bool {
	return strings.HasPrefix(c.Request().URL.Path, "/api/") || c.Request().Header.Get("X-Requested-With") == "XMLHttpRequest"
}

// csrf refuses unsafe methods unless they carry the session's token in X-CSRF-TOKEN
// (or a _token form field, for plain HTML forms).
func (s *Server) csrf(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		switch c.Request().Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			return next(c)
		}
		sess := session(c)
		if sess == nil {
			return next(c)
		}
		token := c.Request().Header.Get("X-CSRF-TOKEN")
		if token == "" && strings.HasPrefix(c.Request().Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
			token = c.FormValue("_token")
		}
		if token == "" || subtle.ConstantTimeCompare([]byte(token), []byte(sess.CSRF)) != 1 {
			return apiError(419, "error_csrf")
		}
		return next(c)
	}
}
