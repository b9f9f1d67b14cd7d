package search

import "strconv"

// Params is one catalogue question: the page's scope, the shopper's filters, a text query, a
// sort and a page. Ids that name nothing simply match nothing.
type Params struct {
	Query        string
	Sort         string // SortQuantity, SortCreated, SortTitle, SortPrice or SortDefault
	Desc         bool
	Lang         string // the page's language: SortTitle orders its titles; "" is the default language
	Page         int
	PerPage      int
	Categories   []int64
	Manufactures []int64
	Inventories  []int64
	Properties   []int64 // option ids; options of one property are OR-ed, properties AND-ed
	Discounts    []int64

	ScopeCategory     int64   // the category page's own category (its whole subtree)
	ScopeManufacturer int64   // the manufacturer page's brand
	ScopeIDs          []int64 // the wishlist page's products; nil means no such scope
	Scoped            bool    // ScopeIDs applies even when empty
}

// Result is one page of product ids and every facet with its counts.
type Result struct {
	IDs      []int64
	Total    int
	Page     int // the page asked for, or the last page when it asked past the end
	LastPage int
	Facets   Facets
	// Corrected is the text query as searched when a word matched only through a one-letter
	// typo ("samsnug" → "samsung"), so the page can say so; "" when every word matched as typed.
	Corrected string
}

// Facets are the filter groups of a result. Each group's counts apply the selections of all
// other groups, so choosing one brand still shows the other brands with their counts. An
// option that would show nothing is left out unless it is selected (so it can be unselected).
type Facets struct {
	Categories    []Facet // the subcategories of the scope (the top level without one); titles only
	Manufacturers []Facet // none on a manufacturer's page
	Discounts     []Facet
	Inventories   []Facet // InventoryInStock, InventoryLowStock, InventoryOutOfStock; ids only
	Properties    []PropertyFacets
}

// Facet is one filter option with the number of products it would show.
type Facet struct {
	Option
	Count    int
	Selected bool
}

// PropertyFacets is the facet group of one filterable property.
type PropertyFacets struct {
	ID        int64
	Title     string
	GroupID   int64
	GroupName string
	Options   []Facet
}

// Facet groups, the keys of a question's selections; each property is "p<id>".
const (
	groupCategory     = "categories"
	groupManufacturer = "manufactures"
	groupDiscount     = "discounts"
	groupInventory    = "inventories"
)

func propKey(id int64) string { return "p" + strconv.FormatInt(id, 10) }

// Query answers a catalogue question.
func (x *Index) Query(p Params) Result {
	x.mu.RLock()
	defer x.mu.RUnlock()

	// base: what the page shows before the shopper's filters.
	base := x.live.clone()
	if p.ScopeCategory != 0 {
		andOrEmpty(base, x.byCategory[p.ScopeCategory])
	}
	if p.ScopeManufacturer != 0 {
		andOrEmpty(base, x.byManufacturer[p.ScopeManufacturer])
	}
	if p.Scoped || p.ScopeIDs != nil {
		only := newBitset(x.room)
		for _, id := range p.ScopeIDs {
			if slot, ok := x.slot(id); ok {
				only.set(slot)
			}
		}
		base.and(only)
	}
	var text textMatch
	hasText := len(tokens(p.Query)) > 0
	if hasText {
		text = x.text.match(p.Query, true)
		base.and(text.all)
	}

	// selections: one set per group with a selection (options within a group are OR-ed).
	sel := map[string]bitset{}
	union := func(key string, ids []int64, sets func(int64) bitset) {
		if len(ids) == 0 {
			return
		}
		u := newBitset(x.room)
		for _, id := range ids {
			if b := sets(id); b != nil {
				u.or(b)
			}
		}
		sel[key] = u
	}
	union(groupCategory, p.Categories, func(id int64) bitset { return x.byCategory[id] })
	union(groupManufacturer, p.Manufactures, func(id int64) bitset { return x.byManufacturer[id] })
	union(groupDiscount, p.Discounts, func(id int64) bitset { return x.byDiscount[id] })
	union(groupInventory, p.Inventories, func(id int64) bitset { return x.byInventory[id] })
	byProp := map[int64][]int64{}
	for _, o := range p.Properties {
		byProp[x.optionOf[o]] = append(byProp[x.optionOf[o]], o) // unknown options land on property 0
	}
	for pid, opts := range byProp {
		union(propKey(pid), opts, func(id int64) bitset { return x.byOption[id] })
	}

	result := base.clone()
	for _, b := range sel {
		result.and(b)
	}
	// others(g): base with every selection except g's — the set g's counts are taken over.
	others := func(key string) bitset {
		if _, ok := sel[key]; !ok {
			return result
		}
		o := base.clone()
		for k, b := range sel {
			if k != key {
				o.and(b)
			}
		}
		return o
	}

	out := Result{Total: result.count(), Page: max(p.Page, 1), Corrected: text.corrected}
	perPage := max(p.PerPage, 1)
	out.LastPage = max(1, (out.Total+perPage-1)/perPage)
	out.Page = min(out.Page, out.LastPage)
	offset := (out.Page - 1) * perPage
	if hasText && p.Sort == SortDefault {
		out.IDs = x.pageByRelevance(result, text, offset, perPage)
	} else {
		order := x.orders[p.Sort]
		if p.Sort == SortTitle {
			order = x.titleOrder(p.Lang)
		}
		out.IDs = x.page(order, p.Desc, result, offset, perPage)
	}

	f := &out.Facets
	o := others(groupCategory)
	f.Categories = make([]Facet, 0, len(x.children[p.ScopeCategory]))
	for _, id := range x.children[p.ScopeCategory] {
		f.Categories = appendFacet(f.Categories, Option{ID: id}, o, x.byCategory[id], p.Categories)
	}
	f.Manufacturers = []Facet{}
	if p.ScopeManufacturer == 0 {
		f.Manufacturers = make([]Facet, 0, len(x.manufacturers))
		o := others(groupManufacturer)
		for _, m := range x.manufacturers {
			f.Manufacturers = appendFacet(f.Manufacturers, m, o, x.byManufacturer[m.ID], p.Manufactures)
		}
	}
	f.Discounts = make([]Facet, 0, len(x.discounts))
	o = others(groupDiscount)
	for _, d := range x.discounts {
		f.Discounts = appendFacet(f.Discounts, d, o, x.byDiscount[d.ID], p.Discounts)
	}
	f.Inventories = make([]Facet, 0, 3)
	o = others(groupInventory)
	for _, id := range []int64{InventoryInStock, InventoryLowStock, InventoryOutOfStock} {
		f.Inventories = appendFacet(f.Inventories, Option{ID: id}, o, x.byInventory[id], p.Inventories)
	}
	f.Properties = make([]PropertyFacets, 0, len(x.properties))
	for _, prop := range x.properties {
		g := PropertyFacets{ID: prop.ID, Title: prop.Title, GroupID: prop.GroupID, GroupName: prop.GroupName, Options: make([]Facet, 0, len(prop.Options))}
		o := others(propKey(prop.ID))
		for _, opt := range prop.Options {
			g.Options = appendFacet(g.Options, opt, o, x.byOption[opt.ID], p.Properties)
		}
		if len(g.Options) > 0 {
			f.Properties = append(f.Properties, g)
		}
	}
	return out
}

// andOrEmpty intersects b with o, where a missing set (an unknown id) means nothing matches.
func andOrEmpty(b, o bitset) {
	if o == nil {
		clear(b)
		return
	}
	b.and(o)
}

// appendFacet adds an option with its count over the set over; options that would show
// nothing are left out unless the shopper has selected them (so they can be unselected).
func appendFacet(facets []Facet, opt Option, over, set bitset, selected []int64) []Facet {
	f := Facet{Option: opt}
	for _, id := range selected {
		if id == opt.ID {
			f.Selected = true
		}
	}
	if set != nil {
		f.Count = over.andCount(set)
	}
	if f.Count == 0 && !f.Selected {
		return facets
	}
	return append(facets, f)
}
