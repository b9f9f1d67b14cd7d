package store

import "context"

// SubscribeNewsletter records an e-mail for the newsletter; subscribing twice is no error.
func (s *Store) SubscribeNewsletter(ctx context.Context, email string) error {
	_, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO subscriptions (kind, email, product_id) VALUES ('newsletter', ?, 0) ON CONFLICT DO NOTHING`, email)
	return err
}

// CountSubscriptions is the number of subscriptions of a kind (newsletter, back_in_stock).
func (s *Store) CountSubscriptions(ctx context.Context, kind string) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions WHERE kind = ?`, kind).Scan(&n)
	return n, err
}
