package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

// An order owes its confirmation mail, and its payment its receipt, exactly when their
// transactions commit: one notice each, in the shopper's language; a repeated payment notice
// or an order refused owes nothing more.
func TestOrderNotices(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), guestOrder("anna@example.lv"))
	if err != nil {
		t.Fatal(err)
	}
	bad := guestOrder("short@example.lv")
	bad.TermsAccepted = false
	if _, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), bad); err == nil {
		t.Fatal("an order without the terms was placed")
	}
	for range 2 {
		if err := st.MarkOrderPaid(ctx, o.ID, "ref"); err != nil {
			t.Fatal(err)
		}
	}
	notices, err := st.PendingNotices(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, n := range notices {
		if n.OrderID != o.ID || n.Email != "anna@example.lv" || n.Lang != "lv" {
			t.Errorf("notice %+v", n)
		}
		kinds[n.Kind]++
	}
	if len(notices) != 2 || kinds[NoticeOrderConfirmation] != 1 || kinds[NoticePaymentReceived] != 1 {
		t.Errorf("notices %v", kinds)
	}
}

// A retried payment is pending again with a new expiry; a paid or cancelled order cannot be
// retried. The payment reference follows the latest attempt until the order is paid.
func TestRetryPaymentAndReference(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), guestOrder("a@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SetPaymentReference(ctx, o.ID, "cs_1"); err != nil {
		t.Fatal(err)
	}
	if err := st.MarkPaymentFailed(ctx, o.ID); err != nil {
		t.Fatal(err)
	}
	st.now = func() time.Time { return time.Date(2026, 11, 24, 11, 0, 0, 0, time.UTC) }
	if err := st.RetryPayment(ctx, o.ID, time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := st.SetPaymentReference(ctx, o.ID, "cs_2"); err != nil {
		t.Fatal(err)
	}
	got, _ := st.OrderByID(ctx, o.ID)
	if got.PaymentStatus != "pending" || got.ExpiresAt != "2026-11-24T12:00:00Z" || got.PaymentReference != "cs_2" {
		t.Errorf("retried: %s, expires %s, ref %s", got.PaymentStatus, got.ExpiresAt, got.PaymentReference)
	}
	if err := st.MarkOrderPaid(ctx, o.ID, "cs_2"); err != nil {
		t.Fatal(err)
	}
	if err := st.SetPaymentReference(ctx, o.ID, "cs_3"); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.OrderByID(ctx, o.ID); got.PaymentReference != "cs_2" {
		t.Errorf("a paid order's reference became %q", got.PaymentReference)
	}
	if err := st.RetryPayment(ctx, o.ID, 0); !errors.Is(err, ErrOrderClosed) {
		t.Errorf("retrying a paid order: %v", err)
	}
	c, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), guestOrder("c@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CancelOrder(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if err := st.RetryPayment(ctx, c.ID, 0); !errors.Is(err, ErrOrderClosed) {
		t.Errorf("retrying a cancelled order: %v", err)
	}
	for _, err := range []error{st.RetryPayment(ctx, 999, 0), st.SetPaymentReference(ctx, 999, "x")} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("an unknown order: %v", err)
		}
	}
}
