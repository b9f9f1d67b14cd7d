package store

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// An order's fulfilment as staff move it: new → processing (once paid, or at once for a
// payment made on delivery or pickup: payment_methods.online = 0), paid → processing →
// shipped (with a carrier and a tracking number) → completed (the back office says
// "Delivered"), and cancelled from any state before shipped. A move names the status it
// expects, so two members acting on one order at once cannot both move it: the second is
// ErrStaleOrder. Each move writes its event, its audit entry and the shopper's mail in one
// transaction.

// ErrStaleOrder is a move whose expected status is no longer the order's (someone moved it
// meanwhile). It counts as ErrConflict.
var ErrStaleOrder = fmt.Errorf("%w: the order's status has changed", ErrConflict)

// The mail each move owes the shopper, by the status it reaches.
var statusNotice = map[string]string{
	"processing": NoticeOrderProcessing,
	"shipped":    NoticeOrderShipped,
	"completed":  NoticeOrderDelivered,
	"cancelled":  NoticeOrderCancelled,
}

// OrderMoves are the statuses an order in status, with payment state payment, may be moved to
// by staff; online is whether its payment method is paid online (before the goods leave).
func OrderMoves(status, payment string, online bool) []string {
	switch status {
	case "new":
		if payment == "paid" || !online {
			return []string{"processing", "cancelled"}
		}
		return []string{"cancelled"}
	case "paid":
		return []string{"processing", "cancelled"}
	case "processing":
		return []string{"shipped", "cancelled"}
	case "shipped":
		return []string{"completed"}
	}
	return []string{}
}

// OrderMove is a status change staff ask for.
type OrderMove struct {
	From           string // the status the member saw
	To             string
	Carrier        string // shipped: a code of Carriers
	TrackingNumber string // shipped
	Note           string // kept with the event; optional
}

// maxMoveNote bounds a move's note; maxTracking a tracking number.
const (
	maxMoveNote = 500
	maxTracking = 64
)

// trackingNumber is what carriers' numbers are made of: letters, digits, and the spaces and
// dashes people type between their groups.
var trackingNumber = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 -]*$`)

// MoveOrder moves order id as m asks, for staff member staffID, in one transaction: the
// status (and for shipped the carrier, tracking number and time), the order's event, the
// audit entry and the shopper's mail in the order's language. A cancellation goes the one way
// every cancellation goes (cancelOrder: stock and coupon use back, reviews withdrawn); a paid
// order keeps its payment state paid, as its money is to be refunded. Errors: FieldErrors
// (a status not allowed from the order's, a shipment without carrier or number), ErrNotFound,
// ErrStaleOrder. After the commit the catalogue index follows the stock.
func (s *Store) MoveOrder(ctx context.Context, staffID, id int64, m OrderMove) error {
	m.Carrier, m.TrackingNumber, m.Note = strings.TrimSpace(m.Carrier), strings.Join(strings.Fields(m.TrackingNumber), " "), strings.TrimSpace(m.Note)
	ctx = WithStaff(ctx, staffID)
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		var status, payment, email, lang string
		var online bool
		err := w.QueryRowContext(ctx, `
SELECT o.status, o.payment_status, o.user_email, o.language, pm.online
FROM orders o JOIN payment_methods pm ON pm.id = o.payment_method_id WHERE o.id = ?`, id).Scan(&status, &payment, &email, &lang, &online)
		if err != nil {
			return notFound(err)
		}
		if m.From != status {
			return ErrStaleOrder
		}
		errs := FieldErrors{}
		if !oneOf(m.To, OrderMoves(status, payment, online)) {
			errs.Add("to", "error_invalid_value")
		}
		if m.To == "shipped" {
			if m.Carrier == "" {
				errs.Add("carrier", "error_required")
			} else if _, err := s.carrier(ctx, w, m.Carrier); err != nil {
				errs.Add("carrier", "error_invalid_value")
			}
			switch {
			case m.TrackingNumber == "":
				errs.Add("tracking_number", "error_required")
			case len(m.TrackingNumber) > maxTracking || !trackingNumber.MatchString(m.TrackingNumber):
				errs.Add("tracking_number", "error_invalid_value")
			}
		}
		if utf8.RuneCountInString(m.Note) > maxMoveNote {
			errs.Add("note", "error_too_long")
		}
		if len(errs) > 0 {
			return errs
		}
		now := dbTime(s.clock())
		switch m.To {
		case "cancelled":
			moved, err := s.cancelOrder(ctx, w, id, StockCancel, m.Note) // records its events
			if err != nil {
				return err
			}
			s.refreshProductsAfterCommit(ctx, "cancelled order's stock", moved...)
		case "shipped":
			_, err = w.ExecContext(ctx, `UPDATE orders SET status = 'shipped', carrier = ?, tracking_number = ?, shipped_at = ? WHERE id = ?`,
				m.Carrier, m.TrackingNumber, now, id)
		default:
			_, err = w.ExecContext(ctx, `UPDATE orders SET status = ? WHERE id = ?`, m.To, id)
		}
		if err != nil {
			return err
		}
		if m.To != "cancelled" {
			if err := s.recordOrderEvent(ctx, w, id, "status", status, m.To, m.Note); err != nil {
				return err
			}
		}
		after := map[string]any{"status": m.To}
		if m.To == "shipped" {
			after["carrier"], after["tracking_number"] = m.Carrier, m.TrackingNumber
		}
		if m.Note != "" {
			after["note"] = m.Note
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "order.status", Entity: "order", EntityID: fmt.Sprint(id),
			Before: map[string]any{"status": status, "payment_status": payment}, After: after}); err != nil {
			return err
		}
		_, err = s.QueueNotice(ctx, Notice{Kind: statusNotice[m.To], Email: email, Lang: lang, OrderID: id})
		return err
	})
}
