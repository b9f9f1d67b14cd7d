package services

import (
	"context"
	"errors"
	"strings"

	"shop/payment"
	"shop/store"
)

// Placed is a placed order and where the shopper goes on to pay it.
type Placed struct {
	Order store.Order
	// PaymentLink is where the browser goes to pay (Stripe's checkout); "" is the order's own
	// page (bank details, pay on pickup, the test card, or another try).
	PaymentLink string
	// PaymentErr is why the payment could not start; the order stands, its payment marked
	// failed, and its page offers another try.
	PaymentErr error
}

// Place checks, prices and writes the order of the cart cartToken in one transaction
// (store.PlaceOrder), then starts its payment after the commit, as it may call Stripe; urls
// are the pages that payment may send the browser to. A payment method the configuration does
// not serve (esto; card without Stripe or the test card) is left out, so the store reports it
// as missing with every other field's error and places nothing; the field error then says it
// is not available. A payment that cannot start loses no order (Placed.PaymentErr).
func (s *Orders) Place(ctx context.Context, cartToken string, in store.OrderInput, urls func(store.Order) payment.URLs) (Placed, error) {
	code := strings.TrimSpace(in.PaymentMethod)
	provider, served := s.payments.Provider(code)
	if served {
		h := provider.Hold()
		// Working days end in the shop's time zone, as its settings say now.
		in.Hold = store.Hold{Window: h.Window, WorkingDays: h.WorkingDays, Location: s.store.Settings().Location}
	} else {
		in.PaymentMethod = ""
	}
	o, err := s.store.PlaceOrder(ctx, cartToken, in)
	var fe store.FieldErrors
	if errors.As(err, &fe) && code != "" && !served {
		fe["payment_method"] = []string{store.MsgPaymentNotAllowed}
	}
	if err != nil {
		return Placed{}, err
	}
	if o.JustPlaced { // not the same order asked for again (a double click)
		s.observe.OrderPlaced(code)
	}
	start, err := s.startPayment(ctx, o, code, urls(o))
	if err == nil {
		s.observe.Payment(code, PaymentStarted)
		return Placed{Order: o, PaymentLink: start.Redirect}, nil
	}
	s.observe.Payment(code, PaymentStartFailed)
	if err := s.store.MarkPaymentFailed(context.WithoutCancel(ctx), o.ID); err != nil && !errors.Is(err, store.ErrOrderClosed) {
		s.log.ErrorContext(ctx, "payment start: mark failed", "order", o.PrefixedID, "err", err)
	}
	placed := Placed{PaymentErr: err}
	if placed.Order, err = s.store.OrderByID(ctx, o.ID); err != nil {
		return Placed{}, err
	}
	return placed, nil
}

// startPayment starts paying for a new order; a repeated placement of an order that started
// a retryable payment retires the earlier attempt first (Retry), so two Stripe sessions of
// one order are never both payable. A paid or cancelled order starts nothing.
func (s *Orders) startPayment(ctx context.Context, o store.Order, code string, urls payment.URLs) (payment.Start, error) {
	if o.PaymentStatus != "pending" && o.PaymentStatus != "failed" {
		return payment.Start{}, nil
	}
	var start payment.Start
	var err error
	if o.PaymentReference != "" && s.payments.Retryable(code) {
		start, err = s.payments.Retry(ctx, code, PaymentOrder(o), o.PaymentReference, urls)
	} else {
		start, err = s.payments.Start(ctx, code, PaymentOrder(o), urls)
	}
	if err != nil {
		return start, err
	}
	// Only a remote payment's reference (a Stripe session) is kept: a bank transfer's is the
	// order number's creditor reference, made again wherever it is shown, so an order by
	// transfer costs no second write.
	if s.payments.Retryable(code) && start.Reference != "" && start.Reference != o.PaymentReference {
		if err := s.store.SetPaymentReference(context.WithoutCancel(ctx), o.ID, start.Reference); err != nil {
			return start, err
		}
	}
	return start, nil
}
