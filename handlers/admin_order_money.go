package handlers

import (
	"bytes"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/invoice"
	"shop/ordercsv"
	"shop/present"
	"shop/services"
	"shop/store"
)

// registerAdminOrderMoney adds the back office's money and paper calls on orders:
//
//	GET  /api/admin/orders/:id/money          the order's refunds and what is left (staff)
//	POST /api/admin/orders/:id/refunds        a refund, full or partial (owners)
//	GET  /api/admin/orders/:id/packing-slip   the packing slip PDF (staff)
//	POST /api/admin/bank-payments             a bank transfer marked paid by its RF reference (owners)
//	GET  /api/admin/orders/export.csv         the accountant's CSV (owners)
//
// Money leaving the shop, money marked received and the books are owners' calls: a refund
// cannot be taken back, a wrong "paid" ships goods for nothing, and the export lists every
// customer's purchases. Reading an order's refunds and printing its slip are day-to-day work.
func (s *Server) registerAdminOrderMoney(g *echo.Group) {
	get(g, "/orders/export.csv", s.adminExportOrders, ownerOnly)
	get(g, "/orders/:id/money", s.adminOrderMoney)
	g.POST("/orders/:id/refunds", s.adminRefundOrder, ownerOnly)
	get(g, "/orders/:id/packing-slip", s.adminPackingSlip)
	g.POST("/bank-payments", s.adminMarkTransferPaid, ownerOnly)
}

// adminOrderMoney answers GET /api/admin/orders/:id/money: present.AdminOrderMoney.
func (s *Server) adminOrderMoney(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	m, err := s.store.OrderMoney(ctx, id)
	if err != nil {
		return err
	}
	o, err := s.store.OrderByID(ctx, id)
	if err != nil {
		return err
	}
	byCard := s.payments.CanRefund(o.Cart.PaymentMethod.Code, o.PaymentReference)
	return c.JSON(http.StatusOK, present.MakeAdminOrderMoney(m, byCard, lang(c), s.location()))
}

// refundRequest is a refund as the panel sends it: key names the attempt (a double click
// sends the same one); amount in gross cents, or 0 to give back the lines' and shipping's.
type refundRequest struct {
	Key      string `json:"key"`
	Amount   int64  `json:"amount"`
	Shipping bool   `json:"shipping"`
	Reason   string `json:"reason"`
	Note     string `json:"note"`
	PaidOn   string `json:"paid_on"`
	Lines    []struct {
		ItemID   int64 `json:"item_id"`
		Quantity int64 `json:"quantity"`
		Restock  bool  `json:"restock"`
	} `json:"lines"`
}

// adminRefundOrder answers POST /api/admin/orders/:id/refunds with {refund, money}: 201 for a
// new refund, 200 for the one the same key made. Bad input is a 422 keyed by field, an unpaid
// order 409, Stripe's refusal 502 (nothing refunded, the attempt kept as failed).
func (s *Server) adminRefundOrder(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req refundRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	in := store.RefundInput{Key: req.Key, Amount: req.Amount, Shipping: req.Shipping, Reason: req.Reason, Note: req.Note,
		PaidOn: req.PaidOn, StaffID: staffOf(c).ID}
	for _, l := range req.Lines {
		in.Lines = append(in.Lines, store.RefundLineInput{ItemID: l.ItemID, Quantity: l.Quantity, Restock: l.Restock})
	}
	ctx := store.WithStaff(c.Request().Context(), staffOf(c).ID)
	r, existing, err := s.orders.RefundOrder(ctx, id, in)
	switch {
	case errors.Is(err, store.ErrNotPaid):
		return apiError(http.StatusConflict, "error_order_not_paid")
	case errors.Is(err, services.ErrPaymentProvider):
		return apiError(http.StatusBadGateway, "error_refund_provider")
	case err != nil:
		return err
	}
	m, err := s.store.OrderMoney(ctx, id)
	if err != nil {
		return err
	}
	o, err := s.store.OrderByID(ctx, id)
	if err != nil {
		return err
	}
	status := http.StatusCreated
	if existing { // asked again with its key: the refund it made
		status = http.StatusOK
	}
	byCard := s.payments.CanRefund(o.Cart.PaymentMethod.Code, o.PaymentReference)
	money := present.MakeAdminOrderMoney(m, byCard, lang(c), s.location())
	var answer present.AdminOrderRefund
	for _, x := range money.Refunds {
		if x.ID == r.ID {
			answer = x
		}
	}
	return c.JSON(status, map[string]any{"refund": answer, "money": money})
}

// adminPackingSlip answers GET /api/admin/orders/:id/packing-slip: the slip as a PDF, in the
// member's language.
func (s *Server) adminPackingSlip(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	o, err := s.store.OrderByID(ctx, id)
	if err != nil {
		return err
	}
	l := lang(c)
	if err := s.store.OrderIn(ctx, &o, l); err != nil {
		return err
	}
	country, err := s.store.CountryTitle(ctx, o.Cart.ShippingAddress.CountryID, l)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	slip, err := present.MakePackingSlip(o, l, country, s.location())
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := invoice.WritePackingSlip(&buf, slip); err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, `inline; filename="packing-slip-`+o.PrefixedID+`.pdf"`)
	return c.Blob(http.StatusOK, "application/pdf", buf.Bytes())
}

// bankPaymentRequest is a payment found on the bank statement: its RF reference and amount
// (gross cents).
type bankPaymentRequest struct {
	Reference string `json:"reference"`
	Amount    int64  `json:"amount"`
}

// adminMarkTransferPaid answers POST /api/admin/bank-payments with {order_id, number,
// payment_status}: the order of the reference is marked paid (its shopper is mailed). A
// reference of no order, or of an order paid another way, and an amount not the order's
// total are a 422 keyed reference or amount; an order paid already is a 409, a cancelled one
// too.
func (s *Server) adminMarkTransferPaid(c echo.Context) error {
	var req bankPaymentRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if len(req.Reference) > 64 {
		return validationError(store.FieldErrors{"reference": {store.MsgTooLong}})
	}
	o, err := s.orders.MarkTransferPaid(c.Request().Context(), staffOf(c).ID, req.Reference, req.Amount)
	switch {
	case errors.Is(err, store.ErrAlreadyPaid):
		return &keyedError{Status: http.StatusConflict, Key: "error_order_already_paid", Args: []string{"number", o.PrefixedID}}
	case errors.Is(err, store.ErrOrderClosed):
		return &keyedError{Status: http.StatusConflict, Key: "error_order_cancelled_paid", Args: []string{"number", o.PrefixedID}}
	case err != nil:
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"order_id": o.ID, "number": o.PrefixedID, "payment_status": o.PaymentStatus})
}

// adminExportOrders answers GET /api/admin/orders/export.csv?from=&to=[&shape=days|orders]:
// the accountant's CSV of the shop's days from and to (YYYY-MM-DD, at most
// store.MaxExportDays), per day and VAT rate (days, the default) or per order, streamed.
func (s *Server) adminExportOrders(c echo.Context) error {
	loc := s.location()
	start, end, err := store.ExportRange(c.QueryParam("from"), c.QueryParam("to"), loc)
	shape := c.QueryParam("shape")
	if shape == "" {
		shape = ordercsv.ByDay
	}
	if shape != ordercsv.ByDay && shape != ordercsv.ByOrder {
		fe, _ := err.(store.FieldErrors)
		if fe == nil {
			fe = store.FieldErrors{}
		}
		fe.Add("shape", store.MsgInvalid)
		err = fe
	}
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	res := c.Response()
	res.Header().Set(echo.HeaderContentType, "text/csv; charset=utf-8")
	res.Header().Set(echo.HeaderContentDisposition, `attachment; filename="orders-`+shape+`-`+c.QueryParam("from")+`-`+c.QueryParam("to")+`.csv"`)
	res.WriteHeader(http.StatusOK)
	// Once the first row is out, a failure can only cut the file short.
	if shape == ordercsv.ByOrder {
		w, err := ordercsv.NewOrders(res, loc)
		if err != nil {
			return err
		}
		if err := s.store.ExportOrders(ctx, start, end, w.Order); err != nil {
			return err
		}
		return w.Close()
	}
	w := ordercsv.NewDays(res, loc)
	if err := s.store.ExportOrders(ctx, start, end, w.Order); err != nil {
		return err
	}
	if err := s.store.ExportRefunds(ctx, start, end, w.Refund); err != nil {
		return err
	}
	return w.Close()
}
