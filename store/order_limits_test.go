package store

import (
	"context"
	"testing"
	"time"
)

// A working-days hold ends at the midnight after its last working day in the shop's time zone,
// counting from the day after the order's, weekends skipped and summer time followed; a window
// hold runs from the placement.
func TestHoldUntil(t *testing.T) {
	riga := mustZone(t, "Europe/Riga")
	at := func(y int, m time.Month, d, h, min int) time.Time { return time.Date(y, m, d, h, min, 0, 0, riga) }
	days := Hold{WorkingDays: 3, Location: riga}
	for _, c := range []struct {
		name         string
		hold         Hold
		placed, want time.Time
	}{
		{"Friday afternoon: to the end of Wednesday", days, at(2026, 11, 27, 15, 0), at(2026, 12, 3, 0, 0)},
		{"Friday just before midnight", days, at(2026, 11, 27, 23, 59), at(2026, 12, 3, 0, 0)},
		{"Saturday", days, at(2026, 11, 28, 9, 0), at(2026, 12, 3, 0, 0)},
		{"Sunday", days, at(2026, 11, 29, 20, 0), at(2026, 12, 3, 0, 0)},
		{"Monday morning: to the end of Thursday", days, at(2026, 11, 30, 0, 5), at(2026, 12, 4, 0, 0)},
		{"Wednesday: over the weekend to the end of Monday", days, at(2026, 12, 2, 12, 0), at(2026, 12, 8, 0, 0)},
		// Friday 22:30 UTC is already Saturday in Riga: the shop's day counts.
		{"the shop's day, not UTC's", days, time.Date(2026, 11, 27, 22, 30, 0, 0, time.UTC), at(2026, 12, 3, 0, 0)},
		{"into summer time", days, at(2026, 3, 26, 12, 0), at(2026, 4, 1, 0, 0)},
		{"one day", Hold{WorkingDays: 1, Location: riga}, at(2026, 11, 27, 15, 0), at(2026, 12, 1, 0, 0)},
		{"no zone is UTC", Hold{WorkingDays: 3}, time.Date(2026, 11, 27, 23, 0, 0, 0, time.UTC), time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)},
		{"a transfer's window", Hold{Window: 72 * time.Hour}, at(2026, 11, 27, 15, 0), at(2026, 11, 30, 15, 0)},
		{"no hold is the default window", Hold{}, at(2026, 11, 27, 15, 0), at(2026, 11, 27, 15, 30)},
	} {
		if got := c.hold.Until(c.placed); !got.Equal(c.want) {
			t.Errorf("%s: %s, want %s", c.name, got.In(riga), c.want)
		}
	}
}

// pickupOrder is a guest's order picked up and paid in the Riga shop, held 3 working days.
func pickupOrder(t *testing.T, email string) OrderInput {
	in := guestOrder(email)
	in.ShippingMethod, in.PaymentMethod, in.Shipping = "shop", "cash", OrderShipping{}
	in.Hold = Hold{WorkingDays: 3, Location: mustZone(t, "Europe/Riga")}
	return in
}

// An order paid on pickup, placed on a Friday, waits to the end of Wednesday in the shop's time
// zone; then CancelExpiredOrders cancels it: its stock and coupon use come back, the catalogue
// index follows, and the shopper is mailed in the order's language that it lapsed.
func TestPickupOrderHoldEnds(t *testing.T) {
	st := checkoutShop(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 27, 13, 0, 0, 0, time.UTC) // Friday, 15:00 in Riga
	st.now = func() time.Time { return clock }
	token := addLines(t, st, pPhone, 4)
	if err := st.ApplyCoupon(ctx, token, "LIMITED", 0); err != nil {
		t.Fatal(err)
	}
	in := pickupOrder(t, "anna@b.lv")
	in.Language = "ru"
	o, err := st.PlaceOrder(ctx, token, in)
	if err != nil {
		t.Fatal(err)
	}
	if o.ExpiresAt != "2026-12-02T22:00:00Z" { // Thursday 00:00 in Riga
		t.Errorf("a pickup order placed on Friday expires %q, want the end of Wednesday", o.ExpiresAt)
	}
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pPhone); n != 1 {
		t.Fatalf("phone stock %d while held", n)
	}
	if n, err := st.CancelExpiredOrders(ctx, time.Date(2026, 12, 2, 21, 59, 59, 0, time.UTC)); err != nil || n != 0 {
		t.Fatalf("cancelled %d (%v) on Wednesday evening", n, err)
	}
	if n, err := st.CancelExpiredOrders(ctx, time.Date(2026, 12, 2, 22, 0, 0, 0, time.UTC)); err != nil || n != 1 {
		t.Fatalf("cancelled %d (%v) at the deadline, want 1", n, err)
	}
	got, err := st.OrderByID(ctx, o.ID)
	if err != nil || got.Status != "cancelled" || got.PaymentStatus != "cancelled" {
		t.Errorf("the lapsed order: %s/%s %v", got.Status, got.PaymentStatus, err)
	}
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pPhone); n != 5 {
		t.Errorf("phone stock %d after the lapse, want 5", n)
	}
	if n := count(t, st, `SELECT used_count FROM coupons WHERE code = 'LIMITED'`); n != 0 {
		t.Errorf("LIMITED used %d times after the lapse", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM coupon_redemptions WHERE order_id = ?`, o.ID); n != 0 {
		t.Errorf("%d coupon uses kept", n)
	}
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("the index differs from a fresh build: %s", d)
	}
	notices, err := st.PendingNotices(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	var expired []Notice
	for _, n := range notices {
		if n.Kind == NoticeOrderExpired {
			expired = append(expired, n)
		}
	}
	if len(expired) != 1 || expired[0].OrderID != o.ID || expired[0].Email != "anna@b.lv" || expired[0].Lang != "ru" {
		t.Errorf("order_expired notices %+v, want one for the order in Russian", expired)
	}
	if n, _ := st.CancelExpiredOrders(ctx, time.Date(2026, 12, 9, 0, 0, 0, 0, time.UTC)); n != 0 {
		t.Errorf("cancelled %d again", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE kind = 'order_expired'`); n != 1 {
		t.Errorf("%d lapse mails, want 1", n)
	}
}

// A cancellation the shopper or the provider asks for (CancelOrder) owes no lapse mail: only
// an order whose hold ran out is told so.
func TestCancelOrderOwesNoLapseMail(t *testing.T) {
	st := checkoutShop(t)
	ctx := context.Background()
	o, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("a@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CancelOrder(ctx, o.ID); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE kind = 'order_expired'`); n != 0 {
		t.Errorf("%d lapse mails for a cancelled order", n)
	}
}
