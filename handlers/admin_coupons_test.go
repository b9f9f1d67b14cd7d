package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// Staff create a coupon that the storefront's cart takes at once, edit it, and switch it off,
// which the cart then refuses; each save is audited.
func TestAdminCouponLifecycle(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	res := a.json(http.MethodPost, "/api/admin/coupons",
		`{"code":"ZIEMA15","percent":15,"min_cart_total":0,"valid_from":"2026-01-01","valid_until":"2099-12-31","usage_limit":100,"per_customer_limit":1,"active":true}`,
		http.StatusCreated)
	id := num(res["id"])
	list := a.json(http.MethodGet, "/api/admin/coupons?q=ziema", "", http.StatusOK)
	if num(list["total"]) != 1 || dig(list, "coupons", 0, "code") != "ZIEMA15" || num(dig(list, "coupons", 0, "usage_limit")) != 100 {
		t.Fatalf("list %v", list)
	}

	shop := a.shopper()
	shop.fill(inStock(shop, 1), 1)
	cart := shop.json(http.MethodPost, "/api/coupon/apply", `{"code":"ziema15"}`, http.StatusOK)
	if dig(cart, "cart", "coupon") == nil || dig(cart, "cart", "coupon_discount_price_with_tax").(float64) <= 0 {
		t.Errorf("the cart with the coupon: %v", dig(cart, "cart", "coupon"))
	}
	shop.json(http.MethodPost, "/api/coupon/remove/", "", http.StatusOK)

	path := fmt.Sprintf("/api/admin/coupons/%d", id)
	a.json(http.MethodPut, path, `{"code":"ZIEMA15","amount":500,"active":false}`, http.StatusOK)
	if c := dig(a.json(http.MethodGet, "/api/admin/coupons?q=ZIEMA", "", http.StatusOK), "coupons", 0).(map[string]any); c["active"] != false ||
		num(c["amount"]) != 500 || num(c["percent"]) != 0 || c["valid_until"] != "" {
		t.Errorf("after the edit %v", c)
	}
	shop.json(http.MethodPost, "/api/coupon/apply", `{"code":"ZIEMA15"}`, http.StatusUnprocessableEntity)

	a.json(http.MethodGet, "/api/admin/audit?entity=coupon", "", http.StatusForbidden) // the log is the owners'
	var before, after string
	a.readAudit(fmt.Sprint(id), &before, &after)
	if !strings.Contains(before, `"Percent":15`) || !strings.Contains(after, `"Active":false`) {
		t.Errorf("audit before %s after %s", before, after)
	}
	a.json(http.MethodPut, "/api/admin/coupons/999999", `{"code":"X","percent":1}`, http.StatusNotFound)
}

// readAudit reads the newest audit entry of coupon id from the database (staff may not read
// the log through the API).
func (a *apiTest) readAudit(id string, before, after *string) {
	a.t.Helper()
	db := a.data.SQL(a.t)
	row := db.QueryRow(`SELECT before, after FROM audit_log WHERE entity = 'coupon' AND entity_id = ? ORDER BY id DESC LIMIT 1`, id)
	if err := row.Scan(before, after); err != nil {
		a.t.Fatal(err)
	}
}

// Every bad field is a 422 keyed by it, and a refused coupon is not written.
func TestAdminCouponRefusals(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	a.json(http.MethodPost, "/api/admin/coupons", `{"code":"TAKEN","percent":5,"active":true}`, http.StatusCreated)
	for _, c := range []struct{ body, field string }{
		{`{"code":"","percent":5}`, "code"},
		{`{"code":"taken","percent":5}`, "code"}, // codes match in any letter case
		{`{"code":"TWO WORDS","percent":5}`, "code"},
		{`{"code":"` + strings.Repeat("A", 65) + `","percent":5}`, "code"},
		{`{"code":"NEW","percent":0,"amount":0}`, "percent"},
		{`{"code":"NEW","percent":10,"amount":100}`, "percent"},
		{`{"code":"NEW","percent":101}`, "percent"},
		{`{"code":"NEW","percent":5,"min_cart_total":-1}`, "min_cart_total"},
		{`{"code":"NEW","percent":5,"valid_from":"31.12.2026"}`, "valid_from"},
		{`{"code":"NEW","percent":5,"valid_until":"2026-02-30"}`, "valid_until"},
		{`{"code":"NEW","percent":5,"valid_from":"2026-03-01","valid_until":"2026-02-01"}`, "valid_until"},
		{`{"code":"NEW","percent":5,"usage_limit":-1}`, "usage_limit"},
		{`{"code":"NEW","percent":5,"per_customer_limit":-2}`, "per_customer_limit"},
		{`{"code":"NEW","percent":"5"}`, "percent"},
	} {
		got := a.json(http.MethodPost, "/api/admin/coupons", c.body, http.StatusUnprocessableEntity)
		if dig(got, "errors", c.field) == nil {
			t.Errorf("%s: errors %v", c.body, got["errors"])
		}
	}
	if n := num(a.json(http.MethodGet, "/api/admin/coupons", "", http.StatusOK)["total"]); n < 1 ||
		num(a.json(http.MethodGet, "/api/admin/coupons?q=NEW", "", http.StatusOK)["total"]) != 0 {
		t.Error("a refused coupon was written")
	}
	// A limit below the uses so far is refused.
	id := num(a.json(http.MethodPost, "/api/admin/coupons", `{"code":"USED","percent":5,"active":true}`, http.StatusCreated)["id"])
	a.exec(`UPDATE coupons SET used_count = 3 WHERE id = ?`, id)
	got := a.json(http.MethodPut, fmt.Sprintf("/api/admin/coupons/%d", id), `{"code":"USED","percent":5,"usage_limit":2}`, http.StatusUnprocessableEntity)
	if dig(got, "errors", "usage_limit") == nil {
		t.Errorf("limit below uses: %v", got)
	}
	a.json(http.MethodGet, "/api/admin/coupons?offset=-1", "", http.StatusUnprocessableEntity)
}
