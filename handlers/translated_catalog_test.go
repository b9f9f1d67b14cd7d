package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/store"
	"shop/urls"
)

// translateFirstCategory writes test translations for the Latvian demo's first subcategory and
// its first product: English and Russian titles of both, so a page can show them.
func translateFirstCategory(t *testing.T, a *apiTest) (cat store.MenuItem, productID int64) {
	t.Helper()
	ctx := context.Background()
	menu, err := a.st.Menu(ctx, "")
	if err != nil || len(menu) == 0 || len(menu[0].Children) == 0 {
		t.Fatalf("menu: %v %v", menu, err)
	}
	cat = menu[0].Children[0]
	res, err := a.st.Search(ctx, store.SearchParams{ScopeCategory: cat.ID, Page: 1, PerPage: 1}, "lv")
	if err != nil || len(res.IDs) == 0 {
		t.Fatalf("no product in %s: %v", urls.Category(cat.Slug), err)
	}
	productID = res.IDs[0]
	// The demo's own translations of both give way to the test's.
	db := a.data.SQL(t)
	if _, err := db.Exec(`DELETE FROM translations WHERE field = 'title' AND (entity = 'category' AND id = ? OR entity = 'product' AND id = ?)`,
		cat.ID, productID); err != nil {
		t.Fatal(err)
	}
	err = a.st.WithTx(ctx, func(ctx context.Context) error {
		in := a.st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")
		in.Add("category", cat.ID, "en", "title", "Test category EN")
		in.Add("category", cat.ID, "ru", "title", "Тестовая категория")
		in.Add("product", productID, "en", "title", "Test headphones EN")
		in.Add("product", productID, "ru", "title", "Тестовые наушники")
		return in.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
	return cat, productID
}

// An English category page: translated titles, links to English pages, and the Latvian text
// where a translation is missing.
func TestEnglishCategoryPage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	cat, productID := translateFirstCategory(t, a)
	m := a.page("/en"+urls.Category(cat.Slug), http.StatusOK)
	if got := dig(m, "props", "category", "title"); got != "Test category EN" {
		t.Errorf("English category title = %v", got)
	}
	if got := dig(m, "props", "category", "link"); got != "/en"+urls.Category(cat.Slug) {
		t.Errorf("English category link = %v", got)
	}
	products, _ := dig(m, "props", "search", "collection", "data", "products").([]any)
	if len(products) == 0 {
		t.Fatal("no products on the English page")
	}
	seen := false
	for _, p := range products {
		link, _ := dig(p, "link").(string)
		if !strings.HasPrefix(link, "/en/p/") {
			t.Errorf("English card link %q", link)
		}
		if mlink, ok := dig(p, "manufacture", "link").(string); ok && !strings.HasPrefix(mlink, "/en/m/") {
			t.Errorf("English brand link %q", mlink)
		}
		if dig(p, "id") == float64(productID) {
			seen = true
			if got := dig(p, "title"); got != "Test headphones EN" {
				t.Errorf("English card title = %v", got)
			}
		} else if title, _ := dig(p, "title").(string); strings.Contains(title, "EN") {
			t.Errorf("an untranslated product shows %q", title)
		}
	}
	if !seen {
		t.Errorf("product %d is not on the first page", productID)
	}
	for _, o := range dig(m, "props", "search", "filters", "manufacture", "options").([]any) {
		if link, _ := dig(o, "link").(string); !strings.HasPrefix(link, "/en/m/") {
			t.Errorf("English brand facet link %q", link)
		}
	}
	// The header menu is English too; the other categories keep their Latvian titles.
	menu := dig(m, "shared", "menu").([]any)
	if got := dig(menu[0], "children", 0, "title"); got != "Test category EN" {
		t.Errorf("English menu = %v", got)
	}
	if link, _ := dig(menu[1], "link").(string); !strings.HasPrefix(link, "/en/c/") {
		t.Errorf("English menu link %q", link)
	}
	// The Latvian page is untouched.
	lv := a.page(urls.Category(cat.Slug), http.StatusOK)
	if got := dig(lv, "props", "category", "title"); got != cat.Title {
		t.Errorf("Latvian category title = %v, want %q", got, cat.Title)
	}
	// The HTML of the English page carries the translated title.
	rec := a.do(http.MethodGet, "/en"+urls.Category(cat.Slug), "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "Test category EN") {
		t.Errorf("English HTML page: status %d, translated title missing", rec.Code)
	}
}

// The API answers in the Accept-Language language: Russian titles, the default where missing;
// a text search in any language finds the product, with the same counts.
func TestRussianCatalogueAPI(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	cat, productID := translateFirstCategory(t, a)
	a.lang = "ru"
	m := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?category=%d", cat.ID), "", http.StatusOK)
	products := dig(m, "collection", "data", "products").([]any)
	found := false
	for _, p := range products {
		if dig(p, "id") == float64(productID) {
			found = true
			if got := dig(p, "title"); got != "Тестовые наушники" {
				t.Errorf("Russian card title = %v", got)
			}
			if got := dig(p, "category", "title"); got != "Тестовая категория" {
				t.Errorf("Russian card category = %v", got)
			}
		}
	}
	if !found {
		t.Errorf("product %d missing from the Russian answer", productID)
	}
	var counts []string
	for _, lang := range []string{"ru", "en", "lv"} {
		a.lang = lang
		for _, q := range []string{"наушники", "headphones"} {
			m := a.json(http.MethodGet, "/api/search/products?q="+q, "", http.StatusOK)
			ids := dig(m, "collection", "data", "products").([]any)
			if len(ids) == 0 || dig(ids[0], "id") != float64(productID) {
				t.Errorf("%s search %q does not find product %d first: %v", lang, q, productID, len(ids))
			}
		}
		m := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?category=%d", cat.ID), "", http.StatusOK)
		var c []string
		for _, o := range dig(m, "filters", "manufacture", "options").([]any) {
			c = append(c, fmt.Sprint(dig(o, "id"), ":", dig(o, "count")))
		}
		counts = append(counts, strings.Join(c, ","))
	}
	if counts[0] != counts[1] || counts[1] != counts[2] {
		t.Errorf("brand counts differ by language: %v", counts)
	}
}

// Cart lines and the product page answer in the shopper's language too; compare as well.
func TestRussianCartAndProductPage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, productID := translateFirstCategory(t, a)
	a.lang = "ru"
	m := addLine(a, productID, 1)
	if got := dig(m, "cart", "items", 0, "product", "title"); got != "Тестовые наушники" {
		t.Errorf("Russian cart line title = %v", got)
	}
	link, _ := dig(m, "cart", "items", 0, "product", "link").(string)
	if !strings.HasPrefix(link, "/ru/p/") {
		t.Fatalf("Russian cart line link %q", link)
	}
	page := a.page(link, http.StatusOK)
	if got := dig(page, "props", "product", "title"); got != "Тестовые наушники" {
		t.Errorf("Russian product page title = %v", got)
	}
	if got := dig(page, "props", "product", "category", "title"); got != "Тестовая категория" {
		t.Errorf("Russian product page category = %v", got)
	}
	a.lang = "lv"
	if got := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "items", 0, "product", "title"); got == "Тестовые наушники" {
		t.Errorf("the Latvian cart shows the Russian title")
	}
}
