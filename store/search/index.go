// Package search is the in-memory catalogue index: every product in a slot (an unpublished one
// listed nowhere), a bitset of slots per filter option, a text index of folded words, and the
// slots in each sort order, kept in step with every write (Update).
// SQL GROUP BY facet counts take ~270 ms at 100,000 products; here a whole catalogue answer,
// a page in any order with every facet and its counts, is a few bitset ANDs and popcounts.
//
// The store reads its tables into a Builder and asks the Index it builds. This package knows
// no SQL and of languages only their tags: it keeps the titles of each and sorts them in its
// collation (collate.go), while links and every other text in the shopper's language are
// the store's.
package search

import (
	"slices"
	"sync"
)

// Index answers catalogue questions from memory. It is safe for concurrent use. A product's
// stock, price, discount and publication change in place (Update), and leave the index as a
// fresh Build of the same data would be; the rest (titles, categories, brands, options) is
// fixed when Build makes it.
//
// Every product the store reads gets a slot, unpublished ones too: publishing one is then a
// bit in live, and every answer starts from live, so an unpublished slot is listed nowhere.
type Index struct {
	// mu guards what Update changes: the per-slot state, the sets and the orders. A pointer,
	// since an index WithTitles makes shares them, and so the lock, with the one it came from.
	mu *sync.RWMutex

	n          int
	room       int     // the slots every set has bits for: n plus room for products Put adds
	lang       string  // the cards' titles' language: the shop's default
	ids        []int64 // product id per slot, ascending
	stock      []int64
	price      []int64 // net cents after discount: orders the same as the price with tax
	discount   []int64 // discount id per slot, 0 for none
	group      []int32 // variant group per slot, 0 for none
	createdKey []int32 // rank of the creation time (equal times, equal ranks), for the default order
	created    []string
	opts       [][]int64 // each slot's property options, ascending
	live       bitset    // the listed (published) slots
	cards      []Card
	titles     map[string][]string // language → title per slot where it differs from the card's ("" elsewhere)

	byCategory     map[int64]bitset // a category's whole subtree
	byManufacturer map[int64]bitset
	byDiscount     map[int64]bitset
	byInventory    map[int64]bitset // InventoryInStock, InventoryLowStock, InventoryOutOfStock
	byOption       map[int64]bitset // filterable options only
	sliders        map[string]bitset

	children       map[int64][]int64 // category → subcategories in display order (0: the top level)
	manufacturers  []Option          // in display order
	manufacturerAt map[int64]int     // brand id → its place in manufacturers
	discounts      []Option
	properties     []Property      // filterable ones, in display order
	optionOf       map[int64]int64 // option id → property id (filterable ones only)
	parentOf       map[int64]int64 // category → its parent, 0 at the top level
	groupOf        map[string]int32
	optionSource   map[int64]int32      // option → its source in the text index
	collators      map[string]*collator // per language, for Put's title orders (under mu)

	orders      map[string][]int32 // sort field → slots in ascending order; SortTitle's in lang
	titleOrders map[string][]int32 // another language → slots in the ascending order of its titles

	text textIndex
}

// Card is what the index keeps of a product so that a list can show it without SQL.
type Card struct {
	Title, Code, Slug, Image string
	Category, Manufacturer   int64
	Net, DiscountPercent     int64 // net cents before the discount
	Previous                 int64 // net cents of the struck-through old price; 0 for none
	Popular, New, Delayed    bool
	// The energy label next to the price (store.EnergyLabel): class "A"–"G" or "", the
	// label's and the information sheet's addresses.
	EnergyClass, EnergyLabel, EnergySheet string
}

// Option is a filter option as a facet shows it: a brand, a discount, a property value.
type Option struct {
	ID    int64
	Title string
	Slug  string // brands only
	Image string // brands only
}

// Property is a filterable property with its options in display order.
type Property struct {
	ID        int64
	Title     string
	GroupID   int64 // its property group, whose name the store translates
	GroupName string
	Options   []Option
}

// Inventory filter ids: a product's stock state.
const (
	InventoryInStock    = 1
	InventoryLowStock   = 2
	InventoryOutOfStock = 3
)

// LowStock is the quantity at or below which a product shows "last items".
const LowStock = 3

// InventoryOf is the inventory filter a stock falls in.
func InventoryOf(stock int64) int64 {
	switch {
	case stock <= 0:
		return InventoryOutOfStock
	case stock <= LowStock:
		return InventoryLowStock
	}
	return InventoryInStock
}

// Slider kinds: the home page's automatic sliders, each the products with one flag.
const (
	SliderFeatured    = "featured"
	SliderPopular     = "popular"
	SliderNew         = "new"
	SliderRecommended = "recommended"
	SliderDiscount    = "discount"
)

// slot finds a product's slot; ids are in ascending order, so a binary search does it
// without a 100,000-entry map.
func (x *Index) slot(id int64) (int32, bool) {
	i, ok := slices.BinarySearch(x.ids, id)
	return int32(i), ok
}

// Card is a listed product's card data and stock; ok is false for a product the index does
// not list (unpublished, a service, unknown).
func (x *Index) Card(id int64) (c Card, stock int64, ok bool) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	slot, ok := x.listed(id)
	if !ok {
		return Card{}, 0, false
	}
	return x.cards[slot], x.stock[slot], true
}

// listed finds a listed product's slot. Callers hold x.mu.
func (x *Index) listed(id int64) (int32, bool) {
	slot, ok := x.slot(id)
	return slot, ok && x.live.has(slot)
}

// Manufacturer is a brand as the index knows it.
func (x *Index) Manufacturer(id int64) (Option, bool) {
	i, ok := x.manufacturerAt[id]
	if !ok {
		return Option{}, false
	}
	return x.manufacturers[i], true
}

// Slider lists up to n products of a slider kind: buyable first, then popular, then newest;
// the new slider newest first, whatever else.
func (x *Index) Slider(kind string, n int) []int64 {
	x.mu.RLock()
	defer x.mu.RUnlock()
	set := x.sliders[kind]
	if set == nil {
		return nil
	}
	set = set.clone()
	set.and(x.live)
	if kind == SliderNew {
		return x.page(x.orders[SortCreated], true, set, 0, n)
	}
	return x.page(x.orders[SortDefault], false, set, 0, n)
}

func (x *Index) setIn(m map[int64]bitset, key int64, slot int32) {
	if key == 0 {
		return
	}
	b, ok := m[key]
	if !ok {
		b = newBitset(x.room)
		m[key] = b
	}
	b.set(slot)
}
