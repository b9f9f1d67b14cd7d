package store

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// reviewShop is the checkout fixture with a guest's order of a phone (with a gift pack) and
// two cables.
func reviewShop(t *testing.T) (*Store, Order) {
	t.Helper()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1, pCable, 2)
	if err := st.AddService(ctx, token, lineOf(t, cartOf(t, st, token), pPhone), sGift); err != nil {
		t.Fatal(err)
	}
	o, err := st.PlaceOrder(ctx, token, guestOrder("anna@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	return st, o
}

func productPage(t *testing.T, st *Store, slug string) *Product {
	t.Helper()
	p, err := st.ProductBySlug(context.Background(), slug, lvRules.Pricing.In("lv"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestStoreOrderReviews(t *testing.T) {
	st, o := reviewShop(t)
	ctx := context.Background()
	in := OrderReviewInput{OrderID: o.ID, AccessToken: o.AccessToken, Publish: true, Reviews: []ReviewDraft{
		{ProductID: pPhone, Rate: 5, Comment: "  Great phone  "}, {ProductID: pCable, Rate: 2}}}
	got, err := st.StoreOrderReviews(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if !got.IsReviewed || got.ID != o.ID || len(got.Cart.Items) != 2 {
		t.Errorf("answered %+v", got)
	}
	// The product page shows it at once, signed with the first name and the surname's initial.
	p := productPage(t, st, "phone")
	want := []Review{{ID: p.Reviews[0].ID, Rate: 5, UserName: "Anna B.", UpdatedAt: "2026-11-24T10:00:00Z", Comment: "Great phone"}}
	if !reflect.DeepEqual(p.Reviews, want) || p.Rating != (Rating{Average: 5, Count: 1}) {
		t.Errorf("phone page reviews %+v rating %+v", p.Reviews, p.Rating)
	}
	if p := productPage(t, st, "cable"); p.Rating != (Rating{Average: 2, Count: 1}) {
		t.Errorf("cable rating %+v", p.Rating)
	}
	// Once only, with the order as it was.
	in.Reviews = []ReviewDraft{{ProductID: pCable, Rate: 5}}
	if _, err := st.StoreOrderReviews(ctx, in); !errors.Is(err, ErrAlreadyReviewed) || !errors.Is(err, ErrConflict) {
		t.Errorf("second review: %v", err)
	}
	if p := productPage(t, st, "cable"); p.Rating.Count != 1 {
		t.Errorf("cable rating after the refused second review %+v", p.Rating)
	}
}

func TestStoreOrderReviewsRefused(t *testing.T) {
	st, o := reviewShop(t)
	ctx := context.Background()
	for _, c := range []struct {
		name    string
		reviews []ReviewDraft
		want    FieldErrors
	}{
		{"none", nil, FieldErrors{"reviews": {MsgRequired}}},
		{"foreign product", []ReviewDraft{{ProductID: pOther, Rate: 3}}, FieldErrors{"reviews.0.product_id": {MsgInvalid}}},
		{"a service", []ReviewDraft{{ProductID: sGift, Rate: 3}}, FieldErrors{"reviews.0.product_id": {MsgInvalid}}},
		{"twice", []ReviewDraft{{ProductID: pPhone, Rate: 3}, {ProductID: pPhone, Rate: 4}},
			FieldErrors{"reviews.1.product_id": {MsgDuplicateReview}}},
		{"too many", []ReviewDraft{{ProductID: pPhone, Rate: 3}, {ProductID: pCable, Rate: 4}, {ProductID: pCable, Rate: 4}},
			FieldErrors{"reviews": {MsgInvalid}}},
		{"rate 0 and 6", []ReviewDraft{{ProductID: pPhone, Rate: 0}, {ProductID: pCable, Rate: 6}},
			FieldErrors{"reviews.0.rate": {MsgInvalid}, "reviews.1.rate": {MsgInvalid}}},
		{"long comment", []ReviewDraft{{ProductID: pPhone, Rate: 3, Comment: strings.Repeat("ā", maxReviewCommentLen+1)}},
			FieldErrors{"reviews.0.comment": {MsgTooLong}}},
	} {
		_, err := st.StoreOrderReviews(ctx, OrderReviewInput{OrderID: o.ID, AccessToken: o.AccessToken, Publish: true, Reviews: c.reviews})
		var fe FieldErrors
		if !errors.As(err, &fe) || !reflect.DeepEqual(fe, c.want) {
			t.Errorf("%s: %v %v, want %v", c.name, err, fe, c.want)
		}
	}
	// A comment at the bound, trimmed, is fine.
	ok := []ReviewDraft{{ProductID: pPhone, Rate: 1, Comment: " " + strings.Repeat("ā", maxReviewCommentLen) + "\n"}}
	// Strangers: a wrong token, no token, another order's id, another user: as if there were no order.
	uid := addUser(t, st, "eve@b.lv")
	for name, in := range map[string]OrderReviewInput{
		"wrong token":   {OrderID: o.ID, AccessToken: o.AccessToken + "x"},
		"no token":      {OrderID: o.ID},
		"unknown order": {OrderID: o.ID + 100, AccessToken: o.AccessToken},
		"other user":    {OrderID: o.ID, UserID: uid},
	} {
		in.Reviews, in.Publish = ok, true
		if _, err := st.StoreOrderReviews(ctx, in); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if p := productPage(t, st, "phone"); p.Rating.Count != 0 {
		t.Errorf("refused reviews were written: %+v", p.Rating)
	}
	if _, err := st.StoreOrderReviews(ctx, OrderReviewInput{OrderID: o.ID, AccessToken: o.AccessToken, Publish: true, Reviews: ok}); err != nil {
		t.Fatal(err)
	}
	if p := productPage(t, st, "phone"); p.Reviews[0].Comment != strings.Repeat("ā", maxReviewCommentLen) {
		t.Errorf("comment not trimmed: %q", p.Reviews[0].Comment)
	}
}

// A signed-in buyer reviews without the token; held reviews are stored but not shown.
func TestStoreOrderReviewsSignedInHeld(t *testing.T) {
	st := checkoutShop(t)
	ctx := context.Background()
	uid := addUser(t, st, "anna@b.lv")
	in := guestOrder("anna@b.lv")
	in.UserID = uid
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhoneB, 1), in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := st.StoreOrderReviews(ctx, OrderReviewInput{OrderID: o.ID, UserID: uid, Publish: false,
		Reviews: []ReviewDraft{{ProductID: pPhoneB, Rate: 4, Comment: "ok"}}})
	if err != nil || !got.IsReviewed {
		t.Fatalf("%v %+v", err, got.IsReviewed)
	}
	if p := productPage(t, st, "phone-b"); len(p.Reviews) != 0 || p.Rating.Count != 0 {
		t.Errorf("a held review shows: %+v %+v", p.Reviews, p.Rating)
	}
	var published, user, order int64
	if err := st.read.QueryRow(`SELECT published, user_id, order_id FROM reviews WHERE product_id = ?`, pPhoneB).
		Scan(&published, &user, &order); err != nil || published != 0 || user != uid || order != o.ID {
		t.Errorf("held review row: %v published %d user %d order %d", err, published, user, order)
	}
}

func TestReviewerName(t *testing.T) {
	for _, c := range [][3]string{{"Anna", "bērziņa", "Anna B."}, {" Jānis ", "", "Jānis"}, {"Ēriks", " Ōzols", "Ēriks Ō."}} {
		if got := reviewerName(c[0], c[1]); got != c[2] {
			t.Errorf("reviewerName(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}
