package store

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
)

// Session ids are made by the shop only, and say so themselves: 16 random bytes and the
// first 16 bytes of their HMAC-SHA256 under the session id key (kept where the CSRF key
// is: sessions.db's meta bucket, or the shop_secrets table), base64url without padding, 43 characters as before. A browser's
// id that is neither stored nor carries a valid MAC was not issued here and is replaced
// (Sessions.New), so an id planted in a browser reads nothing; an issued id that has nothing
// stored yet is kept without any write, so "a page view writes nothing" holds. Ids of the
// older shape (32 random bytes) are still found while their stored sessions live.

// idMACLen is the length of an id's MAC: 128 bits, beyond guessing.
const idMACLen = 16

// strictID decodes ids strictly: a last character with stray low bits would otherwise make a
// second spelling of the same id.
var strictID = base64.RawURLEncoding.Strict()

// newID makes a session id this shop issues.
func (s *Sessions) newID() string {
	b := make([]byte, 32)
	rand.Read(b[:32-idMACLen]) // never fails (crypto/rand panics if the OS source does)
	copy(b[32-idMACLen:], s.idMAC(b[:32-idMACLen]))
	return base64.RawURLEncoding.EncodeToString(b)
}

func (s *Sessions) idMAC(random []byte) []byte {
	m := hmac.New(sha256.New, s.idKey)
	m.Write([]byte("session-id:"))
	m.Write(random)
	return m.Sum(nil)[:idMACLen]
}

// Issued reports whether id is a session id this shop made (its MAC verifies), without a
// lookup.
func (s *Sessions) Issued(id string) bool {
	if len(id) != 43 {
		return false
	}
	b, err := strictID.DecodeString(id)
	if err != nil || len(b) != 32 {
		return false
	}
	return hmac.Equal(b[32-idMACLen:], s.idMAC(b[:32-idMACLen]))
}
