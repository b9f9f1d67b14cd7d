package store

import "shop/store/search"

// Filters are the facet groups of spec §3: category, manufacture, discount, inventory, and
// one group per filterable property. Each group's counts apply the selections of all other
// groups, so choosing one brand still shows the other brands with their counts. They are plain
// data: present.MakeFilters names the fixed groups and links every option.
type Filters struct {
	Category    FilterGroup
	Manufacture FilterGroup
	Discount    FilterGroup
	Inventory   FilterGroup
	Properties  []FilterGroup
}

// FilterGroup is one facet.
type FilterGroup struct {
	ID        int64  // a property's id; 0 for the fixed groups
	Key       string // the query parameter it sets
	Title     string // a property's title in the language asked for; "" for the fixed groups
	GroupName string // a property's group, in the language asked for
	Options   []FilterOption
}

// FilterOption is one facet value with the number of products it would show.
type FilterOption struct {
	ID       int64
	Title    string // in the language asked for; "" for the inventory's options (Stock names them)
	Count    int
	Slug     string // a category's or a brand's, for its page link; "" for the other groups
	Image    string // a category's or a brand's picture path
	Stock    string // the inventory option's stock state: in_stock, low_stock or out_of_stock
	Selected bool
}

// inventoryStates are the inventory filter's options' stock states (StockClass's names).
var inventoryStates = map[int64]string{
	search.InventoryInStock:    "in_stock",
	search.InventoryLowStock:   "low_stock",
	search.InventoryOutOfStock: "out_of_stock",
}

// makeFilters gives the index's facets their texts in the shopper's language (tree is the
// category tree in lang, texts lang's translations) and the category tree's names and pictures.
func (s *Store) makeFilters(f search.Facets, tree *categoryTree, texts langTexts) Filters {
	out := Filters{
		Category:    FilterGroup{Key: "categories", Options: make([]FilterOption, 0, len(f.Categories))},
		Manufacture: FilterGroup{Key: "manufactures", Options: make([]FilterOption, 0, len(f.Manufacturers))},
		Discount:    FilterGroup{Key: "discounts", Options: make([]FilterOption, 0, len(f.Discounts))},
		Inventory:   FilterGroup{Key: "inventories", Options: make([]FilterOption, 0, len(f.Inventories))},
		Properties:  make([]FilterGroup, 0, len(f.Properties)),
	}
	tree.mu.RLock()
	for _, o := range f.Categories {
		c := tree.byID[o.ID]
		if c == nil {
			continue // a category newer than the index: it shows after the next load
		}
		img := c.Image
		if img == "" {
			img = c.Icon
		}
		out.Category.Options = append(out.Category.Options, FilterOption{ID: c.ID, Title: c.Title, Count: o.Count,
			Slug: c.Slug, Image: img, Selected: o.Selected})
	}
	tree.mu.RUnlock()
	for _, o := range f.Manufacturers {
		out.Manufacture.Options = append(out.Manufacture.Options, FilterOption{ID: o.ID, Title: o.Title, Count: o.Count,
			Slug: o.Slug, Image: o.Image, Selected: o.Selected})
	}
	for _, o := range f.Discounts {
		out.Discount.Options = append(out.Discount.Options, filterOption(o, texts.text("discount", o.ID, "title", o.Title)))
	}
	for _, o := range f.Inventories {
		opt := filterOption(o, "")
		opt.Stock = inventoryStates[o.ID]
		out.Inventory.Options = append(out.Inventory.Options, opt)
	}
	for _, p := range f.Properties {
		g := FilterGroup{ID: p.ID, Key: "properties", Title: texts.text("property", p.ID, "title", p.Title),
			GroupName: texts.text("property_group", p.GroupID, "name", p.GroupName), Options: make([]FilterOption, 0, len(p.Options))}
		for _, o := range p.Options {
			g.Options = append(g.Options, filterOption(o, texts.text("property_option", o.ID, "value", o.Title)))
		}
		out.Properties = append(out.Properties, g)
	}
	return out
}

func filterOption(o search.Facet, title string) FilterOption {
	return FilterOption{ID: o.ID, Title: title, Count: o.Count, Selected: o.Selected}
}
