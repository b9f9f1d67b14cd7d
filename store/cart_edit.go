package store

import (
	"context"
	"database/sql"
	"errors"
)

// The cart's edits. Each takes the cart's token and changes only that open cart: a line id of
// another cart, or no open cart, is ErrNotFound, so ids from the client can name nothing else.

// openCartID is the id of the open cart of token, or ErrNotFound.
func openCartID(ctx context.Context, w conn, token string) (int64, error) {
	var id int64
	err := w.QueryRowContext(ctx, `SELECT id FROM carts WHERE token = ? AND status = 'open'`, token).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNotFound
	}
	return id, err
}

// updateOpenCart sets columns (`coupon_id = NULL`) of the open cart of token, or ErrNotFound.
func (s *Store) updateOpenCart(ctx context.Context, token, set string, args ...any) error {
	res, err := s.prepared(s.writer(ctx)).ExecContext(ctx, `UPDATE carts SET `+set+`, updated_at = ?
WHERE token = ? AND status = 'open'`, append(args, dbTime(s.clock()), token)...)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// productLine reads a product line of the cart: its product and quantity, or ErrNotFound
// (another cart's line, a service's line, no line).
func productLine(ctx context.Context, w conn, cartID, lineID int64) (productID, qty int64, err error) {
	err = w.QueryRowContext(ctx, `SELECT product_id, quantity FROM cart_items WHERE id = ? AND cart_id = ? AND parent_item_id IS NULL`,
		lineID, cartID).Scan(&productID, &qty)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, ErrNotFound
	}
	return productID, qty, err
}

// SetQuantity sets a product line to qty units (its services follow). Fewer than 1 unit, or
// more than the stock, is ErrConflict and changes nothing.
func (s *Store) SetQuantity(ctx context.Context, token string, lineID, qty int64) error {
	if qty < 1 {
		return ErrConflict
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		cartID, err := openCartID(ctx, w, token)
		if err != nil {
			return err
		}
		productID, _, err := productLine(ctx, w, cartID, lineID)
		if err != nil {
			return err
		}
		var stock int64
		if err := w.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ?`, productID).Scan(&stock); err != nil {
			return err
		}
		if qty > stock {
			return ErrConflict
		}
		if err := setLineQuantity(ctx, w, lineID, qty); err != nil {
			return err
		}
		return s.touchCart(ctx, w, cartID)
	})
}

// DeleteItem removes a line: a product line with its services, or one service.
func (s *Store) DeleteItem(ctx context.Context, token string, lineID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		cartID, err := openCartID(ctx, w, token)
		if err != nil {
			return err
		}
		// The services go with their line by ON DELETE CASCADE.
		res, err := w.ExecContext(ctx, `DELETE FROM cart_items WHERE id = ? AND cart_id = ?`, lineID, cartID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		return s.touchCart(ctx, w, cartID)
	})
}

// AddService puts a service on a product line, once per unit of the line; a service already
// there stays as it is. An unknown or unpublished service is ErrNotFound; one that does not
// fit the product's category (table product_services) is ErrConflict. Services have no stock.
func (s *Store) AddService(ctx context.Context, token string, lineID, serviceID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		cartID, err := openCartID(ctx, w, token)
		if err != nil {
			return err
		}
		productID, qty, err := productLine(ctx, w, cartID, lineID)
		if err != nil {
			return err
		}
		var fits bool
		err = w.QueryRowContext(ctx, `
WITH RECURSIVE up(category_id) AS (
  SELECT category_id FROM products WHERE id = ? AND category_id IS NOT NULL
  UNION
  SELECT c.parent_id FROM up JOIN categories c ON c.id = up.category_id WHERE c.parent_id IS NOT NULL)
SELECT EXISTS (SELECT 1 FROM product_services WHERE service_id = s.id AND category_id IN (SELECT category_id FROM up))
FROM products s WHERE s.id = ? AND s.type = 'service' AND s.published = 1`, productID, serviceID).Scan(&fits)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if !fits {
			return ErrConflict
		}
		if _, err := w.ExecContext(ctx, `
INSERT INTO cart_items (cart_id, product_id, parent_item_id, quantity) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
			cartID, serviceID, lineID, qty); err != nil {
			return err
		}
		return s.touchCart(ctx, w, cartID)
	})
}

// RemoveService takes a service off a product line; one that is not there is ErrNotFound.
func (s *Store) RemoveService(ctx context.Context, token string, lineID, serviceID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		cartID, err := openCartID(ctx, w, token)
		if err != nil {
			return err
		}
		res, err := w.ExecContext(ctx, `DELETE FROM cart_items WHERE cart_id = ? AND parent_item_id = ? AND product_id = ?`,
			cartID, lineID, serviceID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		return s.touchCart(ctx, w, cartID)
	})
}

// ResetCart forgets the open cart's checkout choices — shipping method, address and payment
// method — and keeps its lines and coupon (GET /api/cart/reset-data). No open cart: ErrNotFound.
func (s *Store) ResetCart(ctx context.Context, token string) error {
	return s.updateOpenCart(ctx, token, `shipping_method_id = NULL, payment_method_id = NULL, `+clearAddressSQL+`, ship_country_id = NULL`)
}

// clearAddressSQL empties a cart's address, all but its country.
const clearAddressSQL = `ship_identifier = '', ship_region_id = NULL, ship_area_id = NULL, ship_city = '', ship_village = '',
ship_building_num = '', ship_house_num = '', ship_address = '', ship_zip = '', ship_message = '', ship_phone = ''`

// MergeCarts joins a signed-in user's carts at sign-in and returns the token of the one that
// remains, "" when the user has none. The guest's cart of guestToken (what the shopper just
// did) is kept and becomes the user's; the user's older open carts are merged into it, each
// product's quantities summed but never above its stock, services kept, no new line past
// MaxCartLines, and then deleted.
// The guest cart's checkout choices (coupon, shipping, payment) win; without a guest cart (or
// with another user's) the user's latest open cart is the answer.
func (s *Store) MergeCarts(ctx context.Context, guestToken string, userID int64) (string, error) {
	token := ""
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		var keep int64
		// Another user's cart (a shared computer) is not taken over.
		err := w.QueryRowContext(ctx, `SELECT id, token FROM carts WHERE token = ? AND status = 'open' AND (user_id IS NULL OR user_id = ?)`,
			guestToken, userID).Scan(&keep, &token)
		if errors.Is(err, sql.ErrNoRows) {
			err = w.QueryRowContext(ctx, `SELECT id, token FROM carts WHERE user_id = ? AND status = 'open' ORDER BY updated_at DESC, id DESC LIMIT 1`,
				userID).Scan(&keep, &token)
		}
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := w.ExecContext(ctx, `UPDATE carts SET user_id = ? WHERE id = ?`, userID, keep); err != nil {
			return err
		}
		older, err := idsOf(ctx, w, `SELECT id FROM carts WHERE user_id = ? AND status = 'open' AND id != ? ORDER BY id`, userID, keep)
		if err != nil {
			return err
		}
		for _, from := range older {
			if err := mergeCartInto(ctx, w, from, keep); err != nil {
				return err
			}
		}
		return s.touchCart(ctx, w, keep)
	})
	return token, err
}

// mergeCartInto moves the lines of cart from into cart into and deletes cart from.
func mergeCartInto(ctx context.Context, w conn, from, into int64) error {
	type line struct{ id, product, qty int64 }
	rows, err := w.QueryContext(ctx, `SELECT id, product_id, quantity FROM cart_items WHERE cart_id = ? AND parent_item_id IS NULL ORDER BY id`, from)
	if err != nil {
		return err
	}
	var lines []line
	for rows.Next() {
		var l line
		if err := rows.Scan(&l.id, &l.product, &l.qty); err != nil {
			rows.Close()
			return err
		}
		lines = append(lines, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	var count int64 // into's lines: past MaxCartLines an older cart's product is not carried over
	if err := w.QueryRowContext(ctx, `SELECT COUNT(*) FROM cart_items WHERE cart_id = ? AND parent_item_id IS NULL`, into).Scan(&count); err != nil {
		return err
	}
	for _, l := range lines {
		var stock int64
		var ok bool
		err := w.QueryRowContext(ctx, `SELECT stock, published = 1 AND type = 'product' FROM products WHERE id = ?`, l.product).Scan(&stock, &ok)
		if err != nil || !ok {
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return err
			}
			continue // no longer on sale: not carried over
		}
		var target, have int64
		err = w.QueryRowContext(ctx, `SELECT id, quantity FROM cart_items WHERE cart_id = ? AND product_id = ? AND parent_item_id IS NULL`,
			into, l.product).Scan(&target, &have)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		qty := min(have+l.qty, stock)
		switch {
		case target != 0:
			err = setLineQuantity(ctx, w, target, max(qty, have))
		case qty > 0 && count < MaxCartLines:
			err = w.QueryRowContext(ctx, `INSERT INTO cart_items (cart_id, product_id, quantity) VALUES (?, ?, ?) RETURNING id`,
				into, l.product, qty).Scan(&target)
			if err == nil {
				count++
			}
		}
		if err != nil {
			return err
		}
		if target == 0 {
			continue
		}
		if _, err := w.ExecContext(ctx, `
INSERT INTO cart_items (cart_id, product_id, parent_item_id, quantity)
SELECT ?, product_id, ?, (SELECT quantity FROM cart_items WHERE id = ?) FROM cart_items WHERE parent_item_id = ?
ON CONFLICT DO NOTHING`, into, target, target, l.id); err != nil {
			return err
		}
	}
	_, err = w.ExecContext(ctx, `DELETE FROM carts WHERE id = ?`, from)
	return err
}

// idsOf runs a query of one id column on w.
func idsOf(ctx context.Context, w conn, query string, args ...any) ([]int64, error) {
	rows, err := w.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// SetProductQuantity sets the line of a product to qty units, adding the line when the cart
// has none (the cart page's counter, and an add without ?action=plus), and returns the cart's
// token as AddToCart does. More than the stock, or fewer than 1 unit, is ErrConflict.
func (s *Store) SetProductQuantity(ctx context.Context, token string, productID, qty int64) (string, error) {
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		var lineID int64
		err := w.QueryRowContext(ctx, `
SELECT i.id FROM cart_items i JOIN carts c ON c.id = i.cart_id
WHERE c.token = ? AND c.status = 'open' AND i.product_id = ? AND i.parent_item_id IS NULL`, token, productID).Scan(&lineID)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			token, err = s.AddToCart(ctx, token, productID, qty)
			return err
		case err != nil:
			return err
		}
		return s.SetQuantity(ctx, token, lineID, qty)
	})
	return token, err
}
