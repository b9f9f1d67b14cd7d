package handlers

import (
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/store"
)

func (s *Server) logPanic(c echo.Context, err error, stack []byte) error {
	s.log.ErrorContext(c.Request().Context(), "panic", "err", err, "stack", string(stack))
	return err
}

// DefaultSlowRequest is how long a request may take before the log warns of it.
const DefaultSlowRequest = time.Second

// accessLog logs every answer, once it is written: the path as the browser asked for it (with
// its language prefix: it runs before languagePrefix takes the prefix off), the redirects made
// before routing, and the bytes that went out (none for HEAD; compressed when they were). Its
// line carries the request id (logctx: requestID runs first). A request slower than
// Config.SlowRequest gets a second line at WARN with its route pattern, which groups the slow
// requests of one route whatever their ids or slugs.
func (s *Server) accessLog(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		req, res := c.Request(), c.Response()
		path := req.URL.Path
		sent := &countingWriter{ResponseWriter: res.Writer}
		res.Writer = sent
		err := next(c)
		if err != nil {
			c.Error(err)
		}
		level := slog.LevelInfo
		if res.Status >= 500 {
			level = slog.LevelError
		}
		dur := time.Since(start)
		s.log.Log(req.Context(), level, "http", "ip", c.RealIP(), "method", req.Method, "path", path,
			"status", res.Status, "bytes", sent.n, "dur", dur)
		if dur > s.cfg.SlowRequest {
			route := c.Path()
			if route == "" { // refused before routing (a redirect of the language prefix)
				route = path
			}
			s.log.WarnContext(req.Context(), "slow request", "method", req.Method, "route", route,
				"status", res.Status, "dur", dur, "over", s.cfg.SlowRequest)
		}
		return nil
	}
}

// countingWriter counts the bytes of the body that reach the connection.
type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (w *countingWriter) Write(p []byte) (int, error) {
	n, err := w.ResponseWriter.Write(p)
	w.n += int64(n)
	return n, err
}

func (w *countingWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *countingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// securityHeaders: a CSP without inline scripts (page data rides in a JSON script block,
// which is data, not code), no framing, no MIME sniffing, and the legacy XSS filter off
// because it causes more harm than it stops.
func (s *Server) securityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	scriptSrc, connectSrc, frameSrc := "'self'", "'self'", ""
	if s.shop.ReviewWidgetURL != "" {
		scriptSrc += " " + scriptOrigin(s.shop.ReviewWidgetURL)
	}
	// reCAPTCHA's script, its invisible frame and its calls, only when the shop runs it (the
	// sources Google's reCAPTCHA FAQ lists for a CSP).
	if s.captcha.SiteKey() != "" {
		scriptSrc += " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"
		connectSrc += " https://www.google.com/recaptcha/"
		frameSrc = "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/; "
	}
	csp := "default-src 'self'; script-src " + scriptSrc + "; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data:; media-src 'self'; connect-src " + connectSrc + "; font-src 'self'; object-src 'none'; " + frameSrc +
		"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	return func(c echo.Context) error {
		h := c.Response().Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-XSS-Protection", "0")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		if s.isTLS(c) {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		return next(c)
	}
}

func scriptOrigin(rawURL string) string {
	if u, err := url.Parse(rawURL); err == nil && u.Host != "" {
		return u.Scheme + "://" + u.Host
	}
	return rawURL
}

// privateAnswer marks the answers of a route that shows a shopper's own data (their cart,
// checkout, orders, invoices, profile, wishlist, sign-in answers carrying a CSRF token) as
// "Cache-Control: private, no-store", before the handler runs so that refusals and errors
// carry it too: neither a shared cache (a proxy, a CDN) nor the browser's own cache keeps a
// copy for the next person. Public pages keep their own caching (page.go: no-cache, which
// render sets only when the route set none).
func privateAnswer(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		c.Response().Header().Set("Cache-Control", privateCache)
		return next(c)
	}
}

// privateCache is the Cache-Control of an answer with a shopper's own data.
const privateCache = "private, no-store"

// headWithoutBody drops the body of a HEAD answer (routes answer HEAD like GET, see get in
// routes.go). net/http drops it too; this keeps every other writer, a recorder in tests
// included, from sending one.
func headWithoutBody(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if c.Request().Method == http.MethodHead {
			res := c.Response()
			res.Writer = bodyless{res.Writer}
		}
		return next(c)
	}
}

// bodyless passes headers and the status on and drops the body.
type bodyless struct{ http.ResponseWriter }

func (b bodyless) Write(p []byte) (int, error) { return len(p), nil }

func (b bodyless) Unwrap() http.ResponseWriter { return b.ResponseWriter }

// MaxBodyBytes is the largest request body the shop reads: 1 MiB.
const MaxBodyBytes = 1 << 20

// limitBody refuses bodies over MaxBodyBytes, or over the larger limit a route was given
// (allowBody): at once when Content-Length says so, else when reading passes the limit
// (bindJSON turns that into a 413). It runs once the request is routed, so it knows the route.
func (s *Server) limitBody(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		limit := bodyLimit{bytes: MaxBodyBytes}
		if l, ok := s.bodyLimits[c.Path()]; ok {
			limit = l
		}
		r := c.Request()
		if r.ContentLength > limit.bytes {
			return limit.refusal()
		}
		if r.Body != nil {
			r.Body = http.MaxBytesReader(c.Response(), r.Body, limit.bytes)
		}
		return next(c)
	}
}

// bodyLimit is how large a route's request body may be, and the form field and message key
// its refusal names (none for the global limit: a JSON call's body is the whole request).
type bodyLimit struct {
	bytes      int64
	field, key string
}

// refusal is the 413 of a body over the limit: keyed by the field where a route has one, so
// a form shows it beside the file that was too large.
func (l bodyLimit) refusal() error {
	e := &keyedError{Status: http.StatusRequestEntityTooLarge, Key: "error_too_large"}
	if l.field != "" {
		e.Fields = store.FieldErrors{l.field: {l.key}}
	}
	return e
}

// allowBody gives a route a body limit of its own (a picture upload takes more than 1 MiB),
// refused on field with the message key. The route table calls it while the server is made,
// before any request reads the map.
func (s *Server) allowBody(r *echo.Route, bytes int64, field, key string) {
	if s.bodyLimits == nil {
		s.bodyLimits = map[string]bodyLimit{}
	}
	s.bodyLimits[r.Path] = bodyLimit{bytes: bytes, field: field, key: key}
}

// strictQuery refuses an API call whose query string the server cannot read exactly: Go's
// parser silently drops a pair with a ";" or a bad %-escape, which would turn
// ?categories=1;2 into an unfiltered answer. Errors are keyed by the parameter's name.
func strictQuery(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if errs := queryErrors(c.Request().URL.RawQuery); len(errs) > 0 {
			return validationError(errs)
		}
		return next(c)
	}
}

func queryErrors(raw string) store.FieldErrors {
	errs := store.FieldErrors{}
	for _, pair := range strings.Split(raw, "&") {
		if pair == "" {
			continue
		}
		k, v, _ := strings.Cut(pair, "=")
		key, kerr := url.QueryUnescape(k)
		if kerr != nil || !utf8.ValidString(key) || key == "" {
			errs.Add("query", "error_query_unreadable")
			continue
		}
		val, verr := url.QueryUnescape(v)
		if verr != nil || strings.Contains(pair, ";") || !utf8.ValidString(val) {
			errs.Add(key, "error_invalid_value")
		}
	}
	return errs
}
