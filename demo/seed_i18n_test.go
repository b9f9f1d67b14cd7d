package demo

import (
	"database/sql"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// seenIn is what a reader of lang sees of one field of one row: its translation, or the
// row's own column when there is none (the store's fallback).
func seenIn(t *testing.T, db *sql.DB, entity string, id int64, lang, field, own string) string {
	t.Helper()
	var v string
	err := db.QueryRow(`SELECT value FROM translations WHERE entity = ? AND id = ? AND lang = ? AND field = ?`,
		entity, id, lang, field).Scan(&v)
	if err == sql.ErrNoRows {
		return own
	}
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Every language of each variant has the whole taxonomy and every product's texts: the
// default language in the rows' own columns, the others in translations.
func TestSeedCatalogueInEveryLanguage(t *testing.T) {
	t.Parallel()
	const n = 400
	for _, v := range []Variant{Latvia, Finland} {
		db := openDB(t, openSeededAs(t, n, v))
		c := buildCatalog(newRand(1), n, v)
		check := func(what, entity string, id int64, field, own string, want func(lang string) string) {
			t.Helper()
			if w := want(v.Langs.Default); own != w {
				t.Errorf("%s %s %d: own %s %q, want %q", v.Country, entity, id, field, own, w)
			}
			for _, lang := range v.Langs.All {
				w := want(lang)
				if w == "" {
					t.Errorf("%s: %s has no %s %s", v.Country, what, lang, field)
				}
				if got := seenIn(t, db, entity, id, lang, field, own); got != w {
					t.Errorf("%s %s %d %s in %s: %q, want %q", v.Country, entity, id, field, lang, got, w)
				}
			}
		}
		for i, sc := range seedCategories {
			var title, desc string
			db.QueryRow(`SELECT title, short_description FROM categories WHERE id = ?`, i+1).Scan(&title, &desc)
			check(sc.key, "category", int64(i+1), "title", title, func(l string) string { t, _ := categoryText(l, sc); return t })
			check(sc.key, "category", int64(i+1), "short_description", desc, func(l string) string { _, d := categoryText(l, sc); return v.place(d) })
		}
		for i, b := range seedBrands {
			var desc string
			db.QueryRow(`SELECT description FROM manufacturers WHERE id = ?`, i+1).Scan(&desc)
			check(b.slug, "manufacturer", int64(i+1), "description", desc, func(l string) string { return brandText(l, b) })
		}
		for i := range seedDiscounts {
			var title string
			db.QueryRow(`SELECT title FROM discounts WHERE id = ?`, i+1).Scan(&title)
			check("a discount", "discount", int64(i+1), "title", title, func(l string) string { return discountText(l, i) })
		}
		for i := range seedGroups {
			var name string
			db.QueryRow(`SELECT name FROM property_groups WHERE id = ?`, i+1).Scan(&name)
			check(seedGroups[i], "property_group", int64(i+1), "name", name, func(l string) string { return groupText(l, i) })
		}
		for i, p := range seedProperties {
			var title string
			db.QueryRow(`SELECT title FROM properties WHERE id = ?`, i+1).Scan(&title)
			check(p.key, "property", int64(i+1), "title", title, func(l string) string { return propertyText(l, p) })
		}
		for i, val := range c.values {
			id := c.optionID[i]
			var own string
			db.QueryRow(`SELECT value FROM property_options WHERE id = ?`, id).Scan(&own)
			check(val.value, "property_option", id, "value", own, func(l string) string { return optionValue(l, val.value) })
		}
		// Product descriptions always differ between languages: a row each.
		for _, lang := range v.others() {
			for _, field := range []string{"short_description", "description"} {
				if got := count(t, db, `SELECT COUNT(*) FROM translations WHERE entity = 'product' AND lang = ? AND field = ?
					AND id <= ?`, lang, field, n); got != n {
					t.Errorf("%s: %d products with a %s %s, want %d", v.Country, got, lang, field, n)
				}
			}
		}
		if got := count(t, db, `SELECT COUNT(*) FROM products WHERE short_description = '' OR description = '' AND type = 'product'`); got != 0 {
			t.Errorf("%s: %d products without texts", v.Country, got)
		}
	}
}

// latvianWords are words only a Latvian text has; latvianPlaces name Latvia.
var (
	latvianWords  = regexp.MustCompile(`(^|[^\pL])(un|ar|kas|ir|jā|nē|nav|līdz|mēneši|kodolu|vadu|bezvadu|lapa|preces?|veikal\pL*|Jā|Nē|Nav|Vadu|Bezvadu|telefoni|viedtalruni|klepjdatori)($|[^\pL])`)
	latvianPlaces = regexp.MustCompile(`(?i)(^|[^\pL])(latvij\pL*|latvia\pL*|rīg\pL*|riga|esto)($|[^\pL])|\+371`)
)

// catalogueTexts are the catalogue's text columns: everything a shopper reads of it.
var catalogueTexts = []string{
	`SELECT slug || ' ' || title || ' ' || short_description FROM categories`,
	`SELECT description FROM manufacturers`,
	`SELECT title FROM discounts`,
	`SELECT name FROM property_groups`,
	`SELECT title FROM properties`,
	`SELECT value FROM property_options`,
	`SELECT title || ' ' || short_description || ' ' || COALESCE(description, '') FROM products`, // slugs are the titles
	`SELECT user_name || ' ' || comment FROM reviews`,
	`SELECT value FROM translations WHERE entity IN ('category', 'manufacturer', 'product', 'property_group', 'property', 'property_option', 'discount')`,
}

// The Finnish shops' catalogue is Finnish (and English): not a Latvian letter or word in it,
// nor Cyrillic, and its category slugs are Finnish.
func TestSeedFinlandHasNothingLatvian(t *testing.T) {
	t.Parallel()
	db := openDB(t, openSeededAs(t, 1000, Finland)) // every model, in several generations; the seed TestSeedLooksLikeAShop reads
	for _, q := range catalogueTexts {
		rows, err := db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		bad := 0
		for rows.Next() {
			var s string
			rows.Scan(&s)
			if bad < 3 && (strings.ContainsAny(s, "āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ") || latvianWords.MatchString(s) || latvianPlaces.MatchString(s) ||
				strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })) {
				bad++
				t.Errorf("%s: %.200q", q, s)
			}
		}
		rows.Close()
	}
	for _, slug := range []string{"alypuhelimet", "kannettavat-tietokoneet", "puhelimet"} {
		if count(t, db, `SELECT COUNT(*) FROM categories WHERE slug = ?`, slug) != 1 {
			t.Errorf("no category /c/%s", slug)
		}
	}
	// The Finnish texts are Finnish: its letters and words are there.
	if count(t, db, `SELECT COUNT(*) FROM products WHERE short_description GLOB '*[äö]*'`) == 0 ||
		count(t, db, `SELECT COUNT(*) FROM reviews WHERE comment LIKE '%toimi%' OR comment LIKE '%tuote%'`) == 0 {
		t.Error("the Finnish shop's texts are not Finnish")
	}
}

// The Latvian shop's Russian is Cyrillic and its English has neither Latvian nor Cyrillic letters.
func TestSeedLatviaRussianAndEnglish(t *testing.T) {
	t.Parallel()
	db := openDB(t, openSeeded(t, 1000))
	cyrillic := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
	}
	rows, err := db.Query(`SELECT entity, id, lang, field, value FROM translations`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	bad := 0
	for rows.Next() {
		var entity, lang, field, value string
		var id int64
		rows.Scan(&entity, &id, &lang, &field, &value)
		wrong := false
		switch {
		case lang == "ru":
			// Every Russian text but a name, a number or a code reads in Cyrillic.
			wrong = !cyrillic(value) && strings.ContainsFunc(value, unicode.IsLower) && entity != "property_option"
		case lang == "en":
			wrong = cyrillic(value) || strings.ContainsAny(value, "āčēģīķļņšūž") || latvianWords.MatchString(value)
		}
		if wrong && bad < 5 {
			bad++
			t.Errorf("%s %d %s %s: %.200q", entity, id, lang, field, value)
		}
	}
	if n := count(t, db, `SELECT COUNT(*) FROM translations WHERE lang = 'ru' AND entity = 'category' AND field = 'title'`); n != len(seedCategories) {
		t.Errorf("%d Russian category titles, want %d", n, len(seedCategories))
	}
}

// Every language's phrase lists are as long as the Latvian ones, so one random stream picks
// the same content in each, and name every kind, category, brand and property.
func TestSeedTextsComplete(t *testing.T) {
	t.Parallel()
	for lang, ph := range phrasesIn {
		if len(ph.intros[0]) != len(descIntros) || len(ph.intros[1]) != len(descIntros) ||
			len(ph.service) != len(descService) || len(ph.extras) != len(shortExtras) {
			t.Errorf("%s: phrase lists of other lengths than Latvian's", lang)
		}
		for _, k := range seedKinds {
			if kt := ph.kinds[k.cat]; kt.noun == "" || len(kt.feats) != len(k.feats) {
				t.Errorf("%s: kind %s has %d features, want %d", lang, k.cat, len(kt.feats), len(k.feats))
			}
		}
		for _, key := range highlightKeys {
			if ph.highlights[key] == "" {
				t.Errorf("%s: no highlight for %s", lang, key)
			}
		}
	}
	for lang, tx := range taxonomyIn {
		if len(tx.categories) != len(seedCategories) || len(tx.brands) != len(seedBrands) || len(tx.discounts) != len(seedDiscounts) ||
			len(tx.groups) != len(seedGroups) || len(tx.properties) != len(seedProperties) || len(tx.services) != len(seedServices) {
			t.Errorf("%s: the taxonomy is not whole", lang)
		}
		for _, s := range seedServices {
			if tx.services[s.code][0] == "" {
				t.Errorf("%s: no service %s", lang, s.code)
			}
		}
	}
}
