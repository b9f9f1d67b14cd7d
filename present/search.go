package present

import (
	"net/url"
	"strconv"

	"shop/i18n"
	"shop/store"
	"shop/urls"
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

// SearchAnswer is the catalogue answer of GET /api/search/products.
type SearchAnswer struct {
	Collection Collection `json:"collection"`
	Filters    Filters    `json:"filters"`
}

// Collection is a page of product cards, shaped like the spec's collection.data/links/meta.
type Collection struct {
	Data struct {
		Products []Card `json:"products"`
	} `json:"data"`
	Links PageLinks `json:"links"`
	Meta  PageMeta  `json:"meta"`
}

// PageLinks are the API URLs of the neighbouring pages (null at the ends).
type PageLinks struct {
	First string  `json:"first"`
	Prev  *string `json:"prev"`
	Next  *string `json:"next"`
	Last  string  `json:"last"`
}

// PageMeta describes the page.
type PageMeta struct {
	CurrentPage int      `json:"current_page"`
	LastPage    int      `json:"last_page"`
	PerPage     int      `json:"per_page"`
	Total       int      `json:"total"`
	From        int      `json:"from"`
	To          int      `json:"to"`
	Sorts       []string `json:"sorts"`
	PerPages    []int    `json:"per_page_options"`
	// CorrectedQuery is the text searched for when a word of q matched only with a typo
	// corrected ("showing results for samsung"); empty when q matched as typed.
	CorrectedQuery string `json:"corrected_query,omitempty"`
}

// SearchPage is how a catalogue question was asked: its page size, its query string (the
// page links keep every parameter but the page) and the options the answer lists.
type SearchPage struct {
	PerPage  int
	Query    url.Values
	Sorts    []string
	PerPages []int
}

// MakeSearchAnswer writes one page of a catalogue answer: its cards (MakeCards), the facets
// in links' language, where the page is and the API links of its neighbours.
func MakeSearchAnswer(res store.SearchResult, cards []Card, page SearchPage, links Links) SearchAnswer {
	var a SearchAnswer
	a.Collection.Data.Products = cards
	a.Filters = MakeFilters(res.Filters, links)
	a.Collection.Meta = PageMeta{CurrentPage: res.Page, LastPage: res.LastPage, PerPage: page.PerPage, Total: res.Total,
		Sorts: page.Sorts, PerPages: page.PerPages, CorrectedQuery: res.Corrected}
	if n := len(res.IDs); n > 0 {
		a.Collection.Meta.From = (res.Page-1)*page.PerPage + 1
		a.Collection.Meta.To = a.Collection.Meta.From + n - 1
	}
	pageURL := func(n int) string {
		v := url.Values{}
		for k, vals := range page.Query {
			v[k] = vals
		}
		v.Set("page", strconv.Itoa(n))
		return urls.SearchAPI + "?" + v.Encode()
	}
	a.Collection.Links = PageLinks{First: pageURL(1), Last: pageURL(res.LastPage)}
	if res.Page > 1 {
		prev := pageURL(res.Page - 1)
		a.Collection.Links.Prev = &prev
	}
	if res.Page < res.LastPage {
		next := pageURL(res.Page + 1)
		a.Collection.Links.Next = &next
	}
	return a
}
