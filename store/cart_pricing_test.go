package store

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Worked examples in cents, by hand, for the Latvian (21 %) and Finnish (25.5 %) VAT, for a
// private person (prices with VAT) and a business (without). The cart is a phone at 100,00 €
// net and three cables at 9,99 € net each.
func TestPriceCartWorkedExamples(t *testing.T) {
	t.Parallel()
	lv, fi := Pricing{VATBasisPoints: 2100}, Pricing{VATBasisPoints: 2550}
	phoneAndCables := []priceLine{{unitNet: 10000, qty: 1}, {unitNet: 999, qty: 3}}
	courier := &shippingTerms{net: 495}
	locker := &shippingTerms{net: 248, freeThreshold: 4132}
	type want struct {
		unit, list, final                      []int64
		goods, discount, ship, net, tax, gross int64
	}
	for _, c := range []struct {
		name     string
		p        Pricing
		business bool
		lines    []priceLine
		coupon   *couponTerms
		ship     *shippingTerms
		want     want
	}{
		// A cable's shelf price is Gross(999) = 1208.79 → 12,09 €, and three are 36,27 €: the
		// shelf price times three, not Gross(2997) = 36,26 €. The VAT of 157,27 € is
		// 157,27 × 21 / 121 = 27,2948 → 27,29 €.
		{"LV, no coupon, no shipping", lv, false, phoneAndCables, nil, nil,
			want{[]int64{12100, 1209}, []int64{12100, 3627}, []int64{12100, 3627}, 15727, 0, 0, 12998, 2729, 15727}},
		// 10 % of 157,27 € is 15,727 → 15,73 €. Shares: phone 1210.23, cables 362.77: whole cents
		// 1210 + 362 = 1572, the cent left goes to the larger remainder (the cables). Courier
		// 4,95 € net is 5,99 €; 141,54 + 5,99 = 147,53 €, of which VAT 25,6043 → 25,60 €.
		{"LV, 10 %, courier", lv, false, phoneAndCables, &couponTerms{percent: 10}, courier,
			want{[]int64{12100, 1209}, []int64{12100, 3627}, []int64{10890, 3264}, 15727, 1573, 599, 12193, 2560, 14753}},
		// 5,00 € net off is 6,05 € with VAT: shares 465.47 and 139.53, the cent left to the
		// cables. The locker is free from Gross(4132) = 50,00 €.
		{"LV, 5 € fixed, locker free from 50 €", lv, false, phoneAndCables, &couponTerms{amount: 500}, locker,
			want{[]int64{12100, 1209}, []int64{12100, 3627}, []int64{11635, 3487}, 15727, 605, 0, 12498, 2624, 15122}},
		// Three cables are 36,27 €, under 50 €: 2,48 € net is 3,00 €; 39,27 € holds 6,8154 → 6,82 € VAT.
		{"LV, cables by locker", lv, false, phoneAndCables[1:], nil, locker,
			want{[]int64{1209}, []int64{3627}, []int64{3627}, 3627, 0, 300, 3245, 682, 3927}},
		// Finland: a cable is Gross(999) = 1253.745 → 12,54 €, three 37,62 €. 10 % of 163,12 € is
		// 16,31 €: shares 1254.85 and 376.15, the cent left to the phone. 146,81 € holds
		// 146,81 × 25.5 / 125.5 = 29,8299 → 29,83 € VAT.
		{"FI, 10 %, no shipping", fi, false, phoneAndCables, &couponTerms{percent: 10}, nil,
			want{[]int64{12550, 1254}, []int64{12550, 3762}, []int64{11295, 3386}, 16312, 1631, 0, 11698, 2983, 14681}},
		// The locker is free in Finland from Gross(4132) = 51,86 €; 2,48 € net is 3,11 €.
		{"FI, cables by locker", fi, false, phoneAndCables[1:], nil, locker,
			want{[]int64{1254}, []int64{3762}, []int64{3762}, 3762, 0, 311, 3245, 828, 4073}},
		{"FI, phone by locker: free", fi, false, phoneAndCables[:1], nil, locker,
			want{[]int64{12550}, []int64{12550}, []int64{12550}, 12550, 0, 0, 10000, 2550, 12550}},
		// A coupon worth more than the goods takes the goods to zero, never below; shipping stays.
		{"LV, 500 € fixed on 157,27 €", lv, false, phoneAndCables, &couponTerms{amount: 50000}, courier,
			want{[]int64{12100, 1209}, []int64{12100, 3627}, []int64{0, 0}, 15727, 15727, 599, 495, 104, 599}},
		{"empty", lv, false, nil, &couponTerms{percent: 10}, courier,
			want{[]int64{}, []int64{}, []int64{}, 0, 0, 599, 495, 104, 599}},
		// A business: net lines. 10 % of 129,97 € is 13,00 €: shares 1000.23 and 299.77, the
		// cent left to the cables; 116,97 + 4,95 = 121,92 € net, VAT 21 % of it 25,6032 → 25,60 €.
		{"LV b2b, 10 %, courier", lv, true, phoneAndCables, &couponTerms{percent: 10}, courier,
			want{[]int64{10000, 999}, []int64{10000, 2997}, []int64{9000, 2697}, 12997, 1300, 495, 12192, 2560, 14752}},
		// 5,00 € off, net: shares 384.70 and 115.30, the cent left to the phone; the locker is free
		// from 41,32 € net; VAT 25.5 % of 124,97 € is 31,86735 → 31,87 €.
		{"FI b2b, 5 € fixed, locker", fi, true, phoneAndCables, &couponTerms{amount: 500}, locker,
			want{[]int64{10000, 999}, []int64{10000, 2997}, []int64{9615, 2882}, 12997, 500, 0, 12497, 3187, 15684}},
		{"LV b2b, cables by locker", lv, true, phoneAndCables[1:], nil, locker,
			want{[]int64{999}, []int64{2997}, []int64{2997}, 2997, 0, 248, 3245, 681, 3926}},
	} {
		got := priceCart(c.p, c.business, c.lines, c.coupon, c.ship)
		g := want{got.unit, got.list, got.final, got.goods, got.discount, got.ship, got.net, got.tax, got.gross}
		if !slices.Equal(g.unit, c.want.unit) || !slices.Equal(g.list, c.want.list) || !slices.Equal(g.final, c.want.final) ||
			g.goods != c.want.goods || g.discount != c.want.discount || g.ship != c.want.ship || g.net != c.want.net ||
			g.tax != c.want.tax || g.gross != c.want.gross || got.withTax == c.business {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, g, c.want)
		}
	}
}

// The examples that exposed the old rounding: two units of a shelf price cost twice the shelf
// price. Each net price is the one whose 21 % gross is the shelf price, as the demo makes
// them; the old rule, VAT rounded once per line of net × quantity, was a cent off each.
func TestTwoUnitsCostTwiceTheShelfPrice(t *testing.T) {
	t.Parallel()
	lv := Pricing{VATBasisPoints: 2100}
	for _, c := range []struct {
		net, shelf, two, old int64
	}{
		{22231, 26900, 53800, 53799},   // 269,00 € × 2 = 538,00 € (was 537,99 €)
		{66859, 80899, 161798, 161799}, // 808,99 € × 2 = 1617,98 € (was 1617,99 €)
		{7850, 9499, 18998, 18997},     // 94,99 € × 2 = 189,98 € (was 189,97 €)
	} {
		got := priceCart(lv, false, []priceLine{{unitNet: c.net, qty: 2}}, nil, nil)
		if got.unit[0] != c.shelf || got.list[0] != c.two || got.gross != c.two || lv.Gross(2*c.net) != c.old {
			t.Errorf("net %d: unit %d, two %d, total %d; want %d, %d (the old rule said %d)", c.net, got.unit[0], got.list[0],
				got.gross, c.shelf, c.two, c.old)
		}
	}
}

// For any lines and coupon: the lines after the coupon add up to exactly the goods less the
// coupon, no line goes below zero or above its price, and the tax is never negative.
func TestPriceCartAddsUp(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20000; i++ {
		p := Pricing{VATBasisPoints: []int64{0, 900, 2100, 2400, 2550}[r.IntN(5)]}
		lines := make([]priceLine, r.IntN(6))
		for j := range lines {
			lines[j] = priceLine{unitNet: r.Int64N(200000), qty: 1 + r.Int64N(5)}
		}
		var coupon *couponTerms
		switch r.IntN(3) {
		case 1:
			coupon = &couponTerms{percent: 1 + r.Int64N(100)}
		case 2:
			coupon = &couponTerms{amount: r.Int64N(100000)}
		}
		business := r.IntN(2) == 0
		got := priceCart(p, business, lines, coupon, &shippingTerms{net: r.Int64N(1000), freeThreshold: r.Int64N(50000)})
		var sum int64
		for j := range lines {
			if got.final[j] < 0 || got.final[j] > got.list[j] || got.list[j] != got.unit[j]*lines[j].qty {
				t.Fatalf("line %d: %d of %d", j, got.final[j], got.list[j])
			}
			sum += got.final[j]
		}
		shown := got.gross
		if business {
			shown = got.net
		}
		if sum != got.goods-got.discount || shown != sum+got.ship || got.tax < 0 || got.net < 0 || got.net+got.tax != got.gross {
			t.Fatalf("lines %v coupon %+v: %+v", lines, coupon, got)
		}
	}
}

func TestShareOut(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		amount  int64
		weights []int64
		want    []int64
	}{
		{10, []int64{1, 1, 1}, []int64{4, 3, 3}}, // ties: the earlier weight
		{2, []int64{1, 1, 1}, []int64{1, 1, 0}},
		{100, []int64{50, 0, 50}, []int64{50, 0, 50}},
		{7, []int64{7}, []int64{7}},
		{0, []int64{3, 4}, []int64{0, 0}},
		{5, []int64{}, []int64{}},
	} {
		if got := shareOut(c.amount, c.weights); !slices.Equal(got, c.want) {
			t.Errorf("shareOut(%d, %v) = %v, want %v", c.amount, c.weights, got, c.want)
		}
	}
}
