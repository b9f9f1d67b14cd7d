package search_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// build hands a reference catalogue to a Builder the way the store does, in the builder's
// three parts.
func build(c *searchtest.Catalogue) *search.Index {
	return buildBase(c).WithTitles(titles(c))
}

// titles are the reference's titles in its other languages, as the store scans them.
func titles(c *searchtest.Catalogue) []*search.Titles {
	var parts []*search.Titles
	for _, lang := range c.Langs[1:] {
		t := search.NewTitles(lang)
		for _, p := range c.Products {
			if title, ok := p.Titles[lang]; ok {
				t.Add(p.ID, title)
			}
		}
		parts = append(parts, t)
	}
	return parts
}

// buildBase is the index of the products' own titles, before the other languages' come.
func buildBase(c *searchtest.Catalogue) *search.Index {
	b := search.NewBuilder(c.Lang)
	for _, p := range c.Products {
		b.AddProduct(search.Product{ID: p.ID, Discount: p.Discount, Price: p.Price(), Stock: p.Stock, Created: p.Created,
			Group: p.Group, Hidden: p.Hidden, Card: search.Card{Title: p.Title, Code: p.Code, Category: p.Category,
				Manufacturer: p.Manufacturer, Net: p.Net, DiscountPercent: p.Percent, Popular: p.Popular}})
		if prev := previous(p); prev != 0 {
			b.SetPrevious(p.ID, prev)
		}
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

// previous is the old price the tests give a discounted product's card.
func previous(p searchtest.Product) int64 {
	if p.Discount == 0 {
		return 0
	}
	return p.Net + p.ID
}

// stateOf is a reference product as Update takes it.
func stateOf(p searchtest.Product) search.State {
	return search.State{Stock: p.Stock, Net: p.Net, Discount: p.Discount, DiscountPercent: p.Percent, Price: p.Price(),
		Previous: previous(p), Hidden: p.Hidden}
}

// checkAgainst compares every question under every sort, page by page, and every facet count
// with the brute-force reference.
func checkAgainst(t *testing.T, x *search.Index, c *searchtest.Catalogue, when string) {
	t.Helper()
	for qi, q := range searchtest.Questions {
		for _, so := range searchtest.Sorts {
			for _, lang := range c.LangsFor(qi, so.Field) {
				q.Sort, q.Desc, q.PerPage, q.Lang = so.Field, so.Desc, 16, lang
				want := c.IDs(q)
				var got []int64
				for page := 1; ; page++ {
					q.Page = page
					res := x.Query(q)
					if res.Total != len(want) {
						t.Fatalf("%s, question %d sort %v in %s: total %d, want %d", when, qi, so, lang, res.Total, len(want))
					}
					got = append(got, res.IDs...)
					if page >= res.LastPage {
						break
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%s, question %d sort %v in %s: order differs\n got %v\nwant %v", when, qi, so, lang, head(got), head(want))
				}
			}
		}
		q.Page, q.PerPage = 1, 16
		c.CheckFacets(t, q, shown(x.Query(q).Facets))
	}
}

// Every filter, scope and sort, page by page, against the brute-force reference; then again
// after stock changes, which move products between inventory states, in the stock order and
// in the default order (buyable first).
func TestQueryMatchesBruteForce(t *testing.T) {
	c := searchtest.New(600)
	x := build(c)
	checkAgainst(t, x, c, "as built")
	for i := range c.Products {
		if i%7 == 0 {
			p := &c.Products[i]
			p.Stock = (p.Stock + 3) % 8
			x.Update(p.ID, stateOf(*p))
		}
	}
	checkAgainst(t, x, c, "after stock changes")
}

// textQueries reach every relevance tier: codes, whole titles, title words, other words, typos.
var textQueries = []string{"galaxy", "gal", "pixel note", "AB-00017-X", "ab00017x", "telefon", "Kategorija 3", "brand2",
	"opt4", "zals", "galaxi", "koln", "Āboliņš Žurka"}

// Hundreds of random writes of every kind (stock, price, discount, publication) through
// Update: then every sort, facet, text answer, slider and related list equals the brute-force
// reference and a fresh Build of the same data, down to every set and order (Diff).
func TestUpdateEqualsAFreshBuild(t *testing.T) {
	c := searchtest.New(600)
	x := build(c)
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 500 {
		p := &c.Products[r.IntN(len(c.Products))]
		switch r.IntN(4) {
		case 0:
			p.Stock = int64(r.IntN(8))
		case 1:
			p.Net = int64(100 + r.IntN(100000))
		case 2:
			c.SetDiscount(p, int64(r.IntN(3)))
		case 3:
			p.Hidden = !p.Hidden
		}
		_, ok := x.Update(p.ID, stateOf(*p))
		if !ok {
			t.Fatalf("write %d: product %d has no slot", i, p.ID)
		}
		if i%100 == 99 {
			if d := x.Diff(build(c)); d != "" {
				t.Fatalf("after %d writes the index differs from a fresh build: %s", i+1, d)
			}
		}
		if again, _ := x.Update(p.ID, stateOf(*p)); again {
			t.Fatalf("write %d: the same state again changed the index", i)
		}
	}
	checkAgainst(t, x, c, "after random writes")
	fresh := build(c)
	if d := x.Diff(fresh); d != "" {
		t.Fatalf("the index differs from a fresh build: %s", d)
	}
	for _, q := range textQueries {
		for _, so := range searchtest.Sorts[:3] {
			p := search.Params{Query: q, Sort: so.Field, Desc: so.Desc, Page: 1, PerPage: 48}
			if got, want := x.Query(p), fresh.Query(p); !slices.Equal(got.IDs, want.IDs) || got.Total != want.Total {
				t.Errorf("%q %v: %d %v, fresh build %d %v", q, so, got.Total, head(got.IDs), want.Total, head(want.IDs))
			}
		}
	}
	for _, kind := range []string{search.SliderFeatured, search.SliderPopular, search.SliderNew, search.SliderRecommended, search.SliderDiscount} {
		if got, want := x.Slider(kind, 12), fresh.Slider(kind, 12); !slices.Equal(got, want) {
			t.Errorf("slider %s: %v, fresh build %v", kind, got, want)
		}
	}
	scanMax := *search.RelatedScanMax
	defer func() { *search.RelatedScanMax = scanMax }()
	for _, p := range c.Products {
		for _, scan := range []int{scanMax, 0} { // a category's set scanned, or the price order walked
			*search.RelatedScanMax = scan
			for _, n := range []int{1, 6, 200} {
				if got, want := x.Related(p.ID, n), c.Related(p.ID, n); !slices.Equal(got, want) {
					t.Fatalf("%d related to %d (scan up to %d): %v, want %v", n, p.ID, scan, got, want)
				}
			}
		}
		card, stock, ok := x.Card(p.ID)
		if ok == p.Hidden || ok && (stock != p.Stock || card.Net != p.Net || card.DiscountPercent != p.Percent || card.Previous != previous(p)) {
			t.Fatalf("card of %d: %+v stock %d listed %v, want %+v", p.ID, card, stock, ok, p)
		}
	}
	if _, ok := x.Update(999999, search.State{}); ok {
		t.Error("an update of a product without a slot")
	}
}

func TestOthers(t *testing.T) {
	c := searchtest.New(100)
	c.Products[4].Hidden = true
	x := build(c)
	// 10, 11, 12 are variants of each other (group g1); 5 is hidden.
	if got := x.Others(10, []int64{11, 3, 5, 3, 12, 40, 999, 10, 41}, 0, 3); !slices.Equal(got, []int64{3, 40, 41}) {
		t.Errorf("others of 10: %v", got)
	}
	var inCat1 []int64
	for _, p := range c.Products {
		if !p.Hidden && slices.Contains(c.Subtree(1), p.Category) && p.ID > 20 && len(inCat1) < 4 {
			inCat1 = append(inCat1, p.ID)
		}
	}
	all := []int64{}
	for id := int64(21); id <= 100; id++ {
		all = append(all, id)
	}
	if got := x.Others(1, all, 1, 4); !slices.Equal(got, inCat1) {
		t.Errorf("others in category 1: %v, want %v", got, inCat1)
	}
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

// Related with many equal prices and distances: ties go cheaper first, then by product, in
// both of its ways.
func TestRelatedTies(t *testing.T) {
	c := searchtest.New(400)
	x := build(c)
	for i := range c.Products {
		p := &c.Products[i]
		p.Net, p.Discount, p.Percent = 1000+int64(i%5)*100, 0, 0
		x.Update(p.ID, stateOf(*p))
	}
	scanMax := *search.RelatedScanMax
	defer func() { *search.RelatedScanMax = scanMax }()
	for _, scan := range []int{scanMax, 0} {
		*search.RelatedScanMax = scan
		for _, p := range c.Products {
			for _, n := range []int{3, 12} {
				if got, want := x.Related(p.ID, n), c.Related(p.ID, n); !slices.Equal(got, want) {
					t.Fatalf("%d related to %d (scan up to %d): %v, want %v", n, p.ID, scan, got, want)
				}
			}
		}
	}
}
