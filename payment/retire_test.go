package payment

import (
	"context"
	"strings"
	"testing"
)

// Retire, before the back office cancels an unpaid card order, expires its open Checkout
// Session at Stripe (stripe-mock), so the shopper can no longer pay it; other methods have
// nothing to retire and ask nothing.
func TestStripeMockRetire(t *testing.T) {
	api, calls := startStripeMock(t)
	cfg := stripeConfig()
	cfg.StripeAPIURL = api
	p := newPayments(t, cfg)
	ctx := context.Background()
	o := Order{ID: 7, Number: "LV-000007", Email: "anna@example.lv", Lang: "lv", TotalCents: 1000, Currency: "EUR",
		Lines: []Line{{"Cable", 1, 1000}}}
	start, err := p.Start(ctx, CodeCard, o, URLs{Order: "https://shop.example/order/t", Success: "https://shop.example/order/t?paid=1",
		Cancel: "https://shop.example/order/t"})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Retire(ctx, CodeCard, start.Reference); err != nil {
		t.Fatalf("Retire: %v", err)
	}
	var steps []string
	for _, c := range calls()[1:] {
		steps = append(steps, c.Method+" "+c.Path)
	}
	want := []string{"GET /v1/checkout/sessions/" + start.Reference, "POST /v1/checkout/sessions/" + start.Reference + "/expire"}
	if strings.Join(steps, "\n") != strings.Join(want, "\n") {
		t.Errorf("Retire calls:\n%s\nwant:\n%s", strings.Join(steps, "\n"), strings.Join(want, "\n"))
	}
	n := len(calls())
	for _, c := range []struct{ code, ref string }{{"swedbank", "RF18LV000007"}, {CodeCash, ""}, {CodeCard, ""}} {
		if err := p.Retire(ctx, c.code, c.ref); err != nil {
			t.Errorf("Retire(%s, %q): %v", c.code, c.ref, err)
		}
	}
	if len(calls()) != n {
		t.Errorf("nothing to retire asked Stripe: %v", calls()[n:])
	}
}
