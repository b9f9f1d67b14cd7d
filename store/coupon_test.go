package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

func couponReason(err error) string {
	var ce *CouponError
	if errors.As(err, &ce) {
		return ce.Reason
	}
	if err == nil {
		return ""
	}
	return "not a coupon error: " + err.Error()
}

func TestApplyCouponReasons(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pCable, 2) // 19,98 € net
	for code, want := range map[string]string{
		"NOPE":      CouponUnknown,
		"":          CouponUnknown,
		"OFF":       CouponUnknown,
		"FUTURE":    CouponNotYetValid, // from 1 December; the clock says 24 November
		"PAST":      CouponExpired,     // until 23 November, the whole day
		"GONE":      CouponUsedUp,
		"SAVE5":     CouponUnderMin,
		"welcome10": "",
		" LIMITED ": "",
	} {
		if got := couponReason(st.ApplyCoupon(ctx, token, code, 0)); got != want {
			t.Errorf("%q: %q, want %q", code, got, want)
		}
	}
	// The window's ends: a bare date is its whole day.
	now := time.Date(2026, 11, 23, 23, 59, 59, 0, time.UTC)
	st.now = func() time.Time { return now }
	if got := couponReason(st.ApplyCoupon(ctx, token, "PAST", 0)); got != "" {
		t.Errorf("PAST on its last second: %q", got)
	}
	now = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	if got := couponReason(st.ApplyCoupon(ctx, token, "FUTURE", 0)); got != "" {
		t.Errorf("FUTURE on its first second: %q", got)
	}
	if !errors.Is(st.ApplyCoupon(ctx, token, "NOPE", 0), ErrConflict) {
		t.Error("a coupon error is not a conflict for a caller that knows no better")
	}
}

// WELCOME10 is once per customer: by e-mail (any case) at the order, by user as soon as a
// signed-in user applies it; a cancelled order gives the use back.
func TestCouponPerCustomer(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	uid := addUser(t, st, "anna@b.lv")
	order := func(email string, user int64) (Order, error) {
		token := addLines(t, st, pCable, 1)
		if err := st.ApplyCoupon(ctx, token, "WELCOME10", user); err != nil {
			return Order{}, err
		}
		in := guestOrder(email)
		in.UserID = user
		return st.PlaceOrder(ctx, token, in)
	}
	first, err := order("anna@b.lv", 0) // as a guest, with the user's e-mail
	if err != nil || first.Cart.Coupon == nil || first.Cart.Coupon.Code != "WELCOME10" {
		t.Fatalf("first use: %+v %v", first.Cart.Coupon, err)
	}
	if _, err := order("ANNA@b.lv", 0); couponReason(err) != CouponAlreadyUsed {
		t.Errorf("the same e-mail again: %v", err)
	}
	if _, err := order("other@b.lv", uid); couponReason(err) != CouponAlreadyUsed {
		t.Errorf("the user (by e-mail) applying it again: %v", err)
	}
	if _, err := order("someone@b.lv", 0); err != nil {
		t.Errorf("another customer: %v", err)
	}
	if n := count(t, st, `SELECT used_count FROM coupons WHERE code = 'WELCOME10'`); n != 2 {
		t.Errorf("used %d times, want 2", n)
	}
	if err := st.CancelOrder(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT used_count FROM coupons WHERE code = 'WELCOME10'`); n != 1 {
		t.Errorf("used %d times after a cancellation, want 1", n)
	}
	if again, err := order("anna@b.lv", uid); err != nil || again.UserID != uid {
		t.Errorf("after the cancellation: %v", err)
	}
	// Now the user has used it, by user id, whatever e-mail the next order gives.
	if _, err := order("new@b.lv", uid); couponReason(err) != CouponAlreadyUsed {
		t.Errorf("the user under a new e-mail: %v", err)
	}
}
