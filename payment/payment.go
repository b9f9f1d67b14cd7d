// Package payment takes an order's money: bank transfer, pay on pickup, Stripe Checkout and a
// local test card for demos, each behind one small Provider interface.
//
// The package knows nothing of HTTP routes or SQL. The checkout handler calls Start and sends
// the browser to Start.Redirect; the Stripe webhook handler calls Webhook and moves the order
// to the Status it names; the order page shows BankTransfer details, or retries a failed card
// payment with Retry; the demo's test card page calls PayByTestCard. The store keeps an unpaid
// order's stock for Provider.Hold.
package payment

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"
)

// Payment method codes, as the payment_methods table names them (demo/seed_shipping.go).
const (
	CodeCard = "card" // Stripe Checkout when configured, else the test card when enabled
	CodeCash = "cash" // paid in the shop when the parcel is picked up
)

// Order is what a provider needs to know about the order it takes money for.
type Order struct {
	ID         int64
	Number     string // e.g. LV-000123: the reference a shopper and a bank statement see
	Email      string
	Lang       string // lv, en, ru: the language of the provider's pages
	TotalCents int64  // gross, what the shopper pays: lines + shipping − discounts
	Currency   string // ISO 4217, e.g. EUR
	Lines      []Line
	Shipping   Line // the shipping method's title and gross price (Qty 1); zero when free
}

// Line is one order line with gross (tax included) money in cents.
type Line struct {
	Title     string
	Qty       int64
	UnitCents int64
}

// URLs are the shop's own absolute addresses a provider may send the browser to.
type URLs struct {
	Order   string // the order page (bank details, pickup note, retry button)
	Success string // where Stripe returns after payment; may contain {CHECKOUT_SESSION_ID}
	Cancel  string // where Stripe returns when the shopper backs out
	Pay     string // the shop's test card page, e.g. /order/{token}/pay
}

// Start is the outcome of starting a payment.
type Start struct {
	Redirect  string // where the browser goes next: Stripe's checkout or our own page
	Reference string // the provider's id (Stripe session) or the bank reference (RF…); store it
}

// Provider takes payment for an order in one way.
type Provider interface {
	// Code is the payment_methods.code this provider serves.
	Code() string
	// Start begins paying for o. It may call a remote service: never call it inside a
	// database transaction.
	Start(ctx context.Context, o Order, u URLs) (Start, error)
	// Hold is how long an unpaid order keeps its stock; the store sets expires_at from it
	// when the order is placed (and from its Window when a payment is retried).
	Hold() Hold
}

// Hold is how long an unpaid order keeps its stock: Window from its placement, or, when
// WorkingDays is above 0, until the end of that many working days (Monday to Friday) after
// the day it was placed, in the shop's time zone (the store works the days out).
type Hold struct {
	Window      time.Duration
	WorkingDays int
}

// Status is an order's payment state.
type Status string

// The order statuses. pending → paid | failed | cancelled; a failed payment may be retried
// (failed → pending) or still succeed late (failed → paid, e.g. a slow bank); paid and
// cancelled are final here (refunds are a person's job).
const (
	StatusPending   Status = "pending"
	StatusPaid      Status = "paid"
	StatusFailed    Status = "failed"
	StatusCancelled Status = "cancelled"
)

// CanBecome reports whether an order in status s may move to next.
func (s Status) CanBecome(next Status) bool {
	switch s {
	case StatusPending:
		return next == StatusPaid || next == StatusFailed || next == StatusCancelled
	case StatusFailed:
		return next == StatusPending || next == StatusPaid || next == StatusCancelled
	}
	return false
}

// Errors the handlers map to answers.
var (
	ErrUnknownMethod = errors.New("payment: method not available")     // 422 on payment_method_id
	ErrNotRetryable  = errors.New("payment: method cannot be retried") // 409
	ErrAlreadyPaid   = errors.New("payment: already paid")             // 409: wait for the webhook
	ErrStripeOff     = errors.New("payment: Stripe is not configured") // 404 for the webhook route
)

// Payments is the set of providers this shop's configuration offers.
type Payments struct {
	cfg       Config
	providers map[string]Provider
	stripe    *Stripe // nil when not configured
}

// New builds the providers the configuration allows. It checks cfg first (see Config.Validate).
func New(cfg Config) (*Payments, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	p := &Payments{cfg: cfg, providers: map[string]Provider{}}
	for _, code := range bankCodes(cfg.Country) {
		p.providers[code] = &Bank{code: code, timeout: cfg.BankTimeout}
	}
	p.providers[CodeCash] = &Pickup{code: CodeCash, days: cfg.PickupHoldDays}
	switch {
	case cfg.StripeKey != "":
		p.stripe = newStripe(CodeCard, cfg)
		p.providers[CodeCard] = p.stripe
	case cfg.TestCard:
		p.providers[CodeCard] = &TestCard{code: CodeCard, timeout: cfg.CardTimeout}
	}
	return p, nil
}

// Provider returns the provider for a payment method code.
func (p *Payments) Provider(code string) (Provider, bool) {
	pr, ok := p.providers[code]
	return pr, ok
}

// Codes lists the payment method codes this configuration serves, sorted.
func (p *Payments) Codes() []string {
	codes := make([]string, 0, len(p.providers))
	for code := range p.providers {
		codes = append(codes, code)
	}
	slices.Sort(codes)
	return codes
}

// Available keeps, in their order, the codes that have a provider: a shipping method's payment
// methods filtered to what is configured (esto has none; card only with Stripe or the test card).
func (p *Payments) Available(codes []string) []string {
	var out []string
	for _, code := range codes {
		if _, ok := p.providers[code]; ok {
			out = append(out, code)
		}
	}
	return out
}

// Start begins paying for o with the method code.
func (p *Payments) Start(ctx context.Context, code string, o Order, u URLs) (Start, error) {
	pr, ok := p.providers[code]
	if !ok {
		return Start{}, fmt.Errorf("%w: %q", ErrUnknownMethod, code)
	}
	return pr.Start(ctx, o, u)
}

// Retryable reports whether the order page may offer "pay again" for the method: card
// payments can be tried again; a bank transfer or cash has nothing to retry.
func (p *Payments) Retryable(code string) bool {
	switch p.providers[code].(type) {
	case *Stripe, *TestCard:
		return true
	}
	return false
}

// Retry starts a new payment for an order whose last attempt failed or was abandoned;
// previous is the Reference of that attempt. For Stripe it first makes sure the old Checkout
// Session can no longer be paid, so a shopper with two tabs cannot pay twice; when the old
// session has been paid already it returns ErrAlreadyPaid (the webhook will mark the order).
func (p *Payments) Retry(ctx context.Context, code string, o Order, previous string, u URLs) (Start, error) {
	if !p.Retryable(code) {
		return Start{}, fmt.Errorf("%w: %q", ErrNotRetryable, code)
	}
	if s, ok := p.providers[code].(*Stripe); ok && previous != "" {
		if err := s.retire(ctx, previous); err != nil {
			return Start{}, err
		}
	}
	return p.Start(ctx, code, o, u)
}

// Retire makes sure the payment attempt previous (a Start.Reference) of an order can no longer
// be paid, before the shop cancels the order: an open Stripe Checkout Session is expired; a
// paid one is ErrAlreadyPaid (the money is on its way: the order is not to be cancelled
// unpaid). Other methods have nothing open to retire.
func (p *Payments) Retire(ctx context.Context, code, previous string) error {
	if s, ok := p.providers[code].(*Stripe); ok && previous != "" {
		return s.retire(ctx, previous)
	}
	return nil
}

// Webhook verifies and reads a Stripe webhook: body is the raw request body, signature the
// Stripe-Signature header. See Stripe.Webhook.
func (p *Payments) Webhook(body []byte, signature string) (Event, error) {
	if p.stripe == nil {
		return Event{}, ErrStripeOff
	}
	return p.stripe.Webhook(body, signature)
}

// BankAccount is the account bank transfers go to; Demo is set when it is the built-in demo
// account (log a warning at start: a real shop must configure its own).
func (p *Payments) BankAccount() BankAccount { return p.cfg.Bank }
