package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"shop/store"
)

// lvCountryID is Latvia's id as the demo seeds the countries (in the reference list's order).
func lvCountryID(t *testing.T) int64 {
	for i, c := range store.Countries() {
		if c.CountryCode == "LV" {
			return int64(i + 1)
		}
	}
	t.Fatal("no LV in the country list")
	return 0
}

// orderBody is a valid guest order by courier to Riga, paid by method, with edits applied.
func orderBody(t *testing.T, method string, edit func(map[string]any)) string {
	m := map[string]any{
		"order": map[string]any{"user_type": "b2c", "user_name": "Anna", "user_surname": "Bērziņa", "user_email": "anna@example.lv",
			"user_phone_number": map[string]any{"countryCallingCode": "+371", "number": "20000000"}},
		// As the checkout page sends it (ui/lib/checkout-form.js payload): unset numbers null.
		"shipping": map[string]any{"country_id": lvCountryID(t), "city": "Rīga", "address": "Brīvības iela 1", "zip": "LV-1050",
			"region_id": nil, "area_id": nil, "identifier": "", "village": "", "message": "",
			"user_phone_number": map[string]any{"countryCallingCode": "+371", "number": ""}},
		"shipping_method": "dpd-courier", "payment_method": method, "terms_accepted": true,
	}
	if edit != nil {
		edit(m)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// shopper is another browser on the same shop: its own session cookie and CSRF token.
func (a *apiTest) shopper() *apiTest {
	b := &apiTest{t: a.t, e: a.e, st: a.st, sessions: a.sessions, lang: a.lang}
	b.refreshSession()
	return b
}

// fill sets the line of a product in the shopper's cart to qty units (the cart page's counter).
func (a *apiTest) fill(id, qty int64) {
	a.t.Helper()
	a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), fmt.Sprintf(`{"quantity":%d}`, qty), http.StatusOK)
}

// place posts an order with an idempotency key ("" for none).
func (a *apiTest) place(body, key string) *httptest.ResponseRecorder {
	return a.do(http.MethodPost, "/api/order/store", body, map[string]string{"Idempotency-Key": key})
}

func decode(t *testing.T, rec *httptest.ResponseRecorder, want int) map[string]any {
	t.Helper()
	if rec.Code != want {
		t.Fatalf("status %d, want %d: %s", rec.Code, want, rec.Body.String())
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatalf("%v: %s", err, rec.Body.String())
	}
	return m
}

// inStock is a product in stock with at least n units.
func inStock(a *apiTest, n int64) int64 {
	a.t.Helper()
	_, id := anyProduct(a, "&inventories=1&sort=quantity:desc")
	if err := a.st.SetStock(context.Background(), id, max(n, 10)); err != nil {
		a.t.Fatal(err)
	}
	return id
}

// tokenOf is the order's access token from its payment link or page path (the tests' English
// pages are under /en).
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	token, ok := strings.CutPrefix(strings.TrimSuffix(strings.TrimPrefix(link, "/en"), "?paid=1"), "/order/")
	if !ok || token == "" {
		t.Fatalf("not an order page: %q", link)
	}
	return token
}

func TestPlaceOrderByBankTransfer(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 5)
	a.fill(id, 2)
	goods := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "cents", "coupon_total")
	// Price-like fields from the client are ignored: the server prices the cart.
	body := orderBody(t, "swedbank", func(m map[string]any) {
		m["total"], m["formatted_total_price_with_tax"] = 1, "0,01 €"
		m["order"].(map[string]any)["total_price"] = 0.01
	})
	m := decode(t, a.place(body, "key-bank-1"), http.StatusOK)
	link, _ := m["payment_link"].(string)
	token := tokenOf(t, link)
	if n, _ := dig(m, "order", "prefixed_id").(string); !strings.HasPrefix(n, "LV-") {
		t.Errorf("order number %q", n)
	}
	if got := dig(m, "order", "cents", "coupon_total"); got != goods || dig(m, "order", "cents", "shipping") != 599.0 {
		t.Errorf("order goods %v and shipping %v, the cart's goods %v", got, dig(m, "order", "cents", "shipping"), goods)
	}
	if got := dig(m, "order", "payment_status_label"); got != "Awaiting payment" {
		t.Errorf("label %v", got)
	}
	if got := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 0.0 {
		t.Errorf("the ordered cart still holds %v", got)
	}
	// The order page's call: the bank details with the order number as the reference.
	o := a.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK)
	if dig(o, "payment", "kind") != "bank" || dig(o, "payment", "bank", "reference") != dig(m, "order", "prefixed_id") ||
		dig(o, "payment", "bank", "iban") == "" || !strings.HasPrefix(dig(o, "payment", "bank", "creditor_reference").(string), "RF") ||
		dig(o, "payment", "can_retry") != false || dig(o, "payment", "test_card") != false || dig(o, "cart_count") != 0.0 {
		t.Errorf("order answer %v", o["payment"])
	}
	if dig(o, "payment", "expires_at") == "" || dig(o, "payment", "expires_text") == "" {
		t.Errorf("a bank transfer order has no expiry: %v", o["payment"])
	}
	a.json(http.MethodGet, "/api/order/nope", "", http.StatusNotFound)
	// Nothing to retry or pay by card for a transfer.
	a.json(http.MethodPost, "/api/order/"+token+"/pay", "", http.StatusConflict)
	a.json(http.MethodPost, "/api/order/"+token+"/test-card", `{"number":"4242424242424242"}`, http.StatusNotFound)
	// The confirmation mail is owed.
	notices, err := a.st.PendingNotices(context.Background(), 10)
	if err != nil || len(notices) != 2 || notices[0].Kind != store.NoticeOrderConfirmation || notices[0].Email != "anna@example.lv" {
		t.Errorf("notices %+v, %v", notices, err)
	}
	// The shop hears of it at its contact address (the company's e-mail), in its own language.
	if len(notices) == 2 && (notices[1].Kind != store.NoticeNewOrderShop || notices[1].Email != a.st.Settings().Company.Email ||
		notices[1].Lang != "" || notices[1].OrderID != notices[0].OrderID) {
		t.Errorf("the shop's notice %+v", notices[1])
	}

	// The order's pages and the guest's lookup.
	if got := dig(a.page("/order/"+token, http.StatusOK), "props", "token"); got != token {
		t.Errorf("order page props token %v", got)
	}
	if rec := a.do(http.MethodGet, "/order/unknown-token", "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound ||
		!strings.Contains(rec.Body.String(), "<html") {
		t.Errorf("unknown order page: %d", rec.Code)
	}
	number := dig(m, "order", "prefixed_id").(string)
	l := a.json(http.MethodPost, "/api/order/lookup", fmt.Sprintf(`{"number":%q,"email":"ANNA@example.lv"}`, strings.ToLower(number)), http.StatusOK)
	if l["path"] != a.st.Path(a.lang, "/order/"+token) {
		t.Errorf("lookup %v", l)
	}
	for _, body := range []string{fmt.Sprintf(`{"number":%q,"email":"other@example.lv"}`, number), `{"number":"LV-999999","email":"anna@example.lv"}`} {
		if dig(a.json(http.MethodPost, "/api/order/lookup", body, http.StatusUnprocessableEntity), "errors", "number") == nil {
			t.Errorf("lookup %s: no errors.number", body)
		}
	}
	if dig(a.json(http.MethodPost, "/api/order/lookup", `{}`, http.StatusUnprocessableEntity), "errors", "email") == nil {
		t.Error("an empty lookup names no email error")
	}
}

func TestPlaceOrderRefusals(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 5)
	// An empty cart.
	if m := decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusConflict); m["message"] == "" {
		t.Errorf("empty cart: %v", m)
	}
	a.fill(id, 1)
	errs := func(body string) map[string]any {
		t.Helper()
		m := decode(t, a.place(body, ""), http.StatusUnprocessableEntity)
		e, _ := m["errors"].(map[string]any)
		if m["message"] == "" || len(e) == 0 {
			t.Fatalf("%s: %v", body, m)
		}
		return e
	}
	e := errs(`{}`)
	for _, k := range []string{"order.user_name", "order.user_email", "order.user_phone_number.number", "shipping_method",
		"payment_method", "terms_accepted"} {
		if e[k] == nil {
			t.Errorf("empty body: no %s in %v", k, e)
		}
	}
	// Spec §9: the default user type is b2c, so a payload without one is a private person's.
	if e["order.user_type"] != nil {
		t.Errorf("empty body: user_type refused, want b2c by default: %v", e)
	}
	e = errs(orderBody(t, "swedbank", func(m map[string]any) { m["order"].(map[string]any)["user_type"] = "b2x" }))
	if len(e) != 1 || e["order.user_type"] == nil {
		t.Errorf("user_type b2x: %v", e)
	}
	e = errs(orderBody(t, "swedbank", func(m map[string]any) { delete(m, "terms_accepted") }))
	if len(e) != 1 || e["terms_accepted"] == nil {
		t.Errorf("terms missing: %v", e)
	}
	e = errs(orderBody(t, "swedbank", func(m map[string]any) { m["order"].(map[string]any)["user_type"] = "b2b" }))
	for _, k := range []string{"order.company_name", "order.company_reg_num", "order.company_address", "order.company_city", "order.company_zip",
		"order.company_country_id"} {
		if e[k] == nil {
			t.Errorf("b2b without company: no %s in %v", k, e)
		}
	}
	e = errs(orderBody(t, "swedbank", func(m map[string]any) { m["order"].(map[string]any)["user_email"] = "anna@" }))
	if len(e) != 1 || e["order.user_email"] == nil {
		t.Errorf("bad e-mail: %v", e)
	}
	e = errs(orderBody(t, "swedbank", func(m map[string]any) { m["shipping_method"] = "teleport" }))
	if e["shipping_method"] == nil {
		t.Errorf("unknown shipping: %v", e)
	}
	e = errs(orderBody(t, "swedbank", func(m map[string]any) { m["shipping"].(map[string]any)["zip"] = "12" }))
	if len(e) != 1 || e["shipping.zip"] == nil {
		t.Errorf("bad zip: %v", e)
	}
	// A code no provider serves, unknown or in the table without one (leasing): payment_method.
	for _, code := range []string{"bitcoin", "esto", "cash"} {
		e = errs(orderBody(t, code, nil))
		if len(e) != 1 || e["payment_method"] == nil {
			t.Errorf("payment %s: %v", code, e)
		}
	}
	e = errs(orderBody(t, "swedbank", func(m map[string]any) { m["terms_accepted"] = "yes" }))
	if e["terms_accepted"] == nil {
		t.Errorf("terms as a string: %v", e)
	}
	if rec := a.place(orderBody(t, "swedbank", nil), strings.Repeat("k", 200)); rec.Code != http.StatusBadRequest {
		t.Errorf("a long idempotency key: %d", rec.Code)
	}
	if rec := a.place(`{"order":`, ""); rec.Code != http.StatusBadRequest {
		t.Errorf("broken JSON: %d", rec.Code)
	}
	// Without the CSRF token nothing is ordered.
	if rec := a.do(http.MethodPost, "/api/order/store", orderBody(t, "swedbank", nil), map[string]string{"X-CSRF-TOKEN": ""}); rec.Code != 419 {
		t.Errorf("no CSRF token: %d", rec.Code)
	}

	// The stock went meanwhile: 409 with the cart as it stands.
	a.fill(id, 3)
	if err := a.st.SetStock(context.Background(), id, 2); err != nil {
		t.Fatal(err)
	}
	m := decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusConflict)
	if m["message"] == "" || dig(m, "errors", "cart", "total_quantity") != 3.0 {
		t.Errorf("out of stock: %v", m)
	}
	if n, _ := a.st.PendingNotices(context.Background(), 10); len(n) != 0 {
		t.Errorf("a refused order owes mails: %v", n)
	}
}

func TestPlaceOrderIdempotent(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 20)
	a.fill(id, 1)
	body := orderBody(t, "swedbank", nil)
	first := decode(t, a.place(body, "same-key"), http.StatusOK)
	again := decode(t, a.place(body, "same-key"), http.StatusOK)
	if dig(first, "order", "id") != dig(again, "order", "id") || first["payment_link"] != again["payment_link"] {
		t.Errorf("the same key twice: %v and %v", dig(first, "order", "id"), dig(again, "order", "id"))
	}
	// Another cart with a used key is refused.
	b := a.shopper()
	b.fill(id, 1)
	decode(t, b.place(body, "same-key"), http.StatusConflict)

	// Ten submits at once of one checkout: one order.
	c := a.shopper()
	c.fill(id, 1)
	ids := make([]any, 10)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tab := *c // the same browser: its cookie and token
			rec := tab.place(body, "double-click")
			if rec.Code != http.StatusOK {
				t.Errorf("submit %d: %d %s", i, rec.Code, rec.Body.String())
				return
			}
			var m map[string]any
			json.Unmarshal(rec.Body.Bytes(), &m)
			ids[i] = dig(m, "order", "id")
		}()
	}
	wg.Wait()
	for _, got := range ids {
		if got == nil || got != ids[0] {
			t.Fatalf("concurrent submits placed orders %v", ids)
		}
	}
	// Each order owes its shopper's confirmation and the shop's own notice, once.
	if n, _ := a.st.PendingNotices(context.Background(), 10); len(n) != 4 {
		t.Errorf("%d mails for two orders, want a confirmation and a shop notice each", len(n))
	}
}

// A checkout retried with the same idempotency key after the shopper signed up, or signed in,
// in between answers the order it placed (the browser's cart changed at the sign-in); the key
// from another browser is still refused.
func TestIdempotentOrderAcrossSignUp(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	id := inStock(a.apiTest, 10)
	a.fill(id, 1)
	body := orderBody(t, "swedbank", nil)
	first := decode(t, a.place(body, "checkout-1"), http.StatusOK)
	a.post("/register", a.registration("newbie@example.com", nil), http.StatusOK)
	again := decode(t, a.place(body, "checkout-1"), http.StatusOK)
	if dig(again, "order", "id") != dig(first, "order", "id") {
		t.Errorf("retried after sign-up: order %v, want %v", dig(again, "order", "id"), dig(first, "order", "id"))
	}
	other := a.shopper()
	other.fill(id, 1)
	decode(t, other.place(body, "checkout-1"), http.StatusConflict)

	// Signed out, a guest again: a new order, then a sign-in, then the retry.
	a.post("/logout", "", http.StatusOK)
	a.fill(id, 1)
	second := decode(t, a.place(body, "checkout-2"), http.StatusOK)
	a.post("/login", `{"email":"newbie@example.com","password":"plum tree in winter"}`, http.StatusOK)
	again = decode(t, a.place(body, "checkout-2"), http.StatusOK)
	if dig(again, "order", "id") != dig(second, "order", "id") {
		t.Errorf("retried after sign-in: order %v, want %v", dig(again, "order", "id"), dig(second, "order", "id"))
	}
	notices, _ := a.st.PendingNotices(context.Background(), 20)
	confirmations := 0
	for _, n := range notices {
		if n.Kind == store.NoticeOrderConfirmation {
			confirmations++
		}
	}
	if confirmations != 2 {
		t.Errorf("%d orders confirmed, want 2", confirmations)
	}
}

// Fifty shoppers race for the last three units: three orders, the others 409, never a 5xx.
// Each is a person of their own (browser, address, e-mail), so the limit on unpaid orders,
// on at its default, is not what refuses them.
func TestPlaceOrderRaceForTheLastUnits(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 10)
	shoppers := make([]*apiTest, 50)
	for i := range shoppers {
		shoppers[i] = a.browser(fmt.Sprintf("198.51.100.%d:4000", i+1))
		shoppers[i].fill(id, 1)
	}
	if err := a.st.SetStock(context.Background(), id, 3); err != nil {
		t.Fatal(err)
	}
	codes := make([]int, len(shoppers))
	var wg sync.WaitGroup
	for i, s := range shoppers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = s.place(withEmail(t, "swedbank", fmt.Sprintf("racer%d@example.lv", i)), fmt.Sprintf("race-%d", i)).Code
		}()
	}
	wg.Wait()
	count := map[int]int{}
	for _, c := range codes {
		count[c]++
	}
	if count[http.StatusOK] != 3 || count[http.StatusConflict] != 47 {
		t.Errorf("answers %v, want 3×200 and 47×409", count)
	}
}

// TestOrderWithoutUserTypeIsB2C: spec §9's default user type is b2c, so a payload that leaves
// it out places a private person's order; it was once a 422 on order.user_type.
func TestOrderWithoutUserTypeIsB2C(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.fill(inStock(a, 1), 1)
	m := decode(t, a.place(orderBody(t, "swedbank", func(m map[string]any) { delete(m["order"].(map[string]any), "user_type") }), ""),
		http.StatusOK)
	if got := dig(m, "order", "customer", "user_type"); got != "b2c" {
		t.Errorf("user_type %v, want b2c", got)
	}
}
