package store

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

// reviewShop is the checkout fixture with a guest's paid order of a phone (with a gift pack)
// and two cables.
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
	if err := st.MarkOrderPaid(ctx, o.ID, "ref"); err != nil {
		t.Fatal(err)
	}
	return st, o
}

func productPage(t *testing.T, st *Store, slug string) *Product {
	t.Helper()
	p, err := st.ProductBySlug(context.Background(), slug, "lv")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestStoreOrderReviews(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
			FieldErrors{"reviews.0.comment": {MsgReviewTooLong}}},
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
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	uid := addUser(t, st, "anna@b.lv")
	in := guestOrder("anna@b.lv")
	in.UserID = uid
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhoneB, 1), in)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.MarkOrderPaid(ctx, o.ID, "ref"); err != nil {
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
	t.Parallel()
	for _, c := range [][3]string{{"Anna", "bērziņa", "Anna B."}, {" Jānis ", "", "Jānis"}, {"Ēriks", " Ōzols", "Ēriks Ō."}} {
		if got := reviewerName(c[0], c[1]); got != c[2] {
			t.Errorf("reviewerName(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// A review speaks for a purchase: an order is reviewed only once paid. Pending, failed or
// paid-on-pickup-but-not-yet-collected orders are refused and write nothing; once the money
// is in (the shop marks a pickup order paid), the same review goes through.
func TestStoreOrderReviewsNeedPayment(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	review := func(o Order) error {
		_, err := st.StoreOrderReviews(ctx, OrderReviewInput{OrderID: o.ID, AccessToken: o.AccessToken, Publish: true,
			Reviews: []ReviewDraft{{ProductID: pCable, Rate: 1, Comment: "never paid"}}})
		return err
	}
	card, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("a@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	pickup := guestOrder("b@b.lv")
	pickup.ShippingMethod, pickup.PaymentMethod, pickup.Shipping = "shop", "cash", OrderShipping{}
	cash, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), pickup)
	if err != nil {
		t.Fatal(err)
	}
	if err := review(card); !errors.Is(err, ErrOrderUnpaid) || !errors.Is(err, ErrConflict) {
		t.Errorf("a pending order: %v", err)
	}
	if err := st.MarkPaymentFailed(ctx, card.ID); err != nil {
		t.Fatal(err)
	}
	if err := review(card); !errors.Is(err, ErrOrderUnpaid) {
		t.Errorf("a failed payment: %v", err)
	}
	if err := review(cash); !errors.Is(err, ErrOrderUnpaid) {
		t.Errorf("a pickup order not yet collected: %v", err)
	}
	if p := productPage(t, st, "cable"); p.Rating.Count != 0 {
		t.Fatalf("unpaid orders' reviews were written: %+v", p.Rating)
	}
	if got, _ := st.OrderByID(ctx, card.ID); got.IsReviewed {
		t.Error("a refused review marked the order reviewed")
	}
	for _, o := range []Order{card, cash} {
		if err := st.MarkOrderPaid(ctx, o.ID, "ref"); err != nil {
			t.Fatal(err)
		}
		if err := review(o); err != nil {
			t.Errorf("order %s, paid: %v", o.PrefixedID, err)
		}
	}
	if p := productPage(t, st, "cable"); p.Rating != (Rating{Average: 1, Count: 2}) {
		t.Errorf("cable rating %+v after two paid orders' reviews", p.Rating)
	}
}

// Cancelling an order withdraws its reviews in the same transaction, and the product page's
// rating and count follow. No order with reviews can be cancelled through the API any more
// (reviews need a paid order, and a paid order is not cancelled), so the reviews here are what
// the shop let unpaid orders write before: put in the tables as that code did. Both ways an
// order is cancelled withdraw them: the shopper's or provider's CancelOrder and the lapse.
func TestCancelWithdrawsReviews(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	paid, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("paid@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.MarkOrderPaid(ctx, paid.ID, "ref"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.StoreOrderReviews(ctx, OrderReviewInput{OrderID: paid.ID, AccessToken: paid.AccessToken, Publish: true,
		Reviews: []ReviewDraft{{ProductID: pCable, Rate: 5}}}); err != nil {
		t.Fatal(err)
	}
	unpaid := func(email string) Order {
		t.Helper()
		o, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1, pPhone, 1), guestOrder(email))
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range []string{
			`INSERT INTO reviews (product_id, order_id, user_name, rate, comment, published, created_at, updated_at)
			 VALUES (3, ?, 'Eve', 1, 'bad', 1, '2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z'),
			        (1, ?, 'Eve', 1, 'bad', 1, '2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z')`,
			`UPDATE orders SET is_reviewed = 1 WHERE id = ? AND ? > 0`,
		} {
			if _, err := st.write.ExecContext(ctx, q, o.ID, o.ID); err != nil {
				t.Fatal(err)
			}
		}
		return o
	}
	cancelled, lapsed := unpaid("eve@b.lv"), unpaid("mallory@b.lv")
	if p := productPage(t, st, "cable"); p.Rating != (Rating{Average: 2.3, Count: 3}) {
		t.Fatalf("cable rating %+v with the planted reviews", p.Rating)
	}
	if err := st.CancelOrder(ctx, cancelled.ID); err != nil {
		t.Fatal(err)
	}
	if p := productPage(t, st, "cable"); p.Rating != (Rating{Average: 3, Count: 2}) {
		t.Errorf("cable rating %+v after a cancellation", p.Rating)
	}
	if n, err := st.CancelExpiredOrders(ctx, clock.Add(time.Hour)); err != nil || n != 1 {
		t.Fatalf("lapsed %d (%v)", n, err)
	}
	if p := productPage(t, st, "cable"); p.Rating != (Rating{Average: 5, Count: 1}) || len(p.Reviews) != 1 || p.Reviews[0].Rate != 5 {
		t.Errorf("cable rating %+v, reviews %+v after the lapse; want only the paid order's", p.Rating, p.Reviews)
	}
	if p := productPage(t, st, "phone"); p.Rating.Count != 0 || len(p.Reviews) != 0 {
		t.Errorf("phone rating %+v after both cancellations", p.Rating)
	}
	for _, o := range []Order{cancelled, lapsed} {
		if got, _ := st.OrderByID(ctx, o.ID); got.IsReviewed {
			t.Errorf("order %s is still marked reviewed", o.PrefixedID)
		}
		if n := count(t, st, `SELECT COUNT(*) FROM reviews WHERE order_id = ?`, o.ID); n != 0 {
			t.Errorf("order %s keeps %d reviews", o.PrefixedID, n)
		}
	}
	// Ratings live in no cache or index: the catalogue index (which holds none) still equals a
	// fresh build, and the product page reads them afresh, as checked above.
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("the index differs from a fresh build: %s", d)
	}
}
