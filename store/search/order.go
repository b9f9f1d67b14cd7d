package search

import (
	"cmp"
	"slices"
	"sort"
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
// shuffle. The five sorts run in parallel; the title order is the default language's
// (titleKeys), the other languages' come with their titles (WithTitles).
func (x *Index) buildOrders(facts []productFacts, titleKeys *collationKeys) {
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
	orders := make(map[string][]int32, len(sorts)+1)
	var mu sync.Mutex
	var wg sync.WaitGroup
	wg.Go(func() {
		o := titleKeys.order()
		mu.Lock()
		orders[SortTitle] = o
		mu.Unlock()
	})
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
	// The default order's newest-first rule, as a number per slot that Update can compare:
	// equal times get equal keys, so ties still fall back to the slot.
	x.createdKey = make([]int32, x.n)
	key := int32(0)
	for i, slot := range orders[SortCreated] {
		if i > 0 && facts[slot].created != facts[orders[SortCreated][i-1]].created {
			key++
		}
		x.createdKey[slot] = key
	}
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

// The orders Update keeps in place, each a total order (ties fall back to the slot) equal to
// the one buildOrders sorts.

func (x *Index) cmpQuantity(a, b int32) int {
	return cmp.Or(cmp.Compare(x.stock[a], x.stock[b]), cmp.Compare(a, b))
}

func (x *Index) cmpPrice(a, b int32) int {
	return cmp.Or(cmp.Compare(x.price[a], x.price[b]), cmp.Compare(a, b))
}

// cmpDefault: buyable first, then popular, then newest.
func (x *Index) cmpDefault(a, b int32) int {
	rank := func(s int32) int {
		r := 0
		if x.stock[s] <= 0 {
			r += 2
		}
		if !x.cards[s].Popular {
			r++
		}
		return r
	}
	return cmp.Or(cmp.Compare(rank(a), rank(b)), cmp.Compare(x.createdKey[b], x.createdKey[a]), cmp.Compare(a, b))
}

// position finds a slot in an order by its keys as they are now (before they change).
func position(order []int32, slot int32, compare func(a, b int32) int) int {
	if i, ok := slices.BinarySearchFunc(order, slot, compare); ok && order[i] == slot {
		return i
	}
	return slices.Index(order, slot) // never: the order always agrees with the keys
}

// reposition moves the slot at order[from] to where its new keys place it, shifting only the
// slots in between: a price or stock change costs a binary search and one short copy, where a
// resort of 100,000 slots would cost milliseconds.
func reposition(order []int32, from int, compare func(a, b int32) int) {
	slot := order[from]
	// k: the slot's place among the others (the order without index from).
	k := sort.Search(len(order)-1, func(m int) bool {
		e := order[m]
		if m >= from {
			e = order[m+1]
		}
		return compare(e, slot) > 0
	})
	switch {
	case k > from:
		copy(order[from:k], order[from+1:k+1])
	case k < from:
		copy(order[k+1:from+1], order[k:from])
	}
	order[k] = slot
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
	seen := newBitset(x.room)
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
