package handlers

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"shop/i18n"
	"shop/store"
)

// addLine puts qty units of product id in a's cart with ?action=plus and answers the cart.
func addLine(a *apiTest, id, qty int64) map[string]any {
	a.t.Helper()
	return a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), fmt.Sprintf(`{"quantity":%d}`, qty), http.StatusOK)
}

func num(v any) int64 {
	f, _ := v.(float64)
	return int64(f)
}

func TestCartAddSetAndRemove(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	if m := a.json(http.MethodGet, "/api/cart", "", http.StatusOK); len(dig(m, "cart", "items").([]any)) != 0 {
		t.Fatalf("a new shopper's cart: %v", m)
	}
	_, id := anyProduct(a, "&inventories=1")
	m := addLine(a, id, 1)
	if m["message"] != i18n.T("en", "cart_added") || num(dig(m, "cart", "total_quantity")) != 1 {
		t.Fatalf("first add: %v", m)
	}
	if m = addLine(a, id, 2); num(dig(m, "cart", "total_quantity")) != 3 {
		t.Fatalf("?action=plus adds: %v", dig(m, "cart", "total_quantity"))
	}
	// Without ?action=plus the line is set: the cart page's counter.
	m = a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), `{"quantity":2}`, http.StatusOK)
	if num(dig(m, "cart", "total_quantity")) != 2 {
		t.Fatalf("a set: %v", dig(m, "cart", "total_quantity"))
	}
	stock := num(dig(m, "cart", "items", 0, "max_quantity"))

	// More than the stock is refused with the cart as it stands.
	m = a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), fmt.Sprintf(`{"quantity":%d}`, stock+1), http.StatusConflict)
	if m["message"] != i18n.T("en", "error_not_enough_stock") || num(dig(m, "errors", "cart", "total_quantity")) != 2 {
		t.Fatalf("over the stock: %v", m)
	}
	m = a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), fmt.Sprintf(`{"quantity":%d}`, stock-1), http.StatusConflict)
	if num(dig(m, "errors", "cart", "total_quantity")) != 2 {
		t.Fatalf("a plus over the stock: %v", m)
	}
	for path, body := range map[string]string{
		"/api/cart-item/add/999999?action=plus": `{"quantity":1}`,
		"/api/cart-item/add/abc":                `{"quantity":1}`,
	} {
		if m := a.json(http.MethodPost, path, body, http.StatusNotFound); dig(m, "errors", "cart") == nil {
			t.Errorf("%s: no errors.cart: %v", path, m)
		}
	}
	for _, body := range []string{`{"quantity":-1}`, `{"quantity":1000}`, `{"quantity":"2"}`, `{"quantity":1.5}`} {
		if m := a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), body, http.StatusUnprocessableEntity); dig(m, "errors", "quantity") == nil {
			t.Errorf("%s: %v", body, m)
		}
	}
	if rec := a.do(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), `{"quantity":101}`, nil); rec.Code != http.StatusUnprocessableEntity {
		t.Errorf("a plus of 101: %d", rec.Code)
	}

	m = a.json(http.MethodGet, "/api/cart", "", http.StatusOK)
	line := num(dig(m, "cart", "items", 0, "id"))
	m = a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/%d/delete", line), "", http.StatusOK)
	if m["message"] != i18n.T("en", "cart_removed") || len(dig(m, "cart", "items").([]any)) != 0 {
		t.Fatalf("delete: %v", m)
	}
	for _, path := range []string{fmt.Sprintf("/api/cart-item/%d/delete", line), "/api/cart-item/x/delete"} {
		a.json(http.MethodPost, path, "", http.StatusNotFound)
	}
	// Another shopper cannot delete this shopper's lines.
	addLine(a, id, 1)
	line = num(dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "items", 0, "id"))
	other := newAPITestWith(t, Config{ShopCode: "lv_shop"}, a.st, a.sessions)
	other.json(http.MethodPost, fmt.Sprintf("/api/cart-item/%d/delete", line), "", http.StatusNotFound)
	if n := num(dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity")); n != 1 {
		t.Fatalf("another shopper's delete reached the cart: %d", n)
	}
}

func TestCartServices(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	m := a.json(http.MethodGet, "/api/product/services", "", http.StatusOK)
	services := m["services"].([]any)
	if len(services) != 3 {
		t.Fatalf("services: %v", m)
	}
	// The first product of the catalogue that a service fits (gift packs fit most).
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
	if len(fits) == 0 {
		t.Fatal("no service fits any of 48 products")
	}
	line, service := num(dig(cart, "items", 0, "id")), num(fits[0])
	m = a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", service), fmt.Sprintf(`{"quantity":1,"parent_item_id":%d}`, line), http.StatusOK)
	svc := dig(m, "cart", "items", 0, "services", 0)
	if num(dig(svc, "quantity")) != 2 || len(dig(m, "cart", "item_services").([]any)) != 1 {
		t.Fatalf("a service counts once per unit of its line: %v", dig(m, "cart"))
	}
	a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", service), fmt.Sprintf(`{"quantity":1,"parent_item_id":%d}`, line+1000), http.StatusNotFound)
	// A product is no service.
	a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), fmt.Sprintf(`{"quantity":1,"parent_item_id":%d}`, line), http.StatusNotFound)
	m = a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/%d/delete", num(dig(svc, "id"))), "", http.StatusOK)
	if len(dig(m, "cart", "item_services").([]any)) != 0 || num(dig(m, "cart", "total_quantity")) != 2 {
		t.Fatalf("removing the service: %v", dig(m, "cart"))
	}
}

func TestCoupons(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	m := a.json(http.MethodPost, "/api/coupon/apply", `{"code":"WELCOME10"}`, http.StatusUnprocessableEntity)
	if dig(m, "errors", "code") == nil {
		t.Fatalf("a coupon on no cart: %v", m)
	}
	_, id := anyProduct(a, "&inventories=1")
	addLine(a, id, 1)
	for body, key := range map[string]string{
		`{"code":""}`:                      "error_required",
		`{"code":"   "}`:                   "error_required",
		`{"code":"NOSUCH"}`:                "error_coupon_unknown",
		fmt.Sprintf(`{"code":"%070d"}`, 1): "error_coupon_unknown",
	} {
		m := a.json(http.MethodPost, "/api/coupon/apply", body, http.StatusUnprocessableEntity)
		if dig(m, "errors", "code", 0) != i18n.T("en", key) {
			t.Errorf("%s: %v", body, m)
		}
	}
	a.json(http.MethodPost, "/api/coupon/apply", `{"code":5}`, http.StatusUnprocessableEntity)

	m = a.json(http.MethodPost, "/api/coupon/apply", `{"code":" WELCOME10 "}`, http.StatusOK)
	cart := m["cart"]
	if m["message"] != i18n.T("en", "coupon_applied") || dig(cart, "coupon", "code") != "WELCOME10" || dig(cart, "coupon", "is_applied") != true {
		t.Fatalf("apply: %v", m)
	}
	list, final := num(dig(cart, "items", 0, "list_cents")), num(dig(cart, "items", 0, "total_cents"))
	// 10 % off one line, rounded to the cent, the old price struck through.
	if want := list - (list+5)/10; final != want || dig(cart, "items", 0, "formatted_old_price_with_tax") == "" {
		t.Fatalf("10 %% of %d: %d, want %d", list, final, want)
	}
	if num(dig(cart, "cents", "coupon_discount")) != list-final {
		t.Errorf("the discount: %v", dig(cart, "cents"))
	}
	for _, path := range []string{"/api/coupon/remove/", "/api/coupon/remove"} {
		m = a.json(http.MethodPost, path, "", http.StatusOK)
		if m["message"] != i18n.T("en", "coupon_removed") || dig(m, "cart", "coupon") != nil {
			t.Fatalf("%s: %v", path, m)
		}
	}
}

func TestCartBelowTheMinimum(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, id := anyProduct(a, "&inventories=1")
	if err := a.st.SetDiscount(context.Background(), id, 0); err != nil { // its whole price, whatever the demo gave it
		t.Fatal(err)
	}
	if err := a.st.SetPrice(context.Background(), id, 100); err != nil { // 1 € net, below the shop's 5 €
		t.Fatal(err)
	}
	cart := dig(addLine(a, id, 1), "cart")
	if dig(cart, "available_for_purchase") != false || dig(cart, "min_cart_price_message") != i18n.T("en", "cart_min_price", "amount", i18n.Money("en", 605)) {
		t.Fatalf("below the minimum: %v %v", dig(cart, "available_for_purchase"), dig(cart, "min_cart_price_message"))
	}
	cart = dig(addLine(a, id, 5), "cart")
	if dig(cart, "available_for_purchase") != true || dig(cart, "min_cart_price_message") != "" {
		t.Fatalf("at 6 €: %v %v", dig(cart, "available_for_purchase"), dig(cart, "min_cart_price_message"))
	}
}

func TestGuestCartMergesAtSignIn(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ctx := context.Background()
	if _, err := a.st.CreateUser(ctx, store.NewUser{Email: "cart@example.com", Password: "correct horse battery", Name: "Ilze", Surname: "Kalniņa"}); err != nil {
		t.Fatal(err)
	}
	_, id := anyProduct(a, "&inventories=1")
	addLine(a, id, 1)
	signIn := func() {
		m := a.json(http.MethodPost, "/login", `{"email":"cart@example.com","password":"correct horse battery"}`, http.StatusOK)
		a.csrf = m["csrf"].(string)
	}
	signIn()
	if n := num(dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity")); n != 1 {
		t.Fatalf("after sign-in the cart holds %d", n)
	}
	m := a.json(http.MethodPost, "/logout", "", http.StatusOK)
	a.csrf = m["csrf"].(string)
	if n := num(dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity")); n != 0 {
		t.Fatalf("after sign-out the cart holds %d", n)
	}
	addLine(a, id, 1) // a new guest cart, joined with the user's at the next sign-in
	signIn()
	if n := num(dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity")); n != 2 {
		t.Fatalf("the merged cart holds %d, want 2", n)
	}
}
