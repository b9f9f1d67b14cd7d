package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/urls"
)

// Every taxonomy call needs a staff session: a stranger's read is a 401, a stranger's write
// is refused before that by the CSRF check (419: no staff session, no staff token), and so is
// a member's write without the staff session's token. Nothing is written.
func TestAdminTaxonomyNeedsStaff(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.refreshSession()
	calls := [][2]string{
		{http.MethodGet, "/api/admin/categories"}, {http.MethodPost, "/api/admin/categories"},
		{http.MethodPut, "/api/admin/categories/1"}, {http.MethodPost, "/api/admin/categories/1/move"},
		{http.MethodDelete, "/api/admin/categories/1"},
		{http.MethodGet, "/api/admin/manufacturers"}, {http.MethodPost, "/api/admin/manufacturers"},
		{http.MethodPut, "/api/admin/manufacturers/1"}, {http.MethodDelete, "/api/admin/manufacturers/1"},
		{http.MethodGet, "/api/admin/property-groups"}, {http.MethodPost, "/api/admin/property-groups"},
		{http.MethodPut, "/api/admin/properties/1"}, {http.MethodDelete, "/api/admin/property-values/1"},
		{http.MethodGet, "/api/admin/services"}, {http.MethodPost, "/api/admin/services"},
		{http.MethodPut, "/api/admin/services/1"}, {http.MethodDelete, "/api/admin/services/1"},
		{http.MethodGet, "/api/admin/products/1/links"}, {http.MethodPut, "/api/admin/products/1/links"},
	}
	before := a.queryIDs(`SELECT COUNT(*) FROM audit_log`)[0]
	for _, c := range calls {
		want := http.StatusUnauthorized
		if c[0] != http.MethodGet {
			want = 419
		}
		a.json(c[0], c[1], `{"slug":"x","title":{"lv":"X"}}`, want)
	}
	a.signInStaff(a.addStaff("staff"))
	a.csrf = "wrong"
	a.json(http.MethodPost, "/api/admin/categories", `{}`, 419)
	a.json(http.MethodPut, "/api/admin/products/1/links", `{}`, 419)
	if after := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE action NOT LIKE 'staff.%'`)[0]; after != 0 || before != 0 {
		t.Errorf("refused calls left audit rows: %d", after)
	}
}

// firstParent is a top-level category of the demo with a subcategory that holds products:
// the parent's id, the child's id and slug.
func firstParent(t *testing.T, a *apiTest) (parent, child float64, slug string) {
	t.Helper()
	tree := a.json(http.MethodGet, "/api/admin/categories", "", http.StatusOK)["categories"].([]any)
	for _, c := range tree {
		if dig(c, "parent_id") != float64(0) && dig(c, "products").(float64) > 0 {
			return dig(c, "parent_id").(float64), dig(c, "id").(float64), dig(c, "slug").(string)
		}
	}
	t.Fatal("the demo has no subcategory with products")
	return 0, 0, ""
}

func TestAdminCategoryCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	parent, child, slug := firstParent(t, a)

	// Bad input of every kind is a 422 keyed by field.
	m := a.json(http.MethodPost, "/api/admin/categories", `{"slug":"Ne Slug","title":{"en":"x","xx":"y"},"image":"a\nb"}`, http.StatusUnprocessableEntity)
	for _, f := range []string{"slug", "title.lv", "title.xx", "image"} {
		if dig(m, "errors", f) == nil {
			t.Errorf("no error for %s: %v", f, m)
		}
	}
	a.json(http.MethodPost, "/api/admin/categories", `{"slug":1}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPost, "/api/admin/categories", `{"slug":"`+slug+`","title":{"lv":"X"}}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPost, "/api/admin/categories", `{"slug":"jauna","title":{"lv":"X"},"parent_id":999999}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPut, "/api/admin/categories/999999", `{"slug":"x","title":{"lv":"X"}}`, http.StatusNotFound)
	a.json(http.MethodPut, "/api/admin/categories/abc", `{}`, http.StatusNotFound)

	// Create a subcategory, rename it in English, move it to the top.
	created := a.json(http.MethodPost, "/api/admin/categories", fmt.Sprintf(`{"parent_id":%v,"slug":"jauna-kategorija","title":{"lv":"Jaunā kategorija"}}`, parent), http.StatusCreated)
	id := dig(created, "id").(float64)
	if dig(created, "parent_id") != parent || dig(created, "title", "lv") != "Jaunā kategorija" {
		t.Fatalf("created %v", created)
	}
	renamed := a.json(http.MethodPut, fmt.Sprintf("/api/admin/categories/%v", id), `{"slug":"jauna-kategorija","title":{"lv":"Jaunā kategorija","en":"New category"}}`, http.StatusOK)
	if dig(renamed, "title", "en") != "New category" {
		t.Fatalf("renamed %v", renamed)
	}
	m = a.json(http.MethodPost, fmt.Sprintf("/api/admin/categories/%v/move", parent), fmt.Sprintf(`{"parent_id":%v,"position":0}`, id), http.StatusUnprocessableEntity)
	if dig(m, "errors", "parent_id") == nil {
		t.Errorf("a cycle: %v", m)
	}
	a.json(http.MethodPost, fmt.Sprintf("/api/admin/categories/%v/move", id), `{"position":0}`, http.StatusUnprocessableEntity)
	tree := a.json(http.MethodPost, fmt.Sprintf("/api/admin/categories/%v/move", id), `{"parent_id":0,"position":0}`, http.StatusOK)
	if first := dig(tree, "categories", 0); dig(first, "id") != id || dig(first, "parent_id") != float64(0) {
		t.Errorf("after the move the tree starts with %v", first)
	}
	a.lang = "en"
	menu := a.page("/en"+urls.Category("jauna-kategorija"), http.StatusOK)
	if got := dig(menu, "props", "heading"); got != "New category" {
		t.Errorf("English category page heading = %v", got)
	}

	// Renaming a category with products: the English facets of its parent follow at once.
	a.json(http.MethodPut, fmt.Sprintf("/api/admin/categories/%v", child), fmt.Sprintf(`{"slug":%q,"title":{"lv":"Pārdēvēta","en":"Renamed in English"}}`, slug), http.StatusOK)
	res := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?category=%v", parent), "", http.StatusOK)
	found := false
	for _, o := range dig(res, "filters", "category", "options").([]any) {
		found = found || dig(o, "title") == "Renamed in English"
	}
	if !found {
		t.Errorf("English category facets do not show the new title: %v", dig(res, "filters", "category"))
	}

	// Delete: a category with products is refused; the empty new one goes.
	m = a.json(http.MethodDelete, fmt.Sprintf("/api/admin/categories/%v", child), "", http.StatusUnprocessableEntity)
	if dig(m, "errors", "id") == nil {
		t.Errorf("deleting a category with products: %v", m)
	}
	if rec := a.do(http.MethodDelete, fmt.Sprintf("/api/admin/categories/%v", id), "", nil); rec.Code != http.StatusNoContent {
		t.Fatalf("delete: %d %s", rec.Code, rec.Body.String())
	}
	a.page("/en"+urls.Category("jauna-kategorija"), http.StatusNotFound)
	if n := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE entity = 'category' AND entity_id = ?`, fmt.Sprint(id))[0]; n != 4 {
		t.Errorf("audit rows of the new category = %d, want 4 (create, update, move, delete)", n)
	}
}

func TestAdminManufacturerCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	m := a.json(http.MethodPost, "/api/admin/manufacturers", `{"slug":"","title":"","position":-1}`, http.StatusUnprocessableEntity)
	for _, f := range []string{"slug", "title", "position"} {
		if dig(m, "errors", f) == nil {
			t.Errorf("no error for %s: %v", f, m)
		}
	}
	created := a.json(http.MethodPost, "/api/admin/manufacturers", `{"slug":"acme","title":"Acme","description":{"lv":"Zīmols","en":"A brand"},"image":"/media/acme.svg"}`, http.StatusCreated)
	id := dig(created, "id").(float64)
	a.json(http.MethodPost, "/api/admin/manufacturers", `{"slug":"acme","title":"Acme 2"}`, http.StatusUnprocessableEntity)
	a.lang = "en"
	page := a.page("/en"+urls.Manufacturer("acme"), http.StatusOK)
	if got := dig(page, "props", "manufacturer", "description"); got != "A brand" {
		t.Errorf("English brand page description = %v", got)
	}
	a.json(http.MethodPut, fmt.Sprintf("/api/admin/manufacturers/%v", id), `{"slug":"acme-co","title":"Acme Co","description":{"en":""}}`, http.StatusOK)
	list := a.json(http.MethodGet, "/api/admin/manufacturers", "", http.StatusOK)["manufacturers"].([]any)
	var used float64
	for _, b := range list {
		if dig(b, "id") == id && (dig(b, "title") != "Acme Co" || dig(b, "description", "en") != nil) {
			t.Errorf("updated brand %v", b)
		}
		if dig(b, "products").(float64) > 0 {
			used = dig(b, "id").(float64)
		}
	}
	a.json(http.MethodDelete, fmt.Sprintf("/api/admin/manufacturers/%v", used), "", http.StatusUnprocessableEntity)
	if rec := a.do(http.MethodDelete, fmt.Sprintf("/api/admin/manufacturers/%v", id), "", nil); rec.Code != http.StatusNoContent {
		t.Fatalf("delete: %d", rec.Code)
	}
	a.json(http.MethodDelete, fmt.Sprintf("/api/admin/manufacturers/%v", id), "", http.StatusNotFound)
}

func TestAdminPropertyCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	g := a.json(http.MethodPost, "/api/admin/property-groups", `{"title":{"lv":"Izmēri","en":"Dimensions"},"position":9}`, http.StatusCreated)
	gid := dig(g, "id").(float64)
	a.json(http.MethodPost, "/api/admin/property-groups", `{"title":{"lv":"Izmēri"}}`, http.StatusUnprocessableEntity)
	m := a.json(http.MethodPost, "/api/admin/properties", `{"parent_id":999999,"title":{"lv":"Augstums"}}`, http.StatusUnprocessableEntity)
	if dig(m, "errors", "parent_id") == nil {
		t.Errorf("unknown group: %v", m)
	}
	p := a.json(http.MethodPost, "/api/admin/properties", fmt.Sprintf(`{"parent_id":%v,"title":{"lv":"Augstums","en":"Height"},"filterable":true}`, gid), http.StatusCreated)
	pid := dig(p, "id").(float64)
	if dig(p, "filterable") != true {
		t.Errorf("property %v", p)
	}
	v := a.json(http.MethodPost, "/api/admin/property-values", fmt.Sprintf(`{"parent_id":%v,"title":{"lv":"10 cm"}}`, pid), http.StatusCreated)
	a.json(http.MethodPut, fmt.Sprintf("/api/admin/property-values/%v", dig(v, "id")), fmt.Sprintf(`{"parent_id":%v,"title":{"lv":"12 cm","ru":"12 см"}}`, pid), http.StatusOK)
	groups := a.json(http.MethodGet, "/api/admin/property-groups", "", http.StatusOK)["groups"].([]any)
	var got any
	for _, g := range groups {
		if dig(g, "id") == gid {
			got = g
		}
	}
	if dig(got, "title", "en") != "Dimensions" || dig(got, "properties", 0, "title", "en") != "Height" ||
		dig(got, "properties", 0, "values", 0, "title", "ru") != "12 см" {
		t.Errorf("group as listed: %v", got)
	}
	a.json(http.MethodDelete, fmt.Sprintf("/api/admin/property-groups/%v", gid), "", http.StatusUnprocessableEntity)
	for _, path := range []string{fmt.Sprintf("/api/admin/properties/%v", pid), fmt.Sprintf("/api/admin/property-groups/%v", gid)} {
		if rec := a.do(http.MethodDelete, path, "", nil); rec.Code != http.StatusNoContent {
			t.Fatalf("DELETE %s: %d %s", path, rec.Code, rec.Body.String())
		}
	}
	// A value products use cannot go.
	used := a.queryIDs(`SELECT option_id FROM product_properties LIMIT 1`)[0]
	a.json(http.MethodDelete, fmt.Sprintf("/api/admin/property-values/%d", used), "", http.StatusUnprocessableEntity)
}

func TestAdminServiceCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	parent, _, _ := firstParent(t, a)
	m := a.json(http.MethodPost, "/api/admin/services", `{"code":"","slug":"","title":{},"net":-5,"category_ids":[999999]}`, http.StatusUnprocessableEntity)
	for _, f := range []string{"code", "slug", "title.lv", "net", "category_ids"} {
		if dig(m, "errors", f) == nil {
			t.Errorf("no error for %s: %v", f, m)
		}
	}
	body := fmt.Sprintf(`{"code":"SV-TEST","slug":"sv-test","title":{"lv":"Uzstādīšana","en":"Set-up"},"net":1500,"published":true,"category_ids":[%v]}`, parent)
	created := a.json(http.MethodPost, "/api/admin/services", body, http.StatusCreated)
	id := dig(created, "id").(float64)
	a.json(http.MethodPost, "/api/admin/services", body, http.StatusUnprocessableEntity) // the code and slug are taken
	a.lang = "en"
	offered := a.json(http.MethodGet, "/api/product/services", "", http.StatusOK)
	if !strings.Contains(fmt.Sprint(offered), "Set-up") {
		t.Errorf("the storefront does not offer the new service: %v", offered)
	}
	a.json(http.MethodPut, fmt.Sprintf("/api/admin/services/%v", id), `{"code":"SV-TEST","slug":"sv-test","title":{"lv":"Uzstādīšana"},"net":2000,"published":false,"category_ids":[]}`, http.StatusOK)
	list := a.json(http.MethodGet, "/api/admin/services", "", http.StatusOK)["services"].([]any)
	for _, s := range list {
		if dig(s, "id") == id && (dig(s, "net") != float64(2000) || dig(s, "published") != false || len(dig(s, "category_ids").([]any)) != 0) {
			t.Errorf("updated service %v", s)
		}
	}
	if rec := a.do(http.MethodDelete, fmt.Sprintf("/api/admin/services/%v", id), "", nil); rec.Code != http.StatusNoContent {
		t.Fatalf("delete: %d", rec.Code)
	}
	a.json(http.MethodPut, fmt.Sprintf("/api/admin/services/%v", id), body, http.StatusNotFound)
}

func TestAdminProductLinksCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	ids := a.queryIDs(`SELECT id FROM products WHERE type = 'product' AND published = 1 ORDER BY id LIMIT 3`)
	path := fmt.Sprintf("/api/admin/products/%d/links", ids[0])
	m := a.json(http.MethodPut, path, fmt.Sprintf(`{"related":[%d],"linked":[999999]}`, ids[0]), http.StatusUnprocessableEntity)
	if dig(m, "errors", "related") == nil || dig(m, "errors", "linked") == nil {
		t.Errorf("bad lists: %v", m)
	}
	a.json(http.MethodPut, path, `{"related":"x"}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPut, "/api/admin/products/999999/links", `{}`, http.StatusNotFound)
	got := a.json(http.MethodPut, path, fmt.Sprintf(`{"related":[%d,%d],"linked":[%d]}`, ids[2], ids[1], ids[1]), http.StatusOK)
	if dig(got, "related", 0, "id") != float64(ids[2]) || dig(got, "related", 1, "id") != float64(ids[1]) || dig(got, "linked", 0, "id") != float64(ids[1]) {
		t.Errorf("links %v", got)
	}
	again := a.json(http.MethodGet, path, "", http.StatusOK)
	if fmt.Sprint(again) != fmt.Sprint(got) {
		t.Errorf("GET %v, PUT answered %v", again, got)
	}
	a.json(http.MethodPut, path, `{}`, http.StatusOK)
	if got := a.json(http.MethodGet, path, "", http.StatusOK); len(got["related"].([]any)) != 0 || len(got["linked"].([]any)) != 0 {
		t.Errorf("emptied lists %v", got)
	}
}

// queryIDs runs a query of numbers on the test's database file (committed data only).
func (a *apiTest) queryIDs(query string, args ...any) []int64 {
	a.t.Helper()
	db := a.data.SQL(a.t)
	rows, err := db.Query(query, args...)
	if err != nil {
		a.t.Fatal(err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var n int64
		if err := rows.Scan(&n); err != nil {
			a.t.Fatal(err)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		a.t.Fatalf("%s: no rows", query)
	}
	return out
}

// Junk sent by a signed-in member to every taxonomy call is a 4xx, never a 500.
func TestAdminTaxonomyJunkNeverAnswers5xx(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	bodies := []string{``, `[]`, `null`, `"x"`, `{"slug":{}}`, `{"title":"x"}`, `{"title":{"lv":"` + strings.Repeat("ā", 300) + `"}}`,
		`{"parent_id":-1,"position":-5}`, `{"parent_id":1e30,"position":1}`, `{"related":[1,1,1],"linked":"x"}`, `{"related":[-1]}`,
		`{"category_ids":[0,-1]}`, `{"net":1e20}`, `{"title":{"lv":"a\u0000b"},"slug":"a--b"}`, `{"filterable":"yes"}`, `{"code":"\ud800"}`}
	checked := 0
	for _, r := range a.e.Routes() {
		if !strings.HasPrefix(r.Path, "/api/admin/") || r.Path == "/api/admin/logout" || r.Path == "/api/admin/login" || r.Method == http.MethodHead {
			continue
		}
		// an id that names a row with every body, and with a few bodies one that cannot be
		// read and one past int64 (0, -1 and an unknown id are the same refusals as these;
		// each call here costs a write under -race, and an id refused is refused whatever
		// the body)
		for _, id := range []string{"1", "abc", "99999999999999999999"} {
			path := strings.ReplaceAll(r.Path, ":id", id)
			for i, body := range bodies {
				if id != "1" && i > 5 {
					break
				}
				if r.Method == http.MethodGet && body != "" {
					continue
				}
				if rec := a.do(r.Method, path, body, nil); rec.Code >= 500 {
					t.Errorf("%s %s %.60s: %d %s", r.Method, path, body, rec.Code, rec.Body.String())
				}
				checked++
			}
		}
	}
	if checked < 300 {
		t.Errorf("only %d calls checked", checked)
	}
}
