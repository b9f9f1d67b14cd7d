package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The back office's coupons: list, create, edit, switch off. A coupon takes either a percent
// (1–100) or an amount off (net cents), never both; its window is a start and an end date
// (either may be empty); its limits are a total and a per-customer count (0: none). The cart
// and the order read the same row (coupon.go), so a saved coupon is good at once.

// Coupon is a coupon as the back office edits it.
type Coupon struct {
	ID               int64
	Code             string
	Percent          int64
	Amount           int64  // net cents off
	MinCartTotal     int64  // net goods total the cart needs
	ValidFrom        string // YYYY-MM-DD or RFC 3339; "" from always
	ValidUntil       string // "" for ever; a bare date is its whole day
	UsageLimit       int64  // 0: unlimited
	PerCustomerLimit int64  // 0: unlimited
	UsedCount        int64
	Active           bool
}

// CouponInput is what staff save for a coupon.
type CouponInput struct {
	Code             string
	Percent          int64
	Amount           int64
	MinCartTotal     int64
	ValidFrom        string
	ValidUntil       string
	UsageLimit       int64
	PerCustomerLimit int64
	Active           bool
}

// CouponListLimit is the most coupons one page of the list holds.
const CouponListLimit = 100

// maxCouponCode bounds a code as the storefront's coupon box does.
const maxCouponCode = 64

const adminCouponSQL = `
SELECT id, code, percent, amount, min_cart_total, COALESCE(valid_from, ''), COALESCE(valid_until, ''),
       COALESCE(usage_limit, 0), COALESCE(per_customer_limit, 0), used_count, active FROM coupons `

func scanAdminCoupon(sc interface{ Scan(...any) error }) (Coupon, error) {
	var c Coupon
	err := sc.Scan(&c.ID, &c.Code, &c.Percent, &c.Amount, &c.MinCartTotal, &c.ValidFrom, &c.ValidUntil, &c.UsageLimit,
		&c.PerCustomerLimit, &c.UsedCount, &c.Active)
	return c, err
}

// Coupons lists coupons, newest first, from offset (at most CouponListLimit), with their total;
// search, when not blank, keeps the codes that contain it.
func (s *Store) Coupons(ctx context.Context, search string, offset int) ([]Coupon, int, error) {
	like := "%" + escapeLike(strings.TrimSpace(search)) + "%"
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM coupons WHERE lower(code) LIKE lower(?) ESCAPE '\'`, like).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.read.QueryContext(ctx, adminCouponSQL+`WHERE lower(code) LIKE lower(?) ESCAPE '\' ORDER BY id DESC LIMIT ? OFFSET ?`,
		like, CouponListLimit, offset)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out := []Coupon{}
	for rows.Next() {
		c, err := scanAdminCoupon(rows)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, c)
	}
	return out, total, rows.Err()
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// adminCoupon reads one coupon; ErrNotFound when there is none.
func adminCoupon(ctx context.Context, q conn, id int64) (Coupon, error) {
	c, err := scanAdminCoupon(q.QueryRowContext(ctx, adminCouponSQL+`WHERE id = ?`, id))
	if err == sql.ErrNoRows {
		return Coupon{}, ErrNotFound
	}
	return c, err
}

// check cleans in and lists what is wrong with it, by field; used is the coupon's uses so far.
func (in *CouponInput) check(used int64) FieldErrors {
	fe := FieldErrors{}
	in.Code = foldCouponCode(in.Code)
	switch {
	case in.Code == "":
		fe.Add("code", MsgRequired)
	case utf8.RuneCountInString(in.Code) > maxCouponCode:
		fe.Add("code", MsgTooLong)
	case strings.IndexFunc(in.Code, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) >= 0:
		fe.Add("code", MsgInvalid)
	}
	switch {
	case in.Percent < 0 || in.Percent > 100 || in.Amount < 0 || in.Amount > maxMethodPrice:
		fe.Add("percent", MsgCouponKind)
	case (in.Percent > 0) == (in.Amount > 0):
		fe.Add("percent", MsgCouponKind)
	}
	if in.MinCartTotal < 0 || in.MinCartTotal > maxMethodPrice {
		fe.Add("min_cart_total", MsgInvalid)
	}
	from, okFrom := couponDate(&in.ValidFrom)
	until, okUntil := couponDate(&in.ValidUntil)
	if !okFrom {
		fe.Add("valid_from", MsgDate)
	}
	if !okUntil {
		fe.Add("valid_until", MsgDate)
	}
	if okFrom && okUntil && in.ValidFrom != "" && in.ValidUntil != "" && until.Before(from) {
		fe.Add("valid_until", MsgDateOrder)
	}
	switch {
	case in.UsageLimit < 0 || in.UsageLimit > 1<<31:
		fe.Add("usage_limit", MsgInvalid)
	case in.UsageLimit > 0 && in.UsageLimit < used:
		fe.Add("usage_limit", MsgLimitBelowUsed)
	}
	if in.PerCustomerLimit < 0 || in.PerCustomerLimit > 1<<31 {
		fe.Add("per_customer_limit", MsgInvalid)
	}
	return fe
}

// Why a coupon's fields are refused, besides the common ones: translation keys.
const (
	MsgCouponKind     = "error_coupon_percent_or_amount"
	MsgDate           = "error_date"
	MsgDateOrder      = "error_date_order"
	MsgLimitBelowUsed = "error_limit_below_used"
)

// couponDate trims *v and reads it as a date (YYYY-MM-DD) or an RFC 3339 time; "" is fine.
// The start of a bare date's day is what an end is compared with, which keeps a one-day
// window (from and until the same date) good.
func couponDate(v *string) (time.Time, bool) {
	*v = strings.TrimSpace(*v)
	if *v == "" {
		return time.Time{}, true
	}
	if t, err := time.Parse("2006-01-02", *v); err == nil {
		return t, true
	}
	t, err := time.Parse(time.RFC3339, *v)
	return t, err == nil
}

// nullable is n for SQL, NULL when 0 (no limit).
func nullable(n int64) any {
	if n == 0 {
		return nil
	}
	return n
}

func nullableText(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// CreateCoupon stores a coupon for staff member staffID (audited) and returns its id; bad
// fields are FieldErrors, a code another coupon has (in any letter case) FieldErrors on code.
func (s *Store) CreateCoupon(ctx context.Context, staffID int64, in CouponInput) (int64, error) {
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkCoupon(ctx, &in, 0, 0); err != nil {
			return err
		}
		err := s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO coupons (code, percent, amount, min_cart_total, valid_from, valid_until, usage_limit, per_customer_limit, active)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, in.Code, in.Percent, in.Amount, in.MinCartTotal, nullableText(in.ValidFrom),
			nullableText(in.ValidUntil), nullable(in.UsageLimit), nullable(in.PerCustomerLimit), in.Active).Scan(&id)
		if err != nil {
			return err
		}
		after, err := adminCoupon(ctx, s.reader(ctx), id)
		if err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "coupon.create", Entity: "coupon", EntityID: fmt.Sprint(id), After: after})
	})
	return id, err
}

// UpdateCoupon saves a coupon's fields (its uses so far stay), audited before and after; an
// unknown id is ErrNotFound.
func (s *Store) UpdateCoupon(ctx context.Context, staffID, id int64, in CouponInput) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := adminCoupon(ctx, s.reader(ctx), id)
		if err != nil {
			return err
		}
		if err := s.checkCoupon(ctx, &in, id, before.UsedCount); err != nil {
			return err
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `
UPDATE coupons SET code = ?, percent = ?, amount = ?, min_cart_total = ?, valid_from = ?, valid_until = ?, usage_limit = ?,
  per_customer_limit = ?, active = ? WHERE id = ?`, in.Code, in.Percent, in.Amount, in.MinCartTotal, nullableText(in.ValidFrom),
			nullableText(in.ValidUntil), nullable(in.UsageLimit), nullable(in.PerCustomerLimit), in.Active, id); err != nil {
			return err
		}
		after, err := adminCoupon(ctx, s.reader(ctx), id)
		if err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "coupon.update", Entity: "coupon", EntityID: fmt.Sprint(id),
			Before: before, After: after})
	})
}

func (s *Store) checkCoupon(ctx context.Context, in *CouponInput, id, used int64) error {
	fe := in.check(used)
	if _, bad := fe["code"]; !bad {
		taken, err := exists(ctx, s.reader(ctx), `SELECT 1 FROM coupons WHERE code = ? AND id <> ?`, in.Code, id)
		if err != nil {
			return err
		}
		if taken {
			fe.Add("code", MsgCodeTaken)
		}
	}
	return fe.orNil()
}
