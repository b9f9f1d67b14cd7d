package payment

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"

	"shop/internal/testtool"
)

// These tests talk to stripe-mock, Stripe's own mock of its API: it checks every request
// against Stripe's OpenAPI description and answers with Stripe's fixtures. ./build.sh test
// installs it; without it they skip, unless SHOP_REQUIRE_STRIPE_MOCK=1 (CI) makes that a failure.

// request is one call the Stripe client made, as stripe-mock received it.
type request struct {
	Method, Path string
	Header       http.Header
	Form         url.Values
}

// startStripeMock runs stripe-mock on loopback ports it picks itself, behind a recording
// proxy; it returns the proxy's URL and the calls made so far.
func startStripeMock(t *testing.T) (string, func() []request) {
	t.Helper()
	bin := os.Getenv("SHOP_STRIPE_MOCK") // a stripe-mock of one's own choosing
	if bin == "" {
		bin = testtool.Binary(t, "stripe-mock", "SHOP_REQUIRE_STRIPE_MOCK")
	}
	// An empty port lets the system choose, so parallel runs never collide; stripe-mock
	// prints the addresses it got.
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:", "-https-addr", "127.0.0.1:")
	out, w := io.Pipe()
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Start(); err != nil {
		t.Fatalf("start stripe-mock: %v", err)
	}
	addr := make(chan string, 1)
	var log bytes.Buffer // what stripe-mock printed, for a failure message
	var logMu sync.Mutex
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			logMu.Lock()
			log.WriteString(sc.Text() + "\n")
			logMu.Unlock()
			if a, ok := strings.CutPrefix(sc.Text(), "Listening for HTTP at address: "); ok {
				addr <- a
			}
		}
		io.Copy(io.Discard, out)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		w.Close()
	})
	var target *url.URL
	select {
	case a := <-addr:
		target = &url.URL{Scheme: "http", Host: a}
	case <-time.After(30 * time.Second):
		logMu.Lock()
		defer logMu.Unlock()
		t.Fatalf("stripe-mock did not start listening in 30 s:\n%s", log.String())
	}

	var mu sync.Mutex
	var calls []request
	forward := httputil.NewSingleHostReverseProxy(target)
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		form, _ := url.ParseQuery(string(body))
		mu.Lock()
		calls = append(calls, request{r.Method, r.URL.Path, r.Header.Clone(), form})
		mu.Unlock()
		r.Body = io.NopCloser(bytes.NewReader(body))
		forward.ServeHTTP(w, r)
	}))
	t.Cleanup(proxy.Close)
	return proxy.URL, func() []request {
		mu.Lock()
		defer mu.Unlock()
		return append([]request(nil), calls...)
	}
}

func TestStripeMockCheckout(t *testing.T) {
	api, calls := startStripeMock(t)
	cfg := stripeConfig()
	cfg.StripeAPIURL = api
	p := newPayments(t, cfg)
	ctx := context.Background()
	o := Order{ID: 123, Number: "LV-000123", Email: "anna@example.lv", Lang: "lv", TotalCents: 103395, Currency: "EUR",
		Lines:    []Line{{"Phone X 128 GB", 1, 99900}, {"Case", 2, 1500}},
		Shipping: Line{Title: "DPD kurjers", Qty: 1, UnitCents: 495}}
	u := URLs{Order: "https://shop.example/order/tok", Success: "https://shop.example/order/tok?session={CHECKOUT_SESSION_ID}",
		Cancel: "https://shop.example/order/tok?cancelled=1"}

	before := time.Now()
	start, err := p.Start(ctx, CodeCard, o, u)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	if !strings.HasPrefix(start.Redirect, "https://checkout.stripe.com/") || !strings.HasPrefix(start.Reference, "cs_") {
		t.Errorf("Start = %+v, want Stripe's checkout URL and a cs_ session id", start)
	}
	got := calls()
	if len(got) != 1 || got[0].Method != "POST" || got[0].Path != "/v1/checkout/sessions" {
		t.Fatalf("calls = %+v, want one POST /v1/checkout/sessions", got)
	}
	c := got[0]
	if h := c.Header.Get("Authorization"); h != "Bearer sk_test_123" {
		t.Errorf("Authorization = %q", h)
	}
	if v := c.Header.Get("Stripe-Version"); v != stripe.APIVersion {
		t.Errorf("Stripe-Version = %q, want %q", v, stripe.APIVersion)
	}
	want := map[string]string{
		"mode":                             "payment",
		"client_reference_id":              "123",
		"customer_email":                   "anna@example.lv",
		"locale":                           "lv",
		"success_url":                      u.Success,
		"cancel_url":                       u.Cancel,
		"metadata[order_id]":               "123",
		"metadata[order_number]":           "LV-000123",
		"payment_intent_data[description]": "LV-000123",
		"payment_intent_data[metadata][order_number]":   "LV-000123",
		"line_items[0][price_data][currency]":           "eur",
		"line_items[0][price_data][product_data][name]": "Phone X 128 GB",
		"line_items[0][price_data][unit_amount]":        "99900",
		"line_items[0][quantity]":                       "1",
		"line_items[1][price_data][product_data][name]": "Case",
		"line_items[1][price_data][unit_amount]":        "1500",
		"line_items[1][quantity]":                       "2",
		"line_items[2][price_data][currency]":           "eur",
		"line_items[2][price_data][product_data][name]": "DPD kurjers",
		"line_items[2][price_data][unit_amount]":        "495",
		"line_items[2][quantity]":                       "1",
	}
	for k, v := range want {
		if got := c.Form.Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
	if c.Form.Has("line_items[3][quantity]") {
		t.Errorf("more line items than the order has: %v", c.Form)
	}
	expires, _ := strconv.ParseInt(c.Form.Get("expires_at"), 10, 64)
	if lo, hi := before.Add(31*time.Minute).Unix(), time.Now().Add(31*time.Minute).Unix(); expires < lo || expires > hi {
		t.Errorf("expires_at = %d, want now + 31 minutes (%d…%d)", expires, lo, hi)
	}

	// Paying again first expires the open session, so it cannot be paid as well.
	again, err := p.Retry(ctx, CodeCard, o, start.Reference, u)
	if err != nil {
		t.Fatalf("Retry: %v", err)
	}
	if !strings.HasPrefix(again.Redirect, "https://checkout.stripe.com/") || again.Reference == "" {
		t.Errorf("Retry = %+v", again)
	}
	var steps []string
	for _, c := range calls()[1:] {
		steps = append(steps, c.Method+" "+c.Path)
	}
	wantSteps := []string{"GET /v1/checkout/sessions/" + start.Reference, "POST /v1/checkout/sessions/" + start.Reference + "/expire", "POST /v1/checkout/sessions"}
	if strings.Join(steps, "\n") != strings.Join(wantSteps, "\n") {
		t.Errorf("Retry calls:\n%s\nwant:\n%s", strings.Join(steps, "\n"), strings.Join(wantSteps, "\n"))
	}

	// Every language the shop can ask Checkout for is one Stripe knows (stripe-mock checks
	// locale against Stripe's own list).
	for _, lang := range []string{"lv", "lt", "et", "fi", "ru", "en", "de"} {
		o := o
		o.Lang = lang
		if _, err := p.Start(ctx, CodeCard, o, u); err != nil {
			t.Errorf("Start in %q (locale %q): %v", lang, stripeLocale(lang), err)
		}
	}

	// Stripe's refusal reaches the caller as Stripe's error (stripe-mock takes test keys only).
	cfg.StripeKey = "sk_live_123"
	_, err = newPayments(t, cfg).Start(ctx, CodeCard, o, u)
	var serr *stripe.Error
	if !errors.As(err, &serr) || serr.HTTPStatusCode != http.StatusUnauthorized {
		t.Errorf("Start with a key stripe-mock refuses = %v, want Stripe's 401", err)
	}
}

func TestStripeMockRefund(t *testing.T) {
	api, calls := startStripeMock(t)
	cfg := stripeConfig()
	cfg.StripeAPIURL = api
	p := newPayments(t, cfg)
	ctx := context.Background()
	if p.CanRefund("swedbank", "RF18LV000001") || p.CanRefund(CodeCard, "test-card") || !p.CanRefund(CodeCard, "cs_test_1") {
		t.Error("CanRefund: only a card payment on a Checkout Session is the provider's to refund")
	}
	if _, err := p.Refund(ctx, RefundRequest{Code: "swedbank", Reference: "RF18LV000001", AmountCents: 100, Key: "k"}); !errors.Is(err, ErrNotRefundable) {
		t.Errorf("a transfer's refund = %v, want ErrNotRefundable", err)
	}
	got, err := p.Refund(ctx, RefundRequest{Code: CodeCard, Reference: "cs_test_1", OrderNumber: "LV-000123", AmountCents: 1250, Key: "attempt-1"})
	if err != nil {
		t.Fatalf("Refund: %v", err)
	}
	if !strings.HasPrefix(got.ID, "re_") || got.Status == "" {
		t.Errorf("Refund = %+v, want Stripe's re_ id and a status", got)
	}
	c := calls()
	if len(c) != 2 || c[0].Method+" "+c[0].Path != "GET /v1/checkout/sessions/cs_test_1" || c[1].Method+" "+c[1].Path != "POST /v1/refunds" {
		t.Fatalf("calls = %+v, want the session's read and one POST /v1/refunds", c)
	}
	if c[1].Form.Get("amount") != "1250" || !strings.HasPrefix(c[1].Form.Get("payment_intent"), "pi_") ||
		c[1].Form.Get("metadata[order_number]") != "LV-000123" || c[1].Header.Get("Idempotency-Key") != "refund-attempt-1" {
		t.Errorf("refund call %v %v", c[1].Form, c[1].Header)
	}
	if _, err := p.Refund(ctx, RefundRequest{Code: CodeCard, Reference: "cs_test_1", AmountCents: 0, Key: "k"}); err == nil {
		t.Error("a refund of nothing went to Stripe")
	}
}
