package handlers

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/store"
)

// errSignInFirst is a registered shopper's order asked for by a browser not signed in: a
// page sends it to sign in; a call answers 404, as for any order that is not the caller's.
var errSignInFirst = errors.New("the order is an account's: sign in first")

// orderOf is the order the route's access token names, if the request may see it. A guest's
// order is its link holder's (the link in its mail is the key); a registered shopper's order
// is theirs alone, signed in, so a forwarded or leaked link shows nobody else the buyer's
// name, phone and address. Its page, its calls and its invoice follow this one rule. An order
// that is not the caller's is store.ErrNotFound, as a token that names nothing, or
// errSignInFirst when nobody is signed in.
func (s *Server) orderOf(c echo.Context) (store.Order, error) {
	o, err := s.store.OrderByAccessToken(c.Request().Context(), c.Param("token"))
	if err != nil || o.UserID == 0 {
		return o, err
	}
	switch uid := session(c).UserID; {
	case uid == o.UserID:
		return o, nil
	case uid == 0:
		return store.Order{}, errSignInFirst
	}
	return store.Order{}, store.ErrNotFound
}

// orderPageOf is orderOf for a page: a stranger's or an unknown order is the 404 page, a
// registered shopper's order asked for while signed out sends the browser to sign in and
// come back. ok is false when the answer is written.
func (s *Server) orderPageOf(c echo.Context) (o store.Order, ok bool, err error) {
	o, err = s.orderOf(c)
	switch {
	case errors.Is(err, errSignInFirst):
		return o, false, s.redirect(c, http.StatusSeeOther, s.signInPath(c, s.path(c, c.Request().URL.RequestURI())))
	case err != nil:
		return o, false, s.notFoundOr(c, err)
	}
	return o, true, nil
}

// orderCallOf is orderOf for a call: an order that is not the caller's is a 404.
func (s *Server) orderCallOf(c echo.Context) (store.Order, error) {
	o, err := s.orderOf(c)
	if errors.Is(err, errSignInFirst) {
		return o, store.ErrNotFound
	}
	return o, err
}
