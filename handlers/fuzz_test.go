package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// TestJunkNeverAnswers5xx sends every routed call junk: path parameters that are no ids (or ids
// of nothing), and bodies of every wrong shape (wrong types, nulls, nesting, huge numbers,
// strings where objects go, lone surrogates), from a shopper with a cart and a coupon, so the
// calls reach past their first check. Each answer is a clear 2xx, 3xx or 4xx, never a 5xx.
func TestJunkNeverAnswers5xx(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, id := anyProduct(a, "&inventories=1")
	addLine(a, id, 1)
	a.json(http.MethodPost, "/api/coupon/apply", `{"code":"WELCOME10"}`, http.StatusOK)
	a.json(http.MethodPost, "/api/cart/shipping/1", "", http.StatusOK)

	params := []string{"x", "0", "-1", "1", fmt.Sprint(id), "99999999999999999999", "%00", "1e3", "%E2%80%AE1"}
	bodies := []string{"", "null", "[]", "{}", `"x"`, "1", `{"quantity":null,"code":null,"order":null,"shipping":null}`,
		`{"quantity":1e400}`, `{"quantity":-9223372036854775808}`, `{"order":[],"shipping":"x","terms_accepted":"yes"}`,
		`{"order":{"user_type":"b2b","user_phone_number":"x","company_country_id":-1},"shipping":{"country_id":"LV","zip":5}}`,
		`{"reviews":[{"product_id":"x","rate":99,"comment":{}}]}`, `{"reviews":{}}`, `{"code":"\ud800"}`,
		`{"shipping":{"zip":"` + strings.Repeat("9", 5000) + `"},"estimate":"yes"}`, `{"number":["4242"]}`, `{"country_id":1.5}`,
		`{"parent_item_id":-1,"quantity":1}`, `{"email":{},"number":{}}`}
	routes := a.e.Routes()
	checked, codes := 0, map[int]int{}
	for _, r := range routes {
		if !strings.HasPrefix(r.Path, "/api/") || (r.Method != http.MethodPost && r.Method != http.MethodGet) {
			continue
		}
		for _, p := range params {
			path := r.Path
			for _, name := range []string{":productId", ":id", ":token", ":orderId", ":shippingMethodId", ":countryId", ":type"} {
				path = strings.ReplaceAll(path, name, p)
			}
			for _, body := range bodies {
				if r.Method == http.MethodGet && body != "" {
					continue
				}
				rec := a.do(r.Method, path+"?search=riga&country_id=1&shipping_method_id=1&token=x", body, nil)
				codes[rec.Code/100]++
				if rec.Code >= 500 {
					t.Errorf("%s %s %.60s: %d %s", r.Method, path, body, rec.Code, rec.Body.String())
				}
				checked++
			}
		}
	}
	// Junk must also have got past the first checks: some of it is a valid call.
	if checked < 1000 || codes[2] == 0 || codes[4] == 0 {
		t.Fatalf("%d junk requests, answers by class %v", checked, codes)
	}
	t.Logf("%d junk requests, answers by class %v", checked, codes)
}
