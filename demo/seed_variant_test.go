package demo

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// latvian finds what a Finnish shop must not say: Latvian letters, a Latvian phone number,
// Riga, Latvia and the Baltic carriers.
var latvian = regexp.MustCompile(`(?i)[āčēģīķļņšūž]|\+371|rīg|riga|latvij|latvia|baltij|baltic|omniva|venipak|swedbank|citadele|luminor|\besto\b`)

// The Finnish shop's own parts of the demo (home page, blog, team, carriers, pickup points,
// payment, banks, orders) say nothing Latvian, and its orders carry the Finnish VAT.
func TestSeedFinnishShopIsFinnish(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	if err := Seed(context.Background(), st, 300, Finland); err != nil {
		t.Fatal(err)
	}
	db := openDB(t, st)
	for _, q := range []string{
		`SELECT type || title || sub_title || link FROM sliders`,
		`SELECT title || text || link FROM banners`,
		`SELECT slug || title || short_description || body FROM blog_articles`,
		`SELECT name || email || description || short_description FROM team_members`,
		`SELECT code || title || description || delivery_time FROM shipping_methods`,
		`SELECT identifier || city || address || zip FROM pickup_points`,
		`SELECT code || title || description FROM payment_methods`,
		`SELECT name FROM banks`,
		`SELECT prefix || user_name || user_surname || user_email || user_phone || ship_city || language FROM orders`,
		`SELECT lang || title || description || body FROM info_pages`,
		`SELECT value FROM translations WHERE entity IN ('banner', 'slider', 'blog_article', 'team_member', 'shipping_method', 'payment_method')`,
	} {
		rows, err := db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for rows.Next() {
			var s string
			if err := rows.Scan(&s); err != nil {
				t.Fatal(err)
			}
			n++
			if m := latvian.FindString(s); m != "" {
				t.Errorf("%s: %q in %.120q", q, m, s)
			}
		}
		rows.Close()
		if n == 0 {
			t.Errorf("%s: no rows", q)
		}
	}
	if n := count(t, db, `SELECT COUNT(*) FROM orders WHERE vat_basis_points != 2550 OR user_phone NOT LIKE '+358%'`); n != 0 {
		t.Errorf("%d Finnish orders without the Finnish VAT or phone", n)
	}
	for _, l := range []string{"fi", "en"} {
		if n := count(t, db, `SELECT COUNT(*) FROM info_pages WHERE lang = ?`, l); n != 9 {
			t.Errorf("%d information pages in %s, want 9", n, l)
		}
	}
	if n := count(t, db, `SELECT COUNT(*) FROM info_pages WHERE slug = 'returns' AND body LIKE '%14%' AND (body LIKE '%kuluttajansuojalain%' OR body LIKE '%Consumer Protection Act%')`); n != 2 {
		t.Errorf("%d returns pages name the 14 days of the Finnish Consumer Protection Act", n)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM pickup_points WHERE zip NOT GLOB '[0-9][0-9][0-9][0-9][0-9]'`); n != 0 {
		t.Errorf("%d Finnish pickup points without a 5-digit zip", n)
	}
	if n := count(t, db, `SELECT COUNT(DISTINCT city) FROM pickup_points`); n < 6 {
		t.Errorf("pickup points in %d cities", n)
	}
}

// Every home page and team text of a variant is translated into each of its other languages:
// English without a Latvian letter, Russian in Cyrillic without one, the team's names too
// (Jānis is Янис).
func TestSeedContentTranslated(t *testing.T) {
	t.Parallel()
	for _, v := range []Variant{Latvia, Finland} {
		st := openStore(t)
		if err := Seed(context.Background(), st, 50, v); err != nil {
			t.Fatal(err)
		}
		db := openDB(t, st)
		for _, e := range []struct {
			entity, table string
			fields        int
		}{{"slider", "sliders", 2}, {"banner", "banners", 2}, {"blog_article", "blog_articles", 3}, {"team_member", "team_members", 2}} {
			rows := count(t, db, `SELECT COUNT(*) FROM `+e.table)
			for _, l := range v.others() {
				got := count(t, db, `SELECT COUNT(*) FROM translations WHERE entity = ? AND lang = ? AND value != '' AND field != 'name'`, e.entity, l)
				if rows == 0 || got != rows*e.fields {
					t.Errorf("%s %s in %s: %d translations of %d rows", v.Country, e.entity, l, got, rows)
				}
			}
			if n := count(t, db, `SELECT COUNT(*) FROM translations WHERE entity = ? AND lang = 'en' AND value GLOB '*[āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ]*'`, e.entity); n != 0 {
				t.Errorf("%s %s: %d English texts with Latvian letters", v.Country, e.entity, n)
			}
			if n := count(t, db, `SELECT COUNT(*) FROM translations WHERE entity = ? AND lang = 'ru' AND value NOT GLOB '*[а-яА-Я]*'`, e.entity); n != 0 {
				t.Errorf("%s %s: %d Russian texts without Cyrillic", v.Country, e.entity, n)
			}
			if n := count(t, db, `SELECT COUNT(*) FROM translations WHERE entity = ? AND lang = 'ru' AND value GLOB '*[āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ]*'`, e.entity); n != 0 {
				t.Errorf("%s %s: %d Russian texts with Latvian letters", v.Country, e.entity, n)
			}
		}
		if v.Country == "LV" {
			if n := count(t, db, `SELECT COUNT(*) FROM translations WHERE entity = 'team_member' AND lang = 'ru' AND field = 'name' AND value GLOB '*[а-яА-Я]*'`); n != count(t, db, `SELECT COUNT(*) FROM team_members`) {
				t.Errorf("%d of the team's names in Cyrillic", n)
			}
		}
	}
}

// Every shipping and payment method of a variant reads in each of its other languages as the
// variant's set has it: every title, description and delivery time, the descriptions and
// times really translated, English without a Latvian or Finnish letter, Russian in Cyrillic;
// the rows' own columns are the set's default language.
func TestSeedMethodsTranslated(t *testing.T) {
	t.Parallel()
	for _, v := range []Variant{Latvia, Finland} {
		st := openStore(t)
		if err := Seed(context.Background(), st, 50, v); err != nil {
			t.Fatal(err)
		}
		db := openDB(t, st)
		set := shippingOf(v)
		check := func(entity string, id int64, lang, field, own, want string) {
			t.Helper()
			if want == "" {
				t.Errorf("%s %s %d: no %s %s", v.Country, entity, id, lang, field)
			}
			if got := seenIn(t, db, entity, id, lang, field, own); got != want {
				t.Errorf("%s %s %d %s in %s: %q, want %q", v.Country, entity, id, field, lang, got, want)
			}
			if field != "title" && want == own {
				t.Errorf("%s %s %d %s in %s is the default language's: %q", v.Country, entity, id, field, lang, want)
			}
			switch lang {
			case "en":
				if strings.ContainsAny(want, "āčēģīķļņšūžäöÄÖ") {
					t.Errorf("%s %s %d %s in English: %q", v.Country, entity, id, field, want)
				}
			case "ru": // but a brand name, which stays as it is
				if want != own && strings.ContainsFunc(want, unicode.IsLower) && !strings.ContainsFunc(want, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
					t.Errorf("%s %s %d %s in Russian: %q", v.Country, entity, id, field, want)
				}
			}
		}
		for _, l := range v.others() {
			for i, m := range set.methods {
				var title, desc, time string
				if err := db.QueryRow(`SELECT title, description, delivery_time FROM shipping_methods WHERE id = ?`, i+1).Scan(&title, &desc, &time); err != nil {
					t.Fatal(err)
				}
				if title != m.title || desc != m.desc || time != m.time {
					t.Errorf("%s shipping method %s's own columns: %q, %q, %q", v.Country, m.code, title, desc, time)
				}
				w := set.methodsIn[l][m.code]
				check("shipping_method", int64(i+1), l, "title", title, w.title)
				check("shipping_method", int64(i+1), l, "description", desc, w.desc)
			}
			for i, p := range set.payments {
				var title, desc string
				if err := db.QueryRow(`SELECT title, description FROM payment_methods WHERE id = ?`, i+1).Scan(&title, &desc); err != nil {
					t.Fatal(err)
				}
				if title != p.title || desc != p.desc {
					t.Errorf("%s payment method %s's own columns: %q, %q", v.Country, p.code, title, desc)
				}
				w := set.paymentsIn[l][p.code]
				check("payment_method", int64(i+1), l, "title", title, w.title)
				check("payment_method", int64(i+1), l, "description", desc, w.desc)
			}
		}
	}
}
