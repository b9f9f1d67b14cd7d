package handlers

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/payment"
	"shop/store"
)

// The payment calls after checkout: pay again from the order page, the demo's test card, and
// Stripe's webhook.

// stripeWebhookPath is where Stripe posts its events: no session and no CSRF token (Stripe
// signs the body instead), see csrf.
const stripeWebhookPath = "/api/payment/stripe/webhook"

// openOrder reads the order of the route's token for a payment call: unknown or not the
// caller's (orderOf) 404; paid or cancelled 409 with a message saying so.
func (s *Server) openOrder(c echo.Context) (store.Order, error) {
	o, err := s.orderCallOf(c)
	if err != nil {
		return o, err
	}
	switch {
	case o.PaymentStatus == "paid":
		return o, apiError(http.StatusConflict, "error_order_paid")
	case o.Status == "cancelled" || o.PaymentStatus == "cancelled":
		return o, apiError(http.StatusConflict, "error_order_cancelled")
	case o.Status != "new":
		return o, apiError(http.StatusConflict, "error_order_paid")
	}
	return o, nil
}

// payAgain answers POST /api/order/{token}/pay: {payment_link} for a new card payment of an
// unpaid order (a failed or abandoned one). The order keeps its stock for the method's timeout
// from now; with Stripe the earlier session is retired first, so it cannot be paid as well.
// Paid, cancelled, or a method with nothing to retry (a transfer, pay on pickup): 409.
func (s *Server) payAgain(c echo.Context) error {
	o, err := s.openOrder(c)
	if err != nil {
		return err
	}
	code := o.Cart.PaymentMethod.Code
	p, ok := s.payments.Provider(code)
	if !ok || !s.payments.Retryable(code) {
		return apiError(http.StatusConflict, "error_payment_not_retryable")
	}
	ctx := c.Request().Context()
	if err := s.store.RetryPayment(ctx, o.ID, p.Hold().Window); err != nil {
		if errors.Is(err, store.ErrOrderClosed) {
			return apiError(http.StatusConflict, "error_order_cancelled")
		}
		return err
	}
	start, err := s.payments.Retry(ctx, code, paymentOrder(o), o.PaymentReference, s.paymentURLs(c, o))
	switch {
	case errors.Is(err, payment.ErrAlreadyPaid):
		return apiError(http.StatusConflict, "error_order_paid")
	case errors.Is(err, payment.ErrPaymentPending):
		return apiError(http.StatusConflict, "error_payment_processing")
	case err != nil:
		s.log.Error("payment retry", "id", c.Response().Header().Get(echo.HeaderXRequestID), "order", o.PrefixedID, "err", err)
		if err := s.store.MarkPaymentFailed(context.WithoutCancel(ctx), o.ID); err != nil && !errors.Is(err, store.ErrOrderClosed) {
			s.log.Error("payment retry: mark failed", "order", o.PrefixedID, "err", err)
		}
		return apiError(http.StatusBadGateway, "error_payment_provider")
	}
	if start.Reference != "" {
		if err := s.store.SetPaymentReference(context.WithoutCancel(ctx), o.ID, start.Reference); err != nil {
			return err
		}
	}
	return c.JSON(http.StatusOK, map[string]any{"payment_link": start.Redirect})
}

type testCardRequest struct {
	Number string `json:"number"`
}

// payByTestCard answers POST /api/order/{token}/test-card {number}, the demo's card form on
// the order page, only when the test card serves the order's method (else 404):
// 4242 4242 4242 4242 pays, {message, order, payment}; any other valid number is declined,
// 422 errors.number with the order and payment as they now stand (errors.order,
// errors.payment); a malformed number 422 errors.number, nothing changed.
func (s *Server) payByTestCard(c echo.Context) error {
	ctx := c.Request().Context()
	o, err := s.orderCallOf(c)
	if err != nil {
		return err
	}
	if !s.payments.TestCard(o.Cart.PaymentMethod.Code) {
		return apiError(http.StatusNotFound, "error_not_found")
	}
	if o, err = s.openOrder(c); err != nil {
		return err
	}
	var req testCardRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if strings.TrimSpace(req.Number) == "" {
		return validationError(store.FieldErrors{"number": {"error_required"}})
	}
	paid, err := s.payments.PayByTestCard(o.Cart.PaymentMethod.Code, req.Number)
	switch {
	case errors.Is(err, payment.ErrInvalidCard):
		return validationError(store.FieldErrors{"number": {"error_card_number"}})
	case err != nil:
		return err
	case paid:
		err = s.store.MarkOrderPaid(ctx, o.ID, "test-card")
	default:
		err = s.store.MarkPaymentFailed(ctx, o.ID)
	}
	if errors.Is(err, store.ErrOrderClosed) {
		return apiError(http.StatusConflict, "error_order_cancelled")
	}
	if err != nil {
		return err
	}
	if o, err = s.store.OrderByID(ctx, o.ID); err != nil {
		return err
	}
	answer, err := s.orderJSON(c, o)
	if err != nil {
		return err
	}
	if !paid {
		return &keyedError{Status: http.StatusUnprocessableEntity, Key: "error_card_declined",
			Fields: store.FieldErrors{"number": {"error_card_declined"}},
			Extra:  map[string]any{"order": answer, "payment": s.paymentView(o, lang(c))}}
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "order_paid_message"), "order": answer,
		"payment": s.paymentView(o, lang(c))})
}

// stripeWebhook answers POST /api/payment/stripe/webhook, Stripe's signed events: a paid
// session marks its order paid (when the amount is the order's), a failed or expired one marks
// the payment failed (only the order's current session: an earlier one of a retried order may
// expire later). 404 when Stripe is off, 400 for a bad signature; events the shop does not act
// on, or that come too late for their order, are acknowledged (200), else Stripe sends them
// for days. A database failure is a 500, so Stripe tries again.
func (s *Server) stripeWebhook(c echo.Context) error {
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return apiError(http.StatusRequestEntityTooLarge, "error_too_large")
		}
		return apiError(http.StatusBadRequest, "error_bad_json")
	}
	ev, err := s.payments.Webhook(body, c.Request().Header.Get("Stripe-Signature"))
	switch {
	case errors.Is(err, payment.ErrStripeOff):
		return apiError(http.StatusNotFound, "error_not_found")
	case errors.Is(err, payment.ErrBadSignature):
		return apiError(http.StatusBadRequest, "error_bad_signature")
	case err != nil:
		return apiError(http.StatusBadRequest, "error_bad_json")
	}
	if ev.OrderID == 0 || ev.Status == "" {
		return c.JSON(http.StatusOK, map[string]any{"received": true})
	}
	ctx := c.Request().Context()
	o, err := s.store.OrderByID(ctx, ev.OrderID)
	if errors.Is(err, store.ErrNotFound) {
		s.log.Warn("stripe webhook: unknown order", "event", ev.ID, "order", ev.OrderID)
		return c.JSON(http.StatusOK, map[string]any{"received": true})
	}
	if err != nil {
		return err
	}
	switch ev.Status {
	case payment.StatusPaid:
		if err := ev.CheckAmount(o.Cents.Total, "EUR"); err != nil {
			s.log.Error("stripe webhook: not marked paid", "event", ev.ID, "order", o.PrefixedID, "err", err)
			break
		}
		err = s.store.MarkOrderPaid(ctx, o.ID, ev.Reference)
		if errors.Is(err, store.ErrOrderClosed) {
			s.log.Error("stripe webhook: money for a cancelled order, to be refunded", "event", ev.ID, "order", o.PrefixedID)
			err = nil
		}
	case payment.StatusFailed:
		if ev.Reference == o.PaymentReference {
			err = s.store.MarkPaymentFailed(ctx, o.ID)
		}
	case payment.StatusCancelled:
		err = s.store.CancelOrder(ctx, o.ID)
	}
	if err != nil && !errors.Is(err, store.ErrOrderClosed) {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"received": true})
}
