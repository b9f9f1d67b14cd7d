package store

import (
	"context"
	"errors"
	"slices"
	"testing"

	"shop/store/search"
)

// optionCount is the catalogue's facet count of option opt, 0 when the facet is not shown.
func optionCount(r search.Result, opt int64) int {
	for _, p := range r.Facets.Properties {
		for _, f := range p.Options {
			if f.ID == opt {
				return f.Count
			}
		}
	}
	return 0
}

// Setting a product's value moves it into that option's filter at once: the facet count
// grows by one, the filter lists the product, and the index equals a fresh build. Bad ids
// are field errors that write nothing; an empty set removes every value.
func TestSetProductPropertiesReachesTheFilters(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 60)
	ctx := context.Background()
	index := st.index.p.Load()
	// Property 1 (filterable) has options 1–3, property 2 options 4–6.
	var id, opt int64
	for _, p := range c.Products {
		if !p.Hidden && !slices.Contains(p.Options, 2) && p.Stock > 0 {
			id, opt = p.ID, 2
			break
		}
	}
	if id == 0 {
		t.Fatal("no product without option 2 in the fixture")
	}
	ask := search.Params{Page: 1, PerPage: 100, Properties: []int64{opt}}
	before := index.Query(search.Params{Page: 1, PerPage: 100})
	was, err := st.AdminProductProperties(ctx, id)
	if err != nil {
		t.Fatal(err)
	}

	err = st.SetProductProperties(ctx, 0, id, map[int64]int64{1: 5, 999: 1, 2: 4})
	fieldErr(t, err, "properties.1", MsgInvalid)
	fieldErr(t, err, "properties.999", MsgInvalid)
	if got, _ := st.AdminProductProperties(ctx, id); len(got) != len(was) {
		t.Fatalf("a refused write changed the values: %v → %v", was, got)
	}
	if err := st.SetProductProperties(ctx, 0, 999999, map[int64]int64{}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no product: %v", err)
	}

	if err := st.SetProductProperties(ctx, 0, id, map[int64]int64{1: opt, 2: 0}); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.AdminProductProperties(ctx, id); len(got) != 1 || got[1] != opt {
		t.Fatalf("values after the write: %v", got)
	}
	if st.index.p.Load() != index {
		t.Fatal("the write rebuilt the index instead of putting the product")
	}
	after := index.Query(search.Params{Page: 1, PerPage: 100})
	if got, want := optionCount(after, opt), optionCount(before, opt)+1; got != want {
		t.Errorf("option %d counts %d, want %d", opt, got, want)
	}
	if !slices.Contains(index.Query(ask).IDs, id) {
		t.Errorf("the filter on option %d does not list product %d", opt, id)
	}
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := index.Diff(fresh); d != "" {
		t.Fatalf("the index differs from a fresh build: %s", d)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE action = 'product.properties' AND entity_id = ?`, idText(id)); n != 1 {
		t.Errorf("%d audit rows", n)
	}

	if err := st.SetProductProperties(ctx, 0, id, nil); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(index.Query(ask).IDs, id) {
		t.Errorf("a product without values is still in option %d's filter", opt)
	}
	if d := index.Diff(mustBuild(t, st)); d != "" {
		t.Fatalf("after removing the values the index differs from a fresh build: %s", d)
	}
}

func mustBuild(t *testing.T, st *Store) *search.Index {
	t.Helper()
	x, err := st.buildIndex(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return x
}
