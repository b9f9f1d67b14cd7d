package handlers

import (
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

// The cart, checkout and order pages. Each is the shopper's own, so its props carry nothing of
// the shopper but whether there is a cart at all: the server renders the page's frame (a cached
// page is one of two for everyone) and the cart or order loads through the API once the page
// is live. A shopper without a cart sees the empty cart at once, so nothing moves. None is
// indexed.

func (s *Server) cartPage(c echo.Context) error {
	props, err := s.cartPageProps(c)
	if err != nil {
		return err
	}
	return s.render(c, http.StatusOK, "cart", props, Meta{Title: i18n.T(lang(c), "cart"), NoIndex: true})
}

func (s *Server) checkoutPage(c echo.Context) error {
	props, err := s.cartPageProps(c)
	if err != nil {
		return err
	}
	if props["prefill"], err = s.checkoutPrefill(c); err != nil {
		return err
	}
	// a guest who signs in or registers from the checkout's note comes back to it
	props["sign_in"] = s.signInPath(c, s.link(c, "checkout"))
	return s.render(c, http.StatusOK, "checkout", props, Meta{Title: i18n.T(lang(c), "checkout_title"), NoIndex: true})
}

// cartPageProps say whether the shopper has anything in the cart.
func (s *Server) cartPageProps(c echo.Context) (map[string]any, error) {
	n, err := s.store.CartCount(c.Request().Context(), session(c).CartToken)
	return map[string]any{"has_cart": n > 0}, err
}

// orderPath is an order's own page: its access token is the key, so the link in the mail
// works without signing in.
func orderPath(token string) string { return "/order/" + token }

// orderPage answers /order/{token}: an unknown token, or an order that is not the caller's,
// is the 404 page (orderPageOf).
func (s *Server) orderPage(c echo.Context) error {
	token := c.Param("token")
	if _, ok, err := s.orderPageOf(c); !ok {
		return err
	}
	return s.render(c, http.StatusOK, "order", map[string]any{"token": token, "review_link": s.path(c, orderPath(token)+"/review")},
		Meta{Title: i18n.T(lang(c), "order_page_title"), NoIndex: true})
}

// orderReviewPage answers /order/{token}/review: the order's review form.
func (s *Server) orderReviewPage(c echo.Context) error {
	token := c.Param("token")
	if _, ok, err := s.orderPageOf(c); !ok {
		return err
	}
	return s.render(c, http.StatusOK, "order-review", map[string]any{"token": token},
		Meta{Title: i18n.T(lang(c), "review_title"), NoIndex: true})
}

// orderLookupPage answers /order: a guest finds an order by its number and e-mail address.
func (s *Server) orderLookupPage(c echo.Context) error {
	return s.render(c, http.StatusOK, "order-lookup", map[string]any{},
		Meta{Title: i18n.T(lang(c), "lookup_title"), Description: i18n.T(lang(c), "lookup_lead")})
}

type orderLookupRequest struct {
	Number string `json:"number"`
	Email  string `json:"email"`
}

// orderLookup answers POST /api/order/lookup {number, email}: the order page's path. A wrong
// number and a wrong address are the same answer, so the form tells nothing about either.
// Order numbers run in sequence, so the e-mail is the secret: lookups are limited per client
// address and per e-mail before the database is asked (a hit gives its attempts back), and a
// registered shopper's order still shows only to its owner, signed in (orderOf).
func (s *Server) orderLookup(c echo.Context) error {
	var req orderLookupRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	req.Number, req.Email = strings.ToUpper(strings.TrimSpace(req.Number)), strings.TrimSpace(req.Email)
	errs := store.FieldErrors{}
	if req.Number == "" {
		errs.Add("number", "error_required")
	} else if len(req.Number) > 32 {
		errs.Add("number", "error_too_long")
	}
	if !store.ValidEmail(req.Email) {
		errs.Add("email", "error_email")
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	keys, ok, err := s.takeLookup(c, req.Email)
	if !ok {
		return err
	}
	o, err := s.store.OrderByNumber(c.Request().Context(), req.Number, req.Email)
	if errors.Is(err, store.ErrNotFound) {
		return validationError(store.FieldErrors{"number": {"error_order_lookup"}})
	}
	if err != nil {
		return err
	}
	refundAll(keys...)
	return c.JSON(http.StatusOK, map[string]any{"path": s.path(c, orderPath(o.AccessToken))})
}

// notFoundOr is the 404 page for store.ErrNotFound, and err otherwise.
func (s *Server) notFoundOr(c echo.Context, err error) error {
	if errors.Is(err, store.ErrNotFound) {
		return s.notFoundPage(c)
	}
	return err
}

// OrderPath is an order's own page (its access token is the key), for links made outside the
// server: the order mails.
func OrderPath(token string) string { return orderPath(token) }

// takeLookup counts an attempt to name an order by its number and e-mail (the order lookup,
// the withdrawal form) against the lookup's limits; over them it writes nothing and answers
// the 429 (ok false).
func (s *Server) takeLookup(c echo.Context, email string) ([]limitKey, bool, error) {
	l, addr, e := s.limits, addressKey(c.RealIP()), emailKey(email)
	keys := []limitKey{{l.lookupAddress, addr}, {l.lookupEmail, e}, {l.lookupEmailDay, e}}
	if ok, retry := takeAll(keys...); !ok {
		return nil, false, tooMany(c, retry, "error_lookup_limited")
	}
	return keys, true, nil
}
