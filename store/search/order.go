package search

import (
	"cmp"
	"slices"
	"strings"
	"sync"
)

// Sort fields (spec §9 sorts are field:direction; Params.Desc is the direction).
const (
	SortDefault  = "" // buyable first, then popular, then newest; relevance for a text query
	SortQuantity = "quantity"
	SortCreated  = "created_at"
	SortTitle    = "title"
	SortPrice    = "price_with_tax"
)

// buildOrders precomputes one ascending order of slots per sort field; a descending sort
// walks it backwards. Ties fall back to the slot (the product id order), so pages never
// shuffle. The five sorts run in parallel.
func (x *Index) buildOrders(facts []productFacts) {
	cmpBool := func(a, b bool) int { // true first
		switch {
		case a == b:
			return 0
		case a:
			return -1
		}
		return 1
	}
	sorts := map[string]func(a, b int32) int{
		SortCreated:  func(a, b int32) int { return strings.Compare(facts[a].created, facts[b].created) },
		SortTitle:    func(a, b int32) int { return strings.Compare(facts[a].title, facts[b].title) }, // folded
		SortPrice:    func(a, b int32) int { return cmp.Compare(x.price[a], x.price[b]) },
		SortQuantity: func(a, b int32) int { return cmp.Compare(x.stock[a], x.stock[b]) },
		SortDefault: func(a, b int32) int {
			if c := cmpBool(x.stock[a] > 0, x.stock[b] > 0); c != 0 {
				return c
			}
			if c := cmpBool(facts[a].popular, facts[b].popular); c != 0 {
				return c
			}
			return strings.Compare(facts[b].created, facts[a].created)
		},
	}
	orders := make(map[string][]int32, len(sorts))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for name, compare := range sorts {
		wg.Go(func() {
			o := x.order(compare)
			mu.Lock()
			orders[name] = o
			mu.Unlock()
		})
	}
	wg.Wait()
	x.orders = orders
}

func (x *Index) order(compare func(a, b int32) int) []int32 {
	o := make([]int32, x.n)
	for i := range o {
		o[i] = int32(i)
	}
	slices.SortFunc(o, func(a, b int32) int {
		if c := compare(a, b); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return o
}

// resortQuantity re-sorts the stock order after stock changes; callers hold x.mu for writing.
func (x *Index) resortQuantity() {
	slices.SortFunc(x.orders[SortQuantity], func(a, b int32) int {
		if c := cmp.Compare(x.stock[a], x.stock[b]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	x.quantityDirty = false
}

// page walks a sort order and picks the ids of the slots of set from offset on.
func (x *Index) page(order []int32, desc bool, set bitset, offset, limit int) []int64 {
	ids := make([]int64, 0, limit)
	n := len(order)
	for i := 0; i < n && len(ids) < limit; i++ {
		j := i
		if desc {
			j = n - 1 - i
		}
		slot := order[j]
		if !set.has(slot) {
			continue
		}
		if offset > 0 {
			offset--
			continue
		}
		ids = append(ids, x.ids[slot])
	}
	return ids
}

// pageByRelevance ranks text matches in tiers — exact code or title, every word whole in
// the title, every word starting a title word, the rest — each tier in the default order.
func (x *Index) pageByRelevance(result bitset, m textMatch, offset, limit int) []int64 {
	seen := newBitset(x.n)
	ids := make([]int64, 0, limit)
	for _, tier := range []bitset{m.exact, m.titleWords, m.titleStart, result} {
		t := result.clone()
		t.and(tier)
		for i, w := range seen {
			t[i] &^= w
		}
		seen.or(t)
		c := t.count()
		if offset >= c {
			offset -= c
			continue
		}
		page := x.page(x.orders[SortDefault], false, t, offset, limit-len(ids))
		ids = append(ids, page...)
		offset = 0
		if len(ids) >= limit {
			break
		}
	}
	return ids
}
