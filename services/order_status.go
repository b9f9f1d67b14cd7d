package services

import (
	"context"
	"errors"
	"fmt"

	"shop/payment"
	"shop/store"
)

// MoveOrder moves an order's status for staff member staffID (store.MoveOrder). Before a
// cancellation of an unpaid order its open online payment is retired at the provider (an open
// Stripe Checkout Session expired), outside the transaction, so the shopper cannot pay an
// order that no longer holds its goods; a session paid meanwhile is payment.ErrAlreadyPaid
// (or ErrPaymentPending) and nothing is cancelled; a provider that cannot be asked is
// ErrPaymentProvider.
func (s *Orders) MoveOrder(ctx context.Context, staffID, id int64, m store.OrderMove) error {
	if m.To == "cancelled" {
		o, err := s.store.OrderByID(ctx, id)
		if err != nil {
			return err
		}
		if o.Status == m.From && o.PaymentStatus != "paid" && o.PaymentStatus != "cancelled" {
			err := s.payments.Retire(ctx, o.Cart.PaymentMethod.Code, o.PaymentReference)
			switch {
			case errors.Is(err, payment.ErrAlreadyPaid), errors.Is(err, payment.ErrPaymentPending):
				return err
			case err != nil:
				return fmt.Errorf("%w: %w", ErrPaymentProvider, err)
			}
		}
	}
	return s.store.MoveOrder(ctx, staffID, id, m)
}
