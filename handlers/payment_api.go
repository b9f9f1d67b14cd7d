package handlers

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/payment"
	"shop/services"
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
// unpaid order (a failed or abandoned one; services.Orders.RetryPayment). Paid, cancelled, or
// a method with nothing to retry (a transfer, pay on pickup): 409; the provider failing: 502.
func (s *Server) payAgain(c echo.Context) error {
	o, err := s.openOrder(c)
	if err != nil {
		return err
	}
	link, err := s.orders.RetryPayment(c.Request().Context(), o, s.paymentURLs(c, o))
	switch {
	case errors.Is(err, services.ErrNotRetryable):
		return apiError(http.StatusConflict, "error_payment_not_retryable")
	case errors.Is(err, store.ErrOrderClosed):
		return apiError(http.StatusConflict, "error_order_cancelled")
	case errors.Is(err, payment.ErrAlreadyPaid):
		return apiError(http.StatusConflict, "error_order_paid")
	case errors.Is(err, payment.ErrPaymentPending):
		return apiError(http.StatusConflict, "error_payment_processing")
	case errors.Is(err, services.ErrPaymentProvider):
		s.log.ErrorContext(c.Request().Context(), "payment retry", "order", o.PrefixedID, "err", err)
		return apiError(http.StatusBadGateway, "error_payment_provider")
	case err != nil:
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"payment_link": link})
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
	paid, o, err := s.orders.PayByTestCard(ctx, o, req.Number)
	switch {
	case errors.Is(err, payment.ErrInvalidCard):
		return validationError(store.FieldErrors{"number": {"error_card_number"}})
	case errors.Is(err, store.ErrOrderClosed):
		return apiError(http.StatusConflict, "error_order_cancelled")
	case err != nil:
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

// stripeWebhook answers POST /api/payment/stripe/webhook, Stripe's signed events, which
// services.Orders.ConfirmStripe acts on. 404 when Stripe is off, 400 for a bad signature;
// events the shop does not act on, or that come too late for their order, are acknowledged
// (200), else Stripe sends them for days. A database failure is a 500, so Stripe tries again.
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
	if err := s.orders.ConfirmStripe(c.Request().Context(), ev); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"received": true})
}
