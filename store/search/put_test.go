package search_test

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// entryOf is a reference product as Put takes it.
func entryOf(p searchtest.Product) search.Entry {
	return search.Entry{Product: search.Product{ID: p.ID, Discount: p.Discount, Price: p.Price(), Stock: p.Stock,
		Created: p.Created, Group: p.Group, Hidden: p.Hidden, Card: search.Card{Title: p.Title, Code: p.Code,
			Category: p.Category, Manufacturer: p.Manufacturer, Net: p.Net, DiscountPercent: p.Percent, Popular: p.Popular,
			Previous: previous(p)}},
		Options: p.Options, Titles: p.Titles}
}

// editProduct changes one thing of a reference product, as a back-office edit would.
func editProduct(r *rand.Rand, c *searchtest.Catalogue, p *searchtest.Product) {
	words := []string{"Galaxy", "Pixel", "Telefons", "Čaula", "Žogs", "Ābele", "Note", "Zebra", "Ёлка", "Äiti"}
	switch r.IntN(11) {
	case 0:
		p.Stock = int64(r.IntN(8))
	case 1:
		p.Net = int64(100 + r.IntN(100000))
	case 2:
		c.SetDiscount(p, int64(r.IntN(3)))
	case 3:
		p.Hidden = !p.Hidden
	case 4: // the title in the default language
		p.Title = fmt.Sprintf("%s %s %d", words[r.IntN(len(words))], words[r.IntN(len(words))], r.IntN(50))
	case 5: // the title in another language: new, changed, the same as the default one, or gone
		lang := c.Langs[1+r.IntN(len(c.Langs)-1)]
		if p.Titles == nil {
			p.Titles = map[string]string{}
		}
		switch r.IntN(4) {
		case 0:
			delete(p.Titles, lang)
		case 1:
			p.Titles[lang] = p.Title
		default:
			p.Titles[lang] = fmt.Sprintf("%s %d", words[r.IntN(len(words))], r.IntN(50))
		}
	case 6:
		p.Category = int64(1 + r.IntN(5))
	case 7:
		p.Manufacturer = int64(1 + r.IntN(4))
	case 8:
		p.Popular = !p.Popular
	case 9: // the options: one property's changed or dropped
		prop := c.Properties[r.IntN(len(c.Properties))]
		p.Options = slices.DeleteFunc(slices.Clone(p.Options), func(o int64) bool {
			q, _ := c.PropertyOf(o)
			return q.ID == prop.ID
		})
		if r.IntN(3) != 0 {
			p.Options = append(p.Options, prop.Options[r.IntN(len(prop.Options))].ID)
			slices.Sort(p.Options)
		}
	case 10:
		p.Code = fmt.Sprintf("ZX-%d", r.IntN(1000000))
		if r.IntN(4) == 0 {
			p.Code = fmt.Sprintf("zx%d", r.IntN(10)) // compacts like another one's, now and then
		}
	}
}

// A thousand random edits of every kind — stock, price, discount, publication, titles in
// every language, category, brand, labels, options, codes — and new and deleted products,
// each brought in by Put or Remove: the index equals a fresh build of the same catalogue
// (Diff: every set, order, card, word and posting), and answers every question, text
// questions included, as the brute-force reference and the fresh build do.
func TestPutAndRemoveEqualAFreshBuild(t *testing.T) {
	c := searchtest.New(600)
	for i := range c.Products {
		slices.Sort(c.Products[i].Options)
	}
	x := build(c)
	r := rand.New(rand.NewPCG(21, 22))
	for step := range 1000 {
		var before searchtest.Product // the edited product before the edit, for the failure's message
		switch k := r.IntN(20); {
		case k == 0 && len(c.Products) > 1: // delete
			i := r.IntN(len(c.Products))
			id := c.Products[i].ID
			c.Products = slices.Delete(c.Products, i, i+1)
			x.Remove(id)
		case k == 1: // create: SQLite gives the highest id plus one
			p := c.Products[r.IntN(len(c.Products))]
			p.ID = c.Products[len(c.Products)-1].ID + 1
			p.Titles, p.Options = maps.Clone(p.Titles), slices.Clone(p.Options)
			p.Code = fmt.Sprint("NEW-", p.ID)
			p.Created = fmt.Sprintf("2026-%02d-01T10:00:00Z", 1+r.IntN(12)) // sometimes older than the newest
			editProduct(r, c, &p)
			c.Products = append(c.Products, p)
			if !x.Put(entryOf(p)) {
				t.Fatalf("step %d: a new product %d has no slot", step, p.ID)
			}
		default:
			p := &c.Products[r.IntN(len(c.Products))]
			before = *p
			before.Titles = maps.Clone(p.Titles)
			editProduct(r, c, p)
			if !x.Put(entryOf(*p)) {
				t.Fatalf("step %d: product %d refused", step, p.ID)
			}
		}
		if step%50 == 49 {
			if d := x.Diff(build(c)); d != "" {
				t.Fatalf("after %d edits the index differs from a fresh build (the last edit was of %+v): %s", step+1, before, d)
			}
		}
	}
	checkAgainst(t, x, c, "after random edits")
	fresh := build(c)
	for _, q := range append(textQueries, "telefons", "zebra", "zx3", "NEW-601", "ёлка", "äiti") {
		for _, so := range searchtest.Sorts {
			for _, lang := range c.Langs {
				p := search.Params{Query: q, Sort: so.Field, Desc: so.Desc, Lang: lang, Page: 1, PerPage: 48}
				got, want := x.Query(p), fresh.Query(p)
				if !slices.Equal(got.IDs, want.IDs) || got.Total != want.Total || got.Corrected != want.Corrected {
					t.Errorf("%q %v in %s: %d %v, fresh build %d %v", q, so, lang, got.Total, head(got.IDs), want.Total, head(want.IDs))
				}
			}
		}
	}
	for _, p := range c.Products {
		for _, lang := range c.Langs[1:] {
			a, okA := x.TitleIn(p.ID, lang)
			b, okB := fresh.TitleIn(p.ID, lang)
			if a != b || okA != okB {
				t.Fatalf("title of %d in %s: %q, fresh build %q", p.ID, lang, a, b)
			}
		}
	}
}

// Put refuses what only a new build can do and changes nothing then.
func TestPutRefusals(t *testing.T) {
	c := searchtest.New(50)
	x := build(c)
	if x.Put(search.Entry{Product: search.Product{ID: 0}}) { // below the last slot: not in id order
		t.Error("a product below every slot got one")
	}
	q := c.Products[3]
	q.Created = "2030-01-01T00:00:00Z"
	if x.Put(entryOf(q)) {
		t.Error("a changed creation time was put")
	}
	q = c.Products[3]
	q.Options = []int64{999}
	if x.Put(entryOf(q)) {
		t.Error("an option without a source was put")
	}
	if d := x.Diff(build(c)); d != "" {
		t.Errorf("a refusal changed the index: %s", d)
	}
}
