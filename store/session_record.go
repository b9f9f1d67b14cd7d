package store

import (
	"encoding/json"
	"time"
)

// sessionRecord is a session as sessions.db keeps it, under its id, and as the sessions
// table's data column keeps it: its json names are the file's format, which sessions written
// by earlier versions of the shop are read in. A field added to Session is stored only once
// it is added here.
type sessionRecord struct {
	UserID     int64     `json:"user_id,omitempty"`
	CartToken  string    `json:"cart_token,omitempty"`
	PlacedCart string    `json:"placed_cart,omitempty"`
	Wishlist   []int64   `json:"wishlist,omitempty"`
	UserType   string    `json:"user_type,omitempty"`
	VATNumber  string    `json:"vat_number,omitempty"`
	Expires    time.Time `json:"expires"`
}

// encodeSession is sess as the file stores it (its id is the key, not part of the value).
func encodeSession(sess *Session) ([]byte, error) {
	return json.Marshal(sessionRecord{UserID: sess.UserID, CartToken: sess.CartToken, PlacedCart: sess.PlacedCart,
		Wishlist: sess.Wishlist, UserType: sess.UserType, VATNumber: sess.VATNumber, Expires: sess.Expires})
}

// decodeSession reads a stored session; its id is the caller's to set.
func decodeSession(raw []byte) (Session, error) {
	var r sessionRecord
	if err := json.Unmarshal(raw, &r); err != nil {
		return Session{}, err
	}
	return Session{UserID: r.UserID, CartToken: r.CartToken, PlacedCart: r.PlacedCart, Wishlist: r.Wishlist,
		UserType: r.UserType, VATNumber: r.VATNumber, Expires: r.Expires}, nil
}
