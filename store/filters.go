package store

import (
	"strconv"

	"shop/i18n"
	"shop/store/search"
)

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

// inventoryTitles are the translation keys of the inventory filter's options.
var inventoryTitles = map[int64]string{
	search.InventoryInStock:    "stock_in_stock",
	search.InventoryLowStock:   "stock_low_stock",
	search.InventoryOutOfStock: "stock_out_of_stock",
}

// makeFilters dresses the index's facets for the shopper: titles in their language (tree is
// the category tree in lang, texts lang's translations), links in lang's URLs, and the
// category tree's names and pictures.
func (s *Store) makeFilters(f search.Facets, tree *categoryTree, texts langTexts, lang string) Filters {
	out := Filters{
		Category:    FilterGroup{Key: "categories", Title: i18n.T(lang, "filter_category"), Options: make([]FilterOption, 0, len(f.Categories))},
		Manufacture: FilterGroup{Key: "manufactures", Title: i18n.T(lang, "filter_manufacture"), Options: make([]FilterOption, 0, len(f.Manufacturers))},
		Discount:    FilterGroup{Key: "discounts", Title: i18n.T(lang, "filter_discount"), Options: make([]FilterOption, 0, len(f.Discounts))},
		Inventory:   FilterGroup{Key: "inventories", Title: i18n.T(lang, "filter_inventory"), Options: make([]FilterOption, 0, len(f.Inventories))},
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
			Link: c.Link, Image: Image{Source: img}, Selected: o.Selected})
	}
	tree.mu.RUnlock()
	for _, o := range f.Manufacturers {
		out.Manufacture.Options = append(out.Manufacture.Options, FilterOption{ID: o.ID, Title: o.Title, Count: o.Count,
			Link: s.Path(lang, ManufacturerLink(o.Slug)), Image: Image{Source: o.Image}, Selected: o.Selected})
	}
	for _, o := range f.Discounts {
		out.Discount.Options = append(out.Discount.Options, filterOption(o, texts.text("discount", o.ID, "title", o.Title), "discounts"))
	}
	for _, o := range f.Inventories {
		out.Inventory.Options = append(out.Inventory.Options, filterOption(o, i18n.T(lang, inventoryTitles[o.ID]), "inventories"))
	}
	for _, p := range f.Properties {
		g := FilterGroup{ID: p.ID, Key: "properties", Title: texts.text("property", p.ID, "title", p.Title),
			GroupName: texts.text("property_group", p.GroupID, "name", p.GroupName), Options: make([]FilterOption, 0, len(p.Options))}
		for _, o := range p.Options {
			g.Options = append(g.Options, filterOption(o, texts.text("property_option", o.ID, "value", o.Title), "properties"))
		}
		out.Properties = append(out.Properties, g)
	}
	return out
}

// filterOption is an option whose link sets just its own filter.
func filterOption(o search.Facet, title, key string) FilterOption {
	return FilterOption{ID: o.ID, Title: title, Count: o.Count, Selected: o.Selected,
		Link: "?" + key + "=" + strconv.FormatInt(o.ID, 10)}
}
