package present

import (
	"strings"
	"testing"
	"time"

	"shop/store"
)

// A method is priced with the shop's VAT, and for a cart as the cart adds it: a business's
// cart adds it net, a free one says so.
func TestShippingMethodPrices(t *testing.T) {
	lv := store.Pricing{VATBasisPoints: 2100, Lang: "lv"}
	m := MakeShippingMethod(store.ShippingMethod{NetPrice: 248, FreeThreshold: 4132, Image: "/media/locker.svg"}, lv)
	if m.PriceWithTax != 300 || m.FormattedPriceWithTax != "3,00\u00a0€" || m.FreeThresholdWithTax != 5000 ||
		m.FormattedFreeThresholdWithTax != "50,00\u00a0€" || m.Image.Source != "/media/locker.svg" {
		t.Errorf("locker priced %+v", m)
	}
	if b := m.ForCart(store.CartRules{Pricing: lv, Business: true}, 248, ""); b.Price != 248 || b.FormattedPrice != "2,48\u00a0€" ||
		b.PriceWithTax != 300 || b.FormattedPriceWithTax != "3,00\u00a0€" {
		t.Errorf("for a business's cart %+v", b)
	}
	if f := m.ForCart(store.CartRules{Pricing: lv}, 0, "Bezmaksas"); f.FormattedPrice != "Bezmaksas" || f.FormattedPriceWithTax != "Bezmaksas" {
		t.Errorf("free %+v", f)
	}
}

// The estimator says the price as the cart adds it and when the parcel arrives.
func TestZipEstimate(t *testing.T) {
	rules := store.CartRules{Pricing: store.Pricing{VATBasisPoints: 2100, Lang: "lv"}, Business: true}
	day := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	e := MakeZipEstimate(rules, 495, day, day.AddDate(0, 0, 2))
	if e.Price != 495 || e.FormattedPrice != "4,95\u00a0€" || e.PriceWithTax != 599 || e.FormattedPriceWithTax != "5,99\u00a0€" ||
		!strings.Contains(e.DeliveryTime, "26.11.") || !strings.Contains(e.DeliveryTime, "28.11.") {
		t.Errorf("estimate %+v", e)
	}
	if one := DeliveryDates("en", day, day); !strings.Contains(one, "26/11") || strings.Contains(one, "–") {
		t.Errorf("one day: %q", one)
	}
}
