package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/payment"
	"shop/present"
	"shop/services"
	"shop/store"
)

// registerAdminOrders adds the order calls, open to staff as well as owners (fulfilling
// orders is day-to-day work). Refunds, transfers marked paid, the packing slip and the
// accountant's export are calls of their own (the order page's money part).
func (s *Server) registerAdminOrders(g *echo.Group) {
	get(g, "/orders", s.adminOrders)
	get(g, "/orders/:id", s.adminOrder)
	g.POST("/orders/:id/status", s.adminMoveOrder)
	get(g, "/orders/:id/notes", s.adminOrderNotes)
	g.POST("/orders/:id/notes", s.adminAddOrderNote)
}

// adminOrders answers GET /api/admin/orders[?status=&payment_status=&shipping_method=&from=
// &to=&q=&withdrawal=1&before=&limit=]: {orders, next, shipping_methods}, newest first; next is the before
// of the next page (0 at the end); shipping_methods are the filter's choices {id, title}.
func (s *Server) adminOrders(c echo.Context) error {
	f := store.OrderFilter{Status: c.QueryParam("status"), PaymentStatus: c.QueryParam("payment_status"),
		From: c.QueryParam("from"), To: c.QueryParam("to"), Query: c.QueryParam("q")}
	errs := store.FieldErrors{}
	switch c.QueryParam("withdrawal") {
	case "":
	case "1":
		f.Withdrawn = true
	default:
		errs.Add("withdrawal", "error_invalid_value")
	}
	for name, dst := range map[string]*int64{"shipping_method": &f.ShippingMethodID, "before": &f.Before} {
		if v := c.QueryParam(name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 {
				errs.Add(name, "error_invalid_value")
			}
			*dst = n
		}
	}
	if v := c.QueryParam("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > store.OrderListLimit {
			errs.Add("limit", "error_invalid_value")
		}
		f.Limit = n
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	ctx := c.Request().Context()
	rows, err := s.store.AdminOrders(ctx, f)
	if err != nil {
		return err
	}
	methods, err := s.store.AdminShippingMethods(ctx)
	if err != nil {
		return err
	}
	choices := make([]map[string]any, 0, len(methods))
	for _, m := range methods {
		choices = append(choices, map[string]any{"id": m.ID, "title": m.Title})
	}
	limit, next := f.Limit, int64(0)
	if limit == 0 {
		limit = store.OrderListLimit
	}
	if len(rows) == limit {
		next = rows[len(rows)-1].ID
	}
	return c.JSON(http.StatusOK, map[string]any{"orders": present.MakeAdminOrderRows(rows), "next": next, "shipping_methods": choices})
}

// adminOrder answers GET /api/admin/orders/:id: {order, carriers}; 404 for an unknown one.
func (s *Server) adminOrder(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	return s.answerAdminOrder(c, id)
}

func (s *Server) answerAdminOrder(c echo.Context, id int64) error {
	ctx, l := c.Request().Context(), lang(c)
	o, err := s.store.AdminOrderByID(ctx, id)
	if err != nil {
		return err
	}
	carriers, err := s.store.Carriers(ctx)
	if err != nil {
		return err
	}
	country := func(id int64) string { t, _ := s.store.CountryTitle(ctx, id, l); return t }
	return c.JSON(http.StatusOK, map[string]any{"order": present.MakeAdminOrder(o, l, s.answerLinks(c).Product, country),
		"carriers": present.MakeCarriers(carriers)})
}

// orderMoveRequest is a status move: from is the status the member saw (a stale one is a
// 409), to one of the order's moves; a shipment carries the carrier's code and the number.
type orderMoveRequest struct {
	From           string `json:"from"`
	To             string `json:"to"`
	Carrier        string `json:"carrier"`
	TrackingNumber string `json:"tracking_number"`
	Note           string `json:"note"`
}

// adminMoveOrder answers POST /api/admin/orders/:id/status with the order as it now stands
// ({order, carriers}, as GET): a move not open to the order, a shipment without its carrier
// or number, are a 422 keyed by field; a stale from is a 409; a card payment paid meanwhile
// at the provider is a 409 (the order is paid, not to be cancelled unpaid).
func (s *Server) adminMoveOrder(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req orderMoveRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	err = s.orders.MoveOrder(c.Request().Context(), staffOf(c).ID, id, store.OrderMove{From: req.From, To: req.To,
		Carrier: req.Carrier, TrackingNumber: req.TrackingNumber, Note: req.Note})
	switch {
	case errors.Is(err, store.ErrStaleOrder):
		return apiError(http.StatusConflict, "error_order_changed")
	case errors.Is(err, payment.ErrAlreadyPaid):
		return apiError(http.StatusConflict, "error_order_paid")
	case errors.Is(err, payment.ErrPaymentPending):
		return apiError(http.StatusConflict, "error_payment_processing")
	case errors.Is(err, services.ErrPaymentProvider):
		s.log.ErrorContext(c.Request().Context(), "order cancel: retire payment", "order", id, "err", err)
		return apiError(http.StatusBadGateway, "error_payment_provider")
	case err != nil:
		return err
	}
	return s.answerAdminOrder(c, id)
}

// adminOrderNotes answers GET /api/admin/orders/:id/notes: {notes}, oldest first.
func (s *Server) adminOrderNotes(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	if _, err := s.store.OrderByID(ctx, id); err != nil {
		return err
	}
	notes, err := s.store.OrderNotes(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"notes": present.MakeAdminOrderNotes(notes)})
}

// adminAddOrderNote answers POST /api/admin/orders/:id/notes {body} with {id, notes} (201);
// an empty or too long body is a 422 on body.
func (s *Server) adminAddOrderNote(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req struct {
		Body string `json:"body"`
	}
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	noteID, err := s.store.AddOrderNote(ctx, staffOf(c).ID, id, req.Body)
	if err != nil {
		return err
	}
	notes, err := s.store.OrderNotes(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"id": noteID, "notes": present.MakeAdminOrderNotes(notes)})
}
