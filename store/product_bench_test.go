package store

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// BenchmarkBackOffice runs the back office's product calls on a 100,000-product catalogue
// whose rows carry descriptions as a real one's do (about 1.5 KB each): the product list's
// pages, an edit until search answers with it, and the full index build the store did for
// every such edit before ReindexProducts. go test -run X -bench BackOffice -benchtime 20x ./store
func BenchmarkBackOffice(b *testing.B) {
	st := openStore(b)
	seedFixture(b, st, 100000)
	ctx := context.Background()
	description := strings.Repeat("Izturīgs korpuss, spilgts ekrāns un ilgs akumulatora darbs. ", 25)
	if _, err := st.write.ExecContext(ctx, `UPDATE products SET description = ? || id`, description); err != nil {
		b.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		b.Fatal(err)
	}
	for name, q := range map[string]ProductListQuery{
		"list first page":                 {},
		"list by title, page 1000":        {Sort: ProductSortTitle, Page: 1000},
		"list by price desc, a category":  {Sort: ProductSortPrice, Desc: true, ProductFilter: ProductFilter{CategoryID: 1}},
		"list text":                       {ProductFilter: ProductFilter{Text: "galaxy"}, Sort: ProductSortTitle},
		"list code":                       {ProductFilter: ProductFilter{Text: "AB-09999"}},
		"list low stock, brand, by stock": {ProductFilter: ProductFilter{Stock: "low", ManufacturerID: 2}, Sort: ProductSortStock},
	} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := st.ProductList(ctx, q); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	// An edit of one product's title through UpdateProduct, then the search that finds it by
	// its new word: the time from the back office's save to the storefront's answer.
	b.Run("edit to visible in search", func(b *testing.B) {
		i := 0
		for b.Loop() {
			i++
			id := int64(1 + i*7919%100000)
			p, err := st.AdminProduct(ctx, id)
			if err != nil {
				b.Fatal(err)
			}
			word := fmt.Sprintf("zvaigzne%d", i)
			p.Input.Texts["lv"] = ProductTexts{Title: "Galaxy " + word}
			if err := st.UpdateProduct(ctx, id, p.Input); err != nil {
				b.Fatal(err)
			}
			r, err := st.Search(ctx, SearchParams{Query: word, Page: 1, PerPage: 10}, "lv")
			if err != nil || len(r.IDs) != 1 || r.IDs[0] != id {
				b.Fatalf("%s: %v, %v", word, r.IDs, err)
			}
		}
	})
	b.Run("index update of one product", func(b *testing.B) {
		i := 0
		for b.Loop() {
			i++
			if err := st.ReindexProducts(ctx, int64(1+i*7919%100000)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("full index build", func(b *testing.B) {
		for b.Loop() {
			if err := st.LoadCatalog(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, f := range []ProductFilter{{CategoryID: 2, ManufacturerID: 2}, {CategoryID: 2, Stock: "in"}} {
		start := time.Now()
		changed, err := st.BulkApply(ctx, f, BulkAction{Kind: BulkPrice, BasisPoints: 500})
		if err != nil {
			b.Fatal(err)
		}
		b.Logf("bulk +5 %% on %d products: %v", len(changed), time.Since(start))
	}
}
