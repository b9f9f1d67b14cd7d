package handlers

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"shop/payment"
	"shop/store"
)

// The demo's test card: a malformed number changes nothing, a declined one fails the payment
// (answered with the order as it stands), pay again opens it, 4242… pays it; then it is closed.
func TestTestCardPayment(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.fill(inStock(a, 5), 1)
	m := decode(t, a.place(orderBody(t, "card", nil), "card-1"), http.StatusOK)
	token := tokenOf(t, m["payment_link"].(string))
	o := a.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK)
	if dig(o, "payment", "kind") != "test_card" || dig(o, "payment", "test_card") != true || dig(o, "payment", "expires_at") == "" {
		t.Fatalf("card order payment %v", o["payment"])
	}
	card := func(number string, want int) map[string]any {
		t.Helper()
		return a.json(http.MethodPost, "/api/order/"+token+"/test-card", fmt.Sprintf(`{"number":%q}`, number), want)
	}
	for _, n := range []string{"1234", "4242 4242 4242 4241", ""} {
		if dig(card(n, http.StatusUnprocessableEntity), "errors", "number") == nil {
			t.Errorf("number %q: no errors.number", n)
		}
	}
	d := card("4000 0000 0000 0002", http.StatusUnprocessableEntity)
	if dig(d, "errors", "number", 0) == nil || dig(d, "errors", "order", "payment_status") != "failed" ||
		dig(d, "errors", "payment", "can_retry") != true {
		t.Fatalf("declined: %v", d)
	}
	p := a.json(http.MethodPost, "/api/order/"+token+"/pay", "", http.StatusOK)
	if tokenOf(t, p["payment_link"].(string)) != token {
		t.Errorf("pay again leads to %v", p["payment_link"])
	}
	if got := dig(a.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK), "order", "payment_status"); got != "pending" {
		t.Errorf("after pay again: %v", got)
	}
	ok := card("4242-4242-4242-4242", http.StatusOK)
	if dig(ok, "order", "payment_status") != "paid" || dig(ok, "order", "status") != "paid" || ok["message"] == "" ||
		dig(ok, "payment", "test_card") != false || dig(ok, "payment", "can_retry") != false {
		t.Errorf("paid: %v", ok)
	}
	for _, path := range []string{"/pay", "/test-card"} {
		if m := a.json(http.MethodPost, "/api/order/"+token+path, `{"number":"4242424242424242"}`, http.StatusConflict); m["message"] == "" {
			t.Errorf("%s on a paid order: %v", path, m)
		}
	}
	a.json(http.MethodPost, "/api/order/unknown/pay", "", http.StatusNotFound)
	a.json(http.MethodPost, "/api/order/unknown/test-card", `{"number":"4242424242424242"}`, http.StatusNotFound)
	kinds := map[string]int{}
	notices, _ := a.st.PendingNotices(context.Background(), 10)
	for _, n := range notices {
		kinds[n.Kind]++
	}
	if kinds[store.NoticeOrderConfirmation] != 1 || kinds[store.NoticePaymentReceived] != 1 {
		t.Errorf("notices %v", kinds)
	}

	// A cancelled order cannot be paid.
	a.fill(inStock(a, 5), 1)
	m = decode(t, a.place(orderBody(t, "card", nil), "card-2"), http.StatusOK)
	token = tokenOf(t, m["payment_link"].(string))
	if err := a.st.CancelOrder(context.Background(), int64(dig(m, "order", "id").(float64))); err != nil {
		t.Fatal(err)
	}
	card("4242424242424242", http.StatusConflict)
	a.json(http.MethodPost, "/api/order/"+token+"/pay", "", http.StatusConflict)
}

func TestStripeWebhook(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	// Stripe off: the route is not there.
	if rec := a.do(http.MethodPost, stripeWebhookPath, `{}`, map[string]string{"Stripe-Signature": "t=1,v1=x"}); rec.Code != http.StatusNotFound {
		t.Errorf("webhook with Stripe off: %d", rec.Code)
	}
	const secret = "whsec_test"
	p, err := payment.New(payment.Config{Country: "LV", StripeKey: "sk_test_x", StripeWebhookSecret: secret,
		StripeAPIURL: "http://127.0.0.1:1"}) // nothing listens: every Stripe call fails at once
	if err != nil {
		t.Fatal(err)
	}
	s := newAPITestWith(t, Config{ShopCode: "lv_shop", Payments: p}, a.st, a.sessions)
	// Stripe unreachable: the order stands, its payment failed, the answer is its page.
	s.fill(inStock(s, 5), 1)
	m := decode(t, s.place(orderBody(t, "card", nil), "stripe-1"), http.StatusOK)
	token := tokenOf(t, m["payment_link"].(string))
	o := s.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK)
	if dig(o, "order", "payment_status") != "failed" || dig(o, "payment", "kind") != "card" || dig(o, "payment", "can_retry") != true {
		t.Errorf("order after Stripe failed: %v %v", dig(o, "order", "payment_status"), o["payment"])
	}
	if rec := s.do(http.MethodPost, "/api/order/"+token+"/pay", "", nil); rec.Code != http.StatusBadGateway {
		t.Errorf("pay again with Stripe down: %d", rec.Code)
	}
	s.json(http.MethodPost, "/api/order/"+token+"/test-card", `{"number":"4242424242424242"}`, http.StatusNotFound)

	// The webhook needs no session and no CSRF token, only Stripe's signature.
	hook := func(body, signature string) int {
		t.Helper()
		b := &apiTest{t: t, e: s.e, lang: "en"}
		return b.do(http.MethodPost, stripeWebhookPath, body, map[string]string{"Stripe-Signature": signature, "X-Requested-With": ""}).Code
	}
	id := int64(dig(o, "order", "id").(float64))
	total := int64(dig(o, "order", "cents", "total").(float64))
	event := func(typ string, amount int64) string {
		return fmt.Sprintf(`{"id":"evt_1","object":"event","type":%q,"data":{"object":{"id":"cs_1","object":"checkout.session",
"client_reference_id":"%d","payment_status":"paid","amount_total":%d,"currency":"eur","metadata":{"order_number":"x"}}}}`, typ, id, amount)
	}
	sign := func(body string) string {
		return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(body), Secret: secret, Timestamp: time.Now()}).Header
	}
	paid := event("checkout.session.completed", total)
	if code := hook(paid, "t=1,v1=bad"); code != http.StatusBadRequest {
		t.Errorf("bad signature: %d", code)
	}
	if code := hook(paid, ""); code != http.StatusBadRequest {
		t.Errorf("no signature: %d", code)
	}
	if code := hook(event("checkout.session.completed", total-1), sign(event("checkout.session.completed", total-1))); code != http.StatusOK {
		t.Errorf("a wrong amount: %d", code)
	}
	if got := dig(s.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK), "order", "payment_status"); got != "failed" {
		t.Errorf("a wrong amount marked the order %v", got)
	}
	for range 2 { // Stripe repeats events
		if code := hook(paid, sign(paid)); code != http.StatusOK {
			t.Errorf("paid event: %d", code)
		}
	}
	if got := dig(s.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK), "order", "payment_status"); got != "paid" {
		t.Errorf("after the paid event: %v", got)
	}
	// An expiry of a session after the payment changes nothing; other events are acknowledged.
	for _, body := range []string{event("checkout.session.expired", total), `{"id":"evt_2","object":"event","type":"customer.created","data":{"object":{}}}`} {
		if code := hook(body, sign(body)); code != http.StatusOK {
			t.Errorf("%.40s: %d", body, code)
		}
	}
	if got := dig(s.json(http.MethodGet, "/api/order/"+token, "", http.StatusOK), "order", "payment_status"); got != "paid" {
		t.Errorf("after a late expiry: %v", got)
	}
}
