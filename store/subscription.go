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

// SubscribeBackInStock records that email waits for a product to be in stock again, and the
// language (lang, ” for the shop's default) its notice is to speak. The e-mail is kept in
// lower case and compared without case, so one shopper has one subscription per product:
// subscribing again while it waits is no error and changes only the language (the latest
// the shopper used); subscribing again after its notice waits for the next restock. An
// unknown, unpublished or service product is ErrNotFound.
//
// The notice comes when the product's stock next goes from 0 to above 0, whoever writes it:
// the products_back_in_stock trigger (store/migrate.go) queues one notice per waiting
// subscription in the transaction of that stock write, and ends the subscription. A
// subscription made while the product is in stock waits for the next restock too.
func (s *Store) SubscribeBackInStock(ctx context.Context, productID int64, email, lang string) error {
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
INSERT INTO subscriptions (kind, email, product_id, lang) VALUES ('back_in_stock', ?, ?, ?)
ON CONFLICT (kind, email, product_id) DO UPDATE
SET lang = excluded.lang, notified_at = NULL,
    created_at = CASE WHEN notified_at IS NULL THEN created_at ELSE strftime('%Y-%m-%dT%H:%M:%SZ', 'now') END`,
			email, productID, lang)
		return err
	})
}

// CountSubscriptions is the number of subscriptions of a kind (newsletter, back_in_stock).
func (s *Store) CountSubscriptions(ctx context.Context, kind string) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions WHERE kind = ?`, kind).Scan(&n)
	return n, err
}
