package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"shop/invoice/invoicetest"
	"shop/payment"
	"shop/store"
)

// placeB2B places a business's order of two units of a product in stock from browser b, with
// change applied to the order's body; it answers the order as the store keeps it.
func placeB2B(t *testing.T, a, b *apiTest, change func(map[string]any)) store.Order {
	t.Helper()
	b.fill(inStock(a, 3), 2)
	res := decode(t, b.place(orderBody(t, "swedbank", func(m map[string]any) {
		o := m["order"].(map[string]any)
		o["user_type"], o["user_name"], o["user_surname"] = "b2b", "Jānis", "Ģērķis"
		o["company_name"], o["company_reg_num"], o["company_vat_num"] = "SIA Ābele", "40003123456", "LV40003123456"
		o["company_address"], o["company_city"], o["company_zip"], o["company_country_id"] = "Dzirnavu iela 5", "Rīga", "LV-1010", lvCountryID(t)
		if change != nil {
			change(m)
		}
	}), ""), http.StatusOK)
	o, err := a.st.OrderByAccessToken(context.Background(), tokenOf(t, res["payment_link"].(string)))
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// ubl gets a UBL document as browser b and reads it back, checked against EN 16931's rules.
func ubl(t *testing.T, b *apiTest, path string) invoicetest.Doc {
	t.Helper()
	rec := b.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/xml") ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("%s: %d %q %q", path, rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Content-Disposition"))
	}
	d, err := invoicetest.ParseUBL(rec.Body.Bytes())
	if err != nil {
		t.Fatalf("%s: %v\n%s", path, err, rec.Body)
	}
	for _, err := range invoicetest.Rules(d) {
		t.Errorf("%s: %v", path, err)
	}
	return d
}

func cents(t *testing.T, a invoicetest.Amount) int64 {
	t.Helper()
	c, err := a.Cents()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A business's order's e-invoice says what the order says: its number and day, both VAT
// numbers, the lines and the shipping adding up to the order's net, the VAT per rate adding
// up to its tax, the total, and the shop's account with the order's RF reference. Each refund
// that is done has a credit note for its amount, naming the invoice.
func TestEInvoiceOfABusinessOrder(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	o := placeB2B(t, a, a, nil)
	token := o.AccessToken
	d := ubl(t, a.shopper(), "/order/"+token+"/invoice.xml")

	created, _ := time.Parse(time.RFC3339, o.CreatedAt)
	set := a.st.Settings()
	rf, _ := payment.CreditorReference(o.PrefixedID)
	if d.ID != o.PrefixedID || d.IssueDate != created.In(set.Location).Format(time.DateOnly) || d.DueDate == "" {
		t.Errorf("number %q, day %q, due %q; the order's %s of %s", d.ID, d.IssueDate, d.DueDate, o.PrefixedID, o.CreatedAt)
	}
	if d.Buyer.VATNumber != "LV40003123456" || d.Buyer.RegNumber != "40003123456" || d.Buyer.Country != "LV" ||
		d.Seller.VATNumber != set.Company.VATNumber || d.Seller.VATNumber == "" || d.Seller.LegalName != set.Company.Name {
		t.Errorf("seller %+v buyer %+v", d.Seller, d.Buyer)
	}
	var lines int64
	for _, l := range d.Lines() {
		lines += cents(t, l.Net)
	}
	if lines != o.Cents.Items+o.Cents.Shipping || cents(t, d.Totals.TaxExclusive) != o.Cents.Net ||
		cents(t, d.Totals.TaxInclusive) != o.Cents.Total || cents(t, d.Totals.Payable) != o.Cents.Total {
		t.Errorf("lines %d, totals %+v; the order's %+v", lines, d.Totals, o.Cents)
	}
	var taxable, tax int64
	for _, s := range d.TaxTotals[0].Subtotals {
		taxable += cents(t, s.Taxable)
		tax += cents(t, s.Tax)
		if s.Category.ID != "S" || s.Category.Percent != fmt.Sprint(o.VATBasisPoints/100) {
			t.Errorf("category %+v, the order's rate %d", s.Category, o.VATBasisPoints)
		}
	}
	if taxable != o.Cents.Net || tax != o.Cents.Tax || cents(t, d.TaxTotals[0].Tax) != o.Cents.Tax {
		t.Errorf("VAT breakdown %d/%d, the order's %d/%d", taxable, tax, o.Cents.Net, o.Cents.Tax)
	}
	if d.PaymentMeans != "58" || d.PaymentID != rf || d.IBAN != "LV80BANK0000435195001" {
		t.Errorf("payment means %q, reference %q (want %q), account %q", d.PaymentMeans, d.PaymentID, rf, d.IBAN)
	}

	// Paid, then one unit and the shipping refunded by hand: the credit note.
	markPaid(a, o)
	r, _, err := a.st.BeginRefund(context.Background(), o.ID, store.RefundManual, store.RefundInput{Key: "ubl-1", Shipping: true,
		Lines: []store.RefundLineInput{{ItemID: o.Cart.Items[0].ID, Quantity: 1}}, Reason: "Atgriezts"})
	if err != nil {
		t.Fatal(err)
	}
	if d := ubl(t, a.shopper(), "/order/"+token+"/invoice.xml"); d.Totals.Prepaid == nil || cents(t, d.Totals.Payable) != 0 {
		t.Errorf("a paid order's invoice asks for %+v", d.Totals)
	}
	cn := ubl(t, a.shopper(), creditNotePath(token, r.ID))
	if cn.CreditNoteType != "381" || cn.InvoiceRef != o.PrefixedID || cents(t, cn.Totals.TaxInclusive) != r.Amount ||
		len(cn.Lines()) != 2 || cn.Lines()[0].Quantity.Value != 1 || cn.Buyer.VATNumber != "LV40003123456" {
		t.Errorf("credit note %+v for refund %+v", cn, r)
	}

	// A refund that is not the order's, or no refund at all, has no credit note here.
	other := placeB2B(t, a, a.shopper(), nil)
	markPaid(a, other)
	r2, _, err := a.st.BeginRefund(context.Background(), other.ID, store.RefundManual, store.RefundInput{Key: "ubl-2", Amount: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{creditNotePath(token, r2.ID), creditNotePath(token, 999999), "/order/" + token + "/credit-note-x.xml",
		"/order/" + token + "/credit-note-" + fmt.Sprint(r.ID) + ".pdf"} {
		if rec := a.shopper().do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
	if d := ubl(t, a.shopper(), creditNotePath(other.AccessToken, r2.ID)); len(d.Lines()) != 1 || cents(t, d.Totals.TaxInclusive) != 100 {
		t.Errorf("a refund of an amount: %+v", d)
	}
}

// The e-invoice follows the PDF's access rule: a registered shopper's is theirs alone (another
// account gets 404, nobody signed in is sent to sign in), and a private person's order has
// none (404), whoever asks.
func TestEInvoiceAccess(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	owner, _ := signedInShopper(t, a, "firm@example.lv")
	o := placeB2B(t, a, owner, func(m map[string]any) { m["order"].(map[string]any)["user_email"] = "firm@example.lv" })
	markPaid(a, o)
	r, _, err := a.st.BeginRefund(context.Background(), o.ID, store.RefundManual, store.RefundInput{Key: "ubl-access", Amount: 500})
	if err != nil {
		t.Fatal(err)
	}
	paths := []string{"/order/" + o.AccessToken + "/invoice.xml", creditNotePath(o.AccessToken, r.ID)}
	someone, _ := signedInShopper(t, a, "someone-else@example.lv")
	for _, path := range paths {
		ubl(t, owner, path)
		if rec := someone.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound ||
			strings.Contains(rec.Body.String(), "Ābele") {
			t.Errorf("another account at %s: %d", path, rec.Code)
		}
		if rec := a.shopper().do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusSeeOther {
			t.Errorf("nobody signed in at %s: %d", path, rec.Code)
		}
	}

	a.fill(inStock(a, 3), 1)
	res := decode(t, a.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	b2c := tokenOf(t, res["payment_link"].(string))
	if rec := a.shopper().do(http.MethodGet, "/order/"+b2c+"/invoice.pdf", "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusOK {
		t.Fatalf("a private person's PDF: %d", rec.Code)
	}
	if rec := a.shopper().do(http.MethodGet, "/order/"+b2c+"/invoice.xml", "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound {
		t.Errorf("a private person's e-invoice: %d", rec.Code)
	}
}
