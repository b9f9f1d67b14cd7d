package services

import (
	"context"
	"errors"
	"slices"
	"testing"

	"shop/demo"
	"shop/internal/testtool"
	"shop/payment"
	"shop/settings"
	"shop/store"
)

// Place leaves out a payment method the configuration does not serve, so the order is refused
// with that field's error and nothing is placed; a served one places the order, holds it for
// the method's time in the shop's time zone and starts its payment.
func TestPlaceOrder(t *testing.T) {
	ctx := context.Background()
	st := testtool.EmptyPlace(t, schema).Open(t, schema)
	lv, _ := settings.Lookup("lv_shop")
	if err := st.LoadSettings(ctx, lv.Defaults); err != nil {
		t.Fatal(err)
	}
	if err := demo.Seed(ctx, st, 50, demo.Latvia); err != nil {
		t.Fatal(err)
	}
	var token string
	for id := int64(1); id < 50 && token == ""; id++ {
		if err := st.SetStock(ctx, id, 5); err == nil {
			token, _ = st.AddToCart(ctx, "", id, 1)
		}
	}
	in := annasCourierOrder("esto")
	pay, err := payment.New(payment.Config{Country: "LV"})
	if err != nil {
		t.Fatal(err)
	}
	orders := NewOrders(st, pay, nil)
	counts := &counter{}
	orders.SetObserver(counts)
	urls := func(o store.Order) payment.URLs { return payment.URLs{Order: orderPath(o.AccessToken)} }

	_, err = orders.Place(ctx, token, in, urls)
	var fe store.FieldErrors
	if !errors.As(err, &fe) || !slices.Equal(fe["payment_method"], []string{store.MsgPaymentNotAllowed}) {
		t.Errorf("an unserved method: %v", err)
	}
	in.PaymentMethod = "swedbank"
	in.IdempotencyKey = "one-click"
	placed, err := orders.Place(ctx, token, in, urls)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := orders.Place(ctx, token, in, urls); err != nil || again.Order.ID != placed.Order.ID {
		t.Fatalf("the same click again: %v", err)
	}
	if o := placed.Order; o.ID == 0 || o.ExpiresAt == "" || o.PaymentStatus != "pending" || placed.PaymentErr != nil {
		t.Errorf("a bank transfer's order: %+v, payment error %v", placed, placed.PaymentErr)
	}
	// One order placed, though asked twice; its payment started each time it was shown.
	if want := []string{"placed swedbank", "payment swedbank started", "payment swedbank started"}; !slices.Equal(counts.seen, want) {
		t.Errorf("the observer saw %q, want %q (nothing of the refused order)", counts.seen, want)
	}
}

// counter is an Observer that notes what it is told.
type counter struct{ seen []string }

func (c *counter) OrderPlaced(method string) { c.seen = append(c.seen, "placed "+method) }
func (c *counter) Payment(method, outcome string) {
	c.seen = append(c.seen, "payment "+method+" "+outcome)
}
