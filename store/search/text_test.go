package search

import (
	"slices"
	"testing"
)

// textCatalogue is six products whose words come from titles, codes, categories, brands and
// a property value, in Latvian, English and Russian.
func textCatalogue() *Index {
	b := NewBuilder("lv")
	b.AddCategory(1, 0, "Viedtālruņi")
	b.AddCategory(2, 0, "Austiņas")
	b.AddManufacturer(Option{ID: 1, Title: "Apple", Slug: "apple"})
	b.AddManufacturer(Option{ID: 2, Title: "Samsung", Slug: "samsung"})
	b.AddOption(1, "Zaļš", false)
	b.AddOption(2, "Melns", false)
	for _, p := range []struct {
		id, cat, man, stock int64
		code, title         string
	}{
		{1, 1, 1, 5, "MTP03", "Apple iPhone 15 128GB"},
		{2, 2, 1, 5, "CASE-IP15", "Чехол-книжка для iPhone 15, чёрный"},
		{3, 1, 2, 5, "SM-S921B", "Samsung Galaxy S24 128GB"},
		{4, 2, 2, 0, "SM-R510", "Samsung Galaxy Buds2 Pro"},
		{5, 2, 1, 3, "ADP-1", "Adapter for MTP03 Köln edition"},
		{6, 2, 2, 9, "ZA-1", "Bezvadu austiņas"},
	} {
		b.AddProduct(Product{ID: p.id, Stock: p.stock, Created: "2026-01-01T00:00:00Z",
			Card: Card{Title: p.title, Code: p.code, Category: p.cat, Manufacturer: p.man}})
	}
	b.AddProductOptions(3, 2)
	b.AddProductOptions(6, 1)
	return b.Build()
}

func TestTextSearch(t *testing.T) {
	x := textCatalogue()
	cases := []struct {
		q     string
		first int64   // 0: no ranking expectation
		want  []int64 // the result set, any order
	}{
		{"iph", 0, []int64{1, 2}},            // prefix as you type
		{"iphone 15", 1, []int64{1, 2}},      // title words rank above the case
		{"MTP03", 1, []int64{1, 5}},          // exact code first
		{"mtp-03", 1, []int64{1}},            // code typed with a dash (compact match)
		{"sm-s921b", 3, []int64{3}},          // exact code with its dash
		{"чехол", 2, []int64{2}},             // Cyrillic
		{"черный", 2, []int64{2}},            // ё folded to е
		{"viedtalruni", 0, []int64{1, 3}},    // category words, diacritics folded
		{"austinas", 6, []int64{2, 4, 5, 6}}, // category and title; title ranks first
		{"koln", 5, []int64{5}},              // ö = o
		{"zals", 6, []int64{6}},              // a property value, folded
		{"samsnug", 0, []int64{3, 4, 6}},     // one typo (swap) on a long word
		{"galaxi", 0, []int64{3, 4}},         // one typo (substitution)
		{"xyzzy", 0, nil},
		{"   ", 0, []int64{1, 2, 3, 4, 5, 6}}, // blank query: everything
	}
	for _, c := range cases {
		res := x.Query(Params{Query: c.q, Page: 1, PerPage: 48})
		got := slices.Clone(res.IDs)
		slices.Sort(got)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%q: got %v, want %v", c.q, got, want)
			continue
		}
		if c.first != 0 && (len(res.IDs) == 0 || res.IDs[0] != c.first) {
			t.Errorf("%q: first %v, want %d first", c.q, res.IDs, c.first)
		}
	}
}

// A word that matched only through a typo is reported with the spelling searched for, so the
// page can say "showing results for …"; words that match as typed (a prefix included) are not.
func TestTypoCorrectionIsReported(t *testing.T) {
	x := textCatalogue()
	for q, want := range map[string]string{
		"samsnug":        "samsung",
		"galaxi buds":    "galaxy buds",
		"Samsnug Galaxy": "samsung galaxy",
		"samsung":        "",
		"sams":           "",
		"galax":          "", // a prefix of galaxy: matched as typed
		"xyzzy":          "",
	} {
		if got := x.Query(Params{Query: q, Page: 1, PerPage: 48}).Corrected; got != want {
			t.Errorf("%q: corrected %q, want %q", q, got, want)
		}
	}
}

func TestOneEdit(t *testing.T) {
	yes := [][2]string{{"samsung", "samsnug"}, {"galaxy", "galaxi"}, {"galaxy", "galax"}, {"galaxy", "gallaxy"}, {"same", "same"}}
	no := [][2]string{{"samsung", "smasnug"}, {"galaxy", "gala"}, {"abc", "xyz"}}
	for _, p := range yes {
		if !oneEdit([]rune(p[0]), []rune(p[1])) {
			t.Errorf("oneEdit(%q, %q) = false", p[0], p[1])
		}
	}
	for _, p := range no {
		if oneEdit([]rune(p[0]), []rune(p[1])) {
			t.Errorf("oneEdit(%q, %q) = true", p[0], p[1])
		}
	}
}

func TestFold(t *testing.T) {
	cases := map[string]string{"Āboliņš": "abolins", "Köln": "koln", "ЧЁРНЫЙ": "черныи", "Straße": "strasse"}
	for in, want := range cases {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}
