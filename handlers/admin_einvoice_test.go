package handlers

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"shop/invoice/invoicetest"
	"shop/store"
)

// Staff reach a business's order's e-invoice and each done refund's credit note from the
// order, whoever the buyer is; a private person's order lists none and its invoice.xml is a
// 404, as is another order's refund.
func TestAdminEInvoices(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	buyer, _ := signedInShopper(t, a, "firm@example.lv")
	o := placeB2B(t, a, buyer, func(m map[string]any) { m["order"].(map[string]any)["user_email"] = "firm@example.lv" })
	markPaid(a, o)
	r, _, err := a.st.BeginRefund(context.Background(), o.ID, store.RefundManual, store.RefundInput{Key: "admin-ubl", Amount: 700})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := a.st.BeginRefund(context.Background(), o.ID, store.RefundStripe, store.RefundInput{Key: "admin-ubl-2", Amount: 50}); err != nil {
		t.Fatal(err) // pending: no credit note yet
	}
	links := a.json(http.MethodGet, fmt.Sprintf("/api/admin/orders/%d/e-invoices", o.ID), "", http.StatusOK)
	notes := links["credit_notes"].([]any)
	if links["invoice"] != adminEInvoicePath(o.ID) || len(notes) != 1 || dig(notes[0], "link") != adminCreditNotePath(o.ID, r.ID) ||
		dig(notes[0], "number") != fmt.Sprintf("%s-R%d", o.PrefixedID, r.ID) {
		t.Fatalf("links %v", links)
	}
	for _, path := range []string{adminEInvoicePath(o.ID), adminCreditNotePath(o.ID, r.ID)} {
		rec := a.do(http.MethodGet, path, "", nil)
		if rec.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		d, err := invoicetest.ParseUBL(rec.Body.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		for _, err := range invoicetest.Rules(d) {
			t.Errorf("%s: %v", path, err)
		}
		if d.Buyer.VATNumber != o.Customer.CompanyVatNum {
			t.Errorf("%s: buyer %+v", path, d.Buyer)
		}
	}

	shopper := a.shopper()
	shopper.fill(inStock(a, 3), 1)
	res := decode(t, shopper.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	b2c := int64(dig(res, "order", "id").(float64))
	if links := a.json(http.MethodGet, fmt.Sprintf("/api/admin/orders/%d/e-invoices", b2c), "", http.StatusOK); links["invoice"] != "" ||
		len(links["credit_notes"].([]any)) != 0 {
		t.Errorf("a private person's order: %v", links)
	}
	for _, path := range []string{adminEInvoicePath(b2c), adminCreditNotePath(b2c, r.ID), adminEInvoicePath(999999),
		fmt.Sprintf("/api/admin/orders/%d/credit-note-x.xml", o.ID)} {
		if rec := a.do(http.MethodGet, path, "", nil); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
}
