package store

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"time"
)

// SessionTTL is how long an idle session lives; a stored session's life is extended when
// it is used (at most once a day, see handlers).
const SessionTTL = 30 * 24 * time.Hour

// Session is what the shop remembers about one browser, guest or signed in. Its CSRF token is
// not stored: it is derived from the id (Sessions.CSRF), so a browser that has nothing stored
// yet still has a token that verifies. session_record.go encodes it for either storage.
type Session struct {
	ID        string
	UserID    int64
	CartToken string
	// PlacedCart is the cart token the session held before a sign-in or sign-up changed it
	// (an ordered cart's, typically): a checkout retried with the same idempotency key still
	// finds the order it placed from this browser.
	PlacedCart string
	Wishlist   []int64 // a guest's; signed-in users keep theirs in the shop's database
	// UserType is a guest's choice at checkout, b2b for a business ("" or b2c: a private
	// person): the cart is priced for it. A signed-in user's account type decides instead.
	UserType string
	// VATNumber is the business buyer's VAT number as entered at checkout (normalised): the
	// cart is priced at 0 % while VIES's valid answer for it is cached (handlers/vat.go).
	VATNumber string
	Expires   time.Time
}

// Sessions keeps the shop's sessions, with the keys that sign CSRF tokens and session ids and
// seal the staff's TOTP secrets. Where they are kept is its storage's business: bbolt's
// sessions.db in the data folder (OpenSessions, one process), or the shop's own database
// (OpenSessionsInDatabase, which every instance on a shared database reads). What a session id,
// a CSRF token and a sealed value are is decided here, the same for both.
type Sessions struct {
	store   sessionStorage
	csrfKey []byte
	idKey   []byte
	sealKey []byte
	// Compaction is what the start did to sessions.db (session_compact.go), for the log; zero
	// for sessions kept in the database.
	Compaction Compaction
}

// sessionStorage is where Sessions keeps its records and keys: boltSessions
// (session_bolt.go) or sqlSessions (session_sql.go). Every record is session_record.go's
// encoding of a Session.
type sessionStorage interface {
	// key is the 32-byte secret name, made once: every later call, in this process or any
	// other on the same storage, answers the same bytes.
	key(name string) ([]byte, error)
	// load reads the session stored under id, expired or not (the caller checks), or
	// ErrNotFound.
	load(id string) (Session, error)
	// put stores sess under its id as it is, expiry included.
	put(sess *Session) error
	// rotate deletes the record under old (and with alone, every record of sess.UserID) and
	// stores sess under its new id, in one transaction.
	rotate(old string, sess *Session, alone bool) error
	deleteUser(userID int64) (int, error)
	count() (int, error)
	sweep(now time.Time) (Sweep, error)
	close() error
}

// The secrets' names, the same in both storages.
const (
	csrfKeyName    = "csrf_key"
	sessionKeyName = "session_id_key" // signs the session ids the shop issues (session_ids.go)
	sealKeyName    = "seal_key"       // encrypts the staff's TOTP secrets (secret_seal.go)
)

// newSessions reads (making them when there are none) the keys of st.
func newSessions(st sessionStorage) (*Sessions, error) {
	s := &Sessions{store: st}
	var err error
	if s.csrfKey, err = st.key(csrfKeyName); err != nil {
		return nil, err
	}
	if s.idKey, err = st.key(sessionKeyName); err != nil {
		return nil, err
	}
	if s.sealKey, err = st.key(sealKeyName); err != nil {
		return nil, err
	}
	return s, nil
}

// newKey is a new 32-byte secret.
func newKey() []byte {
	key := make([]byte, 32)
	rand.Read(key) // never fails (crypto/rand panics if the OS source does)
	return key
}

// Close closes the session storage: sessions.db, or nothing for sessions kept in the shop's
// database (the Store is closed by its owner).
func (s *Sessions) Close() error { return s.store.close() }

// RandomToken is 32 random bytes, URL-safe (43 characters).
func RandomToken() string {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand panics if the OS source does)
	return base64.RawURLEncoding.EncodeToString(b)
}

// ValidSessionID reports whether id has the shape RandomToken makes, so a cookie of any
// other shape is refused before it costs a lookup.
func ValidSessionID(id string) bool {
	if len(id) != 43 {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(id)
	return err == nil
}

// New makes a session in memory (nothing is written): under id when the shop issued it (a
// browser with nothing stored yet keeps its cookie, and so the CSRF token its page shows),
// else under a new id. An id the shop never issued is never taken: whoever planted it in a
// browser would read what that browser then stores.
func (s *Sessions) New(id string) *Session {
	if !s.Issued(id) {
		id = s.newID()
	}
	return &Session{ID: id, Expires: time.Now().Add(SessionTTL)}
}

// CSRF is the session's CSRF token: an HMAC of its id, checked without a store lookup.
func (s *Sessions) CSRF(id string) string {
	m := hmac.New(sha256.New, s.csrfKey)
	m.Write([]byte("csrf:" + id))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// CheckCSRF reports whether token is the CSRF token of session id, in constant time.
func (s *Sessions) CheckCSRF(id, token string) bool {
	return ValidSessionID(id) && hmac.Equal([]byte(token), []byte(s.CSRF(id)))
}

// Get loads a live session, or ErrNotFound.
func (s *Sessions) Get(id string) (*Session, error) {
	sess, err := s.store.load(id)
	if err != nil {
		return nil, err
	}
	if time.Now().After(sess.Expires) {
		return nil, ErrNotFound
	}
	sess.ID = id
	return &sess, nil
}

// Save stores the session and extends its life.
func (s *Sessions) Save(sess *Session) error {
	sess.Expires = time.Now().Add(SessionTTL)
	return s.store.put(sess)
}

// Rotate gives the session a new id, and so a new CSRF token (on sign-in and sign-out), so
// a fixed or stolen id stops working. The old record goes in the same transaction.
func (s *Sessions) Rotate(sess *Session) error { return s.rotate(sess, false) }

// RotateAlone is Rotate that also ends every other session of the session's user, in the
// same transaction: after a password change or reset, a browser that had the account
// (a thief's among them) is signed out, and the one that made the change goes on under a
// new id.
func (s *Sessions) RotateAlone(sess *Session) error { return s.rotate(sess, sess.UserID != 0) }

func (s *Sessions) rotate(sess *Session, alone bool) error {
	old := sess.ID
	sess.ID = s.newID()
	sess.Expires = time.Now().Add(SessionTTL)
	return s.store.rotate(old, sess, alone)
}

// Count is the number of stored sessions, live or expired.
func (s *Sessions) Count() (int, error) { return s.store.count() }

// DeleteExpired removes sessions past their expiry and reports how many (SweepExpired, without
// what it found out about carts).
func (s *Sessions) DeleteExpired(now time.Time) (int, error) {
	sw, err := s.SweepExpired(now)
	return sw.Deleted, err
}

// DeleteUser removes every session signed in as userID (a deleted account is signed out in
// every browser) and reports how many.
func (s *Sessions) DeleteUser(userID int64) (int, error) { return s.store.deleteUser(userID) }
