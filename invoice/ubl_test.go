package invoice

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"shop/invoice/invoicetest"
)

// eSample is a business's order: two phones and a service, a 10 % coupon, shipping, 21 % VAT
// on the net total; paid by transfer, not yet.
func eSample() EInvoice {
	lines := []Line{{Title: "Phone X", Code: "PH-1", Quantity: 2, Unit: 10000, Total: 20000},
		{Title: "Screen film", Quantity: 2, Unit: 499, Total: 998, Service: true}}
	// goods 20998, coupon 2100 (10 %), shipping 500: net 19398, VAT 4074 (19398 × 0.21 = 4073.58)
	return EInvoice{
		Invoice: Invoice{Number: "LV-000042", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), Lines: lines, NetPrices: true,
			VATBasisPoints: 2100, Subtotal: 20998, Discount: 2100, Shipping: 500, ShippingTitle: "Courier",
			VAT: []VATLine{{RateBasisPoints: 2100, Net: 19398, Tax: 4074}}, Net: 19398, Tax: 4074, Total: 23472},
		Seller: LegalParty{Name: "SIA TelShop", RegNumber: "40003000000", VATNumber: "LV40003000000", Street: "Brīvības iela 68",
			City: "Rīga", Zip: "LV-1011", Country: "LV", Email: "info@telshop.lv"},
		Buyer: LegalParty{Name: "SIA Ābele", RegNumber: "40003123456", VATNumber: "LV40003123456", Street: "Dzirnavu iela 5",
			City: "Rīga", Zip: "LV-1010", Country: "LV", Contact: "Jānis Ģērķis", Email: "j@abele.lv"},
		DueDate: time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC), IBAN: "LV80BANK0000435195001", BIC: "BANKLV22",
		AccountName: "SIA TelShop", PaymentID: "RF18LV000042", CouponCode: "TEN",
	}
}

func writeUBL(t *testing.T, e EInvoice) invoicetest.Doc {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteUBL(&buf, e); err != nil {
		t.Fatal(err)
	}
	d, err := invoicetest.ParseUBL(buf.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	for _, err := range invoicetest.Rules(d) {
		t.Error(err)
	}
	return d
}

// The invoice keeps EN 16931's sums: the lines (goods, service, shipping) add up to the line
// total, the coupon is an allowance at the lines' rate, the VAT breakdown is the order's.
func TestUBLInvoiceAddsUp(t *testing.T) {
	d := writeUBL(t, eSample())
	if len(d.Lines()) != 3 || d.Lines()[2].Name != "Courier" || d.Totals.LineExtension.Value != "214.98" ||
		d.Totals.TaxExclusive.Value != "193.98" || d.Totals.TaxInclusive.Value != "234.72" || d.Totals.Payable.Value != "234.72" {
		t.Errorf("lines %+v totals %+v", d.Lines(), d.Totals)
	}
	if len(d.Allowances) != 1 || d.Allowances[0].Reason != "Coupon TEN" || d.Allowances[0].Category.Percent != "21" {
		t.Errorf("allowances %+v", d.Allowances)
	}
	if d.PaymentMeans != "58" || d.IBAN != "LV80BANK0000435195001" || d.PaymentID != "RF18LV000042" || d.DueDate != "2026-11-27" {
		t.Errorf("payment %q %q %q due %q", d.PaymentMeans, d.IBAN, d.PaymentID, d.DueDate)
	}
	if d.Seller.Endpoint.Scheme != "9939" || d.Seller.Endpoint.Value != "LV40003000000" || d.Buyer.VATNumber != "LV40003123456" {
		t.Errorf("seller %+v buyer %+v", d.Seller, d.Buyer)
	}

	paid := eSample()
	paid.Prepaid = paid.Total
	if d := writeUBL(t, paid); d.Totals.Payable.Value != "0.00" || d.Totals.Prepaid == nil || d.Totals.Prepaid.Value != "234.72" {
		t.Errorf("a paid invoice's totals %+v", d.Totals)
	}
}

// An intra-Community supply is category K at 0 % with its reason in the VAT breakdown, on
// the lines and the allowance too, and says where and when the goods went (BR-IC-11/12);
// without them the rules object.
func TestUBLExemption(t *testing.T) {
	e := eSample()
	e.Exemption = &IntraCommunity
	e.Tax, e.Total = 0, e.Net
	e.VAT = []VATLine{{RateBasisPoints: 0, Net: e.Net}}
	e.DeliveryCountry, e.DeliveryDate = "EE", e.Date
	e.TaxNote = IntraCommunity.Reason
	d := writeUBL(t, e)
	s := d.TaxTotals[0].Subtotals
	if len(s) != 1 || s[0].Category.ID != "K" || s[0].Category.Percent != "0" || s[0].Category.ExemptionCode != "VATEX-EU-IC" ||
		s[0].Category.Exemption != IntraCommunity.Reason || d.Lines()[0].Category.ID != "K" || d.Allowances[0].Category.ID != "K" {
		t.Errorf("breakdown %+v, line %+v, allowance %+v", s, d.Lines()[0].Category, d.Allowances[0].Category)
	}
	if d.DeliveryCountry != "EE" || d.DeliveryDate != e.Date.Format("2006-01-02") || d.Note != IntraCommunity.Reason {
		t.Errorf("delivery %q %q, note %q", d.DeliveryCountry, d.DeliveryDate, d.Note)
	}
	e.DeliveryCountry = ""
	var buf bytes.Buffer
	if err := WriteUBL(&buf, e); err != nil {
		t.Fatal(err)
	}
	d, err := invoicetest.ParseUBL(buf.Bytes())
	if errs := invoicetest.Rules(d); err != nil || len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), "BR-IC-11/12") {
		t.Errorf("K without its delivery: %v %v", err, errs)
	}
}

// Figures that do not add up, a private person's gross prices or no lines are refused, never
// written.
func TestUBLRefusesWhatDoesNotAddUp(t *testing.T) {
	for name, change := range map[string]func(*EInvoice){
		"tax":      func(e *EInvoice) { e.Tax++ },
		"net":      func(e *EInvoice) { e.Net++; e.Total++ },
		"vat line": func(e *EInvoice) { e.VAT[0].Net-- },
		"gross":    func(e *EInvoice) { e.NetPrices = false },
		"no lines": func(e *EInvoice) {
			e.Lines, e.Shipping, e.Discount, e.Net, e.Tax, e.Total, e.VAT = nil, 0, 0, 0, 0, 0, nil
		},
	} {
		e := eSample()
		e.VAT = append([]VATLine(nil), e.VAT...)
		change(&e)
		if err := WriteUBL(&bytes.Buffer{}, e); err == nil {
			t.Errorf("%s: written", name)
		}
	}
}

// A credit note names the invoice it corrects; a line's share of a refund that is no whole
// number of cents per unit is priced per its quantity, so quantity × price is the line.
func TestUBLCreditNote(t *testing.T) {
	c := Credit{Number: "LV-000042-R3", Date: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), Reason: "Returned",
		Lines: []Line{{Title: "Phone X", Code: "PH-1", Quantity: 3, Total: 10000}, {Title: "Courier", Quantity: 1, Total: 413}},
		Net:   10413, Tax: 2187, Total: 12600, PaidBack: true, RateBasisPoints: 2100}
	var buf bytes.Buffer
	if err := WriteUBLCreditNote(&buf, eSample(), c); err != nil {
		t.Fatal(err)
	}
	d, err := invoicetest.ParseUBL(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range invoicetest.Rules(d) {
		t.Error(err)
	}
	if d.CreditNoteType != "381" || d.InvoiceRef != "LV-000042" || d.ID != "LV-000042-R3" || d.Totals.Payable.Value != "0.00" ||
		!strings.Contains(buf.String(), `<cbc:BaseQuantity unitCode="C62">3</cbc:BaseQuantity>`) {
		t.Errorf("credit note:\n%s", buf.String())
	}
	c.Tax++
	if err := WriteUBLCreditNote(&bytes.Buffer{}, eSample(), c); err == nil {
		t.Error("a credit whose figures do not add up was written")
	}
}

func TestUBLNumbers(t *testing.T) {
	for cents, want := range map[int64]string{0: "0.00", 5: "0.05", 123456: "1234.56", -250: "-2.50"} {
		if got := decimal(cents); got != want {
			t.Errorf("decimal(%d) = %q, want %q", cents, got, want)
		}
	}
	for bp, want := range map[int64]string{2100: "21", 2550: "25.5", 905: "9.05", 0: "0"} {
		if got := percent(bp); got != want {
			t.Errorf("percent(%d) = %q, want %q", bp, got, want)
		}
	}
}

// The rules' check catches a document changed by hand: a breakdown that is not its lines', a
// line that is not its quantity times its price, an element out of its namespace.
func TestUBLRulesCatchBrokenDocuments(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteUBL(&buf, eSample()); err != nil {
		t.Fatal(err)
	}
	for rule, edit := range map[string][2]string{
		"BR-S-08":             {`<cbc:TaxableAmount currencyID="EUR">193.98`, `<cbc:TaxableAmount currencyID="EUR">193.99`},
		"BR-CO-10":            {`<cbc:LineExtensionAmount currencyID="EUR">214.98`, `<cbc:LineExtensionAmount currencyID="EUR">214.97`},
		"PEPPOL-EN16931-R120": {`<cbc:PriceAmount currencyID="EUR">100.00`, `<cbc:PriceAmount currencyID="EUR">100.01`},
		"BR-CO-15":            {`<cbc:TaxInclusiveAmount currencyID="EUR">234.72`, `<cbc:TaxInclusiveAmount currencyID="EUR">234.73`},
		"namespace":           {`<cbc:BuyerReference>LV-000042</cbc:BuyerReference>`, `<cac:BuyerReference>LV-000042</cac:BuyerReference>`},
	} {
		broken := strings.Replace(buf.String(), edit[0], edit[1], 1)
		if broken == buf.String() {
			t.Fatalf("%s: nothing to change", rule)
		}
		d, err := invoicetest.ParseUBL([]byte(broken))
		if err != nil {
			if rule != "namespace" {
				t.Errorf("%s: %v", rule, err)
			}
			continue
		}
		found := false
		for _, err := range invoicetest.Rules(d) {
			found = found || strings.HasPrefix(err.Error(), rule)
		}
		if !found {
			t.Errorf("%s: not caught (%v)", rule, invoicetest.Rules(d))
		}
	}
}
