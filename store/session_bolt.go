package store

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// boltSessions keeps the sessions in bbolt's sessions.db in the data folder: the records in
// one bucket under their ids, the keys in another. One process holds the file, so it is the
// storage of a shop on SQLite, which is one process too.
type boltSessions struct {
	db *bolt.DB
}

var (
	sessionBucket = []byte("sessions")
	metaBucket    = []byte("meta")
)

// OpenSessions opens the session database in dir, compacted first when most of it is free
// space (compactSessions); a second process on the same file fails after 1 s. Each key is
// made once, when the file has none.
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
	err = db.Update(func(tx *bolt.Tx) error {
		if _, err := tx.CreateBucketIfNotExists(sessionBucket); err != nil {
			return err
		}
		_, err := tx.CreateBucketIfNotExists(metaBucket)
		return err
	})
	if err != nil {
		db.Close()
		return nil, err
	}
	s, err := newSessions(&boltSessions{db: db})
	if err != nil {
		db.Close()
		return nil, err
	}
	s.Compaction = compaction
	return s, nil
}

func (b *boltSessions) key(name string) ([]byte, error) {
	var key []byte
	err := b.db.Update(func(tx *bolt.Tx) error {
		meta := tx.Bucket(metaBucket)
		if k := meta.Get([]byte(name)); k != nil {
			key = append([]byte(nil), k...)
			return nil
		}
		key = newKey()
		return meta.Put([]byte(name), key)
	})
	return key, err
}

func (b *boltSessions) load(id string) (Session, error) {
	var sess Session
	err := b.db.View(func(tx *bolt.Tx) (err error) {
		raw := tx.Bucket(sessionBucket).Get([]byte(id))
		if raw == nil {
			return ErrNotFound
		}
		sess, err = decodeSession(raw)
		return err
	})
	return sess, err
}

func (b *boltSessions) put(sess *Session) error {
	raw, err := encodeSession(sess)
	if err != nil {
		return err
	}
	return b.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(sessionBucket).Put([]byte(sess.ID), raw)
	})
}

func (b *boltSessions) rotate(old string, sess *Session, alone bool) error {
	raw, err := encodeSession(sess)
	if err != nil {
		return err
	}
	return b.db.Update(func(tx *bolt.Tx) error {
		bucket := tx.Bucket(sessionBucket)
		if alone {
			if _, err := deleteUserSessions(bucket, sess.UserID); err != nil {
				return err
			}
		}
		if err := bucket.Delete([]byte(old)); err != nil {
			return err
		}
		return bucket.Put([]byte(sess.ID), raw)
	})
}

func (b *boltSessions) count() (int, error) {
	n := 0
	err := b.db.View(func(tx *bolt.Tx) error {
		n = tx.Bucket(sessionBucket).Stats().KeyN
		return nil
	})
	return n, err
}

func (b *boltSessions) deleteUser(userID int64) (int, error) {
	n := 0
	err := b.db.Update(func(tx *bolt.Tx) (err error) {
		n, err = deleteUserSessions(tx.Bucket(sessionBucket), userID)
		return err
	})
	return n, err
}

// deleteUserSessions removes the sessions of userID from b: every record is read, as bbolt
// has no index on the user. Keys are collected first, as in sweep.
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

// sweep removes the sessions past their expiry at now, in one transaction that also reads
// which carts the deleted and the live sessions hold. Keys are collected first: deleting
// under a bbolt cursor makes its Next skip the following key.
func (b *boltSessions) sweep(now time.Time) (Sweep, error) {
	sw := Sweep{LiveCarts: map[string]bool{}}
	err := b.db.Update(func(tx *bolt.Tx) error {
		bucket := tx.Bucket(sessionBucket)
		var expired [][]byte
		var carts []string
		err := bucket.ForEach(func(k, v []byte) error {
			sess, err := decodeSession(v)
			switch {
			case err != nil:
				expired = append(expired, append([]byte(nil), k...))
			case now.After(sess.Expires):
				expired = append(expired, append([]byte(nil), k...))
				if sess.CartToken != "" {
					carts = append(carts, sess.CartToken)
				}
			case sess.CartToken != "":
				sw.LiveCarts[sess.CartToken] = true
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, k := range expired {
			if err := bucket.Delete(k); err != nil {
				return err
			}
		}
		sw.Deleted = len(expired)
		sw.OrphanCarts = orphans(carts, sw.LiveCarts)
		return nil
	})
	if err != nil {
		return Sweep{}, err
	}
	return sw, nil
}

func (b *boltSessions) close() error { return b.db.Close() }
