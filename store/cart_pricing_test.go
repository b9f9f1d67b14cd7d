package store

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Worked examples in cents, by hand, for the Latvian (21 %) and Finnish (25.5 %) VAT. The
// cart is a phone at 100,00 € net and three cables at 9,99 € net each.
func TestPriceCartWorkedExamples(t *testing.T) {
	lv, fi := Pricing{VATBasisPoints: 2100}, Pricing{VATBasisPoints: 2550}
	phoneAndCables := []priceLine{{unitNet: 10000, qty: 1}, {unitNet: 999, qty: 3}}
	courier := &shippingTerms{net: 495}
	locker := &shippingTerms{net: 248, freeThreshold: 4132}
	type want struct {
		list, final                               []int64
		goodsNet, goodsGross, discount, couponNet int64
		shipGross, net, tax, gross                int64
	}
	for _, c := range []struct {
		name   string
		p      Pricing
		lines  []priceLine
		coupon *couponTerms
		ship   *shippingTerms
		want   want
	}{
		// VAT once per line: the cables are Gross(2997) = 3626.37 → 3626, not 3 × Gross(999) = 3 × 1209 = 3627.
		{"LV, no coupon, no shipping", lv, phoneAndCables, nil, nil,
			want{[]int64{12100, 3626}, []int64{12100, 3626}, 12997, 15726, 0, 0, 0, 12997, 2729, 15726}},
		// 10 % of 157,26 € is 15,726 → 15,73 €. Shares: phone 1210.31, cables 362.69: whole cents
		// 1210 + 362 = 1572, the cent left goes to the larger remainder (the cables). The coupon's
		// net is 1573 / 1.21 = 1300; courier 4,95 € net is 5,99 €.
		{"LV, 10 %, courier", lv, phoneAndCables, &couponTerms{percent: 10}, courier,
			want{[]int64{12100, 3626}, []int64{10890, 3263}, 12997, 15726, 1573, 1300, 599, 12192, 2560, 14752}},
		// 5,00 € net off is 6,05 € with VAT: shares 465.49 and 139.49, the cent left to the phone.
		{"LV, 5 € fixed, locker free from 50 €", lv, phoneAndCables, &couponTerms{amount: 500}, locker,
			want{[]int64{12100, 3626}, []int64{11634, 3487}, 12997, 15726, 605, 500, 0, 12497, 2624, 15121}},
		// The locker is free from Gross(4132) = 50,00 €; three cables are 36,26 €: 2,48 € net is 3,00 €.
		{"LV, cables by locker", lv, phoneAndCables[1:], nil, locker,
			want{[]int64{3626}, []int64{3626}, 2997, 3626, 0, 0, 300, 3245, 681, 3926}},
		// Finland: Gross(2997) = 3761.235 → 3761. 10 % of 163,11 € is 16,31 €: shares 1254.92 and
		// 376.07, the cent left to the phone; the coupon's net 1631 / 1.255 = 1299.6 → 1300.
		{"FI, 10 %, no shipping", fi, phoneAndCables, &couponTerms{percent: 10}, nil,
			want{[]int64{12550, 3761}, []int64{11295, 3385}, 12997, 16311, 1631, 1300, 0, 11697, 2983, 14680}},
		// The locker is free in Finland from Gross(4132) = 51,86 €; 2,48 € net is 3,11 €.
		{"FI, cables by locker", fi, phoneAndCables[1:], nil, locker,
			want{[]int64{3761}, []int64{3761}, 2997, 3761, 0, 0, 311, 3245, 827, 4072}},
		{"FI, phone by locker: free", fi, phoneAndCables[:1], nil, locker,
			want{[]int64{12550}, []int64{12550}, 10000, 12550, 0, 0, 0, 10000, 2550, 12550}},
		// A coupon worth more than the goods takes the goods to zero, never below; shipping stays.
		{"LV, 500 € fixed on 157,26 €", lv, phoneAndCables, &couponTerms{amount: 50000}, courier,
			want{[]int64{12100, 3626}, []int64{0, 0}, 12997, 15726, 15726, 12997, 599, 495, 104, 599}},
		{"empty", lv, nil, &couponTerms{percent: 10}, courier,
			want{[]int64{}, []int64{}, 0, 0, 0, 0, 599, 495, 104, 599}},
	} {
		got := priceCart(c.p, c.lines, c.coupon, c.ship)
		g := want{got.listGross, got.finalGross, got.goodsNet, got.goodsGross, got.discount, got.couponNet, got.shipGross,
			got.net, got.tax(), got.gross}
		if !slices.Equal(g.list, c.want.list) || !slices.Equal(g.final, c.want.final) || g.goodsNet != c.want.goodsNet ||
			g.goodsGross != c.want.goodsGross || g.discount != c.want.discount || g.couponNet != c.want.couponNet ||
			g.shipGross != c.want.shipGross || g.net != c.want.net || g.tax != c.want.tax || g.gross != c.want.gross {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, g, c.want)
		}
	}
}

// For any lines and coupon: the lines after the coupon add up to exactly the goods less the
// coupon, no line goes below zero or above its price, and the tax is never negative.
func TestPriceCartAddsUp(t *testing.T) {
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
		got := priceCart(p, lines, coupon, &shippingTerms{net: r.Int64N(1000), freeThreshold: r.Int64N(50000)})
		var sum int64
		for j := range lines {
			if got.finalGross[j] < 0 || got.finalGross[j] > got.listGross[j] {
				t.Fatalf("line %d: %d of %d", j, got.finalGross[j], got.listGross[j])
			}
			sum += got.finalGross[j]
		}
		if sum != got.goodsGross-got.discount || got.gross != sum+got.shipGross || got.tax() < 0 || got.net < 0 {
			t.Fatalf("lines %v coupon %+v: %+v", lines, coupon, got)
		}
	}
}

func TestShareOut(t *testing.T) {
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
