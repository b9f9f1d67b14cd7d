package store

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

func TestSessions(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		s, open := openSessions(t, b)
		if !b.shared {
			if _, err := open(); err == nil {
				t.Error("a second process could open sessions.db")
			}
		}
		sess := s.New("")
		if n, _ := s.Count(); n != 0 {
			t.Errorf("a new session in memory stored %d records", n)
		}
		sess.Wishlist = []int64{3, 1}
		if err := s.Save(sess); err != nil {
			t.Fatal(err)
		}
		got, err := s.Get(sess.ID)
		if err != nil || !slices.Equal(got.Wishlist, []int64{3, 1}) || got.ID != sess.ID {
			t.Fatalf("Get = %+v, %v", got, err)
		}
		sess.CartToken, sess.UserType, sess.VATNumber = "cart-1", "b2b", "LV40003000001"
		if err := s.Save(sess); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Get(sess.ID); err != nil || got.CartToken != "cart-1" || got.UserType != "b2b" || got.VATNumber != "LV40003000001" {
			t.Fatalf("Get after a second Save = %+v, %v", got, err)
		}
		old, oldCSRF := sess.ID, s.CSRF(sess.ID)
		if err := s.Rotate(sess); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Get(old); err != ErrNotFound {
			t.Error("old session id still works after rotation")
		}
		if got, err := s.Get(sess.ID); err != nil || got.CartToken != "cart-1" {
			t.Errorf("the rotated session: %+v, %v", got, err)
		}
		if s.CSRF(sess.ID) == oldCSRF || s.CheckCSRF(sess.ID, oldCSRF) {
			t.Error("CSRF token not rotated with the id")
		}
		if n, _ := s.Count(); n != 1 {
			t.Errorf("%d sessions stored after a rotation, want 1", n)
		}
		if n, _ := s.DeleteExpired(time.Now().Add(SessionTTL - time.Hour)); n != 0 {
			t.Errorf("DeleteExpired removed %d live sessions", n)
		}
		if n, _ := s.DeleteExpired(time.Now().Add(SessionTTL + time.Hour)); n != 1 {
			t.Errorf("DeleteExpired removed %d, want 1", n)
		}
		if _, err := s.Get(sess.ID); err != ErrNotFound {
			t.Error("expired session still loads")
		}
		if _, err := s.Get(s.New("").ID); err != ErrNotFound {
			t.Error("an id with nothing stored loads")
		}
	})
}

// A session past its expiry does not load, though the sweep has not deleted it yet.
func TestExpiredSessionDoesNotLoad(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		s, _ := openSessions(t, b)
		gone := &Session{ID: s.New("").ID, CartToken: "c", Expires: time.Now().Add(-time.Second)}
		putRaw(t, s, gone)
		if _, err := s.Get(gone.ID); err != ErrNotFound {
			t.Errorf("an expired session loads: %v", err)
		}
		if n, _ := s.Count(); n != 1 {
			t.Errorf("%d stored, want the expired one", n)
		}
	})
}

// RotateAlone signs the user out of every other browser and keeps the one that rotated, under
// a new id; other users' and guests' sessions stay. Rotate leaves the other browsers alone, and
// DeleteUser signs the user out everywhere.
func TestRotateAloneAndDeleteUser(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		s, _ := openSessions(t, b)
		save := func(user int64) *Session {
			sess := s.New("")
			sess.UserID = user
			if err := s.Save(sess); err != nil {
				t.Fatal(err)
			}
			return sess
		}
		mine, phone, laptop := save(7), save(7), save(7)
		other, guest := save(8), save(0)
		if err := s.Rotate(mine); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Get(phone.ID); err != nil {
			t.Error("Rotate signed another browser out")
		}
		old := mine.ID
		if err := s.RotateAlone(mine); err != nil {
			t.Fatal(err)
		}
		for _, gone := range []string{old, phone.ID, laptop.ID} {
			if _, err := s.Get(gone); err != ErrNotFound {
				t.Errorf("a session of the user is left after RotateAlone: %v", err)
			}
		}
		for _, kept := range []*Session{mine, other, guest} {
			if got, err := s.Get(kept.ID); err != nil || got.UserID != kept.UserID {
				t.Errorf("session of user %d after RotateAlone: %+v, %v", kept.UserID, got, err)
			}
		}
		// A guest's RotateAlone ends no one else's session: guests are not one user.
		g2 := save(0)
		if err := s.RotateAlone(guest); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Get(g2.ID); err != nil {
			t.Error("a guest's RotateAlone ended another guest's session")
		}
		save(7)
		if n, err := s.DeleteUser(7); err != nil || n != 2 {
			t.Errorf("DeleteUser = %d, %v; want 2", n, err)
		}
		if _, err := s.Get(mine.ID); err != ErrNotFound {
			t.Error("DeleteUser left a session")
		}
		if n, _ := s.Count(); n != 3 {
			t.Errorf("%d sessions left, want user 8's and two guests'", n)
		}
		if n, err := s.DeleteUser(7); err != nil || n != 0 {
			t.Errorf("DeleteUser again = %d, %v", n, err)
		}
	})
}

// The CSRF key survives a restart (tokens in open tabs stay valid), tokens are bound to
// their session id, and only ids of the shape the shop makes are accepted.
func TestCSRFTokens(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		s, open := openSessions(t, b)
		a, c := s.New(""), s.New("")
		tokenA := s.CSRF(a.ID)
		if !s.CheckCSRF(a.ID, tokenA) || s.CheckCSRF(c.ID, tokenA) || s.CheckCSRF(a.ID, "") || s.CheckCSRF("short", s.CSRF("short")) {
			t.Error("CSRF tokens are not bound to their session id")
		}
		if s.New(a.ID).ID != a.ID || s.New("not-a-token").ID == "not-a-token" {
			t.Error("New does not keep a well-formed id or refuse a malformed one")
		}
		s.Close()
		s, err := open()
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if !s.CheckCSRF(a.ID, tokenA) {
			t.Error("CSRF key changed across a restart")
		}
		other, _ := openSessions(t, b)
		if other.CheckCSRF(a.ID, tokenA) {
			t.Error("two data folders share a CSRF key")
		}
	})
}

// Two instances on one database are one shop: a CSRF token, an issued id, a stored session,
// a rotation, a sealed secret and a sign-out everywhere made by one hold in the other.
func TestSessionsSharedByInstances(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		if !b.shared {
			t.Skip(b.name + " is one process's")
		}
		one, open := openSessions(t, b)
		two, err := open()
		if err != nil {
			t.Fatal(err)
		}
		defer two.Close()
		sess := one.New("")
		if !two.Issued(sess.ID) || two.New(sess.ID).ID != sess.ID || !two.CheckCSRF(sess.ID, one.CSRF(sess.ID)) {
			t.Fatal("an id issued and a token made by one instance are refused by the other")
		}
		if got, err := two.Open(one.Seal("JBSWY3DPEHPK3PXP")); err != nil || got != "JBSWY3DPEHPK3PXP" {
			t.Errorf("a secret sealed by one instance: %q, %v", got, err)
		}
		sess.UserID, sess.CartToken = 7, "cart-7"
		if err := one.Save(sess); err != nil {
			t.Fatal(err)
		}
		got, err := two.Get(sess.ID)
		if err != nil || got.UserID != 7 || got.CartToken != "cart-7" {
			t.Fatalf("the other instance reads %+v, %v", got, err)
		}
		if err := two.Rotate(got); err != nil {
			t.Fatal(err)
		}
		if _, err := one.Get(sess.ID); err != ErrNotFound {
			t.Error("the id another instance rotated away still loads")
		}
		if _, err := one.Get(got.ID); err != nil || !one.Issued(got.ID) {
			t.Errorf("the id another instance rotated to: %v", err)
		}
		if n, err := one.DeleteUser(7); err != nil || n != 1 {
			t.Errorf("DeleteUser = %d, %v", n, err)
		}
		if _, err := two.Get(got.ID); err != ErrNotFound {
			t.Error("a session signed out on one instance loads on the other")
		}
	})
}

// Several instances starting at once on a new database agree on one set of keys: each makes
// its own, one wins, and every one reads the winner's.
func TestInstancesStartingAtOnceAgreeOnTheKeys(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		if !b.shared {
			t.Skip(b.name + " is one process's")
		}
		open := b.place(t)
		const n = 8
		opened := make([]*Sessions, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				s, err := open()
				if err != nil {
					t.Error(err)
					return
				}
				opened[i] = s
			})
		}
		wg.Wait()
		if t.Failed() {
			return
		}
		id := opened[0].New("").ID
		for i, s := range opened[1:] {
			if string(s.csrfKey) != string(opened[0].csrfKey) || string(s.idKey) != string(opened[0].idKey) ||
				string(s.sealKey) != string(opened[0].sealKey) || !s.Issued(id) {
				t.Errorf("instance %d has keys of its own", i+1)
			}
			s.Close()
		}
	})
}

// Expired sessions are swept in one pass, however many lie next to each other (and, in the
// database, more of them than one batch of the sweep deletes).
func TestDeleteExpiredSweepsNeighbours(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		s, _ := openSessions(t, b)
		n := 50
		if b.shared {
			n = sessionSweepBatch + 50
		}
		for range n {
			if err := s.Save(s.New("")); err != nil {
				t.Fatal(err)
			}
		}
		if got, _ := s.DeleteExpired(time.Now().Add(SessionTTL + time.Hour)); got != n {
			t.Errorf("DeleteExpired removed %d of %d", got, n)
		}
		if left, _ := s.Count(); left != 0 {
			t.Errorf("%d sessions left", left)
		}
	})
}

// Session ids carry their own MAC: an id this shop issued is known as such without a lookup;
// a well-formed id it never issued (planted in a browser), a second spelling of an issued
// one and another data folder's id are not, and New replaces them.
func TestSessionIDsAreIssuedByTheShop(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		s, open := openSessions(t, b)
		issued := s.New("").ID
		if len(issued) != 43 || !ValidSessionID(issued) || !s.Issued(issued) || s.New(issued).ID != issued {
			t.Fatalf("an issued id %q is not kept", issued)
		}
		planted := RandomToken()
		if s.Issued(planted) || s.New(planted).ID == planted {
			t.Error("a planted well-formed id is adopted")
		}
		last := issued[42]
		for _, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_" {
			if byte(c) != last && s.Issued(issued[:42]+string(c)) {
				t.Errorf("a second spelling %q of an issued id is taken", issued[:42]+string(c))
			}
		}
		// An old-shape stored session (32 random bytes) keeps working while it lives.
		old := &Session{ID: RandomToken(), Wishlist: []int64{7}}
		if err := s.Save(old); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Get(old.ID); err != nil || len(got.Wishlist) != 1 || !s.CheckCSRF(old.ID, s.CSRF(old.ID)) {
			t.Errorf("an old stored session: %+v, %v", got, err)
		}
		if err := s.Rotate(old); err != nil || !s.Issued(old.ID) {
			t.Errorf("a rotated old session gets an id the shop did not issue: %v", err)
		}
		s.Close()
		// The key survives a restart; another data folder's ids are not this one's.
		s, err := open()
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if !s.Issued(issued) {
			t.Error("the session id key changed across a restart")
		}
		other, _ := openSessions(t, b)
		if other.Issued(issued) {
			t.Error("two data folders share a session id key")
		}
	})
}

// Sessions saved, read, rotated, rotated alone and signed out at once, from 50 goroutines
// (two instances where the storage is shared), lose nothing and mix nothing: every browser
// ends with its own last write under its last id, and each user's sign-out everywhere leaves
// none of theirs.
func TestSessionsUnderConcurrency(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		one, open := openSessions(t, b)
		two := one
		if b.shared {
			var err error
			if two, err = open(); err != nil {
				t.Fatal(err)
			}
			defer two.Close()
		}
		const browsers, rounds = 50, 8
		final := make([]*Session, browsers)
		var wg sync.WaitGroup
		for i := range browsers {
			wg.Go(func() {
				s := one
				if i%2 == 1 {
					s = two
				}
				sess := s.New("")
				sess.UserID = int64(1 + i%5) // ten browsers per user
				for r := range rounds {
					sess.CartToken = fmt.Sprintf("cart-%d-%d", i, r)
					var err error
					switch r % 4 {
					case 0, 2:
						err = s.Save(sess)
					case 1:
						err = s.Rotate(sess)
					case 3:
						var got *Session
						if got, err = s.Get(sess.ID); err == nil && got.CartToken != fmt.Sprintf("cart-%d-%d", i, r-1) {
							err = fmt.Errorf("browser %d read %q", i, got.CartToken)
						}
						if err == nil {
							err = s.Save(sess)
						}
					}
					if err != nil {
						t.Error(err)
						return
					}
				}
				final[i] = sess
			})
		}
		wg.Wait()
		if t.Failed() {
			return
		}
		for i, sess := range final {
			if got, err := two.Get(sess.ID); err != nil || got.CartToken != sess.CartToken || got.UserID != sess.UserID {
				t.Errorf("browser %d: %+v, %v", i, got, err)
			}
		}
		if n, _ := one.Count(); n != browsers {
			t.Errorf("%d sessions stored, want %d (a rotation left its old id, or lost the new)", n, browsers)
		}
		// Each user's RotateAlone from one browser, the five at once: every other session of
		// the user is gone after it, and no other user's.
		for u := range int64(5) {
			wg.Go(func() {
				keep := final[u]
				if err := one.RotateAlone(keep); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if n, _ := two.Count(); n != 5 {
			t.Errorf("%d sessions after each user's RotateAlone, want 5", n)
		}
	})
}

// BenchmarkSessions measures a Save and a Get, the two calls a browser's request may cost, on
// each storage.
func BenchmarkSessions(b *testing.B) {
	for _, backend := range sessionBackends {
		b.Run(backend.name, func(b *testing.B) {
			s, _ := openSessions(b, backend)
			sess := s.New("")
			sess.CartToken, sess.Wishlist = RandomToken(), []int64{1, 2, 3}
			b.Run("save", func(b *testing.B) {
				for b.Loop() {
					if err := s.Save(sess); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run("get", func(b *testing.B) {
				for b.Loop() {
					if _, err := s.Get(sess.ID); err != nil {
						b.Fatal(err)
					}
				}
			})
		})
	}
}
