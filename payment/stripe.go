package payment

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"
)

const (
	// minSessionLife: Stripe refuses a Checkout Session that expires less than 30 minutes
	// after it is created; the extra minute covers the request's way there and clock skew.
	minSessionLife = 31 * time.Minute
	// maxSessionLife is Stripe's longest Checkout Session.
	maxSessionLife = 24 * time.Hour
	// webhookGrace: the order keeps its stock this much longer than the session can be paid,
	// so Stripe's last word (completed or expired) normally arrives before the stock goes.
	webhookGrace = 5 * time.Minute
	// maxLineItems is Stripe's limit per Checkout Session in payment mode.
	maxLineItems = 100
)

// ErrBadSignature is a webhook whose Stripe-Signature does not prove it came from Stripe:
// missing, malformed, made with another secret, for another body, or too old (a replay).
var ErrBadSignature = errors.New("payment: webhook signature not valid")

// ErrPaymentPending is a retry while the last Checkout Session's payment is still on its way
// (an asynchronous method such as a bank debit): Stripe's webhook will say how it ended.
var ErrPaymentPending = errors.New("payment: the last payment is still being processed")

// Stripe takes card payments (and whatever else the Stripe account enables) on Stripe
// Checkout, Stripe's hosted payment page, through the official stripe-go client.
type Stripe struct {
	code          string
	client        *stripe.Client
	webhookSecret string
	life          time.Duration // how long a Checkout Session can be paid
	now           func() time.Time
}

func newStripe(code string, cfg Config) *Stripe {
	bc := &stripe.BackendConfig{
		// A checkout waits for this call, so it gets less than stripe-go's default 80 s.
		HTTPClient: &http.Client{Timeout: 30 * time.Second},
		// Errors come back to the caller, which logs them with the request id.
		LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull},
	}
	if cfg.StripeAPIURL != "" {
		bc.URL = stripe.String(strings.TrimRight(cfg.StripeAPIURL, "/"))
	}
	client := stripe.NewClient(cfg.StripeKey, stripe.WithBackends(stripe.NewBackendsWithConfig(bc)))
	return &Stripe{code: code, client: client, webhookSecret: cfg.StripeWebhookSecret,
		life: min(max(cfg.CardTimeout, minSessionLife), maxSessionLife), now: time.Now}
}

// Code implements Provider.
func (s *Stripe) Code() string { return s.code }

// Hold implements Provider: the session's life (SHOP_PAYMENT_TIMEOUT, at least 31 minutes)
// plus a grace for the webhook.
func (s *Stripe) Hold() Hold { return Hold{Window: s.life + webhookGrace} }

// Start implements Provider: it creates a Checkout Session for the order and sends the browser
// to Stripe. The session expires after the configured payment timeout, so an order whose
// stock was released can no longer be paid.
func (s *Stripe) Start(ctx context.Context, o Order, u URLs) (Start, error) {
	if u.Success == "" || u.Cancel == "" {
		return Start{}, errors.New("payment: Stripe needs the success and cancel URLs")
	}
	if o.TotalCents <= 0 || o.Currency == "" {
		return Start{}, fmt.Errorf("payment: order %s has no amount to pay", o.Number)
	}
	id := strconv.FormatInt(o.ID, 10)
	meta := map[string]string{"order_id": id, "order_number": o.Number}
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModePayment)),
		LineItems:         lineItems(o),
		ClientReferenceID: stripe.String(id),
		Metadata:          meta,
		Locale:            stripe.String(stripeLocale(o.Lang)),
		SuccessURL:        stripe.String(u.Success),
		CancelURL:         stripe.String(u.Cancel),
		ExpiresAt:         stripe.Int64(s.now().Add(s.life).Unix()),
		// The payment itself carries the order too: it is what the dashboard and payouts list.
		PaymentIntentData: &stripe.CheckoutSessionCreatePaymentIntentDataParams{
			Description: stripe.String(o.Number), Metadata: meta},
	}
	if o.Email != "" {
		params.CustomerEmail = stripe.String(o.Email)
	}
	sess, err := s.client.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return Start{}, fmt.Errorf("payment: Stripe checkout session for %s: %w", o.Number, err)
	}
	if sess.URL == "" || sess.ID == "" {
		return Start{}, fmt.Errorf("payment: Stripe checkout session for %s came without a URL", o.Number)
	}
	return Start{Redirect: sess.URL, Reference: sess.ID}, nil
}

// lineItems lists the order's lines and shipping when they add up to the total. When they do
// not (a coupon's discount, which Checkout could only show through a Stripe coupon object),
// one line for the whole order keeps the amount charged exactly the order's total.
func lineItems(o Order) []*stripe.CheckoutSessionCreateLineItemParams {
	cur := strings.ToLower(o.Currency)
	item := func(title string, qty, unit int64) *stripe.CheckoutSessionCreateLineItemParams {
		return &stripe.CheckoutSessionCreateLineItemParams{
			Quantity: stripe.Int64(qty),
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency: stripe.String(cur), UnitAmount: stripe.Int64(unit),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String(title)},
			},
		}
	}
	lines := o.Lines
	if o.Shipping.UnitCents > 0 {
		lines = append(lines[:len(lines):len(lines)], Line{Title: o.Shipping.Title, Qty: 1, UnitCents: o.Shipping.UnitCents})
	}
	var sum int64
	itemized := len(lines) > 0 && len(lines) <= maxLineItems
	for _, l := range lines {
		if l.Qty <= 0 || l.UnitCents < 0 || strings.TrimSpace(l.Title) == "" {
			itemized = false
		}
		sum += l.Qty * l.UnitCents
	}
	if !itemized || sum != o.TotalCents {
		return []*stripe.CheckoutSessionCreateLineItemParams{item(o.Number, 1, o.TotalCents)}
	}
	items := make([]*stripe.CheckoutSessionCreateLineItemParams, len(lines))
	for i, l := range lines {
		items[i] = item(l.Title, l.Qty, l.UnitCents)
	}
	return items
}

// stripeLocale is Checkout's language for the shop's: the languages of the countries the
// shop sells to, else the shopper's browser decides.
func stripeLocale(lang string) string {
	switch lang {
	case "lv", "lt", "et", "fi", "ru", "en":
		return lang
	}
	return "auto"
}

// retire makes sure an earlier Checkout Session can no longer be paid before a new one is
// made: an open one is expired, an expired one is left, a paid one stops the retry.
func (s *Stripe) retire(ctx context.Context, sessionID string) error {
	sess, err := s.client.V1CheckoutSessions.Retrieve(ctx, sessionID, nil)
	if err != nil {
		return fmt.Errorf("payment: Stripe checkout session %s: %w", sessionID, err)
	}
	expire, err := retireAction(sess)
	if expire {
		if _, err := s.client.V1CheckoutSessions.Expire(ctx, sessionID, nil); err != nil {
			return fmt.Errorf("payment: expire Stripe checkout session %s: %w", sessionID, err)
		}
	}
	return err
}

// retireAction decides what retire does with an earlier session.
func retireAction(sess *stripe.CheckoutSession) (expire bool, err error) {
	switch sess.Status {
	case stripe.CheckoutSessionStatusOpen:
		return true, nil
	case stripe.CheckoutSessionStatusComplete:
		if sess.PaymentStatus == stripe.CheckoutSessionPaymentStatusPaid {
			return false, ErrAlreadyPaid
		}
		return false, ErrPaymentPending
	}
	return false, nil
}

// Event is what a Stripe webhook means for an order.
type Event struct {
	ID          string // Stripe's event id: Stripe may deliver an event more than once
	Type        string // e.g. checkout.session.completed
	Status      Status // StatusPaid, StatusFailed, or "" when the event changes no order
	OrderID     int64  // from client_reference_id (or metadata order_id); 0 when not ours
	OrderNumber string
	Reference   string // the Checkout Session id (Start.Reference)
	AmountCents int64
	Currency    string // upper case, e.g. EUR
}

// ErrAmountMismatch is a payment whose amount or currency is not the order's.
var ErrAmountMismatch = errors.New("payment: paid amount differs from the order total")

// CheckAmount reports ErrAmountMismatch unless the event paid exactly the order's total; the
// webhook handler checks it before it marks an order paid.
func (e Event) CheckAmount(totalCents int64, currency string) error {
	if e.AmountCents != totalCents || !strings.EqualFold(e.Currency, currency) {
		return fmt.Errorf("%w: order %s, %d %s paid for %d %s", ErrAmountMismatch, e.OrderNumber,
			e.AmountCents, e.Currency, totalCents, currency)
	}
	return nil
}

// Webhook verifies a Stripe webhook with stripe-go's webhook package (HMAC-SHA256 with the
// endpoint's secret, timestamp within Stripe's default 5-minute tolerance) and reads what it
// means for an order. body must be the raw request body, signature the Stripe-Signature
// header. A bad signature is ErrBadSignature (answer 400); event types the shop does not act
// on come back with an empty Status and no error (answer 200, or Stripe sends them again).
//
// Paid: checkout.session.completed with payment_status paid, or
// checkout.session.async_payment_succeeded. Failed: checkout.session.async_payment_failed or
// checkout.session.expired. Apply Failed only when Reference is the order's current one: an
// earlier session of a retried order may expire after the new one started.
func (s *Stripe) Webhook(body []byte, signature string) (Event, error) {
	if err := webhook.ValidatePayload(body, signature, s.webhookSecret); err != nil {
		return Event{}, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	// Read as plain JSON rather than with ConstructEvent: that one also refuses events of
	// another API version than stripe-go's, and the few session fields read here have kept
	// their meaning across versions, so an endpoint on an older version still works.
	var ev stripe.Event
	if err := json.Unmarshal(body, &ev); err != nil {
		return Event{}, fmt.Errorf("payment: webhook body: %w", err)
	}
	out := Event{ID: ev.ID, Type: string(ev.Type)}
	var status Status
	switch ev.Type {
	case "checkout.session.completed":
		status = StatusPaid // if its payment_status says so, below
	case "checkout.session.async_payment_succeeded":
		status = StatusPaid
	case "checkout.session.async_payment_failed", "checkout.session.expired":
		status = StatusFailed
	default:
		return out, nil
	}
	if ev.Data == nil {
		return Event{}, fmt.Errorf("payment: webhook %s has no data", ev.ID)
	}
	var sess stripe.CheckoutSession
	if err := json.Unmarshal(ev.Data.Raw, &sess); err != nil {
		return Event{}, fmt.Errorf("payment: webhook %s session: %w", ev.ID, err)
	}
	if ev.Type == "checkout.session.completed" && sess.PaymentStatus != stripe.CheckoutSessionPaymentStatusPaid {
		// An asynchronous method (e.g. a bank debit): the money is not there yet, and an
		// async_payment_succeeded or _failed event follows.
		status = ""
	}
	out.Reference, out.OrderNumber = sess.ID, sess.Metadata["order_number"]
	out.AmountCents, out.Currency = sess.AmountTotal, strings.ToUpper(string(sess.Currency))
	id, err := strconv.ParseInt(sess.ClientReferenceID, 10, 64)
	if err != nil {
		id, err = strconv.ParseInt(sess.Metadata["order_id"], 10, 64)
	}
	if err != nil || id <= 0 {
		// A session this shop did not make (e.g. a payment link from the dashboard).
		return out, nil
	}
	out.OrderID, out.Status = id, status
	return out, nil
}
