package payment

import (
	"context"
	"errors"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
	"time"
)

// stripeConfig is a Stripe configuration with test secrets that no test sends anywhere
// (stripe-mock tests set StripeAPIURL).
func stripeConfig() Config {
	return Config{Country: "LV", StripeKey: "sk_test_123", StripeWebhookSecret: "whsec_test_secret"}
}

func newPayments(t *testing.T, cfg Config) *Payments {
	t.Helper()
	p, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return p
}

func TestRegistry(t *testing.T) {
	banks := []string{"citadele", "luminor", "seb", "swedbank"}
	for _, tc := range []struct {
		name  string
		cfg   Config
		codes []string
		card  string // the card provider's type, "" for none
	}{
		{"default", Config{Country: "LV"}, append(slices.Clone(banks), "cash"), ""},
		{"test card", Config{Country: "LV", TestCard: true}, append(slices.Clone(banks), "card", "cash"), "*payment.TestCard"},
		{"stripe", stripeConfig(), append(slices.Clone(banks), "card", "cash"), "*payment.Stripe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newPayments(t, tc.cfg)
			want := slices.Sorted(slices.Values(tc.codes))
			if got := p.Codes(); !slices.Equal(got, want) {
				t.Errorf("Codes() = %v, want %v", got, want)
			}
			for _, code := range p.Codes() {
				if pr, ok := p.Provider(code); !ok || pr.Code() != code {
					t.Errorf("Provider(%q) = %v, %v", code, pr, ok)
				}
			}
			card, ok := p.Provider(CodeCard)
			if got := typeName(card); ok != (tc.card != "") || got != tc.card {
				t.Errorf("Provider(card) = %s, %v; want %s", got, ok, tc.card)
			}
			if _, ok := p.Provider("esto"); ok {
				t.Error("esto has a provider, but the shop has no leasing integration")
			}
			// The demo's payment methods for a courier (no cash) and for the shop pickup.
			courier := []string{"swedbank", "seb", "citadele", "luminor", "card", "esto"}
			wantCourier := []string{"swedbank", "seb", "citadele", "luminor"}
			if tc.card != "" {
				wantCourier = append(wantCourier, "card")
			}
			if got := p.Available(courier); !slices.Equal(got, wantCourier) {
				t.Errorf("Available(%v) = %v, want %v", courier, got, wantCourier)
			}
			if got := p.Available([]string{"esto", "cash", "nope"}); !slices.Equal(got, []string{"cash"}) {
				t.Errorf("Available(esto, cash, nope) = %v", got)
			}
			if got := p.Available(nil); len(got) != 0 {
				t.Errorf("Available(nil) = %v", got)
			}
		})
	}
}

// The Finnish shop's banks are Finnish ones (and the invoice, a transfer with a due date):
// none of the Latvian banks is offered there, and the other way round.
func TestBanksByCountry(t *testing.T) {
	fi := newPayments(t, Config{Country: "FI"})
	want := []string{"cash", "danske", "invoice", "nordea", "op", "spankki"}
	if got := fi.Codes(); !slices.Equal(got, want) {
		t.Errorf("FI Codes() = %v, want %v", got, want)
	}
	if pr, ok := fi.Provider("nordea"); !ok {
		t.Error("no provider for nordea")
	} else if _, bank := pr.(*Bank); !bank {
		t.Errorf("nordea is a %T, want a bank transfer", pr)
	}
	if _, ok := fi.Provider("swedbank"); ok {
		t.Error("the Finnish shop takes a Latvian bank")
	}
	if _, ok := newPayments(t, Config{Country: "LV"}).Provider("nordea"); ok {
		t.Error("the Latvian shop takes a Finnish bank")
	}
}

func typeName(p Provider) string {
	switch p.(type) {
	case *TestCard:
		return "*payment.TestCard"
	case *Stripe:
		return "*payment.Stripe"
	case nil:
		return ""
	}
	return "other"
}

func TestHolds(t *testing.T) {
	for _, tc := range []struct {
		name       string
		cfg        Config
		card, bank time.Duration
		pickupDays int
	}{
		{"defaults, test card", Config{Country: "LV", TestCard: true}, 30 * time.Minute, 72 * time.Hour, 3},
		{"defaults, stripe", stripeConfig(), 36 * time.Minute, 72 * time.Hour, 3},
		{"configured, test card", Config{Country: "LV", TestCard: true, CardTimeout: 10 * time.Minute, BankTimeout: 24 * time.Hour, PickupHoldDays: 5},
			10 * time.Minute, 24 * time.Hour, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newPayments(t, tc.cfg)
			for code, want := range map[string]Hold{"card": {Window: tc.card}, "swedbank": {Window: tc.bank}, "seb": {Window: tc.bank},
				"cash": {WorkingDays: tc.pickupDays}} {
				if pr, _ := p.Provider(code); pr.Hold() != want {
					t.Errorf("%s Hold() = %+v, want %+v", code, pr.Hold(), want)
				}
			}
		})
	}
	// A Stripe session lives the payment timeout (at least Stripe's 30 minutes and a margin)
	// and the order keeps its stock five minutes longer.
	for in, want := range map[time.Duration]time.Duration{
		10 * time.Minute: 31 * time.Minute, 45 * time.Minute: 45 * time.Minute, 24 * time.Hour: 24 * time.Hour} {
		cfg := stripeConfig()
		cfg.CardTimeout = in
		s := newPayments(t, cfg).stripe
		if s.life != want || s.Hold().Window != want+5*time.Minute {
			t.Errorf("timeout %s: session life %s, order hold %+v; want %s and 5 minutes more", in, s.life, s.Hold(), want)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	stripeWith := func(f func(*Config)) Config { c := stripeConfig(); f(&c); return c }
	for _, tc := range []struct {
		name string
		cfg  Config
		want string // a part of the error
	}{
		{"no country, no IBAN", Config{}, "no demo bank account"},
		{"unknown country", Config{Country: "SE"}, "no demo bank account"},
		{"publishable key", stripeWith(func(c *Config) { c.StripeKey = "pk_live_secretvalue" }), "secret key"},
		{"no webhook secret", stripeWith(func(c *Config) { c.StripeWebhookSecret = "" }), "SHOP_STRIPE_WEBHOOK_SECRET is needed"},
		{"secret without key", Config{Country: "LV", StripeWebhookSecret: "whsec_x"}, "SHOP_STRIPE_KEY is not"},
		{"stripe and test card", stripeWith(func(c *Config) { c.TestCard = true }), "not both"},
		{"bad API URL", stripeWith(func(c *Config) { c.StripeAPIURL = "localhost:12111" }), "stripe API URL"},
		{"stripe timeout over a day", stripeWith(func(c *Config) { c.CardTimeout = 25 * time.Hour }), "at most 24h"},
		{"negative timeout", Config{Country: "LV", BankTimeout: -time.Hour}, "SHOP_BANK_TRANSFER_TIMEOUT must be positive"},
		{"bad IBAN", Config{Country: "LV", Bank: BankAccount{Beneficiary: "SIA X", IBAN: "LV81BANK0000435195001"}}, "not a valid IBAN"},
		{"IBAN without beneficiary", Config{Country: "LV", Bank: BankAccount{IBAN: "LV80BANK0000435195001"}}, "SHOP_BANK_BENEFICIARY"},
		{"bad BIC", Config{Country: "LV", Bank: BankAccount{Beneficiary: "SIA X", IBAN: "LV80BANK0000435195001", BIC: "BANK"}}, "not a BIC"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Validate() = %v, want an error with %q", err, tc.want)
			}
			if _, nerr := New(tc.cfg); nerr == nil {
				t.Error("New accepted what Validate refuses")
			}
			if strings.Contains(err.Error(), "secretvalue") || strings.Contains(err.Error(), "whsec_test_secret") {
				t.Errorf("the error shows a secret: %v", err)
			}
		})
	}
	for _, cfg := range []Config{{Country: "LV"}, {Country: "FI", TestCard: true}, stripeConfig(),
		{Country: "SE", Bank: BankAccount{Beneficiary: "AB", IBAN: "SE4550000000058398257466", BIC: "ESSESESS"}}} {
		if err := cfg.Validate(); err != nil {
			t.Errorf("Validate(%+v) = %v", cfg.Bank, err)
		}
	}
}

func TestConfigFlags(t *testing.T) {
	env := map[string]string{
		"SHOP_STRIPE_KEY": "sk_test_1", "SHOP_STRIPE_WEBHOOK_SECRET": "whsec_1", "SHOP_STRIPE_API_URL": "http://127.0.0.1:1",
		"SHOP_BANK_IBAN": "LV80BANK0000435195001", "SHOP_BANK_BENEFICIARY": "SIA X",
		"SHOP_PAYMENT_TIMEOUT": "45m", "SHOP_BANK_TRANSFER_TIMEOUT": "48h",
	}
	var c Config
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	if err := c.Flags(fs, func(k string) string { return env[k] }); err != nil {
		t.Fatal(err)
	}
	// A flag on the command line wins over the environment.
	if err := fs.Parse([]string{"--bank-transfer-timeout", "96h", "--bank-bic", "BANKLV22"}); err != nil {
		t.Fatal(err)
	}
	want := Config{StripeKey: "sk_test_1", StripeWebhookSecret: "whsec_1", StripeAPIURL: "http://127.0.0.1:1",
		Bank:        BankAccount{Beneficiary: "SIA X", IBAN: "LV80BANK0000435195001", BIC: "BANKLV22"},
		CardTimeout: 45 * time.Minute, BankTimeout: 96 * time.Hour, PickupHoldDays: DefaultPickupHoldDays}
	if c != want {
		t.Errorf("Flags:\n got %+v\nwant %+v", c, want)
	}
	if fs.Lookup("stripe-key") != nil || fs.Lookup("stripe-webhook-secret") != nil {
		t.Error("a Stripe secret is a flag; it belongs in the environment only")
	}

	var d Config
	fs = flag.NewFlagSet("serve", flag.ContinueOnError)
	if err := d.Flags(fs, func(k string) string { return map[string]string{"SHOP_PAYMENT_TEST_CARD": "1"}[k] }); err != nil {
		t.Fatal(err)
	}
	if err := fs.Parse(nil); err != nil {
		t.Fatal(err)
	}
	if !d.TestCard || d.CardTimeout != DefaultCardTimeout || d.BankTimeout != DefaultBankTimeout {
		t.Errorf("defaults: %+v", d)
	}

	for env, v := range map[string]string{"SHOP_PAYMENT_TIMEOUT": "30", "SHOP_PAYMENT_TEST_CARD": "yes", "SHOP_PICKUP_HOLD_DAYS": "0",
		"SHOP_PICKUP_PAYMENT_TIMEOUT": "168h"} {
		fs = flag.NewFlagSet("serve", flag.ContinueOnError)
		err := new(Config).Flags(fs, func(k string) string { return map[string]string{env: v}[k] })
		if err == nil || !strings.Contains(err.Error(), env) {
			t.Errorf("%s=%s: %v, want an error naming %s", env, v, err, env)
		}
		if err != nil && strings.Contains(err.Error(), "parse error") {
			t.Errorf("%s=%s: %v, want an error that says what is wanted", env, v, err)
		}
	}
	for env, want := range map[string]string{"SHOP_PAYMENT_TIMEOUT": "e.g. 45m, 72h", "SHOP_BANK_TRANSFER_TIMEOUT": "e.g. 45m, 72h",
		"SHOP_PAYMENT_TEST_CARD": "want 1 or 0"} {
		err := new(Config).Flags(flag.NewFlagSet("serve", flag.ContinueOnError), func(k string) string { return map[string]string{env: "3 days"}[k] })
		if err == nil || !strings.Contains(err.Error(), env+`="3 days"`) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s=3 days: %v, want an error naming it with %q", env, err, want)
		}
	}
}

// The pickup hold counts working days: the environment sets it, the flag wins, and what is
// not a number of days from 1 to 30 is refused. The removed duration flag and its variable
// stop the shop with an error that names the new flag.
func TestPickupHoldDaysFlag(t *testing.T) {
	var c Config
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	if err := c.Flags(fs, func(k string) string { return map[string]string{"SHOP_PICKUP_HOLD_DAYS": "5"}[k] }); err != nil {
		t.Fatal(err)
	}
	if err := fs.Parse(nil); err != nil || c.PickupHoldDays != 5 {
		t.Errorf("from the environment: %d, %v", c.PickupHoldDays, err)
	}
	if err := fs.Parse([]string{"--pickup-hold-days", "7"}); err != nil || c.PickupHoldDays != 7 {
		t.Errorf("from the flag: %d, %v", c.PickupHoldDays, err)
	}
	for _, v := range []string{"0", "-1", "31", "2d", "72h"} {
		fs := flag.NewFlagSet("serve", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		new(Config).Flags(fs, func(string) string { return "" })
		if err := fs.Parse([]string{"--pickup-hold-days", v}); err == nil {
			t.Errorf("--pickup-hold-days %s taken", v)
		}
	}
	fs = flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	new(Config).Flags(fs, func(string) string { return "" })
	err := fs.Parse([]string{"--pickup-payment-timeout", "1m"})
	if err == nil || !strings.Contains(err.Error(), "--pickup-hold-days") {
		t.Errorf("the removed flag: %v, want an error naming --pickup-hold-days", err)
	}
	err = new(Config).Flags(flag.NewFlagSet("serve", flag.ContinueOnError), func(k string) string {
		return map[string]string{"SHOP_PICKUP_PAYMENT_TIMEOUT": "1m"}[k]
	})
	if err == nil || !strings.Contains(err.Error(), "SHOP_PICKUP_HOLD_DAYS") {
		t.Errorf("the removed variable: %v, want an error naming SHOP_PICKUP_HOLD_DAYS", err)
	}
}

func TestStatusCanBecome(t *testing.T) {
	all := []Status{StatusPending, StatusPaid, StatusFailed, StatusCancelled}
	allowed := map[[2]Status]bool{
		{StatusPending, StatusPaid}: true, {StatusPending, StatusFailed}: true, {StatusPending, StatusCancelled}: true,
		{StatusFailed, StatusPending}: true, {StatusFailed, StatusPaid}: true, {StatusFailed, StatusCancelled}: true,
	}
	for _, from := range all {
		for _, to := range all {
			if got := from.CanBecome(to); got != allowed[[2]Status{from, to}] {
				t.Errorf("%s.CanBecome(%s) = %v", from, to, got)
			}
		}
	}
}

func TestStartWithoutStripe(t *testing.T) {
	ctx := context.Background()
	p := newPayments(t, Config{Country: "LV", TestCard: true})
	o := Order{ID: 7, Number: "LV-000007", TotalCents: 1000, Currency: "EUR"}
	u := URLs{Order: "https://shop.example/order/tok", Pay: "https://shop.example/order/tok/pay",
		Success: "https://shop.example/order/tok?paid=1", Cancel: "https://shop.example/order/tok?cancelled=1"}
	for code, want := range map[string]Start{
		"swedbank": {Redirect: u.Order, Reference: "RF62LV000007"},
		"cash":     {Redirect: u.Order},
		"card":     {Redirect: u.Pay},
	} {
		got, err := p.Start(ctx, code, o, u)
		if err != nil || got != want {
			t.Errorf("Start(%s) = %+v, %v; want %+v", code, got, err, want)
		}
	}
	if !ValidCreditorReference("RF62LV000007") {
		t.Error("the expected bank reference is not valid")
	}
	if _, err := p.Start(ctx, "esto", o, u); !errors.Is(err, ErrUnknownMethod) {
		t.Errorf("Start(esto) = %v, want ErrUnknownMethod", err)
	}
	for _, code := range []string{"swedbank", "cash", "card"} {
		if _, err := p.Start(ctx, code, o, URLs{}); err == nil {
			t.Errorf("Start(%s) without URLs: no error", code)
		}
	}

	// Only card payments are tried again.
	for code, want := range map[string]bool{"card": true, "swedbank": false, "cash": false, "esto": false} {
		if got := p.Retryable(code); got != want {
			t.Errorf("Retryable(%s) = %v", code, got)
		}
	}
	if got, err := p.Retry(ctx, "card", o, "", u); err != nil || got.Redirect != u.Pay {
		t.Errorf("Retry(card) = %+v, %v", got, err)
	}
	if _, err := p.Retry(ctx, "seb", o, "RF62LV000007", u); !errors.Is(err, ErrNotRetryable) {
		t.Errorf("Retry(seb) = %v, want ErrNotRetryable", err)
	}
	if _, err := p.Webhook([]byte("{}"), "t=1,v1=00"); !errors.Is(err, ErrStripeOff) {
		t.Errorf("Webhook without Stripe = %v, want ErrStripeOff", err)
	}
}
