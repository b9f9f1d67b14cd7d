package handlers

import (
	"context"
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/payment"
	"shop/store"
)

// The order calls: placing an order (checkout's submit) and reading one (its page). The
// payment calls that follow (pay again, the test card, Stripe's webhook) are in payment_api.go.

// maxIdempotencyKey is the longest Idempotency-Key header taken (the UI sends a UUID).
const maxIdempotencyKey = 128

// placeOrder answers POST /api/order/store {order, shipping, shipping_method, payment_method,
// terms_accepted} with header Idempotency-Key: {order, payment_link}. The store checks,
// prices and writes the order in one transaction; the payment starts after the commit (it may
// call Stripe), and the browser goes to payment_link: Stripe's checkout, or the order's own
// page (bank details, pay on pickup, the test card). A payment that cannot start loses no
// order: the answer is the order page, where the shopper can pay again. The same key again
// answers the same order.
//
// The session keeps the ordered cart's token: the store closed the cart (it reads as empty,
// and the next add starts a new one), and a repeated submit must name the same cart to find
// its order.
func (s *Server) placeOrder(c echo.Context) error {
	var in store.OrderInput
	if err := bindJSON(c, &in); err != nil {
		return err
	}
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
	in.Rules = rules
	in.PlacedCart = sess.PlacedCart
	in.Client = store.Client{Address: addressKey(c.RealIP()), Session: sess.ID}
	in.MaxUnpaid = s.cfg.MaxUnpaidOrders
	// A method the configuration does not serve (esto; card without Stripe or the test card)
	// is left out, so the store reports it as missing with every other field's error and
	// places nothing; the answer names it as not available.
	code := strings.TrimSpace(in.PaymentMethod)
	provider, served := s.payments.Provider(code)
	if served {
		h := provider.Hold()
		in.Hold = store.Hold{Window: h.Window, WorkingDays: h.WorkingDays, Location: s.location}
	} else {
		in.PaymentMethod = ""
	}
	o, err := s.store.PlaceOrder(ctx, sess.CartToken, in)
	if err != nil {
		return s.orderError(c, err, code != "" && !served)
	}
	link := s.path(c, orderPath(o.AccessToken))
	if start, err := s.startPayment(c, o, code); err != nil {
		s.log.Error("payment start", "id", c.Response().Header().Get(echo.HeaderXRequestID), "order", o.PrefixedID, "err", err)
		// The order page offers another try.
		if err := s.store.MarkPaymentFailed(context.WithoutCancel(ctx), o.ID); err != nil && !errors.Is(err, store.ErrOrderClosed) {
			s.log.Error("payment start: mark failed", "order", o.PrefixedID, "err", err)
		}
		if o, err = s.store.OrderByID(ctx, o.ID); err != nil {
			return err
		}
	} else if start.Redirect != "" {
		link = start.Redirect
	}
	answer, err := s.orderJSON(c, o)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"order": answer, "payment_link": link})
}

// startPayment starts paying for a new order; a repeated placement of an order that started
// a retryable payment retires the earlier attempt first (Retry), so two Stripe sessions of
// one order are never both payable. A paid or cancelled order starts nothing.
func (s *Server) startPayment(c echo.Context, o store.Order, code string) (payment.Start, error) {
	if o.PaymentStatus != "pending" && o.PaymentStatus != "failed" {
		return payment.Start{}, nil
	}
	ctx := c.Request().Context()
	var start payment.Start
	var err error
	if o.PaymentReference != "" && s.payments.Retryable(code) {
		start, err = s.payments.Retry(ctx, code, paymentOrder(o), o.PaymentReference, s.paymentURLs(c, o))
	} else {
		start, err = s.payments.Start(ctx, code, paymentOrder(o), s.paymentURLs(c, o))
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

// orderError answers a refused order: field errors 422 keyed by the spec §5 paths; more units
// of a product than one order may hold 422 with errors.cart naming the products; a stock
// shortage 409 with errors.cart, the cart as it stands; the minimum, the coupon, an empty cart
// and another cart's idempotency key 409 with their own message; too many open unpaid orders
// 429 with Retry-After, the time until the first of them lapses.
func (s *Server) orderError(c echo.Context, err error, unservedMethod bool) error {
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
		args := unitsLimitArgs(units.Max, titles)
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
		if unservedMethod {
			fe["payment_method"] = []string{store.MsgPaymentNotAllowed}
		}
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

// order answers GET /api/order/{token}: {order, payment, cart_count}; the token is the key
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
	return c.JSON(http.StatusOK, map[string]any{"order": answer, "payment": s.paymentView(o, lang(c)), "cart_count": count})
}

// orderJSON is the order as answered in the request's language: its status labels
// translated, its prices written, its links and shipping and payment methods in it.
func (s *Server) orderJSON(c echo.Context, o store.Order) (store.Order, error) {
	o.StatusLabel, o.PaymentStatusLabel = i18n.T(lang(c), o.StatusLabel), i18n.T(lang(c), o.PaymentStatusLabel)
	o.FormatIn(lang(c))
	err := s.store.OrderIn(c.Request().Context(), &o, lang(c))
	return o, err
}

// paymentView is what the order page shows of the payment (ui/components/order/order-payment.jsx).
type paymentView struct {
	Code string `json:"code"`
	// Kind is bank (transfer), pickup (paid when collected), card (Stripe), test_card or none.
	Kind        string    `json:"kind"`
	Bank        *bankView `json:"bank,omitempty"` // a bank transfer's details
	Pickup      bool      `json:"pickup"`         // paid in the shop when the order is collected
	TestCard    bool      `json:"test_card"`      // the demo card form pays it
	CanRetry    bool      `json:"can_retry"`      // "pay again" starts a new card payment
	ExpiresAt   string    `json:"expires_at"`     // UTC; "" when the order waits without end
	ExpiresText string    `json:"expires_text"`   // the same in the shop's time zone, for people
	// CollectBy is a pay-on-pickup order's last day to be collected and paid, as the page's
	// language writes a date (its hold ends at the midnight after it, in the shop's time zone).
	CollectBy string `json:"collect_by"`
}

// bankView is a bank transfer's details.
type bankView struct {
	Beneficiary       string `json:"beneficiary"`
	IBAN              string `json:"iban"` // in groups of four
	BIC               string `json:"bic"`
	Bank              string `json:"bank"`
	Amount            string `json:"amount"`
	Reference         string `json:"reference"`          // the order number: the payment details
	CreditorReference string `json:"creditor_reference"` // ISO 11649, in groups of four
	Demo              bool   `json:"demo"`               // the built-in demo account: not to be paid into
}

func (s *Server) paymentView(o store.Order, l string) paymentView {
	code := o.Cart.PaymentMethod.Code
	open := o.Status == "new" && (o.PaymentStatus == "pending" || o.PaymentStatus == "failed")
	v := paymentView{Code: code, Kind: "none", ExpiresAt: o.ExpiresAt}
	expires, err := time.Parse(time.RFC3339, o.ExpiresAt)
	if err == nil {
		v.ExpiresText = i18n.DateTime(l, expires.In(s.location))
	}
	p, ok := s.payments.Provider(code)
	if !ok {
		return v
	}
	switch p.(type) {
	case *payment.Bank:
		v.Kind = "bank"
		if bt, err := s.payments.BankTransfer(paymentOrder(o)); err == nil {
			a := bt.Account
			v.Bank = &bankView{Beneficiary: a.Beneficiary, IBAN: a.IBANGrouped(), BIC: a.BIC, Bank: a.Name,
				Amount: o.FormattedTotalPriceWithTax, Reference: bt.Reference, CreditorReference: bt.CreditorReferenceGrouped(), Demo: a.Demo}
		}
	case *payment.Pickup:
		v.Kind, v.Pickup = "pickup", true
		if open && !expires.IsZero() {
			v.CollectBy = i18n.Date(l, expires.Add(-time.Second).In(s.location))
		}
	case *payment.TestCard:
		v.Kind, v.TestCard = "test_card", open
	case *payment.Stripe:
		v.Kind = "card"
	}
	v.CanRetry = open && s.payments.Retryable(code)
	return v
}

// paymentOrder is what a payment provider needs of an order.
func paymentOrder(o store.Order) payment.Order {
	po := payment.Order{ID: o.ID, Number: o.PrefixedID, Email: o.Customer.Email, Lang: o.Language,
		TotalCents: o.Cents.Total, Currency: "EUR"}
	for _, it := range o.Cart.Items {
		po.Lines = append(po.Lines, payment.Line{Title: it.Product.Title, Qty: it.Quantity, UnitCents: it.UnitCents})
	}
	for _, sv := range o.Cart.ItemServices {
		po.Lines = append(po.Lines, payment.Line{Title: sv.Product.Title, Qty: sv.Quantity, UnitCents: sv.UnitCents})
	}
	if o.Cents.Shipping > 0 {
		po.Shipping = payment.Line{Title: o.Cart.ShippingMethod.Title, Qty: 1, UnitCents: o.Cents.Shipping}
	}
	return po
}

// paymentURLs are the shop's pages a payment may send the browser to: all the order's own
// page, which shows where the payment stands (Stripe's webhook may come a moment later) and
// holds the test card's form. Stripe gets them absolute, the shop's own pages stay paths.
func (s *Server) paymentURLs(c echo.Context, o store.Order) payment.URLs {
	page := s.path(c, orderPath(o.AccessToken))
	abs := s.absURL(c, page)
	return payment.URLs{Order: page, Success: abs + "?paid=1", Cancel: abs, Pay: page}
}
