package store

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The cart answer of the worked example (cart_pricing_test.go) in a real store: a phone and
// three cables, LV VAT.
func TestCartAnswer(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	token := addLines(t, st, pPhone, 1, pCable, 3)
	c := cartOf(t, st, token)
	if len(c.Items) != 2 || c.TotalQuantity != 4 || !c.AvailableForPurchase {
		t.Fatalf("cart %+v", c)
	}
	phone, cable := c.Items[0], c.Items[1]
	if phone.Product != (CartItemProduct{ID: pPhone, Type: "product", Title: "Phone", Slug: "phone", Code: "PH-1",
		Image: "/media/phone.svg", Manufacturer: "Acme"}) {
		t.Errorf("phone line shows %+v", phone.Product)
	}
	// Three cables at 12,09 € are 36,27 €: the shelf price times three.
	if phone.Prices != (LineCents{12100, 12100, 12100}) || cable.Prices != (LineCents{1209, 3627, 3627}) || !c.WithTax {
		t.Errorf("lines priced %+v / %+v", phone.Prices, cable.Prices)
	}
	if want := (Cents{Items: 15727, ItemsAfterCoupon: 15727, Net: 12998, Tax: 2729, Total: 15727}); c.Cents != want {
		t.Errorf("cents %+v, want %+v", c.Cents, want)
	}
	if c.Coupon != nil || c.ShippingMethod != nil || c.PaymentMethod != nil {
		t.Errorf("coupon %v, shipping %v, payment %v", c.Coupon, c.ShippingMethod, c.PaymentMethod)
	}
	// The gift pack fits every phone (it hangs on the top category), the warranty smartphones;
	// the unpublished service fits nothing; cables get none.
	if !slices.Equal(phone.AvailableServices, []int64{sGift, sWarranty}) || len(cable.AvailableServices) != 0 {
		t.Errorf("services on offer: phone %v, cable %v", phone.AvailableServices, cable.AvailableServices)
	}
	// The locker is free from 50,00 € with VAT: reached.
	if c.LockerFreeShippingThreshold != 5000 || c.LockerFreeShippingRemaining != 0 || c.MinCartPrice != 0 || c.BelowMinimum {
		t.Errorf("locker threshold %d (remaining %d), minimum %d %v", c.LockerFreeShippingThreshold, c.LockerFreeShippingRemaining,
			c.MinCartPrice, c.BelowMinimum)
	}
	// An unknown token is an empty cart, not available.
	if e := cartOf(t, st, "nope"); len(e.Items) != 0 || e.AvailableForPurchase || e.Items == nil {
		t.Errorf("an unknown token's cart %+v", e)
	}
}

// The shop's minimum (net, before the coupon) decides whether the cart can be bought, and the
// answer says by how much, as a key for the caller to translate with the amount.
func TestCartMinimum(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	rules := CartRules{Pricing: lvRules.Pricing, MinNetTotal: 5000}
	token := addLines(t, st, pCable, 3)
	c, _ := st.CartByToken(context.Background(), token, rules)
	if c.AvailableForPurchase || c.MinCartPrice != 6050 || !c.BelowMinimum {
		t.Errorf("29,97 € net under a 50 € minimum: available %v, %d %v", c.AvailableForPurchase, c.MinCartPrice, c.BelowMinimum)
	}
	if c.LockerFreeShippingRemaining != 5000-3627 {
		t.Errorf("%d missing for a free locker", c.LockerFreeShippingRemaining)
	}
	addLines(t, st, pOther, 1) // another cart: no effect
	if _, err := st.AddToCart(context.Background(), token, pOther, 1); err != nil {
		t.Fatal(err)
	}
	c, _ = st.CartByToken(context.Background(), token, rules)
	if !c.AvailableForPurchase || c.BelowMinimum {
		t.Errorf("54,97 € net over a 50 € minimum: available %v %v", c.AvailableForPurchase, c.BelowMinimum)
	}
	_, err := st.PlaceOrder(context.Background(), addLines(t, st, pCable, 1), withRules(guestOrder("a@b.lv"), rules))
	var below *BelowMinimumError
	if !errors.As(err, &below) || below.MinNetTotal != 5000 || !errors.Is(err, ErrConflict) {
		t.Errorf("an order under the minimum: %v", err)
	}
}

func withRules(in OrderInput, r CartRules) OrderInput { in.Rules = r; return in }

// The worked example with WELCOME10 and the courier: the lines show their old price, the
// coupon and shipping are in the totals.
func TestCartWithCouponAndShipping(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1, pCable, 3)
	if err := st.ApplyCoupon(ctx, token, "welcome10", 0); err != nil {
		t.Fatal(err)
	}
	if err := st.SetShippingMethod(ctx, token, mCourier); err != nil {
		t.Fatal(err)
	}
	c := cartOf(t, st, token)
	if c.Coupon == nil || *c.Coupon != (CartCoupon{Code: "WELCOME10", IsApplied: true}) {
		t.Errorf("coupon %+v", c.Coupon)
	}
	if c.Items[0].Prices.Total != 10890 || c.Items[1].Prices != (LineCents{1209, 3627, 3264}) {
		t.Errorf("lines after the coupon %+v / %+v", c.Items[0].Prices, c.Items[1].Prices)
	}
	want := Cents{Items: 15727, CouponDiscount: 1573, ItemsAfterCoupon: 14154, Shipping: 599, Net: 12193, Tax: 2560, Total: 14753}
	if c.Cents != want {
		t.Errorf("cents %+v, want %+v", c.Cents, want)
	}
	if c.ShippingMethod == nil || *c.ShippingMethod != (CartShipping{ID: mCourier, Title: "Courier", Type: "courier", Code: "courier"}) {
		t.Errorf("shipping %+v", c.ShippingMethod)
	}
	// Down to one cable the coupon still applies (no minimum); SAVE5 needs 50 € net.
	if err := st.DeleteItem(ctx, token, c.Items[0].ID); err != nil {
		t.Fatal(err)
	}
	var ce *CouponError
	if err := st.ApplyCoupon(ctx, token, "SAVE5", 0); !errors.As(err, &ce) || ce.Reason != CouponUnderMin || ce.MinNetTotal != 5000 {
		t.Errorf("SAVE5 on 29,97 €: %v", err)
	}
	if c := cartOf(t, st, token); c.Coupon == nil || c.Coupon.Code != "WELCOME10" {
		t.Errorf("a refused coupon replaced the cart's: %+v", c.Coupon)
	}
}

// A coupon on the cart that stops applying (the goods fall below its minimum) stays, takes
// nothing off, and says why; the order refuses it.
func TestCartCouponThatNoLongerApplies(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1, pCable, 1)
	if err := st.ApplyCoupon(ctx, token, "SAVE5", 0); err != nil {
		t.Fatal(err)
	}
	if c := cartOf(t, st, token); c.Cents.CouponDiscount != 605 {
		t.Fatalf("SAVE5 takes %d", c.Cents.CouponDiscount)
	}
	c := cartOf(t, st, token)
	if err := st.DeleteItem(ctx, token, lineOf(t, c, pPhone)); err != nil {
		t.Fatal(err)
	}
	c = cartOf(t, st, token)
	if c.Coupon == nil || c.Coupon.IsApplied || c.Coupon.Reason != CouponUnderMin || c.Cents.CouponDiscount != 0 || c.Cents.Total != 1209 {
		t.Errorf("SAVE5 under its minimum: %+v, %+v", c.Coupon, c.Cents)
	}
	var ce *CouponError
	if _, err := st.PlaceOrder(ctx, token, guestOrder("a@b.lv")); !errors.As(err, &ce) || ce.Reason != CouponUnderMin {
		t.Errorf("an order with a coupon under its minimum: %v", err)
	}
	if err := st.RemoveCoupon(ctx, token); err != nil {
		t.Fatal(err)
	}
	if _, err := st.PlaceOrder(ctx, token, guestOrder("a@b.lv")); err != nil {
		t.Errorf("the order without the coupon: %v", err)
	}
}

func TestCartEdits(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 2, pCable, 1)
	other := addLines(t, st, pCable, 1)
	c := cartOf(t, st, token)
	phone, cable := lineOf(t, c, pPhone), lineOf(t, c, pCable)
	foreign := cartOf(t, st, other).Items[0].ID

	for name, err := range map[string]error{
		"add a service as a product":   firstErr(st.AddToCart(ctx, token, sGift, 1)),
		"add an unpublished product":   firstErr(st.AddToCart(ctx, token, pHidden, 1)),
		"set another cart's line":      st.SetQuantity(ctx, token, foreign, 1),
		"delete another cart's line":   st.DeleteItem(ctx, token, foreign),
		"a service on another's line":  st.AddService(ctx, token, foreign, sGift),
		"an unpublished service":       st.AddService(ctx, token, phone, sHidden),
		"a product as a service":       st.AddService(ctx, token, phone, pCable),
		"edit the cart of no token":    st.SetQuantity(ctx, "", phone, 1),
		"remove a service not there":   st.RemoveService(ctx, token, phone, sGift),
		"delete a line twice (unseen)": st.DeleteItem(ctx, token, 999999),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v, want ErrNotFound", name, err)
		}
	}
	for name, err := range map[string]error{
		"quantity 0":              st.SetQuantity(ctx, token, phone, 0),
		"quantity -3":             st.SetQuantity(ctx, token, phone, -3),
		"more than the stock":     st.SetQuantity(ctx, token, phone, 6),
		"a warranty on a cable":   st.AddService(ctx, token, cable, sWarranty),
		"add beyond the stock":    firstErr(st.AddToCart(ctx, token, pPhone, 4)),
		"add a negative quantity": firstErr(st.AddToCart(ctx, token, pPhone, -1)),
	} {
		if !errors.Is(err, ErrConflict) {
			t.Errorf("%s: %v, want ErrConflict", name, err)
		}
	}
	if got := cartOf(t, st, token); got.TotalQuantity != 3 {
		t.Fatalf("refused edits changed the cart: %d units", got.TotalQuantity)
	}

	// Services count once per unit of their line and follow its quantity.
	for _, sv := range []int64{sGift, sWarranty, sGift} {
		if err := st.AddService(ctx, token, phone, sv); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.SetQuantity(ctx, token, phone, 3); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddToCart(ctx, token, pPhone, 1); err != nil {
		t.Fatal(err)
	}
	c = cartOf(t, st, token)
	p := c.Items[0]
	if len(p.Services) != 2 || p.Services[0].Product.ID != sGift || p.Services[0].Quantity != 4 ||
		p.Services[0].ItemID != phone || p.Services[0].Prices.Total != 4*lvRules.Gross(330) || p.Services[1].Prices.Total != 4*lvRules.Gross(4131) ||
		p.Services[0].Product.Slug != "" || p.Services[0].Product.Image != "/media/gift.svg" || c.TotalQuantity != 5 {
		t.Fatalf("services %+v, cart units %d", p.Services, c.TotalQuantity)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM cart_items WHERE parent_item_id = ? AND quantity = 4`, phone); n != 2 {
		t.Errorf("%d service rows follow their line's quantity", n)
	}
	if want := 4*12100 + 4*lvRules.Gross(330) + 4*lvRules.Gross(4131) + 1209; c.Cents.Total != want {
		t.Errorf("total %d, want %d", c.Cents.Total, want)
	}
	if err := st.RemoveService(ctx, token, phone, sWarranty); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteItem(ctx, token, c.Items[0].Services[0].ID); err != nil { // a service by its own line id
		t.Fatal(err)
	}
	if err := st.AddService(ctx, token, phone, sGift); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteItem(ctx, token, phone); err != nil {
		t.Fatal(err)
	}
	c = cartOf(t, st, token)
	if len(c.Items) != 1 || len(servicesOf(c.Items)) != 0 || count(t, st, `SELECT COUNT(*) FROM cart_items WHERE parent_item_id IS NOT NULL`) != 0 {
		t.Errorf("deleting the phone's line left %+v", c)
	}
	if cartOf(t, st, other).TotalQuantity != 1 {
		t.Error("the other cart changed")
	}
}

func firstErr(_ string, err error) error { return err }

// An unpublished product or service on a cart makes it unavailable, and the order says which.
func TestCartWithWhatIsNoLongerOnSale(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1, pCable, 2)
	if err := st.SetPublished(ctx, pCable, false); err != nil {
		t.Fatal(err)
	}
	c := cartOf(t, st, token)
	if c.AvailableForPurchase || c.Items[1].InStock || !c.Items[0].InStock {
		t.Errorf("a hidden product's cart: available %v, lines %v %v", c.AvailableForPurchase, c.Items[0].InStock, c.Items[1].InStock)
	}
	var short *OutOfStockError
	_, err := st.PlaceOrder(ctx, token, guestOrder("a@b.lv"))
	if !errors.As(err, &short) || !reflect.DeepEqual(short.Products, []ShortProduct{{ID: pCable, Title: "Cable", Wanted: 2}}) {
		t.Errorf("ordering a hidden product: %v", err)
	}
	if count(t, st, `SELECT stock FROM products WHERE id = ?`, pPhone) != 5 {
		t.Error("a refused order took stock")
	}
}

// Choosing a shipping method clears the address and payment; the address is checked against
// the method (countries, zip patterns, pickup points); payment methods must fit the method.
func TestCheckoutChoices(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1)
	fields := func(err error) FieldErrors {
		t.Helper()
		var fe FieldErrors
		if !errors.As(err, &fe) {
			t.Fatalf("%v, want FieldErrors", err)
		}
		return fe
	}
	if fe := fields(st.SetShippingAddress(ctx, token, ShippingAddress{CountryID: cLV})); !reflect.DeepEqual(fe, FieldErrors{"shipping_method": {MsgRequired}}) {
		t.Errorf("an address before a method: %v", fe)
	}
	if fe := fields(st.SetPaymentMethod(ctx, token, payCard)); !reflect.DeepEqual(fe, FieldErrors{"shipping_method": {MsgRequired}}) {
		t.Errorf("a payment before a method: %v", fe)
	}
	for _, id := range []int64{mOld, 999} {
		if err := st.SetShippingMethod(ctx, token, id); !errors.Is(err, ErrNotFound) {
			t.Errorf("method %d: %v", id, err)
		}
	}
	if err := st.SetShippingMethod(ctx, token, mCourier); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		addr ShippingAddress
		want FieldErrors
	}{
		{ShippingAddress{CountryID: cLV, Zip: "LV-10500"}, FieldErrors{"shipping.zip": {MsgZip}}},
		{ShippingAddress{CountryID: cFI, Zip: "LV-1050"}, FieldErrors{"shipping.zip": {MsgZip}}},
		{ShippingAddress{CountryID: cEE, Zip: "10111"}, FieldErrors{"shipping.country_id": {MsgCountryNotServed}}},
		{ShippingAddress{CountryID: cLV, RegionID: 1, AreaID: 2}, FieldErrors{"shipping.area_id": {MsgInvalid}}},
		{ShippingAddress{CountryID: cFI, RegionID: 1}, FieldErrors{"shipping.region_id": {MsgInvalid}}},
		{ShippingAddress{CountryID: cLV, Identifier: "9001"}, FieldErrors{"shipping.identifier": {MsgUnknownPickupPoint}}}, // a locker's, not the courier's
		{ShippingAddress{CountryID: cLV, Message: strings.Repeat("x", 501)}, FieldErrors{"shipping.message": {MsgTooLong}}},
		{ShippingAddress{CountryID: cLV, Message: string(make([]byte, 20))}, FieldErrors{"shipping.message": {MsgInvalid}}},
		{ShippingAddress{CountryID: cLV, Message: "ring twice\n\tthen wait", City: "Rīga\n"}, FieldErrors{"shipping.city": {MsgSingleLine}}},
	} {
		if fe := fields(st.SetShippingAddress(ctx, token, c.addr)); !reflect.DeepEqual(fe, c.want) {
			t.Errorf("%+v: %v, want %v", c.addr, fe, c.want)
		}
	}
	addr := ShippingAddress{CountryID: cLV, RegionID: 1, AreaID: 1, City: " Rīga ", Address: "Brīvības iela 1", Zip: "lv-1050",
		Message: "Call first", Phone: "+371 20000000"}
	if err := st.SetShippingAddress(ctx, token, addr); err != nil {
		t.Fatal(err)
	}
	addr.City, addr.Zip = "Rīga", "LV-1050"
	if got := cartOf(t, st, token).ShippingAddress; got != addr {
		t.Errorf("address %+v, want %+v", got, addr)
	}
	if fe := fields(st.SetPaymentMethod(ctx, token, payCash)); !reflect.DeepEqual(fe, FieldErrors{"payment_method": {MsgPaymentNotAllowed}}) {
		t.Errorf("cash by courier: %v", fe)
	}
	if err := st.SetPaymentMethod(ctx, token, payOld); !errors.Is(err, ErrNotFound) {
		t.Errorf("an inactive payment method: %v", err)
	}
	if err := st.SetPaymentMethod(ctx, token, payCard); err != nil {
		t.Fatal(err)
	}
	if c := cartOf(t, st, token); c.PaymentMethod == nil || *c.PaymentMethod != (CartPayment{ID: payCard, Code: "card", Title: "Card"}) {
		t.Errorf("payment %+v", c.PaymentMethod)
	}
	// A new method: the address and payment go.
	if err := st.SetShippingMethod(ctx, token, mLocker); err != nil {
		t.Fatal(err)
	}
	c := cartOf(t, st, token)
	if c.ShippingAddress != (ShippingAddress{}) || c.PaymentMethod != nil || c.ShippingMethod.ID != mLocker || c.Cents.Shipping != 0 {
		t.Errorf("after choosing the locker: %+v, payment %v, shipping %d", c.ShippingAddress, c.PaymentMethod, c.Cents.Shipping)
	}
	// A pickup point brings its own address, whatever the client says.
	if err := st.SetShippingAddress(ctx, token, ShippingAddress{Identifier: "9007", City: "Paris", Zip: "75001", Phone: "1"}); err != nil {
		t.Fatal(err)
	}
	want := ShippingAddress{Identifier: "9007", CountryID: cLV, City: "Jūrmala", Address: "Maxima, Jomas iela 57", Zip: "LV-2015", Phone: "1"}
	if got := cartOf(t, st, token).ShippingAddress; got != want {
		t.Errorf("a pickup point's address %+v, want %+v", got, want)
	}
	if fe := fields(st.SetShippingAddress(ctx, token, ShippingAddress{Identifier: "9007", CountryID: cFI})); len(fe["shipping.identifier"]) != 1 {
		t.Errorf("a Latvian point in Finland: %v", fe)
	}
	// Changing the country clears what belonged to the old one.
	if err := st.SetShippingCountry(ctx, token, cFI); err != nil {
		t.Fatal(err)
	}
	if got := cartOf(t, st, token).ShippingAddress; got != (ShippingAddress{CountryID: cFI, Phone: "1"}) {
		t.Errorf("after a new country: %+v", got)
	}
	if fe := fields(st.SetShippingCountry(ctx, token, cDE)); len(fe["shipping.country_id"]) != 1 {
		t.Errorf("a country the locker does not serve: %v", fe)
	}
	if err := st.ResetCart(ctx, token); err != nil {
		t.Fatal(err)
	}
	if c := cartOf(t, st, token); c.ShippingMethod != nil || c.PaymentMethod != nil || c.ShippingAddress != (ShippingAddress{}) || len(c.Items) != 1 {
		t.Errorf("a reset cart: %+v", c)
	}
	for name, err := range map[string]error{
		"reset":    st.ResetCart(ctx, "nope"),
		"method":   st.SetShippingMethod(ctx, "nope", mCourier),
		"address":  st.SetShippingAddress(ctx, "nope", ShippingAddress{}),
		"country":  st.SetShippingCountry(ctx, "nope", cLV),
		"payment":  st.SetPaymentMethod(ctx, "nope", payCard),
		"coupon":   st.ApplyCoupon(ctx, "nope", "WELCOME10", 0),
		"uncoupon": st.RemoveCoupon(ctx, "nope"),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s on no cart: %v", name, err)
		}
	}
}

func TestShippingAndPaymentLists(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	methods, err := st.ShippingMethods(ctx, "lv")
	if err != nil || len(methods) != 3 || methods[1].Code != "locker" {
		t.Fatalf("methods %+v (%v)", methods, err)
	}
	if m := methods[1]; lvRules.Gross(m.NetPrice) != 300 || lvRules.Gross(m.FreeThreshold) != 5000 {
		t.Errorf("locker priced %+v", m)
	}
	countries, err := st.ShippingCountries(ctx, mCourier, "en")
	if err != nil {
		t.Fatal(err)
	}
	want := []ShippingCountry{
		{ID: cFI, Code: "FI", Title: "Finland", ZipPattern: `^\d{5}$`, Regions: []Region{}, Cities: []PlaceTitle{{2, "Helsinki"}}},
		{ID: cLV, Code: "LV", Title: "Latvia", ZipPattern: `^(LV-)?\d{4}$`, Cities: []PlaceTitle{{1, "Rīga"}},
			Regions: []Region{{1, "Rīga", []PlaceTitle{{1, "Rīgas valstspilsēta"}}}, {2, "Kurzeme", []PlaceTitle{{2, "Talsu novads"}}}}},
	}
	if !reflect.DeepEqual(countries, want) {
		t.Errorf("courier countries\n%+v\nwant\n%+v", countries, want)
	}
	// In Latvian the countries are Latvian words in Latvian order: Latvija before Somija.
	if lv, err := st.ShippingCountries(ctx, mCourier, "lv"); err != nil || len(lv) != 2 || lv[0].Title != "Latvija" || lv[1].Title != "Somija" ||
		len(lv[0].Cities) != 1 || len(lv[1].Cities) != 1 || lv[1].Cities[0].Title != "Helsinki" {
		t.Errorf("courier countries in Latvian: %+v (%v)", lv, err)
	}
	for _, c := range []struct {
		country int64
		search  string
		want    []string
	}{
		{0, "", []string{"6001", "9007", "9001", "7001"}}, // by city: Helsinki, Jūrmala, Rīga, Tallinn
		{cLV, "", []string{"9007", "9001"}},
		{cLV, "riga", []string{"9001"}},
		{0, "  RIMI  centrs ", []string{"9001"}},
		{0, "1050", []string{"9001"}},
		{0, "kamppi", []string{"6001"}},
		{0, "7001", []string{"7001"}},
		{0, "valjak", []string{"7001"}}, // "väljak"
		{cLT, "", []string{}},
		{0, "nowhere", []string{}},
	} {
		points, err := st.PickupPoints(ctx, mLocker, c.country, c.search)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range points {
			got = append(got, p.Identifier)
		}
		if !slices.Equal(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("points in %d for %q: %v, want %v", c.country, c.search, got, c.want)
		}
	}
	if p, _ := st.PickupPoints(ctx, mLocker, cLV, "jomas"); len(p) != 1 || p[0].Address != "Maxima, Jomas iela 57" || p[0].City != "Jūrmala" || p[0].Zip != "LV-2015" {
		t.Errorf("a point's full address: %+v", p)
	}
	pay, err := st.PaymentMethods(ctx, mShop, "lv")
	if err != nil || len(pay) != 2 || pay[0].Code != "card" || !pay[0].Online || pay[1].Code != "cash" || pay[1].Online {
		t.Errorf("payment in the shop: %+v (%v)", pay, err)
	}
	if pay, _ := st.PaymentMethods(ctx, mCourier, "lv"); len(pay) != 1 {
		t.Errorf("payment by courier: %+v (the inactive one is not offered)", pay)
	}
	for name, err := range map[string]error{
		"countries": secondErr(st.ShippingCountries(ctx, mOld, "en")),
		"points":    secondErr(st.PickupPoints(ctx, mOld, 0, "")),
		"payments":  secondErr(st.PaymentMethods(ctx, 999, "lv")),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s of an inactive or unknown method: %v", name, err)
		}
	}
	services, err := st.Services(ctx, lvRules.Pricing)
	if err != nil || len(services) != 2 || services[0].Title != "Gift pack" || services[0].Gross != 399 || services[0].Net != 330 ||
		!slices.Equal(services[0].CategoryIDs, []int64{catPhones}) || services[1].Gross != 4999 {
		t.Errorf("services %+v (%v)", services, err)
	}
}

func secondErr[T any](_ T, err error) error { return err }

// At sign-in the guest's cart becomes the user's and takes in the user's older cart: the
// quantities add up, capped at the stock, services come along.
func TestMergeCarts(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	uid := addUser(t, st, "u@b.lv")
	if tok, err := st.MergeCarts(ctx, "", uid); err != nil || tok != "" {
		t.Fatalf("no carts: %q %v", tok, err)
	}
	older := addLines(t, st, pPhone, 3, pPhoneB, 1)
	if tok, err := st.MergeCarts(ctx, older, uid); err != nil || tok != older {
		t.Fatalf("the first cart becomes the user's: %q %v", tok, err)
	}
	if err := st.AddService(ctx, older, lineOf(t, cartOf(t, st, older), pPhoneB), sGift); err != nil {
		t.Fatal(err)
	}
	if tok, err := st.MergeCarts(ctx, "", uid); err != nil || tok != older {
		t.Fatalf("signing in without a cart finds the user's: %q %v", tok, err)
	}
	guest := addLines(t, st, pPhone, 4, pCable, 1)
	if err := st.ApplyCoupon(ctx, guest, "WELCOME10", 0); err != nil {
		t.Fatal(err)
	}
	tok, err := st.MergeCarts(ctx, guest, uid)
	if err != nil || tok != guest {
		t.Fatalf("merge: %q %v", tok, err)
	}
	c := cartOf(t, st, guest)
	qty := map[int64]int64{}
	for _, it := range c.Items {
		qty[it.Product.ID] = it.Quantity
	}
	if !reflect.DeepEqual(qty, map[int64]int64{pPhone: 5, pPhoneB: 1, pCable: 1}) || len(servicesOf(c.Items)) != 1 ||
		servicesOf(c.Items)[0].Quantity != 1 || c.Coupon == nil {
		t.Errorf("merged cart %v, services %+v, coupon %v", qty, servicesOf(c.Items), c.Coupon)
	}
	if count(t, st, `SELECT COUNT(*) FROM carts WHERE token = ?`, older) != 0 || count(t, st, `SELECT COUNT(*) FROM carts WHERE user_id = ?`, uid) != 1 {
		t.Error("the older cart is still there")
	}
	// Another user signing in on the same browser does not take this user's cart.
	other := addUser(t, st, "o@b.lv")
	if tok, err := st.MergeCarts(ctx, guest, other); err != nil || tok != "" {
		t.Errorf("another user's sign-in took the cart: %q %v", tok, err)
	}
	if count(t, st, `SELECT COUNT(*) FROM carts WHERE token = ? AND user_id = ?`, guest, uid) != 1 {
		t.Error("the cart changed hands")
	}
}

// servicesOf are the services of every line, in line order.
func servicesOf(items []CartItem) []CartService {
	var out []CartService
	for _, it := range items {
		out = append(out, it.Services...)
	}
	return out
}
