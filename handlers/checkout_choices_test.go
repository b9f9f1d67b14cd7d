package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
)

// methodID finds a shipping or payment method's id by its code in a list answer.
func methodID(t *testing.T, list any, code string) int64 {
	t.Helper()
	for _, m := range list.([]any) {
		if dig(m, "code") == code {
			return num(dig(m, "id"))
		}
	}
	t.Fatalf("no method %q in %v", code, list)
	return 0
}

// countryID finds a country's id by its code in a list answer.
func countryID(t *testing.T, list any, code string) int64 {
	t.Helper()
	for _, c := range list.([]any) {
		if dig(c, "code") == code {
			return num(dig(c, "id"))
		}
	}
	t.Fatalf("no country %q", code)
	return 0
}

func TestShippingAndPaymentChoices(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	methods := a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"]
	if len(methods.([]any)) != 3 || dig(methods, 0, "formatted_price_with_tax") == "" || dig(methods, 0, "image", "source") == "" {
		t.Fatalf("shipping methods: %v", methods)
	}
	courier, locker, shop := methodID(t, methods, "dpd-courier"), methodID(t, methods, "omniva-locker"), methodID(t, methods, "shop-pickup")

	// Nothing to choose for without a cart.
	if m := a.json(http.MethodPost, fmt.Sprintf("/api/cart/shipping/%d", courier), "", http.StatusConflict); m["message"] != i18n.T("en", "error_cart_empty") {
		t.Fatalf("a method for no cart: %v", m)
	}
	_, id := anyProduct(a, "&inventories=1")
	addLine(a, id, 1)
	a.json(http.MethodPost, "/api/cart/shipping/999", "", http.StatusNotFound)
	a.json(http.MethodPost, "/api/cart/shipping/x", "", http.StatusNotFound)
	cart := a.json(http.MethodPost, fmt.Sprintf("/api/cart/shipping/%d", courier), "", http.StatusOK)["cart"]
	if dig(cart, "shipping_method", "code") != "dpd-courier" || dig(cart, "formatted_shipping_price_with_tax") == "" {
		t.Fatalf("the chosen method: %v", cart)
	}
	if num(dig(cart, "cents", "total")) != num(dig(cart, "cents", "coupon_total"))+num(dig(cart, "cents", "shipping")) {
		t.Errorf("the total is goods plus shipping: %v", dig(cart, "cents"))
	}

	countries := a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/countries", courier), "", http.StatusOK)["countries"]
	lv := countryID(t, countries, "LV")
	countryID(t, countries, "FI")
	if list := a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/countries", shop), "", http.StatusOK)["countries"].([]any); len(list) != 1 {
		t.Errorf("the shop is in Latvia only: %v", list)
	}
	a.json(http.MethodGet, "/api/shipping/999/countries", "", http.StatusNotFound)

	// Pickup points: the search folds case and diacritics, the country narrows.
	points := a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/pickup-points?search=akropol&country_id=%d", locker, lv), "", http.StatusOK)["points"].([]any)
	if len(points) != 1 || dig(points, 0, "identifier") != "9006" || dig(points, 0, "full_address") == "" {
		t.Fatalf("Akropole in Latvia: %v", points)
	}
	if all := a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/pickup-points?search=AKROPOL", locker), "", http.StatusOK)["points"].([]any); len(all) != 3 {
		t.Errorf("Akropole and two Akropolis in every country: %v", all)
	}
	if riga := a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/pickup-points?search=riga", locker), "", http.StatusOK)["points"].([]any); len(riga) < 6 {
		t.Errorf("riga finds the six points of Rīga: %d", len(riga))
	}
	a.json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/pickup-points?country_id=x", locker), "", http.StatusUnprocessableEntity)

	// Zip codes per country, with the estimator's price and time.
	zipURL := fmt.Sprintf("/api/countries/%d/%d/validate-zip-code", courier, lv)
	m := a.json(http.MethodPost, zipURL, `{"shipping":{"zip":" lv-1050 "},"estimate":true}`, http.StatusOK)
	if m["zip"] != "LV-1050" || dig(m, "cart", "items") == nil || dig(m, "estimate", "formatted_price_with_tax") == "" || dig(m, "estimate", "delivery_time") == "" {
		t.Fatalf("a good zip: %v", m)
	}
	for _, body := range []string{`{"shipping":{"zip":"105"}}`, `{"shipping":{"zip":"LT-1050"}}`, `{"shipping":{"zip":""}}`, `{}`, `{"shipping":{"zip":"LV-10500"}}`} {
		if m := a.json(http.MethodPost, zipURL, body, http.StatusUnprocessableEntity); dig(m, "errors", "shipping.zip") == nil {
			t.Errorf("%s: %v", body, m)
		}
	}
	us := countryID(t, a.json(http.MethodGet, "/api/countries", "", http.StatusOK)["countries"], "US")
	a.json(http.MethodPost, fmt.Sprintf("/api/countries/%d/%d/validate-zip-code", courier, us), `{"shipping":{"zip":"10001"}}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPost, fmt.Sprintf("/api/countries/999/%d/validate-zip-code", lv), `{"shipping":{"zip":"LV-1050"}}`, http.StatusNotFound)

	// Payment methods follow the shipping method: cash only in the shop.
	pays := a.json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", courier), "", http.StatusOK)["paymentMethods"]
	swedbank := methodID(t, pays, "swedbank")
	for _, p := range pays.([]any) {
		if code := dig(p, "code"); code == "cash" || code == "esto" {
			t.Errorf("%s offered with the courier (cash is paid in the shop; esto has no provider)", code)
		}
	}
	cash := methodID(t, a.json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", shop), "", http.StatusOK)["paymentMethods"], "cash")
	a.json(http.MethodGet, "/api/payment", "", http.StatusUnprocessableEntity)
	a.json(http.MethodGet, "/api/payment?shipping_method_id=999", "", http.StatusNotFound)
	cart = a.json(http.MethodPost, fmt.Sprintf("/api/cart/payment/%d", swedbank), "", http.StatusOK)["cart"]
	if dig(cart, "payment_method", "code") != "swedbank" {
		t.Fatalf("the chosen payment: %v", dig(cart, "payment_method"))
	}
	if m := a.json(http.MethodPost, fmt.Sprintf("/api/cart/payment/%d", cash), "", http.StatusUnprocessableEntity); dig(m, "errors", "payment_method") == nil {
		t.Errorf("cash with the courier: %v", m)
	}
	a.json(http.MethodPost, "/api/cart/payment/999", "", http.StatusNotFound)

	// The address's country; a new shipping method forgets the payment.
	a.json(http.MethodPost, "/api/cart/shipping-address", fmt.Sprintf(`{"country_id":%d}`, lv), http.StatusOK)
	if m := a.json(http.MethodPost, "/api/cart/shipping-address", fmt.Sprintf(`{"country_id":%d}`, us), http.StatusUnprocessableEntity); dig(m, "errors", "shipping.country_id") == nil {
		t.Errorf("a country the courier does not reach: %v", m)
	}
	a.json(http.MethodPost, "/api/cart/shipping-address", `{}`, http.StatusUnprocessableEntity)
	cart = a.json(http.MethodPost, fmt.Sprintf("/api/cart/shipping/%d", locker), `{"shipping":{"identifier":"9006"}}`, http.StatusOK)["cart"]
	if dig(cart, "payment_method") != nil || dig(cart, "shipping_address", "zip") != "LV-1019" {
		t.Fatalf("a locker chosen with its point: %v %v", dig(cart, "payment_method"), dig(cart, "shipping_address"))
	}
	if m := a.json(http.MethodPost, fmt.Sprintf("/api/cart/shipping/%d", locker), `{"shipping":{"identifier":"nope"}}`, http.StatusUnprocessableEntity); dig(m, "errors", "shipping.identifier") == nil {
		t.Errorf("an unknown point: %v", m)
	}
	// reset-data changes the cart: without the CSRF token (a link or an image on another
	// site) it is a 419 and the choices stay.
	token := a.csrf
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		for _, csrf := range []string{"", strings.Repeat("A", 43)} {
			a.csrf = csrf
			if rec := a.do(method, "/api/cart/reset-data", "", nil); rec.Code != 419 {
				t.Errorf("%s reset-data with token %q: %d, want 419", method, csrf, rec.Code)
			}
		}
	}
	a.csrf = token
	if cart = a.json(http.MethodGet, "/api/cart", "", http.StatusOK)["cart"]; dig(cart, "shipping_method") == nil {
		t.Fatal("a refused reset-data forgot the shipping method")
	}
	cart = a.json(http.MethodGet, "/api/cart/reset-data", "", http.StatusOK)["cart"]
	if dig(cart, "shipping_method") != nil || len(dig(cart, "items").([]any)) != 1 {
		t.Fatalf("reset-data keeps the lines and forgets the choices: %v", cart)
	}
}

// TestShippingPricedForTheCart: the locker is free from 50 € of goods, and the list says so.
func TestShippingPricedForTheCart(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	price := func(code string) any {
		for _, m := range a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"].([]any) {
			if dig(m, "code") == code {
				return dig(m, "formatted_price_with_tax")
			}
		}
		return nil
	}
	if got := price("omniva-locker"); got != i18n.Money("en", 300) {
		t.Fatalf("the locker without a cart: %v", got)
	}
	_, id := anyProduct(a, "&inventories=1&sort=price_with_tax:desc")
	addLine(a, id, 1)
	if got := price("omniva-locker"); got != i18n.T("en", "delivery_free") {
		t.Errorf("the locker for a cart over 50 €: %v", got)
	}
	if got := price("dpd-courier"); got != i18n.Money("en", 599) {
		t.Errorf("the courier: %v", got)
	}
	// Abroad the courier costs more: the cart sent to Finland, and the estimator for Estonia.
	courier := num(dig(a.json(http.MethodPost, "/api/cart/shipping/1", "", http.StatusOK), "cart", "shipping_method", "id"))
	countries := a.json(http.MethodGet, "/api/countries", "", http.StatusOK)["countries"]
	m := a.json(http.MethodPost, "/api/cart/shipping-address", fmt.Sprintf(`{"country_id":%d}`, countryID(t, countries, "FI")), http.StatusOK)
	if got := dig(m, "cart", "formatted_shipping_price_with_tax"); got != i18n.Money("en", 1499) || m["message"] == "" {
		t.Errorf("the courier to Finland: %v", got)
	}
	m = a.json(http.MethodPost, fmt.Sprintf("/api/countries/%d/%d/validate-zip-code", courier, countryID(t, countries, "EE")),
		`{"shipping":{"zip":"10111"},"estimate":true}`, http.StatusOK)
	if got := dig(m, "estimate", "formatted_price_with_tax"); got != i18n.Money("en", 800) {
		t.Errorf("the estimate for Estonia: %v", got)
	}
}

// Country lists speak the shopper's language: a Latvian page offers "Latvija" and "Šveice"
// in the Latvian alphabet's order, a Russian one "Латвия".
func TestCountriesInTheShoppersLanguage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	titles := func(path string) map[string]int {
		at := map[string]int{}
		for i, c := range a.json(http.MethodGet, path, "", http.StatusOK)["countries"].([]any) {
			at[dig(c, "title").(string)] = i
		}
		return at
	}
	courier := num(dig(a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"], 0, "id"))
	for _, c := range []struct{ lang, path, first, second string }{
		{"lv", "/api/countries", "Latvija", "Šveice"},
		{"lv", "/api/countries", "Šveice", "Zviedrija"},
		{"en", "/api/countries", "Sweden", "Switzerland"},
		{"ru", "/api/countries", "Латвия", "Финляндия"},
		{"lv", fmt.Sprintf("/api/shipping/%d/countries", courier), "Latvija", "Somija"},
		{"en", fmt.Sprintf("/api/shipping/%d/countries", courier), "Finland", "Latvia"},
	} {
		a.lang = c.lang
		at := titles(c.path)
		first, ok1 := at[c.first]
		second, ok2 := at[c.second]
		if !ok1 || !ok2 || first >= second {
			t.Errorf("%s %s: %q at %d (%v), %q at %d (%v), want the first before the second", c.lang, c.path, c.first, first, ok1, c.second, second, ok2)
		}
	}
}

// The footer's delivery chips name the carriers the shop really ships with: each is in the
// title of one of its shipping methods.
func TestDeliveryBrandsAreTheShopsCarriers(t *testing.T) {
	t.Parallel()
	for _, code := range []string{"lv_shop", "fi_tel_shop"} {
		a := newAPITest(t, code)
		var titles []string
		for _, m := range a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"].([]any) {
			titles = append(titles, dig(m, "title").(string))
		}
		for _, brand := range variantOf(code).Defaults.DeliveryBrands {
			if !strings.Contains(strings.Join(titles, "|"), brand) {
				t.Errorf("%s: the footer names %s, the shipping methods are %v", code, brand, titles)
			}
		}
	}
}
