package handlers

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
	"shop/invoice/invoicetest"
)

// A guest's order's invoice goes to the holder of its link; it is a PDF that names the order,
// the buyer with a company's details, the lines, the VAT and the total, in the language asked.
func TestGuestOrderInvoice(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	id := inStock(a, 3)
	a.fill(id, 2)
	res := decode(t, a.place(orderBody(t, "swedbank", func(m map[string]any) {
		o := m["order"].(map[string]any)
		o["user_type"], o["user_name"], o["user_surname"] = "b2b", "Jānis", "Ģērķis"
		o["company_name"], o["company_reg_num"], o["company_vat_num"] = "SIA Ābele", "40003123456", "LV40003123456"
		o["company_address"], o["company_city"], o["company_zip"], o["company_country_id"] = "Dzirnavu iela 5", "Rīga", "LV-1010", lvCountryID(t)
	}), ""), http.StatusOK)
	token := tokenOf(t, res["payment_link"].(string))
	o, err := a.st.OrderByAccessToken(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}

	stranger := a.shopper()
	rec := stranger.do(http.MethodGet, "/ru/order/"+token+"/invoice.pdf", "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/pdf" || !strings.HasPrefix(rec.Body.String(), "%PDF-") {
		t.Fatalf("invoice: %d %q %.10q", rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
	}
	if cd := rec.Header().Get("Content-Disposition"); !strings.Contains(cd, "invoice-"+o.PrefixedID+".pdf") {
		t.Errorf("Content-Disposition %q", cd)
	}
	text := invoicetest.Text(rec.Body.Bytes())
	for _, want := range []string{"Счёт " + o.PrefixedID, "SIA Ābele", "40003123456", "LV40003123456", "Dzirnavu iela 5, LV-1010 Rīga, Латвия",
		"Jānis Ģērķis", "SIA TelShop", o.Cart.Items[0].Product.Title, "21 %", i18n.Money("ru", o.Cents.Total), i18n.Money("ru", o.Cents.Tax),
		"Итого к оплате", "Доставка"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from the invoice:\n%s", want, text)
		}
	}
}
