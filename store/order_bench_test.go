package store

import (
	"context"
	"fmt"
	"testing"
)

// The cart answer of a cart with a coupon, shipping and services: what GET /api/cart costs.
func BenchmarkCartByToken(b *testing.B) {
	st := checkoutShop(b)
	ctx := context.Background()
	token := addLines(b, st, pPhone, 1, pCable, 3, pPhoneB, 1)
	c := cartOf(b, st, token)
	if err := st.AddService(ctx, token, lineOf(b, c, pPhone), sGift); err != nil {
		b.Fatal(err)
	}
	if err := st.ApplyCoupon(ctx, token, "WELCOME10", 0); err != nil {
		b.Fatal(err)
	}
	if err := st.SetShippingMethod(ctx, token, mLocker); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := st.CartByToken(ctx, token, lvRules); err != nil {
			b.Fatal(err)
		}
	}
}

// One order after another, of one line of two units (synchronous=FULL: each commit waits for
// the disk).
func BenchmarkPlaceOrder(b *testing.B) {
	st := checkoutShop(b)
	ctx := context.Background()
	if _, err := st.write.Exec(`UPDATE products SET stock = 1000000000`); err != nil {
		b.Fatal(err)
	}
	tokens := fillCarts(b, st, "bench", b.N+1, pCable, 2, nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := st.PlaceOrder(ctx, tokens[i], guestOrder(fmt.Sprintf("b%d@b.lv", i))); err != nil {
			b.Fatal(err)
		}
	}
}
