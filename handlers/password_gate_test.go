package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"shop/store"
)

// Fifty wrong passwords from one address neither lock the owner out nor make them wait: their
// right password from another address signs in at once, with the captcha token the sign-in
// form sends. A sign-in without one (a bot's) is asked for it, never locked.
func TestAStrangerCannotLockTheOwnerOut(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.st.CreateUser(context.Background(), store.NewUser{Email: "owner@example.com", Password: "correct horse battery", Name: "O", Surname: "S"})
	a.remote = "203.0.113.9:1000"
	limited := 0
	for i := range 50 {
		switch code, body, retry := a.signInAs("owner@example.com", "wrong password "+strconv.Itoa(i), nil); {
		case code == http.StatusTooManyRequests && retry != "":
			limited++
		case code != http.StatusUnprocessableEntity:
			t.Fatalf("attempt %d: %d %s", i+1, code, body)
		}
	}
	if limited != 50-passwordPerPair {
		t.Fatalf("%d of 50 wrong passwords from one address limited, want %d", limited, 50-passwordPerPair)
	}
	// The stranger's address stays limited for this account, even with the right password.
	if code, _, _ := a.signInAs("owner@example.com", "correct horse battery", nil); code != http.StatusTooManyRequests {
		t.Fatalf("the right password from the stranger's address: %d", code)
	}

	owner := a.shopper()
	owner.remote = "198.51.100.20:2000"
	m := owner.json(http.MethodPost, "/login", `{"email":"owner@example.com","password":"correct horse battery"}`, http.StatusUnprocessableEntity)
	wantKeys(t, m, "gRecaptchaResponse")
	owner.post("/login", `{"email":"owner@example.com","password":"correct horse battery","gRecaptchaResponse":"local:sign_in"}`, http.StatusOK)
	owner.json(http.MethodGet, "/api/user", "", http.StatusOK)

	// The owner's sign-in cleared the account's count: the next sign-in needs no captcha.
	again := a.shopper()
	again.remote = "198.51.100.21:2000"
	again.post("/login", `{"email":"owner@example.com","password":"correct horse battery"}`, http.StatusOK)
}

// Each password check of a signed-in shopper (the profile's password change, account
// deletion) passes the same gate as sign-in: a thief holding the session guesses no faster
// than at the sign-in form, and the right password gets through after the window.
func TestProfilePasswordChecksAreLimited(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	b, _ := signedInShopper(t, a.apiTest, "guarded@example.lv")
	b.remote = "203.0.113.30:1000"
	update := func(password string) string {
		return fmt.Sprintf(`{"user":{"name":"Anna","surname":"K","phone":{"number":"29111222","countryCallingCode":"+371"},
"password":%q,"new_password":"a brand new password","new_password_confirmation":"a brand new password"},"gRecaptchaResponse":"local:profile"}`, password)
	}
	for i := range passwordPerPair {
		if i%2 == 0 {
			wantKeys(t, b.json(http.MethodPost, "/api/user/update", update("not my password"), http.StatusUnprocessableEntity), "user.password")
		} else {
			wantKeys(t, b.json(http.MethodPost, "/api/user/delete", `{"password":"not my password"}`, http.StatusUnprocessableEntity), "password")
		}
	}
	for _, call := range []struct{ path, body string }{
		{"/api/user/update", update("correct horse battery")}, {"/api/user/delete", `{"password":"correct horse battery"}`},
	} {
		rec := b.do(http.MethodPost, call.path, call.body, nil)
		if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
			t.Fatalf("%s past the limit: %d %s", call.path, rec.Code, rec.Body.String())
		}
	}
	// A form refused for its fields costs no attempt: it is not counted.
	a.clock.add(passwordWindow)
	for range passwordPerPair + 1 {
		b.json(http.MethodPost, "/api/user/delete", `{"password":""}`, http.StatusUnprocessableEntity)
	}
	b.json(http.MethodPost, "/api/user/update", update("correct horse battery"), http.StatusOK)
}

// A password change signs the account out of every other browser (a thief's among them); the
// browser that changed it goes on under a new session id and CSRF token.
func TestPasswordChangeSignsOutEveryOtherBrowser(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	b, _ := signedInShopper(t, a, "moving@example.lv")
	thief := signIn(a, "moving@example.lv")
	stranger, _ := signedInShopper(t, a, "someone@example.lv")
	oldCookie, oldCSRF := *b.cookie, b.csrf
	m := b.json(http.MethodPost, "/api/user/update", `{"user":{"name":"Anna","surname":"K","phone":{"number":"29111222","countryCallingCode":"+371"},
"password":"correct horse battery","new_password":"a brand new password","new_password_confirmation":"a brand new password"},"gRecaptchaResponse":"local:profile"}`,
		http.StatusOK)
	csrf, _ := m["csrf"].(string)
	if csrf == "" || csrf == oldCSRF || b.cookie.Value == oldCookie.Value {
		t.Fatalf("the session was not renewed: csrf %q, cookie %v", csrf, b.cookie.Value == oldCookie.Value)
	}
	b.csrf = csrf
	b.json(http.MethodGet, "/api/user", "", http.StatusOK)
	b.json(http.MethodPost, "/api/user/addresses", `{"shipping":{"country_id":`+jsonNum(lvCountryID(t))+`,"city":"Rīga","address":"Jaunā iela 1","zip":"LV-1050"}}`, http.StatusOK)
	thief.json(http.MethodGet, "/api/user", "", http.StatusUnauthorized)
	stranger.json(http.MethodGet, "/api/user", "", http.StatusOK) // another account is not touched
	old := a.shopper()
	old.cookie, old.csrf = &oldCookie, oldCSRF
	old.json(http.MethodGet, "/api/user", "", http.StatusUnauthorized)
}

// A password reset signs the account out of every browser but the one that reset it.
func TestPasswordResetSignsOutEveryOtherBrowser(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	ctx := context.Background()
	a.st.CreateUser(ctx, store.NewUser{Email: "lost@example.com", Password: "correct horse battery", Name: "L", Surname: "S"})
	thief := signIn(a.apiTest, "lost@example.com")
	a.post("/password/forgot", `{"email":"lost@example.com","gRecaptchaResponse":"local:password_reset"}`, http.StatusOK)
	notices, _ := a.st.PendingNotices(ctx, 10)
	if len(notices) != 1 {
		t.Fatalf("notices: %+v", notices)
	}
	a.post(notices[0].Link, `{"password":"a brand new password","password_confirmation":"a brand new password"}`, http.StatusOK)
	a.json(http.MethodGet, "/api/user", "", http.StatusOK)
	thief.json(http.MethodGet, "/api/user", "", http.StatusUnauthorized)
}

// A reset link's new password is hashed through the same gate: dead links from one address
// are limited as wrong passwords are.
func TestPasswordResetIsLimitedPerAddress(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.remote = "203.0.113.40:1000"
	for i := range passwordPerAddress {
		rec := a.do(http.MethodPost, "/password/reset/"+store.RandomToken(), `{"password":"a brand new password","password_confirmation":"a brand new password"}`, nil)
		if rec.Code != http.StatusGone {
			t.Fatalf("dead link %d: %d %s", i+1, rec.Code, rec.Body.String())
		}
	}
	rec := a.do(http.MethodPost, "/password/reset/"+store.RandomToken(), `{"password":"a brand new password","password_confirmation":"a brand new password"}`, nil)
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("past the limit: %d %s", rec.Code, rec.Body.String())
	}
	a.clock.add(passwordWindow + time.Second)
	if rec := a.do(http.MethodPost, "/password/reset/x", `{"password":"a brand new password","password_confirmation":"a brand new password"}`, nil); rec.Code != http.StatusGone {
		t.Fatalf("after the window: %d", rec.Code)
	}
}
