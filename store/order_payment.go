package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// An order's payment: pending → paid, or → failed (and paid on a retry), or → cancelled with
// the order. An order that is paid moves its status from new to paid; a cancelled one gives its
// stock and coupon use back.

// ErrOrderClosed is a payment event for an order past it: money for a cancelled order (to be
// refunded), a failure or cancellation of a paid one. It counts as ErrConflict.
var ErrOrderClosed = fmt.Errorf("%w: the order's payment is settled", ErrConflict)

// orderState reads an order's status and payment status in the transaction, or ErrNotFound.
func orderState(ctx context.Context, w conn, id int64) (status, payment string, err error) {
	err = w.QueryRowContext(ctx, `SELECT status, payment_status FROM orders WHERE id = ?`, id).Scan(&status, &payment)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", ErrNotFound
	}
	return status, payment, err
}

// MarkOrderPaid records the money of an order (providerRef is the payment provider's
// reference). Paid already: nothing changes, it is not an error (providers repeat their
// notices). A cancelled order is ErrOrderClosed: its stock is gone back, so the money is to be
// refunded, not the order revived.
func (s *Store) MarkOrderPaid(ctx context.Context, id int64, providerRef string) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		status, payment, err := orderState(ctx, w, id)
		switch {
		case err != nil:
			return err
		case payment == "paid":
			return nil
		case payment == "cancelled" || status == "cancelled":
			return ErrOrderClosed
		}
		if _, err = w.ExecContext(ctx, `
UPDATE orders SET payment_status = 'paid', paid_at = ?, payment_reference = ?,
  status = CASE status WHEN 'new' THEN 'paid' ELSE status END WHERE id = ?`, s.clock().Format(historyTime), providerRef, id); err != nil {
			return err
		}
		if err := s.recordOrderEvent(ctx, w, id, "payment", payment, "paid", providerRef); err != nil {
			return err
		}
		if status == "new" {
			if err := s.recordOrderEvent(ctx, w, id, "status", status, "paid", ""); err != nil {
				return err
			}
		}
		// The payment's receipt is owed exactly when this commits.
		var email, lang string
		if err := w.QueryRowContext(ctx, `SELECT user_email, language FROM orders WHERE id = ?`, id).Scan(&email, &lang); err != nil {
			return err
		}
		_, err = s.QueueNotice(ctx, Notice{Kind: NoticePaymentReceived, Email: email, Lang: lang, OrderID: id})
		return err
	})
}

// SetPaymentReference keeps the payment provider's reference of the order's latest payment
// attempt (a Stripe Checkout Session id), so a retry can retire
// it and a webhook can tell the current attempt from an earlier one. It runs after the
// provider answered, never inside the order's transaction. A paid order keeps the reference
// it was paid with.
func (s *Store) SetPaymentReference(ctx context.Context, id int64, ref string) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		res, err := s.writer(ctx).ExecContext(ctx, `UPDATE orders SET payment_reference = ? WHERE id = ? AND payment_status <> 'paid'`, ref, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			if _, _, err := orderState(ctx, s.prepared(s.writer(ctx)), id); err != nil {
				return err
			}
		}
		return nil
	})
}

// RetryPayment opens an unpaid order's payment again, before the shopper pays another time:
// failed (or pending, an attempt abandoned) becomes pending, and the order keeps its stock for
// window from now (DefaultPaymentWindow when 0) instead of its earlier expiry. A paid or
// cancelled order is ErrOrderClosed.
func (s *Store) RetryPayment(ctx context.Context, id int64, window time.Duration) error {
	if window <= 0 {
		window = DefaultPaymentWindow
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		status, payment, err := orderState(ctx, w, id)
		switch {
		case err != nil:
			return err
		case status != "new" || (payment != "pending" && payment != "failed"):
			return ErrOrderClosed
		}
		if _, err = w.ExecContext(ctx, `UPDATE orders SET payment_status = 'pending', expires_at = ? WHERE id = ?`,
			s.clock().Add(window).Format(historyTime), id); err != nil || payment == "pending" {
			return err
		}
		return s.recordOrderEvent(ctx, w, id, "payment", payment, "pending", "")
	})
}

// MarkPaymentFailed records a failed payment: the order waits on (the shopper may pay again)
// until it expires. A paid or cancelled order is ErrOrderClosed.
func (s *Store) MarkPaymentFailed(ctx context.Context, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		status, payment, err := orderState(ctx, w, id)
		switch {
		case err != nil:
			return err
		case payment == "paid" || payment == "cancelled" || status == "cancelled":
			return ErrOrderClosed
		}
		if _, err = w.ExecContext(ctx, `UPDATE orders SET payment_status = 'failed' WHERE id = ?`, id); err != nil || payment == "failed" {
			return err
		}
		return s.recordOrderEvent(ctx, w, id, "payment", payment, "failed", "")
	})
}

// CancelOrder calls off an unpaid order (the shopper gave up, the provider cancelled): its
// stock goes back, its coupon use too. Cancelled already: nothing changes. A paid order is
// ErrOrderClosed (it needs a refund, which is not the store's to make).
func (s *Store) CancelOrder(ctx context.Context, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		status, payment, err := orderState(ctx, w, id)
		switch {
		case err != nil:
			return err
		case status == "cancelled":
			return nil
		case payment == "paid" || status != "new":
			return ErrOrderClosed
		}
		moved, err := s.cancelOrder(ctx, w, id, StockCancel, "")
		if err != nil {
			return err
		}
		s.refreshProductsAfterCommit(ctx, "cancelled order's stock", moved...)
		return nil
	})
}

// CancelExpiredOrders cancels, in one transaction, every new order still unpaid (pending or
// failed) whose expires_at is at or before now, giving their stock and coupon uses back, and
// returns how many it cancelled. Each shopper is owed a mail that the order lapsed and nothing
// is owed (order_expired), queued in the same transaction. The catalogue index follows the
// stock after the commit. Run it every minute or so.
func (s *Store) CancelExpiredOrders(ctx context.Context, now time.Time) (int, error) {
	n := 0
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		ids, err := idsOf(ctx, w, `
SELECT id FROM orders WHERE expires_at IS NOT NULL AND status = 'new' AND expires_at <= ?
AND payment_status IN ('pending', 'failed') ORDER BY id`, now.UTC().Format(historyTime))
		if err != nil {
			return err
		}
		var moved []int64
		for _, id := range ids {
			m, err := s.cancelOrder(ctx, w, id, StockExpire, "")
			if err != nil {
				return err
			}
			moved = append(moved, m...)
			var email, lang string
			if err := w.QueryRowContext(ctx, `SELECT user_email, language FROM orders WHERE id = ?`, id).Scan(&email, &lang); err != nil {
				return err
			}
			if _, err := s.QueueNotice(ctx, Notice{Kind: NoticeOrderExpired, Email: email, Lang: lang, OrderID: id}); err != nil {
				return err
			}
		}
		n = len(ids)
		if len(moved) > 0 {
			moved = sortedIDs(moved)
			s.refreshProductsAfterCommit(ctx, "expired orders' stock", moved...)
		}
		return nil
	})
	return n, err
}

// cancelOrder cancels an order in the transaction: the units of its product lines go back to
// the stock (products deleted since are skipped), its coupon use is given back, and its
// reviews are withdrawn (a review speaks for a purchase, and there was none; the product
// page counts its rating from the reviews as they are). An unpaid payment is cancelled with
// it (it can no longer be paid); a paid one stays paid, as the money is to be refunded. The
// order's events record the change (note with the status's). It returns the products whose
// stock moved. Every cancellation passes here: the shopper's or the provider's
// (CancelOrder), a lapsed hold's (CancelExpiredOrders), the staff's (MoveOrder).
func (s *Store) cancelOrder(ctx context.Context, w conn, id int64, reason, note string) ([]int64, error) {
	status, payment, err := orderState(ctx, w, id)
	if err != nil {
		return nil, err
	}
	rows, err := w.QueryContext(ctx, `
SELECT i.product_id, CAST(SUM(i.quantity) AS BIGINT) FROM order_items i JOIN products p ON p.id = i.product_id
WHERE i.order_id = ? AND i.parent_item_id IS NULL AND p.type = 'product' GROUP BY i.product_id ORDER BY i.product_id`, id)
	if err != nil {
		return nil, err
	}
	type back struct{ id, qty int64 }
	var backs []back
	for rows.Next() {
		var b back
		if err := rows.Scan(&b.id, &b.qty); err != nil {
			rows.Close()
			return nil, err
		}
		backs = append(backs, b)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	moved := make([]int64, 0, len(backs))
	for _, b := range backs {
		if _, err := s.moveStock(ctx, w, b.id, b.qty, "", stockCause{reason: reason, orderID: id}); err != nil {
			return nil, err
		}
		moved = append(moved, b.id)
	}
	if err := releaseCoupon(ctx, w, id); err != nil {
		return nil, err
	}
	if _, err := w.ExecContext(ctx, `DELETE FROM reviews WHERE order_id = ?`, id); err != nil {
		return nil, err
	}
	if _, err = w.ExecContext(ctx, `
UPDATE orders SET status = 'cancelled', payment_status = CASE payment_status WHEN 'paid' THEN 'paid' ELSE 'cancelled' END,
  is_reviewed = 0 WHERE id = ?`, id); err != nil {
		return nil, err
	}
	if err := s.recordOrderEvent(ctx, w, id, "status", status, "cancelled", note); err != nil {
		return nil, err
	}
	if payment != "paid" && payment != "cancelled" {
		err = s.recordOrderEvent(ctx, w, id, "payment", payment, "cancelled", "")
	}
	return moved, err
}
