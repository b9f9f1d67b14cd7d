package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ErrAlreadyPaid is a payment recorded by staff for an order paid already. It counts as
// ErrConflict.
var ErrAlreadyPaid = fmt.Errorf("%w: the order is paid already", ErrConflict)

// TransferOrder is what a bank payment is checked against before it marks its order paid.
type TransferOrder struct {
	ID            int64
	PrefixedID    string
	PaymentCode   string
	Status        string
	PaymentStatus string
	Total         int64
}

// TransferOrderByNumber reads the order of a number (prefix and number, as an RF reference
// carries them), or ErrNotFound.
func (s *Store) TransferOrderByNumber(ctx context.Context, prefix string, number int64) (TransferOrder, error) {
	var o TransferOrder
	err := s.reader(ctx).QueryRowContext(ctx, `
SELECT o.id, pm.code, o.status, o.payment_status, o.total
FROM orders o JOIN payment_methods pm ON pm.id = o.payment_method_id WHERE o.prefix = ? AND o.number = ?`, prefix, number).Scan(
		&o.ID, &o.PaymentCode, &o.Status, &o.PaymentStatus, &o.Total)
	if errors.Is(err, sql.ErrNoRows) {
		return TransferOrder{}, ErrNotFound
	}
	o.PrefixedID = PrefixedID(prefix, number)
	return o, err
}

// MarkTransferPaid records a bank transfer that staff found on the statement: the order is
// paid as a provider's notice would mark it (MarkOrderPaid: the status moves on, the
// payment_received mail is queued) and the audit log names who did it, in one transaction.
// reference is what the money came with (the RF reference). Paid already: ErrAlreadyPaid;
// cancelled: ErrOrderClosed.
func (s *Store) MarkTransferPaid(ctx context.Context, staffID, orderID int64, reference string, amount int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		status, payment, err := orderState(ctx, s.prepared(s.writer(ctx)), orderID)
		switch {
		case err != nil:
			return err
		case payment == "paid":
			return ErrAlreadyPaid
		case payment == "cancelled" || status == "cancelled":
			return ErrOrderClosed
		}
		if err := s.MarkOrderPaid(ctx, orderID, reference); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "order.mark_paid", Entity: "order", EntityID: fmt.Sprint(orderID),
			Before: map[string]any{"payment_status": payment}, After: map[string]any{"payment_status": "paid", "reference": reference, "amount": amount}})
	})
}
