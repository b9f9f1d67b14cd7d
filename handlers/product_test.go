package handlers

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"shop/i18n"
	"shop/store"
)

// anyProduct finds a published product's slug and id through the catalogue API.
func anyProduct(a *apiTest, query string) (slug string, id int64) {
	a.t.Helper()
	m := a.json(http.MethodGet, "/api/search/products?per_page=16"+query, "", http.StatusOK)
	p := dig(m, "collection", "data", "products", 0)
	if p == nil {
		a.t.Fatalf("no product for %q", query)
	}
	link := dig(p, "link").(string) // in the answer's language: /en/p/… for an English one
	return link[strings.LastIndex(link, "/p/")+len("/p/"):], int64(dig(p, "id").(float64))
}

func TestProductPage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	slug, id := anyProduct(a, "&inventories=1")
	page := a.page("/p/"+slug, http.StatusOK)
	if page["component"] != "product" {
		t.Fatalf("component %v", page["component"])
	}
	p := dig(page, "props", "product").(map[string]any)
	for _, field := range []string{"id", "type", "title", "code", "link", "image", "images", "manufacture", "category",
		"short_description", "description", "quantity", "stock_status", "stock_status_class", "is_available_for_purchase",
		"is_popular", "is_new", "prices", "property_groups", "productVariantSlider", "published_reviews", "show_esto_widget",
		"sizes", "formatted_sizes", "weight", "formatted_weight"} {
		if _, ok := p[field]; !ok {
			t.Errorf("product lacks %q", field)
		}
	}
	for _, field := range []string{"current_price", "is_active_discount", "current_formatted_price", "current_formatted_price_with_tax",
		"previous_formatted_price", "previous_formatted_price_with_tax"} {
		if _, ok := dig(p, "prices").(map[string]any)[field]; !ok {
			t.Errorf("prices lack %q", field)
		}
	}
	if int64(p["id"].(float64)) != id || len(p["images"].([]any)) == 0 || len(p["property_groups"].([]any)) == 0 {
		t.Errorf("product %v: %d images, %d property groups", p["id"], len(p["images"].([]any)), len(p["property_groups"].([]any)))
	}
	if g := dig(p, "property_groups", 0); dig(g, "group_name") == "" || dig(g, "properties", 0, "property_title") == nil || dig(g, "properties", 0, "selected_option_value") == nil {
		t.Errorf("property group shape: %v", g)
	}
	crumbs := dig(page, "props", "breadcrumbs").([]any)
	if len(crumbs) < 3 || dig(crumbs[len(crumbs)-1], "title") != p["title"] {
		t.Errorf("breadcrumbs %v", crumbs)
	}
	d := dig(page, "props", "delivery")
	if d == nil || len(dig(d, "options").([]any)) < 2 || !regexp.MustCompile(`\d\d\.\d\d\.`).MatchString(dig(d, "estimate").(string)) {
		t.Errorf("an in-stock product's delivery: %v", d)
	}
	// The days are written as the page's language writes a day: 26/11 in English.
	if est, _ := dig(a.page("/en/p/"+slug, http.StatusOK), "props", "delivery", "estimate").(string); !regexp.MustCompile(`\d\d/\d\d`).MatchString(est) {
		t.Errorf("the English delivery estimate %q", est)
	}
	for _, o := range dig(d, "options").([]any) {
		if dig(o, "title") == "" || dig(o, "time") == "" || dig(o, "price") == "" {
			t.Errorf("delivery option without title, time or price: %v", o)
		}
	}
	// Related products: the same category, never the product itself, in stock first.
	related := dig(page, "props", "related").([]any)
	if len(related) == 0 {
		t.Error("no related products")
	}
	soldOut := false
	for _, r := range related {
		if dig(r, "id") == p["id"] || dig(r, "category", "id") != dig(p, "category", "id") {
			t.Errorf("related product %v (category %v)", dig(r, "id"), dig(r, "category", "id"))
		}
		if dig(r, "is_available_for_purchase") == false {
			soldOut = true
		} else if soldOut {
			t.Errorf("related: an in-stock product after a sold-out one: %v", dig(r, "id"))
		}
	}
	if purchased := dig(page, "props", "recently_purchased").([]any); len(purchased) == 0 || dig(purchased[0], "prices") == nil {
		t.Errorf("recently purchased %v", purchased)
	}

	// The HTML: title, canonical, Product and BreadcrumbList structured data, an Open Graph image.
	rec := a.do(http.MethodGet, "/p/"+slug, "", map[string]string{"X-Requested-With": ""})
	body := rec.Body.String()
	for _, want := range []string{"<title>" + htmlEscape(p["title"].(string)) + " | TelShop</title>",
		`<link rel="canonical" href="http://example.com/p/` + slug + `">`, `"@type":"Product"`, `"@type":"BreadcrumbList"`,
		`"priceCurrency":"EUR"`, `"sku":`, `<meta property="og:image" content="http://example.com/media/`, `<meta property="og:type" content="product">`,
		// the largest picture is fetched first, ahead of the stylesheet and the scripts
		`<link rel="preload" as="image" href="` + dig(p, "images", 0, "large", "source").(string) + `" fetchpriority="high">
<link rel="stylesheet"`} {
		if !strings.Contains(body, want) {
			t.Errorf("product HTML lacks %s", want)
		}
	}
	for _, path := range []string{"/p/no-such-product", "/p/" + slug + "x"} {
		if rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), `"component":"not-found"`) {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
}

// A discounted product's page shows the prices its card shows, the Omnibus old price
// included; a price change and a hidden product show at once on the page and in the lists.
func TestProductPagePricesFollowTheStore(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.lang = "lv" // the page's language: prices are written in it
	ctx := context.Background()
	m := a.json(http.MethodGet, "/api/search/products?per_page=48&discounts=1,2,3,4", "", http.StatusOK)
	cards := dig(m, "collection", "data", "products").([]any)
	if len(cards) == 0 {
		t.Fatal("no discounted products")
	}
	withOld := 0
	for _, card := range cards {
		slug := dig(card, "link").(string) // the product's page in the API's language
		page := dig(a.page(slug, http.StatusOK), "props", "product")
		if !reflect.DeepEqual(dig(page, "prices"), dig(card, "prices")) {
			t.Errorf("%s: page prices %v, card prices %v", slug, dig(page, "prices"), dig(card, "prices"))
		}
		if dig(card, "prices", "previous_formatted_price") != "" {
			withOld++
		}
	}
	if withOld == 0 {
		t.Error("no discounted card shows an old price")
	}
	slug, id := anyProduct(a, "&inventories=1")
	if err := a.st.SetPrice(ctx, id, 12345); err != nil {
		t.Fatal(err)
	}
	want := i18n.Money("lv", store.Pricing{VATBasisPoints: 2100}.Gross(store.NetAfterDiscount(12345, discountOf(t, a, id))))
	if got := dig(a.page("/p/"+slug, http.StatusOK), "props", "product", "prices", "current_formatted_price_with_tax"); got != want {
		t.Errorf("after a price change the page shows %v, want %s", got, want)
	}
	first := dig(a.json(http.MethodGet, "/api/search/products?per_page=16&inventories=1", "", http.StatusOK), "collection", "data", "products", 0)
	if dig(first, "id") != float64(id) || dig(first, "prices", "current_formatted_price_with_tax") != want {
		t.Errorf("after a price change the catalogue answers %v %v, want %d %s", dig(first, "id"), dig(first, "prices", "current_formatted_price_with_tax"), id, want)
	}
	if err := a.st.SetPublished(ctx, id, false); err != nil {
		t.Fatal(err)
	}
	a.page("/p/"+slug, http.StatusNotFound)
	a.json(http.MethodGet, fmt.Sprintf("/api/credit/%d/monthly-prices", id), "", http.StatusNotFound)
	if _, again := anyProduct(a, "&inventories=1"); again == id {
		t.Error("the catalogue still lists a hidden product")
	}
}

// discountOf is the percent a product's page shows as its discount (0 for none).
// discountOf is the percent of product id's discount, as the store has it (a card's
// discount_percent is the reduction it announces, measured from the Omnibus old price).
func discountOf(t *testing.T, a *apiTest, id int64) int64 {
	cards, err := a.st.Cards(context.Background(), []int64{id}, "lv")
	if err != nil || len(cards) != 1 {
		t.Fatalf("product %d: %v %v", id, cards, err)
	}
	return cards[0].DiscountPercent
}

// Out of stock: no delivery block, the back-in-stock form instead; the page still answers.
func TestProductPageOutOfStock(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	slug, id := anyProduct(a, "&inventories=3")
	page := a.page("/p/"+slug, http.StatusOK)
	if dig(page, "props", "delivery") != nil || dig(page, "props", "product", "is_available_for_purchase") != false {
		t.Errorf("out of stock product %d: delivery %v", id, dig(page, "props", "delivery"))
	}
}

func TestCreditMonthlyPrices(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	slug, id := anyProduct(a, "")
	price := int64(dig(a.page("/p/"+slug, http.StatusOK), "props", "product", "prices", "current_cents").(float64))
	m := a.json(http.MethodGet, fmt.Sprintf("/api/credit/%d/monthly-prices", id), "", http.StatusOK)
	free, loan := store.CreditPlans(price, variantOf("lv_shop").Defaults.CreditRateBasisPoints)
	for name, want := range map[string]store.CreditPlan{"withoutInterest": free, "withInterest": loan} {
		plan := m[name].(map[string]any)
		for field, cents := range map[string]int64{"itemPrice": want.ItemPrice, "monthlyPrice": want.MonthlyPrice, "priceTotal": want.PriceTotal, "overpay": want.Overpay} {
			if plan[field] != i18n.Money(a.lang, cents) || int64(dig(plan, "cents", field).(float64)) != cents {
				t.Errorf("%s.%s = %v (%v cents), want %s", name, field, plan[field], dig(plan, "cents", field), i18n.Money(a.lang, cents))
			}
		}
		if int(plan["months"].(float64)) != want.Months {
			t.Errorf("%s.months = %v", name, plan["months"])
		}
	}
	for _, path := range []string{"/api/credit/999999/monthly-prices", "/api/credit/0/monthly-prices", "/api/credit/abc/monthly-prices", "/api/credit/-1/monthly-prices"} {
		a.json(http.MethodGet, path, "", http.StatusNotFound)
	}
}

func TestProductCompare(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, id1 := anyProduct(a, "&sort=price_with_tax:asc")
	_, id2 := anyProduct(a, "&sort=price_with_tax:desc")
	m := a.json(http.MethodPost, "/api/product-compare", fmt.Sprintf(`{"product_compare":[%d,%d,999999]}`, id1, id2), http.StatusOK)
	products := m["products"].([]any)
	if len(products) != 2 || int64(dig(products[0], "id").(float64)) != id1 || int64(dig(products[1], "id").(float64)) != id2 {
		t.Fatalf("products %v", products)
	}
	for _, field := range []string{"id", "title", "link", "image", "prices"} {
		if dig(products[0], field) == nil {
			t.Errorf("compared product lacks %q", field)
		}
	}
	groups := m["groups"].([]any)
	if len(groups) == 0 {
		t.Fatal("no attribute rows")
	}
	for _, g := range groups {
		if dig(g, "group_name") == "" || dig(g, "name") == "" || len(dig(g, "values").(map[string]any)) == 0 {
			t.Errorf("row %v", g)
		}
		for k := range dig(g, "values").(map[string]any) {
			if k != fmt.Sprint(id1) && k != fmt.Sprint(id2) {
				t.Errorf("row %v has a value of product %s", dig(g, "name"), k)
			}
		}
	}
	if m := a.json(http.MethodPost, "/api/product-compare", `{"product_compare":[]}`, http.StatusOK); len(m["products"].([]any)) != 0 || len(m["groups"].([]any)) != 0 {
		t.Error("an empty list compares something")
	}
	for body, field := range map[string]string{
		`{"product_compare":[1,2,3,4,5,6]}`: "product_compare",
		`{"product_compare":"1,2"}`:         "product_compare",
		`{"product_compare":[1,"x"]}`:       "product_compare",
		`{"product_compare":[0]}`:           "product_compare",
		`{"product_compare":{"a":1}}`:       "product_compare",
	} {
		m := a.json(http.MethodPost, "/api/product-compare", body, http.StatusUnprocessableEntity)
		if dig(m, "errors", field) == nil {
			t.Errorf("%s: errors %v", body, m["errors"])
		}
	}

	// The compare page renders the shopper's compare cookie, and so does the header counter.
	a.page("/compare", http.StatusOK)
	rec := a.do(http.MethodGet, "/compare", "", map[string]string{"X-Page": "true", "Cookie": fmt.Sprintf("%s=%s; %s=%d%%2C%d%%2Cjunk%%2C%d", sessionCookie, a.cookie.Value, compareCookie, id2, id1, id2)})
	if !strings.Contains(rec.Body.String(), `"component":"compare-products"`) || !strings.Contains(rec.Body.String(), fmt.Sprintf(`"compare_ids":[%d,%d]`, id2, id1)) {
		t.Errorf("compare page from the cookie: %.300s", rec.Body.String())
	}
}

func TestAddToCart(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	_, id := anyProduct(a, "&inventories=1&sort=quantity:asc")
	stock := int64(dig(a.json(http.MethodGet, "/api/search/products?per_page=16&inventories=1&sort=quantity:asc", "", http.StatusOK),
		"collection", "data", "products", 0, "quantity").(float64))
	m := a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", id), `{"quantity":1}`, http.StatusOK)
	if m["message"] == "" || dig(m, "cart", "total_quantity") != 1.0 || len(dig(m, "cart", "items").([]any)) != 1 {
		t.Fatalf("add: %v", m)
	}
	item := dig(m, "cart", "items", 0)
	for _, field := range []string{"id", "quantity", "product", "formatted_price_with_tax", "formatted_total_price_with_tax", "is_delayed_delivery"} {
		if dig(item, field) == nil {
			t.Errorf("cart item lacks %q", field)
		}
	}
	if got := dig(a.page("/", http.StatusOK), "shared", "cart_count"); got != 1.0 {
		t.Errorf("header cart count %v", got)
	}
	a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), "", http.StatusOK)
	// More than the stock: 409 with the cart as it stands; nothing changes.
	m = a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), fmt.Sprintf(`{"quantity":%d}`, stock), http.StatusConflict)
	if dig(m, "errors", "cart", "total_quantity") != 2.0 {
		t.Errorf("an oversell answered %v", m)
	}
	if got := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 2.0 {
		t.Errorf("cart after a refused add holds %v", got)
	}
	for body, want := range map[string]int{`{"quantity":0}`: 422, `{}`: 200, `{"quantity":null}`: 200, `{"quantity":-1}`: 422, `{"quantity":101}`: 422, `{"quantity":"2"}`: 422, `[]`: 400} {
		if rec := a.do(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), body, nil); rec.Code != want && !(want == 200 && rec.Code == http.StatusConflict) {
			t.Errorf("%s: %d, want %d", body, rec.Code, want)
		}
	}
	for _, path := range []string{"/api/cart-item/add/999999", "/api/cart-item/add/0", "/api/cart-item/add/x"} {
		a.json(http.MethodPost, path, `{"quantity":1}`, http.StatusNotFound)
	}
	// Another browser has its own, empty cart.
	a.cookie = nil
	a.refreshSession()
	if got := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 0.0 {
		t.Errorf("a new browser's cart holds %v", got)
	}
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}
