package store

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
)

// SessionTTL is how long an idle session lives; every request extends it.
const SessionTTL = 30 * 24 * time.Hour

var sessionBucket = []byte("sessions")

// Session is what the shop remembers about one browser, guest or signed in.
type Session struct {
	ID        string    `json:"-"`
	UserID    int64     `json:"user_id,omitempty"`
	CSRF      string    `json:"csrf"`
	CartToken string    `json:"cart_token,omitempty"`
	Wishlist  []int64   `json:"wishlist,omitempty"` // a guest's; signed-in users keep theirs in SQLite
	Compare   []int64   `json:"compare,omitempty"`
	Expires   time.Time `json:"expires"`
}

// Sessions keeps sessions in bbolt (sessions.db in the data folder).
type Sessions struct {
	db *bolt.DB
}

// OpenSessions opens the session database; a second process on the same file fails after 1 s.
func OpenSessions(dir string) (*Sessions, error) {
	db, err := bolt.Open(filepath.Join(dir, "sessions.db"), 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		if errors.Is(err, bolt.ErrTimeout) {
			return nil, fmt.Errorf("sessions database in %s is in use by another shop process", dir)
		}
		return nil, err
	}
	err = db.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(sessionBucket)
		return err
	})
	if err != nil {
		db.Close()
		return nil, err
	}
	return &Sessions{db: db}, nil
}

// Close closes the session database.
func (s *Sessions) Close() error { return s.db.Close() }

// RandomToken is 32 random bytes, URL-safe.
func RandomToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // the OS random source failing is not something to carry on from
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// New makes a fresh session (not yet saved).
func (s *Sessions) New() *Session {
	return &Session{ID: RandomToken(), CSRF: RandomToken(), Expires: time.Now().Add(SessionTTL)}
}

// Get loads a live session, or ErrNotFound.
func (s *Sessions) Get(id string) (*Session, error) {
	var sess Session
	err := s.db.View(func(tx *bolt.Tx) error {
		raw := tx.Bucket(sessionBucket).Get([]byte(id))
		if raw == nil {
			return ErrNotFound
		}
		return json.Unmarshal(raw, &sess)
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
	raw, err := json.Marshal(sess)
	if err != nil {
		return err
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(sessionBucket).Put([]byte(sess.ID), raw)
	})
}

// Rotate gives the session a new id and CSRF token (on sign-in and sign-out), so a fixed or
// stolen id stops working.
func (s *Sessions) Rotate(sess *Session) error {
	old := sess.ID
	sess.ID, sess.CSRF = RandomToken(), RandomToken()
	if err := s.Save(sess); err != nil {
		return err
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(sessionBucket).Delete([]byte(old))
	})
}

// DeleteExpired removes sessions past their expiry and reports how many.
func (s *Sessions) DeleteExpired(now time.Time) (int, error) {
	n := 0
	err := s.db.Update(func(tx *bolt.Tx) error {
		c := tx.Bucket(sessionBucket).Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			var sess Session
			if json.Unmarshal(v, &sess) != nil || now.After(sess.Expires) {
				if err := c.Delete(); err != nil {
					return err
				}
				n++
			}
		}
		return nil
	})
	return n, err
}
