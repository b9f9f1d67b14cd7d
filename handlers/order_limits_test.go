package handlers

import (
	"net/http"
	"testing"
	"time"

	"shop/i18n"
	"shop/store"
)

// pickupBody is a guest's order collected and paid in the Riga shop.
func pickupBody(t *testing.T) string {
	return orderBody(t, "cash", func(m map[string]any) {
		m["shipping_method"] = "shop-pickup"
		m["shipping"] = map[string]any{"identifier": "shop-riga", "user_phone_number": map[string]any{"countryCallingCode": "+371", "number": ""}}
	})
}

// An order paid on pickup holds its stock to the end of the third working day after the
// order's, in the shop's time zone: its expiry says so, and its page tells the shopper the last
// day to collect and pay it. Pay on pickup had no expiry before.
func TestPickupOrderHasADeadline(t *testing.T) {
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 10)
	a.fill(id, 1)
	m := decode(t, a.place(pickupBody(t), ""), http.StatusOK)
	created, err := time.Parse(time.RFC3339, dig(m, "order", "created_at").(string))
	if err != nil {
		t.Fatal(err)
	}
	riga, _ := time.LoadLocation("Europe/Riga")
	deadline := store.Hold{WorkingDays: 3, Location: riga}.Until(created)
	if got := dig(m, "order", "expires_at"); got != deadline.UTC().Format(time.RFC3339) {
		t.Fatalf("a pickup order expires %v, want %s", got, deadline.UTC().Format(time.RFC3339))
	}
	if h := deadline.In(riga); h.Hour() != 0 || h.Minute() != 0 || deadline.Sub(created) < 72*time.Hour {
		t.Errorf("deadline %s: not a midnight three working days on", h)
	}
	page := a.json(http.MethodGet, "/api/order/"+tokenOf(t, m["payment_link"].(string)), "", http.StatusOK)
	if want := i18n.Date("en", deadline.Add(-time.Second).In(riga)); dig(page, "payment", "kind") != "pickup" || dig(page, "payment", "collect_by") != want {
		t.Errorf("the order page's payment: %v, want collect_by %q", dig(page, "payment"), want)
	}
}
