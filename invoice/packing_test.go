package invoice

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"shop/invoice/invoicetest"
)

// The slip names the order, the recipient, the pickup point and every line's code and
// quantity, and no price.
func TestPackingSlip(t *testing.T) {
	var buf bytes.Buffer
	err := WritePackingSlip(&buf, PackingSlip{Number: "LV-000042", Date: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC),
		Method: "Omniva pakomāts", ShipTo: Party{Name: "Jānis Bērziņš", Lines: []string{"+371 20000000"}},
		PickupPoint: []string{"Rīga Origo", "Stacijas laukums 2"}, Message: "Zvanīt pirms piegādes",
		Lines: []SlipLine{{Title: "Смартфон Šķēle", Code: "PH-1", Quantity: 2}, {Title: "Gift pack", Code: "GP", Quantity: 2, Service: true}},
		Label: func(k string) string { return "«" + k + "»" }})
	if err != nil {
		t.Fatal(err)
	}
	text := invoicetest.Text(buf.Bytes())
	for _, want := range []string{"«packing_slip_title» LV-000042", "Jānis Bērziņš", "Rīga Origo", "Stacijas laukums 2", "Omniva pakomāts",
		"Zvanīt pirms piegādes", "Смартфон Šķēle", "PH-1", "+ Gift pack", "24.11.2026"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from\n%s", want, text)
		}
	}
	if strings.Contains(text, "€") {
		t.Errorf("a packing slip shows a price:\n%s", text)
	}
}
