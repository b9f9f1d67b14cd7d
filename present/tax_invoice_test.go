package present

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"shop/invoice"
	"shop/invoice/invoicetest"
	"shop/store"
)

// The golden invoices of the three VAT schemes (store/tax.go), each as the PDF's text and as
// the UBL e-invoice (go test ./present -run GoldenTax -update rewrites them): the domestic
// order at the home rate, a business without a VIES-confirmed number delivered to Finland at
// Finland's rate under the One-Stop Shop, and an Estonian business's intra-Community supply
// at 0 % with the exemption and VIES's consultation number.

// taxedOrder is b2bOrder taxed by scheme.
func taxedOrder(scheme string) store.Order {
	o := b2bOrder()
	o.Tax = store.Tax{Scheme: store.TaxDomestic, Country: "LV", RateBasisPoints: 2100}
	switch scheme {
	case store.TaxOSS:
		o.Tax = store.Tax{Scheme: store.TaxOSS, Country: "FI", RateBasisPoints: 2550}
		o.Customer.CompanyAddress, o.Customer.CompanyCity, o.Customer.CompanyZip = "Mannerheimintie 1", "Helsinki", "00100"
		o.Customer.CompanyName, o.Customer.CompanyVatNum, o.Customer.CompanyRegNum = "Toiminimi Virtanen", "", "1234567-8"
	case store.TaxReverseCharge:
		o.Tax = store.Tax{Scheme: store.TaxReverseCharge, Country: "EE", Check: &store.VATCheck{Number: "EE100931558", Country: "EE",
			RequestID: "WAPIAAAAZ100931558", CheckedAt: time.Date(2026, 11, 24, 22, 29, 0, 0, time.UTC)}}
		o.Customer.CompanyName, o.Customer.CompanyVatNum, o.Customer.CompanyRegNum = "Firma OÜ", "EE100931558", "10093155"
		o.Customer.CompanyAddress, o.Customer.CompanyCity, o.Customer.CompanyZip = "Viru väljak 4", "Tallinn", "10111"
	}
	p := store.Pricing{VATBasisPoints: o.Tax.RateBasisPoints}
	o.VATBasisPoints = o.Tax.RateBasisPoints
	o.Cents.Tax = p.VATOn(o.Cents.Net)
	o.Cents.Total = o.Cents.Net + o.Cents.Tax
	o.VAT = []store.VATLine{{RateBasisPoints: o.VATBasisPoints, Net: o.Cents.Net, Tax: o.Cents.Tax}}
	return o
}

// goldenText compares a PDF's text with testdata/invoice/name, or rewrites it with -update.
func goldenText(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "invoice", name)
	if *updateUBL {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file (go test ./present -run GoldenTax -update rewrites it):\n%s", name, got)
	}
}

func TestGoldenTaxInvoices(t *testing.T) {
	riga, err := time.LoadLocation("Europe/Riga")
	if err != nil {
		t.Skip(err)
	}
	for _, tc := range []struct {
		scheme, name, country string
		tax, total            string
		pdfSays, pdfNot       []string
	}{
		{store.TaxDomestic, "domestic", "Latvia", "40.74", "234.72", []string{"VAT 21 % (€193.98)", "€234.72"},
			[]string{"OSS", "Article 138"}},
		{store.TaxOSS, "oss-finland", "Finland", "49.46", "243.44",
			[]string{"VAT 25.5 % (€193.98)", "€243.44", "VAT of Finland at 25.5 %, the member state of destination, declared through the One-Stop Shop (OSS)."},
			[]string{"Article 138"}},
		{store.TaxReverseCharge, "intra-eu-estonia", "Estonia", "0.00", "193.98",
			[]string{"VAT 0 % (€193.98)", "€193.98", "Intra-Community supply exempt under Article 138 of Directive 2006/112/EC — reverse charge.",
				"VAT number EE100931558 confirmed valid by VIES on 25/11/2026, consultation number WAPIAAAAZ100931558."},
			[]string{"OSS"}},
	} {
		o := taxedOrder(tc.scheme)
		inv, err := MakeInvoice(o, "en", Seller{Name: "SIA TelShop", RegNumber: "40003000000", VATNumber: "LV40003000000"}, tc.country, riga)
		if err != nil {
			t.Fatal(err)
		}
		inv.Compress = false
		var pdf bytes.Buffer
		if err := invoice.Write(&pdf, inv); err != nil {
			t.Fatal(err)
		}
		text := invoicetest.Text(pdf.Bytes())
		goldenText(t, tc.name+".txt", text)
		// The text extractor returns the pieces one per line; a long note wraps, so join them.
		flat := strings.Join(strings.Fields(text), " ")
		for _, s := range tc.pdfSays {
			if !strings.Contains(flat, s) {
				t.Errorf("%s: the PDF does not say %q:\n%s", tc.name, s, text)
			}
		}
		for _, s := range tc.pdfNot {
			if strings.Contains(flat, s) {
				t.Errorf("%s: the PDF says %q", tc.name, s)
			}
		}

		var ubl bytes.Buffer
		if err := invoice.WriteUBL(&ubl, eInvoiceOf(t, o)); err != nil {
			t.Fatal(err)
		}
		d := golden(t, "invoice-"+tc.name+".xml", ubl.Bytes())
		s := d.TaxTotals[0].Subtotals[0]
		if d.TaxTotals[0].Tax.Value != tc.tax || d.Totals.Payable.Value != tc.total || s.Taxable.Value != "193.98" {
			t.Errorf("%s: tax %v, payable %v, taxable %v", tc.name, d.TaxTotals[0].Tax, d.Totals.Payable, s.Taxable)
		}
		switch tc.scheme {
		case store.TaxDomestic:
			if s.Category.ID != "S" || s.Category.Percent != "21" || d.Note != "" || d.DeliveryCountry != "" {
				t.Errorf("domestic: %+v, note %q, delivery %q", s.Category, d.Note, d.DeliveryCountry)
			}
		case store.TaxOSS:
			if s.Category.ID != "S" || s.Category.Percent != "25.5" || !strings.Contains(d.Note, "(OSS)") || d.DeliveryCountry != "FI" {
				t.Errorf("OSS: %+v, note %q, delivery %q", s.Category, d.Note, d.DeliveryCountry)
			}
		case store.TaxReverseCharge:
			if s.Category.ID != "K" || s.Category.Percent != "0" || s.Category.ExemptionCode != "VATEX-EU-IC" ||
				s.Category.Exemption != invoice.IntraCommunity.Reason || d.DeliveryCountry != "EE" || d.DeliveryDate != "2026-11-25" ||
				d.Buyer.VATNumber != "EE100931558" || d.Seller.VATNumber != "LV40003000000" || !strings.Contains(d.Note, "WAPIAAAAZ100931558") {
				t.Errorf("intra-Community: %+v, delivery %q %q, VAT numbers %q %q, note %q", s.Category, d.DeliveryCountry,
					d.DeliveryDate, d.Buyer.VATNumber, d.Seller.VATNumber, d.Note)
			}
		}
	}
}
