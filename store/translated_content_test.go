package store

import (
	"context"
	"reflect"
	"slices"
	"testing"
)

// translatedShop is a Latvian shop with English, Russian and Finnish translations of some of
// its content: headphones (translated in every language), a phone (translated in none, so
// every language falls back to Latvian) and the taxonomy around them.
func translatedShop(t *testing.T) *Store {
	t.Helper()
	st := openStore(t)
	ctx := context.Background()
	if err := st.SetLanguages(ctx, Languages{Default: "lv", All: []string{"lv", "en", "ru", "fi"}}); err != nil {
		t.Fatal(err)
	}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		in := func(table string, columns ...string) *Inserter { return st.Insert(ctx, table, columns...) }
		cats := in("categories", "id", "parent_id", "slug", "title", "short_description", "position")
		cats.Add(1, nil, "audio", "Audio", "Skaņa mājās", 1)
		cats.Add(2, 1, "austinas", "Austiņas", "Austiņas katrai ausij", 1)
		cats.Add(3, nil, "telefoni", "Telefoni", "", 2)
		brands := in("manufacturers", "id", "slug", "title", "description")
		brands.Add(1, "sony", "Sony", "Japāņu zīmols")
		discounts := in("discounts", "id", "title", "percent")
		discounts.Add(1, "Ziemas atlaide", 10)
		groups := in("property_groups", "id", "name")
		groups.Add(1, "Vispārīgi")
		props := in("properties", "id", "group_id", "title", "filterable", "position")
		props.Add(1, 1, "Krāsa", 1, 1)
		options := in("property_options", "id", "property_id", "value", "position")
		options.Add(1, 1, "Melna", 1)
		options.Add(2, 1, "Balta", 2)
		products := in("products", "id", "slug", "code", "title", "short_description", "description",
			"category_id", "manufacturer_id", "discount_id", "net_price", "stock")
		products.Add(1, "sony-wh", "WH-1000", "Bezvadu austiņas", "Klusums", "Garš apraksts", 2, 1, 1, 10000, 5)
		products.Add(2, "sony-ier", "IER-1", "Ausīs ievietojamās", "Mazas", "Apraksts", 2, 1, nil, 5000, 5)
		products.Add(3, "phone", "PH-1", "Viedtālrunis", "Zvani", "Telefons", 3, 1, nil, 30000, 5)
		pp := in("product_properties", "product_id", "property_id", "option_id")
		pp.Add(1, 1, 1)
		pp.Add(2, 1, 2)
		pp.Add(3, 1, 1)
		for _, in := range []*Inserter{cats, brands, discounts, groups, props, options, products, pp} {
			if err := in.Close(); err != nil {
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
	// Translations written after the index is built: the store must bring the index to them.
	err = st.WithTx(ctx, func(ctx context.Context) error {
		tr := st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")
		for _, r := range [][5]any{
			{"category", 2, "en", "title", "Headphones"}, {"category", 2, "en", "short_description", "Headphones for every ear"},
			{"category", 2, "ru", "title", "Наушники"}, {"category", 2, "fi", "title", "Kuulokkeet"},
			{"manufacturer", 1, "en", "description", "A Japanese brand"},
			{"product", 1, "en", "title", "Wireless headphones"}, {"product", 1, "en", "short_description", "Silence"},
			{"product", 1, "en", "description", "A long description"},
			{"product", 1, "ru", "title", "Беспроводные наушники"}, {"product", 1, "fi", "title", "Langattomat kuulokkeet"},
			{"product", 2, "en", "title", "In-ear"},
			{"property_group", 1, "en", "name", "General"}, {"property", 1, "en", "title", "Colour"},
			{"property_option", 1, "en", "value", "Black"}, {"property_option", 1, "ru", "value", "Чёрный"},
			{"discount", 1, "en", "title", "Winter sale"},
		} {
			tr.Add(r[:]...)
		}
		return tr.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestTranslatedCategories(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	menu, err := st.Menu(ctx, "en")
	if err != nil {
		t.Fatal(err)
	}
	if got := menu[0].Children[0]; got.Title != "Headphones" || got.Slug != "austinas" {
		t.Errorf("English menu item = %q %q, want Headphones austinas", got.Title, got.Slug)
	}
	if got := menu[1]; got.Title != "Telefoni" || got.Slug != "telefoni" {
		t.Errorf("untranslated category in English = %q %q, want the Latvian title", got.Title, got.Slug)
	}
	lv, _ := st.Menu(ctx, "lv")
	if got := lv[0].Children[0]; got.Title != "Austiņas" || got.Slug != "austinas" {
		t.Errorf("Latvian menu item = %q %q", got.Title, got.Slug)
	}
	c, parents, err := st.CategoryBySlug(ctx, "austinas", "en")
	if err != nil {
		t.Fatal(err)
	}
	if c.Title != "Headphones" || c.ShortDescription != "Headphones for every ear" || c.Slug != "austinas" {
		t.Errorf("English category = %+v", c)
	}
	if len(parents) != 1 || parents[0].Title != "Audio" || parents[0].Slug != "audio" {
		t.Errorf("English breadcrumbs = %+v", parents)
	}
	c, _, _ = st.CategoryBySlug(ctx, "austinas", "ru")
	if c.Title != "Наушники" || c.ShortDescription != "Austiņas katrai ausij" {
		t.Errorf("Russian category = %q %q, want the Russian title and the Latvian description", c.Title, c.ShortDescription)
	}
}

func TestTranslatedManufacturerDescription(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	for lang, want := range map[string]string{"en": "A Japanese brand", "ru": "Japāņu zīmols", "lv": "Japāņu zīmols"} {
		m, err := st.ManufacturerBySlug(ctx, "sony", lang)
		if err != nil {
			t.Fatal(err)
		}
		if m.Description != want || m.Title != "Sony" {
			t.Errorf("%s: brand %q %q, want Sony %q", lang, m.Title, m.Description, want)
		}
		if m.Slug != "sony" {
			t.Errorf("%s: brand slug %q", lang, m.Slug)
		}
	}
	ms, _ := st.Manufacturers(ctx, 0, "en")
	if len(ms) != 1 || ms[0].Description != "A Japanese brand" || ms[0].Slug != "sony" {
		t.Errorf("English brands = %+v", ms)
	}
}

func TestTranslatedProductTexts(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	cards, err := st.Cards(ctx, []int64{1, 2, 3}, "en")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Wireless headphones", "In-ear", "Viedtālrunis"}
	for i, c := range cards {
		if c.Title != want[i] {
			t.Errorf("English card %d = %q, want %q", c.ID, c.Title, want[i])
		}
		if c.Slug == "" || c.Manufacturer.Slug != "sony" {
			t.Errorf("English card %d slugs %q %q", c.ID, c.Slug, c.Manufacturer.Slug)
		}
	}
	if cards[0].Category.Title != "Headphones" || cards[0].Category.Parents[0].Slug != "audio" || cards[0].Category.Parents[0].Title != "Audio" {
		t.Errorf("English card category = %+v", cards[0].Category)
	}
	ru, _ := st.Cards(ctx, []int64{1, 2}, "ru")
	if ru[0].Title != "Беспроводные наушники" || ru[1].Title != "Ausīs ievietojamās" {
		t.Errorf("Russian cards = %q, %q", ru[0].Title, ru[1].Title)
	}

	pr, err := st.ProductBySlug(ctx, "sony-wh", "en")
	if err != nil {
		t.Fatal(err)
	}
	if pr.Title != "Wireless headphones" || pr.ShortDescription != "Silence" || pr.Description != "A long description" {
		t.Errorf("English product = %q %q %q", pr.Title, pr.ShortDescription, pr.Description)
	}
	pr, _ = st.ProductBySlug(ctx, "sony-wh", "fi")
	if pr.Title != "Langattomat kuulokkeet" || pr.ShortDescription != "Klusums" || pr.Description != "Garš apraksts" {
		t.Errorf("Finnish product = %q %q %q, want the Finnish title and Latvian texts", pr.Title, pr.ShortDescription, pr.Description)
	}
}

func TestTranslatedProperties(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	pr, err := st.ProductBySlug(ctx, "sony-wh", "en")
	if err != nil {
		t.Fatal(err)
	}
	want := []PropertyGroup{{GroupName: "General", Properties: []PropertyValue{{PropertyTitle: "Colour", SelectedOptionValue: "Black"}}}}
	if !reflect.DeepEqual(pr.PropertyGroups, want) {
		t.Errorf("English properties = %+v", pr.PropertyGroups)
	}
	pr, _ = st.ProductBySlug(ctx, "sony-ier", "ru")
	want = []PropertyGroup{{GroupName: "Vispārīgi", Properties: []PropertyValue{{PropertyTitle: "Krāsa", SelectedOptionValue: "Balta"}}}}
	if !reflect.DeepEqual(pr.PropertyGroups, want) {
		t.Errorf("Russian properties (no translations) = %+v", pr.PropertyGroups)
	}
	rows, err := st.CompareRows(ctx, []int64{1, 2}, "ru")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Values[1] != "Чёрный" || rows[0].Values[2] != "Balta" || rows[0].Name != "Krāsa" {
		t.Errorf("Russian compare rows = %+v", rows)
	}
	res, err := st.Search(ctx, SearchParams{Page: 1, PerPage: 10}, "en")
	if err != nil {
		t.Fatal(err)
	}
	g := res.Filters.Properties[0]
	if g.Title != "Colour" || g.GroupName != "General" || g.Options[0].Title != "Black" || g.Options[1].Title != "Balta" {
		t.Errorf("English property facet = %+v", g)
	}
}

func TestTranslatedDiscount(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	for lang, want := range map[string]string{"en": "Winter sale", "ru": "Ziemas atlaide"} {
		res, err := st.Search(ctx, SearchParams{Page: 1, PerPage: 10}, lang)
		if err != nil {
			t.Fatal(err)
		}
		if d := res.Filters.Discount.Options; len(d) != 1 || d[0].Title != want {
			t.Errorf("%s discount facet = %+v, want %q", lang, d, want)
		}
	}
}

// One index answers every language's words, and the counts never depend on the language.
func TestSearchFindsEveryLanguage(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	for q, want := range map[string][]int64{
		"наушники":     {1, 2}, // the Russian category title (and product 1's Russian title)
		"беспроводные": {1},
		"headphones":   {1, 2},
		"wireless":     {1},
		"kuulokkeet":   {1, 2},
		"langattomat":  {1},
		"austiņas":     {1, 2},
		"black":        {1, 3}, // an option value in English
		"чёрный":       {1, 3},
		"viedtālrunis": {3},
	} {
		for _, lang := range []string{"lv", "en", "ru", "fi"} {
			res, err := st.Search(ctx, SearchParams{Query: q, Page: 1, PerPage: 10}, lang)
			if err != nil {
				t.Fatal(err)
			}
			got := slices.Sorted(slices.Values(res.IDs))
			if !slices.Equal(got, want) {
				t.Errorf("%s search %q = %v, want %v", lang, q, got, want)
			}
		}
	}
	for _, p := range []SearchParams{{}, {Query: "headphones"}, {ScopeCategory: 1}, {Properties: []int64{1}}} {
		p.Page, p.PerPage = 1, 10
		var first Filters
		for i, lang := range []string{"lv", "en", "ru", "fi"} {
			res, err := st.Search(ctx, p, lang)
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				first = res.Filters
				continue
			}
			if !reflect.DeepEqual(shown(res.Filters), shown(first)) {
				t.Errorf("%+v: %s counts %+v, lv counts %+v", p, lang, shown(res.Filters), shown(first))
			}
		}
	}
}

// The index the translation writes left equals a fresh build, translated titles included.
func TestTranslatedIndexEqualsFreshBuild(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Error(d)
	}
	if title, ok := fresh.TitleIn(1, "ru"); !ok || title != "Беспроводные наушники" {
		t.Errorf("Russian title in the index = %q %v", title, ok)
	}
	if _, ok := fresh.TitleIn(3, "en"); ok {
		t.Error("an untranslated product has an English title in the index")
	}
}
