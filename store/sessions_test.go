package store

import (
	"testing"
	"time"
)

func TestSessions(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenSessions(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := OpenSessions(dir); err == nil {
		t.Error("a second process could open sessions.db")
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
	if err != nil || len(got.Wishlist) != 2 {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	old, oldCSRF := sess.ID, s.CSRF(sess.ID)
	if err := s.Rotate(sess); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(old); err != ErrNotFound {
		t.Error("old session id still works after rotation")
	}
	if s.CSRF(sess.ID) == oldCSRF || s.CheckCSRF(sess.ID, oldCSRF) {
		t.Error("CSRF token not rotated with the id")
	}
	if n, _ := s.Count(); n != 1 {
		t.Errorf("%d sessions stored after a rotation, want 1", n)
	}
	if n, _ := s.DeleteExpired(time.Now().Add(SessionTTL + time.Hour)); n != 1 {
		t.Errorf("DeleteExpired removed %d, want 1", n)
	}
	if _, err := s.Get(sess.ID); err != ErrNotFound {
		t.Error("expired session still loads")
	}
}

// The CSRF key survives a restart (tokens in open tabs stay valid), tokens are bound to
// their session id, and only ids of the shape the shop makes are accepted.
func TestCSRFTokens(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenSessions(dir)
	if err != nil {
		t.Fatal(err)
	}
	a, b := s.New(""), s.New("")
	tokenA := s.CSRF(a.ID)
	if !s.CheckCSRF(a.ID, tokenA) || s.CheckCSRF(b.ID, tokenA) || s.CheckCSRF(a.ID, "") || s.CheckCSRF("short", s.CSRF("short")) {
		t.Error("CSRF tokens are not bound to their session id")
	}
	if s.New(a.ID).ID != a.ID || s.New("not-a-token").ID == "not-a-token" {
		t.Error("New does not keep a well-formed id or refuse a malformed one")
	}
	s.Close()
	s, err = OpenSessions(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.CheckCSRF(a.ID, tokenA) {
		t.Error("CSRF key changed across a restart")
	}
	other, err := OpenSessions(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if other.CheckCSRF(a.ID, tokenA) {
		t.Error("two data folders share a CSRF key")
	}
}

// Expired sessions are swept in one pass, however many lie next to each other.
func TestDeleteExpiredSweepsNeighbours(t *testing.T) {
	t.Parallel()
	s, err := OpenSessions(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for range 50 {
		if err := s.Save(s.New("")); err != nil {
			t.Fatal(err)
		}
	}
	if n, _ := s.DeleteExpired(time.Now().Add(SessionTTL + time.Hour)); n != 50 {
		t.Errorf("DeleteExpired removed %d of 50", n)
	}
	if n, _ := s.Count(); n != 0 {
		t.Errorf("%d sessions left", n)
	}
}

// Session ids carry their own MAC: an id this shop issued is known as such without a lookup;
// a well-formed id it never issued (planted in a browser), a second spelling of an issued
// one and another data folder's id are not, and New replaces them.
func TestSessionIDsAreIssuedByTheShop(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenSessions(dir)
	if err != nil {
		t.Fatal(err)
	}
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
	if s, err = OpenSessions(dir); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.Issued(issued) {
		t.Error("the session id key changed across a restart")
	}
	other, err := OpenSessions(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if other.Issued(issued) {
		t.Error("two data folders share a session id key")
	}
}
