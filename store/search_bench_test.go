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
	// The product page's lists: related products from the index, recently purchased ones
	// from 20,000 orders of one to three products.
	orders := make([][]int64, 20000)
	for i := range orders {
		orders[i] = []int64{int64(1 + i*7%100000), int64(1 + i*13%100000), int64(1 + i*31%100000)}[:1+i%3]
	}
	seedOrders(b, st, orders...)
	b.Run("related", func(b *testing.B) {
		id := int64(0)
		for b.Loop() {
			id = id%100000 + 7919
			if _, err := st.RelatedProducts(ctx, id%100000+1, 12); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("recently purchased", func(b *testing.B) {
		id := int64(0)
		for b.Loop() {
			id = id%100000 + 7919
			if _, err := st.RecentlyPurchased(ctx, id%100000+1, 12); err != nil {
				b.Fatal(err)
			}
		}
	})
	// Writes, each a durable transaction (synchronous=FULL) and the index update after it.
	b.Run("write stock", func(b *testing.B) {
		i := int64(0)
		for b.Loop() {
			i++
			if err := st.SetStock(ctx, 1+i*7919%100000, i%9); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("write price", func(b *testing.B) {
		i := int64(0)
		for b.Loop() {
			i++
			if err := st.SetPrice(ctx, 1+i*7919%100000, 1000+i%5000); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("build index", func(b *testing.B) {
		for b.Loop() {
			if err := st.LoadCatalog(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
}
