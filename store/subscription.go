package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

// SubscribeNewsletter records an e-mail for the newsletter; subscribing twice is no error.
func (s *Store) SubscribeNewsletter(ctx context.Context, email string) error {
	_, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO subscriptions (kind, email, product_id) VALUES ('newsletter', ?, 0) ON CONFLICT DO NOTHING`, email)
	return err
}

// SubscribeBackInStock records that email waits for a product to be in stock again. The
// e-mail is kept in lower case and compared without case, so one shopper has one
// subscription per product: subscribing again while it waits is no error and changes
// nothing; subscribing again after its notice waits for the next restock. An unknown,
// unpublished or service product is ErrNotFound.
//
// The notice comes when the product's stock next goes from 0 to above 0, whoever writes it:
// the products_back_in_stock trigger (migration 3) queues one notice per waiting
// subscription in the transaction of that stock write, and ends the subscription. A
// subscription made while the product is in stock waits for the next restock too.
func (s *Store) SubscribeBackInStock(ctx context.Context, productID int64, email string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var one int
		err := w.QueryRowContext(ctx, `SELECT 1 FROM products WHERE id = ? AND published = 1 AND type = 'product'`, productID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = w.ExecContext(ctx, `
INSERT INTO subscriptions (kind, email, product_id) VALUES ('back_in_stock', ?, ?)
ON CONFLICT (kind, email, product_id) DO UPDATE
SET notified_at = NULL, created_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE notified_at IS NOT NULL`, email, productID)
		return err
	})
}

// CountSubscriptions is the number of subscriptions of a kind (newsletter, back_in_stock).
func (s *Store) CountSubscriptions(ctx context.Context, kind string) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions WHERE kind = ?`, kind).Scan(&n)
	return n, err
}

// Notice is a mail the shop owes: an entry of the notice queue (table notices), which the
// transaction that makes it due writes, and the mail sender delivers.
type Notice struct {
	ID        int64
	Kind      string // back_in_stock
	Email     string
	ProductID int64
	CreatedAt string
}

// PendingNotices lists up to limit notices not yet sent, oldest first: the mail sender's
// queue.
func (s *Store) PendingNotices(ctx context.Context, limit int) ([]Notice, error) {
	rows, err := s.read.QueryContext(ctx, `
SELECT id, kind, email, COALESCE(product_id, 0), created_at FROM notices WHERE sent_at IS NULL ORDER BY id LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Notice{}
	for rows.Next() {
		var n Notice
		if err := rows.Scan(&n.ID, &n.Kind, &n.Email, &n.ProductID, &n.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// MarkNoticeSent takes a delivered notice off the queue; an unknown or already sent one is
// ErrNotFound.
func (s *Store) MarkNoticeSent(ctx context.Context, id int64) error {
	res, err := s.writer(ctx).ExecContext(ctx, `
UPDATE notices SET sent_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ? AND sent_at IS NULL`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
