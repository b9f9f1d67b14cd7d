package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// MaxWishlist is how many products one wishlist holds, a guest's (in the session) or a user's:
// each toggle writes the list, so it stays a list of wishes, not a copy of the catalogue.
const MaxWishlist = 100

// ErrWishlistFull is a product added to a wishlist that holds MaxWishlist. It counts as
// ErrConflict.
var ErrWishlistFull = fmt.Errorf("%w: the wishlist holds as many products as it may", ErrConflict)

// WishlistIDs lists a user's wishlist, newest first.
func (s *Store) WishlistIDs(ctx context.Context, userID int64) ([]int64, error) {
	ids, err := s.productIDs(ctx, `SELECT product_id FROM wishlist_items WHERE user_id = ? ORDER BY created_at DESC, product_id`, userID)
	if err == nil && ids == nil {
		ids = []int64{} // an empty list, not null, in answers
	}
	return ids, err
}

// ToggleWishlist adds the product to the user's wishlist, or removes it if there; it reports
// whether the product is in the list afterwards. An unknown product is ErrNotFound; an
// addition to a full list (MaxWishlist) is ErrWishlistFull.
func (s *Store) ToggleWishlist(ctx context.Context, userID, productID int64) (bool, error) {
	var in bool
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		if err := productExists(ctx, w, productID); err != nil {
			return err
		}
		res, err := w.ExecContext(ctx, `DELETE FROM wishlist_items WHERE user_id = ? AND product_id = ?`, userID, productID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return nil
		}
		var n int
		if err := w.QueryRowContext(ctx, `SELECT COUNT(*) FROM wishlist_items WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return err
		}
		if n >= MaxWishlist {
			return ErrWishlistFull
		}
		in = true
		_, err = w.ExecContext(ctx, `INSERT INTO wishlist_items (user_id, product_id) VALUES (?, ?)`, userID, productID)
		return err
	})
	return in, err
}

// MergeWishlist adds a guest's wishlist to the user's at sign-in; products already there stay,
// and none is added past MaxWishlist.
func (s *Store) MergeWishlist(ctx context.Context, userID int64, productIDs []int64) error {
	if len(productIDs) == 0 {
		return nil
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var n int
		if err := w.QueryRowContext(ctx, `SELECT COUNT(*) FROM wishlist_items WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return err
		}
		for _, id := range productIDs {
			if n >= MaxWishlist {
				return nil
			}
			res, err := w.ExecContext(ctx, `
INSERT INTO wishlist_items (user_id, product_id) SELECT ?, id FROM products WHERE id = ?
ON CONFLICT DO NOTHING`, userID, id)
			if err != nil {
				return err
			}
			added, _ := res.RowsAffected()
			n += int(added)
		}
		return nil
	})
}

func productExists(ctx context.Context, q conn, id int64) error {
	var one int
	err := q.QueryRowContext(ctx, `SELECT 1 FROM products WHERE id = ? AND published = 1 AND type = 'product'`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// ProductPublished reports ErrNotFound unless the product exists, is published and is not a
// service (a service is an add-on of a cart line, never wished for on its own).
func (s *Store) ProductPublished(ctx context.Context, id int64) error {
	return productExists(ctx, s.read, id)
}
