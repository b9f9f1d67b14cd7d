package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/urls"
)

// A product's producer guarantee of durability goes in through the back office's calls
// (0 to 50 years, a field error beyond, audited), comes out of the CSV export and goes back in
// through the import, and the product page's answer gives the label's length in the page's
// language only above the legal guarantee's 2 years.
func TestAdminProductDurabilityCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	for _, years := range []int{-1, 51} {
		m := a.json(http.MethodPost, "/api/admin/products", newProductBody(fmt.Sprint("bad", years+1), 1000,
			fmt.Sprintf(`,"durability_years":%d`, years)), http.StatusUnprocessableEntity)
		if dig(m, "errors", "durability_years") == nil {
			t.Errorf("%d years: %v", years, m)
		}
	}
	p := a.json(http.MethodPost, "/api/admin/products", newProductBody("lasting", 1000, `,"durability_years":5`), http.StatusCreated)
	id := dig(p, "id").(float64)
	if dig(p, "durability_years") != float64(5) {
		t.Fatalf("product answer %v", p)
	}
	if n := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE entity = 'product' AND entity_id = ? AND after LIKE '%"durability_years":5%'`,
		fmt.Sprint(id))[0]; n != 1 {
		t.Errorf("audit rows with the guarantee = %d", n)
	}
	for lang, want := range map[string]string{"lv": "5 gadi", "en": "5 years"} {
		a.lang = lang
		path := urls.Product("tejkanna-lasting")
		if lang != "lv" {
			path = "/" + lang + path
		}
		if d := dig(a.page(path, http.StatusOK), "props", "product", "durability"); d != want {
			t.Errorf("%s: durability %v, want %q", lang, d, want)
		}
	}
	a.lang = "lv"

	// The export names it; an import sets it to 2 years, no more than the legal guarantee,
	// and the page shows no label.
	file := a.exportProducts()
	header, _, _ := strings.Cut(strings.TrimPrefix(file, "\ufeff"), "\n")
	if !strings.Contains(header, ",mpn,durability_years,") || !strings.Contains(file, "\nK-LASTING,") {
		t.Fatalf("export header %s", header)
	}
	res := a.importProductsCSV("format=shop", "code,durability_years\nK-LASTING,2\n", http.StatusOK)
	if counts(res) != [3]int{0, 1, 0} {
		t.Fatalf("import %v", res)
	}
	if d := dig(a.page(urls.Product("tejkanna-lasting"), http.StatusOK), "props", "product", "durability"); d != nil {
		t.Errorf("2 years still labelled: %v", d)
	}
	bad := a.importProductsCSV("format=shop", "code,durability_years\nK-LASTING,60\n", http.StatusUnprocessableEntity)
	if !strings.Contains(fmt.Sprint(bad), "durability_years") {
		t.Errorf("an import of 60 years: %v", bad)
	}
}
