package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

// withdrawalInput is a statement of the order o as its buyer sends it, naming items.
func withdrawalInput(o Order, email string, items ...int64) WithdrawalInput {
	return WithdrawalInput{Number: o.PrefixedID, Email: email, Name: "Anna Bērziņa", Lang: "fi", ItemIDs: items,
		Address: "192.0.2.7", ShopTo: "shop@shop.test"}
}

// An order is found by its number and e-mail (any case), and neither half alone finds it; the
// same statement sent twice is one record and one pair of mails, however its lines were named.
func TestWithdrawalMatchingAndIdempotency(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1, pCable, 2), guestOrder("anna@example.lv"))
	if err != nil {
		t.Fatal(err)
	}
	other, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("other@example.lv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ number, email string }{
		{o.PrefixedID, "other@example.lv"}, {other.PrefixedID, "anna@example.lv"}, {"LV-999999", "anna@example.lv"},
		{"XX-000001", "anna@example.lv"}, {"junk", "anna@example.lv"},
	} {
		if _, err := st.WithdrawalOrder(ctx, c.number, c.email); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s with %s: %v, want not found", c.number, c.email, err)
		}
		if _, _, err := st.Withdraw(ctx, WithdrawalInput{Number: c.number, Email: c.email, Name: "X"}); !errors.Is(err, ErrNotFound) {
			t.Errorf("withdraw %s with %s: %v, want not found", c.number, c.email, err)
		}
	}
	found, err := st.WithdrawalOrder(ctx, o.PrefixedID, "ANNA@Example.lv")
	if err != nil || found.ID != o.ID || len(found.Lines) != 2 || !found.Deadline.IsZero() {
		t.Fatalf("found %+v, %v", found, err)
	}
	phone, cable := o.Cart.Items[0].ID, o.Cart.Items[1].ID

	if _, _, err := st.Withdraw(ctx, withdrawalInput(o, "anna@example.lv", cable, other.Cart.Items[0].ID)); !isField(err, "lines") {
		t.Fatalf("another order's line: %v", err)
	}
	w, existed, err := st.Withdraw(ctx, withdrawalInput(o, "anna@example.lv", cable, cable))
	if err != nil || existed || w.Whole || len(w.Lines) != 1 || w.Lines[0].ItemID != cable || w.Lines[0].Quantity != 2 ||
		w.OrderNumber != o.PrefixedID || w.Name != "Anna Bērziņa" || w.CreatedAt != "2026-11-24T10:00:00Z" {
		t.Fatalf("first: %+v existed %v, %v", w, existed, err)
	}
	again, existed, err := st.Withdraw(ctx, withdrawalInput(o, "anna@example.lv", cable))
	if err != nil || !existed || again.ID != w.ID {
		t.Fatalf("again: %+v existed %v, %v", again, existed, err)
	}
	whole, existed, err := st.Withdraw(ctx, withdrawalInput(o, "anna@example.lv", phone, cable))
	if err != nil || existed || !whole.Whole || len(whole.Lines) != 2 || whole.ID == w.ID {
		t.Fatalf("all lines: %+v existed %v, %v", whole, existed, err)
	}
	if w2, existed, err := st.Withdraw(ctx, withdrawalInput(o, "anna@example.lv")); err != nil || !existed || w2.ID != whole.ID {
		t.Fatalf("no lines is the whole order, kept already: %+v existed %v, %v", w2, existed, err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM withdrawals WHERE order_id = ?`, o.ID); n != 2 {
		t.Errorf("%d withdrawals, want 2", n)
	}
	// Each record kept owes one acknowledgement in the page's language and one copy to the shop.
	for _, id := range []int64{w.ID, whole.ID} {
		if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE withdrawal_id = ? AND order_id = ? AND
			(kind = 'withdrawal' AND email = 'anna@example.lv' AND lang = 'fi' OR kind = 'withdrawal_shop' AND email = 'shop@shop.test')`, id, o.ID); n != 2 {
			t.Errorf("withdrawal %d has %d mails, want 2", id, n)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE kind LIKE 'withdrawal%'`); n != 4 {
		t.Errorf("%d withdrawal mails, want 4", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM withdrawals WHERE client_hash IS NULL OR client_hash LIKE '%192.0.2.7%'`); n != 0 {
		t.Errorf("%d withdrawals keep no hash or the address itself", n)
	}
	list, err := st.AdminOrders(ctx, OrderFilter{Withdrawn: true})
	if err != nil || len(list) != 1 || list[0].ID != o.ID {
		t.Errorf("the list of withdrawn orders: %+v, %v", list, err)
	}
	a, err := st.AdminOrderByID(ctx, o.ID)
	if err != nil || len(a.Withdrawals) != 2 || a.Withdrawals[0].ID != w.ID {
		t.Errorf("the order's withdrawals: %+v, %v", a.Withdrawals, err)
	}
}

// The period runs until the end of the 14th day after delivery in the shop's time zone; before
// delivery it is always open; a cancelled order has none; a statement kept in time is answered
// again after it.
func TestWithdrawalPeriod(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return now }
	staff := addStaffRow(t, st, "ilze@shop.test")
	o := paidOrder(t, st, "late@example.lv", pPhone, 1, pCable, 1)
	for _, m := range []OrderMove{{From: "paid", To: "processing"}, {From: "processing", To: "shipped", Carrier: "dpd", TrackingNumber: "05212345"}} {
		if err := st.MoveOrder(ctx, staff, o.ID, m); err != nil {
			t.Fatal(err)
		}
	}
	now = now.AddDate(0, 0, 30) // shipped a month ago, not delivered: still open
	if f, err := st.WithdrawalOrder(ctx, o.PrefixedID, "late@example.lv"); err != nil || !f.Deadline.IsZero() {
		t.Fatalf("shipped, not delivered: %+v %v", f, err)
	}
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "shipped", To: "completed"}); err != nil {
		t.Fatal(err)
	}
	delivered := now
	loc := st.location()
	d := delivered.In(loc)
	lastMoment := time.Date(d.Year(), d.Month(), d.Day()+14, 23, 59, 59, 0, loc)
	now = lastMoment
	f, err := st.WithdrawalOrder(ctx, o.PrefixedID, "late@example.lv")
	if err != nil || !f.Deadline.Equal(lastMoment.Add(time.Second)) {
		t.Fatalf("the last second of the 14th day: %+v %v", f, err)
	}
	kept, _, err := st.Withdraw(ctx, withdrawalInput(o, "late@example.lv", o.Cart.Items[0].ID))
	if err != nil {
		t.Fatal(err)
	}
	now = lastMoment.Add(time.Second)
	if _, err := st.WithdrawalOrder(ctx, o.PrefixedID, "late@example.lv"); !isFieldKey(err, "number", "error_withdrawal_expired") {
		t.Fatalf("the 15th day: %v", err)
	}
	if _, _, err := st.Withdraw(ctx, withdrawalInput(o, "late@example.lv")); !isFieldKey(err, "number", "error_withdrawal_expired") {
		t.Fatalf("a new statement on the 15th day: %v", err)
	}
	if again, existed, err := st.Withdraw(ctx, withdrawalInput(o, "late@example.lv", o.Cart.Items[0].ID)); err != nil || !existed || again.ID != kept.ID {
		t.Fatalf("the statement kept in time, sent again: %+v %v %v", again, existed, err)
	}

	c, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("cancel@example.lv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.MoveOrder(ctx, staff, c.ID, OrderMove{From: "new", To: "cancelled"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.Withdraw(ctx, withdrawalInput(c, "cancel@example.lv")); !isFieldKey(err, "number", "error_withdrawal_cancelled") {
		t.Fatalf("a cancelled order: %v", err)
	}
}

// The deadline is the midnight after the 14th day in the shop's zone, across a clock change.
func TestWithdrawalDeadline(t *testing.T) {
	t.Parallel()
	riga := mustZone(t, "Europe/Riga")
	for _, c := range []struct{ delivered, want string }{
		{"2026-11-24T10:00:00Z", "2026-12-09T00:00:00+02:00"},
		{"2026-11-24T22:30:00Z", "2026-12-10T00:00:00+02:00"}, // already the 25th in Riga
		{"2026-03-20T12:00:00Z", "2026-04-04T00:00:00+03:00"}, // summer time begins on the way
	} {
		d, _ := time.Parse(time.RFC3339, c.delivered)
		want, _ := time.Parse(time.RFC3339, c.want)
		if got := WithdrawalDeadline(d, riga); !got.Equal(want) {
			t.Errorf("delivered %s: %s, want %s", c.delivered, got, want)
		}
	}
}

func isField(err error, field string) bool {
	var fe FieldErrors
	return errors.As(err, &fe) && fe[field] != nil
}

func isFieldKey(err error, field, key string) bool {
	var fe FieldErrors
	return errors.As(err, &fe) && len(fe[field]) == 1 && fe[field][0] == key
}

// An erased account's withdrawals stay, as records of contracts undone, without its name,
// e-mail or address hash.
func TestErasedAccountsWithdrawalsLoseThePerson(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	staff := addStaffRow(t, st, "ilze@shop.test")
	uid := addUser(t, st, "member@example.lv")
	in := guestOrder("member@example.lv")
	in.UserID = uid
	o, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), in)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.Withdraw(ctx, withdrawalInput(o, "member@example.lv")); err != nil {
		t.Fatal(err)
	}
	if err := st.EraseCustomer(ctx, staff, uid); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM withdrawals WHERE order_id = ? AND name = '' AND email = '' AND client_hash IS NULL`, o.ID); n != 1 {
		t.Errorf("%d anonymous withdrawals of the erased account's order, want 1", n)
	}
}
