package services

import (
	"context"
	"errors"
	"fmt"
	"time"

	"shop/payment"
	"shop/store"
)

// The back office's money work on an order: refunds (through Stripe for a card payment,
// recorded for money paid back by hand) and a bank transfer marked paid by its reference.

// stalePending: a refund pending for longer than any Stripe call can take (the client's 30 s
// timeout, twice over) lost its answer — the shop stopped, the network broke — and is asked
// of Stripe again with its key, which answers the refund it made, if it made one.
func stalePending(r store.Refund, now time.Time) bool {
	at, err := time.Parse(time.RFC3339, r.CreatedAt)
	return err == nil && now.Sub(at) > 2*time.Minute
}

// RefundOrder gives money of a paid order back. A card payment taken on Stripe is refunded
// through Stripe's refund API: the refund is written pending first (so it counts against what
// is left), Stripe is called after that commit with the attempt's key as its idempotency key,
// and the refund is then done or failed. Any other payment (a transfer, cash, the test card)
// was paid back by hand and is recorded done at once. The same in.Key again answers the
// refund it made; one still pending is left to the attempt under way, unless it has been
// pending too long for that (stalePending: its answer was lost), when Stripe is asked again
// with the same key and answers the same refund. Errors: the store's (FieldErrors, ErrNotPaid,
// ErrRefundKey, ErrNotFound) and ErrPaymentProvider with Stripe's. existing is true when the
// key had made the refund before.
func (s *Orders) RefundOrder(ctx context.Context, orderID int64, in store.RefundInput) (r store.Refund, existing bool, err error) {
	o, err := s.store.OrderByID(ctx, orderID)
	if err != nil {
		return store.Refund{}, false, err
	}
	code := o.Cart.PaymentMethod.Code
	method := store.RefundManual
	if s.payments.CanRefund(code, o.PaymentReference) {
		method = store.RefundStripe
	}
	r, existing, err = s.store.BeginRefund(ctx, orderID, method, in)
	if err != nil || r.Status != "pending" {
		return r, existing, err
	}
	if existing && !stalePending(r, time.Now()) {
		// The first attempt with this key is still talking to Stripe (a double click): it
		// finishes the refund; asking Stripe again meanwhile could only race it.
		return r, existing, nil
	}
	// The provider's call and its outcome are made even if the browser goes away meanwhile.
	ctx = context.WithoutCancel(ctx)
	done, err := s.payments.Refund(ctx, payment.RefundRequest{Code: code, Reference: o.PaymentReference,
		OrderNumber: o.PrefixedID, AmountCents: r.Amount, Key: r.Key})
	if err != nil {
		s.log.ErrorContext(ctx, "refund: Stripe refused", "order", o.PrefixedID, "refund", r.ID, "err", err)
		if ferr := s.store.FailRefund(ctx, r.ID, err.Error()); ferr != nil {
			return store.Refund{}, existing, ferr
		}
		return store.Refund{}, existing, fmt.Errorf("%w: %w", ErrPaymentProvider, err)
	}
	if err := s.store.FinishRefund(ctx, r.ID, done.ID); err != nil {
		return store.Refund{}, existing, err
	}
	r, err = s.store.RefundByID(ctx, r.ID)
	return r, existing, err
}

// MarkTransferPaid marks the order of an RF creditor reference paid for amount (gross cents)
// that staff found on the bank statement, through the path the providers' notices take (the
// payment_received mail follows). Errors: FieldErrors (reference: malformed, no such order, or
// not a transfer; amount: not the order's total), store.ErrAlreadyPaid, store.ErrOrderClosed.
func (s *Orders) MarkTransferPaid(ctx context.Context, staffID int64, reference string, amount int64) (store.TransferOrder, error) {
	prefix, number, ok := payment.OrderOfReference(reference)
	if !ok {
		return store.TransferOrder{}, store.FieldErrors{"reference": {MsgUnknownReference}}
	}
	o, err := s.store.TransferOrderByNumber(ctx, prefix, number)
	if errors.Is(err, store.ErrNotFound) {
		return store.TransferOrder{}, store.FieldErrors{"reference": {MsgUnknownReference}}
	}
	if err != nil {
		return store.TransferOrder{}, err
	}
	if p, _ := s.payments.Provider(o.PaymentCode); !isBank(p) {
		return store.TransferOrder{}, store.FieldErrors{"reference": {MsgNotTransfer}}
	}
	if o.PaymentStatus == "paid" {
		return o, store.ErrAlreadyPaid
	}
	if amount != o.Total {
		return o, store.FieldErrors{"amount": {MsgAmountMismatch}}
	}
	rf, _ := payment.CreditorReference(o.PrefixedID)
	if err := s.store.MarkTransferPaid(ctx, staffID, o.ID, rf, amount); err != nil {
		return o, err
	}
	o.PaymentStatus = "paid"
	return o, nil
}

// Message keys of MarkTransferPaid's FieldErrors.
const (
	MsgUnknownReference = "error_unknown_reference"  // no order of the shop has this reference
	MsgNotTransfer      = "error_not_transfer_order" // the order is paid another way
	MsgAmountMismatch   = "error_amount_mismatch"    // the amount is not the order's total
)

func isBank(p payment.Provider) bool {
	_, ok := p.(*payment.Bank)
	return ok
}
