package store

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// seedFixture writes a reference catalogue of n products (package searchtest) into the
// database, with an unpublished product and a service the catalogue must never list, and
// loads the index, so every answer can be checked against the reference's brute force.
func seedFixture(t testing.TB, st *Store, n int) *searchtest.Catalogue {
	t.Helper()
	c := searchtest.New(n)
	ctx := context.Background()
	if err := st.SetLanguages(ctx, Languages{Default: c.Lang, All: c.Langs}); err != nil {
		t.Fatal(err)
	}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		in := func(table string, columns ...string) *Inserter { return st.Insert(ctx, table, columns...) }
		cats := in("categories", "id", "parent_id", "slug", "title", "position")
		for _, k := range c.Categories {
			var parent any
			if k.Parent != 0 {
				parent = k.Parent
			}
			cats.Add(k.ID, parent, k.Slug, k.Title, k.Position)
		}
		brands := in("manufacturers", "id", "slug", "title")
		for _, m := range c.Manufacturers {
			brands.Add(m.ID, m.Slug, m.Title)
		}
		discounts := in("discounts", "id", "title", "percent")
		for _, d := range c.Discounts {
			discounts.Add(d.ID, d.Title, d.Percent)
		}
		groups := in("property_groups", "id", "name")
		groups.Add(1, c.Properties[0].Group)
		props := in("properties", "id", "group_id", "title", "filterable", "position")
		options := in("property_options", "id", "property_id", "value", "position")
		for i, p := range c.Properties {
			props.Add(p.ID, 1, p.Title, p.Filterable, i)
			for j, o := range p.Options {
				options.Add(o.ID, p.ID, o.Title, j)
			}
		}
		products := in("products", "id", "slug", "code", "title", "category_id", "manufacturer_id", "discount_id",
			"net_price", "stock", "created_at", "is_popular", "variant_group")
		productOptions := in("product_properties", "product_id", "property_id", "option_id")
		titles := in("translations", "entity", "id", "lang", "field", "value")
		for _, p := range c.Products {
			for _, lang := range c.Langs[1:] {
				if title, ok := p.Titles[lang]; ok {
					titles.Add("product", p.ID, lang, "title", title)
				}
			}
			var discount, group any
			if p.Discount != 0 {
				discount = p.Discount
			}
			if p.Group != "" {
				group = p.Group
			}
			products.Add(p.ID, fmt.Sprint("p", p.ID), p.Code, p.Title, p.Category, p.Manufacturer, discount,
				p.Net, p.Stock, p.Created, p.Popular, group)
			for _, o := range p.Options {
				prop, _ := c.PropertyOf(o)
				productOptions.Add(p.ID, prop.ID, o)
			}
		}
		hidden := in("products", "id", "type", "slug", "code", "title", "net_price", "published")
		hidden.Add(100001, "product", "hidden", "HID-1", "Galaxy hidden", 100, 0)
		hidden.Add(100002, "service", "gift", "SRV-1", "Galaxy gift pack", 100, 1)
		for _, in := range []*Inserter{cats, brands, discounts, groups, props, options, products, productOptions, titles, hidden} {
			if err := in.Close(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	return c
}

// shown turns the answer's filters into the reference model's shape.
func shown(f Filters) searchtest.Facets {
	ids := func(g FilterGroup) map[int64]int {
		m := map[int64]int{}
		for _, o := range g.Options {
			m[o.ID] = o.Count
		}
		return m
	}
	out := searchtest.Facets{Categories: ids(f.Category), Manufacturers: ids(f.Manufacture),
		Discounts: ids(f.Discount), Inventories: ids(f.Inventory), Properties: map[int64]map[int64]int{}}
	for _, g := range f.Properties {
		out.Properties[g.ID] = ids(g)
	}
	return out
}

// The whole way from SQL rows to the answer, against the brute-force reference: every
// filter, scope and sort, page by page, and every facet count.
func TestSearchMatchesBruteForce(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 600)
	checkSearch(t, st, c, "as loaded")
}

// checkSearch asks the store every question of the reference under every sort, page by
// page, and compares the ids, their order and every facet count with the brute force.
func checkSearch(t *testing.T, st *Store, c *searchtest.Catalogue, when string) {
	t.Helper()
	ctx := context.Background()
	for qi, q := range searchtest.Questions {
		for _, so := range searchtest.Sorts {
			for _, lang := range c.LangsFor(qi, so.Field) {
				q.Sort, q.Desc, q.PerPage, q.Lang = so.Field, so.Desc, 16, lang
				want := c.IDs(q)
				var got []int64
				for page := 1; ; page++ {
					q.Page = page
					q.Lang = "" // Search takes the language from its argument
					res, err := st.Search(ctx, q, lang)
					if err != nil {
						t.Fatal(err)
					}
					if res.Total != len(want) {
						t.Fatalf("%s, question %d sort %v in %s: total %d, want %d", when, qi, so, lang, res.Total, len(want))
					}
					got = append(got, res.IDs...)
					if page >= res.LastPage {
						break
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%s, question %d sort %v in %s: order differs\n got %v\nwant %v", when, qi, so, lang, got[:min(len(got), 12)], want[:min(len(want), 12)])
				}
			}
		}
		q.Page, q.PerPage = 1, 16
		res, err := st.Search(ctx, q, "en")
		if err != nil {
			t.Fatal(err)
		}
		c.CheckFacets(t, q, shown(res.Filters))
	}
}

func TestSearchFiltersReadWell(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	seedFixture(t, st, 200)
	res, err := st.Search(context.Background(), SearchParams{ScopeCategory: 1, Page: 1, PerPage: 16}, "lv")
	if err != nil {
		t.Fatal(err)
	}
	f := res.Filters
	var ids []int64
	for _, o := range f.Category.Options {
		ids = append(ids, o.ID)
		if o.Slug != fmt.Sprint("cat", o.ID) || o.Title != fmt.Sprint("Kategorija ", o.ID) {
			t.Errorf("category option %+v: slug or title", o)
		}
	}
	if !slices.Equal(ids, []int64{3, 4}) {
		t.Errorf("subcategories of 1 = %v, want [3 4]", ids)
	}
	if len(f.Manufacture.Options) == 0 || f.Manufacture.Options[0].Slug != "brand1" || f.Manufacture.Key != "manufactures" {
		t.Errorf("manufacturer facet %+v", f.Manufacture)
	}
	if len(f.Inventory.Options) == 0 || f.Inventory.Options[0].Stock != "in_stock" || f.Inventory.Options[0].ID != 1 {
		t.Errorf("inventory facet %+v", f.Inventory)
	}
	if len(f.Properties) != 2 || f.Properties[0].Key != "properties" || f.Properties[0].GroupName != "Atmiņa" {
		t.Errorf("property facets %+v", f.Properties)
	}
}

func TestSearchListsPublishedProductsOnly(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 50)
	ctx := context.Background()
	res, _ := st.Search(ctx, SearchParams{Query: "galaxy", Page: 1, PerPage: 48}, "en")
	for _, id := range res.IDs {
		if id > 100000 {
			t.Errorf("unpublished or service product %d in results", id)
		}
	}
	// Text reaches the index through SQL too: a code finds its product first.
	p := c.Products[17]
	res, _ = st.Search(ctx, SearchParams{Query: p.Code, Page: 1, PerPage: 16}, "en")
	if len(res.IDs) == 0 || res.IDs[0] != p.ID {
		t.Errorf("search for %s: %v", p.Code, res.IDs)
	}
}

func TestSetStockMovesInventory(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 100)
	ctx := context.Background()
	p := c.Products[0]
	for _, q := range c.Products {
		if q.Stock > 0 {
			p = q
			break
		}
	}
	version := st.CatalogVersion()
	if err := st.SetStock(ctx, p.ID, 0); err != nil {
		t.Fatal(err)
	}
	if st.CatalogVersion() == version {
		t.Error("a stock change left the catalogue version as it was")
	}
	if err := st.SetStock(ctx, p.ID, -1); err != ErrConflict {
		t.Errorf("negative stock: %v", err)
	}
	if err := st.SetStock(ctx, 999999999, 1); err != ErrNotFound {
		t.Errorf("unknown product: %v", err)
	}
	res, _ := st.Search(ctx, SearchParams{Inventories: []int64{search.InventoryOutOfStock}, Page: 1, PerPage: 48, Sort: search.SortQuantity}, "en")
	want := 0
	for _, q := range c.Products {
		if q.Stock == 0 || q.ID == p.ID {
			want++
		}
	}
	if res.Total != want || !slices.Contains(res.IDs, p.ID) {
		t.Errorf("out of stock: total %d (want %d), contains %d: %v", res.Total, want, p.ID, slices.Contains(res.IDs, p.ID))
	}
}
