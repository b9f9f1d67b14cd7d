package handlers

import (
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/payment"
	"shop/present"
	"shop/services"
	"shop/store"
)

// The order calls: placing an order (checkout's submit) and reading one (its page). The
// payment calls that follow (pay again, the test card, Stripe's webhook) are in payment_api.go.

// maxIdempotencyKey is the longest Idempotency-Key header taken (the UI sends a UUID).
const maxIdempotencyKey = 128

// placeOrder answers POST /api/order/store {order, shipping, shipping_method, payment_method,
// terms_accepted} with header Idempotency-Key: {order, payment_link}. services.Orders.Place
// places it and starts its payment, and the browser goes to payment_link: Stripe's checkout,
// or the order's own page (bank details, pay on pickup, the test card). A payment that cannot
// start loses no order: the answer is the order page, where the shopper can pay again. The
// same key again answers the same order.
//
// The session keeps the ordered cart's token: the store closed the cart (it reads as empty,
// and the next add starts a new one), and a repeated submit must name the same cart to find
// its order.
func (s *Server) placeOrder(c echo.Context) error {
	var req orderRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	in := req.input()
	ctx := c.Request().Context()
	sess := session(c)
	in.IdempotencyKey = strings.TrimSpace(c.Request().Header.Get("Idempotency-Key"))
	if len(in.IdempotencyKey) > maxIdempotencyKey {
		return apiError(http.StatusBadRequest, "error_idempotency_key")
	}
	in.UserID, in.Language, in.Prefix = sess.UserID, lang(c), s.shop.Country
	rules, err := s.cartRules(c) // the store prices the order for its own user_type
	if err != nil {
		return err
	}
	// A business's order abroad with another member state's VAT number is 0 % only with VIES's
	// word on that very number, asked now (or cached): an invalid number or VIES down refuses
	// the order before anything is written.
	if rules.Tax.VATCheck, err = s.orderVATCheck(c, in); err != nil {
		return err
	}
	in.Rules = rules
	in.PlacedCart = sess.PlacedCart
	in.Client = store.Client{Address: addressKey(c.RealIP()), Session: sess.ID}
	in.MaxUnpaid = s.cfg.MaxUnpaidOrders
	in.ShopNotice = s.contactTo() // the shop hears of each new order where its contact mail goes
	placed, err := s.orders.Place(ctx, sess.CartToken, in, func(o store.Order) payment.URLs { return s.paymentURLs(c, o) })
	if err != nil {
		return s.orderError(c, err)
	}
	if placed.PaymentErr != nil { // the order page offers another try
		s.log.ErrorContext(ctx, "payment start", "order", placed.Order.PrefixedID, "err", placed.PaymentErr)
	}
	link := placed.PaymentLink
	if link == "" {
		link = s.path(c, orderPath(placed.Order.AccessToken))
	}
	answer, err := s.orderJSON(c, placed.Order)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"order": answer, "payment_link": link})
}

// orderError answers a refused order: field errors 422 keyed by the spec §5 paths; more units
// of a product than one order may hold 422 with errors.cart naming the products; a stock
// shortage 409 with errors.cart, the cart as it stands; the minimum, the coupon, an empty cart
// and another cart's idempotency key 409 with their own message; too many open unpaid orders
// 429 with Retry-After, the time until the first of them lapses.
func (s *Server) orderError(c echo.Context, err error) error {
	var fe store.FieldErrors
	var short *store.OutOfStockError
	var below *store.BelowMinimumError
	var coupon *store.CouponError
	var units *store.TooManyUnitsError
	var unpaid *store.TooManyUnpaidError
	switch {
	case errors.As(err, &units):
		titles := make([]string, len(units.Products))
		for i, p := range units.Products {
			titles[i] = p.Title
		}
		args := present.UnitsLimitArgs(units.Max, titles)
		return &keyedError{Status: http.StatusUnprocessableEntity, Key: store.UnitsLimitMessage, Args: args,
			Extra: map[string]any{"cart": []string{i18n.T(lang(c), store.UnitsLimitMessage, args...)}}}
	case errors.As(err, &unpaid):
		retry := time.Hour // no lapse known (an order without an expiry): a guess, not a promise
		if !unpaid.RetryAt.IsZero() {
			retry = unpaid.RetryAt.Sub(s.now())
		}
		c.Response().Header().Set("Retry-After", strconv.Itoa(max(1, int(math.Ceil(retry.Seconds())))))
		return apiError(http.StatusTooManyRequests, "error_too_many_unpaid_orders")
	case errors.As(err, &fe):
		return validationError(fe)
	case errors.As(err, &short):
		return s.cartRefusal(c, http.StatusConflict, "error_out_of_stock")
	case errors.As(err, &below):
		return apiError(http.StatusConflict, "error_below_minimum")
	case errors.As(err, &coupon):
		return &keyedError{Status: http.StatusConflict, Key: coupon.Reason, Fields: store.FieldErrors{"coupon": {coupon.Reason}}}
	case errors.Is(err, store.ErrCartEmpty):
		return apiError(http.StatusConflict, "error_cart_empty")
	case errors.Is(err, store.ErrIdempotencyKey):
		return apiError(http.StatusConflict, "error_idempotency_key")
	}
	return err
}

// order answers GET /api/order/{token}: {order, payment, cart_count, documents (the invoice's
// links)}; the token is the key
// (orderOf: a registered shopper's order is theirs alone), an unknown one 404.
func (s *Server) order(c echo.Context) error {
	ctx := c.Request().Context()
	o, err := s.orderCallOf(c)
	if err != nil {
		return err
	}
	count, err := s.store.CartCount(ctx, session(c).CartToken)
	if err != nil {
		return err
	}
	answer, err := s.orderJSON(c, o)
	if err != nil {
		return err
	}
	docs := present.MakeOrderDocuments(o, func(t string) string { return s.path(c, invoicePath(t)) },
		func(t string) string { return s.path(c, eInvoicePath(t)) })
	return c.JSON(http.StatusOK, map[string]any{"order": answer, "payment": s.paymentView(o, lang(c)), "cart_count": count,
		"documents": docs})
}

// orderJSON is the order as answered in the request's language: its status labels
// translated, its prices written, its links and shipping and payment methods in it.
func (s *Server) orderJSON(c echo.Context, o store.Order) (present.Order, error) {
	l := lang(c)
	if err := s.store.OrderIn(c.Request().Context(), &o, l); err != nil {
		return present.Order{}, err
	}
	return present.MakeOrder(o, l, s.answerLinks(c).Product), nil
}

// paymentView is what the order page shows of o's payment, in language l: the providers
// say what kind of payment it is and give a bank transfer's details.
func (s *Server) paymentView(o store.Order, l string) present.PaymentView {
	code := o.Cart.PaymentMethod.Code
	pay := present.OrderPayment{Kind: "none"}
	if p, ok := s.payments.Provider(code); ok {
		switch p.(type) {
		case *payment.Bank:
			pay.Kind = "bank"
			if bt, err := s.payments.BankTransfer(services.PaymentOrder(o)); err == nil {
				pay.Transfer = &bt
			}
		case *payment.Pickup:
			pay.Kind = "pickup"
		case *payment.TestCard:
			pay.Kind = "test_card"
		case *payment.Stripe:
			pay.Kind = "card"
		}
		pay.Retryable = s.payments.Retryable(code)
	}
	return present.MakePaymentView(o, l, s.location(), pay)
}

// paymentURLs are the shop's pages a payment may send the browser to: all the order's own
// page, which shows where the payment stands (Stripe's webhook may come a moment later) and
// holds the test card's form. Stripe gets them absolute, the shop's own pages stay paths.
func (s *Server) paymentURLs(c echo.Context, o store.Order) payment.URLs {
	page := s.path(c, orderPath(o.AccessToken))
	abs := s.absURL(c, page)
	return payment.URLs{Order: page, Success: abs + "?paid=1", Cancel: abs, Pay: page}
}
