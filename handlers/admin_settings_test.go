package handlers

import (
	"fmt"
	"math"
	"net/http"
	"strings"
	"testing"

	"shop/invoice/invoicetest"
	"shop/settings"
)

// An owner reads every setting and writes a subset; the write is audited with the values
// before and after, and the next GET has it.
func TestAdminSettingsReadAndWrite(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	got := a.json(http.MethodGet, "/api/admin/settings", "", http.StatusOK)
	if n := len(got["keys"].([]any)); n != len(settings.Keys()) {
		t.Errorf("%d keys, want %d", n, len(settings.Keys()))
	}
	if v := dig(got, "settings", "company_name"); v != "SIA TelShop" {
		t.Errorf("company_name %v", v)
	}
	if v := dig(got, "settings", "coupons_enabled"); v != "1" {
		t.Errorf("coupons_enabled %v, want 1 by default", v)
	}
	got = a.json(http.MethodPut, "/api/admin/settings", `{"company_name":"SIA Jaunais Vārds","min_order_net":"1000","review_approval":"1"}`, http.StatusOK)
	if v := dig(got, "settings", "company_name"); v != "SIA Jaunais Vārds" {
		t.Errorf("after the write company_name %v", v)
	}
	if s := a.st.Settings(); s.Company.Name != "SIA Jaunais Vārds" || s.MinOrderNet != 1000 || !s.ReviewApproval {
		t.Errorf("the store's cache: %q %d %v", s.Company.Name, s.MinOrderNet, s.ReviewApproval)
	}
	log := a.json(http.MethodGet, "/api/admin/audit?entity=settings", "", http.StatusOK)
	entry := dig(log, "entries", 0).(map[string]any)
	if entry["action"] != "settings.update" || !strings.Contains(entry["before"].(string), `"company_name":"SIA TelShop"`) ||
		!strings.Contains(entry["after"].(string), `"min_order_net":"1000"`) {
		t.Errorf("audit entry %v", entry)
	}
	// The same values again change nothing and write no entry.
	a.json(http.MethodPut, "/api/admin/settings", `{"company_name":"SIA Jaunais Vārds"}`, http.StatusOK)
	if n := len(a.json(http.MethodGet, "/api/admin/audit?entity=settings", "", http.StatusOK)["entries"].([]any)); n != 1 {
		t.Errorf("%d audit entries after a write that changed nothing, want 1", n)
	}
}

// The settings answer the EU's member states for vat_rates' table, named in the staff
// member's language; vat_rates itself stays the text settings accepts, and a rate written as
// a percent is refused keyed by vat_rates.
func TestAdminSettingsMemberStates(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	name := func(got map[string]any, code string) any {
		for _, c := range got["member_states"].([]any) {
			if c.(map[string]any)["code"] == code {
				return c.(map[string]any)["title"]
			}
		}
		return nil
	}
	got := a.json(http.MethodGet, "/api/admin/settings", "", http.StatusOK)
	if n := len(got["member_states"].([]any)); n != 27 {
		t.Errorf("%d member states, want 27", n)
	}
	if v := name(got, "EE"); v != "Estonia" {
		t.Errorf("Estonia in English: %v", v)
	}
	a.json(http.MethodPut, "/api/admin/me", `{"name":"Olga Owner","lang":"fi"}`, http.StatusOK)
	got = a.json(http.MethodPut, "/api/admin/settings", `{"vat_rates":"EE:2400, FI:2550, LV:2100"}`, http.StatusOK)
	if v := name(got, "EE"); v != "Viro" {
		t.Errorf("Estonia in Finnish after the write: %v", v)
	}
	if v := dig(got, "settings", "vat_rates"); v != "EE:2400, FI:2550, LV:2100" {
		t.Errorf("vat_rates %v", v)
	}
	res := a.json(http.MethodPut, "/api/admin/settings", `{"vat_rates":"EE:24, FI:25.5"}`, http.StatusUnprocessableEntity)
	if dig(res, "errors", "vat_rates") == nil {
		t.Errorf("a percent where basis points belong: %v", res["errors"])
	}
}

// A refused setting is a 422 keyed by the setting's key, and nothing of the call is written.
func TestAdminSettingsRefusals(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	for _, c := range []struct{ body, key string }{
		{`{"vat_basis_points":"21 %","company_name":"Other"}`, "vat_basis_points"},
		{`{"vat_basis_points":"10001"}`, "vat_basis_points"},
		{`{"company_name":"  "}`, "company_name"},
		{`{"company_email":"not an address"}`, "company_email"},
		{`{"coupons_enabled":"yes"}`, "coupons_enabled"},
		{`{"no_such_setting":"1"}`, "no_such_setting"},
		{`{"content_lang":"en"}`, "content_lang"}, // a fact of the data folder, no setting
		{`{}`, "settings"},
	} {
		res := a.json(http.MethodPut, "/api/admin/settings", c.body, http.StatusUnprocessableEntity)
		if dig(res, "errors", c.key) == nil {
			t.Errorf("%s: errors %v, want one on %s", c.body, res["errors"], c.key)
		}
	}
	if s := a.st.Settings(); s.Company.Name != "SIA TelShop" || s.VATBasisPoints != 2100 {
		t.Errorf("a refused call wrote: %q %d", s.Company.Name, s.VATBasisPoints)
	}
}

// Staff may not read or write the settings; nobody signed out may either.
func TestAdminSettingsOwnersOnly(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	a.json(http.MethodGet, "/api/admin/settings", "", http.StatusForbidden)
	a.json(http.MethodPut, "/api/admin/settings", `{"company_name":"Staff's shop"}`, http.StatusForbidden)
	stranger := a.shopper()
	stranger.json(http.MethodGet, "/api/admin/settings", "", http.StatusUnauthorized)
	if a.st.Settings().Company.Name != "SIA TelShop" {
		t.Error("staff changed the company name")
	}
}

// A new VAT rate shows in the next cart answer and the next catalogue answer (whose cache is
// keyed by the rate), and a higher minimum order in the next cart's.
func TestAdminSettingsReachTheStorefront(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	shop := a.shopper()
	id := inStock(shop, 2)
	shop.fill(id, 2)
	before := dig(shop.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart").(map[string]any)
	search := "/api/search/products?per_page=16&sort=price_with_tax:desc"
	priceBefore := dig(shop.json(http.MethodGet, search, "", http.StatusOK), "collection", "data", "products", 0, "prices", "current_cents")

	a.json(http.MethodPut, "/api/admin/settings", `{"vat_basis_points":"2500","min_order_net":"100000000"}`, http.StatusOK)
	after := dig(shop.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart").(map[string]any)
	g1, g2 := before["items_price_with_tax"].(float64), after["items_price_with_tax"].(float64)
	if want := g1 / 1.21 * 1.25; math.Abs(g2-want) > 0.02 {
		t.Errorf("goods %.2f at 21 %%, %.2f at 25 %%, want about %.2f", g1, g2, want)
	}
	if after["available_for_purchase"] != false || num(after["min_cart_price"]) == num(before["min_cart_price"]) {
		t.Errorf("the minimum order did not follow: %v %v", after["available_for_purchase"], after["min_cart_price"])
	}
	priceAfter := dig(shop.json(http.MethodGet, search, "", http.StatusOK), "collection", "data", "products", 0, "prices", "current_cents")
	if priceBefore == nil || priceAfter == priceBefore {
		t.Errorf("the catalogue answer kept its price %v after the VAT rate changed", priceAfter)
	}
}

// The invoice of an order placed before the company's new name shows the new one: invoices
// follow the settings.
func TestAdminCompanyNameOnTheNextInvoice(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	shop := a.shopper()
	id := inStock(shop, 1)
	shop.fill(id, 1)
	res := decode(t, shop.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	token := tokenOf(t, res["payment_link"].(string))

	a.json(http.MethodPut, "/api/admin/settings", `{"company_name":"SIA Jaunā Telšopa","company_vat_number":"LV40100000001"}`, http.StatusOK)
	rec := shop.do(http.MethodGet, "/order/"+token+"/invoice.pdf", "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusOK {
		t.Fatalf("invoice: %d", rec.Code)
	}
	text := invoicetest.Text(rec.Body.Bytes())
	for _, want := range []string{"SIA Jaunā Telšopa", "LV40100000001"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from the invoice:\n%s", want, text)
		}
	}
	if strings.Contains(text, "SIA TelShop") {
		t.Error("the invoice still names the old company")
	}
}

// With coupons switched off, the coupon box refuses every code and a cart's coupon takes
// nothing off; switched on again, it counts again.
func TestAdminCouponsSwitch(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	a.json(http.MethodPost, "/api/admin/coupons", `{"code":"SWITCH10","percent":10,"active":true}`, http.StatusCreated)
	shop := a.shopper()
	shop.fill(inStock(shop, 1), 1)
	discount := func() float64 {
		return dig(shop.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "coupon_discount_price_with_tax").(float64)
	}
	shop.json(http.MethodPost, "/api/coupon/apply", `{"code":"SWITCH10"}`, http.StatusOK)
	if discount() <= 0 {
		t.Fatal("the coupon takes nothing off while coupons are on")
	}
	a.json(http.MethodPut, "/api/admin/settings", `{"coupons_enabled":"0"}`, http.StatusOK)
	if d := discount(); d != 0 {
		t.Errorf("the cart's coupon takes %.2f off while coupons are off", d)
	}
	res := shop.json(http.MethodPost, "/api/coupon/apply", `{"code":"SWITCH10"}`, http.StatusUnprocessableEntity)
	if dig(res, "errors", "code") == nil {
		t.Errorf("answer %v", res)
	}
	a.json(http.MethodPut, "/api/admin/settings", `{"coupons_enabled":"1"}`, http.StatusOK)
	if discount() <= 0 {
		t.Error("the cart's coupon does not count again once coupons are on")
	}
	shop.json(http.MethodPost, "/api/coupon/apply", `{"code":"SWITCH10"}`, http.StatusOK)
}

// With the owner's review_approval setting on (no flag), a review is stored but waits.
func TestAdminReviewApprovalSetting(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	a.json(http.MethodPut, "/api/admin/settings", `{"review_approval":"1"}`, http.StatusOK)
	shop := a.shopper()
	slug, id := anyProduct(shop, "&inventories=1")
	o := placeOrder(shop, id)
	markPaid(shop, o)
	_, before := hasReview(shop, slug, "")
	shop.json(http.MethodPost, fmt.Sprintf("/api/product-review/%d/store?token=%s", o.ID, o.AccessToken),
		fmt.Sprintf(`{"reviews": [{"product_id": %d, "rate": 4, "comment": "Waits"}]}`, id), http.StatusOK)
	if shown, n := hasReview(shop, slug, "Waits"); shown || n != before {
		t.Errorf("a review shows while the setting holds them: %v, count %v (was %v)", shown, n, before)
	}
}
