package search_test

import (
	"fmt"
	"testing"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// BenchmarkUpdate changes a product's stock or price in a 100,000-product index and asks
// the question whose order the change moves it in, first page: what a shopper's next catalogue
// answer costs after a write (an order, a delivery, a repricing).
func BenchmarkUpdate(b *testing.B) {
	c := searchtest.New(100000)
	x := build(c)
	for _, bc := range []struct {
		name  string
		sort  string
		write func(p *searchtest.Product, i int)
	}{
		{"stock then quantity sort", search.SortQuantity, func(p *searchtest.Product, i int) { p.Stock = int64(i % 9) }},
		{"stock then default order", search.SortDefault, func(p *searchtest.Product, i int) { p.Stock = int64(i % 2 * 5) }},
		{"price then price sort", search.SortPrice, func(p *searchtest.Product, i int) { p.Net = int64(100 + i*7919%100000) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			q := search.Params{Sort: bc.sort, Desc: true, Page: 1, PerPage: 32}
			i := 0
			for b.Loop() {
				i++
				p := &c.Products[i*7919%len(c.Products)]
				bc.write(p, i)
				x.Update(p.ID, stateOf(*p))
				x.Query(q)
			}
		})
	}
}

// BenchmarkBuild builds the index of a 100,000-product catalogue with every title in two
// more languages (as the large bench catalogue has them), the way the store does: the
// default language's index, then the other languages' titles (WithTitles), each with its
// title order.
func BenchmarkBuild(b *testing.B) {
	c := searchtest.New(100000)
	var parts []*search.Titles
	for _, lang := range []string{"en", "ru"} {
		t := search.NewTitles(lang)
		for _, p := range c.Products {
			t.Add(p.ID, p.Title+" ["+lang+"]")
		}
		parts = append(parts, t)
	}
	b.ReportAllocs()
	for b.Loop() {
		buildBase(c).WithTitles(parts)
	}
}

// BenchmarkPut brings one product of a 100,000-product index (titles in four languages) to
// an edit the back office makes — a new title, a move to another category, a price — and
// asks the question the edit shows in; and removes one product. Compare with BenchmarkBuild,
// which the store did for such an edit before Put: the ratio is the report's figure.
func BenchmarkPut(b *testing.B) {
	c := searchtest.New(100000)
	x := build(c)
	words := []string{"Galaxy", "Pixel", "Telefons", "Čaula", "Žogs", "Ābele"}
	for _, bc := range []struct {
		name  string
		q     search.Params
		write func(p *searchtest.Product, i int)
	}{
		{"title then text query", search.Params{Query: "telefons", Page: 1, PerPage: 32},
			func(p *searchtest.Product, i int) { p.Title = fmt.Sprintf("%s %s %d", words[i%6], words[i/6%6], i) }},
		{"category then category page", search.Params{ScopeCategory: 1, Page: 1, PerPage: 32},
			func(p *searchtest.Product, i int) { p.Category = int64(1 + i%5) }},
		{"price then price sort", search.Params{Sort: search.SortPrice, Page: 1, PerPage: 32},
			func(p *searchtest.Product, i int) { p.Net = int64(100 + i*7919%100000) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			i := 0
			for b.Loop() {
				i++
				p := &c.Products[i*7919%len(c.Products)]
				bc.write(p, i)
				if !x.Put(entryOf(*p)) {
					b.Fatal("refused")
				}
				x.Query(bc.q)
			}
		})
	}
	b.Run("remove", func(b *testing.B) {
		i := 0
		for b.Loop() {
			i++
			x.Remove(c.Products[i*7919%len(c.Products)].ID) // a product without a slot any more costs nothing
		}
	})
}
