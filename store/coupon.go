package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Coupons (table coupons): a percent off, or a fixed amount off in net cents (with VAT on the
// goods, cart_pricing.go); a minimum net goods total before the coupon; an optional window
// valid_from..valid_until (UTC, inclusive; a bare date is its whole day); a switch (active); a
// total usage limit (usage_limit, used_count) and a limit per customer (per_customer_limit),
// counted in coupon_redemptions by e-mail, and by user when signed in. An order that carries a
// coupon uses it up in its own transaction; a cancelled order gives the use back.

// Why a coupon is refused: translation keys, so the handler answers them as they are.
const (
	CouponUnknown     = "error_coupon_unknown"       // no such code, or switched off
	CouponExpired     = "error_coupon_expired"       // valid_until has passed
	CouponNotYetValid = "error_coupon_not_yet_valid" // valid_from is still to come
	CouponUnderMin    = "error_coupon_minimum"       // the goods are below min_cart_total
	CouponUsedUp      = "error_coupon_used_up"       // usage_limit reached
	CouponAlreadyUsed = "error_coupon_already_used"  // this customer's per_customer_limit reached
)

// CouponError is a coupon refused for Reason (one of the Coupon* keys). MinNetTotal is the
// coupon's minimum (net cents) when Reason is CouponUnderMin, for the message. It counts as
// ErrConflict for a caller that knows no better.
type CouponError struct {
	Reason      string
	MinNetTotal int64
}

func (e *CouponError) Error() string        { return "coupon: " + e.Reason }
func (e *CouponError) Is(target error) bool { return target == ErrConflict }

// couponRow is a coupon's row.
type couponRow struct {
	id, percent, amount, minNet int64
	code, from, until           string
	limit, perCustomer          int64 // 0: no limit
	used                        int64
	active                      bool
}

const couponSQL = `
SELECT id, code, percent, amount, min_cart_total, COALESCE(valid_from, ''), COALESCE(valid_until, ''),
       COALESCE(usage_limit, 0), COALESCE(per_customer_limit, 0), used_count, active
FROM coupons WHERE `

func scanCoupon(ctx context.Context, q conn, where string, arg any) (*couponRow, error) {
	c := &couponRow{}
	err := q.QueryRowContext(ctx, couponSQL+where, arg).Scan(&c.id, &c.code, &c.percent, &c.amount, &c.minNet, &c.from,
		&c.until, &c.limit, &c.perCustomer, &c.used, &c.active)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return c, err
}

// couponByID reads a coupon; nil when there is none.
func couponByID(ctx context.Context, q conn, id int64) (*couponRow, error) {
	return scanCoupon(ctx, q, `id = ?`, id)
}

// switchedOff is c marked inactive while the owner has coupons switched off (the
// coupons_enabled setting): a cart's coupon then takes nothing off and an order refuses it,
// as for a coupon switched off on its own; switched on again, it counts again.
func (s *Store) switchedOff(c *couponRow) *couponRow {
	if set := s.Settings(); c != nil && set != nil && !set.CouponsEnabled {
		c.active = false
	}
	return c
}

// couponByCode reads a coupon by its code, in any letter case; nil when there is none.
func couponByCode(ctx context.Context, q conn, code string) (*couponRow, error) {
	return scanCoupon(ctx, q, `code = ?`, foldCouponCode(code))
}

// terms are what the coupon takes off; nil for no coupon.
func (c *couponRow) terms() *couponTerms {
	if c == nil {
		return nil
	}
	return &couponTerms{percent: c.percent, amount: c.amount}
}

// check tells whether the coupon applies at now to goods of goodsNet net cents, leaving out
// the per-customer limit (which needs the customer): nil, or why not.
func (c *couponRow) check(now time.Time, goodsNet int64) *CouponError {
	switch {
	case !c.active:
		return &CouponError{Reason: CouponUnknown}
	case c.from != "" && now.Before(couponTime(c.from, false)):
		return &CouponError{Reason: CouponNotYetValid}
	case c.until != "" && now.After(couponTime(c.until, true)):
		return &CouponError{Reason: CouponExpired}
	case c.limit > 0 && c.used >= c.limit:
		return &CouponError{Reason: CouponUsedUp}
	case goodsNet < c.minNet:
		return &CouponError{Reason: CouponUnderMin, MinNetTotal: c.minNet}
	}
	return nil
}

// couponTime reads a coupon's valid_from or valid_until: RFC 3339, "2006-01-02 15:04:05"
// (UTC), or a bare date, which as an end means the end of that day. A time that cannot be read
// refuses the coupon (the far future for a start, the far past for an end).
func couponTime(s string, end bool) time.Time {
	for _, layout := range []string{time.RFC3339, "2006-01-02 15:04:05", "2006-01-02T15:04:05"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	if t, err := time.Parse("2006-01-02", s); err == nil {
		if end {
			return t.Add(24*time.Hour - time.Second)
		}
		return t
	}
	if end {
		return time.Time{}
	}
	return time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC)
}

// checkCustomer refuses the coupon when the customer (e-mail, and user when not 0) has used
// it per_customer_limit times already.
func (c *couponRow) checkCustomer(ctx context.Context, q conn, email string, userID int64) error {
	if c.perCustomer == 0 || (email == "" && userID == 0) {
		return nil
	}
	var n int64
	err := q.QueryRowContext(ctx, `
SELECT COUNT(*) FROM coupon_redemptions
WHERE coupon_id = ? AND ((CAST(? AS TEXT) <> '' AND email = ?) OR (CAST(? AS BIGINT) <> 0 AND user_id = ?))`,
		c.id, email, foldEmail(email), userID, userID).Scan(&n)
	if err != nil {
		return err
	}
	if n >= c.perCustomer {
		return &CouponError{Reason: CouponAlreadyUsed}
	}
	return nil
}

// ApplyCoupon puts the coupon code on the open cart of token, for the signed-in user userID
// (0 for a guest, whose e-mail is checked at the order). Refused: a *CouponError saying why,
// and the cart keeps what it had. No open cart: ErrNotFound.
func (s *Store) ApplyCoupon(ctx context.Context, token, code string, userID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		row, lines, err := loadCart(ctx, w, token)
		if err != nil {
			return err
		}
		if row == nil {
			return ErrNotFound
		}
		c, err := couponByCode(ctx, w, code)
		if err != nil {
			return err
		}
		c = s.switchedOff(c)
		if c == nil {
			return &CouponError{Reason: CouponUnknown}
		}
		if cerr := c.check(s.clock(), goodsNet(lines)); cerr != nil {
			return cerr
		}
		var email string
		if userID != 0 {
			if err := w.QueryRowContext(ctx, `SELECT email FROM users WHERE id = ?`, userID).Scan(&email); err != nil &&
				!errors.Is(err, sql.ErrNoRows) {
				return err
			}
		}
		if err := c.checkCustomer(ctx, w, email, userID); err != nil {
			return err
		}
		_, err = w.ExecContext(ctx, `UPDATE carts SET coupon_id = ?, updated_at = ? WHERE id = ?`,
			c.id, dbTime(s.clock()), row.id)
		return err
	})
}

// RemoveCoupon takes the coupon off the open cart of token. No open cart: ErrNotFound.
func (s *Store) RemoveCoupon(ctx context.Context, token string) error {
	return s.updateOpenCart(ctx, token, `coupon_id = NULL`)
}

// useCoupon takes one use of the coupon for an order, in the order's transaction. The
// conditional UPDATE is what makes the usage limit hold under any concurrency: it changes no
// row once the limit is reached.
func useCoupon(ctx context.Context, w conn, c *couponRow, orderID int64, email string, userID int64) error {
	res, err := w.ExecContext(ctx, `
UPDATE coupons SET used_count = used_count + 1 WHERE id = ? AND (usage_limit IS NULL OR used_count < usage_limit)`, c.id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return &CouponError{Reason: CouponUsedUp}
	}
	_, err = w.ExecContext(ctx, `INSERT INTO coupon_redemptions (order_id, coupon_id, email, user_id) VALUES (?, ?, ?, ?)`,
		orderID, c.id, foldEmail(email), nullID(userID))
	return err
}

// releaseCoupon gives back the coupon use of an order (it is cancelled), if it had one.
func releaseCoupon(ctx context.Context, w conn, orderID int64) error {
	var couponID int64
	err := w.QueryRowContext(ctx, `DELETE FROM coupon_redemptions WHERE order_id = ? RETURNING coupon_id`, orderID).Scan(&couponID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	_, err = w.ExecContext(ctx, `UPDATE coupons SET used_count = used_count - 1 WHERE id = ? AND used_count > 0`, couponID)
	return err
}
