package store

import (
	"context"
	"strings"
	"testing"
)

// The columns SQLite compares without letter case are written and looked up in one case, so
// that a plain = finds them on PostgreSQL too: an account's e-mail in lower case (sign-in in
// any case still works), a coupon's code in upper case (applied in any case), and migration
// 35 folds the rows written before.
func TestNoCaseColumnsAreKeptInOneCase(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()

	id, err := st.CreateUser(ctx, NewUser{Email: " Mixed.Case@Example.LV ", Password: "secret123"})
	if err != nil {
		t.Fatal(err)
	}
	var email string
	if err := st.read.QueryRowContext(ctx, `SELECT email FROM users WHERE id = ?`, id).Scan(&email); err != nil || email != "mixed.case@example.lv" {
		t.Fatalf("stored e-mail %q (%v)", email, err)
	}
	for _, typed := range []string{"mixed.case@example.lv", "MIXED.CASE@EXAMPLE.LV", " Mixed.Case@example.lv"} {
		if got, err := st.Authenticate(ctx, typed, "secret123"); err != nil || got != id {
			t.Errorf("sign-in as %q: %d, %v", typed, got, err)
		}
	}

	staff, err := st.CreateStaff(ctx, NewStaff{Email: "owner@shop.test", Role: RoleOwner, Password: "a long and fine password"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateCoupon(ctx, staff, CouponInput{Code: "spring5", Percent: 5, Active: true}); err != nil {
		t.Fatal(err)
	}
	for _, typed := range []string{"SPRING5", "spring5", " Spring5 "} {
		c, err := couponByCode(ctx, st.read, typed)
		if err != nil || c == nil || c.code != "SPRING5" {
			t.Errorf("coupon %q: %+v, %v", typed, c, err)
		}
	}
	list, total, err := st.Coupons(ctx, "ring", 0)
	if err != nil || total != 1 || len(list) != 1 || list[0].Code != "SPRING5" {
		t.Errorf("search: %d %+v %v", total, list, err)
	}

	// Rows from before the fold, as an older shop wrote them.
	if _, err := st.write.ExecContext(ctx, `UPDATE users SET email = 'Mixed.Case@Example.LV' WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.ExecContext(ctx, `UPDATE coupons SET code = 'spring5'`); err != nil {
		t.Fatal(err)
	}
	step := ""
	for _, m := range migrations {
		if strings.Contains(m, "UPDATE users SET email = lower(email)") {
			step = m
		}
	}
	if step == "" {
		t.Fatal("no migration folds the e-mails")
	}
	if _, err := st.write.ExecContext(ctx, step); err != nil {
		t.Fatal(err)
	}
	var code string
	if err := st.read.QueryRowContext(ctx, `SELECT u.email, c.code FROM users u, coupons c WHERE u.id = ?`, id).Scan(&email, &code); err != nil ||
		email != "mixed.case@example.lv" || code != "SPRING5" {
		t.Errorf("after the migration: %q %q (%v)", email, code, err)
	}
}
