package store

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// historyRow is the reference's record of one price change.
type historyRow struct {
	at                   time.Time
	discount, net, price int64
}

// wantPrevious is the Omnibus old price worked out by brute force from the reference's own
// record: the lowest price in effect at any moment of the 30 days before the current
// discount's start (a row that lasted no time was never in effect), shown only above the
// current price.
func wantPrevious(rows []historyRow, p searchtest.Product) int64 {
	if p.Discount == 0 {
		return 0
	}
	run := -1
	for i := len(rows) - 1; i >= 0 && rows[i].discount == p.Discount; i-- {
		run = i
	}
	ref := p.Net // no record of the discount: the price as it stood
	if run >= 0 {
		start := rows[run].at
		from := start.Add(-30 * 24 * time.Hour)
		ref = rows[run].net // nothing in effect before: the regular price at the start
		lowest := int64(-1)
		for i := 0; i < run; i++ {
			begin, end := rows[i].at, rows[i+1].at
			if begin.Before(end) && end.After(from) && begin.Before(start) && (lowest < 0 || rows[i].price < lowest) {
				lowest = rows[i].price
			}
		}
		if lowest >= 0 {
			ref = lowest
		}
	}
	if ref <= p.Price() {
		return 0
	}
	return ref
}

// write is one of the store's product writes, as the random test draws it.
type write struct {
	id    int64
	kind  int // 0 stock, 1 price, 2 discount, 3 publication
	value int64
}

func (w write) apply(ctx context.Context, st *Store) error {
	switch w.kind {
	case 0:
		return st.SetStock(ctx, w.id, w.value)
	case 1:
		return st.SetPrice(ctx, w.id, w.value)
	case 2:
		return st.SetDiscount(ctx, w.id, w.value)
	}
	return st.SetPublished(ctx, w.id, w.value == 1)
}

var errRollback = errors.New("roll back")

// Hundreds of random writes of every kind — stock, price, discount, publication — alone, a
// few in one transaction, and some in transactions that roll back. Then every sort and every
// facet count equals the brute-force reference; the index equals a fresh build of the
// database down to every set and order, and answers text queries, sliders and related lists
// as it does; every card equals the card SQL makes, with the Omnibus old price the
// reference works out; and the product page agrees (a hidden product is not found).
func TestWritesKeepTheIndexEqualToAFreshBuild(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 600)
	ctx := context.Background()
	clock := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	history := map[int64][]historyRow{}
	r := rand.New(rand.NewPCG(11, 12))
	product := func() *searchtest.Product {
		if r.IntN(10) < 7 {
			return &c.Products[r.IntN(40)] // a few products get a long history
		}
		return &c.Products[r.IntN(len(c.Products))]
	}
	draw := func() write {
		p := product()
		w := write{id: p.ID, kind: r.IntN(4)}
		switch w.kind {
		case 0:
			w.value = int64(r.IntN(8))
		case 1:
			w.value = p.Net + int64(r.IntN(4001)) - 2000
			if r.IntN(3) == 0 {
				w.value = p.Net // the same price again: no history row
			}
			w.value = max(w.value, 1)
		case 2:
			w.value = int64(r.IntN(3))
		case 3:
			w.value = 1 // published, or hidden one time in four
			if r.IntN(4) == 0 {
				w.value = 0
			}
		}
		return w
	}
	mirror := func(w write) {
		p := &c.Products[w.id-1]
		switch w.kind {
		case 0:
			p.Stock = w.value
		case 1, 2:
			net, discount := p.Net, p.Discount
			if w.kind == 1 {
				p.Net = w.value
			} else {
				c.SetDiscount(p, w.value)
			}
			if p.Net != net || p.Discount != discount {
				history[p.ID] = append(history[p.ID], historyRow{clock, p.Discount, p.Net, p.Price()})
			}
		case 3:
			p.Hidden = w.value == 0
		}
	}
	var fresh *search.Index
	checkFresh := func(when string) {
		t.Helper()
		var err error
		if fresh, err = st.buildIndex(ctx); err != nil {
			t.Fatal(err)
		}
		if d := st.index.p.Load().Diff(fresh); d != "" {
			t.Fatalf("%s: the index differs from a fresh build: %s", when, d)
		}
	}
	for step := 0; step < 400; step++ {
		clock = clock.Add(time.Duration(r.IntN(5*24*60)) * time.Minute)
		switch mode := r.IntN(10); {
		case mode < 6: // alone
			w := draw()
			if err := w.apply(ctx, st); err != nil {
				t.Fatalf("step %d: %+v: %v", step, w, err)
			}
			mirror(w)
		case mode < 9: // a few in one transaction
			ws := []write{draw(), draw(), draw()}
			err := st.WithTx(ctx, func(ctx context.Context) error {
				for _, w := range ws {
					if err := w.apply(ctx, st); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
			for _, w := range ws {
				mirror(w)
			}
		default: // rolled back: must never reach the index
			version := st.CatalogVersion()
			err := st.WithTx(ctx, func(ctx context.Context) error {
				for range 3 {
					if err := draw().apply(ctx, st); err != nil {
						return err
					}
				}
				return errRollback
			})
			if err != errRollback || st.CatalogVersion() != version {
				t.Fatalf("step %d: a rolled-back transaction: %v, version %d → %d", step, err, version, st.CatalogVersion())
			}
		}
		if step%100 == 99 {
			checkFresh(fmt.Sprintf("after step %d", step))
		}
	}
	// Refused writes change nothing.
	for _, err := range []error{st.SetDiscount(ctx, 1, 99), st.SetPrice(ctx, 999999, 100), st.SetPublished(ctx, 999999, true),
		st.SetStock(ctx, 999999, 1), st.SetDiscount(ctx, 999999, 1)} {
		if err != ErrNotFound {
			t.Errorf("a write of an unknown product or discount: %v", err)
		}
	}
	if err := st.SetPrice(ctx, 1, -1); err != ErrConflict {
		t.Errorf("a negative price: %v", err)
	}

	checkSearch(t, st, c, "after random writes")
	checkFresh("after random writes")

	// New titles in a language (a translation imported in bulk) rebuild the index: each
	// language's title order follows its titles, and the others' stay as they were.
	err := st.WithTx(ctx, func(ctx context.Context) error {
		in := st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")
		for i := range c.Products {
			p := &c.Products[i]
			if _, ok := p.Titles["ru"]; !ok && i%2 == 0 {
				title := fmt.Sprint("Ёмкость ", 1000-i) // sorts near Ель and Елка, not at the end
				in.Add("product", p.ID, "ru", "title", title)
				if p.Titles == nil {
					p.Titles = map[string]string{}
				}
				p.Titles["ru"] = title
			}
		}
		return in.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
	checkSearch(t, st, c, "after new Russian titles")
	checkFresh("after new Russian titles")
	x := st.index.p.Load()
	for _, q := range []string{"galaxy", "gal", "pixel note", "AB-00017-X", "telefon", "Kategorija 3", "brand2", "opt4", "galaxi"} {
		for _, so := range searchtest.Sorts[:3] {
			p := search.Params{Query: q, Sort: so.Field, Desc: so.Desc, Page: 1, PerPage: 48}
			if got, want := x.Query(p), fresh.Query(p); !slices.Equal(got.IDs, want.IDs) || got.Total != want.Total {
				t.Errorf("%q %v: %d %v, fresh build %d %v", q, so, got.Total, got.IDs, want.Total, want.IDs)
			}
		}
	}
	for _, kind := range SliderTypes {
		if got, want := x.Slider(kind, SliderSize), fresh.Slider(kind, SliderSize); !slices.Equal(got, want) {
			t.Errorf("slider %s: %v, fresh build %v", kind, got, want)
		}
	}

	// Cards: the index's equal SQL's, with the reference's prices and old prices.
	pricing := Pricing{VATBasisPoints: 2100, Lang: "lv"}
	var ids, listed []int64
	for _, p := range c.Products {
		ids = append(ids, p.ID)
		if !p.Hidden {
			listed = append(listed, p.ID)
		}
	}
	cards, err := st.Cards(ctx, ids, "lv")
	if err != nil {
		t.Fatal(err)
	}
	tree, _ := st.categories(ctx)
	byID := map[int64]Card{}
	if err := st.cardsFromSQL(ctx, ids, tree, "lv", byID); err != nil {
		t.Fatal(err)
	}
	if len(cards) != len(listed) || len(byID) != len(listed) {
		t.Fatalf("%d index cards, %d SQL cards, %d listed products", len(cards), len(byID), len(listed))
	}
	shownOld := 0
	for i, card := range cards {
		p := c.Products[listed[i]-1]
		if !reflect.DeepEqual(card, byID[p.ID]) {
			t.Fatalf("product %d:\nindex %+v\nSQL   %+v", p.ID, card, byID[p.ID])
		}
		want := wantPrevious(history[p.ID], p)
		if card.Quantity != p.Stock || card.CurrentGross(pricing) != pricing.Gross(p.Price()) || card.DiscountPercent != p.Percent ||
			card.ShownPrevious() != want {
			t.Fatalf("product %d: quantity %d, %d cents, -%d%%, old %d; want %d, %d cents, -%d%%, old %d\nhistory %+v",
				p.ID, card.Quantity, card.CurrentGross(pricing), card.DiscountPercent, card.ShownPrevious(),
				p.Stock, pricing.Gross(p.Price()), p.Percent, want, history[p.ID])
		}
		if want != 0 {
			shownOld++
		}
	}
	if shownOld < 10 {
		t.Errorf("only %d cards show an old price: the test reaches too few discounts", shownOld)
	}

	// The product page: built from the same card, not found when hidden.
	for _, p := range c.Products[:60] {
		page, err := st.ProductBySlug(ctx, fmt.Sprint("p", p.ID), "lv")
		if p.Hidden {
			if err != ErrNotFound {
				t.Errorf("hidden product %d: %v", p.ID, err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(page.Card, byID[p.ID]) {
			t.Errorf("the page of %d shows %+v, its card %+v", p.ID, page.Card, byID[p.ID])
		}
	}
}
