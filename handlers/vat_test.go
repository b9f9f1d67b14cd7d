package handlers

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"shop/store"
	"shop/vies/viestest"
)

// newVATTest is the Latvian demo shop asking a local VIES (valid: EE100931558; down:
// LT100000000000), with the One-Stop Shop on or off.
func newVATTest(t *testing.T, oss bool) (*apiTest, *viestest.Server) {
	t.Helper()
	fake := viestest.Start(t, []string{"EE100931558"}, []string{"LT100000000000"})
	a := newDemoAPITest(t, Config{ShopCode: "lv_shop", NoRender: true, VIESURL: fake.URL})
	if oss {
		if err := a.st.SetSetting(context.Background(), "oss_enabled", "1"); err != nil {
			t.Fatal(err)
		}
	}
	return a, fake
}

// lockerOrder is a guest's order to the Omniva parcel locker identifier in country code, paid
// by bank transfer.
func lockerOrder(t *testing.T, code, identifier string, edit func(map[string]any)) string {
	return orderBody(t, "swedbank", func(m map[string]any) {
		m["shipping_method"] = "omniva-locker"
		m["shipping"] = map[string]any{"country_id": countryIDOf(t, code), "identifier": identifier,
			"user_phone_number": map[string]any{"countryCallingCode": "+371", "number": ""}}
		if edit != nil {
			edit(m)
		}
	})
}

// business makes an order's buyer an Estonian company with VAT number vat.
func business(t *testing.T, vat string) func(map[string]any) {
	return func(m map[string]any) {
		o := m["order"].(map[string]any)
		o["user_type"], o["company_name"], o["company_reg_num"], o["company_vat_num"] = "b2b", "Firma OÜ", "10093155", vat
		o["company_address"], o["company_city"], o["company_zip"], o["company_country_id"] = "Viru väljak 4", "Tallinn", "10111", countryIDOf(t, "EE")
	}
}

// shipTo chooses the cart's delivery country and answers the cart.
func (a *apiTest) shipTo(code string) map[string]any {
	a.t.Helper()
	return a.json(http.MethodPost, "/api/cart/shipping-address", fmt.Sprintf(`{"country_id":%d}`, countryIDOf(a.t, code)), http.StatusOK)
}

func TestCheckoutTaxedByDestination(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		oss     bool
		country string
		point   string
		rate    float64
		scheme  string
		label   string
	}{
		{"Finland with OSS on", true, "FI", "6001", 2550, "oss", "VAT 25.5 % (Finland)"},
		{"Finland with OSS off", false, "FI", "6001", 2100, "domestic", "VAT 21 % (Finland)"},
		{"Latvia with OSS on", true, "LV", "9001", 2100, "domestic", "VAT 21 % (Latvia)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a, _ := newVATTest(t, tc.oss)
			id := inStock(a, 5)
			a.fill(id, 1)
			home := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart")
			cart := dig(a.shipTo(tc.country), "cart")
			if dig(cart, "vat", "rate_basis_points") != tc.rate || dig(cart, "vat", "scheme") != tc.scheme ||
				dig(cart, "vat", "label") != tc.label {
				t.Errorf("cart's VAT %v", dig(cart, "vat"))
			}
			// The net is the same; the price with VAT follows the rate.
			net, gross := dig(cart, "cents", "net").(float64), dig(cart, "cents", "total").(float64)
			homeNet := dig(home, "cents", "net").(float64)
			if shipping := dig(cart, "cents", "shipping").(float64); shipping == 0 && net != homeNet {
				t.Errorf("net %v, at home %v", net, homeNet)
			}
			if want := float64(store.Pricing{VATBasisPoints: int64(tc.rate)}.VATIn(int64(gross))); dig(cart, "cents", "tax") != want {
				t.Errorf("tax %v of %v at %v, want %v", dig(cart, "cents", "tax"), gross, tc.rate, want)
			}
			m := decode(t, a.place(lockerOrder(t, tc.country, tc.point, nil), "vat-"+tc.country), http.StatusOK)
			if dig(m, "order", "vat_basis_points") != tc.rate || dig(m, "order", "tax", "scheme") != tc.scheme ||
				dig(m, "order", "cents", "total") != gross {
				t.Errorf("order %v %v, the cart's total %v", dig(m, "order", "tax"), dig(m, "order", "cents"), gross)
			}
		})
	}
}

func TestCheckoutIntraCommunitySupply(t *testing.T) {
	t.Parallel()
	a, fake := newVATTest(t, true)
	id := inStock(a, 5)
	a.fill(id, 1)
	a.json(http.MethodPost, "/api/cart/user-type", `{"user_type":"b2b"}`, http.StatusOK)
	a.shipTo("EE")
	cart := dig(a.json(http.MethodPost, "/api/cart/vat-number", `{"company_vat_num":"ee 100931558"}`, http.StatusOK), "cart")
	if dig(cart, "vat", "scheme") != "reverse_charge" || dig(cart, "vat", "rate_basis_points") != 0.0 ||
		dig(cart, "cents", "tax") != 0.0 || dig(cart, "cents", "total") != dig(cart, "cents", "net") {
		t.Errorf("cart with a valid Estonian number %v %v", dig(cart, "vat"), dig(cart, "cents"))
	}
	m := decode(t, a.place(lockerOrder(t, "EE", "7001", business(t, "EE100931558")), "vat-ee"), http.StatusOK)
	if dig(m, "order", "tax", "scheme") != "reverse_charge" || dig(m, "order", "tax", "vies", "request_id") != "WAPIAAAAZ100931558" ||
		dig(m, "order", "cents", "tax") != 0.0 ||
		dig(m, "order", "cents", "total") != dig(cart, "cents", "total") {
		t.Errorf("order %v %v", dig(m, "order", "tax"), dig(m, "order", "cents"))
	}
	o, err := a.st.OrderByAccessToken(context.Background(), tokenOf(t, m["payment_link"].(string)))
	if err != nil {
		t.Fatal(err)
	}
	if c := o.Tax.Check; c == nil || c.Number != "EE100931558" || c.RequestID != "WAPIAAAAZ100931558" || c.CheckedAt.IsZero() {
		t.Errorf("the VIES answer kept: %+v", c)
	}
	// The shop named itself to VIES, so that the answer has a consultation number; the order
	// reused the cart's answer.
	if req := <-fake.Requests; req["requesterMemberStateCode"] != "LV" || req["requesterNumber"] != "40103567891" {
		t.Errorf("request %v", req)
	}
	if n := fake.Asked.Load(); n != 1 {
		t.Errorf("VIES asked %d times", n)
	}
}

func TestCheckoutVATNumberRefused(t *testing.T) {
	t.Parallel()
	a, _ := newVATTest(t, true)
	id := inStock(a, 5)
	a.fill(id, 1)
	a.json(http.MethodPost, "/api/cart/user-type", `{"user_type":"b2b"}`, http.StatusOK)
	// VIES down: try again, not invalid; no order is placed.
	rec := a.place(lockerOrder(t, "EE", "7001", business(t, "LT100000000000")), "vat-down")
	m := decode(t, rec, http.StatusServiceUnavailable)
	if msgs, _ := dig(m, "errors", "order.company_vat_num").([]any); len(msgs) != 1 || rec.Header().Get("Retry-After") == "" {
		t.Errorf("VIES down: %v", m)
	}
	if n := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); n != 1.0 {
		t.Errorf("the cart after a refused order holds %v", n)
	}
	m = a.json(http.MethodPost, "/api/cart/vat-number", `{"company_vat_num":"LT100000000000"}`, http.StatusServiceUnavailable)
	if dig(m, "errors", "order.company_vat_num") == nil {
		t.Errorf("the checkout's check with VIES down: %v", m)
	}
	// Invalid: a field error on the VAT number.
	m = decode(t, a.place(lockerOrder(t, "EE", "7001", business(t, "EE999999999")), "vat-invalid"), http.StatusUnprocessableEntity)
	if msgs, _ := dig(m, "errors", "order.company_vat_num").([]any); len(msgs) != 1 || msgs[0] != "The EU's VIES register does not know this VAT number as valid. Check it, or order without it." {
		t.Errorf("invalid number: %v", m)
	}
	a.json(http.MethodPost, "/api/cart/vat-number", `{"company_vat_num":"EE999999999"}`, http.StatusUnprocessableEntity)
	// A domestic business's number needs no VIES: its order is at the home rate.
	m = decode(t, a.place(orderBody(t, "swedbank", business(t, "LV40003000000")), "vat-home"), http.StatusOK)
	if dig(m, "order", "tax", "scheme") != "domestic" || dig(m, "order", "vat_basis_points") != 2100.0 {
		t.Errorf("domestic business %v", dig(m, "order", "tax"))
	}
}

func TestVIESChecksLimitedPerAddress(t *testing.T) {
	t.Parallel()
	a, fake := newVATTest(t, true)
	for i := range viesPerAddress {
		a.json(http.MethodPost, "/api/cart/vat-number", fmt.Sprintf(`{"company_vat_num":"EE%09d"}`, i), http.StatusUnprocessableEntity)
	}
	rec := a.do(http.MethodPost, "/api/cart/vat-number", `{"company_vat_num":"EE100931558"}`, nil)
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" || fake.Asked.Load() != viesPerAddress {
		t.Errorf("over the limit: %d %s, VIES asked %d", rec.Code, rec.Body, fake.Asked.Load())
	}
}
