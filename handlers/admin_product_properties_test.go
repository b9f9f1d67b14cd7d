package handlers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"shop/store"
)

// facetCount is the storefront's filter count of option opt, 0 when it is not offered.
func facetCount(a *apiTest, opt float64) float64 {
	a.t.Helper()
	m := a.json(http.MethodGet, "/api/search/products", "", http.StatusOK)
	props, _ := dig(m, "filters", "properties").([]any)
	for _, p := range props {
		options, _ := dig(p, "options").([]any)
		for _, o := range options {
			if dig(o, "id") == opt {
				return dig(o, "count").(float64)
			}
		}
	}
	return 0
}

// A member sets a product's value: the answer shows it, the storefront's filter counts the
// product at once, and the write is audited. Bad ids are 422 keyed by property; strangers
// and a wrong token are refused.
func TestAdminProductPropertiesCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	id := a.queryIDs(`SELECT id FROM products WHERE type = 'product' AND published = 1 AND stock > 0 ORDER BY id LIMIT 1`)[0]
	path := fmt.Sprintf("/api/admin/products/%d/properties", id)
	m := a.json(http.MethodGet, path, "", http.StatusOK)
	groups, _ := m["groups"].([]any)
	if len(groups) == 0 {
		t.Fatalf("no groups: %v", m)
	}
	values := map[string]float64{}
	var prop, opt, other float64
	for _, g := range groups {
		for _, p := range dig(g, "properties").([]any) {
			pid, sel := dig(p, "id").(float64), dig(p, "selected").(float64)
			if sel != 0 {
				values[fmt.Sprint(pid)] = sel
			}
			options := dig(p, "options").([]any)
			switch {
			case prop == 0 && dig(p, "filterable") == true && len(options) > 1:
				prop = pid
				for _, o := range options {
					if dig(o, "id") != sel {
						opt = dig(o, "id").(float64)
					}
				}
			case prop != 0 && other == 0 && len(options) > 0:
				other = dig(options[0], "id").(float64)
			}
		}
	}
	if prop == 0 || other == 0 {
		t.Fatalf("the demo has no filterable property with two values and another with one: %v", m)
	}

	bad := fmt.Sprintf(`{"values":{"%v":%v,"999999":1}}`, prop, other)
	e := a.json(http.MethodPut, path, bad, http.StatusUnprocessableEntity)
	if dig(e, "errors", fmt.Sprint("properties.", prop)) == nil || dig(e, "errors", "properties.999999") == nil {
		t.Errorf("bad ids: %v", e)
	}
	a.json(http.MethodPut, path, `{"values":"x"}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPut, "/api/admin/products/999999/properties", `{}`, http.StatusNotFound)
	a.json(http.MethodGet, "/api/admin/products/x/properties", "", http.StatusNotFound)

	count := facetCount(a, opt)
	values[fmt.Sprint(prop)] = opt
	body, _ := json.Marshal(map[string]any{"values": values})
	got := a.json(http.MethodPut, path, string(body), http.StatusOK)
	for _, g := range got["groups"].([]any) {
		for _, p := range dig(g, "properties").([]any) {
			if want := values[fmt.Sprint(dig(p, "id"))]; dig(p, "selected") != want {
				t.Errorf("property %v: selected %v, want %v", dig(p, "id"), dig(p, "selected"), want)
			}
		}
	}
	if again := a.json(http.MethodGet, path, "", http.StatusOK); fmt.Sprint(again) != fmt.Sprint(got) {
		t.Errorf("GET %v, PUT answered %v", again, got)
	}
	if n := facetCount(a, opt); n != count+1 {
		t.Errorf("the storefront counts %v products of option %v, %v before the write", n, opt, count)
	}
	if n := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE action = 'product.properties' AND entity_id = ?`, fmt.Sprint(id))[0]; n != 1 {
		t.Errorf("%d audit rows", n)
	}

	stranger := &apiTest{t: t, e: a.e, st: a.st, sessions: a.sessions, lang: "en"}
	stranger.refreshSession()
	stranger.json(http.MethodGet, path, "", http.StatusUnauthorized)
	stranger.json(http.MethodPut, path, `{}`, 419)
	token := a.csrf
	a.csrf = "wrong"
	a.json(http.MethodPut, path, `{}`, 419)
	a.csrf = token
	if n := facetCount(a, opt); n != count+1 {
		t.Errorf("a refused write changed the count: %v", n)
	}
}
