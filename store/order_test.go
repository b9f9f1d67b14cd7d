package store

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// The worked example ordered: a phone and three cables with WELCOME10 to a Riga parcel locker
// (free from 50 €), paid by card. The order keeps its own snapshot, numbers run per prefix.
func TestPlaceOrder(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1, pCable, 3)
	if err := st.AddService(ctx, token, lineOf(t, cartOf(t, st, token), pPhone), sGift); err != nil {
		t.Fatal(err)
	}
	if err := st.ApplyCoupon(ctx, token, "WELCOME10", 0); err != nil {
		t.Fatal(err)
	}
	cart := cartOf(t, st, token)
	in := guestOrder(" Anna@B.lv ")
	in.Shipping.City, in.Shipping.Zip = "Paris", "75001" // the point's own address wins
	in.Shipping.Message = "  Please call  "
	o, err := st.PlaceOrder(ctx, token, in)
	if err != nil {
		t.Fatal(err)
	}
	// The cart answered what the order charges.
	if o.Cents != cart.Cents || o.Cents.Shipping != 0 || o.Cart.WithTax != cart.WithTax {
		t.Errorf("order %+v, the cart said %+v", o.Cents, cart.Cents)
	}
	if o.PrefixedID != "LV-000001" || o.Status != "new" || o.PaymentStatus != "pending" || o.CreatedAt != "2026-11-24T10:00:00Z" ||
		o.ExpiresAt != "2026-11-24T10:30:00Z" || len(o.AccessToken) != 43 || o.Language != "lv" || o.VATBasisPoints != 2100 {
		t.Errorf("order head %+v", o)
	}
	if o.Customer != (OrderCustomer{UserType: "b2c", Name: "Anna", Surname: "Bērziņa", Email: "Anna@B.lv",
		Phone: "+371 20000000"}) {
		t.Errorf("customer %+v", o.Customer)
	}
	wantAddr := ShippingAddress{Identifier: "9001", CountryID: cLV, City: "Rīga", Address: "Rimi Centrs, Audēju iela 16", Zip: "LV-1050",
		Message: "Please call", Phone: "+371 20000000"}
	if o.Cart.ShippingAddress != wantAddr || o.Cart.ShippingMethod.Code != "locker" || o.Cart.PaymentMethod.Code != "card" {
		t.Errorf("shipping %+v by %+v, paid by %+v", o.Cart.ShippingAddress, o.Cart.ShippingMethod, o.Cart.PaymentMethod)
	}
	if len(o.Cart.Items) != 2 || len(servicesOf(o.Cart.Items)) != 1 || o.Cart.TotalQuantity != 4 || o.Cart.Coupon.Code != "WELCOME10" {
		t.Fatalf("order cart %+v", o.Cart)
	}
	for i, it := range o.Cart.Items {
		c := cart.Items[i]
		if it.Product.ID != c.Product.ID || it.Quantity != c.Quantity || it.Prices != c.Prices || it.Product.Slug != c.Product.Slug ||
			len(it.Services) != len(c.Services) {
			t.Errorf("order line %d %+v, cart line %+v", i, it, c)
		}
	}
	if sv, csv := servicesOf(o.Cart.Items), servicesOf(cart.Items); sv[0].Prices != csv[0].Prices || sv[0].ItemID != o.Cart.Items[0].ID {
		t.Errorf("order service %+v, cart's %+v", sv[0], csv[0])
	}
	// Stock, cart, coupon.
	if count(t, st, `SELECT stock FROM products WHERE id = ?`, pPhone) != 4 || count(t, st, `SELECT stock FROM products WHERE id = ?`, pCable) != 97 {
		t.Error("stock not taken")
	}
	if cards, _ := st.Cards(ctx, []int64{pPhone}, "lv"); len(cards) != 1 || cards[0].Quantity != 4 {
		t.Errorf("the catalogue index still shows %+v", cards)
	}
	if count(t, st, `SELECT COUNT(*) FROM carts WHERE token = ? AND status = 'ordered'`, token) != 1 ||
		count(t, st, `SELECT used_count FROM coupons WHERE code = 'WELCOME10'`) != 1 ||
		count(t, st, `SELECT COUNT(*) FROM coupon_redemptions WHERE order_id = ? AND email = 'anna@b.lv'`, o.ID) != 1 {
		t.Error("cart, coupon or redemption not written")
	}
	if c := cartOf(t, st, token); len(c.Items) != 0 {
		t.Error("the ordered cart still answers as open")
	}
	if _, err := st.PlaceOrder(ctx, token, guestOrder("anna@b.lv")); !errors.Is(err, ErrCartEmpty) {
		t.Errorf("ordering the ordered cart again: %v", err)
	}
	if next, _ := st.AddToCart(ctx, token, pCable, 1); next == token {
		t.Error("adding after the order reused the ordered cart")
	}

	// Lookups: the order as placed, but for the placing call's own mark.
	if !o.JustPlaced {
		t.Error("the placing call's order is not JustPlaced")
	}
	o.JustPlaced = false
	for name, f := range map[string]func() (Order, error){
		"by id":           func() (Order, error) { return st.OrderByID(ctx, o.ID) },
		"by number":       func() (Order, error) { return st.OrderByNumber(ctx, "lv-000001", "ANNA@b.lv") },
		"by access token": func() (Order, error) { return st.OrderByAccessToken(ctx, o.AccessToken) },
	} {
		if got, err := f(); err != nil || !reflect.DeepEqual(got, o) {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, f := range map[string]func() (Order, error){
		"another e-mail": func() (Order, error) { return st.OrderByNumber(ctx, "LV-000001", "eve@b.lv") },
		"no e-mail":      func() (Order, error) { return st.OrderByNumber(ctx, "LV-000001", "") },
		"bad number":     func() (Order, error) { return st.OrderByNumber(ctx, "LV-x", "anna@b.lv") },
		"no token":       func() (Order, error) { return st.OrderByAccessToken(ctx, "") },
		"unknown id":     func() (Order, error) { return st.OrderByID(ctx, 999) },
	} {
		if _, err := f(); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v", name, err)
		}
	}

	// Numbers run per prefix; cash in the shop is paid at pickup, and the order waits to the
	// end of its third working day in the shop's time zone: ordered on Tuesday at noon in
	// Helsinki, it waits to the end of Friday.
	second, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("b@b.lv"))
	if err != nil || second.PrefixedID != "LV-000002" {
		t.Fatalf("second order %s %v", second.PrefixedID, err)
	}
	fi := guestOrder("c@b.fi")
	fi.Prefix, fi.Rules = "fi", CartRules{Pricing: Pricing{VATBasisPoints: 2550}}
	fi.ShippingMethod, fi.PaymentMethod, fi.Shipping = "shop", "cash", OrderShipping{}
	fi.Hold = Hold{WorkingDays: 3, Location: mustZone(t, "Europe/Helsinki")}
	third, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), fi)
	if err != nil || third.PrefixedID != "FI-000001" || third.ExpiresAt != "2026-11-27T22:00:00Z" || third.Cents.Total != 1254 || third.VATBasisPoints != 2550 {
		t.Fatalf("a Finnish pickup order %s, expires %q, %+v: %v", third.PrefixedID, third.ExpiresAt, third.Cents, err)
	}
}

// A company's order by courier: company fields kept, the address checked and normalised,
// the signed-in user's list shows it.
func TestPlaceOrderB2B(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	uid := addUser(t, st, "buyer@firm.lv")
	in := OrderInput{
		Order: OrderContact{UserType: "b2b", UserName: "Jānis", UserSurname: "Ozols", UserEmail: "buyer@firm.lv",
			UserPhoneNumber: Phone{CountryCallingCode: "371", Number: "29-111-222"}, CompanyName: "Firma SIA",
			CompanyRegNum: "40003000000", CompanyVatNum: "lv 40003000000", CompanyAddress: "Brīvības iela 1", CompanyCity: "Rīga",
			CompanyZip: "lv-1010", CompanyCountryID: cLV},
		Shipping: OrderShipping{ShippingAddress: ShippingAddress{CountryID: cLV, RegionID: 1, AreaID: 1, City: "Rīga",
			Address: "Brīvības iela 1", BuildingNum: "2", Zip: "1010"}, UserPhoneNumber: Phone{CountryCallingCode: "+372", Number: "5555 5555"}},
		ShippingMethod: "courier", PaymentMethod: "card", TermsAccepted: true, UserID: uid, Prefix: "LV", Rules: lvRules, Language: "lv",
	}
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhoneB, 2), in)
	if err != nil {
		t.Fatal(err)
	}
	if o.Customer.CompanyVatNum != "LV40003000000" || o.Customer.CompanyZip != "LV-1010" || o.Customer.CompanyCountryID != cLV ||
		o.Cart.ShippingAddress.Phone != "+372 55555555" || o.Customer.Phone != "+371 29111222" || o.Cart.ShippingAddress.Zip != "1010" ||
		o.Cart.ShippingAddress.RegionID != 1 || o.Cart.ShippingAddress.BuildingNum != "2" || o.UserID != uid {
		t.Errorf("b2b order %+v %+v", o.Customer, o.Cart.ShippingAddress)
	}
	// A business's order is net: Phone B, 82,64 € net less 10 % = 74,38 € net, two are
	// 148,76 €; courier 4,95 €; 153,71 € net and its VAT, 32,2791 → 32,28 €, added once.
	if want := (Cents{Items: 14876, ItemsAfterCoupon: 14876, Shipping: 495, Net: 15371, Tax: 3228, Total: 18599}); o.Cents != want ||
		o.Cart.WithTax || o.Cart.Items[0].Prices.Unit != 7438 || o.Cart.Items[0].Prices.Total != 14876 {
		t.Errorf("b2b cents %+v, lines %+v", o.Cents, o.Cart.Items[0].Prices)
	}
	if len(o.VAT) != 1 || o.VAT[0] != (VATLine{RateBasisPoints: 2100, Net: 15371, Tax: 3228}) {
		t.Errorf("b2b VAT lines %+v", o.VAT)
	}
	list, err := st.OrdersOfUser(ctx, uid)
	if err != nil || len(list) != 1 || list[0].PrefixedID != o.PrefixedID || list[0].FullName != "Jānis Ozols" ||
		list[0].Total != 18599 || list[0].Status != "new" {
		t.Errorf("the user's orders %+v (%v)", list, err)
	}
	// A private person's order drops the company fields the form still held.
	in.Order.UserType, in.UserID = "b2c", 0
	o, err = st.PlaceOrder(ctx, addLines(t, st, pCable, 1), in)
	if err != nil || o.Customer.CompanyName != "" || o.Customer.CompanyCountryID != 0 {
		t.Errorf("b2c with company fields: %+v %v", o.Customer, err)
	}
}

// Every §5 checkout key, from one bad input each; a refused order writes nothing.
func TestPlaceOrderFieldErrors(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1)
	b2b := func(in *OrderInput) { in.Order.UserType = "b2b" }
	courier := func(in *OrderInput) {
		in.ShippingMethod, in.Shipping = "courier", OrderShipping{ShippingAddress: ShippingAddress{CountryID: cLV, City: "Rīga",
			Address: "Iela 1", Zip: "LV-1050"}}
	}
	for _, c := range []struct {
		name string
		edit func(*OrderInput)
		want FieldErrors
	}{
		// No user type is a private person's order (spec §9's default), so it is not named.
		{"nothing", func(in *OrderInput) { *in = OrderInput{Prefix: "LV", Rules: lvRules} }, FieldErrors{
			"order.user_name": {MsgRequired}, "order.user_surname": {MsgRequired},
			"order.user_email": {MsgRequired}, "order.user_phone_number.number": {MsgRequired}, "terms_accepted": {MsgTerms},
			"shipping_method": {MsgRequired}, "payment_method": {MsgRequired}}},
		{"bad contact", func(in *OrderInput) {
			in.Order.UserType, in.Order.UserEmail, in.Order.UserName = "b2x", "anna@", strings.Repeat("ā", 101)
			in.Order.UserPhoneNumber = Phone{CountryCallingCode: "+1", Number: "12a45"}
		}, FieldErrors{"order.user_type": {MsgInvalid}, "order.user_email": {MsgEmail}, "order.user_name": {MsgTooLong},
			"order.user_phone_number.number": {MsgPhone}, "order.user_phone_number.countryCallingCode": {MsgCallingCode}}},
		{"company missing", b2b, FieldErrors{"order.company_name": {MsgRequired}, "order.company_reg_num": {MsgRequired},
			"order.company_address": {MsgRequired}, "order.company_city": {MsgRequired}, "order.company_zip": {MsgRequired},
			"order.company_country_id": {MsgRequired}}},
		{"company wrong", func(in *OrderInput) {
			in.Order = OrderContact{UserType: "b2b", UserName: "A", UserSurname: "B", UserEmail: "a@b.lv",
				UserPhoneNumber: Phone{"371", "20000000"}, CompanyName: "F", CompanyRegNum: "1", CompanyVatNum: "12-34",
				CompanyAddress: "A", CompanyCity: "C", CompanyZip: "Z", CompanyCountryID: 999}
		}, FieldErrors{"order.company_vat_num": {MsgInvalid}, "order.company_country_id": {MsgInvalid}}},
		{"unknown methods", func(in *OrderInput) { in.ShippingMethod, in.PaymentMethod = "old", "bitcoin" },
			FieldErrors{"shipping_method": {MsgUnknownShipping}}},
		{"payment not for the method", func(in *OrderInput) { in.PaymentMethod = "cash" },
			FieldErrors{"payment_method": {MsgPaymentNotAllowed}}},
		{"inactive payment", func(in *OrderInput) { courier(in); in.PaymentMethod = "old" },
			FieldErrors{"payment_method": {MsgPaymentNotAllowed}}},
		{"terms", func(in *OrderInput) { in.TermsAccepted = false }, FieldErrors{"terms_accepted": {MsgTerms}}},
		{"locker without a point", func(in *OrderInput) { in.Shipping.Identifier = "" },
			FieldErrors{"shipping.identifier": {MsgRequired}}},
		{"a point of no method", func(in *OrderInput) { in.Shipping.Identifier = "shop-riga" },
			FieldErrors{"shipping.identifier": {MsgUnknownPickupPoint}}},
		{"courier without an address", func(in *OrderInput) { in.ShippingMethod, in.Shipping = "courier", OrderShipping{} },
			FieldErrors{"shipping.country_id": {MsgRequired}, "shipping.city": {MsgRequired}, "shipping.address": {MsgRequired},
				"shipping.zip": {MsgRequired}}},
		{"courier abroad", func(in *OrderInput) { courier(in); in.Shipping.CountryID = cDE },
			FieldErrors{"shipping.country_id": {MsgCountryNotServed}}},
		{"courier zip", func(in *OrderInput) { courier(in); in.Shipping.Zip = "LV-105" },
			FieldErrors{"shipping.zip": {MsgZip}}},
		{"long message", func(in *OrderInput) { in.Shipping.Message = strings.Repeat("x", 501) },
			FieldErrors{"shipping.message": {MsgTooLong}}},
		{"shipping phone", func(in *OrderInput) { in.Shipping.UserPhoneNumber = Phone{"7", "123"} },
			FieldErrors{"shipping.user_phone_number.number": {MsgPhone}, "shipping.user_phone_number.countryCallingCode": {MsgCallingCode}}},
	} {
		in := guestOrder("a@b.lv")
		c.edit(&in)
		_, err := st.PlaceOrder(ctx, token, in)
		var fe FieldErrors
		if !errors.As(err, &fe) || !reflect.DeepEqual(fe, c.want) {
			t.Errorf("%s: %v\nwant %v", c.name, err, c.want)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders`); n != 0 {
		t.Errorf("%d orders from refused inputs", n)
	}
	if _, err := st.PlaceOrder(ctx, token, guestOrder("a@b.lv")); err != nil {
		t.Errorf("the cart can still be ordered: %v", err)
	}
	if _, err := st.PlaceOrder(ctx, "nope", guestOrder("a@b.lv")); !errors.Is(err, ErrCartEmpty) {
		t.Errorf("no cart: %v", err)
	}
}

// The same idempotency key twice, one after the other and at once: one order. With another
// cart's token the key is refused.
func TestPlaceOrderIdempotent(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	in := guestOrder("a@b.lv")
	in.IdempotencyKey = "key-1"
	token := addLines(t, st, pCable, 2)
	first, err := st.PlaceOrder(ctx, token, in)
	if err != nil {
		t.Fatal(err)
	}
	again, err := st.PlaceOrder(ctx, token, in)
	if !first.JustPlaced || again.JustPlaced {
		t.Errorf("JustPlaced: the first call %v, the same key again %v", first.JustPlaced, again.JustPlaced)
	}
	first.JustPlaced = false
	if err != nil || !reflect.DeepEqual(again, first) {
		t.Fatalf("the same key again: %v", err)
	}
	if _, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), in); !errors.Is(err, ErrIdempotencyKey) {
		t.Errorf("the key with another cart: %v", err)
	}
	for round := 0; round < 10; round++ {
		token := addLines(t, st, pCable, 1)
		in := guestOrder(fmt.Sprintf("r%d@b.lv", round)) // a shopper each: one may hold only 3 unpaid orders
		in.IdempotencyKey = "concurrent-" + string(rune('a'+round))
		const n = 8
		ids := make([]int64, n)
		errs := make([]error, n)
		placed := make([]bool, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				o, err := st.PlaceOrder(ctx, token, in)
				ids[i], errs[i], placed[i] = o.ID, err, o.JustPlaced
			})
		}
		wg.Wait()
		for i := range n {
			if errs[i] != nil || ids[i] != ids[0] {
				t.Fatalf("round %d: call %d: order %d (%v), call 0 order %d", round, i, ids[i], errs[i], ids[0])
			}
		}
		if n := len(slices.DeleteFunc(placed, func(p bool) bool { return !p })); n != 1 {
			t.Errorf("round %d: %d calls say they placed the order, want 1", round, n)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders`); n != 11 {
		t.Errorf("%d orders, want 11", n)
	}
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pCable); n != 100-2-10 {
		t.Errorf("stock %d", n)
	}
}

// An idempotency key answers its order also from the cart token the browser held before it
// signed in (OrderInput.PlacedCart); a key from another cart is still refused.
func TestIdempotencyKeyAcrossSignIn(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	ordered := addLines(t, st, pCable, 1)
	in := guestOrder("a@b.lv")
	in.IdempotencyKey = "k"
	first, err := st.PlaceOrder(ctx, ordered, in)
	if err != nil {
		t.Fatal(err)
	}
	in.PlacedCart = ordered
	again, err := st.PlaceOrder(ctx, "", in) // signed up since: no open cart
	if err != nil || again.ID != first.ID {
		t.Errorf("the key from the cart before sign-up: order %d (%v), want %d", again.ID, err, first.ID)
	}
	if again, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), in); err != nil || again.ID != first.ID {
		t.Errorf("the key with a new cart and the earlier one: order %d (%v), want %d", again.ID, err, first.ID)
	}
	in.PlacedCart = addLines(t, st, pCable, 1)
	if _, err := st.PlaceOrder(ctx, "", in); !errors.Is(err, ErrIdempotencyKey) {
		t.Errorf("the key from another browser: %v", err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders`); n != 1 {
		t.Errorf("%d orders", n)
	}
}

// Payment: pending → paid (once, whatever the provider repeats), failed → paid again; a
// cancelled order takes no money, a paid one cannot be cancelled.
func TestOrderPayment(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	place := func() Order {
		o, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), guestOrder("a@b.lv"))
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	a := place()
	for range 2 {
		if err := st.MarkOrderPaid(ctx, a.ID, "ref-1"); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.MarkOrderPaid(ctx, a.ID, "ref-2"); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.OrderByID(ctx, a.ID); got.Status != "paid" || got.PaymentStatus != "paid" || got.PaymentReference != "ref-1" ||
		got.PaidAt != "2026-11-24T10:00:00Z" {
		t.Errorf("paid order %s/%s ref %q at %q", got.Status, got.PaymentStatus, got.PaymentReference, got.PaidAt)
	}
	for name, err := range map[string]error{
		"fail a paid order":   st.MarkPaymentFailed(ctx, a.ID),
		"cancel a paid order": st.CancelOrder(ctx, a.ID),
	} {
		if !errors.Is(err, ErrOrderClosed) {
			t.Errorf("%s: %v", name, err)
		}
	}
	b := place()
	if err := st.MarkPaymentFailed(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.OrderByID(ctx, b.ID); got.PaymentStatus != "failed" || got.Status != "new" {
		t.Errorf("failed payment: %s/%s", got.Status, got.PaymentStatus)
	}
	if err := st.MarkOrderPaid(ctx, b.ID, "ref-b"); err != nil {
		t.Errorf("paying after a failure: %v", err)
	}
	c := place()
	if err := st.CancelOrder(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if err := st.CancelOrder(ctx, c.ID); err != nil {
		t.Errorf("cancelling twice: %v", err)
	}
	if err := st.MarkOrderPaid(ctx, c.ID, "late"); !errors.Is(err, ErrOrderClosed) {
		t.Errorf("money for a cancelled order: %v", err)
	}
	if got, _ := st.OrderByID(ctx, c.ID); got.Status != "cancelled" || got.PaymentStatus != "cancelled" {
		t.Errorf("cancelled order %s/%s", got.Status, got.PaymentStatus)
	}
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pPhone); n != 5-2 {
		t.Errorf("stock %d after two paid orders and a cancelled one", n)
	}
	for _, err := range []error{st.MarkOrderPaid(ctx, 999, "x"), st.MarkPaymentFailed(ctx, 999), st.CancelOrder(ctx, 999)} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("an unknown order: %v", err)
		}
	}
}

// Expired unpaid orders are cancelled in one go: their stock and coupon uses come back, paid
// orders stay and so does a pickup order until its working days are over, and the catalogue
// index equals a fresh build afterwards.
func TestCancelExpiredOrders(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	place := func(in OrderInput, pairs ...int64) Order {
		t.Helper()
		token := addLines(t, st, pairs...)
		if err := st.ApplyCoupon(ctx, token, "LIMITED", 0); err != nil {
			t.Fatal(err)
		}
		o, err := st.PlaceOrder(ctx, token, in)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	expiring := place(guestOrder("a@b.lv"), pPhone, 2, pCable, 5) // expires 10:30
	clock = clock.Add(10 * time.Minute)
	failed := place(guestOrder("b@b.lv"), pPhone, 3) // expires 10:40, its payment fails
	if err := st.MarkPaymentFailed(ctx, failed.ID); err != nil {
		t.Fatal(err)
	}
	paid := place(guestOrder("c@b.lv"), pPhoneB, 1)
	if err := st.MarkOrderPaid(ctx, paid.ID, "ok"); err != nil {
		t.Fatal(err)
	}
	cash := guestOrder("d@b.lv")
	cash.ShippingMethod, cash.PaymentMethod, cash.Shipping = "shop", "cash", OrderShipping{}
	cash.Hold = Hold{WorkingDays: 3, Location: mustZone(t, "Europe/Riga")}
	offline := place(cash, pPhoneB, 2)
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pPhone); n != 0 {
		t.Fatalf("phone stock %d before expiry", n)
	}
	if n, err := st.CancelExpiredOrders(ctx, clock.Add(19*time.Minute+59*time.Second)); err != nil || n != 0 {
		t.Fatalf("nothing expired at 10:29:59: %d %v", n, err)
	}
	n, err := st.CancelExpiredOrders(ctx, clock.Add(time.Hour))
	if err != nil || n != 2 {
		t.Fatalf("cancelled %d (%v), want 2", n, err)
	}
	for id, want := range map[int64]string{expiring.ID: "cancelled", failed.ID: "cancelled", paid.ID: "paid", offline.ID: "new"} {
		if got, _ := st.OrderByID(ctx, id); got.Status != want {
			t.Errorf("order %d: %s, want %s", id, got.Status, want)
		}
	}
	stock := map[int64]int{pPhone: 5, pCable: 100, pPhoneB: 0}
	for id, want := range stock {
		if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, id); n != want {
			t.Errorf("product %d stock %d, want %d", id, n, want)
		}
	}
	if n := count(t, st, `SELECT used_count FROM coupons WHERE code = 'LIMITED'`); n != 2 {
		t.Errorf("LIMITED used %d times, want 2", n)
	}
	if n, _ := st.CancelExpiredOrders(ctx, clock.Add(24*time.Hour)); n != 0 {
		t.Errorf("cancelled %d again", n)
	}
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Fatalf("the index differs from a fresh build: %s", d)
	}
	if cards, _ := st.Cards(ctx, []int64{pPhone}, "lv"); len(cards) != 1 || cards[0].Quantity != 5 {
		t.Errorf("the phone's card after the cancellation: %+v", cards)
	}
}
