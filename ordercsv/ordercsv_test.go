package ordercsv

import (
	"bytes"
	"encoding/csv"
	"testing"
	"time"

	"shop/store"
)

func TestCells(t *testing.T) {
	for c, want := range map[int64]string{0: "0.00", 5: "0.05", 1234: "12.34", -5: "-0.05", -123456: "-1234.56"} {
		if got := Money(c); got != want {
			t.Errorf("Money(%d) = %q, want %q", c, got, want)
		}
	}
	for bp, want := range map[int64]string{2100: "21", 2550: "25.5", 0: "0", 905: "9.05"} {
		if got := Rate(bp); got != want {
			t.Errorf("Rate(%d) = %q, want %q", bp, got, want)
		}
	}
	// 121,00 with 21 % holds 21,00 of VAT; 1,00 holds 0,17 (17,36 rounded).
	for _, c := range []struct{ gross, bp, want int64 }{{12100, 2100, 2100}, {100, 2100, 17}, {12550, 2550, 2550}, {0, 2100, 0}} {
		if got := VATOf(c.gross, c.bp); got != c.want {
			t.Errorf("VATOf(%d, %d) = %d, want %d", c.gross, c.bp, got, c.want)
		}
	}
}

// A cell a spreadsheet would run as a formula starts with an apostrophe; others are as given.
func TestOrdersAreFormulaSafe(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewOrders(&buf, time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"=1+1", "+371", "-2", "@SUM(A1)", "\tx", "Anna"} {
		if err := w.Order(store.ExportOrder{PrefixedID: "LV-000001", Name: name, Total: 100}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"'=1+1", "'+371", "'-2", "'@SUM(A1)", "'\tx", "Anna"}
	for i, w := range want {
		if rows[i+1][2] != w {
			t.Errorf("row %d name %q, want %q", i+1, rows[i+1][2], w)
		}
	}
}
