package present

import (
	"testing"

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
