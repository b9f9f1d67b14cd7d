package handlers

import (
	"fmt"
	"net/http"
	"testing"

	"shop/store"
)

// A session cookie with an id the shop never issued is not adopted: the answer sets a new
// one (and so a new CSRF token), and the cart the victim then fills is not the planter's to
// read. An issued id with nothing stored yet is kept, and so is an old-shape stored session.
func TestPlantedSessionIDsAreNotAdopted(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, id := anyProduct(a, "&inventories=1")
	planted := &http.Cookie{Name: sessionCookie, Value: store.RandomToken()}
	before, _ := a.sessions.Count()

	// The victim's browser carries the planted cookie to a page.
	victim := &apiTest{t: t, e: a.e, st: a.st, sessions: a.sessions, lang: "en", cookie: planted}
	victim.refreshSession()
	if victim.cookie.Value == planted.Value || !a.sessions.Issued(victim.cookie.Value) {
		t.Fatalf("the page kept the planted id %q (cookie now %q)", planted.Value, victim.cookie.Value)
	}
	if victim.csrf == a.sessions.CSRF(planted.Value) {
		t.Fatal("the page showed the planted id's CSRF token")
	}
	if after, _ := a.sessions.Count(); after != before {
		t.Fatal("a page view with a planted id stored a session")
	}
	addLine(victim, id, 2)

	// The planter reads with the planted id: an empty cart, a new id again.
	planter := &apiTest{t: t, e: a.e, st: a.st, sessions: a.sessions, lang: "en", cookie: planted}
	planter.refreshSession()
	if got := dig(planter.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 0.0 {
		t.Fatalf("the planted id reads the victim's cart: %v units", got)
	}
	// The planted id's own CSRF token (which nobody can make without the key) opens nothing:
	// the cart call answers under a new session.
	planter.cookie, planter.csrf = planted, a.sessions.CSRF(planted.Value)
	if got := dig(planter.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 0.0 {
		t.Fatalf("the planted id reads the victim's cart: %v units", got)
	}
	if got := dig(victim.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 2.0 {
		t.Fatalf("the victim's own cart holds %v", got)
	}

	// An issued id that has nothing stored is kept, with its token, across pages.
	fresh := &apiTest{t: t, e: a.e, st: a.st, sessions: a.sessions, lang: "en"}
	fresh.refreshSession()
	first, token := fresh.cookie.Value, fresh.csrf
	rec := fresh.do(http.MethodGet, "/", "", map[string]string{"X-Requested-With": ""})
	for _, c := range rec.Result().Cookies() {
		if c.Name == sessionCookie && c.Value != first {
			t.Fatalf("an issued, unstored id was replaced: %q → %q", first, c.Value)
		}
	}
	if fresh.refreshSession(); fresh.csrf != token {
		t.Fatal("the second page's token is not the first's")
	}
	addLine(fresh, id, 1) // with the first page's token
	if fresh.cookie.Value != first {
		t.Fatal("the first write moved the session to another id")
	}
	if _, err := a.sessions.Get(first); err != nil {
		t.Fatalf("the first write did not store the issued id: %v", err)
	}

	// A session stored under an id of the older shape keeps working until it expires.
	old := &store.Session{ID: store.RandomToken(), Wishlist: []int64{id}}
	if err := a.sessions.Save(old); err != nil {
		t.Fatal(err)
	}
	shopper := &apiTest{t: t, e: a.e, st: a.st, sessions: a.sessions, lang: "en", cookie: &http.Cookie{Name: sessionCookie, Value: old.ID}}
	shopper.refreshSession()
	if shopper.cookie.Value != old.ID || shopper.csrf != a.sessions.CSRF(old.ID) {
		t.Fatal("an old stored session lost its id")
	}
	if got := dig(shopper.page("/wishlist", http.StatusOK), "shared", "wishlist_ids"); fmt.Sprint(got) != fmt.Sprintf("[%d]", id) {
		t.Errorf("the old session's wishlist: %v", got)
	}
	addLine(shopper, id, 1)
	if sess, err := a.sessions.Get(old.ID); err != nil || sess.CartToken == "" {
		t.Errorf("the old session after a cart add: %+v, %v", sess, err)
	}
}
