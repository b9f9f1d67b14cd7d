package payment

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/stripe/stripe-go/v85"
)

// ErrNotRefundable is a refund asked of a payment the shop cannot give back itself: a
// transfer, cash, the demo's test card, or a card payment without its Checkout Session. Such
// money is paid back by hand and the refund only recorded.
var ErrNotRefundable = errors.New("payment: the provider cannot refund this payment")

// RefundRequest is money to give back through the provider that took it.
type RefundRequest struct {
	Code        string // the order's payment method code
	Reference   string // the provider's reference the order was paid with (a Checkout Session id)
	OrderNumber string
	AmountCents int64
	// Key makes the call idempotent at the provider: the same key again (a retry after a lost
	// answer, a double click) gives the same refund, never a second one.
	Key string
}

// Refunded is the provider's record of a refund.
type Refunded struct {
	ID     string // the provider's refund id (re_…)
	Status string // the provider's word: succeeded, pending…
}

// CanRefund reports whether the order's payment can be refunded through its provider: a card
// payment taken on Stripe Checkout (its reference is the session's cs_… id).
func (p *Payments) CanRefund(code, reference string) bool {
	_, ok := p.providers[code].(*Stripe)
	return ok && strings.HasPrefix(reference, "cs_")
}

// Refund gives r.AmountCents of the payment back through the provider. It calls a remote
// service: never call it inside a database transaction.
func (p *Payments) Refund(ctx context.Context, r RefundRequest) (Refunded, error) {
	if !p.CanRefund(r.Code, r.Reference) {
		return Refunded{}, ErrNotRefundable
	}
	return p.stripe.refund(ctx, r)
}

// refund finds the payment of the Checkout Session and refunds the amount of it, with r.Key
// as Stripe's Idempotency-Key.
func (s *Stripe) refund(ctx context.Context, r RefundRequest) (Refunded, error) {
	if r.AmountCents <= 0 || r.Key == "" {
		return Refunded{}, fmt.Errorf("payment: refund of %s needs an amount and a key", r.OrderNumber)
	}
	sess, err := s.client.V1CheckoutSessions.Retrieve(ctx, r.Reference, nil)
	if err != nil {
		return Refunded{}, fmt.Errorf("payment: Stripe checkout session %s: %w", r.Reference, err)
	}
	if sess.PaymentIntent == nil || sess.PaymentIntent.ID == "" {
		return Refunded{}, fmt.Errorf("%w: session %s has no payment", ErrNotRefundable, r.Reference)
	}
	params := &stripe.RefundCreateParams{
		PaymentIntent: stripe.String(sess.PaymentIntent.ID),
		Amount:        stripe.Int64(r.AmountCents),
		Metadata:      map[string]string{"order_number": r.OrderNumber},
	}
	params.SetIdempotencyKey("refund-" + r.Key)
	re, err := s.client.V1Refunds.Create(ctx, params)
	if err != nil {
		return Refunded{}, fmt.Errorf("payment: Stripe refund of %s: %w", r.OrderNumber, err)
	}
	if re.Status == stripe.RefundStatusFailed || re.Status == stripe.RefundStatusCanceled {
		return Refunded{}, fmt.Errorf("payment: Stripe refund of %s %s", r.OrderNumber, re.Status)
	}
	return Refunded{ID: re.ID, Status: string(re.Status)}, nil
}
