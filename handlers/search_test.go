package handlers

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"shop/urls"
)

func TestSearchAPIShape(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	m := a.json(http.MethodGet, "/api/search/products", "", http.StatusOK)
	products, _ := dig(m, "collection", "data", "products").([]any)
	if len(products) != defaultPerPage {
		t.Fatalf("got %d products, want %d", len(products), defaultPerPage)
	}
	for _, key := range []string{"id", "type", "title", "code", "link", "image", "manufacture", "category", "quantity",
		"stock_status", "stock_status_class", "is_available_for_purchase", "is_popular", "is_new", "prices"} {
		if _, ok := products[0].(map[string]any)[key]; !ok {
			t.Errorf("product card lacks %q", key)
		}
	}
	for _, key := range []string{"current_price", "is_active_discount", "current_formatted_price", "current_formatted_price_with_tax",
		"previous_formatted_price", "previous_formatted_price_with_tax"} {
		if dig(products[0], "prices", key) == nil {
			t.Errorf("prices lack %q", key)
		}
	}
	meta := dig(m, "collection", "meta").(map[string]any)
	if meta["current_page"] != 1.0 || meta["per_page"] != 32.0 || meta["total"].(float64) < 100 || meta["last_page"].(float64) < 2 {
		t.Errorf("meta = %v", meta)
	}
	links := dig(m, "collection", "links").(map[string]any)
	if links["prev"] != nil || links["next"] == nil || !strings.Contains(links["next"].(string), "page=2") {
		t.Errorf("links = %v", links)
	}
	for _, g := range []string{"category", "manufacture", "discount", "inventory"} {
		if dig(m, "filters", g, "options") == nil {
			t.Errorf("filters.%s.options missing", g)
		}
	}
	props, _ := dig(m, "filters", "properties").([]any)
	if len(props) == 0 {
		t.Fatal("no property facets")
	}
	opt := dig(props[0], "options", 0).(map[string]any)
	for _, key := range []string{"id", "title", "count", "link", "image"} {
		if _, ok := opt[key]; !ok {
			t.Errorf("filter option lacks %q", key)
		}
	}
}

// Picking one manufacturer narrows the products but still offers the other manufacturers
// with the counts they would have.
func TestSearchFacetsExcludeOwnGroup(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	all := a.json(http.MethodGet, "/api/search/products", "", http.StatusOK)
	mans := dig(all, "filters", "manufacture", "options").([]any)
	if len(mans) < 3 {
		t.Fatalf("only %d manufacturers", len(mans))
	}
	first := mans[0].(map[string]any)
	id := int(first["id"].(float64))
	one := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?manufactures=%d", id), "", http.StatusOK)
	if got := dig(one, "collection", "meta", "total"); got != first["count"] {
		t.Errorf("total with manufacturer %d = %v, its count said %v", id, got, first["count"])
	}
	after := dig(one, "filters", "manufacture", "options").([]any)
	if len(after) != len(mans) {
		t.Errorf("selecting one manufacturer left %d of %d options", len(after), len(mans))
	}
	for i, o := range after {
		if dig(o, "count") != dig(mans[i], "count") {
			t.Errorf("manufacturer option %d count changed from %v to %v", i, dig(mans[i], "count"), dig(o, "count"))
		}
		if sel := dig(o, "selected").(bool); sel != (int(dig(o, "id").(float64)) == id) {
			t.Errorf("option %v selected = %v", dig(o, "id"), sel)
		}
	}
}

func TestSearchAPIBadInput(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	cases := []struct{ query, field string }{
		{"page=0", "page"},
		{"page=abc", "page"},
		{"page=-3", "page"},
		{"page=1.5", "page"},
		{"per_page=7", "per_page"},
		{"per_page=1000000", "per_page"},
		{"sort=price", "sort"},
		{"sort=title:sideways", "sort"},
		{"manufactures=a,b", "manufactures"},
		{"categories=1,,x", "categories"},
		{"properties=-1", "properties"},
		{"discounts=99999999999999999999", "discounts"},
		{"inventories=" + strings.Repeat("1,", 101) + "1", "inventories"},
		{"q=" + strings.Repeat("ā", maxQueryLen+1), "q"},
		{"category=x", "category"},
		{"manufacturer=0", "manufacturer"},
	}
	for _, c := range cases {
		m := a.json(http.MethodGet, "/api/search/products?"+c.query, "", http.StatusUnprocessableEntity)
		if dig(m, "errors", c.field) == nil || m["message"] == "" {
			t.Errorf("%s: errors = %v, want a %q error", c.query, m["errors"], c.field)
		}
	}
	// Past the last page: the last page (a documented clamp), never an error.
	m := a.json(http.MethodGet, "/api/search/products?page=100000", "", http.StatusOK)
	if dig(m, "collection", "meta", "current_page") != dig(m, "collection", "meta", "last_page") {
		t.Errorf("page past the end not clamped: %v", dig(m, "collection", "meta"))
	}
	// Ids that name nothing match nothing.
	m = a.json(http.MethodGet, "/api/search/products?manufactures=987654", "", http.StatusOK)
	if dig(m, "collection", "meta", "total") != 0.0 {
		t.Errorf("unknown manufacturer matched %v", dig(m, "collection", "meta", "total"))
	}
	// Odd but harmless text is searched, not refused.
	for _, q := range []string{"%", "'; DROP TABLE products; --", "<script>", "\u0000", "🙂"} {
		a.json(http.MethodGet, "/api/search/products?q="+url.QueryEscape(q), "", http.StatusOK)
	}
}

func TestSearchAPIEverySortAndTextQuery(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, s := range sortOptions {
		m := a.json(http.MethodGet, "/api/search/products?per_page=48&sort="+s, "", http.StatusOK)
		products := dig(m, "collection", "data", "products").([]any)
		field, dir, _ := strings.Cut(s, ":")
		if field != "price_with_tax" && field != "quantity" {
			continue
		}
		key := map[string][]any{"price_with_tax": {"prices", "current_price"}, "quantity": {"quantity"}}[field]
		for i := 1; i < len(products); i++ {
			prev, cur := dig(products[i-1], key...).(float64), dig(products[i], key...).(float64)
			if (dir == "asc" && prev > cur) || (dir == "desc" && prev < cur) {
				t.Fatalf("sort %s: %v then %v", s, prev, cur)
			}
		}
	}
	// The first product's own code finds it first.
	m := a.json(http.MethodGet, "/api/search/products", "", http.StatusOK)
	p := dig(m, "collection", "data", "products", 0).(map[string]any)
	m = a.json(http.MethodGet, "/api/search/products?q="+url.QueryEscape(p["code"].(string)), "", http.StatusOK)
	if dig(m, "collection", "data", "products", 0, "id") != p["id"] {
		t.Errorf("searching code %v: first result %v", p["code"], dig(m, "collection", "data", "products", 0, "code"))
	}
}

func TestCategoryAndManufacturerPages(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	menu, err := a.st.Menu(t.Context(), "")
	if err != nil || len(menu) == 0 {
		t.Fatal("no categories", err)
	}
	link := urls.Category(menu[0].Slug)
	rec := a.do(http.MethodGet, link+"?sort=title:asc&page=2", "", map[string]string{"X-Requested-With": ""})
	body := rec.Body.String()
	if rec.Code != http.StatusOK {
		t.Fatalf("%s: %d", link, rec.Code)
	}
	for _, want := range []string{
		`<title>` + menu[0].Title, `<link rel="canonical" href="http://example.com` + link + `">`,
		`"@type":"BreadcrumbList"`, `"component":"catalog"`, `<meta name="description" content="`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("category page lacks %q", want)
		}
	}
	page := a.page(link+"?manufactures=abc", http.StatusOK) // a bad filter in a shared link is dropped
	if page["component"] != "catalog" || dig(page, "props", "heading") != menu[0].Title {
		t.Errorf("page JSON = %v / %v", page["component"], dig(page, "props", "heading"))
	}
	if dig(page, "props", "search", "collection", "meta", "total").(float64) == 0 {
		t.Error("category page shows no products")
	}
	if len(dig(page, "props", "breadcrumbs").([]any)) < 2 {
		t.Error("no breadcrumbs")
	}
	if a.do(http.MethodGet, "/c/no-such-category", "", map[string]string{"X-Requested-With": ""}).Code != http.StatusNotFound {
		t.Error("unknown category is not a 404")
	}

	mans, err := a.st.Manufacturers(t.Context(), 1, "")
	if err != nil || len(mans) == 0 {
		t.Fatal("no manufacturers", err)
	}
	page = a.page(a.st.Path("en", urls.Manufacturer(mans[0].Slug)), http.StatusOK)
	if h := dig(page, "props", "heading").(string); !strings.HasPrefix(h, mans[0].Title) || !strings.Contains(h, "products") {
		t.Errorf("manufacturer heading %q", h)
	}
	if dig(page, "props", "search", "filters", "manufacture", "options") == nil {
		t.Error("no manufacturer group")
	}
}

func TestSearchAndWishlistPages(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	page := a.page("/search?q=galaxy", http.StatusOK)
	if page["component"] != "search" || dig(page, "props", "query") != "galaxy" || dig(page, "props", "is_wishlist_page") != false {
		t.Errorf("search page props = %v", page["props"])
	}
	page = a.page("/wishlist", http.StatusOK)
	if dig(page, "props", "is_wishlist_page") != true || dig(page, "props", "search", "collection", "meta", "total") != 0.0 {
		t.Errorf("empty wishlist page = %v", dig(page, "props", "search", "collection", "meta"))
	}
}

// No product appears twice on one catalogue page, nor do two products on it share a title
// (the demo names repeats apart by their code), whatever the sort.
func TestCatalogPagesListEveryProductOnce(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, sort := range append([]string{""}, sortOptions...) {
		for page := 1; page <= 3; page++ {
			m := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?per_page=48&page=%d&sort=%s", page, sort), "", http.StatusOK)
			ids, titles := map[float64]bool{}, map[string]bool{}
			for _, p := range dig(m, "collection", "data", "products").([]any) {
				id, title := dig(p, "id").(float64), dig(p, "title").(string)
				if ids[id] || titles[title] {
					t.Errorf("sort %q page %d lists %v %q twice", sort, page, id, title)
				}
				ids[id], titles[title] = true, true
			}
		}
	}
}
