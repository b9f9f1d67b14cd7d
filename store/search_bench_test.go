package store

import (
	"context"
	"testing"

	"shop/store/search"
)

// BenchmarkSearch runs catalogue questions of every shape over a 100,000-product random
// catalogue (the fixture of the search tests, scaled up), the whole way a handler asks them,
// and builds the index from SQL. go test -bench Search ./store
func BenchmarkSearch(b *testing.B) {
	st := openStore(b)
	seedFixture(b, st, 100000)
	ctx := context.Background()
	shapes := map[string]SearchParams{
		"unfiltered":      {},
		"1 filter":        {Manufactures: []int64{2}},
		"3 filters":       {Manufactures: []int64{1, 2}, Inventories: []int64{search.InventoryInStock}, Properties: []int64{1, 4}},
		"text":            {Query: "galaxy"},
		"text 3 filters":  {Query: "gal", Manufactures: []int64{1, 2}, Discounts: []int64{1}, Properties: []int64{2}},
		"text typo":       {Query: "galaxi ultra"},
		"category scope":  {ScopeCategory: 1, Categories: []int64{3}},
		"sort price desc": {Sort: search.SortPrice, Desc: true, Manufactures: []int64{3}},
	}
	for name, p := range shapes {
		p.Page, p.PerPage = 2, 32
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := st.Search(ctx, p, "en"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("build index", func(b *testing.B) {
		for b.Loop() {
			if err := st.LoadCatalog(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
}
