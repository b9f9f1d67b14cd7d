package payment

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"
)

// stripeEvent is a webhook body as Stripe sends it, for a Checkout Session.
func stripeEvent(typ, session string) []byte {
	return fmt.Appendf(nil, `{"id":"evt_1","object":"event","api_version":"2020-08-27","type":%q,"data":{"object":%s}}`, typ, session)
}

const paidSession = `{"id":"cs_test_1","object":"checkout.session","client_reference_id":"123","metadata":{"order_id":"123","order_number":"LV-000123"},"payment_status":"paid","status":"complete","amount_total":129900,"currency":"eur"}`

func sign(body []byte, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: body, Secret: secret, Timestamp: at}).Header
}

func TestWebhookSignature(t *testing.T) {
	p := newPayments(t, stripeConfig())
	secret := stripeConfig().StripeWebhookSecret
	body := stripeEvent("checkout.session.completed", paidSession)

	ev, err := p.Webhook(body, sign(body, secret, time.Now()))
	want := Event{ID: "evt_1", Type: "checkout.session.completed", Status: StatusPaid, OrderID: 123, OrderNumber: "LV-000123",
		Reference: "cs_test_1", AmountCents: 129900, Currency: "EUR"}
	if err != nil || ev != want {
		t.Fatalf("Webhook = %+v, %v; want %+v", ev, err, want)
	}

	tampered := []byte(strings.Replace(string(body), "129900", "1", 1))
	for name, tc := range map[string]struct {
		body   []byte
		header string
	}{
		"wrong secret":     {body, sign(body, "whsec_other", time.Now())},
		"tampered body":    {tampered, sign(body, secret, time.Now())},
		"stale timestamp":  {body, sign(body, secret, time.Now().Add(-6*time.Minute))},
		"no header":        {body, ""},
		"malformed header": {body, "v1=abc"},
		"other scheme":     {body, strings.Replace(sign(body, secret, time.Now()), "v1=", "v0=", 1)},
	} {
		if ev, err := p.Webhook(tc.body, tc.header); !errors.Is(err, ErrBadSignature) {
			t.Errorf("%s: Webhook = %+v, %v; want ErrBadSignature", name, ev, err)
		}
	}
	// Within Stripe's tolerance a delayed delivery is still good.
	if _, err := p.Webhook(body, sign(body, secret, time.Now().Add(-4*time.Minute))); err != nil {
		t.Errorf("a four-minute-old signature: %v", err)
	}
	// A signed body that is no JSON is an error too, but not a signature one.
	junk := []byte("not json")
	if _, err := p.Webhook(junk, sign(junk, secret, time.Now())); err == nil || errors.Is(err, ErrBadSignature) {
		t.Errorf("signed junk: %v", err)
	}
}

func TestWebhookEvents(t *testing.T) {
	p := newPayments(t, stripeConfig())
	secret := stripeConfig().StripeWebhookSecret
	unpaid := strings.Replace(paidSession, `"payment_status":"paid"`, `"payment_status":"unpaid"`, 1)
	metaOnly := strings.Replace(paidSession, `"client_reference_id":"123"`, `"client_reference_id":null`, 1)
	notOurs := `{"id":"cs_test_2","object":"checkout.session","client_reference_id":null,"metadata":{},"payment_status":"paid","amount_total":500,"currency":"eur"}`
	for _, tc := range []struct {
		typ, session string
		status       Status
		orderID      int64
	}{
		{"checkout.session.completed", paidSession, StatusPaid, 123},
		{"checkout.session.completed", unpaid, "", 123}, // an asynchronous method: wait
		{"checkout.session.async_payment_succeeded", paidSession, StatusPaid, 123},
		{"checkout.session.async_payment_failed", unpaid, StatusFailed, 123},
		{"checkout.session.expired", unpaid, StatusFailed, 123},
		{"checkout.session.completed", metaOnly, StatusPaid, 123},
		{"checkout.session.completed", notOurs, "", 0},
		{"payment_intent.succeeded", `{"id":"pi_1","object":"payment_intent"}`, "", 0},
		{"customer.created", `{"id":"cus_1","object":"customer"}`, "", 0},
	} {
		body := stripeEvent(tc.typ, tc.session)
		ev, err := p.Webhook(body, sign(body, secret, time.Now()))
		if err != nil || ev.Status != tc.status || ev.OrderID != tc.orderID || ev.Type != tc.typ || ev.ID != "evt_1" {
			t.Errorf("%s %.60s: %+v, %v; want status %q, order %d", tc.typ, tc.session, ev, err, tc.status, tc.orderID)
		}
	}
}

func TestCheckAmount(t *testing.T) {
	ev := Event{OrderNumber: "LV-000123", AmountCents: 129900, Currency: "EUR"}
	if err := ev.CheckAmount(129900, "EUR"); err != nil {
		t.Errorf("CheckAmount(same) = %v", err)
	}
	for _, tc := range []struct {
		cents int64
		cur   string
	}{{129901, "EUR"}, {129900, "USD"}, {0, ""}} {
		if err := ev.CheckAmount(tc.cents, tc.cur); !errors.Is(err, ErrAmountMismatch) {
			t.Errorf("CheckAmount(%d %s) = %v", tc.cents, tc.cur, err)
		}
	}
}

func TestLineItems(t *testing.T) {
	type item struct {
		name      string
		qty, unit int64
	}
	items := func(o Order) []item {
		var out []item
		for _, li := range lineItems(o) {
			if *li.PriceData.Currency != "eur" {
				t.Errorf("currency %s", *li.PriceData.Currency)
			}
			out = append(out, item{*li.PriceData.ProductData.Name, *li.Quantity, *li.PriceData.UnitAmount})
		}
		return out
	}
	// Room behind the lines: appending the shipping line must not write into the caller's array.
	lines := append(make([]Line, 0, 4), Line{"Phone", 1, 99900}, Line{"Case", 2, 1500})
	for _, tc := range []struct {
		name string
		o    Order
		want []item
	}{
		{"lines and shipping", Order{Number: "LV-1", TotalCents: 103395, Currency: "EUR", Lines: lines, Shipping: Line{"DPD kurjers", 1, 495}},
			[]item{{"Phone", 1, 99900}, {"Case", 2, 1500}, {"DPD kurjers", 1, 495}}},
		{"free shipping", Order{Number: "LV-1", TotalCents: 102900, Currency: "EUR", Lines: lines, Shipping: Line{Title: "Omniva"}},
			[]item{{"Phone", 1, 99900}, {"Case", 2, 1500}}},
		{"a coupon's discount", Order{Number: "LV-2", TotalCents: 92610, Currency: "EUR", Lines: lines},
			[]item{{"LV-2", 1, 92610}}},
		{"a line without title", Order{Number: "LV-3", TotalCents: 1000, Currency: "EUR", Lines: []Line{{"", 1, 1000}}},
			[]item{{"LV-3", 1, 1000}}},
		{"no lines", Order{Number: "LV-4", TotalCents: 1000, Currency: "EUR"}, []item{{"LV-4", 1, 1000}}},
	} {
		got := items(tc.o)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		var sum int64
		for _, it := range got {
			sum += it.qty * it.unit
		}
		if sum != tc.o.TotalCents {
			t.Errorf("%s: the items add up to %d, the order to %d", tc.name, sum, tc.o.TotalCents)
		}
	}
	if spare := lines[:3][2]; spare != (Line{}) {
		t.Errorf("lineItems wrote %+v behind the order's lines", spare)
	}
}

func TestRetireAction(t *testing.T) {
	for _, tc := range []struct {
		status  stripe.CheckoutSessionStatus
		payment stripe.CheckoutSessionPaymentStatus
		expire  bool
		err     error
	}{
		{stripe.CheckoutSessionStatusOpen, stripe.CheckoutSessionPaymentStatusUnpaid, true, nil},
		{stripe.CheckoutSessionStatusExpired, stripe.CheckoutSessionPaymentStatusUnpaid, false, nil},
		{stripe.CheckoutSessionStatusComplete, stripe.CheckoutSessionPaymentStatusPaid, false, ErrAlreadyPaid},
		{stripe.CheckoutSessionStatusComplete, stripe.CheckoutSessionPaymentStatusUnpaid, false, ErrPaymentPending},
	} {
		expire, err := retireAction(&stripe.CheckoutSession{Status: tc.status, PaymentStatus: tc.payment})
		if expire != tc.expire || !errors.Is(err, tc.err) {
			t.Errorf("%s/%s: %v, %v; want %v, %v", tc.status, tc.payment, expire, err, tc.expire, tc.err)
		}
	}
}

func TestStripeLocale(t *testing.T) {
	for lang, want := range map[string]string{"lv": "lv", "ru": "ru", "en": "en", "fi": "fi", "": "auto", "de-AT": "auto"} {
		if got := stripeLocale(lang); got != want {
			t.Errorf("stripeLocale(%q) = %q, want %q", lang, got, want)
		}
	}
}
