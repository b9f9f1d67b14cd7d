package demo

import (
	"math/rand/v2"
	"slices"
	"time"

	"shop/store"
)

const day = 24 * time.Hour

// historyRow is one row of a demo product's price history (table price_history): from at
// on, the product's net price was net and its discount discount (0 for none).
type historyRow struct {
	at            time.Time
	net           int
	discount      int64
	price         int // net cents after the discount
	discountOrNil any
}

// priceHistory draws a product's price history over the 90 days before the seed epoch (or
// since its creation): its regular price with up to two changes, one product in five with a
// promotion that came and went, and the product's discount, started 1–28 days ago. The last
// row is the product as seeded, so the shop's Omnibus old prices (store/price.go) have real
// cases to show: a steady price, a price raised shortly before the discount (the lower one
// counts), an earlier promotion within the 30 days (its price counts).
func priceHistory(r *rand.Rand, p *seedProduct, vat store.Pricing) []historyRow {
	created, _ := time.Parse(time.RFC3339, p.created)
	from := seedEpoch.Add(-90 * day)
	if created.After(from) {
		from = created
	}
	span := seedEpoch.Sub(from)
	end := seedEpoch // the regular prices' time: until the discount starts
	if p.discount != 0 {
		start := seedEpoch.Add(-time.Duration(between(r, 1, 28))*day - time.Duration(r.IntN(86400))*time.Second)
		if !start.After(from) {
			start = from.Add(span / 2) // a newer product: the discount came half-way through its life
		}
		end = start
	}
	at := func(lo, hi time.Time) time.Time { // a second in (lo, hi), or lo when there is none
		if s := int(hi.Sub(lo) / time.Second); s > 1 {
			return lo.Add(time.Duration(1+r.IntN(s-1)) * time.Second)
		}
		return lo
	}

	// Regular prices: 0–2 changes before end, each earlier price a shelf price 5–15 % off.
	changes := make([]time.Time, r.IntN(3))
	for i := range changes {
		changes[i] = at(from, end)
	}
	slices.SortFunc(changes, time.Time.Compare)
	prices := make([]int, len(changes)+1)
	prices[len(changes)] = p.net
	for i := len(changes) - 1; i >= 0; i-- {
		euros := int(vat.Gross(int64(prices[i+1]))) / 100
		prices[i] = netOf(niceGross(max(1, euros*(100+[]int{-10, -5, 5, 10, 15}[r.IntN(5)])/100)), vat)
	}
	regular := func(t time.Time) int {
		i := 0
		for i < len(changes) && !changes[i].After(t) {
			i++
		}
		return prices[i]
	}

	// A promotion of 3–10 days that ended 1–20 days before end, one product in five.
	var promoFrom, promoTo time.Time
	var promo int64
	if r.IntN(5) == 0 {
		promoTo = end.Add(-time.Duration(between(r, 1, 20)) * day)
		promoFrom = promoTo.Add(-time.Duration(between(r, 3, 10)) * day)
		promo = int64(1 + r.IntN(len(seedDiscounts)))
		if !promoFrom.After(from) || promo == p.discount {
			promo = 0
		}
	}

	points := append([]time.Time{from}, changes...)
	if promo != 0 {
		points = append(points, promoFrom, promoTo)
	}
	if p.discount != 0 {
		points = append(points, end)
	}
	slices.SortFunc(points, time.Time.Compare)
	var rows []historyRow
	for _, t := range points {
		h := historyRow{at: t, net: regular(t)}
		switch {
		case p.discount != 0 && !t.Before(end):
			h.discount = p.discount
		case promo != 0 && !t.Before(promoFrom) && t.Before(promoTo):
			h.discount = promo
		}
		h.price = h.net
		if h.discount != 0 {
			h.price = int(store.NetAfterDiscount(int64(h.net), int64(seedDiscounts[h.discount-1].percent)))
			h.discountOrNil = h.discount
		}
		if n := len(rows); n > 0 && rows[n-1].net == h.net && rows[n-1].discount == h.discount {
			continue
		}
		rows = append(rows, h)
	}
	return rows
}
