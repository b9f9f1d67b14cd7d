package store

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
)

// fieldErr is err's FieldErrors, or fails the test.
func fieldErr(t *testing.T, err error, field, key string) {
	t.Helper()
	var fe FieldErrors
	if !errors.As(err, &fe) {
		t.Fatalf("err = %v, want FieldErrors with %s: %s", err, field, key)
	}
	for _, k := range fe[field] {
		if k == key {
			return
		}
	}
	t.Fatalf("errors = %v, want %s: %s", fe, field, key)
}

func TestAdminCategoryRenameReachesStorefront(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	menu, _ := st.Menu(ctx, "en") // fill the caches the write must refresh
	if menu[0].Children[0].Title != "Headphones" {
		t.Fatalf("menu before = %+v", menu)
	}
	before := st.CatalogVersion()
	in := CategoryInput{Slug: "austinas", Title: Texts{"lv": "Austiņas", "en": "Earphones"}}
	if err := st.UpdateCategory(ctx, 0, 2, in); err != nil {
		t.Fatal(err)
	}
	menu, _ = st.Menu(ctx, "en")
	if got := menu[0].Children[0].Title; got != "Earphones" {
		t.Errorf("English menu after the rename = %q, want Earphones", got)
	}
	c, _, err := st.CategoryBySlug(ctx, "austinas", "en")
	if err != nil || c.Title != "Earphones" {
		t.Errorf("English category page = %q, %v", c.Title, err)
	}
	res, err := st.Search(ctx, SearchParams{Page: 1, PerPage: 10, ScopeCategory: 1}, "en") // the audio page: its subcategories' facet
	if err != nil {
		t.Fatal(err)
	}
	var facet string
	for _, o := range res.Filters.Category.Options {
		if o.ID == 2 {
			facet = o.Title
		}
	}
	if facet != "Earphones" {
		t.Errorf("English category facet = %q, want Earphones (%+v)", facet, res.Filters.Category.Options)
	}
	if st.CatalogVersion() == before {
		t.Error("the catalogue version did not move: cached answers would stay")
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE action = 'category.update' AND entity_id = '2'`); n != 1 {
		t.Errorf("audit rows = %d, want 1", n)
	}
	// A property's rename reaches the facets too.
	if err := st.UpdateProperty(ctx, 0, KindProperty, 1, PropertyInput{ParentID: 1, Title: Texts{"lv": "Krāsa", "en": "Hue"}, Filterable: true}); err != nil {
		t.Fatal(err)
	}
	res, _ = st.Search(ctx, SearchParams{Page: 1, PerPage: 10}, "en")
	if len(res.Filters.Properties) != 1 || res.Filters.Properties[0].Title != "Hue" {
		t.Errorf("English property facets = %+v", res.Filters.Properties)
	}
	if err := st.UpdateProperty(ctx, 0, KindProperty, 1, PropertyInput{ParentID: 1, Title: Texts{"lv": "Krāsa"}, Filterable: false}); err != nil {
		t.Fatal(err)
	}
	res, _ = st.Search(ctx, SearchParams{Page: 1, PerPage: 10}, "en")
	if len(res.Filters.Properties) != 0 {
		t.Errorf("a property no longer filterable is still a facet: %+v", res.Filters.Properties)
	}
}

func TestAdminCategoryRules(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	// 1 audio > 2 austinas; 3 telefoni.
	fieldErr(t, st.MoveCategory(ctx, 0, 1, 2, 0), "parent_id", MsgCategoryCycle)
	fieldErr(t, st.MoveCategory(ctx, 0, 1, 1, 0), "parent_id", MsgCategoryCycle)
	fieldErr(t, st.MoveCategory(ctx, 0, 1, 99, 0), "parent_id", MsgInvalid)
	if err := st.MoveCategory(ctx, 0, 99, 0, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("moving no category = %v", err)
	}
	_, err := st.CreateCategory(ctx, 0, CategoryInput{Slug: "audio", Title: Texts{"lv": "X"}})
	fieldErr(t, err, "slug", MsgSlugTaken)
	_, err = st.CreateCategory(ctx, 0, CategoryInput{Slug: "Bad Slug", Title: Texts{"en": "X", "de": "Y"}})
	fieldErr(t, err, "slug", MsgSlug)
	fieldErr(t, err, "title.lv", MsgRequired)
	fieldErr(t, err, "title.de", MsgInvalid)
	fieldErr(t, st.DeleteCategory(ctx, 0, 1), "id", MsgNotEmpty) // a subcategory
	fieldErr(t, st.DeleteCategory(ctx, 0, 3), "id", MsgNotEmpty) // a product
	id, err := st.CreateCategory(ctx, 0, CategoryInput{ParentID: 1, Slug: "skalruni", Title: Texts{"lv": "Skaļruņi", "en": "Speakers"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.MoveCategory(ctx, 0, id, 0, 0); err != nil {
		t.Fatal(err)
	}
	menu, _ := st.Menu(ctx, "en")
	if menu[0].Title != "Speakers" || len(menu) != 3 {
		t.Errorf("menu after the move = %+v", menu)
	}
	if err := st.DeleteCategory(ctx, 0, id); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM translations WHERE entity = 'category' AND id = ?`, id); n != 0 {
		t.Errorf("a deleted category left %d translations", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE entity = 'category' AND entity_id = ?`, idText(id)); n != 3 {
		t.Errorf("audit rows of the new category = %d, want 3", n)
	}
}

// After random moves, renames, creations and deletions, the cached trees in every language
// and the catalogue index equal fresh ones.
func TestAdminTaxonomyRandomWritesEqualFreshLoad(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	r := rand.New(rand.NewPCG(23, 3))
	for i := range 60 {
		list, err := st.AdminCategories(ctx)
		if err != nil {
			t.Fatal(err)
		}
		c := list[r.IntN(len(list))]
		for _, l := range []string{"lv", "en", "ru"} {
			st.Menu(ctx, l) // caches in use between writes
		}
		switch r.IntN(4) {
		case 0:
			parent := int64(0)
			if p := r.IntN(len(list) + 1); p < len(list) {
				parent = list[p].ID
			}
			err = st.MoveCategory(ctx, 0, c.ID, parent, int64(r.IntN(4)))
		case 1:
			err = st.UpdateCategory(ctx, 0, c.ID, CategoryInput{Slug: c.Slug, Title: Texts{"lv": c.Title["lv"] + "x", "en": "E" + idText(int64(i))}})
		case 2:
			_, err = st.CreateCategory(ctx, 0, CategoryInput{ParentID: c.ID, Slug: "c" + idText(int64(i)), Title: Texts{"lv": "K" + idText(int64(i))}})
		case 3:
			err = st.DeleteCategory(ctx, 0, c.ID)
		}
		var fe FieldErrors
		if err != nil && !errors.As(err, &fe) {
			t.Fatal(err)
		}
	}
	cached := map[string][]MenuItem{}
	for _, l := range []string{"lv", "en", "ru"} {
		cached[l], _ = st.Menu(ctx, l)
	}
	st.invalidateCategories()
	for _, l := range []string{"lv", "en", "ru"} {
		fresh, _ := st.Menu(ctx, l)
		if !reflect.DeepEqual(cached[l], fresh) {
			t.Errorf("%s: cached menu %+v, fresh %+v", l, cached[l], fresh)
		}
	}
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("index after the writes differs from a fresh build: %s", d)
	}
	// Positions stay a plain sequence among siblings.
	if n := count(t, st, `SELECT COUNT(*) FROM categories c WHERE position >= (SELECT COUNT(*) FROM categories s WHERE COALESCE(s.parent_id, 0) = COALESCE(c.parent_id, 0))`); n != 0 {
		t.Errorf("%d categories have a position past their siblings' count", n)
	}
}

func TestAdminPropertiesManufacturersServicesLinks(t *testing.T) {
	t.Parallel()
	st := translatedShop(t)
	ctx := context.Background()
	// Properties: a value its property already has is refused; one in use cannot go.
	_, err := st.CreateProperty(ctx, 0, KindPropertyValue, PropertyInput{ParentID: 1, Title: Texts{"lv": "Melna"}})
	fieldErr(t, err, "title.lv", MsgTaken)
	_, err = st.CreateProperty(ctx, 0, KindProperty, PropertyInput{ParentID: 9, Title: Texts{"lv": "X"}})
	fieldErr(t, err, "parent_id", MsgInvalid)
	fieldErr(t, st.DeleteProperty(ctx, 0, KindPropertyValue, 1), "id", MsgNotEmpty)
	fieldErr(t, st.DeleteProperty(ctx, 0, KindPropertyGroup, 1), "id", MsgNotEmpty)
	v, err := st.CreateProperty(ctx, 0, KindPropertyValue, PropertyInput{ParentID: 1, Title: Texts{"lv": "Zila", "en": "Blue"}, Position: 3})
	if err != nil {
		t.Fatal(err)
	}
	groups, err := st.AdminPropertyGroups(ctx)
	if err != nil {
		t.Fatal(err)
	}
	vals := groups[0].Properties[0].Values
	if len(vals) != 3 || vals[2].ID != v || vals[2].Title["en"] != "Blue" {
		t.Errorf("values = %+v", vals)
	}
	if err := st.DeleteProperty(ctx, 0, KindPropertyValue, v); err != nil {
		t.Fatal(err)
	}
	// Brands: a brand still named by products cannot go; a new one can.
	fieldErr(t, st.DeleteManufacturer(ctx, 0, 1), "id", MsgNotEmpty)
	m, err := st.CreateManufacturer(ctx, 0, ManufacturerInput{Slug: "bose", Title: "Bose", Description: Texts{"lv": "ASV", "en": "American"}})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := st.ManufacturerBySlug(ctx, "bose", "en"); got.Description != "American" {
		t.Errorf("English brand = %+v", got)
	}
	if err := st.DeleteManufacturer(ctx, 0, m); err != nil {
		t.Fatal(err)
	}
	// Services: the cart's list shows a new one at its price, in the language asked for.
	sv, err := st.CreateService(ctx, 0, ServiceInput{Code: "GIFT", Slug: "gift", Title: Texts{"lv": "Dāvanu iesaiņojums", "en": "Gift wrap"},
		Net: 300, Published: true, CategoryIDs: []int64{2, 2}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = st.CreateService(ctx, 0, ServiceInput{Code: "WH-1000", Slug: "sony-wh", Title: Texts{"lv": "X"}, Net: -1, CategoryIDs: []int64{77}})
	fieldErr(t, err, "code", MsgTaken)
	fieldErr(t, err, "slug", MsgSlugTaken)
	fieldErr(t, err, "net", MsgInvalid)
	fieldErr(t, err, "category_ids", MsgInvalid)
	list, err := st.Services(ctx, Pricing{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Title != "Gift wrap" || list[0].Net != 300 || !reflect.DeepEqual(list[0].CategoryIDs, []int64{2}) {
		t.Errorf("services = %+v", list)
	}
	if err := st.UpdateService(ctx, 0, sv, ServiceInput{Code: "GIFT", Slug: "gift", Title: Texts{"lv": "Dāvanu iesaiņojums"}, Net: 400}); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history WHERE product_id = ?`, sv); n != 2 {
		t.Errorf("price history rows = %d, want 2", n)
	}
	if list, _ := st.Services(ctx, Pricing{Lang: "en"}); len(list) != 0 {
		t.Errorf("an unpublished service is offered: %+v", list)
	}
	if err := st.DeleteService(ctx, 0, sv); err != nil {
		t.Fatal(err)
	}
	// Links: the product page reads them in order; bad lists are refused.
	fieldErr(t, st.SetProductLinks(ctx, 0, 1, []int64{1}, nil), "related", MsgInvalid)
	fieldErr(t, st.SetProductLinks(ctx, 0, 1, nil, []int64{2, 2}), "linked", MsgInvalid)
	fieldErr(t, st.SetProductLinks(ctx, 0, 1, []int64{999}, nil), "related", MsgInvalid)
	if err := st.SetProductLinks(ctx, 0, 99, nil, nil); !errors.Is(err, ErrNotFound) {
		t.Errorf("links of no product = %v", err)
	}
	if err := st.SetProductLinks(ctx, 0, 1, []int64{3, 2}, []int64{2}); err != nil {
		t.Fatal(err)
	}
	pr, err := st.ProductBySlug(ctx, "sony-wh", "lv")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(pr.RecommendedIDs, []int64{3, 2}) || !reflect.DeepEqual(pr.LinkedIDs, []int64{2}) {
		t.Errorf("product page lists = %v %v", pr.RecommendedIDs, pr.LinkedIDs)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE action = 'product.links'`); n != 1 {
		t.Errorf("links audit rows = %d", n)
	}
}
