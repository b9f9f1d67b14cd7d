package store

import (
	"context"
	"strconv"

	"shop/i18n"
)

// SearchParams is one catalogue question: the page's scope, the shopper's filters, a text
// query, a sort and a page. Ids that name nothing simply match nothing.
type SearchParams struct {
	Query        string
	Sort         string // field (quantity, created_at, title, price_with_tax) or "" for the default
	Desc         bool
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

// SearchResult is one page of product ids plus every facet with its counts.
type SearchResult struct {
	IDs      []int64
	Total    int
	Page     int
	LastPage int
	Filters  Filters
}

// Filters are the facet groups of spec §3: category, manufacture, discount, inventory, and
// one group per filterable property. Each group's counts apply the selections of all other
// groups, so choosing one brand still shows the other brands with their counts.
type Filters struct {
	Category    FilterGroup   `json:"category"`
	Manufacture FilterGroup   `json:"manufacture"`
	Discount    FilterGroup   `json:"discount"`
	Inventory   FilterGroup   `json:"inventory"`
	Properties  []FilterGroup `json:"properties"`
}

// FilterGroup is one facet.
type FilterGroup struct {
	ID        int64          `json:"id,omitempty"`
	Key       string         `json:"key"` // the query parameter it sets
	Title     string         `json:"title"`
	GroupName string         `json:"group_name,omitempty"`
	Options   []FilterOption `json:"options"`
}

// FilterOption is one facet value with the number of products it would show.
type FilterOption struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	Count    int    `json:"count"`
	Link     string `json:"link"`
	Image    Image  `json:"image"`
	Selected bool   `json:"selected"`
}

// facet group keys; each property is "p<id>".
const (
	groupCategory     = "categories"
	groupManufacturer = "manufactures"
	groupDiscount     = "discounts"
	groupInventory    = "inventories"
)

// Search answers a catalogue question from the in-memory index.
func (s *Store) Search(ctx context.Context, p SearchParams, lang string) (SearchResult, error) {
	x, err := s.index.load(ctx)
	if err != nil {
		return SearchResult{}, err
	}
	tree, err := s.categories(ctx)
	if err != nil {
		return SearchResult{}, err
	}
	if p.Sort == sortQuantity {
		x.mu.Lock()
		if x.quantityDirty {
			x.resortQuantity()
		}
		x.mu.Unlock()
	}
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
		only := newBitset(x.n)
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
		text = x.text.match(p.Query)
		base.and(text.all)
	}

	// selections: one set per group with a selection (options within a group are OR-ed).
	sel := map[string]bitset{}
	union := func(key string, ids []int64, sets func(int64) bitset) {
		if len(ids) == 0 {
			return
		}
		u := newBitset(x.n)
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

	out := SearchResult{Total: result.count(), Page: max(p.Page, 1)}
	out.LastPage = max(1, (out.Total+p.PerPage-1)/p.PerPage)
	out.Page = min(out.Page, out.LastPage) // past the end: the last page (documented clamp)
	offset := (out.Page - 1) * p.PerPage
	if hasText && p.Sort == sortDefault {
		out.IDs = x.pageByRelevance(result, text, offset, p.PerPage)
	} else {
		out.IDs = x.page(x.orders[p.Sort], p.Desc, result, offset, p.PerPage)
	}

	f := &out.Filters
	f.Category = x.categoryFacet(tree, p, others(groupCategory), lang)
	f.Manufacture = FilterGroup{Key: groupManufacturer, Title: i18n.T(lang, "filter_manufacture"), Options: []FilterOption{}}
	if p.ScopeManufacturer == 0 {
		o := others(groupManufacturer)
		for _, m := range x.manufacturers {
			f.Manufacture.Options = appendOption(f.Manufacture.Options, FilterOption{ID: m.ID, Title: m.Title,
				Link: ManufacturerLink(m.Slug), Image: Image{Source: m.Image}}, o, x.byManufacturer[m.ID], p.Manufactures)
		}
	}
	f.Discount = FilterGroup{Key: groupDiscount, Title: i18n.T(lang, "filter_discount"), Options: []FilterOption{}}
	o := others(groupDiscount)
	for _, d := range x.discounts {
		f.Discount.Options = appendOption(f.Discount.Options, FilterOption{ID: d.ID, Title: d.Title,
			Link: "?discounts=" + strconv.FormatInt(d.ID, 10)}, o, x.byDiscount[d.ID], p.Discounts)
	}
	f.Inventory = FilterGroup{Key: groupInventory, Title: i18n.T(lang, "filter_inventory"), Options: []FilterOption{}}
	o = others(groupInventory)
	for _, inv := range []struct {
		id  int64
		key string
	}{{InventoryInStock, "stock_in_stock"}, {InventoryLowStock, "stock_low_stock"}, {InventoryOutOfStock, "stock_out_of_stock"}} {
		f.Inventory.Options = appendOption(f.Inventory.Options, FilterOption{ID: inv.id, Title: i18n.T(lang, inv.key),
			Link: "?inventories=" + strconv.FormatInt(inv.id, 10)}, o, x.byInventory[inv.id], p.Inventories)
	}
	f.Properties = []FilterGroup{}
	for _, prop := range x.properties {
		g := FilterGroup{ID: prop.ID, Key: "properties", Title: prop.Title, GroupName: prop.GroupName, Options: []FilterOption{}}
		o := others(propKey(prop.ID))
		for _, opt := range prop.Options {
			g.Options = appendOption(g.Options, FilterOption{ID: opt.ID, Title: opt.Title,
				Link: "?properties=" + strconv.FormatInt(opt.ID, 10)}, o, x.byOption[opt.ID], p.Properties)
		}
		if len(g.Options) > 0 {
			f.Properties = append(f.Properties, g)
		}
	}
	return out, nil
}

func propKey(id int64) string { return "p" + strconv.FormatInt(id, 10) }

// andOrEmpty intersects b with o, where a missing set (an unknown id) means nothing matches.
func andOrEmpty(b, o bitset) {
	if o == nil {
		clear(b)
		return
	}
	b.and(o)
}

// appendOption adds an option with its count; options that would show nothing are left out
// unless the shopper has selected them (so they can be unselected).
func appendOption(opts []FilterOption, opt FilterOption, over, set bitset, selected []int64) []FilterOption {
	for _, id := range selected {
		if id == opt.ID {
			opt.Selected = true
		}
	}
	if set != nil {
		opt.Count = over.andCount(set)
	}
	if opt.Count == 0 && !opt.Selected {
		return opts
	}
	return append(opts, opt)
}

// categoryFacet offers the subcategories of the page's category (the top level elsewhere).
func (x *catalogIndex) categoryFacet(tree *categoryTree, p SearchParams, over bitset, lang string) FilterGroup {
	g := FilterGroup{Key: groupCategory, Title: i18n.T(lang, "filter_category"), Options: []FilterOption{}}
	tree.mu.RLock()
	defer tree.mu.RUnlock()
	for _, id := range tree.children[p.ScopeCategory] {
		c := tree.byID[id]
		img := c.Image
		if img == "" {
			img = c.Icon
		}
		g.Options = appendOption(g.Options, FilterOption{ID: c.ID, Title: c.Title, Link: c.Link, Image: Image{Source: img}},
			over, x.byCategory[c.ID], p.Categories)
	}
	return g
}

// page walks a sort order and picks the slots of set from offset on.
func (x *catalogIndex) page(order []int32, desc bool, set bitset, offset, limit int) []int64 {
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
func (x *catalogIndex) pageByRelevance(result bitset, m textMatch, offset, limit int) []int64 {
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
		page := x.page(x.orders[sortDefault], false, t, offset, limit-len(ids))
		ids = append(ids, page...)
		offset = 0
		if len(ids) >= limit {
			break
		}
	}
	return ids
}
