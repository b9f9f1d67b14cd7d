package search_test

import (
	"slices"
	"testing"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// build hands a reference catalogue to a Builder the way the store does, in the builder's
// three parts.
func build(c *searchtest.Catalogue) *search.Index {
	b := search.NewBuilder()
	for _, p := range c.Products {
		b.AddProduct(search.Product{ID: p.ID, Discount: p.Discount, Price: p.Price(), Stock: p.Stock, Created: p.Created,
			Card: search.Card{Title: p.Title, Code: p.Code, Category: p.Category, Manufacturer: p.Manufacturer,
				Net: p.Net, DiscountPercent: p.Percent, Popular: p.Popular}})
	}
	for _, p := range c.Products {
		options := make([]int32, len(p.Options))
		for i, o := range p.Options {
			options[i] = int32(o)
		}
		b.AddProductOptions(p.ID, options...)
	}
	for _, cat := range c.Categories {
		b.AddCategory(cat.ID, cat.Parent, cat.Title)
	}
	for _, m := range c.Manufacturers {
		b.AddManufacturer(search.Option{ID: m.ID, Title: m.Title, Slug: m.Slug})
	}
	for _, d := range c.Discounts {
		b.AddDiscount(search.Option{ID: d.ID, Title: d.Title})
	}
	for _, prop := range c.Properties {
		for _, o := range prop.Options {
			b.AddOption(o.ID, o.Title, prop.Filterable)
			if prop.Filterable {
				b.AddFacetOption(search.Property{ID: prop.ID, Title: prop.Title, GroupName: prop.Group}, search.Option{ID: o.ID, Title: o.Title})
			}
		}
	}
	return b.Build()
}

// shown turns an answer's facets into the reference model's shape.
func shown(f search.Facets) searchtest.Facets {
	ids := func(fs []search.Facet) map[int64]int {
		m := map[int64]int{}
		for _, f := range fs {
			m[f.ID] = f.Count
		}
		return m
	}
	out := searchtest.Facets{Categories: ids(f.Categories), Manufacturers: ids(f.Manufacturers),
		Discounts: ids(f.Discounts), Inventories: ids(f.Inventories), Properties: map[int64]map[int64]int{}}
	for _, p := range f.Properties {
		out.Properties[p.ID] = ids(p.Options)
	}
	return out
}

// Every filter, scope and sort, page by page, against the brute-force reference; then again
// after stock changes, which move products between inventory states and in the stock order.
// The default order is left out after them: it ranks products as buyable by their stock when
// the index was built, until the next build.
func TestQueryMatchesBruteForce(t *testing.T) {
	c := searchtest.New(600)
	x := build(c)
	check := func(when string, sorts []searchtest.Sort) {
		t.Helper()
		for qi, q := range searchtest.Questions {
			for _, so := range sorts {
				q.Sort, q.Desc, q.PerPage = so.Field, so.Desc, 16
				want := c.IDs(q)
				var got []int64
				for page := 1; ; page++ {
					q.Page = page
					res := x.Query(q)
					if res.Total != len(want) {
						t.Fatalf("%s, question %d sort %v: total %d, want %d", when, qi, so, res.Total, len(want))
					}
					got = append(got, res.IDs...)
					if page >= res.LastPage {
						break
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%s, question %d sort %v: order differs\n got %v\nwant %v", when, qi, so, head(got), head(want))
				}
			}
			q.Page, q.PerPage = 1, 16
			c.CheckFacets(t, q, shown(x.Query(q).Facets))
		}
	}
	check("as built", searchtest.Sorts)
	for i := range c.Products {
		if i%7 == 0 {
			p := &c.Products[i]
			p.Stock = (p.Stock + 3) % 8
			x.SetStock(p.ID, p.Stock)
		}
	}
	check("after stock changes", searchtest.Sorts[1:]) // all but the default order
}

func head(ids []int64) []int64 { return ids[:min(len(ids), 12)] }

func TestQueryPageClampAndScope(t *testing.T) {
	x := build(searchtest.New(50))
	res := x.Query(search.Params{Page: 99, PerPage: 16})
	if res.Total != 50 || res.LastPage != 4 || res.Page != 4 || len(res.IDs) != 2 {
		t.Errorf("got total %d last %d page %d ids %d", res.Total, res.LastPage, res.Page, len(res.IDs))
	}
	res = x.Query(search.Params{ScopeCategory: 1, Page: 1, PerPage: 16})
	var subcategories []int64
	for _, f := range res.Facets.Categories {
		subcategories = append(subcategories, f.ID)
	}
	if !slices.Equal(subcategories, []int64{3, 4}) {
		t.Errorf("subcategories of 1 = %v, want [3 4]", subcategories)
	}
}

func TestSliderAndCard(t *testing.T) {
	c := searchtest.New(100)
	x := build(c)
	popular := x.Slider(search.SliderPopular, 12)
	if len(popular) == 0 {
		t.Fatal("no popular products")
	}
	for _, id := range popular {
		if !c.Products[id-1].Popular {
			t.Errorf("product %d in the popular slider is not popular", id)
		}
	}
	card, stock, ok := x.Card(5)
	if p := c.Products[4]; !ok || card.Title != p.Title || card.Code != p.Code || stock != p.Stock {
		t.Errorf("card of product 5: %+v stock %d ok %v", card, stock, ok)
	}
	if _, _, ok := x.Card(101); ok {
		t.Error("a card for a product the index does not list")
	}
	if m, ok := x.Manufacturer(2); !ok || m.Slug != "brand2" {
		t.Errorf("manufacturer 2: %+v %v", m, ok)
	}
}
