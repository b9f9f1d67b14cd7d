package present

import (
	"strconv"

	"shop/i18n"
	"shop/store"
)

// Filters are the catalogue answer's facet groups (spec §3 Filters).
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
	Link     string `json:"link"` // a category's or brand's page; else the query that sets just this filter
	Image    Image  `json:"image"`
	Selected bool   `json:"selected"`
}

// MakeFilters writes the facets in links' language: the fixed groups' and the stock states'
// names, and each option's link.
func MakeFilters(f store.Filters, links Links) Filters {
	l := links.Lang
	out := Filters{
		Category:    makeFilterGroup(f.Category, i18n.T(l, "filter_category"), links.Category, l),
		Manufacture: makeFilterGroup(f.Manufacture, i18n.T(l, "filter_manufacture"), links.Manufacturer, l),
		Discount:    makeFilterGroup(f.Discount, i18n.T(l, "filter_discount"), nil, l),
		Inventory:   makeFilterGroup(f.Inventory, i18n.T(l, "filter_inventory"), nil, l),
		Properties:  make([]FilterGroup, len(f.Properties)),
	}
	for i, g := range f.Properties {
		out.Properties[i] = makeFilterGroup(g, g.Title, nil, l)
	}
	return out
}

// makeFilterGroup writes group g titled title; page links an option's slug to its page, nil
// for groups whose options only filter.
func makeFilterGroup(g store.FilterGroup, title string, page func(slug string) string, lang string) FilterGroup {
	out := FilterGroup{ID: g.ID, Key: g.Key, Title: title, GroupName: g.GroupName, Options: make([]FilterOption, len(g.Options))}
	for i, o := range g.Options {
		opt := FilterOption{ID: o.ID, Title: o.Title, Count: o.Count, Image: Image{Source: o.Image}, Selected: o.Selected}
		if o.Stock != "" {
			opt.Title = i18n.T(lang, "stock_"+o.Stock)
		}
		if page != nil {
			opt.Link = page(o.Slug)
		} else {
			opt.Link = "?" + g.Key + "=" + strconv.FormatInt(o.ID, 10)
		}
		out.Options[i] = opt
	}
	return out
}
