package search

import (
	"cmp"
	"math/bits"
	"slices"
)

// relatedScanMax is the category size up to which Related scans the category's set; a
// larger category is walked outward from the product in the price order instead, where the
// nearest prices come first and a dozen in-stock ones are found in a few hundred steps.
var relatedScanMax = 2048

// related is a candidate of Related.
type related struct {
	slot  int32
	out   bool // out of stock
	dist  int64
	price int64
}

func (a related) before(b related) bool {
	if a.out != b.out {
		return !a.out
	}
	return cmp.Or(cmp.Compare(a.dist, b.dist), cmp.Compare(a.price, b.price), cmp.Compare(a.slot, b.slot)) < 0
}

// Related lists up to n listed products of the product's category, in-stock ones first, each
// part nearest in price first (then cheaper first); never the product itself or a variant of
// it. A product the index does not list has none. It costs microseconds in a category of any
// size: a small category's set is scanned once, keeping the best n; a large one is walked
// outward from the product in the price order.
func (x *Index) Related(id int64, n int) []int64 {
	x.mu.RLock()
	defer x.mu.RUnlock()
	self, ok := x.listed(id)
	if !ok || n <= 0 {
		return []int64{}
	}
	set := x.byCategory[x.cards[self].Category]
	if set == nil {
		return []int64{}
	}
	candidate := func(slot int32) (related, bool) {
		if slot == self || !set.has(slot) || !x.live.has(slot) || x.group[self] != 0 && x.group[slot] == x.group[self] {
			return related{}, false
		}
		return related{slot: slot, out: x.stock[slot] <= 0, dist: abs(x.price[slot] - x.price[self]), price: x.price[slot]}, true
	}
	var best []related
	if set.andCount(x.live) <= relatedScanMax {
		best = make([]related, 0, n+1) // kept in order, best first
		for wi, w := range set {
			w &= x.live[wi]
			for w != 0 {
				c, ok := candidate(int32(wi*64 + bits.TrailingZeros64(w)))
				w &= w - 1
				if !ok || len(best) == n && !c.before(best[n-1]) {
					continue
				}
				i := len(best)
				best = append(best, c)
				for ; i > 0 && c.before(best[i-1]); i-- {
					best[i] = best[i-1]
				}
				best[i] = c
				best = best[:min(len(best), n)]
			}
		}
	} else {
		best = x.walkRelated(self, n, candidate)
	}
	ids := make([]int64, len(best))
	for i, c := range best {
		ids[i] = x.ids[c.slot]
	}
	return ids
}

// walkRelated walks the price order outward from self, always to the nearer price, so the
// candidates come in order of their distance. Once n in stock are found, it takes those as
// near as the n-th (ties) and stops: nothing further can come before them. The candidates
// seen are then sorted; out-of-stock ones fill up only when the category runs out of
// in-stock ones.
func (x *Index) walkRelated(self int32, n int, candidate func(int32) (related, bool)) []related {
	order := x.orders[SortPrice]
	at := position(order, self, x.cmpPrice)
	lo, hi := at-1, at+1
	var seen []related
	inStock, limit := 0, int64(-1)
	for lo >= 0 || hi < len(order) {
		next := hi
		if hi >= len(order) || lo >= 0 && x.price[self]-x.price[order[lo]] <= x.price[order[hi]]-x.price[self] {
			next = lo
		}
		if d := abs(x.price[order[next]] - x.price[self]); limit >= 0 && d > limit {
			break
		}
		if next == lo {
			lo--
		} else {
			hi++
		}
		c, ok := candidate(order[next])
		if !ok {
			continue
		}
		seen = append(seen, c)
		if !c.out {
			if inStock++; inStock == n {
				limit = c.dist
			}
		}
	}
	slices.SortFunc(seen, func(a, b related) int {
		if a.before(b) {
			return -1
		}
		if b.before(a) {
			return 1
		}
		return 0
	})
	return seen[:min(n, len(seen))]
}

// Others picks up to n of ids, in their order: listed products only, each once, never the
// product id itself or a variant of it, and only from the category's subtree when cat is not 0.
// The store feeds it candidates from SQL (products bought together, recent orders).
func (x *Index) Others(id int64, ids []int64, cat int64, n int) []int64 {
	x.mu.RLock()
	defer x.mu.RUnlock()
	out := []int64{}
	var group int32
	if self, ok := x.slot(id); ok {
		group = x.group[self]
	}
	var within bitset
	if cat != 0 {
		if within = x.byCategory[cat]; within == nil {
			return out
		}
	}
	seen := map[int64]bool{id: true}
	for _, c := range ids {
		if len(out) == n {
			break
		}
		slot, ok := x.listed(c)
		if !ok || seen[c] || group != 0 && x.group[slot] == group || within != nil && !within.has(slot) {
			continue
		}
		seen[c] = true
		out = append(out, c)
	}
	return out
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}
