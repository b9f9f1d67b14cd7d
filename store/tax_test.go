package store

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// ossRules are the Latvian fixture shop's rules with the four member states' rates and the
// One-Stop Shop on or off.
func ossRules(oss bool) CartRules {
	r := lvRules
	r.MaxUnits = DefaultMaxUnitsPerProduct
	r.Tax = TaxRules{Home: "LV", Rates: map[string]int64{"LV": 2100, "LT": 2100, "EE": 2400, "FI": 2550}, OSS: oss}
	return r
}

var estonianCheck = &VATCheck{Number: "EE100931558", Country: "EE", RequestID: "WAPIAAAAZ0Yk3vZz",
	CheckedAt: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)}

func TestTaxRulesFor(t *testing.T) {
	t.Parallel()
	on, off := ossRules(true).Tax, ossRules(false).Tax
	checked := on
	checked.VATCheck = estonianCheck
	homeCheck := on
	homeCheck.VATCheck = &VATCheck{Number: "LV40003000000", Country: "LV"}
	for _, tc := range []struct {
		name     string
		r        TaxRules
		dest     string
		business bool
		want     Tax
	}{
		{"no address yet", on, "", false, Tax{Scheme: TaxDomestic, RateBasisPoints: 2100}},
		{"domestic with OSS on", on, "LV", false, Tax{Scheme: TaxDomestic, Country: "LV", RateBasisPoints: 2100}},
		{"Finland with OSS on", on, "FI", false, Tax{Scheme: TaxOSS, Country: "FI", RateBasisPoints: 2550}},
		{"Estonia with OSS on", on, "EE", false, Tax{Scheme: TaxOSS, Country: "EE", RateBasisPoints: 2400}},
		{"Finland with OSS off", off, "FI", false, Tax{Scheme: TaxDomestic, Country: "FI", RateBasisPoints: 2100}},
		{"a country without a rate", on, "DE", false, Tax{Scheme: TaxDomestic, Country: "DE", RateBasisPoints: 2100}},
		{"a business without a VIES answer", on, "EE", true, Tax{Scheme: TaxOSS, Country: "EE", RateBasisPoints: 2400}},
		{"a business with a valid Estonian number", checked, "EE", true, Tax{Scheme: TaxReverseCharge, Country: "EE", Check: estonianCheck}},
		{"the same number with OSS off", TaxRules{Home: "LV", Rates: on.Rates, VATCheck: estonianCheck}, "FI", true,
			Tax{Scheme: TaxReverseCharge, Country: "FI", Check: estonianCheck}},
		{"a valid number delivered at home", checked, "LV", true, Tax{Scheme: TaxDomestic, Country: "LV", RateBasisPoints: 2100}},
		{"a private person keeps the OSS rate", checked, "EE", false, Tax{Scheme: TaxOSS, Country: "EE", RateBasisPoints: 2400}},
		{"a valid number of the home country", homeCheck, "EE", true, Tax{Scheme: TaxOSS, Country: "EE", RateBasisPoints: 2400}},
		{"the zero rules", TaxRules{}, "FI", false, Tax{Scheme: TaxDomestic, Country: "FI", RateBasisPoints: 2100}},
	} {
		got := tc.r.For(tc.dest, 2100, tc.business)
		if got.Scheme != tc.want.Scheme || got.Country != tc.want.Country || got.RateBasisPoints != tc.want.RateBasisPoints ||
			got.Check != tc.want.Check {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// finnishLocker is guestOrder sent to a Helsinki parcel locker under rules.
func finnishLocker(email string, rules CartRules) OrderInput {
	in := guestOrder(email)
	in.Rules = rules
	in.Shipping.ShippingAddress = ShippingAddress{Identifier: "6001", CountryID: cFI}
	return in
}

func TestPlaceOrderTaxedByDestination(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	// The Phone is 100,00 € net; the locker ships free above 41,32 € net.
	for _, tc := range []struct {
		name   string
		in     OrderInput
		want   Cents
		scheme string
		rate   int64
	}{
		{"Finland with OSS on", finnishLocker("fi-oss@example.com", ossRules(true)),
			Cents{Items: 12550, ItemsAfterCoupon: 12550, Net: 10000, Tax: 2550, Total: 12550}, TaxOSS, 2550},
		{"Finland with OSS off", finnishLocker("fi-home@example.com", ossRules(false)),
			Cents{Items: 12100, ItemsAfterCoupon: 12100, Net: 10000, Tax: 2100, Total: 12100}, TaxDomestic, 2100},
		{"Latvia with OSS on", func() OrderInput { in := guestOrder("lv@example.com"); in.Rules = ossRules(true); return in }(),
			Cents{Items: 12100, ItemsAfterCoupon: 12100, Net: 10000, Tax: 2100, Total: 12100}, TaxDomestic, 2100},
	} {
		token := addLines(t, st, pPhone, 1)
		// The cart, its address's country chosen, shows what the order then charges.
		if err := st.SetShippingCountry(ctx, token, tc.in.Shipping.CountryID); err != nil {
			t.Fatal(err)
		}
		c, err := st.CartByToken(ctx, token, tc.in.Rules)
		if err != nil || c.Cents.Total != tc.want.Total || c.Tax.Scheme != tc.scheme || c.Tax.RateBasisPoints != tc.rate {
			t.Errorf("%s: cart %+v %+v (%v)", tc.name, c.Cents, c.Tax, err)
		}
		o, err := st.PlaceOrder(ctx, token, tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if o.Cents != tc.want || o.VATBasisPoints != tc.rate || o.Tax.Scheme != tc.scheme || o.Tax.Check != nil ||
			len(o.VAT) != 1 || o.VAT[0] != (VATLine{RateBasisPoints: tc.rate, Net: tc.want.Net, Tax: tc.want.Tax}) {
			t.Errorf("%s: order %+v %+v %+v", tc.name, o.Cents, o.Tax, o.VAT)
		}
	}
}

// b2bTallinn is a business's order from Estonia to a Tallinn parcel locker.
func b2bTallinn(email, vat string, rules CartRules) OrderInput {
	in := guestOrder(email)
	in.Rules = rules
	in.Order = OrderContact{UserType: "b2b", UserName: "Mari", UserSurname: "Tamm", UserEmail: email,
		UserPhoneNumber: Phone{CountryCallingCode: "+372", Number: "5555 5555"}, CompanyName: "Firma OÜ",
		CompanyRegNum: "10093155", CompanyVatNum: vat, CompanyAddress: "Viru väljak 4", CompanyCity: "Tallinn",
		CompanyZip: "10111", CompanyCountryID: cEE}
	in.Shipping.ShippingAddress = ShippingAddress{Identifier: "7001", CountryID: cEE}
	return in
}

func TestPlaceOrderIntraCommunitySupply(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	rules := ossRules(true)
	rules.Tax.VATCheck = estonianCheck
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 2), b2bTallinn("ee@firma.ee", "ee 100931558", rules))
	if err != nil {
		t.Fatal(err)
	}
	// 0 %: the business pays the net prices, 2 × 100,00 €, the locker free.
	if want := (Cents{Items: 20000, ItemsAfterCoupon: 20000, Net: 20000, Tax: 0, Total: 20000}); o.Cents != want ||
		o.VATBasisPoints != 0 || o.Tax.Scheme != TaxReverseCharge || o.Tax.Country != "EE" {
		t.Errorf("intra-Community supply %+v %+v", o.Cents, o.Tax)
	}
	if c := o.Tax.Check; c == nil || c.Number != "EE100931558" || c.RequestID != "WAPIAAAAZ0Yk3vZz" ||
		!c.CheckedAt.Equal(estonianCheck.CheckedAt) || c.Country != "EE" {
		t.Errorf("VIES answer kept %+v", c)
	}
	// VIES confirmed another number than the order's: no exemption, the OSS rate of Estonia.
	o, err = st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), b2bTallinn("other@firma.ee", "EE999999999", rules))
	if err != nil {
		t.Fatal(err)
	}
	if o.Tax.Scheme != TaxOSS || o.VATBasisPoints != 2400 || o.Tax.Check != nil || o.Cents.Tax != 2400 || o.Cents.Total != 12400 {
		t.Errorf("another number %+v %+v", o.Cents, o.Tax)
	}
}

// TestDestinationPricingProperty: random carts sent to Latvia, Finland or Estonia, with the
// One-Stop Shop on or off, for a private person, a business, or a business VIES confirmed. For
// each, the cart shown once its delivery country is chosen is the order placed, cent for cent,
// at the rate and scheme TaxRules.For gives; the net is the same whatever the destination
// (only the VAT moves); net + VAT is the total; a reverse charge carries no VAT.
func TestDestinationPricingProperty(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	if _, err := st.write.Exec(`UPDATE products SET stock = 1000000 WHERE type = 'product'`); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(25, 5))
	points := map[string]ShippingAddress{"LV": {Identifier: "9001", CountryID: cLV}, "FI": {Identifier: "6001", CountryID: cFI},
		"EE": {Identifier: "7001", CountryID: cEE}}
	dests := []string{"LV", "FI", "EE"}
	runs := 120
	if testing.Short() || underRace {
		runs = 24
	}
	for n := range runs {
		rules := ossRules(r.IntN(2) == 1)
		buyer := r.IntN(3) // 0 private, 1 business, 2 business with a valid Estonian number
		if buyer == 2 {
			rules.Tax.VATCheck = estonianCheck
		}
		var pairs []int64
		for _, id := range []int64{pPhone, pPhoneB, pCable, pOther} {
			if q := r.Int64N(4); q > 0 {
				pairs = append(pairs, id, q)
			}
		}
		if len(pairs) == 0 {
			pairs = []int64{pCable, 1}
		}
		token := addLines(t, st, pairs...)
		dest := dests[r.IntN(len(dests))]
		var in OrderInput
		email := fmt.Sprintf("p%d@example.com", n)
		if buyer == 0 {
			in = guestOrder(email)
			in.Rules = rules
		} else {
			in = b2bTallinn(email, "EE100931558", rules)
		}
		in.MaxUnpaid = 0
		in.Shipping.ShippingAddress = points[dest]
		if err := st.SetShippingMethod(ctx, token, mLocker); err != nil {
			t.Fatal(err)
		}
		if err := st.SetShippingCountry(ctx, token, points[dest].CountryID); err != nil {
			t.Fatal(err)
		}
		shown := rules
		shown.Business = buyer > 0
		c, err := st.CartByToken(ctx, token, shown)
		if err != nil {
			t.Fatal(err)
		}
		want := rules.Tax.For(dest, rules.VATBasisPoints, buyer > 0)
		// The same cart at home: its net is the destination's.
		home := shown
		home.Tax = TaxRules{}
		h, err := st.CartByToken(ctx, token, home)
		if err != nil {
			t.Fatal(err)
		}
		o, err := st.PlaceOrder(ctx, token, in)
		if err != nil {
			t.Fatalf("%d (%s, buyer %d): %v", n, dest, buyer, err)
		}
		switch {
		case c.Tax.Scheme != want.Scheme || c.Tax.RateBasisPoints != want.RateBasisPoints:
			t.Errorf("%d: the cart's tax %+v, want %+v", n, c.Tax, want)
		case o.Cents != c.Cents || o.VATBasisPoints != want.RateBasisPoints || o.Tax.Scheme != want.Scheme || o.Tax.Country != dest:
			t.Errorf("%d (%s, buyer %d): shown %+v, ordered %+v %+v", n, dest, buyer, c.Cents, o.Cents, o.Tax)
		case o.Cents.Net+o.Cents.Tax != o.Cents.Total || len(o.VAT) != 1 || o.VAT[0].Net != o.Cents.Net || o.VAT[0].Tax != o.Cents.Tax:
			t.Errorf("%d: the VAT does not add up: %+v %+v", n, o.Cents, o.VAT)
		case want.Scheme == TaxReverseCharge && (o.Cents.Tax != 0 || o.Tax.Check == nil):
			t.Errorf("%d: a reverse charge with VAT %d, check %+v", n, o.Cents.Tax, o.Tax.Check)
		case buyer > 0 && c.Cents.Net != h.Cents.Net:
			// A business's net is the same at any rate; a private person's shelf prices with VAT
			// round per unit, so their net may differ by the rounding of each unit.
			t.Errorf("%d: a business's net %d at %s, %d at home", n, c.Cents.Net, dest, h.Cents.Net)
		}
	}
}
