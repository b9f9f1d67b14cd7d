package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// The known attacks on accounts and orders, replayed from outside against the real
// server over real HTTP: a stranger's wrong passwords, a thief's session after the owner's
// password change, an order lookup used as an oracle, a forwarded order link.

// register signs b up as a private shopper with password "correct horse battery".
func (b *shopper) register(email string) {
	b.t.Helper()
	var lv float64
	for _, c := range b.json(http.MethodGet, "/api/countries", "", http.StatusOK)["countries"].([]any) {
		if c.(map[string]any)["code"] == "LV" {
			lv = c.(map[string]any)["id"].(float64)
		}
	}
	body, _ := json.Marshal(map[string]any{
		"user": map[string]any{"type": "b2c", "country_id": lv, "name": "Līga", "surname": "Kalniņa", "email": email,
			"password": "correct horse battery", "password_confirmation": "correct horse battery",
			"phone": map[string]any{"number": "20000000", "countryCallingCode": "+371"}},
		"terms": map[string]any{"subscription": 0, "privacy": 1, "gRecaptchaResponse": "local:register"},
	})
	b.csrf = b.json(http.MethodPost, "/register", string(body), http.StatusOK)["csrf"].(string)
}

// signIn signs b in; it answers the status.
func (b *shopper) signIn(email, password string) int {
	b.t.Helper()
	res, raw := b.do(http.MethodPost, "/login", fmt.Sprintf(`{"email":%q,"password":%q,"gRecaptchaResponse":"local:sign_in"}`, email, password), nil)
	if res.StatusCode == http.StatusOK {
		var m map[string]any
		json.Unmarshal(raw, &m)
		b.csrf = m["csrf"].(string)
	}
	return res.StatusCode
}

// 50 wrong passwords from one address, then the owner's right one from another address: it
// signs in at once. Before, 5 wrong passwords from anywhere locked the account for 15 minutes.
func TestAbuseAStrangerCannotLockTheOwnerOut(t *testing.T) {
	shop := startLiveShop(t)
	shop.newShopper("198.51.100.1").register("owner@example.lv")
	stranger := shop.newShopper("203.0.113.66")
	refused := 0
	for i := range 50 {
		switch code := stranger.signIn("owner@example.lv", fmt.Sprint("guess ", i)); code {
		case http.StatusTooManyRequests:
			refused++
		case http.StatusUnprocessableEntity:
		default:
			t.Fatalf("guess %d: %d", i, code)
		}
	}
	if refused < 40 {
		t.Fatalf("only %d of 50 guesses from one address were refused", refused)
	}
	owner := shop.newShopper("198.51.100.2")
	if code := owner.signIn("owner@example.lv", "correct horse battery"); code != http.StatusOK {
		t.Fatalf("the owner's right password from another address: %d", code)
	}
}

// A password change ends every other session of the account: the thief's browser, signed in
// before, is signed out; the owner's goes on.
func TestAbusePasswordChangeEndsTheThiefsSession(t *testing.T) {
	shop := startLiveShop(t)
	owner := shop.newShopper("198.51.100.3")
	owner.register("robbed@example.lv")
	thief := shop.newShopper("203.0.113.67")
	if code := thief.signIn("robbed@example.lv", "correct horse battery"); code != http.StatusOK {
		t.Fatalf("the thief's sign-in: %d", code)
	}
	m := owner.json(http.MethodPost, "/api/user/update", `{"user":{"name":"Līga","surname":"Kalniņa","phone":{"number":"20000000","countryCallingCode":"+371"},
"password":"correct horse battery","new_password":"a brand new passphrase","new_password_confirmation":"a brand new passphrase"},"gRecaptchaResponse":"local:profile"}`,
		http.StatusOK)
	if owner.csrf, _ = m["csrf"].(string); owner.csrf == "" {
		t.Fatalf("the password change renewed no session: %v", m)
	}
	owner.json(http.MethodGet, "/api/user", "", http.StatusOK)
	thief.json(http.MethodGet, "/api/user", "", http.StatusUnauthorized)
}

// The order lookup is no oracle: 507 lookups with the victim's e-mail and numbers in sequence
// found their order in 0.5 s before; now the e-mail's guesses stop after a few, and the
// victim's order is never found. A registered shopper's order is not readable by its link.
func TestAbuseOrderLookupIsNoOracle(t *testing.T) {
	shop := startLiveShop(t)
	victim := shop.newShopper("198.51.100.4")
	number, _ := victim.placeOrder("victim@example.lv")

	stranger := shop.newShopper("203.0.113.68")
	found, refused := 0, 0
	digits := strings.TrimPrefix(number, "LV-")
	var n int
	fmt.Sscanf(digits, "%d", &n)
	for i := range 507 {
		res, _ := stranger.do(http.MethodPost, "/api/order/lookup", fmt.Sprintf(`{"number":"LV-%06d","email":"victim@example.lv"}`, max(1, n-250+i)), nil)
		switch res.StatusCode {
		case http.StatusOK:
			found++
		case http.StatusTooManyRequests:
			refused++
		}
	}
	if found != 0 || refused < 500 {
		t.Fatalf("507 guesses: %d found the order, %d refused", found, refused)
	}

	// A registered shopper's order: its link shows a stranger nothing.
	buyer := shop.newShopper("198.51.100.5")
	buyer.register("buyer@example.lv")
	_, token := buyer.placeOrder("buyer@example.lv")
	buyer.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK)
	res, raw := stranger.do(http.MethodGet, "/api/order/"+token, "", nil)
	if res.StatusCode != http.StatusNotFound || strings.Contains(string(raw), "Kalniņa") {
		t.Fatalf("a stranger with the link: %d %s", res.StatusCode, raw)
	}
}

// placeOrder orders one unit of a product in stock by bank transfer under email, and answers
// the order's number and access token.
func (b *shopper) placeOrder(email string) (number, token string) {
	b.t.Helper()
	p := b.json(http.MethodGet, "/api/search/products?per_page=16&inventories=1&sort=quantity:desc", "", http.StatusOK)
	id := p["collection"].(map[string]any)["data"].(map[string]any)["products"].([]any)[0].(map[string]any)["id"].(float64)
	b.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", int64(id)), `{"quantity":1}`, http.StatusOK)
	var lv float64
	for _, c := range b.json(http.MethodGet, "/api/countries", "", http.StatusOK)["countries"].([]any) {
		if c.(map[string]any)["code"] == "LV" {
			lv = c.(map[string]any)["id"].(float64)
		}
	}
	body, _ := json.Marshal(map[string]any{
		"order": map[string]any{"user_type": "b2c", "user_name": "Līga", "user_surname": "Kalniņa", "user_email": email,
			"user_phone_number": map[string]any{"countryCallingCode": "+371", "number": "20000000"}},
		"shipping":        map[string]any{"country_id": lv, "city": "Rīga", "address": "Brīvības iela 1", "zip": "LV-1050"},
		"shipping_method": "dpd-courier", "payment_method": "swedbank", "terms_accepted": true,
	})
	m := b.json(http.MethodPost, "/api/order/store", string(body), http.StatusOK)
	o := m["order"].(map[string]any)
	link := m["payment_link"].(string)
	return o["prefixed_id"].(string), link[strings.LastIndex(link, "/")+1:]
}
