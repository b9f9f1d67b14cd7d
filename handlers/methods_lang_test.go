package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/invoice/invoicetest"
	"shop/store"
)

// titles are the titles of a list answer's methods, by code.
func titles(list any) map[string]any {
	out := map[string]any{}
	for _, m := range list.([]any) {
		out[dig(m, "code").(string)] = dig(m, "title")
	}
	return out
}

// countryIDOf is a country's id as the demo seeds the countries (in the reference list's order).
func countryIDOf(t *testing.T, code string) int64 {
	t.Helper()
	for i, c := range store.Countries() {
		if c.CountryCode == code {
			return int64(i + 1)
		}
	}
	t.Fatalf("no %s in the country list", code)
	return 0
}

// The Latvian shop's shipping and payment methods speak the shopper's language: the API's
// lists, the cart's chosen methods, the delivery page's table, an order and its invoice.
func TestMethodsInTheShoppersLanguage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	want := func(where string, got any, text string) {
		t.Helper()
		if got != text {
			t.Errorf("%s = %v, want %q", where, got, text)
		}
	}
	for _, c := range []struct{ lang, courier, desc, locker, shop, card, cash string }{
		{"lv", "DPD kurjers", "Piegāde līdz durvīm. Kurjers pirms piegādes piezvanīs vai nosūtīs īsziņu.", "Omniva pakomāts",
			"Saņemšana veikalā", "Maksājumu karte", "Skaidrā naudā veikalā"},
		{"en", "DPD courier", "Door-to-door delivery. The courier calls or texts before delivery.", "Omniva parcel locker",
			"Pickup in our shop", "Payment card", "Cash in the shop"},
		{"ru", "Курьер DPD", "Доставка до двери. Перед доставкой курьер позвонит или пришлёт SMS.", "Почтомат Omniva",
			"Самовывоз из магазина", "Платёжная карта", "Наличными в магазине"},
	} {
		a.lang = c.lang
		methods := a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"]
		got := titles(methods)
		want(c.lang+" courier", got["dpd-courier"], c.courier)
		want(c.lang+" locker", got["omniva-locker"], c.locker)
		want(c.lang+" shop pickup", got["shop-pickup"], c.shop)
		want(c.lang+" courier's description", dig(methods, 0, "description"), c.desc)
		shop := methodID(t, methods, "shop-pickup")
		pays := titles(a.json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", shop), "", http.StatusOK)["paymentMethods"])
		want(c.lang+" card", pays["card"], c.card)
		want(c.lang+" cash", pays["cash"], c.cash)
		want(c.lang+" bank", pays["swedbank"], "Swedbank")

		page := "/info/delivery"
		if c.lang != "lv" {
			page = "/" + c.lang + page
		}
		table := titles(dig(a.page(page, http.StatusOK), "props", "shipping_methods"))
		want(page+" courier", table["dpd-courier"], c.courier)
		want(page+" shop pickup", table["shop-pickup"], c.shop)
	}

	// The cart names its chosen methods in the API call's language.
	a.lang = "en"
	methods := a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"]
	courier := methodID(t, methods, "dpd-courier")
	a.fill(inStock(a, 3), 1)
	a.json(http.MethodPost, fmt.Sprintf("/api/cart/shipping/%d", courier), "", http.StatusOK)
	card := methodID(t, a.json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", courier), "", http.StatusOK)["paymentMethods"], "card")
	cart := a.json(http.MethodPost, fmt.Sprintf("/api/cart/payment/%d", card), "", http.StatusOK)["cart"]
	want("en cart's shipping", dig(cart, "shipping_method", "title"), "DPD courier")
	want("en cart's payment", dig(cart, "payment_method", "title"), "Payment card")
	a.lang = "ru"
	cart = a.json(http.MethodGet, "/api/cart", "", http.StatusOK)["cart"]
	want("ru cart's shipping", dig(cart, "shipping_method", "title"), "Курьер DPD")
	want("ru cart's payment", dig(cart, "payment_method", "title"), "Платёжная карта")

	// An order placed in English names its methods in English; its page in another language
	// names them in that one, and so does its invoice.
	a.lang = "en"
	m := decode(t, a.place(orderBody(t, "card", nil), "methods-1"), http.StatusOK)
	want("en order's shipping", dig(m, "order", "cart", "shipping_method", "title"), "DPD courier")
	want("en order's payment", dig(m, "order", "cart", "payment_method", "title"), "Payment card")
	token := tokenOf(t, m["payment_link"].(string))
	for lang, titles := range map[string][2]string{"lv": {"DPD kurjers", "Maksājumu karte"}, "ru": {"Курьер DPD", "Платёжная карта"},
		"en": {"DPD courier", "Payment card"}} {
		a.lang = lang
		o := a.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK)
		want(lang+" order page's shipping", dig(o, "order", "cart", "shipping_method", "title"), titles[0])
		want(lang+" order page's payment", dig(o, "order", "cart", "payment_method", "title"), titles[1])
	}
	rec := a.do(http.MethodGet, "/ru/order/"+token+"/invoice.pdf", "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusOK {
		t.Fatalf("invoice: %d", rec.Code)
	}
	text := invoicetest.Text(rec.Body.Bytes())
	for _, w := range []string{"Курьер DPD", "Платёжная карта"} {
		if !strings.Contains(text, w) {
			t.Errorf("%q missing from the Russian invoice:\n%s", w, text)
		}
	}
}

// The Finnish shop's methods are English on its English pages and Finnish on its own.
func TestFinnishShopMethodsInEnglish(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "fi_tel_shop")
	want := func(where string, got any, text string) {
		t.Helper()
		if got != text {
			t.Errorf("%s = %v, want %q", where, got, text)
		}
	}
	for _, c := range []struct{ lang, courier, locker, point, card, invoice string }{
		{"fi", "Posti kotiinkuljetus", "Posti Pakettiautomaatti", "Matkahuolto Lähellä-paketti", "Maksukortti", "Lasku"},
		{"en", "Posti home delivery", "Posti Parcel Locker", "Matkahuolto pickup point", "Payment card", "Invoice"},
	} {
		a.lang = c.lang
		methods := a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"]
		got := titles(methods)
		want(c.lang+" courier", got["posti-courier"], c.courier)
		want(c.lang+" locker", got["posti-locker"], c.locker)
		want(c.lang+" Matkahuolto", got["matkahuolto-point"], c.point)
		courier := methodID(t, methods, "posti-courier")
		pays := titles(a.json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", courier), "", http.StatusOK)["paymentMethods"])
		want(c.lang+" card", pays["card"], c.card)
		want(c.lang+" invoice", pays["invoice"], c.invoice)
		want(c.lang+" bank", pays["nordea"], "Nordea")
		page := "/info/delivery"
		if c.lang == "en" {
			page = "/en" + page
		}
		want(page+" courier", titles(dig(a.page(page, http.StatusOK), "props", "shipping_methods"))["posti-courier"], c.courier)
	}

	// An English order by Posti to a Helsinki door, paid by card.
	a.lang = "en"
	a.fill(inStock(a, 3), 1)
	body := orderBody(t, "card", func(m map[string]any) {
		m["order"].(map[string]any)["user_phone_number"] = map[string]any{"countryCallingCode": "+358", "number": "401234567"}
		s := m["shipping"].(map[string]any)
		s["country_id"], s["city"], s["address"], s["zip"] = countryIDOf(t, "FI"), "Helsinki", "Mannerheimintie 1", "00100"
		m["shipping_method"] = "posti-courier"
	})
	m := decode(t, a.place(body, "fi-methods-1"), http.StatusOK)
	want("en order's shipping", dig(m, "order", "cart", "shipping_method", "title"), "Posti home delivery")
	want("en order's payment", dig(m, "order", "cart", "payment_method", "title"), "Payment card")
	a.lang = "fi"
	o := a.json(http.MethodGet, "/api/order/"+tokenOf(t, m["payment_link"].(string)), "", http.StatusOK)
	want("fi order page's shipping", dig(o, "order", "cart", "shipping_method", "title"), "Posti kotiinkuljetus")
}
