package handlers

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// Temporary: dumps cart and order answers to compare bytes before and after a refactor.
func TestZZMoney2Dump(t *testing.T) {
	dir := os.Getenv("DUMP_DIR")
	if dir == "" {
		t.Skip()
	}
	a := newAPITest(t, "lv_shop")
	a.lang = "lv"
	norm := regexp.MustCompile(`[A-Za-z0-9_-]{43}|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ|\d\d[./]\d\d[./]\d{4}( klo)?,? \d\d[:.]\d\d|\d\d[./]\d\d[./]\d{4}`)
	n := 0
	dump := func(name string, b *apiTest, method, path, body string) []byte {
		rec := b.do(method, path, body, nil)
		n++
		out := norm.ReplaceAll(rec.Body.Bytes(), []byte("X"))
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("%02d-%s.json", n, name)), append([]byte(fmt.Sprintf("%d\n", rec.Code)), out...), 0o644)
		return rec.Body.Bytes()
	}
	var id int64
	var cart any
	var fits []any
	for _, p := range dig(a.json(http.MethodGet, "/api/search/products?per_page=48&inventories=1", "", http.StatusOK), "collection", "data", "products").([]any) {
		id = num(dig(p, "id"))
		cart = dig(a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), `{"quantity":2}`, http.StatusOK), "cart")
		if fits = dig(cart, "items", 0, "available_services").([]any); len(fits) > 0 {
			break
		}
		a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/%d/delete", num(dig(cart, "items", 0, "id"))), "", http.StatusOK)
	}
	line, service := num(dig(cart, "items", 0, "id")), num(fits[0])
	dump("service", a, http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", service), fmt.Sprintf(`{"quantity":1,"parent_item_id":%d}`, line))
	other := inStock(a, 5)
	dump("add", a, http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", other), `{"quantity":1}`)
	dump("toomany", a, http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", other), `{"quantity":99}`)
	dump("coupon", a, http.MethodPost, "/api/coupon/apply", `{"code":"WELCOME10"}`)
	for _, l := range []string{"lv", "en", "ru"} {
		a.lang = l
		dump("cart-"+l, a, http.MethodGet, "/api/cart", "")
	}
	a.lang = "lv"
	dump("b2b", a, http.MethodPost, "/api/cart/user-type", `{"user_type":"b2b"}`)
	dump("b2c", a, http.MethodPost, "/api/cart/user-type", `{"user_type":"b2c"}`)
	m := a.place(orderBody(t, "swedbank", nil), "")
	n++
	os.WriteFile(filepath.Join(dir, fmt.Sprintf("%02d-place.json", n)), norm.ReplaceAll(m.Body.Bytes(), []byte("X")), 0o644)
	token := tokenOf(t, decode(t, m, http.StatusOK)["payment_link"].(string))
	for _, l := range []string{"lv", "en"} {
		a.lang = l
		dump("order-"+l, a, http.MethodGet, "/api/order/"+token, "")
	}
	a.lang = "en"
	b := a.shopper()
	b.lang = "en"
	b.fill(other, 1)
	dump("b2b-en", b, http.MethodPost, "/api/cart/user-type", `{"user_type":"b2b"}`)
	m = b.place(orderBody(t, "swedbank", func(o map[string]any) {
		ord := o["order"].(map[string]any)
		ord["user_type"], ord["company_name"], ord["company_reg_num"], ord["company_address"], ord["company_city"], ord["company_zip"], ord["company_country_id"] = "b2b", "Firma SIA", "40003000000", "Iela 1", "Rīga", "LV-1050", lvCountryID(t)
	}), "")
	n++
	os.WriteFile(filepath.Join(dir, fmt.Sprintf("%02d-place-b2b.json", n)), norm.ReplaceAll(m.Body.Bytes(), []byte("X")), 0o644)

	u, _ := signedInShopper(t, a, "dump@example.lv")
	u.lang = "en"
	u.fill(other, 1)
	res := decode(t, u.place(orderBody(t, "swedbank", func(m map[string]any) {
		m["order"].(map[string]any)["user_email"] = "dump@example.lv"
	}), ""), http.StatusOK)
	_ = res
	dump("user", u, http.MethodGet, "/api/user", "")
	dump("export", u, http.MethodGet, "/api/user/export", "")
	u.lang = "lv"
	dump("user-lv", u, http.MethodGet, "/api/user", "")
}
