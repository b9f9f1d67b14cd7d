package search_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"shop/store/search"
	"shop/store/search/searchtest"
)

// The back office's list against brute force over the reference catalogue: every filter
// (category subtree, brand, publication, stock state) alone and together, in every order but
// the title's (whose collation the storefront's tests prove), both ways, page by page; hidden
// products are listed too.
func TestAdminMatchesBruteForce(t *testing.T) {
	c := searchtest.New(600)
	for i := range c.Products {
		c.Products[i].Hidden = i%7 == 0
	}
	x := build(c)
	type key func(p searchtest.Product) int64
	sorts := map[string]key{
		search.SortID:       func(p searchtest.Product) int64 { return 0 },
		search.SortPrice:    func(p searchtest.Product) int64 { return p.Price() },
		search.SortQuantity: func(p searchtest.Product) int64 { return p.Stock },
	}
	for _, f := range []search.AdminParams{
		{}, {Category: 1}, {Category: 3, Manufacturer: 2}, {Published: search.HiddenOnly}, {Published: search.PublishedOnly, Inventory: search.InventoryLowStock},
		{Inventory: search.InventoryOutOfStock, Manufacturer: 4}, {Category: 99},
	} {
		var want []searchtest.Product
		for _, p := range c.Products {
			if f.Category != 0 && !slices.Contains(c.Subtree(f.Category), p.Category) ||
				f.Manufacturer != 0 && p.Manufacturer != f.Manufacturer ||
				f.Published == search.PublishedOnly && p.Hidden || f.Published == search.HiddenOnly && !p.Hidden ||
				f.Inventory != 0 && search.InventoryOf(p.Stock) != f.Inventory {
				continue
			}
			want = append(want, p)
		}
		for field, k := range sorts {
			for _, desc := range []bool{false, true} {
				sorted := slices.Clone(want)
				slices.SortStableFunc(sorted, func(a, b searchtest.Product) int { return cmp.Or(cmp.Compare(k(a), k(b)), cmp.Compare(a.ID, b.ID)) })
				if desc {
					slices.Reverse(sorted)
				}
				var got []int64
				for offset := 0; ; offset += 25 {
					p := f
					p.Sort, p.Desc, p.Offset, p.Limit = field, desc, offset, 25
					ids, total := x.Admin(p)
					if total != len(want) {
						t.Fatalf("%+v: total %d, want %d", p, total, len(want))
					}
					got = append(got, ids...)
					if len(ids) < 25 {
						break
					}
				}
				var wantIDs []int64
				for _, p := range sorted {
					wantIDs = append(wantIDs, p.ID)
				}
				if !slices.Equal(got, wantIDs) {
					t.Fatalf("%+v sort %q desc %v:\n got %v\nwant %v", f, field, desc, head(got), head(wantIDs))
				}
			}
		}
	}
	// Text: words that start title words (any language) or code words, or the exact code.
	for q, want := range map[string]func(p searchtest.Product) bool{
		"AB-00017-X": func(p searchtest.Product) bool { return p.Code == "AB-00017-X" },
		"ab00017x":   func(p searchtest.Product) bool { return p.Code == "AB-00017-X" },
		"00017":      func(p searchtest.Product) bool { return p.Code == "AB-00017-X" },
		"brand2":     func(p searchtest.Product) bool { return false }, // a brand's word finds nothing here
		"galaxi":     func(p searchtest.Product) bool { return false }, // nor a typo
	} {
		ids, total := x.Admin(search.AdminParams{Query: q, Limit: 1000})
		var wantIDs []int64
		for _, p := range c.Products {
			if want(p) {
				wantIDs = append(wantIDs, p.ID)
			}
		}
		if total != len(wantIDs) || !slices.Equal(ids, wantIDs) {
			t.Errorf("%q: %d %v, want %v", q, total, head(ids), wantIDs)
		}
	}
	ids, _ := x.Admin(search.AdminParams{Query: "galaxy", Limit: 1000})
	n := 0
	for _, p := range c.Products {
		if containsWord(p.Title, "Galaxy") || containsWord(p.Titles["en"], "Galaxy") ||
			containsWord(p.Titles["ru"], "Galaxy") || containsWord(p.Titles["fi"], "Galaxy") {
			n++
		}
	}
	if len(ids) != n || n == 0 {
		t.Errorf("galaxy: %d products, want %d", len(ids), n)
	}
}

func containsWord(title, word string) bool { return slices.Contains(strings.Fields(title), word) }
