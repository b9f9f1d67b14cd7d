package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/invoice/invoicetest"
)

// A setting written to the database is what the next request shows, with no rebuild and no
// restart: the company on an order's invoice (printed after the change) and on the contact
// page, the VAT rate and the footer's brands in every page's props, the VAT in the prices.
func TestSettingsChangeTheShopWithoutARebuild(t *testing.T) {
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 3)
	a.fill(id, 1)
	res := decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	token := tokenOf(t, res["payment_link"].(string))
	invoiceText := func() string {
		rec := a.do(http.MethodGet, "/order/"+token+"/invoice.pdf", "", map[string]string{"X-Requested-With": ""})
		if rec.Code != http.StatusOK {
			t.Fatalf("invoice: %d", rec.Code)
		}
		return invoicetest.Text(rec.Body.Bytes())
	}
	// The same catalogue question twice: the second would be the answer cache's.
	price := func() string {
		m := a.json(http.MethodGet, "/api/search/products?per_page=16&sort=price_with_tax:asc", "", http.StatusOK)
		return fmt.Sprint(dig(m, "collection", "data", "products", 0, "prices"))
	}
	if text := invoiceText(); !strings.Contains(text, "SIA TelShop") || !strings.Contains(text, "LV40103567891") {
		t.Fatalf("the invoice before the change:\n%s", text)
	}
	before := price()

	ctx := context.Background()
	for key, value := range map[string]string{"company_name": "SIA Jaunais Veikals", "company_vat_number": "LV40000000001",
		"payment_brands": "Visa, Swedbank", "vat_basis_points": "2200"} {
		if err := a.st.SetSetting(ctx, key, value); err != nil {
			t.Fatal(err)
		}
	}

	text := invoiceText()
	for _, want := range []string{"SIA Jaunais Veikals", "LV40000000001"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from the invoice:\n%s", want, text)
		}
	}
	if strings.Contains(text, "SIA TelShop") {
		t.Errorf("the invoice still names the old company:\n%s", text)
	}
	p := a.page("/contact", http.StatusOK)
	if got := dig(p, "props", "company", "name"); got != "SIA Jaunais Veikals" {
		t.Errorf("the contact page's company: %v", got)
	}
	if got := fmt.Sprint(dig(p, "shared", "shop", "payment_brands")); got != "[Visa Swedbank]" {
		t.Errorf("the footer's payment brands: %v", got)
	}
	if got := dig(p, "shared", "shop", "vat_basis_points"); got != 2200.0 {
		t.Errorf("the shop's VAT in the props: %v", got)
	}
	if html := a.do(http.MethodGet, "/contact", "", nil).Body.String(); !strings.Contains(html, `"legalName":"SIA Jaunais Veikals"`) {
		t.Error("the contact page's JSON-LD names the old company")
	}
	if after := price(); after == before {
		t.Errorf("a catalogue answer kept its price (%v) over a new VAT rate", after)
	}
}
