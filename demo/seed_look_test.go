package demo

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"
)

// The demo looks like a shop, not a template: every product a model of its own,
// its title new in every language; labels that mean something; a banner for every category
// and a mark for every brand, each its own.
func TestSeedLooksLikeAShop(t *testing.T) {
	t.Parallel()
	for _, v := range []Variant{Latvia, Finland} {
		db := openDB(t, openSeededAs(t, 1000, v))

		// Titles: one product each, in every language, and no article code in any.
		for _, lang := range v.Langs.All {
			q := `SELECT p.title, p.code FROM products p WHERE p.type = 'product'`
			if lang != v.Langs.Default {
				q = `SELECT COALESCE((SELECT value FROM translations t WHERE t.entity = 'product' AND t.id = p.id AND t.lang = '` + lang +
					`' AND t.field = 'title'), p.title), p.code FROM products p WHERE p.type = 'product'`
			}
			rows, err := db.Query(q)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[string]bool{}
			for rows.Next() {
				var title, code string
				rows.Scan(&title, &code)
				if seen[title] {
					t.Errorf("%s: two products titled %q in %s", v.Country, title, lang)
				}
				seen[title] = true
				if strings.Contains(title, code) || strings.Contains(title, "<") {
					t.Errorf("%s: %q names its code %s or a mark", v.Country, title, code)
				}
			}
			rows.Close()
			if len(seen) != 1000 {
				t.Errorf("%s: %d titles in %s", v.Country, len(seen), lang)
			}
		}
		// Most of a catalogue of 1,000 products are the real models of seed_models.go, as their
		// shop lists them; the rest their next generation.
		if n := count(t, db, `SELECT COUNT(*) FROM products WHERE type = 'product' AND title GLOB '*(20[2-9][0-9])*' AND title NOT GLOB '*(2023)*' AND title NOT GLOB '*(2022)*'`); n > 150 {
			t.Errorf("%s: %d of 1,000 products are model years to come", v.Country, n)
		}

		// New: added in the last 30 days, and only those.
		from := stamp(seedEpoch.Add(-newDays * 24 * time.Hour))
		if n := count(t, db, `SELECT COUNT(*) FROM products WHERE type = 'product' AND is_new != (created_at >= ?)`, from); n != 0 {
			t.Errorf("%s: %d products labelled new against their date", v.Country, n)
		}
		// Popular: each category's best sellers by units in the orders not cancelled, the top 2 %.
		rows, err := db.Query(`
SELECT p.id, p.category_id, p.is_popular, COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE i.product_id = p.id AND o.status != 'cancelled'), 0)
FROM products p WHERE p.type = 'product'`)
		if err != nil {
			t.Fatal(err)
		}
		type sold struct {
			id, units int64
			popular   bool
		}
		byCat := map[int64][]sold{}
		popular := 0
		for rows.Next() {
			var s sold
			var cat int64
			rows.Scan(&s.id, &cat, &s.popular, &s.units)
			byCat[cat] = append(byCat[cat], s)
			if s.popular {
				popular++
			}
		}
		rows.Close()
		for cat, ps := range byCat {
			sort.SliceStable(ps, func(i, j int) bool {
				return ps[i].units > ps[j].units || ps[i].units == ps[j].units && ps[i].id < ps[j].id
			})
			top := max(1, int(float64(len(ps))*popularShare+0.5))
			for i, s := range ps {
				if want := i < top && s.units > 0; s.popular != want {
					t.Errorf("%s: product %d of category %d sold %d (rank %d of %d): popular %v", v.Country, s.id, cat, s.units, i+1, len(ps), s.popular)
				}
			}
		}
		if popular == 0 || popular > 40 {
			t.Errorf("%s: %d of 1,000 products popular", v.Country, popular)
		}
		// A discount label comes with a discount: every discounted product has one running.
		if n := count(t, db, `SELECT COUNT(*) FROM products p LEFT JOIN discounts d ON d.id = p.discount_id WHERE p.discount_id IS NOT NULL AND COALESCE(d.percent, 0) <= 0`); n != 0 {
			t.Errorf("%s: %d products with a discount of nothing", v.Country, n)
		}

		// Every category has a banner of its own, every brand a mark of its own, all drawn.
		pictures := map[string]string{}
		distinct := func(what, q string) {
			rows, err := db.Query(q)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			n := 0
			for rows.Next() {
				var key, path string
				rows.Scan(&key, &path)
				n++
				name, ok := strings.CutPrefix(path, "/media/demo/")
				svg, drawn := Picture(name)
				if !ok || !drawn {
					t.Errorf("%s: %s %s has no picture (%q)", v.Country, what, key, path)
					continue
				}
				if other, dup := pictures[svg]; dup {
					t.Errorf("%s: %s %s looks like %s", v.Country, what, key, other)
				}
				pictures[svg] = what + " " + key
			}
			if n == 0 {
				t.Errorf("%s: no %s", v.Country, what)
			}
		}
		distinct("category banner", `SELECT slug, banner_desktop FROM categories`)
		distinct("category phone banner", `SELECT slug, banner_mobile FROM categories`)
		distinct("brand mark", `SELECT slug, image FROM manufacturers`)
		for _, b := range seedBrands {
			if _, ok := brandMarks[b.title]; !ok {
				t.Errorf("brand %s has no mark of its own", b.title)
			}
		}
		// Team portraits are of the person: a woman's or a man's, as the demo describes them.
		for _, m := range contentOf(buildCatalog(newRand(1), 10, v)).team {
			var image string
			db.QueryRow(`SELECT image FROM team_members WHERE name = ?`, m.name).Scan(&image)
			if !strings.HasPrefix(image, fmt.Sprintf("/media/demo/person-%c-", m.gender)) {
				t.Errorf("%s: %s's portrait %s", v.Country, m.name, image)
			}
		}
	}
}
