package handlers

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// securityHeaderNames are the headers securityHeaders sets on every answer.
var securityHeaderNames = []string{"Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy",
	"X-XSS-Protection", "Permissions-Policy"}

// checkSecurityHeaders fails unless the answer carries every security header.
func checkSecurityHeaders(t *testing.T, what string, rec *httptest.ResponseRecorder) {
	t.Helper()
	for _, h := range securityHeaderNames {
		if rec.Header().Get(h) == "" {
			t.Errorf("%s (%d): no %s", what, rec.Code, h)
		}
	}
	if got := rec.Header().Get("X-Frame-Options"); got != "" && got != "DENY" {
		t.Errorf("%s: X-Frame-Options %q", what, got)
	}
}

// Every answer carries the security headers: redirects (the language prefix's, made before
// routing), refusals and errors of every kind, files and pages alike.
func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	page := map[string]string{"X-Requested-With": ""}
	cases := []struct {
		method, path, body string
		headers            map[string]string
		status             int
	}{
		{"GET", "/", "", page, 200},
		{"GET", "/api/cart", "", nil, 200},
		{"GET", "/robots.txt", "", nil, 200},
		{"HEAD", "/", "", page, 200},
		{"GET", "/lv/c/telefoni", "", page, 301},
		{"HEAD", "/lv/c/telefoni", "", page, 301},
		{"GET", "/c/telefoni?lang=en", "", page, 301},
		{"GET", "/lv//evil.example", "", page, 301},
		{"GET", "/blog/page/1", "", page, 301},
		{"GET", "/profile", "", page, 303},
		{"GET", "/no-such-page", "", page, 404},
		{"GET", "/fi/c/telefoni", "", page, 404},
		{"GET", "/api/no-such-call", "", nil, 404},
		{"GET", "/assets/nope.js", "", nil, 404},
		{"GET", "/media/demo/nope.svg", "", nil, 404},
		{"HEAD", "/no-such-page", "", page, 404},
		{"DELETE", "/api/cart", "", nil, 404},
		{"PUT", "/assets/app.js", "{}", nil, 405},
		{"OPTIONS", "/assets/app.js", "", nil, 204},
		{"POST", "/api/newsletter/subscribe", `{"email":"a@b.lv"}`, map[string]string{"X-CSRF-TOKEN": ""}, 419},
		{"GET", "/api/cart/reset-data", "", map[string]string{"X-CSRF-TOKEN": ""}, 419},
		{"POST", "/api/newsletter/subscribe", `{"email":`, nil, 400},
		{"POST", "/api/newsletter/subscribe", `email=a`, map[string]string{"Content-Type": "text/plain"}, 415},
		{"POST", "/api/newsletter/subscribe", `{"email":"x"}`, nil, 422},
		{"POST", "/api/newsletter/subscribe", `{"email":"` + strings.Repeat("a", MaxBodyBytes) + `"}`, nil, 413},
		{"GET", "/api/search/products?categories=1;2", "", nil, 422},
	}
	for _, c := range cases {
		rec := a.do(c.method, c.path, c.body, c.headers)
		what := c.method + " " + c.path
		if rec.Code != c.status {
			t.Errorf("%s: %d, want %d", what, rec.Code, c.status)
		}
		checkSecurityHeaders(t, what, rec)
	}
	// 429: the address's sign-in limit, used up.
	var rec *httptest.ResponseRecorder
	for i := 0; i < 100 && (rec == nil || rec.Code != http.StatusTooManyRequests); i++ {
		rec = a.do(http.MethodPost, "/login", fmt.Sprintf(`{"email":"x%d@example.com","password":"wrong"}`, i), nil)
	}
	if rec.Code != http.StatusTooManyRequests {
		t.Fatalf("sign-in over the limit: %d", rec.Code)
	}
	checkSecurityHeaders(t, "POST /login over the limit", rec)
}

// TestPrivateAnswers: every answer with a shopper's own data (their cart and checkout, an
// order, its review form and invoice, the profile and the user API, the wishlist, the
// answers of sign-in) says Cache-Control: private, no-store, refusals included; the
// catalogue's pages and calls keep their caching.
func TestPrivateAnswers(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	slug, id := anyProduct(a, "&inventories=1")
	check := func(who *apiTest, method, path, body string, headers map[string]string, want string) {
		t.Helper()
		rec := who.do(method, path, body, headers)
		if got := rec.Header().Get("Cache-Control"); got != want {
			t.Errorf("%s %s (%d): Cache-Control %q, want %q", method, path, rec.Code, got, want)
		}
	}
	html := map[string]string{"X-Requested-With": ""}
	page := map[string]string{"X-Page": "true"}
	// Refusals first: an empty cart's order, an unknown line.
	check(a, http.MethodPost, "/api/order/store", orderBody(t, "swedbank", nil), nil, privateCache)
	check(a, http.MethodPost, "/api/cart-item/999999/delete", "", nil, privateCache)
	a.fill(id, 1)
	m := decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	link := dig(m, "payment_link").(string) // /en/order/{token}
	token := link[strings.LastIndex(link, "/")+1:]
	a.fill(id, 1)
	b, _ := signedInShopper(t, a, "anna@example.lv")
	for _, c := range []struct {
		who          *apiTest
		method, path string
	}{
		{a, http.MethodGet, "/cart"}, {a, http.MethodGet, "/checkout"}, {a, http.MethodGet, "/wishlist"},
		{a, http.MethodGet, "/order/" + token}, {a, http.MethodGet, "/order/" + token + "/review"},
		{a, http.MethodGet, "/api/cart"}, {a, http.MethodGet, "/api/cart/reset-data"}, {a, http.MethodGet, "/api/shipping"},
		{a, http.MethodGet, "/api/order/" + token}, {a, http.MethodPost, "/api/coupon/remove/"},
		{b, http.MethodGet, "/profile"}, {b, http.MethodGet, "/api/user"},
	} {
		check(c.who, c.method, c.path, "", html, privateCache)
		if c.method == http.MethodGet && !strings.HasPrefix(c.path, "/api/") {
			check(c.who, c.method, c.path, "", page, privateCache)
		}
	}
	check(a, http.MethodGet, "/order/"+token+"/invoice.pdf", "", html, privateCache)
	check(a, http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), `{"quantity":2}`, nil, privateCache)
	check(a, http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", id), "", nil, privateCache)
	check(b, http.MethodGet, "/api/user/export", "", nil, privateCache)
	check(b, http.MethodPost, "/api/user/update", `{"user":{}}`, nil, privateCache) // refused
	check(a.shopper(), http.MethodPost, "/login", `{"email":"anna@example.lv","password":"correct horse battery"}`, nil, privateCache)
	// Public pages keep theirs, whoever asks.
	for _, who := range []*apiTest{a, b} {
		for _, path := range []string{"/", "/p/" + slug, "/search?q=a", "/contact", "/order", "/login"} {
			check(who, http.MethodGet, path, "", html, "no-cache")
			check(who, http.MethodGet, path, "", page, "no-cache")
		}
		check(who, http.MethodGet, "/api/search/products", "", nil, "")
	}
}
