package search

// The back office's product list asks the same index as the storefront, over every slot
// (unpublished products too): at 100,000 products a page of any filter and sort is a few
// bitset operations and a walk of one order, where SQL over rows that carry the products'
// descriptions took hundreds of milliseconds.

// Publication filters of AdminParams.
const (
	AnyPublication = 0
	PublishedOnly  = 1
	HiddenOnly     = 2
)

// SortID is the back office's id order (the slots' own); SortDefault is the same there.
const SortID = "id"

// AdminParams is one question of the back office's product list.
type AdminParams struct {
	// Query matches products whose title (in any language) or code has a word starting with
	// each of its words, or whose code or whole title it is; no typos, no brand or category
	// words: staff look for a product, not for a selection.
	Query        string
	Category     int64 // the category's whole subtree
	Manufacturer int64
	Published    int   // AnyPublication, PublishedOnly, HiddenOnly
	Inventory    int64 // InventoryInStock, InventoryLowStock, InventoryOutOfStock; 0 for all
	Sort         string
	Desc         bool
	Offset       int
	Limit        int
}

// Admin is the ids of one page of the back office's list, in its order, and how many
// products the filter selects.
func (x *Index) Admin(p AdminParams) (ids []int64, total int) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	set := newBitset(x.room)
	set.fill(x.n)
	switch p.Published {
	case PublishedOnly:
		set.and(x.live)
	case HiddenOnly:
		for i := range set {
			set[i] &^= x.live[i]
		}
	}
	if p.Category != 0 {
		andOrEmpty(set, x.byCategory[p.Category])
	}
	if p.Manufacturer != 0 {
		andOrEmpty(set, x.byManufacturer[p.Manufacturer])
	}
	if p.Inventory != 0 {
		andOrEmpty(set, x.byInventory[p.Inventory])
	}
	if len(tokens(p.Query)) > 0 {
		m := x.text.match(p.Query, false)
		m.titleStart.or(m.exact)
		set.and(m.titleStart)
	}
	total = set.count()
	limit := max(p.Limit, 0)
	if p.Sort == SortID || p.Sort == SortDefault || x.orders[p.Sort] == nil {
		ids = make([]int64, 0, min(limit, total))
		offset := p.Offset
		for i := 0; i < x.n && len(ids) < limit; i++ {
			slot := int32(i)
			if p.Desc {
				slot = int32(x.n - 1 - i)
			}
			if !set.has(slot) {
				continue
			}
			if offset > 0 {
				offset--
				continue
			}
			ids = append(ids, x.ids[slot])
		}
		return ids, total
	}
	return x.page(x.orders[p.Sort], p.Desc, set, p.Offset, limit), total
}
