package store

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
)

// fixture is a random catalogue kept in memory as well, so every answer of the index can be
// checked against a brute-force computation over the same rows.
type fixture struct {
	products []fxProduct
	children map[int64][]int64 // category tree
	options  map[int64]int64   // option → property
}

type fxProduct struct {
	id, cat, man, disc, pct, net, stock int64
	title, code, created                string
	popular                             bool
	options                             []int64
}

var fxWords = []string{"Galaxy", "Pixel", "Redmi", "Note", "Ultra", "Pro", "Max", "Lite", "Āboliņš", "Žurka", "Köln", "Телефон", "чехол"}

func seedFixture(t testing.TB, st *Store, n int) *fixture {
	t.Helper()
	ctx := context.Background()
	r := rand.New(rand.NewPCG(1, 2))
	f := &fixture{children: map[int64][]int64{}, options: map[int64]int64{}}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		tx := st.writer(ctx)
		exec := func(q string, args ...any) {
			if _, err := tx.ExecContext(ctx, q, args...); err != nil {
				t.Fatal(q, err)
			}
		}
		// Categories: 1 and 2 are top level; 3, 4 under 1; 5 under 3.
		for _, c := range [][3]int64{{1, 0, 0}, {2, 0, 1}, {3, 1, 0}, {4, 1, 1}, {5, 3, 0}} {
			var parent any
			if c[1] != 0 {
				parent = c[1]
				f.children[c[1]] = append(f.children[c[1]], c[0])
			}
			exec(`INSERT INTO categories (id, parent_id, slug, title, position) VALUES (?, ?, ?, ?, ?)`, c[0], parent, fmt.Sprint("cat", c[0]), fmt.Sprint("Kategorija ", c[0]), c[2])
		}
		for m := int64(1); m <= 4; m++ {
			exec(`INSERT INTO manufacturers (id, slug, title) VALUES (?, ?, ?)`, m, fmt.Sprint("brand", m), fmt.Sprint("Brand", m))
		}
		exec(`INSERT INTO discounts (id, title, percent) VALUES (1, '-10%', 10), (2, '-25%', 25)`)
		exec(`INSERT INTO property_groups (id, name) VALUES (1, 'Atmiņa')`)
		exec(`INSERT INTO properties (id, group_id, title, filterable) VALUES (1, 1, 'RAM', 1), (2, 1, 'Krāsa', 1), (3, 1, 'Hidden', 0)`)
		for o := int64(1); o <= 7; o++ {
			prop := []int64{1, 1, 1, 2, 2, 2, 3}[o-1]
			f.options[o] = prop
			exec(`INSERT INTO property_options (id, property_id, value) VALUES (?, ?, ?)`, o, prop, fmt.Sprint("opt", o, " zaļš"))
		}
		for i := 1; i <= n; i++ {
			p := fxProduct{id: int64(i), cat: int64(1 + r.IntN(5)), man: int64(1 + r.IntN(4)), disc: int64(r.IntN(3)),
				net: int64(100 + r.IntN(100000)), stock: int64(r.IntN(8)), popular: r.IntN(4) == 0}
			p.pct = []int64{0, 10, 25}[p.disc]
			p.title = fmt.Sprintf("%s %s %d", fxWords[r.IntN(len(fxWords))], fxWords[r.IntN(len(fxWords))], i)
			p.code = fmt.Sprintf("AB-%05d-X", i)
			p.created = fmt.Sprintf("2025-%02d-%02dT10:00:00Z", 1+r.IntN(12), 1+r.IntN(28))
			var disc any
			if p.disc != 0 {
				disc = p.disc
			}
			exec(`INSERT INTO products (id, slug, code, title, category_id, manufacturer_id, discount_id, net_price, stock, created_at, is_popular)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, p.id, fmt.Sprint("p", i), p.code, p.title, p.cat, p.man, disc, p.net, p.stock, p.created, p.popular)
			for prop, opts := range map[int64][]int64{1: {1, 2, 3}, 2: {4, 5, 6}, 3: {7}} {
				if r.IntN(5) == 0 {
					continue // some products lack a property
				}
				o := opts[r.IntN(len(opts))]
				p.options = append(p.options, o)
				exec(`INSERT INTO product_properties (product_id, property_id, option_id) VALUES (?, ?, ?)`, p.id, prop, o)
			}
			f.products = append(f.products, p)
		}
		// An unpublished product and a service never show in the catalogue.
		exec(`INSERT INTO products (id, slug, code, title, net_price, published) VALUES (100001, 'hidden', 'HID-1', 'Galaxy hidden', 100, 0)`)
		exec(`INSERT INTO products (id, type, slug, code, title, net_price) VALUES (100002, 'service', 'gift', 'SRV-1', 'Galaxy gift pack', 100)`)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) subtree(cat int64) []int64 {
	out := []int64{cat}
	for i := 0; i < len(out); i++ {
		out = append(out, f.children[out[i]]...)
	}
	return out
}

// match is the brute-force filter: scope + selections, skipping one group (for its counts).
func (f *fixture) match(p fxProduct, sp SearchParams, skip string) bool {
	if sp.ScopeCategory != 0 && !slices.Contains(f.subtree(sp.ScopeCategory), p.cat) {
		return false
	}
	if sp.ScopeManufacturer != 0 && p.man != sp.ScopeManufacturer {
		return false
	}
	if skip != groupCategory && len(sp.Categories) > 0 && !slices.ContainsFunc(sp.Categories, func(c int64) bool { return slices.Contains(f.subtree(c), p.cat) }) {
		return false
	}
	if skip != groupManufacturer && len(sp.Manufactures) > 0 && !slices.Contains(sp.Manufactures, p.man) {
		return false
	}
	if skip != groupDiscount && len(sp.Discounts) > 0 && !slices.Contains(sp.Discounts, p.disc) {
		return false
	}
	if skip != groupInventory && len(sp.Inventories) > 0 && !slices.Contains(sp.Inventories, inventoryOf(p.stock)) {
		return false
	}
	byProp := map[int64][]int64{}
	for _, o := range sp.Properties {
		byProp[f.options[o]] = append(byProp[f.options[o]], o)
	}
	for prop, opts := range byProp {
		if skip == propKey(prop) {
			continue
		}
		if prop == 3 {
			return false // not filterable: its options select nothing
		}
		if !slices.ContainsFunc(opts, func(o int64) bool { return slices.Contains(p.options, o) }) {
			return false
		}
	}
	return true
}

func (f *fixture) expectIDs(sp SearchParams) []int64 {
	var ps []fxProduct
	for _, p := range f.products {
		if f.match(p, sp, "") {
			ps = append(ps, p)
		}
	}
	key := func(p fxProduct) int64 {
		switch sp.Sort {
		case sortQuantity:
			return p.stock
		case sortPrice:
			if p.pct > 0 {
				return Discounted(p.net, p.pct)
			}
			return p.net
		}
		return 0
	}
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		switch sp.Sort {
		case sortCreated:
			return a.created < b.created
		case sortTitle:
			return fold(a.title) < fold(b.title)
		case sortDefault:
			if (a.stock > 0) != (b.stock > 0) {
				return a.stock > 0
			}
			if a.popular != b.popular {
				return a.popular
			}
			return a.created > b.created
		}
		return key(a) < key(b)
	})
	if sp.Desc {
		slices.Reverse(ps)
	}
	ids := []int64{}
	for _, p := range ps {
		ids = append(ids, p.id)
	}
	return ids
}

func TestSearchMatchesBruteForce(t *testing.T) {
	st := openStore(t)
	f := seedFixture(t, st, 600)
	ctx := context.Background()
	cases := []SearchParams{
		{},
		{Manufactures: []int64{2}},
		{Manufactures: []int64{1, 3}, Inventories: []int64{InventoryInStock}},
		{Categories: []int64{3}},
		{ScopeCategory: 1},
		{ScopeCategory: 1, Categories: []int64{3, 4}, Properties: []int64{1, 2}},
		{ScopeManufacturer: 4, Discounts: []int64{1, 2}},
		{Properties: []int64{1, 4}}, // two properties: AND
		{Properties: []int64{1, 2, 5}, Manufactures: []int64{1}, Discounts: []int64{2}},
		{Inventories: []int64{InventoryOutOfStock, InventoryLowStock}},
		{Manufactures: []int64{999}}, // unknown id matches nothing
		{Properties: []int64{7}},     // not filterable: no set, matches nothing
	}
	sorts := []struct {
		field string
		desc  bool
	}{{"", false}, {sortQuantity, true}, {sortQuantity, false}, {sortCreated, true}, {sortCreated, false},
		{sortTitle, false}, {sortTitle, true}, {sortPrice, false}, {sortPrice, true}}
	for ci, c := range cases {
		for _, so := range sorts {
			c.Sort, c.Desc, c.PerPage = so.field, so.desc, 16
			want := f.expectIDs(c)
			var got []int64
			for page := 1; ; page++ {
				c.Page = page
				res, err := st.Search(ctx, c, "en")
				if err != nil {
					t.Fatal(err)
				}
				if res.Total != len(want) {
					t.Fatalf("case %d sort %v: total %d, want %d", ci, so, res.Total, len(want))
				}
				got = append(got, res.IDs...)
				if page >= res.LastPage {
					break
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("case %d sort %v: order differs\n got %v\nwant %v", ci, so, head(got), head(want))
			}
		}
		checkFacets(t, st, f, c)
	}
}

func head(ids []int64) []int64 { return ids[:min(len(ids), 12)] }

// checkFacets compares every facet count with a brute-force count that applies all other
// groups' selections.
func checkFacets(t *testing.T, st *Store, f *fixture, sp SearchParams) {
	t.Helper()
	sp.Page, sp.PerPage = 1, 16
	res, err := st.Search(context.Background(), sp, "en")
	if err != nil {
		t.Fatal(err)
	}
	count := func(skip string, ok func(fxProduct) bool) int {
		n := 0
		for _, p := range f.products {
			if f.match(p, sp, skip) && ok(p) {
				n++
			}
		}
		return n
	}
	check := func(group string, opts []FilterOption, ok func(id int64, p fxProduct) bool) {
		for _, o := range opts {
			want := count(group, func(p fxProduct) bool { return ok(o.ID, p) })
			if o.Count != want {
				t.Errorf("%+v: %s option %d count %d, want %d", sp, group, o.ID, o.Count, want)
			}
		}
	}
	f2 := res.Filters
	check(groupCategory, f2.Category.Options, func(id int64, p fxProduct) bool { return slices.Contains(f.subtree(id), p.cat) })
	check(groupManufacturer, f2.Manufacture.Options, func(id int64, p fxProduct) bool { return p.man == id })
	check(groupDiscount, f2.Discount.Options, func(id int64, p fxProduct) bool { return p.disc == id })
	check(groupInventory, f2.Inventory.Options, func(id int64, p fxProduct) bool { return inventoryOf(p.stock) == id })
	for _, g := range f2.Properties {
		check(propKey(g.ID), g.Options, func(id int64, p fxProduct) bool { return slices.Contains(p.options, id) })
	}
	// Every option with products shows, whatever is selected in its own group.
	if sp.ScopeManufacturer == 0 {
		for m := int64(1); m <= 4; m++ {
			n := count(groupManufacturer, func(p fxProduct) bool { return p.man == m })
			shown := slices.ContainsFunc(f2.Manufacture.Options, func(o FilterOption) bool { return o.ID == m })
			if (n > 0) != shown {
				t.Errorf("%+v: manufacturer %d shown=%v with %d products", sp, m, shown, n)
			}
		}
	}
	if res.Total > 0 && len(f2.Properties) != 2 {
		t.Errorf("want the 2 filterable properties as facets, got %d", len(f2.Properties))
	}
}

func TestSearchCategoryFacetOffersSubcategories(t *testing.T) {
	st := openStore(t)
	seedFixture(t, st, 200)
	res, err := st.Search(context.Background(), SearchParams{ScopeCategory: 1, Page: 1, PerPage: 16}, "en")
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for _, o := range res.Filters.Category.Options {
		ids = append(ids, o.ID)
		if o.Link != "/c/cat"+fmt.Sprint(o.ID) || o.Title == "" {
			t.Errorf("option %+v lacks link or title", o)
		}
	}
	if !slices.Equal(ids, []int64{3, 4}) {
		t.Errorf("subcategories of 1 = %v, want [3 4]", ids)
	}
}

func TestSearchPageClampAndHidden(t *testing.T) {
	st := openStore(t)
	seedFixture(t, st, 50)
	res, err := st.Search(context.Background(), SearchParams{Page: 99, PerPage: 16}, "en")
	if err != nil {
		t.Fatal(err)
	}
	if res.Total != 50 || res.LastPage != 4 || res.Page != 4 || len(res.IDs) != 2 {
		t.Errorf("got total %d last %d page %d ids %d", res.Total, res.LastPage, res.Page, len(res.IDs))
	}
	res, _ = st.Search(context.Background(), SearchParams{Query: "galaxy hidden", Page: 1, PerPage: 16}, "en")
	for _, id := range res.IDs {
		if id > 100000 {
			t.Errorf("unpublished or service product %d in results", id)
		}
	}
	res, _ = st.Search(context.Background(), SearchParams{Scoped: true, Page: 1, PerPage: 16}, "en")
	if res.Total != 0 {
		t.Errorf("empty wishlist scope shows %d products", res.Total)
	}
	res, _ = st.Search(context.Background(), SearchParams{ScopeIDs: []int64{3, 1, 2}, Page: 1, PerPage: 16}, "en")
	if res.Total != 3 {
		t.Errorf("wishlist scope shows %d products, want 3", res.Total)
	}
}

func TestRefreshStockMovesInventory(t *testing.T) {
	st := openStore(t)
	f := seedFixture(t, st, 100)
	ctx := context.Background()
	p := f.products[0]
	for _, q := range f.products {
		if q.stock > 0 {
			p = q
			break
		}
	}
	version := st.CatalogVersion()
	if err := st.SetStock(ctx, p.id, 0); err != nil {
		t.Fatal(err)
	}
	if st.CatalogVersion() == version {
		t.Error("a stock change left the catalogue version as it was")
	}
	if err := st.SetStock(ctx, p.id, -1); err != ErrConflict {
		t.Errorf("negative stock: %v", err)
	}
	if err := st.SetStock(ctx, 999999999, 1); err != ErrNotFound {
		t.Errorf("unknown product: %v", err)
	}
	res, _ := st.Search(ctx, SearchParams{Inventories: []int64{InventoryOutOfStock}, Page: 1, PerPage: 48, Sort: sortQuantity}, "en")
	want := 0
	for _, q := range f.products {
		if q.stock == 0 || q.id == p.id {
			want++
		}
	}
	if res.Total != want || !slices.Contains(res.IDs, p.id) {
		t.Errorf("out of stock: total %d (want %d), contains %d: %v", res.Total, want, p.id, slices.Contains(res.IDs, p.id))
	}
}
