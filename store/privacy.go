package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// A shopper's rights over their data (GDPR articles 15, 17 and 20): a copy of everything the
// shop keeps about their account, and the account's erasure. Orders stay for accounting, as
// the law on bookkeeping asks, with the person taken out of them.

// UserExport is everything the shop keeps about an account, as the shopper downloads it.
type UserExport struct {
	ExportedAt    string
	Profile       ExportProfile
	Company       *Company
	Addresses     []Address
	Orders        []Order
	Reviews       []ExportReview
	Wishlist      []ExportWishlistItem
	Subscriptions []ExportSubscription
}

// ExportProfile is the account itself.
type ExportProfile struct {
	Type       string
	Name       string
	Surname    string
	Email      string
	Phone      Phone
	Newsletter bool
	CreatedAt  string
}

// ExportReview is a review the shopper wrote.
type ExportReview struct {
	ProductID    int64
	ProductTitle string
	Rate         int
	Comment      string
	Published    bool
	CreatedAt    string
}

// ExportWishlistItem is a product on the shopper's wishlist.
type ExportWishlistItem struct {
	ProductID int64
	Title     string
	AddedAt   string
}

// ExportSubscription is a newsletter or back-in-stock subscription under the account's e-mail.
type ExportSubscription struct {
	Kind      string
	ProductID int64 // 0 for the newsletter
	CreatedAt string
}

// ExportUser gathers an account's data, or ErrNotFound, its addresses' countries named in
// lang. Orders carry translation keys as their status labels, as OrderByID gives them.
func (s *Store) ExportUser(ctx context.Context, id int64, now time.Time, lang string) (*UserExport, error) {
	x := &UserExport{ExportedAt: dbTime(now), Orders: []Order{}, Reviews: []ExportReview{}, Wishlist: []ExportWishlistItem{},
		Subscriptions: []ExportSubscription{}}
	p := &x.Profile
	err := s.read.QueryRowContext(ctx, `
SELECT type, name, surname, email, phone_calling_code, phone_number, newsletter, created_at FROM users
WHERE id = ? AND deleted_at IS NULL`, id).
		Scan(&p.Type, &p.Name, &p.Surname, &p.Email, &p.Phone.CountryCallingCode, &p.Phone.Number, &p.Newsletter, &p.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	p.Phone.CountryCallingCode = plusCode(p.Phone.CountryCallingCode)
	if x.Company, err = s.company(ctx, s.read, id); err != nil {
		return nil, err
	}
	if x.Addresses, err = s.Addresses(ctx, id, lang); err != nil {
		return nil, err
	}
	orders, err := s.OrdersOfUser(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, o := range orders {
		full, err := s.OrderByID(ctx, o.ID)
		if err != nil {
			return nil, err
		}
		x.Orders = append(x.Orders, full)
	}
	err = scanRows(ctx, s.read, `
SELECT r.product_id, p.title, r.rate, r.comment, r.published, r.created_at
FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.user_id = ? ORDER BY r.id`, []any{id}, func(rows *sql.Rows) error {
		var r ExportReview
		err := rows.Scan(&r.ProductID, &r.ProductTitle, &r.Rate, &r.Comment, &r.Published, &r.CreatedAt)
		x.Reviews = append(x.Reviews, r)
		return err
	})
	if err != nil {
		return nil, err
	}
	err = scanRows(ctx, s.read, `
SELECT w.product_id, p.title, w.created_at FROM wishlist_items w JOIN products p ON p.id = w.product_id
WHERE w.user_id = ? ORDER BY w.created_at, w.product_id`, []any{id}, func(rows *sql.Rows) error {
		var w ExportWishlistItem
		err := rows.Scan(&w.ProductID, &w.Title, &w.AddedAt)
		x.Wishlist = append(x.Wishlist, w)
		return err
	})
	if err != nil {
		return nil, err
	}
	// lower() as the erasure below matches them: a subscription written in another letter case
	// (before the store folded them, or by an operator) is the person's too, and SQLite's
	// NOCASE found it where PostgreSQL's plain = does not.
	err = scanRows(ctx, s.read, `SELECT kind, product_id, created_at FROM subscriptions WHERE lower(email) = lower(?) ORDER BY id`,
		[]any{p.Email}, func(rows *sql.Rows) error {
			var sub ExportSubscription
			err := rows.Scan(&sub.Kind, &sub.ProductID, &sub.CreatedAt)
			x.Subscriptions = append(x.Subscriptions, sub)
			return err
		})
	if err != nil {
		return nil, err
	}
	return x, nil
}

// scanRows runs a query and hands each row to scan.
func scanRows(ctx context.Context, q conn, query string, args []any, scan func(*sql.Rows) error) error {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// DeleteAccount erases an account once its password is confirmed (FieldErrors on "password"
// otherwise; a user that is gone is ErrNotFound), in one transaction:
//
//   - the account's row stays, emptied: no name, phone or password (it can never sign in), the
//     e-mail replaced by deleted-{id}@invalid so the real one is free to register again, and
//     deleted_at set. Keeping the row keeps its id from being given to a new account, which
//     would inherit anything still naming the old id (a session, a cart);
//   - its company, addresses and wishlist are deleted;
//   - its orders stay for accounting, with what bookkeeping needs: number, dates, lines,
//     prices, VAT, coupon, methods, payment, the delivery country, and a company buyer's
//     details (a legal person's, which a VAT invoice must name). The person is taken out:
//     name, surname, e-mail, phones, street address, city, zip, courier message and pickup
//     point, and the hashes of the browser session and client address it came from. The
//     order's link (access token) is cleared, so an old mail's link shows nothing;
//   - reviews the account wrote, its subscriptions and contact messages under its e-mail, and
//     every mail queued to that e-mail or about its orders are deleted;
//   - its carts lose their delivery details; open ones are deleted;
//   - coupon uses are kept (a coupon's count) without the e-mail.
func (s *Store) DeleteAccount(ctx context.Context, id int64, password string) error {
	var email, hash string
	err := s.read.QueryRowContext(ctx, `SELECT email, password_hash FROM users WHERE id = ? AND deleted_at IS NULL`, id).Scan(&email, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	if password == "" {
		return FieldErrors{"password": {MsgRequired}}
	}
	ok, _, err := CheckPassword(ctx, hash, password)
	if err != nil {
		return err
	}
	if !ok {
		return FieldErrors{"password": {MsgPasswordWrong}}
	}
	return s.WithTx(ctx, func(ctx context.Context) error { return s.eraseAccount(ctx, id, email) })
}

// eraseAccount runs DeleteAccount's erasure of account id (e-mail email) in the context's
// transaction: the shopper's own deletion and the back office's (EraseCustomer) are one code.
func (s *Store) eraseAccount(ctx context.Context, id int64, email string) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		for _, step := range []struct {
			query string
			args  []any
		}{
			{`DELETE FROM notices WHERE lower(email) = lower(?) OR order_id IN (SELECT id FROM orders WHERE user_id = ?)`, []any{email, id}},
			{`UPDATE orders SET user_name = '', user_surname = '', user_email = '', user_phone = '', ship_identifier = '',
  ship_region_id = NULL, ship_area_id = NULL, ship_city = '', ship_village = '', ship_building_num = '', ship_house_num = '',
  ship_address = '', ship_zip = '', ship_phone = '', ship_message = '', access_token = NULL, idempotency_key = NULL,
  session_hash = NULL, client_hash = NULL
WHERE user_id = ?`, []any{id}},
			// A withdrawal stays as the record of a contract undone, without whom it was from.
			{`UPDATE withdrawals SET name = '', email = '', client_hash = NULL
WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?) OR lower(email) = lower(?)`, []any{id, email}},
			{`UPDATE coupon_redemptions SET email = '' WHERE user_id = ?`, []any{id}},
			{`DELETE FROM carts WHERE user_id = ? AND status = 'open'`, []any{id}},
			{`UPDATE carts SET ship_identifier = '', ship_region_id = NULL, ship_area_id = NULL, ship_city = '', ship_village = '',
  ship_building_num = '', ship_house_num = '', ship_address = '', ship_zip = '', ship_message = '', ship_phone = ''
WHERE user_id = ?`, []any{id}},
			{`DELETE FROM reviews WHERE user_id = ?`, []any{id}},
			{`DELETE FROM subscriptions WHERE lower(email) = lower(?)`, []any{email}},
			{`DELETE FROM contact_messages WHERE lower(email) = lower(?)`, []any{email}},
			{`DELETE FROM companies WHERE user_id = ?`, []any{id}},
			{`DELETE FROM addresses WHERE user_id = ?`, []any{id}},
			{`DELETE FROM wishlist_items WHERE user_id = ?`, []any{id}},
			{`DELETE FROM password_resets WHERE user_id = ?`, []any{id}},
			{`UPDATE users SET email = 'deleted-' || id || '@invalid', password_hash = '', name = '', surname = '',
  phone_calling_code = '', phone_number = '', country_id = NULL, newsletter = 0, deleted_at = ? WHERE id = ?`, []any{dbTime(s.clock()), id}},
		} {
			if _, err := w.ExecContext(ctx, step.query, step.args...); err != nil {
				return err
			}
		}
		return nil
	})
}
