package handlers

import (
	"errors"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// checkoutPrefill is what a signed-in shopper's checkout starts with (spec §6: data
// prefilled and locked): their type, name, surname, e-mail, phone and company, and their
// default address. It rides in the checkout page's props rather than a call to /api/user, so
// the form is filled in the server's HTML and the page ships no code to fetch it. nil for a
// guest.
func (s *Server) checkoutPrefill(c echo.Context) (*checkoutPrefill, error) {
	id := session(c).UserID
	if id == 0 {
		return nil, nil
	}
	p, err := s.store.Profile(c.Request().Context(), id, lang(c))
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	out := &checkoutPrefill{User: prefillUser{Type: p.Type, Name: p.Name, Surname: p.Surname, Email: p.Email, Phone: present.MakePhone(p.Phone),
		Company: present.MakeCompany(p.Company)}}
	if len(p.Addresses) > 0 && p.Addresses[0].IsDefault {
		a := present.MakeAddress(p.Addresses[0])
		out.Address = &a
	}
	return out, nil
}

type checkoutPrefill struct {
	User    prefillUser      `json:"user"`
	Address *present.Address `json:"address"` // the default address; nil without one
}

// prefillUser is the part of the profile (spec §3 User) checkout's contact block reads.
type prefillUser struct {
	Type    string           `json:"type"`
	Name    string           `json:"name"`
	Surname string           `json:"surname"`
	Email   string           `json:"email"`
	Phone   present.Phone    `json:"phone"`
	Company *present.Company `json:"company"`
}
