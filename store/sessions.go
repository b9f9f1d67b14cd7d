package store

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// SessionTTL is how long an idle session lives; a stored session's life is extended when
// it is used (at most once a day, see handlers).
const SessionTTL = 30 * 24 * time.Hour

var (
	sessionBucket  = []byte("sessions")
	metaBucket     = []byte("meta")
	csrfKeyName    = []byte("csrf_key")
	sessionKeyName = []byte("session_id_key") // signs the session ids the shop issues (session_ids.go)
	sealKeyName    = []byte("seal_key")       // encrypts the staff's TOTP secrets (secret_seal.go)
)

// Session is what the shop remembers about one browser, guest or signed in. Its CSRF token is
// not stored: it is derived from the id (Sessions.CSRF), so a browser that has nothing stored
// yet still has a token that verifies. session_record.go writes it to the file.
type Session struct {
	ID        string
	UserID    int64
	CartToken string
	// PlacedCart is the cart token the session held before a sign-in or sign-up changed it
	// (an ordered cart's, typically): a checkout retried with the same idempotency key still
	// finds the order it placed from this browser.
	PlacedCart string
	Wishlist   []int64 // a guest's; signed-in users keep theirs in SQLite
	// UserType is a guest's choice at checkout, b2b for a business ("" or b2c: a private
	// person): the cart is priced for it. A signed-in user's account type decides instead.
	UserType string
	// VATNumber is the business buyer's VAT number as entered at checkout (normalised): the
	// cart is priced at 0 % while VIES's valid answer for it is cached (handlers/vat.go).
	VATNumber string
	Expires   time.Time
}

// Sessions keeps sessions in bbolt (sessions.db in the data folder), with the keys that sign
// CSRF tokens and session ids.
type Sessions struct {
	db      *bolt.DB
	csrfKey []byte
	idKey   []byte
	sealKey []byte
	// Compaction is what the start did to the file (session_compact.go), for the log.
	Compaction Compaction
}

// OpenSessions opens the session database, compacted first when most of it is free space
// (compactSessions); a second process on the same file fails after 1 s. Each key is made
// once, when the file has none.
func OpenSessions(dir string) (*Sessions, error) {
	path := filepath.Join(dir, "sessions.db")
	compaction := compactSessions(path)
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		if errors.Is(err, berrors.ErrTimeout) {
			return nil, fmt.Errorf("sessions database in %s is in use by another shop process", dir)
		}
		return nil, err
	}
	s := &Sessions{db: db, Compaction: compaction}
	err = db.Update(func(tx *bolt.Tx) error {
		if _, err := tx.CreateBucketIfNotExists(sessionBucket); err != nil {
			return err
		}
		meta, err := tx.CreateBucketIfNotExists(metaBucket)
		if err != nil {
			return err
		}
		if s.csrfKey, err = metaKey(meta, csrfKeyName); err != nil {
			return err
		}
		if s.idKey, err = metaKey(meta, sessionKeyName); err != nil {
			return err
		}
		s.sealKey, err = metaKey(meta, sealKeyName)
		return err
	})
	if err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// metaKey reads the 32-byte key name of the meta bucket, making it when there is none.
func metaKey(meta *bolt.Bucket, name []byte) ([]byte, error) {
	if key := meta.Get(name); key != nil {
		return append([]byte(nil), key...), nil
	}
	key := make([]byte, 32)
	rand.Read(key)
	return key, meta.Put(name, key)
}

// Close closes the session database.
func (s *Sessions) Close() error { return s.db.Close() }

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
	var sess Session
	err := s.db.View(func(tx *bolt.Tx) (err error) {
		raw := tx.Bucket(sessionBucket).Get([]byte(id))
		if raw == nil {
			return ErrNotFound
		}
		sess, err = decodeSession(raw)
		return err
	})
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
	raw, err := encodeSession(sess)
	if err != nil {
		return err
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(sessionBucket).Put([]byte(sess.ID), raw)
	})
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
	raw, err := encodeSession(sess)
	if err != nil {
		return err
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(sessionBucket)
		if alone {
			if _, err := deleteUserSessions(b, sess.UserID); err != nil {
				return err
			}
		}
		if err := b.Delete([]byte(old)); err != nil {
			return err
		}
		return b.Put([]byte(sess.ID), raw)
	})
}

// Count is the number of stored sessions, live or expired.
func (s *Sessions) Count() (int, error) {
	n := 0
	err := s.db.View(func(tx *bolt.Tx) error {
		n = tx.Bucket(sessionBucket).Stats().KeyN
		return nil
	})
	return n, err
}

// DeleteExpired removes sessions past their expiry and reports how many (SweepExpired, without
// what it found out about carts).
func (s *Sessions) DeleteExpired(now time.Time) (int, error) {
	sw, err := s.SweepExpired(now)
	return sw.Deleted, err
}

// DeleteUser removes every session signed in as userID (a deleted account is signed out in
// every browser) and reports how many.
func (s *Sessions) DeleteUser(userID int64) (int, error) {
	n := 0
	err := s.db.Update(func(tx *bolt.Tx) (err error) {
		n, err = deleteUserSessions(tx.Bucket(sessionBucket), userID)
		return err
	})
	return n, err
}

// deleteUserSessions removes the sessions of userID from b. Keys are collected first, as in
// DeleteExpired.
func deleteUserSessions(b *bolt.Bucket, userID int64) (int, error) {
	var theirs [][]byte
	err := b.ForEach(func(k, v []byte) error {
		if sess, err := decodeSession(v); err == nil && sess.UserID == userID {
			theirs = append(theirs, append([]byte(nil), k...))
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	for _, k := range theirs {
		if err := b.Delete(k); err != nil {
			return 0, err
		}
	}
	return len(theirs), nil
}
