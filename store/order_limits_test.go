package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

// A working-days hold ends at the midnight after its last working day in the shop's time zone,
// counting from the day after the order's, weekends skipped and summer time followed; a window
// hold runs from the placement.
func TestHoldUntil(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	t.Parallel()
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

// One e-mail (whatever its case), one browser session and one client address may each hold
// three open unpaid orders; the fourth is refused, naming which, with when the first lapses.
// A paid, cancelled or lapsed order no longer counts; a failed payment still does. A refusal
// writes nothing.
func TestUnpaidOrdersLimit(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	place := func(in OrderInput) (Order, error) {
		t.Helper()
		return st.PlaceOrder(ctx, addLines(t, st, pCable, 1), in)
	}
	mustPlace := func(in OrderInput) Order {
		t.Helper()
		o, err := place(in)
		if err != nil {
			t.Fatal(err)
		}
		clock = clock.Add(time.Minute)
		return o
	}
	refused := func(name string, in OrderInput, by string, first Order) {
		t.Helper()
		orders := count(t, st, `SELECT COUNT(*) FROM orders`)
		_, err := place(in)
		var e *TooManyUnpaidError
		if !errors.As(err, &e) || e.By != by || e.Limit != 3 || !errors.Is(err, ErrConflict) {
			t.Fatalf("%s: %v, want too many unpaid orders by %s", name, err, by)
		}
		if want, _ := time.Parse(time.RFC3339, first.ExpiresAt); !e.RetryAt.Equal(want) {
			t.Errorf("%s: retry at %s, want the first order's expiry %s", name, e.RetryAt, want)
		}
		if n := count(t, st, `SELECT COUNT(*) FROM orders`); n != orders {
			t.Errorf("%s: a refusal wrote an order", name)
		}
	}
	person := func(email, session, address string) OrderInput {
		in := guestOrder(email)
		in.Client = Client{Session: session, Address: address}
		return in
	}

	// By e-mail: three orders from three browsers and addresses, the fourth in capitals.
	byEmail := []Order{mustPlace(person("anna@b.lv", "s1", "a1")), mustPlace(person("Anna@b.lv", "s2", "a2")), mustPlace(person("anna@b.lv", "s3", "a3"))}
	refused("e-mail", person("ANNA@B.LV", "s4", "a4"), "email", byEmail[0])
	// A failed payment still holds the stock, so it still counts; paid, it does not.
	if err := st.MarkPaymentFailed(ctx, byEmail[1].ID); err != nil {
		t.Fatal(err)
	}
	refused("e-mail, one failed", person("anna@b.lv", "s4", "a4"), "email", byEmail[0])
	if err := st.MarkOrderPaid(ctx, byEmail[0].ID, "ref"); err != nil {
		t.Fatal(err)
	}
	fourth := mustPlace(person("anna@b.lv", "s4", "a4"))
	refused("e-mail, one paid and one more placed", person("anna@b.lv", "s5", "a5"), "email", byEmail[1])
	// Cancelled, it does not either.
	if err := st.CancelOrder(ctx, fourth.ID); err != nil {
		t.Fatal(err)
	}
	mustPlace(person("anna@b.lv", "s5", "a5"))

	// By session: three e-mails from one browser (at three addresses).
	bySession := []Order{mustPlace(person("b1@b.lv", "browser", "b1")), mustPlace(person("b2@b.lv", "browser", "b2")), mustPlace(person("b3@b.lv", "browser", "b3"))}
	refused("session", person("b4@b.lv", "browser", "b4"), "session", bySession[0])

	// By address: three e-mails and browsers behind one address.
	byAddress := []Order{mustPlace(person("c1@b.lv", "c1", "10.0.0.1")), mustPlace(person("c2@b.lv", "c2", "10.0.0.1")), mustPlace(person("c3@b.lv", "c3", "10.0.0.1"))}
	refused("address", person("c4@b.lv", "c4", "10.0.0.1"), "address", byAddress[0])
	// Without a limit nothing is counted.
	unlimited := person("c4@b.lv", "browser", "10.0.0.1")
	unlimited.MaxUnpaid = 0
	mustPlace(unlimited)
	// When they lapse, the address may order again.
	if _, err := st.CancelExpiredOrders(ctx, clock.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	mustPlace(person("c5@b.lv", "c5", "10.0.0.1"))

	// The table keeps neither the address nor the session id, only their keyed hashes.
	if n := count(t, st, `SELECT COUNT(*) FROM orders WHERE client_hash LIKE '%10.0.0.1%' OR session_hash = 'browser' OR length(client_hash) <> 32`); n != 0 {
		t.Errorf("%d orders keep a client in the clear", n)
	}
}

// 200 placements at once from one client address (each its own e-mail, browser and cart):
// exactly three orders are placed, every other one is refused as too many unpaid orders from
// the address, and the stock is taken three times only.
func TestUnpaidLimitUnderConcurrentPlacements(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	const shoppers = 200
	tokens := fillCarts(t, st, "flood", shoppers, pCable, 1, nil)
	errs := make([]error, shoppers)
	var wg sync.WaitGroup
	for i := range shoppers {
		wg.Go(func() {
			in := guestOrder(fmt.Sprintf("f%d@b.lv", i))
			in.Client.Address = "203.0.113.7"
			_, errs[i] = st.PlaceOrder(ctx, tokens[i], in)
		})
	}
	wg.Wait()
	placed := 0
	for i, err := range errs {
		var e *TooManyUnpaidError
		switch {
		case err == nil:
			placed++
		case !errors.As(err, &e) || e.By != "address":
			t.Fatalf("shopper %d: %v", i, err)
		}
	}
	if placed != 3 {
		t.Errorf("%d orders placed from one address, want 3", placed)
	}
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pCable); n != 100-3 {
		t.Errorf("cable stock %d, want 97", n)
	}
}

// One order holds at most the limit's units of a product: the cart says so before checkout
// (not available for purchase, with its message key), and the order is refused naming the
// product, writing nothing; at the limit both are fine.
func TestUnitsPerProductLimit(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	rules := lvRules
	rules.MaxUnits = 10
	token := addLines(t, st, pCable, 11, pPhone, 1)
	c, err := st.CartByToken(ctx, token, rules)
	if err != nil {
		t.Fatal(err)
	}
	if c.AvailableForPurchase || !c.OverUnitsLimit || c.MaxUnitsPerProduct != 10 {
		t.Errorf("a cart of 11 cables: available %v, over %v, max %d", c.AvailableForPurchase, c.OverUnitsLimit, c.MaxUnitsPerProduct)
	}
	_, err = st.PlaceOrder(ctx, token, guestOrder("a@b.lv"))
	var e *TooManyUnitsError
	if !errors.As(err, &e) || e.Max != 10 || len(e.Products) != 1 || e.Products[0].ID != pCable || e.Products[0].Title != "Cable" ||
		e.Products[0].Wanted != 11 || !errors.Is(err, ErrConflict) {
		t.Fatalf("11 cables: %v (%+v)", err, e)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders`); n != 0 {
		t.Error("the refusal wrote an order")
	}
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pCable); n != 100 {
		t.Errorf("the refusal took stock: %d", n)
	}
	if err := st.SetQuantity(ctx, token, lineOf(t, c, pCable), 10); err != nil {
		t.Fatal(err)
	}
	if c, _ := st.CartByToken(ctx, token, rules); !c.AvailableForPurchase || c.OverUnitsLimit {
		t.Errorf("a cart of 10 cables: available %v, over %v", c.AvailableForPurchase, c.OverUnitsLimit)
	}
	if _, err := st.PlaceOrder(ctx, token, guestOrder("a@b.lv")); err != nil {
		t.Errorf("10 cables: %v", err)
	}
}
