package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// cheapInStock is the cheapest product, in stock: a cart of one is under every free-delivery
// threshold of the demo.
func cheapInStock(a *apiTest) int64 {
	a.t.Helper()
	_, id := anyProduct(a, "&sort=price_with_tax:asc")
	if err := a.st.SetStock(context.Background(), id, 10); err != nil {
		a.t.Fatal(err)
	}
	return id
}

// adminMethod is the shipping method of code as GET /api/admin/shipping answers it.
func adminMethod(a *apiTest, code string) map[string]any {
	a.t.Helper()
	for _, m := range a.json(http.MethodGet, "/api/admin/shipping", "", http.StatusOK)["methods"].([]any) {
		if m := m.(map[string]any); m["code"] == code {
			return m
		}
	}
	a.t.Fatalf("no shipping method %s", code)
	return nil
}

// storefrontMethod is the method of code in the storefront's /api/shipping answer; nil when
// it is not offered.
func storefrontMethod(a *apiTest, code string) map[string]any {
	a.t.Helper()
	for _, m := range a.json(http.MethodGet, "/api/shipping", "", http.StatusOK)["shippingMethods"].([]any) {
		if m := m.(map[string]any); m["code"] == code {
			return m
		}
	}
	return nil
}

func jsonText(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// An owner's new free-delivery threshold, price per country and switch reach the storefront's
// next shipping and cart answers; each save is audited.
func TestAdminShippingMethodEdits(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	shop := a.shopper()
	shop.fill(cheapInStock(shop), 1)
	if m := storefrontMethod(shop, "omniva-locker"); m == nil || num(m["price"]) == 0 {
		t.Fatalf("the locker is free before the edit: %v", m)
	}

	m := adminMethod(a, "omniva-locker")
	if m["free_threshold"] != float64(4132) || m["pickup_points"].(float64) < 1 || len(m["countries"].([]any)) != 4 {
		t.Fatalf("the demo locker: %v", m)
	}
	m["free_threshold"] = 1 // free from one cent: this cart is over it
	for _, c := range m["countries"].([]any) {
		if c := c.(map[string]any); c["code"] == "LT" {
			c["net_price"] = 999
		}
	}
	id := int64(m["id"].(float64))
	a.json(http.MethodPut, fmt.Sprintf("/api/admin/shipping/methods/%d", id), jsonText(t, m), http.StatusOK)

	if got := storefrontMethod(shop, "omniva-locker"); num(got["price"]) != 0 || num(got["free_threshold_with_tax"]) != 1 {
		t.Errorf("after the edit the locker costs %v from %v", got["price"], got["free_threshold_with_tax"])
	}
	cart := dig(shop.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart").(map[string]any)
	if num(cart["locker_free_shipping_threshold"]) != 1 || num(cart["locker_free_shipping_remaining"]) != 0 {
		t.Errorf("the cart's locker threshold %v, remaining %v", cart["locker_free_shipping_threshold"], cart["locker_free_shipping_remaining"])
	}
	for _, c := range adminMethod(a, "omniva-locker")["countries"].([]any) {
		if c := c.(map[string]any); c["code"] == "LT" && c["net_price"] != float64(999) {
			t.Errorf("LT's price %v", c["net_price"])
		}
	}
	entry := dig(a.json(http.MethodGet, fmt.Sprintf("/api/admin/audit?entity=shipping_method&entity_id=%d", id), "", http.StatusOK), "entries", 0).(map[string]any)
	if entry["action"] != "shipping_method.update" || !strings.Contains(entry["before"].(string), `"FreeThreshold":4132`) {
		t.Errorf("audit %v", entry)
	}

	m["active"] = false // in-shop pickup and the rest switch off the same way
	a.json(http.MethodPut, fmt.Sprintf("/api/admin/shipping/methods/%d", id), jsonText(t, m), http.StatusOK)
	if storefrontMethod(shop, "omniva-locker") != nil {
		t.Error("a switched-off method is still offered")
	}
}

// A new method is created with its countries; bad fields are a 422 keyed by field, a taken
// code is refused, and nothing of a refused call is written.
func TestAdminShippingMethodCreateAndRefusals(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	lv := lvCountryID(t)
	body := fmt.Sprintf(`{"code":"venipak-courier","type":"courier","title":"Venipak","net_price":399,"free_threshold":0,
		"min_days":1,"max_days":2,"position":5,"active":true,"countries":[{"country_id":%d,"net_price":null,"zip_pattern":"^LV-\\d{4}$"}]}`, lv)
	res := a.json(http.MethodPost, "/api/admin/shipping/methods", body, http.StatusCreated)
	if m := adminMethod(a, "venipak-courier"); m["id"] != res["id"] || dig(m, "countries", 0, "zip_pattern") != `^LV-\d{4}$` {
		t.Errorf("created %v", m)
	}
	shop := a.shopper()
	if storefrontMethod(shop, "venipak-courier") == nil {
		t.Error("the new method is not offered")
	}
	for _, c := range []struct{ body, field string }{
		{strings.Replace(body, `"venipak-courier"`, `"dpd-courier"`, 1), "code"},
		{strings.Replace(body, `"venipak-courier"`, `"Bad Code!"`, 1), "code"},
		{strings.Replace(body, `"courier","title"`, `"drone","title"`, 1), "type"},
		{strings.Replace(body, `"Venipak"`, `""`, 1), "title"},
		{strings.Replace(body, `"net_price":399`, `"net_price":-1`, 1), "net_price"},
		{strings.Replace(body, `"max_days":2`, `"max_days":0`, 1), "max_days"},
		{strings.Replace(body, fmt.Sprintf(`"country_id":%d`, lv), `"country_id":999999`, 1), "countries.0.country_id"},
		{strings.Replace(body, `"net_price":null`, `"net_price":-5`, 1), "countries.0.net_price"},
		{strings.Replace(body, `^LV-\\d{4}$`, `(unclosed`, 1), "countries.0.zip_pattern"},
	} {
		c.body = strings.Replace(c.body, `"venipak-courier"`, `"other-courier"`, 1)
		got := a.json(http.MethodPost, "/api/admin/shipping/methods", c.body, http.StatusUnprocessableEntity)
		if dig(got, "errors", c.field) == nil {
			t.Errorf("%s: errors %v", c.field, got["errors"])
		}
	}
	if len(a.json(http.MethodGet, "/api/admin/shipping", "", http.StatusOK)["methods"].([]any)) != 4 {
		t.Error("a refused method was written")
	}
	a.json(http.MethodPut, "/api/admin/shipping/methods/999999", body, http.StatusNotFound)
	a.json(http.MethodPut, "/api/admin/shipping/methods/x", body, http.StatusNotFound)
}

// Staff may not touch shipping or payment methods.
func TestAdminShippingOwnersOnly(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	for _, c := range [][2]string{{http.MethodGet, "/api/admin/shipping"}, {http.MethodPost, "/api/admin/shipping/methods"},
		{http.MethodPut, "/api/admin/shipping/methods/1"}, {http.MethodGet, "/api/admin/shipping/methods/1/pickup-points"},
		{http.MethodPost, "/api/admin/shipping/methods/1/pickup-points/import?dry_run=1"}, {http.MethodGet, "/api/admin/payments"},
		{http.MethodPut, "/api/admin/payments/methods/1"}} {
		a.json(c[0], c[1], `{}`, http.StatusForbidden)
	}
}

// A pickup point file: the dry run lists every problem by line and column and writes nothing;
// a good file (a BOM, semicolons) is counted first, then written in one go, and the storefront
// finds the new points; the same file again changes nothing.
func TestAdminPickupPointImport(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	id := int64(adminMethod(a, "omniva-locker")["id"].(float64))
	path := fmt.Sprintf("/api/admin/shipping/methods/%d/pickup-points", id)
	total := num(a.json(http.MethodGet, path, "", http.StatusOK)["total"])

	bad := "identifier,country,city,address,zip\n" +
		"9901,LV,Rīga,Tērbatas iela 1,LV-1011\n" +
		"9902,XX,Rīga,Tērbatas iela 2,LV-1011\n" +
		"9901,LV,Rīga,,LV-1011\n" +
		"9903,LV,Cēsis,\"Rīgas iela 3\n"
	res := a.importCSV(path+"/import?dry_run=1", bad)
	want := []string{"3 country", "4 address", "4 identifier", "5 "}
	var got []string
	for _, e := range res["errors"].([]any) {
		e := e.(map[string]any)
		got = append(got, fmt.Sprintf("%d %s", num(e["line"]), e["column"]))
		if e["message"] == "" {
			t.Errorf("no message: %v", e)
		}
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("problems %v, want %v", got, want)
	}
	// Without the dry run a file with problems writes nothing either.
	if res := a.importCSV(path+"/import", bad); res["dry_run"] != true || num(a.json(http.MethodGet, path, "", http.StatusOK)["total"]) != total {
		t.Errorf("a file with problems was written: %v", res)
	}
	if res := a.importCSV(path+"/import", "identifier,city\n1,Rīga\n"); dig(res, "errors", 0, "column") != "country" {
		t.Errorf("missing columns: %v", res["errors"])
	}

	good := "\ufeffZIP;City;Address;Identifier;Country\nLV-4101;Cēsis;Rīgas iela 3;9903;lv\nLV-1011;Rīga;Tērbatas iela 1;9001;LV\n"
	res = a.importCSV(path+"/import?dry_run=1", good)
	if num(res["created"]) != 1 || num(res["updated"]) != 1 || len(res["errors"].([]any)) != 0 {
		t.Errorf("dry run %v", res)
	}
	if n := num(a.json(http.MethodGet, path, "", http.StatusOK)["total"]); n != total {
		t.Errorf("the dry run wrote: %d points, had %d", n, total)
	}
	res = a.importCSV(path+"/import", good)
	if res["dry_run"] != false || num(res["created"]) != 1 {
		t.Errorf("import %v", res)
	}
	if n := num(a.json(http.MethodGet, path, "", http.StatusOK)["total"]); n != total+1 {
		t.Errorf("%d points after the import, want %d", n, total+1)
	}
	points := a.shopper().json(http.MethodGet, fmt.Sprintf("/api/shipping/%d/pickup-points?search=cesis", id), "", http.StatusOK)
	if !strings.Contains(jsonText(t, points), "Rīgas iela 3") {
		t.Errorf("the storefront does not find the new point: %v", points)
	}
	if res := a.importCSV(path+"/import", good); num(res["unchanged"]) != 2 || num(res["created"]) != 0 {
		t.Errorf("the same file again: %v", res)
	}
	entries := a.json(http.MethodGet, fmt.Sprintf("/api/admin/audit?entity=shipping_method&entity_id=%d", id), "", http.StatusOK)["entries"].([]any)
	if len(entries) != 2 || entries[0].(map[string]any)["action"] != "pickup_points.import" {
		t.Errorf("audit %v", entries)
	}
	a.json(http.MethodPost, path+"/import?dry_run=yes", "", http.StatusUnprocessableEntity)
	a.json(http.MethodGet, "/api/admin/shipping/methods/999999/pickup-points", "", http.StatusNotFound)
}

// importCSV posts a CSV to an import call and answers its JSON (200).
func (a *apiTest) importCSV(path, body string) map[string]any {
	a.t.Helper()
	rec := a.do(http.MethodPost, path, body, map[string]string{"Content-Type": "text/csv"})
	if rec.Code != http.StatusOK {
		a.t.Fatalf("%s: %d %s", path, rec.Code, rec.Body.String())
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		a.t.Fatal(err)
	}
	return m
}

// The payments page says which flags and variables configure the providers, never their
// values; a payment method switched off, or taken off a shipping method, leaves the
// storefront's next answer.
func TestAdminPaymentMethods(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	rec := a.do(http.MethodGet, "/api/admin/payments", "", nil)
	if rec.Code != http.StatusOK || strings.Contains(rec.Body.String(), "LV80BANK") {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
	var res map[string]any
	json.Unmarshal(rec.Body.Bytes(), &res)
	envs := map[string]bool{}
	for _, s := range res["configuration"].([]any) {
		s := s.(map[string]any)
		envs[s["env"].(string)] = s["set"].(bool)
	}
	if set, ok := envs["SHOP_STRIPE_KEY"]; !ok || set || envs["SHOP_BANK_IBAN"] {
		t.Errorf("configuration %v: the test shop has no Stripe key and the demo bank account", envs)
	}
	courier := int64(adminMethod(a, "dpd-courier")["id"].(float64))
	var swed map[string]any
	for _, m := range res["methods"].([]any) {
		if m := m.(map[string]any); m["code"] == "swedbank" {
			swed = m
		}
	}
	if swed == nil || swed["configured"] != true || !strings.Contains(jsonText(t, swed["shipping_methods"]), fmt.Sprint(courier)) {
		t.Fatalf("swedbank %v", swed)
	}
	offered := func() bool {
		list := a.shopper().json(http.MethodGet, fmt.Sprintf("/api/payment?shipping_method_id=%d", courier), "", http.StatusOK)
		return strings.Contains(jsonText(t, list), `"swedbank"`)
	}
	if !offered() {
		t.Fatal("swedbank is not offered with the courier before the edit")
	}
	path := fmt.Sprintf("/api/admin/payments/methods/%d", int64(swed["id"].(float64)))
	a.json(http.MethodPut, path, `{"title":"Swedbank","description":"","position":1,"active":true,"shipping_methods":[]}`, http.StatusOK)
	if offered() {
		t.Error("swedbank is still offered with the courier after it was taken off")
	}
	a.json(http.MethodPut, path, fmt.Sprintf(`{"title":"Swedbank","position":1,"active":false,"shipping_methods":[%d]}`, courier), http.StatusOK)
	if offered() {
		t.Error("a switched-off method is offered")
	}
	for _, c := range []struct{ body, field string }{
		{`{"title":"","active":true}`, "title"},
		{`{"title":"X","position":-1}`, "position"},
		{`{"title":"X","shipping_methods":[999999]}`, "shipping_methods"},
	} {
		if got := a.json(http.MethodPut, path, c.body, http.StatusUnprocessableEntity); dig(got, "errors", c.field) == nil {
			t.Errorf("%s: %v", c.field, got)
		}
	}
	entry := dig(a.json(http.MethodGet, "/api/admin/audit?entity=payment_method", "", http.StatusOK), "entries", 0).(map[string]any)
	if entry["action"] != "payment_method.update" || !strings.Contains(entry["after"].(string), `"Active":false`) {
		t.Errorf("audit %v", entry)
	}
	a.json(http.MethodPut, "/api/admin/payments/methods/999999", `{"title":"X"}`, http.StatusNotFound)
}
