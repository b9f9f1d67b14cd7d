package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/store"
)

// newProductBody is a create body of a product titled title with code and slug from key.
func newProductBody(key string, net int64, extra string) string {
	return fmt.Sprintf(`{"slug":%q,"code":%q,"net_price":%d,"stock":3,"published":true,
"texts":{"lv":{"title":"Tējkanna %s","description":"<p>Laba</p>"},"en":{"title":"Kettle %s"}}%s}`,
		"tejkanna-"+key, "K-"+strings.ToUpper(key), net, key, key, extra)
}

// ownerBeside is a second browser on a's shop, signed in as an owner (who reads the audit log).
func (a *apiTest) ownerBeside() *apiTest {
	a.t.Helper()
	owner := &apiTest{t: a.t, e: a.e, st: a.st, sessions: a.sessions, lang: "en", data: a.data}
	owner.signInStaff(owner.addStaff(store.RoleOwner))
	return owner
}

// auditActions are the audit log's actions on product id, newest first, as an owner reads them.
func auditActions(t *testing.T, a *apiTest, id any) []string {
	t.Helper()
	owner := a.ownerBeside()
	res := owner.json(http.MethodGet, fmt.Sprintf("/api/admin/audit?entity=product&entity_id=%v", id), "", http.StatusOK)
	var out []string
	for _, e := range res["entries"].([]any) {
		out = append(out, e.(map[string]any)["action"].(string))
	}
	return out
}

func TestAdminProductCallsNeedAStaffSessionAndItsToken(t *testing.T) {
	t.Parallel()
	calls := []struct{ method, path, body string }{
		{http.MethodGet, "/api/admin/products", ""},
		{http.MethodGet, "/api/admin/products/choices", ""},
		{http.MethodGet, "/api/admin/products/1", ""},
		{http.MethodPost, "/api/admin/products", newProductBody("x", 100, "")},
		{http.MethodPut, "/api/admin/products/1", `{"version":"x"}`},
		{http.MethodDelete, "/api/admin/products/1", ""},
		{http.MethodGet, "/api/admin/products/1/stock", ""},
		{http.MethodPost, "/api/admin/products/1/stock", `{"change":1,"note":"x"}`},
		{http.MethodPost, "/api/admin/products/bulk/preview", `{"action":{"kind":"hide"}}`},
		{http.MethodPost, "/api/admin/products/bulk", `{"action":{"kind":"hide"},"expected_count":200}`},
	}
	staff := newAdminTest(t, store.RoleStaff)
	before := staff.json(http.MethodGet, "/api/admin/products", "", http.StatusOK)["total"] // staff manage the catalogue
	stranger := &apiTest{t: t, e: staff.e, st: staff.st, sessions: staff.sessions, lang: "en"}
	stranger.refreshSession() // a storefront session and its token are not the back office's
	for _, c := range calls {
		if rec := stranger.do(c.method, c.path, c.body, nil); rec.Code != http.StatusUnauthorized && rec.Code != 419 { // the CSRF refusal
			t.Errorf("stranger %s %s: %d, want 401 or 419", c.method, c.path, rec.Code)
		}
	}
	token := staff.csrf
	staff.csrf = "wrong"
	for _, c := range calls {
		if c.method == http.MethodGet {
			continue
		}
		if rec := staff.do(c.method, c.path, c.body, nil); rec.Code != 419 { // the CSRF refusal
			t.Errorf("wrong token %s %s: %d, want 419", c.method, c.path, rec.Code)
		}
	}
	staff.csrf = token
	if n := staff.json(http.MethodGet, "/api/admin/products?published=yes", "", http.StatusOK)["total"]; n != before {
		t.Errorf("the refused calls wrote: %v products, before them %v", n, before)
	}
}

func TestAdminProductCreateEditDeleteAreAuditedAndAStaleEditIsRefused(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	created := a.json(http.MethodPost, "/api/admin/products", newProductBody("a1", 1999, `,"gtin":"4006381333931"`), http.StatusCreated)
	id := created["id"]
	if dig(created, "texts", "en", "title") != "Kettle a1" || created["net_price"] != 1999.0 || created["stock"] != 3.0 {
		t.Fatalf("created: %v", created)
	}
	// 19.99 € + 21 % VAT, written as the storefront writes it
	if g := dig(created, "prices", "gross").(float64); g != 2419 {
		t.Errorf("gross %v, want 2419", g)
	}
	if dig(created, "link") != "/p/tejkanna-a1" {
		t.Errorf("link %v", dig(created, "link"))
	}
	if h := dig(created, "stock_history", "entries").([]any); len(h) != 1 || dig(h[0], "after") != 3.0 || dig(h[0], "staff_name") != "Test staff" {
		t.Errorf("stock history %v", h)
	}
	path := fmt.Sprintf("/api/admin/products/%v", id)
	read := a.json(http.MethodGet, path, "", http.StatusOK)
	version := read["version"].(string)
	if version != created["version"] {
		t.Errorf("a read gives another version than the create's answer")
	}

	edit := strings.Replace(newProductBody("a1", 2499, ""), "{", fmt.Sprintf(`{"version":%q,`, version), 1)
	edited := a.json(http.MethodPut, path, edit, http.StatusOK)
	if edited["net_price"] != 2499.0 || edited["version"] == version || dig(edited, "texts", "en", "title") != "Kettle a1" {
		t.Fatalf("edited: %v", edited)
	}
	if h := edited["price_history"].([]any); len(h) != 2 || dig(h[0], "net_price") != 2499.0 {
		t.Errorf("price history %v", h)
	}
	// A second member's save on the first read would undo the edit: refused, nothing written.
	stale := strings.Replace(edit, "2499", "999", 1)
	res := a.json(http.MethodPut, path, stale, http.StatusConflict)
	if !strings.Contains(res["message"].(string), "pārlādējiet") && !strings.Contains(strings.ToLower(res["message"].(string)), "reload") {
		t.Errorf("stale message %q", res["message"])
	}
	if n := a.json(http.MethodGet, path, "", http.StatusOK)["net_price"]; n != 2499.0 {
		t.Errorf("the stale save wrote %v", n)
	}
	a.json(http.MethodPut, path, newProductBody("a1", 999, ""), http.StatusUnprocessableEntity) // no version

	// An order's take of stock is a change too: a save on the read before it is stale.
	cur := a.json(http.MethodGet, path, "", http.StatusOK)["version"].(string)
	if err := a.st.SetStock(t.Context(), int64(id.(float64)), 7); err != nil {
		t.Fatal(err)
	}
	a.json(http.MethodPut, path, strings.Replace(edit, version, cur, 1), http.StatusConflict)

	deleted := a.json(http.MethodDelete, path, "", http.StatusOK)
	if deleted["deleted"] != true {
		t.Errorf("delete: %v", deleted)
	}
	a.json(http.MethodGet, path, "", http.StatusNotFound)
	a.json(http.MethodDelete, path, "", http.StatusNotFound)
	a.json(http.MethodGet, "/api/admin/products/abc", "", http.StatusNotFound)

	got := auditActions(t, a, id)
	want := []string{"product.delete", "product.update", "product.create"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("audit %v, want %v", got, want)
	}
}

func TestAdminProductAuditKeepsBeforeAndAfter(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	created := a.json(http.MethodPost, "/api/admin/products", newProductBody("b1", 500, ""), http.StatusCreated)
	path := fmt.Sprintf("/api/admin/products/%v", created["id"])
	edit := strings.Replace(newProductBody("b1", 600, ""), "{", fmt.Sprintf(`{"version":%q,`, created["version"]), 1)
	a.json(http.MethodPut, path, edit, http.StatusOK)
	owner := a.ownerBeside()
	res := owner.json(http.MethodGet, fmt.Sprintf("/api/admin/audit?entity=product&entity_id=%v&limit=1", created["id"]), "", http.StatusOK)
	e := dig(res, "entries", 0).(map[string]any)
	if e["action"] != "product.update" || !strings.Contains(e["before"].(string), `"net_price":500`) ||
		!strings.Contains(e["after"].(string), `"net_price":600`) || e["staff_name"] != "Test staff" {
		t.Errorf("audit entry %v", e)
	}
}

func TestAdminProductBadInputIsKeyedByField(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	cases := []struct{ body, field string }{
		{`{"slug":"Ne Derīgs","code":"X1","net_price":1,"texts":{"lv":{"title":"A"}}}`, "slug"},
		{`{"slug":"x-1","code":"X1","net_price":1,"texts":{"en":{"title":"A"}}}`, "texts.lv.title"},
		{`{"slug":"x-1","code":"X1","net_price":-1,"texts":{"lv":{"title":"A"}}}`, "net_price"},
		{`{"slug":"x-1","code":"X1","net_price":1,"stock":-2,"texts":{"lv":{"title":"A"}}}`, "stock"},
		{`{"slug":"x-1","code":"X1","net_price":1,"category_id":999999,"texts":{"lv":{"title":"A"}}}`, "category_id"},
		{`{"slug":"x-1","code":"X1","net_price":1,"texts":{"lv":{"title":"A"},"de":{"title":"B"}}}`, "texts.de"},
		{`{"slug":"x-1","code":"X1","net_price":"12,50","texts":{"lv":{"title":"A"}}}`, "net_price"},
		{`{"slug":"x-1","code":"X1","net_price":1,"gtin":"123","texts":{"lv":{"title":"A"}}}`, "gtin"},
	}
	for _, c := range cases {
		res := a.json(http.MethodPost, "/api/admin/products", c.body, http.StatusUnprocessableEntity)
		if dig(res, "errors", c.field) == nil {
			t.Errorf("%s: errors %v, want one on %s", c.body, res["errors"], c.field)
		}
	}
	// a code another product has
	first := a.json(http.MethodGet, "/api/admin/products?sort=id&per_page=1", "", http.StatusOK)
	code := dig(first, "products", 0, "code").(string)
	res := a.json(http.MethodPost, "/api/admin/products", fmt.Sprintf(`{"slug":"x-2","code":%q,"net_price":1,"texts":{"lv":{"title":"A"}}}`, code),
		http.StatusUnprocessableEntity)
	if dig(res, "errors", "code") == nil {
		t.Errorf("taken code: %v", res)
	}
	for _, q := range []string{"sort=colour", "page=0", "per_page=500", "published=maybe", "stock=some", "category=x", "manufacturer=-1", "type=gift"} {
		res := a.json(http.MethodGet, "/api/admin/products?"+q, "", http.StatusUnprocessableEntity)
		if len(res["errors"].(map[string]any)) != 1 {
			t.Errorf("%s: %v", q, res["errors"])
		}
	}
}

func TestAdminProductListSearchesFiltersSortsAndPages(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	all := a.json(http.MethodGet, "/api/admin/products?per_page=10&page=2&sort=-price", "", http.StatusOK)
	if all["total"] != 200.0 || all["page"] != 2.0 || all["last_page"] != 20.0 || len(all["products"].([]any)) != 10 {
		t.Fatalf("page 2: total %v page %v last %v", all["total"], all["page"], all["last_page"])
	}
	prev := 1e18
	for _, p := range all["products"].([]any) {
		n := dig(p, "price").(float64) // what a shopper pays, net: after the discount
		if n > prev {
			t.Errorf("not by price, highest first: %v after %v", n, prev)
		}
		prev = n
	}
	one := dig(all, "products", 3).(map[string]any)
	found := a.json(http.MethodGet, "/api/admin/products?q="+one["code"].(string), "", http.StatusOK)
	if found["total"].(float64) < 1 || dig(found, "products", 0, "id") != one["id"] {
		t.Errorf("search by code %v: %v", one["code"], found)
	}
	if s := a.json(http.MethodGet, "/api/admin/products?type=service", "", http.StatusOK); s["total"] != 3.0 {
		t.Errorf("the demo's 3 services: %v", s["total"])
	}
	hidden := a.json(http.MethodGet, "/api/admin/products?published=no", "", http.StatusOK)
	if hidden["total"] != 0.0 {
		t.Errorf("the demo has no hidden products: %v", hidden["total"])
	}
	out := a.json(http.MethodGet, "/api/admin/products?stock=out&per_page=200", "", http.StatusOK)
	for _, p := range out["products"].([]any) {
		if dig(p, "stock") != 0.0 {
			t.Errorf("stock=out lists %v", p)
		}
	}
	choices := a.json(http.MethodGet, "/api/admin/products/choices", "", http.StatusOK)
	if fmt.Sprint(choices["languages"]) != "[lv en ru]" || len(choices["categories"].([]any)) == 0 || choices["vat_percent"] != "21" {
		t.Errorf("choices: %v", choices)
	}
	cat := dig(choices, "categories", 0, "id")
	inCat := a.json(http.MethodGet, fmt.Sprintf("/api/admin/products?category=%v", cat), "", http.StatusOK)
	if n := inCat["total"].(float64); n < 1 || n >= 200 {
		t.Errorf("category %v selects %v products", cat, n)
	}
}

func TestAdminStockAdjustmentsKeepTheirReasonInTheHistory(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	created := a.json(http.MethodPost, "/api/admin/products", newProductBody("s1", 100, ""), http.StatusCreated)
	path := fmt.Sprintf("/api/admin/products/%v/stock", created["id"])
	res := a.json(http.MethodPost, path, `{"change":5,"note":"Piegāde 42"}`, http.StatusOK)
	if res["stock"] != 8.0 {
		t.Fatalf("3 + 5: %v", res["stock"])
	}
	row := dig(res, "history", "entries", 0).(map[string]any)
	if row["before"] != 3.0 || row["after"] != 8.0 || row["note"] != "Piegāde 42" || row["reason"] != "admin" || row["staff_name"] != "Test staff" || row["at"] == "" {
		t.Errorf("history row %v", row)
	}
	a.json(http.MethodPost, path, `{"set":2,"note":"Inventūra"}`, http.StatusOK)
	bad := []struct{ body, field string }{
		{`{"change":-3,"note":"x"}`, "change"}, // below zero
		{`{"note":"x"}`, "change"},
		{`{"change":1,"set":1,"note":"x"}`, "set"},
		{`{"change":1}`, "note"},
		{`{"change":1,"note":"` + strings.Repeat("a", 501) + `"}`, "note"},
		{`{"change":"many","note":"x"}`, "change"},
	}
	for _, b := range bad {
		res := a.json(http.MethodPost, path, b.body, http.StatusUnprocessableEntity)
		if dig(res, "errors", b.field) == nil {
			t.Errorf("%s: %v, want an error on %s", b.body, res["errors"], b.field)
		}
	}
	page := a.json(http.MethodGet, path+"?limit=2", "", http.StatusOK)
	entries := page["entries"].([]any)
	if len(entries) != 2 || dig(entries, 0, "after") != 2.0 || dig(entries, 1, "after") != 8.0 || page["next"] == 0.0 {
		t.Fatalf("first page %v", page)
	}
	older := a.json(http.MethodGet, fmt.Sprintf("%s?limit=2&before=%v", path, page["next"]), "", http.StatusOK)
	if e := older["entries"].([]any); len(e) != 1 || dig(e, 0, "after") != 3.0 || older["next"] != 0.0 {
		t.Errorf("older page %v", older)
	}
	a.json(http.MethodGet, path+"?before=x", "", http.StatusUnprocessableEntity)
	a.json(http.MethodGet, "/api/admin/products/99999999/stock", "", http.StatusNotFound)
	a.json(http.MethodPost, "/api/admin/products/99999999/stock", `{"change":1,"note":"x"}`, http.StatusNotFound)
	if got := auditActions(t, a, created["id"]); fmt.Sprint(got) != "[product.stock product.stock product.create]" {
		t.Errorf("audit %v", got)
	}
}

func TestAdminBulkActionAppliesOnlyToThePreviewedSelection(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	for _, k := range []string{"bulk-a", "bulk-b", "bulk-c"} {
		a.json(http.MethodPost, "/api/admin/products", newProductBody(k, 1000, ""), http.StatusCreated)
	}
	filter := `"filter":{"q":"K-BULK-"}`
	prev := a.json(http.MethodPost, "/api/admin/products/bulk/preview", `{`+filter+`,"action":{"kind":"price","basis_points":-1000}}`, http.StatusOK)
	if prev["count"] != 3.0 {
		t.Fatalf("preview %v", prev)
	}
	// a fourth product joins the selection after the preview: the apply is refused
	a.json(http.MethodPost, "/api/admin/products", newProductBody("bulk-d", 1000, ""), http.StatusCreated)
	apply := `{` + filter + `,"action":{"kind":"price","basis_points":-1000},"expected_count":%d}`
	res := a.json(http.MethodPost, "/api/admin/products/bulk", fmt.Sprintf(apply, 3), http.StatusConflict)
	if res["message"] == "" {
		t.Error("no message")
	}
	list := a.json(http.MethodGet, "/api/admin/products?q=K-BULK-", "", http.StatusOK)
	for _, p := range list["products"].([]any) {
		if dig(p, "net_price") != 1000.0 {
			t.Errorf("the refused bulk action wrote %v", p)
		}
	}
	done := a.json(http.MethodPost, "/api/admin/products/bulk", fmt.Sprintf(apply, 4), http.StatusOK)
	if done["changed"] != 4.0 {
		t.Errorf("applied %v", done)
	}
	list = a.json(http.MethodGet, "/api/admin/products?q=K-BULK-", "", http.StatusOK)
	for _, p := range list["products"].([]any) {
		if dig(p, "net_price") != 900.0 {
			t.Errorf("-10 %% of 10.00: %v", p)
		}
	}
	for _, b := range []struct{ body, field string }{
		{`{` + filter + `,"action":{"kind":"explode"},"expected_count":4}`, "kind"},
		{`{` + filter + `,"action":{"kind":"price","basis_points":0},"expected_count":4}`, "basis_points"},
		{`{` + filter + `,"action":{"kind":"category","category_id":999999},"expected_count":4}`, "category_id"},
		{`{` + filter + `,"action":{"kind":"hide"}}`, "expected_count"},
		{`{"filter":{"stock":"lots"},"action":{"kind":"hide"},"expected_count":4}`, "filter.stock"},
	} {
		res := a.json(http.MethodPost, "/api/admin/products/bulk", b.body, http.StatusUnprocessableEntity)
		if dig(res, "errors", b.field) == nil {
			t.Errorf("%s: %v, want an error on %s", b.body, res["errors"], b.field)
		}
	}
	owner := a.ownerBeside()
	audit := owner.json(http.MethodGet, "/api/admin/audit?entity=product&limit=1", "", http.StatusOK)
	if e := dig(audit, "entries", 0).(map[string]any); e["action"] != "product.bulk_price" || !strings.Contains(e["after"].(string), `"changed":[`) {
		t.Errorf("bulk audit %v", e)
	}
}

func TestAdminProductShowsTheOldPriceTheStorefrontShows(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	created := a.json(http.MethodPost, "/api/admin/products", newProductBody("o1", 2000, ""), http.StatusCreated)
	if dig(created, "prices", "old_gross") != 0.0 {
		t.Errorf("no discount, no old price: %v", created["prices"])
	}
	choices := a.json(http.MethodGet, "/api/admin/products/choices", "", http.StatusOK)
	discount := dig(choices, "discounts", 0, "id")
	edit := strings.Replace(newProductBody("o1", 2000, fmt.Sprintf(`,"discount_id":%v`, discount)), "{",
		fmt.Sprintf(`{"version":%q,`, created["version"]), 1)
	edited := a.json(http.MethodPut, fmt.Sprintf("/api/admin/products/%v", created["id"]), edit, http.StatusOK)
	// the discount began with nothing charged below 20.00 € before it: 24.20 € with VAT
	if dig(edited, "prices", "old_gross") != 2420.0 || dig(edited, "prices", "old_text") == "" {
		t.Errorf("old price %v", edited["prices"])
	}
}
