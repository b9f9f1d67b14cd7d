package store

// How a cart is priced. One function (priceCart) prices the cart answer and the order, so
// what the shopper saw is what the order charges. All amounts are integer cents.
//
//  1. Each line (a product, or a service on a product's line) has a net unit price: the
//     product's net price less its catalogue discount, rounded half up (Discounted). Its
//     gross before the coupon is Gross(unit net × quantity): VAT is rounded once per line,
//     never per unit. The goods' net and gross are the sums of the lines'.
//  2. A coupon takes a gross amount off the goods: a percent coupon percent × goods gross,
//     rounded half up; a fixed coupon its net amount with VAT, at most the goods gross. So
//     "10 %" takes exactly a tenth off the price the shopper sees.
//  3. That amount is shared over the lines in proportion to their gross, by the largest
//     remainder: each line gets the whole cents of its share, and the cents left go one each
//     to the lines with the largest remainders (ties: the earlier line). Each line's gross
//     after the coupon is then whole, never below zero, and the lines add up to exactly the
//     goods gross less the coupon.
//  4. The coupon's net part is its gross without VAT, rounded half up; the goods' net after
//     the coupon is their net less it (never below zero, never above their gross).
//  5. Shipping is the method's net price with VAT, free when the goods' gross after the
//     coupon reaches the method's threshold with VAT (the amount the cart page shows).
//  6. The shopper pays goods after the coupon plus shipping; tax is that gross less its net.

// CartRules are the shop's settings a cart is priced and sold under.
type CartRules struct {
	Pricing
	// MinNetTotal is the smallest net goods total (before the coupon, without shipping) the
	// shop sells; 0: none. A cart below it is not available for purchase.
	MinNetTotal int64
	// MaxUnits is the most units of one product one order may hold; 0: no limit. A cart with
	// a line above it is not available for purchase, and its order is a *TooManyUnitsError.
	MaxUnits int64
}

// priceLine is one line to price at its net unit price (catalogue discount applied).
type priceLine struct{ unitNet, qty int64 }

// couponTerms are what a coupon takes off: percent, or amount net cents.
type couponTerms struct{ percent, amount int64 }

// shippingTerms are a shipping method's net price and the net goods total from which it is
// free (0: never).
type shippingTerms struct{ net, freeThreshold int64 }

// totals is a priced cart.
type totals struct {
	listGross  []int64 // each line's gross before the coupon
	finalGross []int64 // each line's gross after the coupon
	goodsNet   int64   // before the coupon
	goodsGross int64   // before the coupon
	discount   int64   // gross the coupon takes off
	couponNet  int64   // the coupon's net part
	shipNet    int64
	shipGross  int64
	net        int64 // what the shopper pays, without VAT
	gross      int64 // what the shopper pays
}

// goodsGrossAfter is the goods' gross after the coupon, without shipping.
func (t totals) goodsGrossAfter() int64 { return t.goodsGross - t.discount }

// goodsNetAfter is the goods' net after the coupon.
func (t totals) goodsNetAfter() int64 { return t.net - t.shipNet }

// tax is the VAT of what the shopper pays.
func (t totals) tax() int64 { return t.gross - t.net }

// priceCart prices lines with an optional coupon and shipping method (see the rules above).
func priceCart(p Pricing, lines []priceLine, coupon *couponTerms, ship *shippingTerms) totals {
	t := totals{listGross: make([]int64, len(lines)), finalGross: make([]int64, len(lines))}
	for i, l := range lines {
		net := l.unitNet * l.qty
		t.listGross[i] = p.Gross(net)
		t.goodsNet += net
		t.goodsGross += t.listGross[i]
	}
	if coupon != nil {
		t.discount = couponDiscount(p, *coupon, t.goodsGross)
	}
	shares := shareOut(t.discount, t.listGross)
	for i := range lines {
		t.finalGross[i] = t.listGross[i] - shares[i]
	}
	goodsGrossAfter := t.goodsGross - t.discount
	t.couponNet = min(p.Net(t.discount), t.goodsNet)
	goodsNetAfter := min(t.goodsNet-t.couponNet, goodsGrossAfter)
	if ship != nil {
		t.shipNet = ship.net
		if ship.freeThreshold > 0 && goodsGrossAfter >= p.Gross(ship.freeThreshold) {
			t.shipNet = 0
		}
		t.shipGross = p.Gross(t.shipNet)
	}
	t.net = goodsNetAfter + t.shipNet
	t.gross = goodsGrossAfter + t.shipGross
	return t
}

// couponDiscount is the gross a coupon takes off goods of the given gross.
func couponDiscount(p Pricing, c couponTerms, goodsGross int64) int64 {
	var d int64
	if c.percent > 0 {
		d = divRound(goodsGross*c.percent, 100)
	} else {
		d = p.Gross(c.amount)
	}
	return max(0, min(d, goodsGross))
}

// shareOut splits amount over weights in proportion by the largest remainder: whole shares
// that add up to exactly amount (0 ≤ amount ≤ the weights' sum), a line's share never above
// its weight, the left-over cents to the largest remainders, ties to the earlier weight.
func shareOut(amount int64, weights []int64) []int64 {
	shares := make([]int64, len(weights))
	var sum int64
	for _, w := range weights {
		sum += w
	}
	if amount <= 0 || sum <= 0 {
		return shares
	}
	left := amount
	rem := make([]int64, len(weights))
	for i, w := range weights {
		shares[i] = amount * w / sum
		rem[i] = amount * w % sum
		left -= shares[i]
	}
	for ; left > 0; left-- {
		best := -1
		for i := range weights {
			if rem[i] > 0 && (best < 0 || rem[i] > rem[best]) {
				best = i
			}
		}
		shares[best]++
		rem[best] = 0
	}
	return shares
}
