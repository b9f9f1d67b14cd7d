package present

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"shop/invoice"
	"shop/invoice/invoicetest"
	"shop/payment"
	"shop/store"
)

var updateUBL = flag.Bool("update", false, "rewrite present/testdata/ubl from today's code")

// b2bOrder is a domestic business's order as the store keeps it: two phones with a service,
// a 10 % coupon shared over the lines, shipping, 21 % VAT added to the net total; unpaid,
// lapsing three days on.
func b2bOrder() store.Order {
	return store.Order{ID: 42, PrefixedID: "LV-000042", CreatedAt: "2026-11-24T22:30:00Z", ExpiresAt: "2026-11-27T22:30:00Z",
		PaymentStatus: "pending", Language: "lv", VATBasisPoints: 2100,
		Customer: store.OrderCustomer{UserType: "b2b", Name: "Jānis", Surname: "Ģērķis", Email: "j@abele.lv", Phone: "+37129111222",
			CompanyName: "SIA Ābele", CompanyRegNum: "40003123456", CompanyVatNum: "LV40003123456", CompanyAddress: "Dzirnavu iela 5",
			CompanyCity: "Rīga", CompanyZip: "LV-1010", CompanyCountryID: 1},
		Cents: store.Cents{Items: 20998, CouponDiscount: 2100, ItemsAfterCoupon: 18898, Shipping: 500, Net: 19398, Tax: 4074, Total: 23472},
		VAT:   []store.VATLine{{RateBasisPoints: 2100, Net: 19398, Tax: 4074}},
		Cart: store.OrderCart{Coupon: &store.CartCoupon{Code: "TEN", IsApplied: true},
			ShippingMethod: store.CartShipping{Title: "Kurjers"}, PaymentMethod: store.CartPayment{Title: "Swedbank"},
			Items: []store.CartItem{{ID: 11, Quantity: 2, Product: store.CartItemProduct{Title: "Tālrunis X", Code: "PH-1"},
				Prices: store.LineCents{Unit: 10000, List: 20000, Total: 18000},
				Services: []store.CartService{{ID: 12, ItemID: 11, Quantity: 2, Product: store.CartItemProduct{Title: "Ekrāna plēve"},
					Prices: store.LineCents{Unit: 499, List: 998, Total: 898}}}}}}}
}

var shopSeller = invoice.LegalParty{Name: "SIA TelShop", RegNumber: "40003000000", VATNumber: "LV40003000000",
	Street: "Brīvības iela 68", City: "Rīga", Zip: "LV-1011", Country: "LV", Email: "info@telshop.lv", Phone: "+37167000000"}

func eInvoiceOf(t *testing.T, o store.Order) invoice.EInvoice {
	t.Helper()
	riga, err := time.LoadLocation("Europe/Riga")
	if err != nil {
		t.Skip(err)
	}
	inv, err := MakeInvoice(o, "lv", Seller{Name: "SIA TelShop"}, "Latvija", riga)
	if err != nil {
		t.Fatal(err)
	}
	e, err := MakeEInvoice(inv, o, shopSeller, "LV", EPayee{IBAN: "LV80BANK0000435195001", BIC: "BANKLV22", Beneficiary: "SIA TelShop"}, riga)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// golden compares a document with testdata/ubl/name, or rewrites it with -update, and checks
// EN 16931's rules on it.
func golden(t *testing.T, name string, got []byte) invoicetest.Doc {
	t.Helper()
	path := filepath.Join("testdata", "ubl", name)
	if *updateUBL {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test ./present -run UBL -update rewrites it):\n%s", name, got)
	}
	d, err := invoicetest.ParseUBL(got)
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range invoicetest.Rules(d) {
		t.Error(err)
	}
	return d
}

// A domestic business's order's e-invoice: its number, its day and due day in the shop's time
// zone (22:30 UTC is the next day in Riga), both companies, the lines as the PDF shows them
// with the coupon as an allowance, the VAT per rate, the account and the RF reference.
func TestUBLGoldenDomesticInvoice(t *testing.T) {
	o := b2bOrder()
	var buf bytes.Buffer
	if err := invoice.WriteUBL(&buf, eInvoiceOf(t, o)); err != nil {
		t.Fatal(err)
	}
	d := golden(t, "invoice-domestic.xml", buf.Bytes())
	rf, _ := payment.CreditorReference(o.PrefixedID)
	if d.ID != o.PrefixedID || d.IssueDate != "2026-11-25" || d.DueDate != "2026-11-28" || d.Buyer.VATNumber != o.Customer.CompanyVatNum ||
		d.Seller.VATNumber != shopSeller.VATNumber || d.PaymentID != rf || d.Totals.Payable.Value != "234.72" {
		t.Errorf("terms: %+v", d)
	}
}

// A refund of one phone and the shipping: its gross amount's VAT worked out at the order's
// rate, its net shared over the lines given back in proportion to what they cost after the
// coupon (90,00 and 5,00), the cents to the line with the larger remainder.
func TestUBLGoldenCreditNote(t *testing.T) {
	o := b2bOrder()
	o.PaymentStatus = "paid"
	e := eInvoiceOf(t, o)
	r := store.Refund{ID: 7, OrderID: 42, Amount: 11495, Shipping: true, Reason: "Atgriezts", Status: "done",
		CreatedAt: "2026-12-01T09:00:00Z", DoneAt: "2026-12-01T09:00:05Z",
		Lines: []store.RefundLine{{ItemID: 11, Title: "Tālrunis X", Code: "PH-1", Quantity: 1}}}
	riga, _ := time.LoadLocation("Europe/Riga")
	c, err := MakeCredit(e, o, r, "lv", riga)
	if err != nil {
		t.Fatal(err)
	}
	if c.Tax != 1995 || c.Net != 9500 || len(c.Lines) != 2 || c.Lines[0].Total+c.Lines[1].Total != c.Net {
		t.Errorf("credit %+v", c)
	}
	var buf bytes.Buffer
	if err := invoice.WriteUBLCreditNote(&buf, e, c); err != nil {
		t.Fatal(err)
	}
	d := golden(t, "credit-note.xml", buf.Bytes())
	if d.ID != "LV-000042-R7" || d.InvoiceRef != o.PrefixedID || d.IssueDate != "2026-12-01" || d.Totals.TaxInclusive.Value != "114.95" {
		t.Errorf("terms: %+v", d)
	}

	// A refund of an amount alone is one line; another order's refund, or one not done, has no
	// credit note.
	r.Lines, r.Shipping = nil, false
	if c, err := MakeCredit(e, o, r, "lv", riga); err != nil || len(c.Lines) != 1 || c.Lines[0].Total != c.Net {
		t.Errorf("an amount alone: %+v %v", c, err)
	}
	// 7,00 € is no net plus its 21 % VAT (5,78 + 1,21 = 6,99; 5,79 + 1,22 = 7,01): the cent
	// is the credit note's rounding, and the VAT stays its net's at the rate.
	r.Amount = 700
	c, err = MakeCredit(e, o, r, "lv", riga)
	if err != nil || c.Net+c.Tax+c.Rounding != 700 || c.Rounding == 0 || c.Tax != (c.Net*21+50)/100 {
		t.Errorf("7,00 €: %+v %v", c, err)
	}
	buf.Reset()
	if err := invoice.WriteUBLCreditNote(&buf, e, c); err != nil {
		t.Fatal(err)
	}
	if d, err := invoicetest.ParseUBL(buf.Bytes()); err != nil || len(invoicetest.Rules(d)) > 0 || d.Totals.Rounding == nil {
		t.Errorf("7,00 €: %v %v\n%s", err, invoicetest.Rules(d), buf.String())
	}
	for _, bad := range []store.Refund{{ID: 8, OrderID: 43, Amount: 100, Status: "done", CreatedAt: r.CreatedAt},
		{ID: 9, OrderID: 42, Amount: 100, Status: "pending", CreatedAt: r.CreatedAt}} {
		if _, err := MakeCredit(e, o, bad, "lv", riga); err != store.ErrNotFound {
			t.Errorf("refund %+v: %v", bad, err)
		}
	}
}

// A private person's order has no e-invoice.
func TestUBLOnlyForCompanies(t *testing.T) {
	o := b2bOrder()
	o.Customer.UserType, o.Cart.WithTax = "b2c", true
	if HasEInvoice(o) {
		t.Error("a private person's order has an e-invoice")
	}
	if _, err := MakeEInvoice(invoice.Invoice{}, o, shopSeller, "LV", EPayee{}, time.UTC); err != ErrNoEInvoice {
		t.Errorf("MakeEInvoice: %v", err)
	}
}

func TestSpread(t *testing.T) {
	for _, c := range []struct {
		amount  int64
		weights []int64
		want    []int64
	}{{100, []int64{1, 1, 1}, []int64{34, 33, 33}}, {9500, []int64{9000, 500}, []int64{9000, 500}},
		{10, []int64{0, 0}, nil}, {7, []int64{2, 0, 5}, []int64{2, 0, 5}}, {1 << 40, []int64{1 << 40, 1 << 40}, []int64{1 << 39, 1 << 39}}} {
		got := spread(c.amount, c.weights)
		if len(got) != len(c.want) {
			t.Errorf("spread(%d, %v) = %v", c.amount, c.weights, got)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("spread(%d, %v) = %v, want %v", c.amount, c.weights, got, c.want)
				break
			}
		}
	}
}

// A Finnish order at 25,5 %: the rate is written "25.5" and the VAT, worked out by the order's
// own rounding, is what EN 16931 expects of the taxable amount at it.
func TestUBLFinnishRate(t *testing.T) {
	o := b2bOrder()
	o.PrefixedID, o.VATBasisPoints = "FI-000042", 2550
	o.Cents.Tax = store.Pricing{VATBasisPoints: 2550}.VATOn(o.Cents.Net)
	o.Cents.Total = o.Cents.Net + o.Cents.Tax
	o.VAT = []store.VATLine{{RateBasisPoints: 2550, Net: o.Cents.Net, Tax: o.Cents.Tax}}
	seller := shopSeller
	seller.Country, seller.VATNumber = "FI", "FI12345678"
	e := eInvoiceOf(t, o)
	e.Seller = seller
	var buf bytes.Buffer
	if err := invoice.WriteUBL(&buf, e); err != nil {
		t.Fatal(err)
	}
	d, err := invoicetest.ParseUBL(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range invoicetest.Rules(d) {
		t.Error(err)
	}
	if s := d.TaxTotals[0].Subtotals[0]; s.Category.Percent != "25.5" || s.Tax.Value != "49.46" || d.Seller.Endpoint.Scheme != "0213" {
		t.Errorf("subtotal %+v, seller endpoint %+v", s, d.Seller.Endpoint)
	}
}
