package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/urls"
)

// A product's energy label goes in through the back office (checked field by field, audited)
// and comes out beside every price: the product page's card, the catalogue's search answer
// and the cart line, with where the arrow leads and the information sheet.
func TestAdminEnergyLabelCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	const sheet = "https://eprel.ec.europa.eu/screen/product/electronicdisplays/1234567"
	bad := a.json(http.MethodPost, "/api/admin/products", newProductBody("tv-bad", 40000,
		`,"energy":{"class":"H","label":"http://example.com/l.png","sheet":"javascript:alert(1)"}`), http.StatusUnprocessableEntity)
	for _, f := range []string{"energy.class", "energy.label", "energy.sheet"} {
		if dig(bad, "errors", f) == nil {
			t.Errorf("no error for %s: %v", f, bad)
		}
	}
	p := a.json(http.MethodPost, "/api/admin/products", newProductBody("tv", 40000,
		`,"energy":{"class":"e","label":"/media/energy/label.png","sheet":"`+sheet+`"}`), http.StatusCreated)
	if dig(p, "energy", "class") != "E" || dig(p, "energy", "sheet") != sheet {
		t.Fatalf("product answer %v", dig(p, "energy"))
	}
	id := num(dig(p, "id"))
	if n := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE entity = 'product' AND entity_id = ? AND after LIKE '%"class":"E"%'`,
		fmt.Sprint(id))[0]; n != 1 {
		t.Errorf("audit rows naming the class = %d", n)
	}

	shop := a.shopper()
	want := map[string]any{"class": "E", "label": "/media/energy/label.png", "label_image": true, "sheet": sheet}
	same := func(where string, got any) {
		t.Helper()
		m, ok := got.(map[string]any)
		if !ok || len(m) != len(want) {
			t.Errorf("%s: energy %v", where, got)
			return
		}
		for k, v := range want {
			if m[k] != v {
				t.Errorf("%s: energy %v, want %v", where, m, want)
			}
		}
	}
	same("product page", dig(shop.page(urls.Product("tejkanna-tv"), http.StatusOK), "props", "product", "energy"))
	found := dig(shop.json(http.MethodGet, "/api/search/products?q=tejkanna-tv&per_page=16", "", http.StatusOK), "collection", "data", "products")
	var card any
	for _, c := range found.([]any) {
		if num(dig(c, "id")) == id {
			card = dig(c, "energy")
		}
	}
	same("search card", card)
	shop.fill(id, 1)
	same("cart line", dig(shop.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "items", 0, "product", "energy"))

	// A product without a class answers none: no arrow.
	plain := a.json(http.MethodPost, "/api/admin/products", newProductBody("plain", 1000, ""), http.StatusCreated)
	if e := dig(shop.page(urls.Product("tejkanna-plain"), http.StatusOK), "props", "product", "energy"); e != nil {
		t.Errorf("product %v without a class has %v", dig(plain, "id"), e)
	}
}

// A label or a sheet uploads as a PDF or a picture, judged by its bytes; it is kept once by
// its content's hash, served from /media/energy/ and logged; anything else is a 422 on the file.
func TestAdminEnergyFileUpload(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	pdf := []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
	rec := a.upload("/api/admin/energy-files", "file", "label.pdf", "application/pdf", pdf)
	if rec.Code != http.StatusCreated {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	path := dig(decode(t, rec, http.StatusCreated), "path").(string)
	if !strings.HasPrefix(path, "/media/energy/") || !strings.HasSuffix(path, ".pdf") {
		t.Fatalf("path %q", path)
	}
	again := dig(decode(t, a.upload("/api/admin/energy-files", "file", "other-name.pdf", "image/png", pdf), http.StatusCreated), "path")
	if again != path {
		t.Errorf("the same file twice: %v, %v", path, again)
	}
	got := a.do(http.MethodGet, path, "", nil)
	if got.Code != http.StatusOK || got.Header().Get("Content-Type") != "application/pdf" || got.Body.String() != string(pdf) {
		t.Errorf("serving %s: %d %q", path, got.Code, got.Header().Get("Content-Type"))
	}
	if n := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE entity = 'energy_file' AND after LIKE ?`, "%"+path+"%")[0]; n != 2 {
		t.Errorf("audit rows of the upload = %d", n)
	}
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	for name, data := range map[string][]byte{"label.svg": svg, "label.pdf": []byte("not a pdf at all")} {
		m := decode(t, a.upload("/api/admin/energy-files", "file", name, "application/pdf", data), http.StatusUnprocessableEntity)
		if dig(m, "errors", "file") == nil {
			t.Errorf("%s: %v", name, m)
		}
	}
	decode(t, a.upload("/api/admin/energy-files", "", "", "", nil), http.StatusUnprocessableEntity)
}
