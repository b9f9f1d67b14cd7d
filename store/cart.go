package store

import "context"

// CartCount is the number of product units in an open cart (the header's cart count).
func (s *Store) CartCount(ctx context.Context, token string) (int64, error) {
	var n int64
	err := s.read.QueryRowContext(ctx, `
SELECT COALESCE(SUM(i.quantity), 0) FROM cart_items i JOIN carts c ON c.id = i.cart_id
WHERE c.token = ? AND c.status = 'open' AND i.parent_item_id IS NULL`, token).Scan(&n)
	return n, err
}
