package store

import (
	"context"
	"slices"
	"testing"
)

func seedTextProducts(t *testing.T, st *Store) {
	t.Helper()
	ctx := context.Background()
	err := st.WithTx(ctx, func(ctx context.Context) error {
		tx := st.writer(ctx)
		for _, q := range []string{
			`INSERT INTO categories (id, slug, title) VALUES (1, 'viedtalruni', 'Viedtālruņi'), (2, 'austinas', 'Austiņas')`,
			`INSERT INTO manufacturers (id, slug, title) VALUES (1, 'apple', 'Apple'), (2, 'samsung', 'Samsung')`,
			`INSERT INTO property_groups (id, name) VALUES (1, 'Vispārīgi')`,
			`INSERT INTO properties (id, group_id, title) VALUES (1, 1, 'Krāsa')`,
			`INSERT INTO property_options (id, property_id, value) VALUES (1, 1, 'Zaļš'), (2, 1, 'Melns')`,
			`INSERT INTO products (id, slug, code, title, category_id, manufacturer_id, net_price, stock) VALUES
			 (1, 'iphone-15', 'MTP03', 'Apple iPhone 15 128GB', 1, 1, 70000, 5),
			 (2, 'iphone-15-case', 'CASE-IP15', 'Чехол-книжка для iPhone 15, чёрный', 2, 1, 1500, 5),
			 (3, 'galaxy-s24', 'SM-S921B', 'Samsung Galaxy S24 128GB', 1, 2, 60000, 5),
			 (4, 'galaxy-buds', 'SM-R510', 'Samsung Galaxy Buds2 Pro', 2, 2, 15000, 0),
			 (5, 'mtp03-adapter', 'ADP-1', 'Adapter for MTP03 Köln edition', 2, 1, 900, 3),
			 (6, 'zala-austinas', 'ZA-1', 'Bezvadu austiņas', 2, 2, 3000, 9)`,
			`INSERT INTO product_properties (product_id, property_id, option_id) VALUES (6, 1, 1), (3, 1, 2)`,
		} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestTextSearch(t *testing.T) {
	st := openStore(t)
	seedTextProducts(t, st)
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
		res, err := st.Search(context.Background(), SearchParams{Query: c.q, Page: 1, PerPage: 48}, "en")
		if err != nil {
			t.Fatal(err)
		}
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
