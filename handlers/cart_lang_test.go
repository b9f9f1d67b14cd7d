package handlers

import (
	"fmt"
	"net/http"
	"testing"
)

// serviceTitles are the service add-ons' titles as GET /api/product/services answers in
// a.lang, by id.
func serviceTitles(a *apiTest) map[int64]string {
	a.t.Helper()
	out := map[int64]string{}
	for _, s := range a.json(http.MethodGet, "/api/product/services", "", http.StatusOK)["services"].([]any) {
		out[num(dig(s, "id"))] = dig(s, "title").(string)
	}
	return out
}

// The English cart names its service add-ons in English, as the offer of add-ons does, on the
// line and in item_services; the Latvian cart in Latvian (they were once Latvian in every
// language).
func TestEnglishCartNamesServicesInEnglish(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.lang = "lv"
	lv := serviceTitles(a)
	a.lang = "en"
	en := serviceTitles(a)
	if len(en) != 3 {
		t.Fatalf("services: %v", en)
	}
	for id, title := range en {
		if title == lv[id] || hasLatvianLetters(title) {
			t.Errorf("service %d in English: %q (Latvian %q)", id, title, lv[id])
		}
	}
	var cart any
	var fits []any
	for _, p := range dig(a.json(http.MethodGet, "/api/search/products?per_page=48&inventories=1", "", http.StatusOK), "collection", "data", "products").([]any) {
		cart = dig(a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", num(dig(p, "id"))), `{"quantity":1}`, http.StatusOK), "cart")
		if fits = dig(cart, "items", 0, "available_services").([]any); len(fits) > 0 {
			break
		}
		a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/%d/delete", num(dig(cart, "items", 0, "id"))), "", http.StatusOK)
	}
	if len(fits) == 0 {
		t.Fatal("no service fits any of 48 products")
	}
	line := num(dig(cart, "items", 0, "id"))
	for _, f := range fits {
		a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", num(f)), fmt.Sprintf(`{"quantity":1,"parent_item_id":%d}`, line), http.StatusOK)
	}
	for _, lang := range []string{"en", "lv"} {
		a.lang = lang
		want := map[string]map[int64]string{"en": en, "lv": lv}[lang]
		cart = dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart")
		for _, list := range []any{dig(cart, "items", 0, "services"), dig(cart, "item_services")} {
			if len(list.([]any)) != len(fits) {
				t.Fatalf("%s cart: %d services, want %d", lang, len(list.([]any)), len(fits))
			}
			for _, sv := range list.([]any) {
				id := num(dig(sv, "product", "id"))
				if got := dig(sv, "product", "title"); got != want[id] {
					t.Errorf("%s cart names service %d %q, want %q", lang, id, got, want[id])
				}
			}
		}
	}
}
