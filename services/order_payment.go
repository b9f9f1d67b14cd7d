package services

import (
	"context"
	"errors"
	"fmt"

	"shop/payment"
	"shop/store"
)

// The payment's life after checkout: paying again from the order page, the demo's test card,
// and the provider's word that a payment went through, failed or was cancelled.

var (
	// ErrNotRetryable is an order whose payment method has nothing to try again (a transfer,
	// pay on pickup, or a method the configuration no longer serves).
	ErrNotRetryable = errors.New("services: the order's payment cannot be tried again")
	// ErrPaymentProvider wraps a payment provider's failure to start a payment.
	ErrPaymentProvider = errors.New("services: the payment provider failed")
)

// RetryPayment starts a new card payment of an unpaid order (a failed or abandoned one) and
// answers where the browser pays. The order keeps its stock for the method's hold from now;
// with Stripe the earlier session is retired first, so it cannot be paid as well. Errors:
// ErrNotRetryable; store.ErrOrderClosed (cancelled meanwhile); payment.ErrAlreadyPaid,
// payment.ErrPaymentPending (the provider's word on the earlier session); ErrPaymentProvider
// with the provider's error, the payment then marked failed.
func (s *Orders) RetryPayment(ctx context.Context, o store.Order, urls payment.URLs) (string, error) {
	code := o.Cart.PaymentMethod.Code
	p, ok := s.payments.Provider(code)
	if !ok || !s.payments.Retryable(code) {
		return "", ErrNotRetryable
	}
	if err := s.store.RetryPayment(ctx, o.ID, p.Hold().Window); err != nil {
		return "", err
	}
	start, err := s.payments.Retry(ctx, code, PaymentOrder(o), o.PaymentReference, urls)
	switch {
	case errors.Is(err, payment.ErrAlreadyPaid), errors.Is(err, payment.ErrPaymentPending):
		return "", err
	case err != nil:
		s.observe.Payment(code, PaymentStartFailed)
		if err := s.store.MarkPaymentFailed(context.WithoutCancel(ctx), o.ID); err != nil && !errors.Is(err, store.ErrOrderClosed) {
			s.log.ErrorContext(ctx, "payment retry: mark failed", "order", o.PrefixedID, "err", err)
		}
		return "", fmt.Errorf("%w: %w", ErrPaymentProvider, err)
	}
	s.observe.Payment(code, PaymentStarted)
	if start.Reference != "" {
		if err := s.store.SetPaymentReference(context.WithoutCancel(ctx), o.ID, start.Reference); err != nil {
			return "", err
		}
	}
	return start.Redirect, nil
}

// PayByTestCard pays an open order with the demo's test card number: 4242 4242 4242 4242 pays
// it, any other valid number is declined and marks the payment failed. It answers whether it
// paid and the order as it now stands. Errors: payment.ErrInvalidCard (a malformed number,
// nothing changed) and store.ErrOrderClosed (cancelled meanwhile).
func (s *Orders) PayByTestCard(ctx context.Context, o store.Order, number string) (paid bool, now store.Order, err error) {
	paid, err = s.payments.PayByTestCard(o.Cart.PaymentMethod.Code, number)
	switch {
	case err != nil:
		return false, o, err
	case paid:
		err = s.store.MarkOrderPaid(ctx, o.ID, "test-card")
	default:
		err = s.store.MarkPaymentFailed(ctx, o.ID)
	}
	if err != nil {
		return false, o, err
	}
	outcome := PaymentFailed
	if paid {
		outcome = PaymentPaid
	}
	s.observe.Payment(o.Cart.PaymentMethod.Code, outcome)
	now, err = s.store.OrderByID(ctx, o.ID)
	return paid, now, err
}

// ConfirmStripe acts on Stripe's verified event: a paid session marks its order paid (when the
// amount is the order's), a failed or expired one marks the payment failed (only the order's
// current session: an earlier one of a retried order may expire later), a cancelled one
// cancels the order. An event for no order of this shop, or too late for its order, changes
// nothing and is no error (Stripe would send it again for days); a database failure is one.
func (s *Orders) ConfirmStripe(ctx context.Context, ev payment.Event) error {
	if ev.OrderID == 0 || ev.Status == "" {
		return nil
	}
	o, err := s.store.OrderByID(ctx, ev.OrderID)
	if errors.Is(err, store.ErrNotFound) {
		s.log.WarnContext(ctx, "stripe webhook: unknown order", "event", ev.ID, "order", ev.OrderID)
		return nil
	}
	if err != nil {
		return err
	}
	outcome := "" // what the event did, for the metrics: nothing, for one too late
	switch ev.Status {
	case payment.StatusPaid:
		if err := ev.CheckAmount(o.Cents.Total, "EUR"); err != nil {
			s.log.ErrorContext(ctx, "stripe webhook: not marked paid", "event", ev.ID, "order", o.PrefixedID, "err", err)
			break
		}
		err, outcome = s.store.MarkOrderPaid(ctx, o.ID, ev.Reference), PaymentPaid
		if errors.Is(err, store.ErrOrderClosed) {
			s.log.ErrorContext(ctx, "stripe webhook: money for a cancelled order, to be refunded", "event", ev.ID, "order", o.PrefixedID)
			err = nil
		}
	case payment.StatusFailed:
		if ev.Reference == o.PaymentReference {
			err, outcome = s.store.MarkPaymentFailed(ctx, o.ID), PaymentFailed
		}
	case payment.StatusCancelled:
		err, outcome = s.store.CancelOrder(ctx, o.ID), PaymentCancelled
	}
	if err != nil && !errors.Is(err, store.ErrOrderClosed) {
		return err
	}
	if err == nil && outcome != "" {
		s.observe.Payment(o.Cart.PaymentMethod.Code, outcome)
	}
	return nil
}
