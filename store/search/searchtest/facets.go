package searchtest

import (
	"slices"
	"testing"

	"shop/store/search"
)

// Facets is what an answer shows of its facet groups, whatever its shape: option id → count
// per group, and per property id.
type Facets struct {
	Categories, Manufacturers, Discounts, Inventories map[int64]int
	Properties                                        map[int64]map[int64]int
}

// CheckFacets compares every count an answer shows with a brute-force count that applies all
// other groups' selections, and checks that an option with products is never left out.
func (c *Catalogue) CheckFacets(t testing.TB, q search.Params, got Facets) {
	t.Helper()
	count := func(skip group, ok func(Product) bool) int {
		n := 0
		for _, p := range c.Products {
			if c.match(p, q, skip) && ok(p) {
				n++
			}
		}
		return n
	}
	check := func(g group, shown map[int64]int, has func(id int64, p Product) bool) {
		t.Helper()
		for id, n := range shown {
			if want := count(g, func(p Product) bool { return has(id, p) }); n != want {
				t.Errorf("%+v: %s option %d count %d, want %d", q, g, id, n, want)
			}
		}
	}
	check(categories, got.Categories, func(id int64, p Product) bool { return slices.Contains(c.Subtree(id), p.Category) })
	check(manufacturers, got.Manufacturers, func(id int64, p Product) bool { return p.Manufacturer == id })
	check(discounts, got.Discounts, func(id int64, p Product) bool { return p.Discount == id })
	check(inventories, got.Inventories, func(id int64, p Product) bool { return search.InventoryOf(p.Stock) == id })
	for prop, shown := range got.Properties {
		check(propertyGroup(prop), shown, func(id int64, p Product) bool { return slices.Contains(p.Options, id) })
	}
	// Every option with products shows, whatever is selected in its own group; one without
	// shows only when selected (so it can be unselected).
	if q.ScopeManufacturer == 0 {
		for _, m := range c.Manufacturers {
			n := count(manufacturers, func(p Product) bool { return p.Manufacturer == m.ID })
			if _, shown := got.Manufacturers[m.ID]; shown != (n > 0 || slices.Contains(q.Manufactures, m.ID)) {
				t.Errorf("%+v: manufacturer %d shown=%v with %d products", q, m.ID, shown, n)
			}
		}
	}
	for _, inv := range []int64{search.InventoryInStock, search.InventoryLowStock, search.InventoryOutOfStock} {
		n := count(inventories, func(p Product) bool { return search.InventoryOf(p.Stock) == inv })
		if _, shown := got.Inventories[inv]; n > 0 && !shown {
			t.Errorf("%+v: inventory %d left out with %d products", q, inv, n)
		}
	}
	for _, prop := range c.Properties {
		n := count(propertyGroup(prop.ID), func(p Product) bool {
			return slices.ContainsFunc(prop.Options, func(o Named) bool { return slices.Contains(p.Options, o.ID) })
		})
		if _, shown := got.Properties[prop.ID]; shown && !prop.Filterable || !shown && prop.Filterable && n > 0 {
			t.Errorf("%+v: property %d (filterable %v) shown=%v with %d products", q, prop.ID, prop.Filterable, shown, n)
		}
	}
}

// Questions are the filter and scope cases every check runs, each under every sort of Sorts.
var Questions = []search.Params{
	{},
	{Manufactures: []int64{2}},
	{Manufactures: []int64{1, 3}, Inventories: []int64{search.InventoryInStock}},
	{Categories: []int64{3}},
	{ScopeCategory: 1},
	{ScopeCategory: 1, Categories: []int64{3, 4}, Properties: []int64{1, 2}},
	{ScopeManufacturer: 4, Discounts: []int64{1, 2}},
	{Properties: []int64{1, 4}}, // two properties: AND
	{Properties: []int64{1, 2, 5}, Manufactures: []int64{1}, Discounts: []int64{2}},
	{Inventories: []int64{search.InventoryOutOfStock, search.InventoryLowStock}},
	{Manufactures: []int64{999}}, // unknown id matches nothing
	{Properties: []int64{7}},     // not filterable: no set, matches nothing
	{ScopeIDs: []int64{9, 3, 5, 7}, Manufactures: []int64{1, 2}},
	{Scoped: true},
}

// Sort is a sort field and direction.
type Sort struct {
	Field string
	Desc  bool
}

// Sorts are every sort field in both directions, the default order first.
var Sorts = []Sort{{search.SortDefault, false}, {search.SortQuantity, true}, {search.SortQuantity, false},
	{search.SortCreated, true}, {search.SortCreated, false}, {search.SortTitle, false}, {search.SortTitle, true},
	{search.SortPrice, false}, {search.SortPrice, true}}

// LangsFor are the languages question qi is asked in under a sort field: every language for
// the title order, which is each language's own; one for the others, taken in turn, which no
// language changes.
func (c *Catalogue) LangsFor(qi int, field string) []string {
	if field == search.SortTitle {
		return c.Langs
	}
	return c.Langs[qi%len(c.Langs) : qi%len(c.Langs)+1]
}
