package invoice

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"shop/invoice/invoicetest"
)

func sample(compress bool) Invoice {
	return Invoice{
		Number: "LV-000042", Date: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC),
		Seller: Party{Name: "SIA TelShop", Lines: []string{"Brīvības iela 68, Rīga", "PVN LV40003000000"}},
		Buyer:  Party{Name: "Jānis Bērziņš", Lines: []string{"Ģertrūdes iela 5, Rīga", "Äänekoski Öljy Oy", "Иван Петров"}},
		Lines: []Line{{Title: "Смартфон Šķēle", Code: "PH-1", Quantity: 2, Unit: 12100, Total: 24200},
			{Title: "Gift pack", Quantity: 1, Unit: 399, Total: 399, Service: true}},
		VATBasisPoints: 2550, Subtotal: 24599, Discount: 1000, Shipping: 599, ShippingTitle: "Kurjers",
		VAT: []VATLine{{RateBasisPoints: 2550, Net: 19281, Tax: 4917}}, Net: 19281, Tax: 4917, Total: 24198, Payment: "Bank transfer · paid",
		Label: func(k string) string { return "«" + k + "»" }, Money: func(c int64) string { return fmt.Sprintf("%d,%02d €", c/100, c%100) },
		Compress: compress,
	}
}

// The document is a PDF whose text, in Latvian, Finnish and Russian letters, reads back as
// written, compressed (as served) or not.
func TestWriteSaysWhatItShould(t *testing.T) {
	for _, compress := range []bool{false, true} {
		var buf bytes.Buffer
		if err := Write(&buf, sample(compress)); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) || !bytes.Contains(buf.Bytes(), []byte("%%EOF")) {
			t.Fatalf("not a PDF: %.20q", buf.Bytes())
		}
		text := invoicetest.Text(buf.Bytes())
		for _, want := range []string{"«invoice_title» LV-000042", "Jānis Bērziņš", "Ģertrūdes iela 5, Rīga", "Äänekoski Öljy Oy",
			"Иван Петров", "Смартфон Šķēle (PH-1)", "242,00 €", "25,5 %", "−10,00 €", "241,98 €", "24.11.2026", "SIA TelShop",
			"«invoice_prices_with_vat»", "«invoice_vat» 25,5 % (192,81 €)", "49,17 €"} {
			if !strings.Contains(text, want) {
				t.Errorf("compress %v: %q missing from\n%s", compress, want, text)
			}
		}
		// The font is embedded (subset) with a map back to Unicode, so viewers can copy text.
		if compress && !bytes.Contains(buf.Bytes(), []byte("/ToUnicode")) {
			t.Error("no ToUnicode map")
		}
	}
}

func TestVATRate(t *testing.T) {
	for bp, want := range map[int64]string{2100: "21 %", 2550: "25,5 %", 905: "9,05 %", 0: "0 %"} {
		if got := vatRate(bp); got != want {
			t.Errorf("%d: %q, want %q", bp, got, want)
		}
	}
}
