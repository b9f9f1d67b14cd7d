package handlers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"testing"

	"shop/store"
)

// latvianText finds what the Finnish shop must never say: Latvian letters, a Latvian phone
// number, Riga, Latvia and the Baltic carriers and banks.
var latvianText = regexp.MustCompile(`(?i)[āčēģīķļņšūž]|\+371|rīg|riga|latvij|latvia|baltij|baltic|omniva|venipak|swedbank|citadele|luminor`)

// noLatvian fails the test where v, as JSON, says anything Latvian.
func noLatvian(t *testing.T, where string, v any) {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if m := latvianText.FindAllString(string(b), 5); m != nil {
		t.Errorf("%s says %q", where, m)
	}
}

// The Finnish shop's home, contact, blog and information pages (in Finnish and English), its
// carriers, pickup points, payment methods and team say nothing Latvian, and its prices carry
// the Finnish VAT. The category menu and the brands are the catalogue's, checked with it.
func TestFinnishShopSaysNothingLatvian(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "fi_tel_shop")
	for _, path := range []string{"/", "/en", "/contact", "/en/contact", "/blog", "/en/blog",
		"/info/about", "/info/delivery", "/info/returns", "/en/info/delivery", "/en/info/returns", "/en/info/privacy"} {
		p := a.page(path, http.StatusOK)
		props := p["props"].(map[string]any)
		delete(props, "manufacturers") // the catalogue's texts, like the menu
		noLatvian(t, path+" props", props)
		noLatvian(t, path+" shop", dig(p, "shared", "shop"))
		if path == "/" {
			shop := dig(p, "shared", "shop").(map[string]any)
			if shop["vat_basis_points"] != float64(2550) {
				t.Errorf("VAT %v", shop["vat_basis_points"])
			}
			if brands := fmt.Sprint(shop["payment_brands"], shop["delivery_brands"]); !regexp.MustCompile(`Nordea.*Posti`).MatchString(brands) {
				t.Errorf("footer brands %s", brands)
			}
		}
	}
	if body := dig(a.page("/info/returns", http.StatusOK), "props", "page", "body").(string); !regexp.MustCompile(`(?s)14 päivän.*kuluttajansuojala`).MatchString(body) {
		t.Errorf("the Finnish returns page does not give the 14 days of the Consumer Protection Act: %.200s", body)
	}
	for _, l := range []string{"fi", "en"} {
		a.lang = l
		noLatvian(t, l+" team", a.json(http.MethodGet, "/api/team-members", "", http.StatusOK))
		for _, typ := range store.SliderTypes {
			sl := a.json(http.MethodGet, "/api/slider/"+typ, "", http.StatusOK)["slider"].(map[string]any)
			noLatvian(t, l+" slider "+typ, []any{sl["title"], sl["sub_title"], sl["link"]})
		}
		methods, _ := a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"].([]any)
		if len(methods) < 4 {
			t.Fatalf("%d shipping methods", len(methods))
		}
		noLatvian(t, l+" shipping methods", methods)
		var codes []string
		for _, m := range methods {
			id := int64(dig(m, "id").(float64))
			codes = append(codes, dig(m, "code").(string))
			noLatvian(t, l+" countries", a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/countries", id), "", http.StatusOK))
			points := a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/pickup-points", id), "", http.StatusOK)
			noLatvian(t, l+" pickup points", points)
			pays := a.json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", id), "", http.StatusOK)
			noLatvian(t, l+" payment methods", pays)
			if len(pays["paymentMethods"].([]any)) == 0 {
				t.Errorf("no payment method for %s", dig(m, "code"))
			}
		}
		for _, want := range []string{"posti-courier", "posti-locker", "matkahuolto-point", "shop-pickup"} {
			if !slices.Contains(codes, want) {
				t.Errorf("no %s among %v", want, codes)
			}
		}
		// Prices with the Finnish VAT: Posti to the door is 6.37 € net.
		if got, want := dig(methods, 0, "price_with_tax"), float64(store.Pricing{VATBasisPoints: 2550}.Gross(637)); got != want {
			t.Errorf("%s: price with tax %v, want %v (25.5 %% VAT)", dig(methods, 0, "code"), got, want)
		}
	}
	a.lang = "fi"
	courier := int64(dig(a.json(http.MethodGet, "/api/shipping", "", http.StatusOK), "shippingMethods", 0, "id").(float64))
	var banks []string
	for _, p := range a.json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", courier), "", http.StatusOK)["paymentMethods"].([]any) {
		banks = append(banks, dig(p, "code").(string))
	}
	for _, want := range []string{"nordea", "op", "spankki", "danske", "card", "invoice"} {
		if !slices.Contains(banks, want) {
			t.Errorf("no %s among the courier's payment methods %v", want, banks)
		}
	}
	locker := int64(dig(a.json(http.MethodGet, "/api/shipping", "", http.StatusOK), "shippingMethods", 1, "id").(float64))
	points, _ := a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/pickup-points?search=espoo", locker), "", http.StatusOK)["points"].([]any)
	if len(points) == 0 || !regexp.MustCompile(`^\d{5}$`).MatchString(dig(points, 0, "zip").(string)) {
		t.Errorf("Espoo's parcel lockers %v", points)
	}
}
