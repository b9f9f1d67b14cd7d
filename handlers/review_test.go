package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
	"shop/store"
)

// placeOrder places a guest's order of one product straight through the store (the checkout
// API is not this test's subject) and answers it, its payment pending.
func placeOrder(a *apiTest, productID int64) store.Order {
	a.t.Helper()
	ctx := context.Background()
	token, err := a.st.AddToCart(ctx, "", productID, 1)
	if err != nil {
		a.t.Fatal(err)
	}
	o, err := a.st.PlaceOrder(ctx, token, store.OrderInput{
		Order: store.OrderContact{UserType: "b2c", UserName: "Anna", UserSurname: "Bērziņa", UserEmail: "anna@example.com",
			UserPhoneNumber: store.Phone{CountryCallingCode: "+371", Number: "20000000"}},
		Shipping:       store.OrderShipping{ShippingAddress: store.ShippingAddress{Identifier: "shop-riga"}},
		ShippingMethod: "shop-pickup", PaymentMethod: "card", TermsAccepted: true,
		Prefix: "LV", Rules: store.CartRules{Pricing: store.Pricing{VATBasisPoints: 2100}}, Language: "en",
	})
	if err != nil {
		a.t.Fatal(err)
	}
	return o
}

// markPaid records an order's money, as the shop does when a transfer arrives or a pickup
// order is collected.
func markPaid(a *apiTest, o store.Order) {
	a.t.Helper()
	if err := a.st.MarkOrderPaid(context.Background(), o.ID, "ref"); err != nil {
		a.t.Fatal(err)
	}
}

// hasReview reports whether a product page shows a review with the comment, and its count.
func hasReview(a *apiTest, slug, comment string) (bool, float64) {
	a.t.Helper()
	p := dig(a.page("/p/"+slug, http.StatusOK), "props", "product")
	for _, r := range dig(p, "published_reviews").([]any) {
		if dig(r, "comment") == comment && dig(r, "user_name") == "Anna B." {
			return true, dig(p, "rating", "count").(float64)
		}
	}
	return false, dig(p, "rating", "count").(float64)
}

func TestOrderReview(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	slug, id := anyProduct(a, "&inventories=1")
	o := placeOrder(a, id)
	_, before := hasReview(a, slug, "")
	path := fmt.Sprintf("/api/product-review/%d/store?token=%s", o.ID, o.AccessToken)
	body := func(rate int) string {
		return fmt.Sprintf(`{"reviews": [{"product_id": %d, "rate": %d, "comment": " Works well "}]}`, id, rate)
	}

	// Strangers learn nothing: a wrong or missing token, an unknown order, a non-number.
	for _, p := range []string{fmt.Sprintf("/api/product-review/%d/store?token=nope", o.ID),
		fmt.Sprintf("/api/product-review/%d/store", o.ID), fmt.Sprintf("/api/product-review/%d/store?token=%s", o.ID+1000, o.AccessToken),
		"/api/product-review/x/store"} {
		if m := a.json(http.MethodPost, p, body(5), http.StatusNotFound); m["message"] == "" || m["order"] != nil {
			t.Errorf("%s: %v", p, m)
		}
	}
	// An unpaid order is not reviewed yet: 409, said in the shopper's language.
	var m map[string]any
	for _, l := range []string{"lv", "ru", "en"} {
		a.lang = l
		if m := a.json(http.MethodPost, path, body(1), http.StatusConflict); m["message"] != i18n.T(l, "error_review_unpaid") {
			t.Errorf("%s: an unpaid order's review: %v", l, m)
		}
	}
	if shown, n := hasReview(a, slug, "Works well"); shown || n != before {
		t.Fatalf("an unpaid order's review shows: %v %v", shown, n)
	}

	markPaid(a, o)
	// Bad input is keyed by the field.
	m = a.json(http.MethodPost, path, body(6), http.StatusUnprocessableEntity)
	if dig(m, "errors", "reviews.0.rate", 0) != "Invalid value." {
		t.Errorf("rate 6: %v", m)
	}
	m = a.json(http.MethodPost, path, `{"reviews": []}`, http.StatusUnprocessableEntity)
	if dig(m, "errors", "reviews", 0) == nil {
		t.Errorf("no reviews: %v", m)
	}
	if shown, n := hasReview(a, slug, "Works well"); shown || n != before {
		t.Fatalf("a refused review shows: %v %v", shown, n)
	}

	m = a.json(http.MethodPost, path, body(4), http.StatusOK)
	if dig(m, "order", "is_reviewed") != true || dig(m, "order", "id") != float64(o.ID) || dig(m, "order", "cart", "items", 0) == nil {
		t.Errorf("answer %v", m)
	}
	// The product page shows it at once, and counts it.
	if shown, n := hasReview(a, slug, "Works well"); !shown || n != before+1 {
		t.Errorf("review on the product page: %v, count %v (was %v)", shown, n, before)
	}
	// Once only.
	m = a.json(http.MethodPost, path, body(5), http.StatusConflict)
	if m["message"] != "This order has already been reviewed." {
		t.Errorf("second review: %v", m)
	}
}

// Under --review-approval a review is stored but waits: the product page does not show it.
func TestOrderReviewHeld(t *testing.T) {
	t.Parallel()
	base := newAPITest(t, "lv_shop")
	a := newAPITestWith(t, Config{ShopCode: "lv_shop", ReviewApproval: true}, base.st, base.sessions)
	slug, id := anyProduct(a, "&inventories=1")
	o := placeOrder(a, id)
	markPaid(a, o)
	_, before := hasReview(a, slug, "")
	m := a.json(http.MethodPost, fmt.Sprintf("/api/product-review/%d/store?token=%s", o.ID, o.AccessToken),
		fmt.Sprintf(`{"reviews": [{"product_id": %d, "rate": 2, "comment": "Held"}]}`, id), http.StatusOK)
	if dig(m, "order", "is_reviewed") != true {
		t.Errorf("answer %v", m)
	}
	if shown, n := hasReview(a, slug, "Held"); shown || n != before {
		t.Errorf("a held review shows: %v, count %v (was %v)", shown, n, before)
	}
}

// TestOrderReviewLongComment: the spec bounds a review's comment by nothing, so a long one
// (up to 10,000 characters) is taken; one longer is a 422 keyed by the comment that says the
// bound in the shopper's language, which the review page shows (over 2,000 characters once
// failed and the page only logged it).
func TestOrderReviewLongComment(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, id := anyProduct(a, "&inventories=1")
	o := placeOrder(a, id)
	markPaid(a, o)
	path := fmt.Sprintf("/api/product-review/%d/store?token=%s", o.ID, o.AccessToken)
	body := func(comment string) string {
		return fmt.Sprintf(`{"reviews": [{"product_id": %d, "rate": 5, "comment": %q}]}`, id, comment)
	}
	for _, l := range []string{"lv", "en", "ru"} { // the Latvian shop's languages
		a.lang = l
		m := a.json(http.MethodPost, path, body(strings.Repeat("ж", 10001)), http.StatusUnprocessableEntity)
		if got := dig(m, "errors", "reviews.0.comment", 0); got != i18n.T(l, store.MsgReviewTooLong) || got == store.MsgReviewTooLong {
			t.Errorf("%s: 10,001 characters: %v", l, m)
		}
	}
	a.lang = "en"
	m := a.json(http.MethodPost, path, body(strings.Repeat("Ļoti laba prece. ", 588)), http.StatusOK) // 9,996 characters
	if dig(m, "order", "is_reviewed") != true {
		t.Errorf("a 9,996-character review: %v", m)
	}
}
