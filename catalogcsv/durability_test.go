package catalogcsv

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"shop/store"
)

// The producer's guarantee of durability is one column of whole years: a number from 0 to 50
// is read (an empty cell as 0), anything else is an error at its cell, a file without the
// column leaves the field out, and the export writes it back under the same header.
func TestDurabilityColumn(t *testing.T) {
	t.Parallel()
	file := "code,durability_years\nA-1,5\nA-2,\nA-3,51\nA-4,two\nA-5,-1\n"
	res := ReadShop(strings.NewReader(file), langs)
	if len(res.Products) < 2 {
		t.Fatalf("products %+v", res.Products)
	}
	a1, a2 := res.Products[0], res.Products[1]
	if a1.DurabilityYears != 5 || a1.Has&store.HasDurability == 0 || a2.DurabilityYears != 0 || a2.Has&store.HasDurability == 0 {
		t.Errorf("A-1 %+v, A-2 %+v", a1, a2)
	}
	var lines []int
	for _, e := range res.Errors {
		if e.Column != 2 || !strings.Contains(e.Message, "durability_years") {
			t.Errorf("error %+v", e)
		}
		lines = append(lines, e.Line)
	}
	if !slices.Equal(lines, []int{4, 5, 6}) {
		t.Errorf("errors on lines %v, want 4, 5 and 6: %+v", lines, res.Errors)
	}
	if res := ReadShop(strings.NewReader("code,stock\nA-1,3\n"), langs); res.Products[0].Has&store.HasDurability != 0 {
		t.Error("a file without the column gives the field")
	}
	var buf bytes.Buffer
	p := store.ImportProduct{Code: "A-1", DurabilityYears: 3}
	if err := Write(&buf, []string{"lv"}, func(yield func(store.ImportProduct, error) bool) { yield(p, nil) }); err != nil {
		t.Fatal(err)
	}
	back := ReadShop(bytes.NewReader(buf.Bytes()), Options{Languages: []string{"lv"}})
	if len(back.Errors) > 0 || len(back.Products) != 1 || back.Products[0].DurabilityYears != 3 {
		t.Errorf("written and read back: %+v, errors %+v", back.Products, back.Errors)
	}
}
