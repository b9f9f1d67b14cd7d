package store

import "math/bits"

// How a cart is priced. One function (priceCart) prices the cart answer and the order, which
// keeps its figures; the order's page, its mails and its invoice read them from the order, so
// what the shopper was shown is what they pay. All amounts are integer cents.
//
// A cart is priced for one of two buyers, who see different prices:
//
//   - a private person (b2c, the default) sees prices with VAT and pays exactly them. A line's
//     unit price is the product's shelf price, Gross(unit net): its net price less its
//     catalogue discount (rounded half up, NetAfterDiscount), with VAT, rounded half up once per
//     unit. The line is that unit price times the quantity, so two units of 269,00 € are
//     538,00 €, never Gross(2 × unit net) = 537,99 €. Goods, coupon, shipping and the total
//     are amounts with VAT; the VAT is worked out once, from the total, as the invoice
//     shows it: total × rate / (1 + rate), rounded half up (VATIn), and the net is the total
//     less it.
//   - a business (b2b) sees prices without VAT: a line is its unit net price times the
//     quantity; goods, coupon and shipping are net, and the VAT is added once, to the net
//     total, rounded half up (VATOn): the total is the net total plus it.
//
// Either way, in the buyer's amounts (with VAT for b2c, without for b2b):
//
//  1. the goods are the sum of the lines;
//  2. a percent coupon takes percent × goods, rounded half up, so "10 %" takes exactly a tenth
//     off what the shopper sees; a fixed coupon (kept net) its amount, with VAT for b2c;
//     never more than the goods;
//  3. that amount is shared over the lines in proportion to them, by the largest remainder:
//     each line gets the whole cents of its share, and the cents left go one each to the
//     lines with the largest remainders (ties: the earlier line). Each line after the coupon
//     is then whole, never below zero, and the lines add up to exactly the goods less the
//     coupon;
//  4. shipping is the method's net price (with VAT for b2c), free when the goods after the
//     coupon reach the method's threshold (with VAT for b2c: the amount the cart page shows);
//  5. the total is goods − coupon + shipping (b2c), or that net sum plus its VAT (b2b).
//
// A cart or order has one VAT rate, its destination's (TaxRules.For, tax.go: the home rate,
// an OSS destination's, or 0 % for an intra-Community supply), which the goods and shipping
// share, so an order has one VAT line. The shop's minimum and a coupon's minimum compare the net goods
// before the coupon (goodsNet), whoever buys.

// CartRules are the shop's settings a cart is priced and sold under.
type CartRules struct {
	Pricing
	// Business prices the cart for a business (b2b): net lines, VAT added once to the net
	// total. Otherwise it is priced for a private person (b2c): lines with VAT. An order is
	// priced for its own user_type, whatever this says.
	Business bool
	// MinNetTotal is the smallest net goods total (before the coupon, without shipping) the
	// shop sells; 0: none. A cart below it is not available for purchase.
	MinNetTotal int64
	// Tax decides the cart's or order's rate from its destination (tax.go); its zero value
	// taxes everything at Pricing.VATBasisPoints, the home rate.
	Tax TaxRules
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

// totals is a priced cart. The lines, goods, discount and shipping are in the buyer's amounts:
// with VAT when withTax (b2c), without (b2b).
type totals struct {
	withTax  bool
	unit     []int64 // each line's unit price as shown
	list     []int64 // each line before the coupon: unit × quantity
	final    []int64 // each line after the coupon
	goods    int64   // the sum of the lines before the coupon
	discount int64   // what the coupon takes off
	ship     int64
	net      int64 // what the shopper pays, without VAT
	tax      int64 // the VAT of what the shopper pays
	gross    int64 // what the shopper pays
}

// goodsAfter is the goods after the coupon, without shipping: the sum of the lines after it.
func (t totals) goodsAfter() int64 { return t.goods - t.discount }

// priceCart prices lines with an optional coupon and shipping method, for a business when
// business, else for a private person (see the rules above).
func priceCart(p Pricing, business bool, lines []priceLine, coupon *couponTerms, ship *shippingTerms) totals {
	t := totals{withTax: !business, unit: make([]int64, len(lines)), list: make([]int64, len(lines)),
		final: make([]int64, len(lines))}
	// shown is an amount kept net as the buyer sees it.
	shown := func(net int64) int64 {
		if business {
			return net
		}
		return p.Gross(net)
	}
	for i, l := range lines {
		t.unit[i] = shown(l.unitNet)
		t.list[i] = t.unit[i] * l.qty
		t.goods += t.list[i]
	}
	if coupon != nil {
		d := shown(coupon.amount)
		if coupon.percent > 0 {
			d = divRound(t.goods*coupon.percent, 100)
		}
		t.discount = max(0, min(d, t.goods))
	}
	shares := shareOut(t.discount, t.list)
	for i := range lines {
		t.final[i] = t.list[i] - shares[i]
	}
	if ship != nil && !(ship.freeThreshold > 0 && t.goodsAfter() >= shown(ship.freeThreshold)) {
		t.ship = shown(ship.net)
	}
	if business {
		t.net = t.goodsAfter() + t.ship
		t.tax = p.VATOn(t.net)
		t.gross = t.net + t.tax
	} else {
		t.gross = t.goodsAfter() + t.ship
		t.tax = p.VATIn(t.gross)
		t.net = t.gross - t.tax
	}
	return t
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
		shares[i], rem[i] = mulDiv(amount, w, sum)
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

// mulDiv is a × b / c and its remainder, for 0 ≤ a ≤ c and b ≥ 0, c > 0, through a 128-bit
// product: a large cart's coupon times a line would overflow 64 bits.
func mulDiv(a, b, c int64) (quo, rem int64) {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	q, r := bits.Div64(hi, lo, uint64(c)) // a ≤ c, so the quotient ≤ b fits
	return int64(q), int64(r)
}
