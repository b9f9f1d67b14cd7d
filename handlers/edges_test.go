package handlers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
)

// quantity 0 is a 422 keyed quantity on an add and on a set, and changes nothing; a missing
// quantity is still one unit.
func TestCartQuantityZeroIsRefused(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, id := anyProduct(a, "&inventories=1")
	addLine(a, id, 2)
	for _, path := range []string{"/api/cart-item/add/%d?action=plus", "/api/cart-item/add/%d"} {
		m := a.json(http.MethodPost, fmt.Sprintf(path, id), `{"quantity":0}`, http.StatusUnprocessableEntity)
		if dig(m, "errors", "quantity") == nil {
			t.Errorf("%s with 0: not keyed quantity: %v", path, m)
		}
	}
	if got := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 2.0 {
		t.Errorf("after two refused zeros the cart holds %v, want 2", got)
	}
	if got := dig(a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), `{}`, http.StatusOK), "cart", "total_quantity"); got != 3.0 {
		t.Errorf("an add without a quantity: %v, want 3", got)
	}
}

// controlChars are characters no one-line field takes: line breaks, a tab, NUL, DEL, an
// escape and Unicode's line separator.
var controlChars = []string{"\r", "\n", "\r\n", "\t", "\x00", "\x7f", "\x1b", "\u2028", "\u0085"}

// refusesControls sends body (JSON) with each of fields set to a value holding each control
// character, mid-value and at its end, and wants a 422 naming that field with
// error_single_line in the shopper's language.
func refusesControls(t *testing.T, a *apiTest, path, body string, fields map[string]string) {
	t.Helper()
	want := i18n.T(a.lang, "error_single_line")
	for field, good := range fields {
		for _, ctl := range controlChars {
			for _, v := range []string{good[:1] + ctl + good[1:], good + ctl} {
				var m map[string]any
				if err := json.Unmarshal([]byte(body), &m); err != nil {
					t.Fatal(err)
				}
				set(m, field, v)
				b, _ := json.Marshal(m)
				rec := a.do(http.MethodPost, path, string(b), nil)
				var ans map[string]any
				json.Unmarshal(rec.Body.Bytes(), &ans)
				key := field
				if rec.Code != http.StatusUnprocessableEntity || dig(ans, "errors", key, 0) != want {
					t.Errorf("%s %s=%q: %d %v", path, field, v, rec.Code, dig(ans, "errors"))
				}
			}
		}
	}
}

// CR, LF, a tab and every other control character in a one-line field (a name, a phone, an
// address, a company's fields, an e-mail) are a 422 keyed by the field, in the checkout,
// registration, the profile, saved addresses and the contact form; the multi-line fields (the
// contact message, the delivery note) keep their lines.
func TestOneLineFieldsRefuseControlCharacters(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.lang = "lv"
	id := inStock(a.apiTest, 5)
	a.fill(id, 1)
	b2b := orderBody(t, "swedbank", func(m map[string]any) {
		o := m["order"].(map[string]any)
		o["user_type"], o["company_name"], o["company_reg_num"], o["company_vat_num"] = "b2b", "Koks SIA", "40003000001", "LV40003000001"
		o["company_address"], o["company_city"], o["company_zip"], o["company_country_id"] = "Brīvības iela 1", "Rīga", "LV-1010", lvCountryID(t)
		m["shipping"].(map[string]any)["house_num"], m["shipping"].(map[string]any)["building_num"] = "3", "2"
	})
	refusesControls(t, a.apiTest, "/api/order/store", b2b, map[string]string{
		"order.user_name": "Anna", "order.user_surname": "Bērziņa", "order.user_email": "anna@example.lv",
		"order.user_phone_number.number": "20000000", "order.company_name": "Koks SIA", "order.company_reg_num": "40003000001",
		"order.company_vat_num": "LV40003000001", "order.company_address": "Brīvības iela 1", "order.company_city": "Rīga",
		"order.company_zip": "LV-1010", "shipping.city": "Rīga", "shipping.address": "Brīvības iela 1", "shipping.zip": "LV-1050",
		"shipping.house_num": "3", "shipping.building_num": "2",
	})
	refusesControls(t, a.apiTest, "/register", a.registration("ctl@example.com", nil), map[string]string{
		"user.name": "Anna", "user.surname": "Bērziņa", "user.email": "ctl@example.com", "user.phone.number": "20000000",
		"company.name": "Koks SIA", "company.reg_num": "40003000001", "company.vat_num": "LV40003000001",
		"company.acc_num": "LV80BANK0000435195001", "company.address": "Brīvības iela 1", "company.city": "Rīga", "company.zip": "LV-1010",
		"shipping.city": "Rīga", "shipping.address": "Ausekļa iela 3", "shipping.zip": "LV-1010",
	})
	refusesControls(t, a.apiTest, "/api/page/contact", goodContact, map[string]string{
		"name": "Anna Ozola", "email": "anna@example.com", "phone": "+371 2000 0000",
	})
	b, _ := signedInShopper(t, a.apiTest, "lines@example.lv")
	b.lang = "lv"
	refusesControls(t, b, "/api/user/update",
		`{"user":{"name":"Anna","surname":"Kalniņa","phone":{"number":"29111222","countryCallingCode":"+371"}},"gRecaptchaResponse":"local:profile"}`,
		map[string]string{"user.name": "Anna", "user.surname": "Kalniņa", "user.phone.number": "29111222"})
	refusesControls(t, b, "/api/user/addresses",
		fmt.Sprintf(`{"shipping":{"country_id":%d,"city":"Rīga","address":"Iela 1","zip":"LV-1050","user_phone_number":{"number":"20000000","countryCallingCode":"+371"}}}`, lvCountryID(t)),
		map[string]string{"shipping.city": "Rīga", "shipping.address": "Iela 1", "shipping.zip": "LV-1050", "shipping.user_phone_number.number": "20000000"})

	// The multi-line fields keep their lines.
	a.json(http.MethodPost, "/api/page/contact", strings.Replace(goodContact, `ir pieejams veikalā?`, `ir pieejams veikalā?\n\nPaldies,\n\tAnna`, 1), http.StatusOK)
	body := orderBody(t, "swedbank", func(m map[string]any) { m["shipping"].(map[string]any)["message"] = "Zvaniet divreiz.\nTad gaidiet." })
	m := decode(t, a.place(body, ""), http.StatusOK)
	o := a.json(http.MethodGet, "/api/order/"+tokenOf(t, m["payment_link"].(string)), "", http.StatusOK)
	if !strings.Contains(fmt.Sprint(o), "Zvaniet divreiz.\nTad gaidiet.") {
		t.Errorf("the delivery note lost its line break: %v", o)
	}
}
