package handlers

import (
	"context"
	"errors"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"shop/demo"
	"shop/internal/testtool"
	"shop/store"
)

// newInstancesSharingSessions is n instances of the demo shop of shopCode on one database,
// with the sessions kept in it (store.OpenSessionsInDatabase), as instances on a shared
// database keep them: each has its own server and its own Sessions, as each process would.
func newInstancesSharingSessions(t *testing.T, shopCode string, n int) []*apiTest {
	t.Helper()
	v := variantOf(shopCode)
	langs := store.Languages{Default: v.Defaults.Lang(), All: v.Defaults.Languages}
	st, place := openDemoStoreOf(t, demo.Variant{Country: v.Country, Langs: langs, VAT: v.Defaults.VATBasisPoints})
	return instancesSharingSessions(t, shopCode, st, place, n)
}

// instancesSharingSessions is n instances of shop shopCode on st, whose data is at place,
// each with its own Sessions in its database.
func instancesSharingSessions(t *testing.T, shopCode string, st *store.Store, place testtool.Place, n int) []*apiTest {
	t.Helper()
	var shops []*apiTest
	for range n {
		sessions, err := store.OpenSessionsInDatabase(st)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { sessions.Close() })
		a := newAPITestServer(t, Config{ShopCode: shopCode, NoRender: true}, st, sessions)
		a.data = place
		shops = append(shops, a)
	}
	return shops
}

// on sends the browser's next requests to instance, as a load balancer may: its cookie and
// token go with it.
func (a *apiTest) on(instance *apiTest) *apiTest {
	a.e, a.sessions = instance.e, instance.sessions
	return a
}

// A shop whose sessions are in its database runs whichever instance a browser's request
// reaches: a guest's cart made on one follows the sign-in made on another, a token one issued
// is taken by the other, a password changed on one signs the account out of a browser on the
// other, and signing out on either is seen by both. No sessions.db is made.
func TestInstancesShareSessionsInTheDatabase(t *testing.T) {
	t.Parallel()
	shops := newInstancesSharingSessions(t, "lv_shop", 2)
	instancesShareSessions(t, shops[0], shops[1])
	if _, err := os.Stat(filepath.Join(shops[0].data.Dir, "sessions.db")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("sessions.db was made beside the database (%v)", err)
	}
}

// instancesShareSessions is the test's walk through two instances of the Latvian demo shop.
func instancesShareSessions(t *testing.T, one, two *apiTest) {
	t.Helper()
	uid, err := one.st.CreateUser(context.Background(), store.NewUser{Email: "anna@example.lv", Password: "correct horse battery",
		Name: "Anna", Surname: "Bērziņa", PhoneCallingCode: "+371", PhoneNumber: "20000000"})
	if err != nil {
		t.Fatal(err)
	}
	quantity := func(b *apiTest) int64 {
		t.Helper()
		return num(dig(b.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"))
	}

	b := one.shopper()
	_, product := anyProduct(b, "&inventories=1")
	addLine(b, product, 1)
	if n := one.sqlCount(`SELECT COUNT(*) FROM sessions WHERE user_id IS NULL AND cart_token <> ''`); n != 1 {
		t.Fatalf("%d guest sessions with a cart in the database, want 1", n)
	}
	b.on(two).post("/login", `{"email":"anna@example.lv","password":"correct horse battery"}`, http.StatusOK)
	if got := b.on(one).signedInAs(); got != "anna@example.lv" {
		t.Fatalf("signed in on instance two, instance one sees %q", got)
	}
	if n := quantity(b); n != 1 {
		t.Fatalf("the guest's cart holds %d on the other instance after the sign-in", n)
	}
	addLine(b, product, 1) // instance one takes the token instance two gave at the sign-in
	if n := quantity(b.on(two)); n != 2 {
		t.Fatalf("a line added on one instance: the other's cart holds %d", n)
	}

	c := signIn(two, "anna@example.lv")
	if n := one.sqlCount(`SELECT COUNT(*) FROM sessions WHERE user_id = ?`, uid); n != 2 {
		t.Fatalf("%d sessions of the user in the database, want 2", n)
	}
	b.on(one).post("/api/user/update", `{"user":{"name":"Anna","surname":"Bērziņa","phone":{"number":"20000000","countryCallingCode":"+371"},
		"password":"correct horse battery","new_password":"a brand new password","new_password_confirmation":"a brand new password"},
		"gRecaptchaResponse":"local:profile"}`, http.StatusOK)
	if got := c.signedInAs(); got != "" {
		t.Errorf("a password changed on instance one: the browser on instance two is still signed in as %q", got)
	}
	if got := b.on(two).signedInAs(); got != "anna@example.lv" {
		t.Errorf("the browser that changed the password is signed in as %q on the other instance", got)
	}
	if n := one.sqlCount(`SELECT COUNT(*) FROM sessions WHERE user_id = ?`, uid); n != 1 {
		t.Errorf("%d sessions of the user after the password change, want 1", n)
	}

	b.on(two).post("/logout", "", http.StatusOK)
	if got := b.on(one).signedInAs(); got != "" {
		t.Errorf("signed out on instance two, instance one sees %q", got)
	}
	if n := one.sqlCount(`SELECT COUNT(*) FROM sessions WHERE user_id = ?`, uid); n != 0 {
		t.Errorf("%d sessions of the user after signing out", n)
	}
}
