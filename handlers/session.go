package handlers

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"shop/store"
)

const sessionCookie = "shop_session"

// sessionMiddleware gives pages and API calls the browser's session. A browser with nothing
// stored gets a session in memory only, under the id its cookie already names when the shop
// issued that id (store.Sessions.New; else, on a first visit or with an id someone planted,
// under a new one, which the answer's cookie carries); its CSRF token is derived from that
// id, so the token a page showed keeps working until something is stored for the browser —
// only then is the session written (saveSession). A page view, a crawler or a 404 writes
// nothing. A stored session's expiry is extended at most once a day, not on every request.
func (s *Server) sessionMiddleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if err := s.loadSession(c); err != nil {
			return err
		}
		return next(c)
	}
}

func (s *Server) loadSession(c echo.Context) error {
	var sess *store.Session
	id := cookieSessionID(c)
	if id != "" {
		sess, _ = s.sessions.Get(id)
	}
	if sess == nil {
		sess = s.sessions.New(id)
	} else if time.Until(sess.Expires) < store.SessionTTL-24*time.Hour {
		if err := s.sessions.Save(sess); err != nil {
			return err
		}
		s.setSessionCookie(c, sess)
	}
	c.Set("session", sess)
	c.Set("lang", s.requestLang(c))
	return nil
}

// cookieSessionID is the session id the browser sent, or "" when it sent none of the right shape.
func cookieSessionID(c echo.Context) string {
	ck, err := c.Cookie(sessionCookie)
	if err != nil || !store.ValidSessionID(ck.Value) {
		return ""
	}
	return ck.Value
}

func (s *Server) setSessionCookie(c echo.Context, sess *store.Session) {
	c.SetCookie(&http.Cookie{
		Name: sessionCookie, Value: sess.ID, Path: "/", HttpOnly: true, Secure: s.isTLS(c),
		SameSite: http.SameSiteLaxMode, MaxAge: int(store.SessionTTL.Seconds()),
	})
}

// giveSessionCookie hands a browser without one the cookie its page's CSRF token is bound to.
// It is a cookie only: nothing is stored until the browser stores something.
func (s *Server) giveSessionCookie(c echo.Context) {
	if sess := session(c); sess != nil && cookieSessionID(c) != sess.ID {
		s.setSessionCookie(c, sess)
	}
}

// saveSession writes a changed session back (the first write creates it).
func (s *Server) saveSession(c echo.Context) error {
	sess := session(c)
	if err := s.sessions.Save(sess); err != nil {
		return err
	}
	s.giveSessionCookie(c)
	return nil
}

// rotateSession gives the session a new id, and so a new CSRF token (sign-in, sign-out).
func (s *Server) rotateSession(c echo.Context) error {
	sess := session(c)
	if err := s.sessions.Rotate(sess); err != nil {
		return err
	}
	s.setSessionCookie(c, sess)
	return nil
}

// rotateSessionAlone is rotateSession that also signs the user out of every other browser
// (a password change or reset: whoever else had the account loses it).
func (s *Server) rotateSessionAlone(c echo.Context) error {
	sess := session(c)
	if err := s.sessions.RotateAlone(sess); err != nil {
		return err
	}
	s.setSessionCookie(c, sess)
	return nil
}

func session(c echo.Context) *store.Session {
	sess, _ := c.Get("session").(*store.Session)
	return sess
}

// csrfToken is the token pages show in <meta name="csrf-token"> and calls send back.
func (s *Server) csrfToken(c echo.Context) string {
	return s.sessions.CSRF(session(c).ID)
}

// stateChangingGets are the GET routes that change what the shop keeps (the spec names them
// GET): they need the CSRF token as the unsafe methods do, or any page elsewhere could make a
// shopper's browser call them.
var stateChangingGets = map[string]bool{resetCartPath: true}

// csrf refuses every unsafe request (and every stateChangingGets call) that does not carry
// the CSRF token of the session its cookie names, in X-CSRF-TOKEN (or a _token form field,
// for plain HTML forms). It runs on every route and needs no session lookup, so it fails
// closed: no cookie, no token, no entry. A back-office call (isAdminCall) carries the staff
// session's token instead (adminCSRF). The exemptions are Stripe's webhook and the
// unsubscribe link, matched by registered path.
func (s *Server) csrf(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		switch c.Request().Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			if !stateChangingGets[c.Path()] {
				return next(c)
			}
		}
		if c.Path() == stripeWebhookPath {
			return next(c) // Stripe signs its webhook's body; it has no session to hold a token
		}
		if c.Path() == unsubscribePath {
			return next(c) // RFC 8058's one-click POST comes from a mail provider; the URL's token is the secret
		}
		token := c.Request().Header.Get("X-CSRF-TOKEN")
		if isAdminCall(c.Path()) {
			if !s.checkAdminCSRF(c, token) {
				return apiError(419, "error_csrf")
			}
			return next(c)
		}
		if token == "" && strings.HasPrefix(c.Request().Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
			token = c.FormValue("_token")
		}
		if !s.sessions.CheckCSRF(cookieSessionID(c), token) {
			return apiError(419, "error_csrf")
		}
		return next(c)
	}
}
