package store

import "context"

// WishlistIDs lists a user's wishlist, newest first.
func (s *Store) WishlistIDs(ctx context.Context, userID int64) ([]int64, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT product_id FROM wishlist_items WHERE user_id = ? ORDER BY created_at DESC, product_id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
