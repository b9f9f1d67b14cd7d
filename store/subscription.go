package store

import "context"

// SubscribeNewsletter records an e-mail for the newsletter; subscribing twice is no error.
func (s *Store) SubscribeNewsletter(ctx context.Context, email string) error {
	_, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO subscriptions (kind, email, product_id) VALUES ('newsletter', ?, 0) ON CONFLICT DO NOTHING`, email)
	return err
}
