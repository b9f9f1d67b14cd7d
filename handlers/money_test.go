package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
	"shop/invoice/invoicetest"
	"shop/store"
)

// TestTwoUnitsAtTheShelfPrice: the examples that exposed the old rounding, through the shop as a
// browser meets it: two units of a 269,00 € watch are 538,00 € in the cart, in the order and
// on its invoice (the old rule said 537,99 €); 808,99 € × 2 = 1617,98 €; 94,99 € × 2 =
// 189,98 €. Each net price is the one whose 21 % gross is the shelf price.
func TestTwoUnitsAtTheShelfPrice(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.lang = "lv"
	ctx := context.Background()
	id := inStock(a, 6)
	if err := a.st.SetDiscount(ctx, id, 0); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		net         int64
		shelf, line string
	}{{22231, "269,00\u00a0€", "538,00\u00a0€"}, {66859, "808,99\u00a0€", "1617,98\u00a0€"}, {7850, "94,99\u00a0€", "189,98\u00a0€"}} {
		if err := a.st.SetPrice(ctx, id, c.net); err != nil {
			t.Fatal(err)
		}
		b := a.shopper()
		b.lang = "lv"
		b.fill(id, 2)
		cart := b.json(http.MethodGet, "/api/cart", "", http.StatusOK)["cart"]
		if got := []any{dig(cart, "items", 0, "formatted_price_with_tax"), dig(cart, "items", 0, "formatted_total_price_with_tax"),
			dig(cart, "items", 0, "formatted_total_price"), dig(cart, "formatted_items_price_with_tax")}; got[0] != c.shelf ||
			got[1] != c.line || got[2] != c.line || got[3] != c.line {
			t.Errorf("net %d: the cart shows %v, want %s × 2 = %s", c.net, got, c.shelf, c.line)
		}
		m := decode(t, b.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
		if got := dig(m, "order", "cart", "items", 0, "formatted_total_price_with_tax"); got != c.line {
			t.Errorf("net %d: the order's line %v, want %s", c.net, got, c.line)
		}
		token := tokenOf(t, m["payment_link"].(string))
		rec := b.do(http.MethodGet, "/order/"+token+"/invoice.pdf", "", map[string]string{"X-Requested-With": ""})
		if text := invoicetest.Text(rec.Body.Bytes()); !strings.Contains(text, c.line) || !strings.Contains(text, c.shelf) {
			t.Errorf("net %d: %s × 2 = %s missing from the invoice:\n%s", c.net, c.shelf, c.line, text)
		}
	}
}

// TestBusinessPricing: a business sees and pays net prices with the VAT added once. A guest
// who chooses b2b at checkout (POST /api/cart/user-type) gets the cart, the shipping methods
// and the estimate priced net; the order of a b2b payload stores the cart's figures; its
// invoice says the prices are without VAT and adds the VAT to the net total. A signed-in
// business is priced so without asking; b2c goes back; anything else is a 422.
func TestBusinessPricing(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.lang = "lv"
	ctx := context.Background()
	id := inStock(a, 6)
	const unit = 12345 // 123,45 € net, 149,37 € with VAT
	if a.st.SetDiscount(ctx, id, 0) != nil || a.st.SetPrice(ctx, id, unit) != nil {
		t.Fatal("price")
	}
	a.fill(id, 3)
	gross := a.json(http.MethodGet, "/api/cart", "", http.StatusOK)["cart"]
	if dig(gross, "prices_with_tax") != true {
		t.Fatalf("a guest's cart is priced with VAT: %v", gross)
	}
	if m := a.json(http.MethodPost, "/api/cart/user-type", `{"user_type":"b2x"}`, http.StatusUnprocessableEntity); dig(m, "errors", "order.user_type") == nil {
		t.Errorf("user_type b2x: %v", m)
	}
	cart := a.json(http.MethodPost, "/api/cart/user-type", `{"user_type":"b2b"}`, http.StatusOK)["cart"]
	if dig(cart, "prices_with_tax") != false || dig(cart, "items", 0, "unit_cents") != float64(unit) || dig(cart, "items", 0, "formatted_total_price") != i18n.Money("lv", 3*unit) ||
		dig(cart, "items", 0, "formatted_total_price_with_tax") != "" || dig(cart, "formatted_items_price") != i18n.Money("lv", 3*unit) {
		t.Fatalf("a business's cart: %v", cart)
	}
	cents := func(v any, k string) int64 { return int64(dig(v, "cents", k).(float64)) }
	if net, tax := cents(cart, "net"), cents(cart, "tax"); net != 3*unit || tax != (net*2100+5000)/10000 || cents(cart, "total") != net+tax {
		t.Errorf("net %d, VAT %d, total %d: the VAT is added once to the net total", net, tax, cents(cart, "total"))
	}
	// The delivery methods and the estimator say what the cart adds: net.
	var courier any
	for _, m := range a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"].([]any) {
		if dig(m, "code") == "dpd-courier" {
			courier = m
		}
	}
	if dig(courier, "price") != float64(495) || dig(courier, "formatted_price") != "4,95\u00a0€" || dig(courier, "formatted_price_with_tax") != "5,99\u00a0€" {
		t.Errorf("the courier for a business: %v", courier)
	}
	est := a.json(http.MethodPost, fmt.Sprintf("/api/countries/%v/%d/validate-zip-code", dig(courier, "id"), lvCountryID(t)),
		`{"shipping":{"zip":"LV-1050"},"estimate":true}`, http.StatusOK)
	if dig(est, "estimate", "formatted_price") != "4,95\u00a0€" || dig(est, "cart", "prices_with_tax") != false {
		t.Errorf("the estimate for a business: %v", est["estimate"])
	}
	a.json(http.MethodPost, fmt.Sprintf("/api/cart/shipping/%v", dig(courier, "id")), "", http.StatusOK)
	cart = a.json(http.MethodGet, "/api/cart", "", http.StatusOK)["cart"]
	if dig(cart, "formatted_shipping_price") != "4,95\u00a0€" || dig(cart, "formatted_shipping_price_with_tax") != "" ||
		cents(cart, "net") != 3*unit+495 {
		t.Errorf("a business's cart by courier: %v", cart)
	}
	m := decode(t, a.place(orderBody(t, "swedbank", func(m map[string]any) {
		o := m["order"].(map[string]any)
		o["user_type"], o["company_name"], o["company_reg_num"] = "b2b", "SIA Ābele", "40003123456"
		o["company_address"], o["company_city"], o["company_zip"], o["company_country_id"] = "Dzirnavu iela 5", "Rīga", "LV-1010", lvCountryID(t)
	}), ""), http.StatusOK)
	for _, k := range []string{"items", "coupon_total", "shipping", "net", "tax", "total"} {
		if cents(m["order"], k) != cents(cart, k) {
			t.Errorf("the order's %s %d, the cart's %d", k, cents(m["order"], k), cents(cart, k))
		}
	}
	if dig(m, "order", "cart", "prices_with_tax") != false || dig(m, "order", "cart", "items", 0, "formatted_total_price") != dig(cart, "items", 0, "formatted_total_price") {
		t.Errorf("the order: %v", m["order"])
	}
	token := tokenOf(t, m["payment_link"].(string))
	text := invoicetest.Text(a.do(http.MethodGet, "/order/"+token+"/invoice.pdf", "", map[string]string{"X-Requested-With": ""}).Body.Bytes())
	for _, want := range []string{i18n.T("lv", "invoice_prices_without_vat"), i18n.Money("lv", 3*unit), "Summa bez PVN",
		i18n.Money("lv", cents(cart, "net")), "PVN 21 % (" + i18n.Money("lv", cents(cart, "net")) + ")", i18n.Money("lv", cents(cart, "tax")),
		i18n.Money("lv", cents(cart, "total"))} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from a business's invoice:\n%s", want, text)
		}
	}

	// Back to a private person: with VAT again.
	b := a.shopper()
	b.fill(id, 1)
	b.json(http.MethodPost, "/api/cart/user-type", `{"user_type":"b2b"}`, http.StatusOK)
	if c := b.json(http.MethodPost, "/api/cart/user-type", `{"user_type":"b2c"}`, http.StatusOK)["cart"]; dig(c, "prices_with_tax") != true {
		t.Errorf("back to b2c: %v", c)
	}
	// A signed-in business is a business without saying so; its session's choice does not count.
	if _, err := a.st.CreateUser(ctx, store.NewUser{Type: "b2b", Email: "firma@example.lv", Password: "correct horse battery",
		Name: "Jānis", Surname: "Ozols", PhoneCallingCode: "+371", PhoneNumber: "20000000"}); err != nil {
		t.Fatal(err)
	}
	f := signIn(a, "firma@example.lv")
	f.fill(id, 1)
	if c := f.json(http.MethodPost, "/api/cart/user-type", `{"user_type":"b2c"}`, http.StatusOK)["cart"]; dig(c, "prices_with_tax") != false {
		t.Errorf("a signed-in business's cart: %v", c)
	}
}
