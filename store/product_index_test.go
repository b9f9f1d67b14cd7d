package store

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// backOfficeEdit draws one back-office edit of a product and makes it through the store's
// API: a price, a stock, a title in a language, publication, a category, the labels, a
// discount, a code.
func backOfficeEdit(ctx context.Context, r *rand.Rand, st *Store, c *searchtest.Catalogue, id int64) error {
	switch r.IntN(10) {
	case 0:
		return st.SetPrice(ctx, id, int64(100+r.IntN(100000)))
	case 1:
		return st.SetStock(ctx, id, int64(r.IntN(8)))
	case 2:
		return st.SetPublished(ctx, id, r.IntN(4) != 0)
	case 3:
		return st.SetDiscount(ctx, id, int64(r.IntN(3)))
	}
	p, err := st.AdminProduct(ctx, id)
	if err != nil {
		return err
	}
	in := p.Input
	words := []string{"Galaxy", "Pixel", "Telefons", "Čaula", "Žogs", "Ābele", "Note", "Zebra", "Ёлка", "Äiti"}
	switch r.IntN(7) {
	case 0: // a title in one of the shop's languages; in another one it may go, or be the default one's
		lang := c.Langs[r.IntN(len(c.Langs))]
		t := in.Texts[lang]
		switch {
		case lang != c.Lang && r.IntN(4) == 0:
			t.Title = ""
		case lang != c.Lang && r.IntN(4) == 0:
			t.Title = in.Texts[c.Lang].Title
		default:
			t.Title = fmt.Sprintf("%s %s %d", words[r.IntN(len(words))], words[r.IntN(len(words))], r.IntN(100))
		}
		in.Texts[lang] = t
	case 1:
		in.CategoryID = int64(1 + r.IntN(len(c.Categories)))
	case 2:
		in.ManufacturerID = int64(1 + r.IntN(len(c.Manufacturers)))
	case 3:
		in.Popular, in.New, in.Featured, in.Recommended = r.IntN(2) == 0, r.IntN(2) == 0, r.IntN(3) == 0, r.IntN(3) == 0
	case 4:
		in.Code = fmt.Sprintf("ED-%d-%d", id, r.IntN(1000))
	case 5:
		in.NetPrice, in.Stock, in.Published = int64(100+r.IntN(100000)), int64(r.IntN(8)), r.IntN(5) != 0
	case 6:
		in.VariantGroup = []string{"", "g1", "g2", "ed-group"}[r.IntN(4)]
	}
	return st.UpdateProduct(ctx, id, in)
}

// A thousand random back-office edits of every kind — price, stock, a title in a language,
// publication, category, brand, labels, discount, code, variant group — and new and
// deleted products; alone, a few in one transaction, some rolled back. The index follows
// each without a rebuild (it stays the same index), every write moves the catalogue
// version, and the index equals a fresh build of the database: every set (so every facet
// count), every sort order in every language, every card, the text index's words and
// postings; and it answers text questions in every language as the fresh build does.
func TestBackOfficeEditsKeepTheIndexEqualToAFreshBuild(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 300)
	ctx := context.Background()
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	r := rand.New(rand.NewPCG(31, 32))
	ids := []int64{}
	for _, p := range c.Products {
		ids = append(ids, p.ID)
	}
	index := st.index.p.Load()
	created := 0
	edit := func(ctx context.Context) error {
		switch k := r.IntN(25); {
		case k == 0 && len(ids) > 1:
			i := r.IntN(len(ids))
			_, err := st.DeleteProduct(ctx, ids[i])
			ids = slices.Delete(ids, i, i+1)
			return err
		case k == 1:
			created++
			in := ProductInput{Slug: fmt.Sprint("new-", created), Code: fmt.Sprint("NEW-", created), NetPrice: int64(100 + r.IntN(9000)),
				Stock: int64(r.IntN(5)), CategoryID: int64(1 + r.IntN(len(c.Categories))), ManufacturerID: int64(1 + r.IntN(len(c.Manufacturers))),
				DiscountID: int64(r.IntN(3)), Published: r.IntN(4) != 0, Popular: r.IntN(2) == 0,
				Texts: map[string]ProductTexts{c.Lang: {Title: fmt.Sprint("Jauns Galaxy ", created)}, "en": {Title: fmt.Sprint("New phone ", created)}}}
			id, err := st.CreateProduct(ctx, in)
			ids = append(ids, id)
			return err
		}
		return backOfficeEdit(ctx, r, st, c, ids[r.IntN(len(ids))])
	}
	for step := range 1000 {
		clock = clock.Add(time.Duration(r.IntN(3*24*60)) * time.Minute)
		version := st.CatalogVersion()
		switch mode := r.IntN(10); {
		case mode < 7:
			if err := edit(ctx); err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
		case mode < 9:
			err := st.WithTx(ctx, func(ctx context.Context) error {
				for range 3 {
					if err := edit(ctx); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
		default:
			saved := slices.Clone(ids)
			err := st.WithTx(ctx, func(ctx context.Context) error {
				if err := edit(ctx); err != nil {
					return err
				}
				return errRollback
			})
			ids = saved
			if err != errRollback || st.CatalogVersion() != version {
				t.Fatalf("step %d: a rolled-back edit: %v, version %d → %d", step, err, version, st.CatalogVersion())
			}
			continue
		}
		if st.index.p.Load() != index {
			t.Fatalf("step %d: the edit rebuilt the index", step)
		}
		if step%100 == 99 {
			fresh, err := st.buildIndex(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if d := index.Diff(fresh); d != "" {
				t.Fatalf("after %d edits the index differs from a fresh build: %s", step+1, d)
			}
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM products`); n < 250 || created < 20 {
		t.Fatalf("%d products, %d created: the edits did not reach far", n, created)
	}
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := index.Diff(fresh); d != "" {
		t.Fatalf("the index differs from a fresh build: %s", d)
	}
	for _, q := range []string{"galaxy", "jauns galaxy", "telefons", "zebra", "NEW-7", "ED-", "Kategorija 3", "brand2", "opt4", "galaxi", "ёлка"} {
		for _, so := range searchtest.Sorts {
			for _, lang := range c.Langs {
				p := search.Params{Query: q, Sort: so.Field, Desc: so.Desc, Lang: lang, Page: 1, PerPage: 48}
				if got, want := index.Query(p), fresh.Query(p); !slices.Equal(got.IDs, want.IDs) || got.Total != want.Total {
					t.Errorf("%q %v in %s: %d %v, fresh build %d %v", q, so, lang, got.Total, got.IDs, want.Total, want.IDs)
				}
			}
		}
	}
}
