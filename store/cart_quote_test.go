package store

import (
	"context"
	"errors"
	"testing"
)

func TestSetProductQuantity(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token, err := st.SetProductQuantity(ctx, "", pPhone, 2) // no cart yet: one is made
	if err != nil || token == "" {
		t.Fatalf("a first set: %q %v", token, err)
	}
	if _, err := st.SetProductQuantity(ctx, token, pPhone, 4); err != nil {
		t.Fatal(err)
	}
	if n, _ := st.CartCount(ctx, token); n != 4 {
		t.Fatalf("a set replaces the quantity: %d", n)
	}
	for _, qty := range []int64{0, 6} { // below 1, above the stock of 5
		if _, err := st.SetProductQuantity(ctx, token, pPhone, qty); !errors.Is(err, ErrConflict) {
			t.Errorf("%d units: %v", qty, err)
		}
	}
	if _, err := st.SetProductQuantity(ctx, token, pHidden, 1); !errors.Is(err, ErrNotFound) {
		t.Errorf("an unpublished product: %v", err)
	}
	if n, _ := st.CartCount(ctx, token); n != 4 {
		t.Fatalf("a refused set changed the cart: %d", n)
	}
}

func TestValidateZip(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	if zip, err := st.ValidateZip(ctx, mCourier, cLV, " lv-1050 "); err != nil || zip != "LV-1050" {
		t.Fatalf("a Latvian zip: %q %v", zip, err)
	}
	for _, tc := range []struct {
		country int64
		zip     string
		key     string
	}{{cLV, "LV-105", MsgZip}, {cLV, "", MsgRequired}, {cLV, "LV-1050-1050-1050-1050", MsgTooLong}, {cDE, "10115", MsgCountryNotServed}} {
		var fe FieldErrors
		if _, err := st.ValidateZip(ctx, mCourier, tc.country, tc.zip); !errors.As(err, &fe) || fe["shipping.zip"][0] != tc.key {
			t.Errorf("%q in %d: %v, want %s", tc.zip, tc.country, err, tc.key)
		}
	}
	if _, err := st.ValidateZip(ctx, mOld, cLV, "LV-1050"); !errors.Is(err, ErrNotFound) {
		t.Errorf("an inactive method: %v", err)
	}
}

// TestShippingQuote: the estimator's price is the one the cart would pay: the locker is free
// from its threshold (41.32 € net = 50.00 € with 21 % VAT) of goods after the coupon.
func TestShippingQuote(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	if _, price, err := st.ShippingQuote(ctx, "", mLocker, 0, lvRules); err != nil || price != 300 {
		t.Fatalf("no cart pays the full 3.00 €: %d %v", price, err)
	}
	token, _ := st.AddToCart(ctx, "", pCable, 4) // 4 × 12.09 € = 48.36 €: under 50 €
	if _, price, _ := st.ShippingQuote(ctx, token, mLocker, 0, lvRules); price != 300 {
		t.Errorf("under the threshold: %d", price)
	}
	st.AddToCart(ctx, token, pCable, 1) // 60.45 €
	if m, price, _ := st.ShippingQuote(ctx, token, mLocker, 0, lvRules); price != 0 || m.Code != "locker" {
		t.Errorf("over the threshold: %d", price)
	}
	if _, price, _ := st.ShippingQuote(ctx, token, mCourier, 0, lvRules); price != 599 {
		t.Errorf("the courier is never free: %d", price)
	}
	cart, _ := st.CartByToken(ctx, token, lvRules)
	if err := st.SetShippingMethod(ctx, token, mLocker); err != nil {
		t.Fatal(err)
	}
	after, _ := st.CartByToken(ctx, token, lvRules)
	if after.Cents.Shipping != 0 || after.Cents.Total != cart.Cents.Total {
		t.Errorf("the quote and the cart disagree: %+v", after.Cents)
	}
	if _, _, err := st.ShippingQuote(ctx, token, mOld, 0, lvRules); !errors.Is(err, ErrNotFound) {
		t.Errorf("an inactive method: %v", err)
	}
}

// TestShippingPricePerCountry: a method may cost more in one country; the cart, the quote
// and the order all take the price of the address's country.
func TestShippingPricePerCountry(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	if _, err := st.write.Exec(`UPDATE shipping_method_countries SET net_price = 1000 WHERE shipping_method_id = ? AND country_id = ?`, mCourier, cFI); err != nil {
		t.Fatal(err)
	}
	token, _ := st.AddToCart(ctx, "", pPhone, 1)
	if err := st.SetShippingMethod(ctx, token, mCourier); err != nil {
		t.Fatal(err)
	}
	if c, _ := st.CartByToken(ctx, token, lvRules); c.Cents.Shipping != 599 {
		t.Fatalf("no country yet: the method's own 5.99 €, got %d", c.Cents.Shipping)
	}
	if _, price, _ := st.ShippingQuote(ctx, token, mCourier, cFI, lvRules); price != 1210 {
		t.Errorf("the quote for Finland: %d, want 1210", price)
	}
	if err := st.SetShippingCountry(ctx, token, cFI); err != nil {
		t.Fatal(err)
	}
	cart, _ := st.CartByToken(ctx, token, lvRules)
	if cart.Cents.Shipping != 1210 {
		t.Fatalf("the cart sent to Finland: %d, want 1210", cart.Cents.Shipping)
	}
	if _, price, _ := st.ShippingQuote(ctx, token, mCourier, 0, lvRules); price != 1210 {
		t.Errorf("the quote takes the cart's country: %d", price)
	}
	in := guestOrder("fi@example.com")
	in.ShippingMethod, in.PaymentMethod = "courier", "card"
	in.Shipping.ShippingAddress = ShippingAddress{CountryID: cFI, City: "Helsinki", Address: "Mannerheimintie 1", Zip: "00100"}
	o, err := st.PlaceOrder(ctx, token, in)
	if err != nil {
		t.Fatal(err)
	}
	if o.Cents.Shipping != 1210 || o.Cents.Total != cart.Cents.Total {
		t.Errorf("the order to Finland: %+v, the cart said %+v", o.Cents, cart.Cents)
	}
}
