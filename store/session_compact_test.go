package store

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"shop/internal/pgtest"
)

// A sessions.db that a flood made large and a sweep made mostly free is compacted at the
// next start: the file shrinks, and its sessions, CSRF key and session id key are kept. A
// file with little free space is left as it is.
func TestBloatedSessionsFileIsCompactedAtStart(t *testing.T) {
	pgtest.SQLiteOnly(t, "bbolt's sessions.db holds the sessions of a shop on SQLite only")
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "sessions.db")
	s, err := OpenSessions(dir)
	if err != nil {
		t.Fatal(err)
	}
	wishlist := make([]int64, 1500) // about 3 KB a session: few sessions make a large file
	var kept []*Session
	err = s.store.(*boltSessions).db.Update(func(tx *bolt.Tx) error { // one transaction: a Save each would sync the file 3,000 times
		b := tx.Bucket(sessionBucket)
		for i := range 3000 {
			sess := s.New("")
			sess.Wishlist, sess.Expires = wishlist, time.Now().Add(time.Hour)
			if i%300 == 0 {
				sess.Expires = time.Now().Add(SessionTTL)
				kept = append(kept, sess)
			}
			raw, _ := encodeSession(sess)
			if err := b.Put([]byte(sess.ID), raw); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	csrf := s.CSRF(kept[0].ID)
	if n, err := s.DeleteExpired(time.Now().Add(2 * time.Hour)); err != nil || n != 3000-len(kept) {
		t.Fatalf("the sweep deleted %d (%v)", n, err)
	}
	s.Close()
	before := fileSize(t, path)
	if before < 8<<20 {
		t.Fatalf("the flood made a file of only %d bytes", before)
	}

	s, err = OpenSessions(dir)
	if err != nil {
		t.Fatal(err)
	}
	after := fileSize(t, path)
	if c := s.Compaction; c.Err != nil || c.Before != before || c.After != after || after > before/4 {
		t.Errorf("compaction %+v: %d bytes before, %d after", c, before, after)
	}
	for _, k := range kept {
		if got, err := s.Get(k.ID); err != nil || len(got.Wishlist) != len(wishlist) {
			t.Fatalf("a kept session after the compaction: %v", err)
		}
	}
	if s.CSRF(kept[0].ID) != csrf || !s.Issued(kept[0].ID) {
		t.Error("the compaction lost a key")
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "sessions.db.*")); len(left) != 0 {
		t.Errorf("left behind: %v", left)
	}
	s.Close()

	t.Logf("sessions.db: %d bytes before, %d after", before, after)

	// Compact now: the next start leaves the file alone.
	if s, err = OpenSessions(dir); err != nil {
		t.Fatal(err)
	}
	defer func() { s.Close() }()
	if c := s.Compaction; c.Err != nil || c.After != c.Before {
		t.Errorf("a compact file was rewritten: %+v", c)
	}
	// A large file whose sessions all live is not compacted either.
	err = s.store.(*boltSessions).db.Update(func(tx *bolt.Tx) error {
		for range 3000 {
			sess := s.New("")
			sess.Wishlist, sess.Expires = wishlist, time.Now().Add(SessionTTL)
			raw, _ := encodeSession(sess)
			if err := tx.Bucket(sessionBucket).Put([]byte(sess.ID), raw); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s, err = OpenSessions(dir); err != nil {
		t.Fatal(err)
	}
	if c := s.Compaction; c.Err != nil || c.After != c.Before || c.Before < 8<<20 {
		t.Errorf("a large file of live sessions: %+v", c)
	}
}

func fileSize(t *testing.T, path string) int64 {
	t.Helper()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return info.Size()
}
