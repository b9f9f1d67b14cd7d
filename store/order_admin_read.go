package store

import "context"

// AdminOrder is an order as the back office's order page reads it: the order as its shopper's
// pages read it (lines with their services, totals and the VAT per rate, addresses), and what
// staff need beside it: the shipment, the moves open to it, its events, mails and notes.
type AdminOrder struct {
	Order
	Online         bool    // its payment method is paid online, before the goods leave
	Carrier        Carrier // the shipment's carrier; Code "" before it is shipped
	TrackingNumber string
	TrackingLink   string // the carrier's public page of the parcel; "" for none
	ShippedAt      string
	MethodCarrier  string // the carrier its shipping method ships with ("" none): the ship dialog's first choice
	Moves          []string
	Events         []OrderEvent
	Mails          []OrderMail
	Notes          []OrderNote
	Withdrawals    []Withdrawal // the shopper's withdrawals from it (store/withdrawal.go), the first first
}

// AdminOrderByID reads order id for the back office, or ErrNotFound.
func (s *Store) AdminOrderByID(ctx context.Context, id int64) (AdminOrder, error) {
	o, err := s.OrderByID(ctx, id)
	if err != nil {
		return AdminOrder{}, err
	}
	a := AdminOrder{Order: o}
	q := s.reader(ctx)
	if err := q.QueryRowContext(ctx, `
SELECT pm.online, o.carrier, o.tracking_number, COALESCE(o.shipped_at, ''), sm.carrier
FROM orders o JOIN payment_methods pm ON pm.id = o.payment_method_id JOIN shipping_methods sm ON sm.id = o.shipping_method_id
WHERE o.id = ?`, id).Scan(&a.Online, &a.Carrier.Code, &a.TrackingNumber, &a.ShippedAt, &a.MethodCarrier); err != nil {
		return AdminOrder{}, notFound(err)
	}
	if a.Carrier.Code != "" {
		if c, err := s.carrier(ctx, q, a.Carrier.Code); err == nil {
			a.Carrier = c
			a.TrackingLink = c.TrackingLink(a.TrackingNumber)
		} else if err != ErrNotFound { // a carrier deleted since keeps its code and loses its link
			return AdminOrder{}, err
		}
	}
	a.Moves = OrderMoves(o.Status, o.PaymentStatus, a.Online)
	if a.Events, err = s.OrderEvents(ctx, id); err != nil {
		return AdminOrder{}, err
	}
	if a.Withdrawals, err = s.OrderWithdrawals(ctx, id); err != nil {
		return AdminOrder{}, err
	}
	if a.Mails, err = s.OrderMails(ctx, id); err != nil {
		return AdminOrder{}, err
	}
	if a.Notes, err = s.OrderNotes(ctx, id); err != nil {
		return AdminOrder{}, err
	}
	return a, nil
}
