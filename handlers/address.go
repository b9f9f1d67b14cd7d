package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
)

// The profile's address book: add, edit, delete and make default. Each answers
// {message, user} with the addresses as they now stand; field errors are keyed as the spec's
// registration address (shipping.country_id, shipping.city, shipping.address, shipping.zip,
// shipping.user_phone_number.number and .countryCallingCode). Another shopper's address, or
// one that does not exist, is a 404 either way.

// addAddress answers POST /api/user/addresses {shipping}.
func (s *Server) addAddress(c echo.Context) error {
	id, err := userID(c)
	if err != nil {
		return err
	}
	var req addressRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if _, err := s.store.AddAddress(c.Request().Context(), id, req.input()); err != nil {
		return s.userError(err)
	}
	return s.answerUser(c, id, "address_saved")
}

// updateAddress answers POST /api/user/addresses/{id} {shipping}.
func (s *Server) updateAddress(c echo.Context) error {
	id, addressID, err := userAndAddress(c)
	if err != nil {
		return err
	}
	var req addressRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if err := s.store.UpdateAddress(c.Request().Context(), id, addressID, req.input()); err != nil {
		return s.userError(err)
	}
	return s.answerUser(c, id, "address_saved")
}

// deleteAddress answers POST /api/user/addresses/{id}/delete.
func (s *Server) deleteAddress(c echo.Context) error {
	id, addressID, err := userAndAddress(c)
	if err != nil {
		return err
	}
	if err := s.store.DeleteAddress(c.Request().Context(), id, addressID); err != nil {
		return s.userError(err)
	}
	return s.answerUser(c, id, "address_deleted")
}

// defaultAddress answers POST /api/user/addresses/{id}/default.
func (s *Server) defaultAddress(c echo.Context) error {
	id, addressID, err := userAndAddress(c)
	if err != nil {
		return err
	}
	if err := s.store.SetDefaultAddress(c.Request().Context(), id, addressID); err != nil {
		return s.userError(err)
	}
	return s.answerUser(c, id, "address_made_default")
}

// userAndAddress is the signed-in shopper and the address the path names (401 for a guest,
// 404 for a path that names no address).
func userAndAddress(c echo.Context) (int64, int64, error) {
	id, err := userID(c)
	if err != nil {
		return 0, 0, err
	}
	addressID, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || addressID < 1 {
		return 0, 0, apiError(http.StatusNotFound, "error_not_found")
	}
	return id, addressID, nil
}
