package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"shop/i18n"
	"shop/internal/testtool"
	"shop/store"
)

// newBrowser makes the apiTest a new browser with an id the shop issued and that id's CSRF
// token, as a script that loaded one page would have, without a page view per browser.
func (a *apiTest) newBrowser() {
	sess := a.sessions.New("")
	a.cookie = &http.Cookie{Name: sessionCookie, Value: sess.ID}
	a.csrf = a.sessions.CSRF(sess.ID)
}

// wantLimited fails unless rec is a 429 with Retry-After, the security headers and the
// message key in the shopper's language.
func wantLimited(t *testing.T, what string, rec *httptest.ResponseRecorder, lang, key string) {
	t.Helper()
	var m map[string]any
	json.Unmarshal(rec.Body.Bytes(), &m)
	want := i18n.T(lang, key, "minutes", "60")
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") != "3600" || m["message"] != want {
		t.Errorf("%s over its limit: %d Retry-After %q %v, want 429 %q", what, rec.Code, rec.Header().Get("Retry-After"), m, want)
	}
	checkSecurityHeaders(t, what, rec)
}

// New carts are limited per client address: a script that makes a browser a request gets
// 100 carts an hour, not 316 a second. A refused add costs nothing, a browser that has a cart
// adds on, and another address (or the next hour) is not held up.
func TestNewCartsAreLimitedPerAddress(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.lang = "lv"
	_, id := anyProduct(a.apiTest, "&inventories=1")
	if err := a.st.SetStock(context.Background(), id, 1000); err != nil {
		t.Fatal(err)
	}
	a.remote = "203.0.113.7:4000"
	add := fmt.Sprintf("/api/cart-item/add/%d?action=plus", id)
	for range 5 { // refused adds make no cart and count nothing
		a.newBrowser()
		a.json(http.MethodPost, "/api/cart-item/add/999999", `{"quantity":1}`, http.StatusNotFound)
	}
	before := countRows(t, a.data, `SELECT COUNT(*) FROM carts`)
	for i := range newCartsPerAddress {
		a.newBrowser()
		if rec := a.do(http.MethodPost, add, `{"quantity":1}`, nil); rec.Code != http.StatusOK {
			t.Fatalf("new cart %d: %d %s", i+1, rec.Code, rec.Body.String())
		}
	}
	kept := *a.apiTest // the last browser, which has a cart
	a.newBrowser()
	wantLimited(t, "a new cart", a.do(http.MethodPost, add, `{"quantity":1}`, nil), "lv", "error_cart_limited")
	if n := countRows(t, a.data, `SELECT COUNT(*) FROM carts`) - before; n != newCartsPerAddress {
		t.Errorf("%d carts made, want %d", n, newCartsPerAddress)
	}
	kept.json(http.MethodPost, add, `{"quantity":1}`, http.StatusOK) // a cart that exists takes more
	a.remote = "198.51.100.9:4000"
	a.json(http.MethodPost, add, `{"quantity":1}`, http.StatusOK) // another address
	a.remote = "203.0.113.7:4000"
	a.clock.add(writeWindow)
	a.newBrowser()
	a.json(http.MethodPost, add, `{"quantity":1}`, http.StatusOK) // the next hour
}

// Contact messages, newsletter and back-in-stock sign-ups are limited per client address;
// a form refused for its fields or its captcha costs nothing.
func TestContactAndSignUpsAreLimitedPerAddress(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.lang = "ru"
	_, pid := anyProduct(a.apiTest, "&inventories=1")
	a.remote = "203.0.113.8:4000"
	contact := func(i int, captcha string) string {
		return fmt.Sprintf(`{"name":"Anna","email":"a%d@example.com","message":"Vai jums ir Galaxy S24?","gRecaptchaResponse":%q}`, i, captcha)
	}
	for _, c := range []struct {
		what, path, key string
		limit           int
		body            func(i int, captcha string) string
		action          string
	}{
		{"a contact message", "/api/page/contact", "error_contact_limited", contactPerAddress, contact, "contact"},
		{"a newsletter sign-up", "/api/newsletter/subscribe", "error_subscribe_limited", newsletterPerAddress, func(i int, captcha string) string {
			return fmt.Sprintf(`{"email":"victim%d@example.com","gRecaptchaResponse":%q}`, i, captcha)
		}, "newsletter"},
		{"a back-in-stock sign-up", "/api/product-subscribe", "error_subscribe_limited", backInStockPerAddress, func(i int, captcha string) string {
			return fmt.Sprintf(`{"product_id":%d,"email":"w%d@example.com","gRecaptchaResponse":%q}`, pid, i, captcha)
		}, "back_in_stock"},
	} {
		for i := range 3 { // refused forms cost nothing
			a.json(http.MethodPost, c.path, c.body(i, "local:reject"), http.StatusUnprocessableEntity)
			a.json(http.MethodPost, c.path, strings.Replace(c.body(i, "local:"+c.action), "@example.com", "", 1), http.StatusUnprocessableEntity)
		}
		for i := range c.limit {
			a.json(http.MethodPost, c.path, c.body(i, "local:"+c.action), http.StatusOK)
		}
		wantLimited(t, c.what, a.do(http.MethodPost, c.path, c.body(c.limit, "local:"+c.action), nil), "ru", c.key)
		a.remote = "198.51.100.10:4000"
		a.json(http.MethodPost, c.path, c.body(c.limit+1, "local:"+c.action), http.StatusOK) // another address is not held up
		a.remote = "203.0.113.8:4000"
	}
	if n := countRows(t, a.data, `SELECT COUNT(*) FROM contact_messages`); n != contactPerAddress+1 {
		t.Errorf("%d contact messages kept", n)
	}
}

// A newsletter confirmation goes to an address at most once a day, however many times and
// from however many addresses it is asked for; every answer is the same.
func TestNewsletterMailsAnAddressOnceADay(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	var answers []string
	for i := range 6 {
		a.remote = fmt.Sprintf("203.0.113.%d:4000", 20+i)
		rec := a.do(http.MethodPost, "/api/newsletter/subscribe", `{"email":"victim@example.com","gRecaptchaResponse":"local:newsletter"}`, nil)
		answers = append(answers, fmt.Sprint(rec.Code, rec.Body.String()))
	}
	for _, ans := range answers[1:] {
		if ans != answers[0] {
			t.Errorf("answers differ: %q and %q", answers[0], ans)
		}
	}
	pending, err := a.st.PendingNotices(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	mails := 0
	for _, n := range pending {
		if n.Kind == store.NoticeNewsletterConfirm && n.Email == "victim@example.com" {
			mails++
		}
	}
	if mails != 1 {
		t.Errorf("%d confirmation mails queued for one address, want 1", mails)
	}
}

// countRows runs a COUNT query on the shop's SQLite file.
func countRows(t *testing.T, place testtool.Place, query string) int {
	t.Helper()
	var n int
	if err := place.SQL(t).QueryRow(query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
