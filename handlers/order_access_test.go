package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// The order lookup is no oracle: a miss answers exactly as a wrong pair does, and a stranger
// who knows an e-mail guesses the sequential numbers no faster than a password. A hit gives
// its attempts back, so a shopper who finds an order is never held up by it.
func TestOrderLookupIsLimitedAndTellsNothing(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.fill(inStock(a, 3), 1)
	m := decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	number := dig(m, "order", "prefixed_id").(string)

	stranger := a.shopper()
	stranger.remote = "203.0.113.50:1000"
	wrongPair := stranger.do(http.MethodPost, "/api/order/lookup", fmt.Sprintf(`{"number":%q,"email":"victim@example.lv"}`, number), nil)
	miss := stranger.do(http.MethodPost, "/api/order/lookup", `{"number":"LV-999999","email":"victim@example.lv"}`, nil)
	if wrongPair.Code != http.StatusUnprocessableEntity || wrongPair.Code != miss.Code || wrongPair.Body.String() != miss.Body.String() {
		t.Fatalf("a miss answers %d %s, a wrong pair %d %s", miss.Code, miss.Body, wrongPair.Code, wrongPair.Body)
	}
	// 507 guesses found an order in 0.5 s before: now the e-mail's window closes after a few.
	limited := 0
	for i := range 30 {
		rec := stranger.do(http.MethodPost, "/api/order/lookup", fmt.Sprintf(`{"number":"LV-%06d","email":"anna@example.lv"}`, 500+i), nil)
		switch rec.Code {
		case http.StatusTooManyRequests:
			if rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "min") {
				t.Fatalf("a 429 without its wait: %v %s", rec.Header(), rec.Body)
			}
			limited++
		case http.StatusOK:
			t.Fatalf("guess %d found the order", i)
		case http.StatusUnprocessableEntity:
		default:
			t.Fatalf("guess %d: %d %s", i, rec.Code, rec.Body)
		}
	}
	if limited != 30-lookupPerEmail {
		t.Fatalf("%d of 30 guesses limited, want %d", limited, 30-lookupPerEmail)
	}
	// From other addresses too: the e-mail's count is the one that holds.
	other := a.shopper()
	other.remote = "198.51.100.60:1000"
	if rec := other.do(http.MethodPost, "/api/order/lookup", fmt.Sprintf(`{"number":%q,"email":"anna@example.lv"}`, number), nil); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("the e-mail's guesses from another address: %d", rec.Code)
	}
}

// A hit gives its attempts back: one shopper looking up their orders again and again is
// never limited.
func TestOrderLookupHitsAreNotCounted(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.fill(inStock(a, 3), 1)
	m := decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	number := dig(m, "order", "prefixed_id").(string)
	for range lookupPerAddress + lookupPerEmailDay {
		a.json(http.MethodPost, "/api/order/lookup", fmt.Sprintf(`{"number":%q,"email":"anna@example.lv"}`, number), http.StatusOK)
	}
}

// A registered shopper's order is theirs alone: its page, its JSON, its invoice, its review
// and payment calls answer nobody else, whoever holds the link; the owner signed out is sent
// to sign in and back. A guest's order stays its link holder's.
func TestARegisteredShoppersOrderIsTheirsAlone(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	owner, _ := signedInShopper(t, a, "owner@example.lv")
	owner.fill(inStock(a, 3), 1)
	res := decode(t, owner.place(orderBody(t, "swedbank", func(m map[string]any) {
		m["order"].(map[string]any)["user_email"] = "owner@example.lv"
	}), ""), http.StatusOK)
	token := tokenOf(t, res["payment_link"].(string))
	id := int64(dig(res, "order", "id").(float64))
	owner.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK)
	if rec := owner.do(http.MethodGet, "/order/"+token+"/invoice.pdf", "", nil); rec.Code != http.StatusOK {
		t.Fatalf("the owner's invoice: %d", rec.Code)
	}

	guest := a.shopper()
	someone, _ := signedInShopper(t, a, "someone@example.lv")
	for name, b := range map[string]*apiTest{"a guest": guest, "another account": someone} {
		for _, call := range []struct{ method, path, body string }{
			{http.MethodGet, "/api/order/" + token, ""},
			{http.MethodPost, "/api/order/" + token + "/pay", ""},
			{http.MethodPost, "/api/order/" + token + "/test-card", `{"number":"4242424242424242"}`},
			{http.MethodPost, fmt.Sprintf("/api/product-review/%d/store?token=%s", id, token), `{"reviews":[{"product_id":1,"rate":5,"comment":"x"}]}`},
		} {
			if rec := b.do(call.method, call.path, call.body, nil); rec.Code != http.StatusNotFound || strings.Contains(rec.Body.String(), "Bērziņa") {
				t.Errorf("%s: %s %s: %d %s", name, call.method, call.path, rec.Code, rec.Body)
			}
		}
	}
	for _, path := range []string{"/order/" + token, "/order/" + token + "/review", "/order/" + token + "/invoice.pdf"} {
		rec := guest.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
		if rec.Code != http.StatusSeeOther || !strings.HasPrefix(rec.Header().Get("Location"), "/login?next=%2Forder%2F"+token) {
			t.Errorf("a guest at %s: %d %q", path, rec.Code, rec.Header().Get("Location"))
		}
		if rec := someone.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound {
			t.Errorf("another account at %s: %d", path, rec.Code)
		}
	}

	// A guest's order is its link holder's, as before.
	guest.fill(inStock(a, 3), 1)
	res = decode(t, guest.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	guestToken := tokenOf(t, res["payment_link"].(string))
	a.shopper().json(http.MethodGet, "/api/order/"+guestToken, "", http.StatusOK)
	if rec := a.shopper().do(http.MethodGet, "/order/"+guestToken+"/invoice.pdf", "", nil); rec.Code != http.StatusOK {
		t.Fatalf("a guest order's invoice by its link: %d", rec.Code)
	}
}
