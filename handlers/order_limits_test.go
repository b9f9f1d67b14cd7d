package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"shop/i18n"
	"shop/store"
)

// browser is another shopper's browser (its own session) at client address remote.
func (a *apiTest) browser(remote string) *apiTest {
	b := a.shopper()
	b.remote = remote
	return b
}

// withEmail is the order payload with another buyer's e-mail.
func withEmail(t *testing.T, method, email string) string {
	return orderBody(t, method, func(m map[string]any) { m["order"].(map[string]any)["user_email"] = email })
}

// tooManyUnpaid checks a refusal for too many unpaid orders: 429, Retry-After in whole seconds
// up to the bank transfer's 72 hours (when the first open order lapses), and the message in the
// browser's language.
func tooManyUnpaid(t *testing.T, name string, b *apiTest, body string) {
	t.Helper()
	rec := b.place(body, "")
	m := decode(t, rec, http.StatusTooManyRequests)
	retry, err := strconv.Atoi(rec.Header().Get("Retry-After"))
	if err != nil || retry < 1 || retry > 72*3600 {
		t.Errorf("%s: Retry-After %q", name, rec.Header().Get("Retry-After"))
	}
	if want := i18n.T(b.lang, "error_too_many_unpaid_orders"); m["message"] != want || want == "error_too_many_unpaid_orders" {
		t.Errorf("%s: message %v, want %q", name, m["message"], want)
	}
}

// One e-mail, whatever its case, may have three open unpaid orders, from any browsers and
// addresses: the fourth is 429, in the shopper's language. Paid or cancelled, an order no
// longer counts.
func TestUnpaidOrdersPerEmail(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 50)
	var orders []int64
	for i := range 3 {
		b := a.browser(fmt.Sprintf("198.51.100.%d:4000", i+1))
		b.fill(id, 1)
		m := decode(t, b.place(withEmail(t, "swedbank", []string{"anna@example.lv", "Anna@Example.lv", "ANNA@EXAMPLE.LV"}[i]), ""), http.StatusOK)
		orders = append(orders, int64(dig(m, "order", "id").(float64)))
	}
	b := a.browser("198.51.100.4:4000")
	b.lang = "lv"
	b.fill(id, 1)
	tooManyUnpaid(t, "the fourth from one e-mail", b, withEmail(t, "swedbank", "anna@example.lv"))
	if err := a.st.MarkOrderPaid(context.Background(), orders[0], "ref"); err != nil {
		t.Fatal(err)
	}
	decode(t, b.place(withEmail(t, "swedbank", "anna@example.lv"), ""), http.StatusOK)
	c := a.browser("198.51.100.5:4000")
	c.fill(id, 1)
	tooManyUnpaid(t, "three open again", c, withEmail(t, "swedbank", "anna@example.lv"))
	if err := a.st.CancelOrder(context.Background(), orders[1]); err != nil {
		t.Fatal(err)
	}
	decode(t, c.place(withEmail(t, "swedbank", "anna@example.lv"), ""), http.StatusOK)
}

// One browser session may have three open unpaid orders, whatever e-mails and addresses they
// name: the fourth is 429.
func TestUnpaidOrdersPerSession(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 50)
	b := a.browser("")
	b.lang = "ru"
	for i := range 3 {
		b.remote = fmt.Sprintf("198.51.100.%d:4000", i+1)
		b.fill(id, 1)
		decode(t, b.place(withEmail(t, "swedbank", fmt.Sprintf("s%d@example.lv", i)), ""), http.StatusOK)
	}
	b.remote = "198.51.100.9:4000"
	b.fill(id, 1)
	tooManyUnpaid(t, "the fourth from one session", b, withEmail(t, "swedbank", "s9@example.lv"))
}

// One client address may have three open unpaid orders, whatever browsers and e-mails: the
// fourth is 429. An IPv6 client counts by its /64, as the rate limits do.
func TestUnpaidOrdersPerAddress(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 50)
	for i := range 3 {
		b := a.browser(fmt.Sprintf("[2001:db8:7:1::%d]:4000", i+1))
		b.fill(id, 1)
		decode(t, b.place(withEmail(t, "swedbank", fmt.Sprintf("a%d@example.lv", i)), ""), http.StatusOK)
	}
	b := a.browser("[2001:db8:7:1:ffff::9]:4000")
	b.fill(id, 1)
	tooManyUnpaid(t, "the fourth from one /64", b, withEmail(t, "swedbank", "a9@example.lv"))
	// Another network is another client.
	c := a.browser("[2001:db8:7:2::1]:4000")
	c.fill(id, 1)
	decode(t, c.place(withEmail(t, "swedbank", "a10@example.lv"), ""), http.StatusOK)
}

// One order holds at most 10 units of a product: the cart says so before checkout, in the
// shopper's language and naming the product, and is not available for purchase; an order of
// 11 is 422 keyed cart, naming the product; 10 go through.
func TestUnitsPerProductLimit(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 20)
	for _, lang := range []string{"lv", "en", "ru"} {
		a.lang = lang
		cart := dig(a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), `{"quantity":11}`, http.StatusOK), "cart")
		title := dig(cart, "items", 0, "product", "title").(string)
		want := i18n.T(lang, "cart_units_limit", "max", "10", "products", title)
		if dig(cart, "available_for_purchase") != false || dig(cart, "units_limit_message") != want || dig(cart, "max_units_per_product") != 10.0 {
			t.Errorf("%s: a cart of 11: available %v, message %v, want %q", lang, dig(cart, "available_for_purchase"), dig(cart, "units_limit_message"), want)
		}
		rec := a.place(orderBody(t, "swedbank", nil), "")
		m := decode(t, rec, http.StatusUnprocessableEntity)
		if dig(m, "errors", "cart", 0) != want || m["message"] != want {
			t.Errorf("%s: an order of 11: %v", lang, m)
		}
	}
	if n, _ := a.st.PendingNotices(context.Background(), 10); len(n) != 0 {
		t.Errorf("refused orders owe mails: %v", n)
	}
	cart := dig(a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), `{"quantity":10}`, http.StatusOK), "cart")
	if dig(cart, "available_for_purchase") != true || dig(cart, "units_limit_message") != "" {
		t.Errorf("a cart of 10: %v", cart)
	}
	decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
}

// pickupBody is a guest's order collected and paid in the Riga shop.
func pickupBody(t *testing.T) string {
	return orderBody(t, "cash", func(m map[string]any) {
		m["shipping_method"] = "shop-pickup"
		m["shipping"] = map[string]any{"identifier": "shop-riga", "user_phone_number": map[string]any{"countryCallingCode": "+371", "number": ""}}
	})
}

// An order paid on pickup holds its stock to the end of the third working day after the
// order's, in the shop's time zone: its expiry says so, and its page tells the shopper the last
// day to collect and pay it. Pay on pickup had no expiry before.
func TestPickupOrderHasADeadline(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 10)
	a.fill(id, 1)
	m := decode(t, a.place(pickupBody(t), ""), http.StatusOK)
	created, err := time.Parse(time.RFC3339, dig(m, "order", "created_at").(string))
	if err != nil {
		t.Fatal(err)
	}
	riga, _ := time.LoadLocation("Europe/Riga")
	deadline := store.Hold{WorkingDays: 3, Location: riga}.Until(created)
	if got := dig(m, "order", "expires_at"); got != deadline.UTC().Format(time.RFC3339) {
		t.Fatalf("a pickup order expires %v, want %s", got, deadline.UTC().Format(time.RFC3339))
	}
	if h := deadline.In(riga); h.Hour() != 0 || h.Minute() != 0 || deadline.Sub(created) < 72*time.Hour {
		t.Errorf("deadline %s: not a midnight three working days on", h)
	}
	page := a.json(http.MethodGet, "/api/order/"+tokenOf(t, m["payment_link"].(string)), "", http.StatusOK)
	if want := i18n.Date("en", deadline.Add(-time.Second).In(riga)); dig(page, "payment", "kind") != "pickup" || dig(page, "payment", "collect_by") != want {
		t.Errorf("the order page's payment: %v, want collect_by %q", dig(page, "payment"), want)
	}
}
