package handlers

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// importProductsCSV posts a CSV body to the import as the test's staff member.
func (a *apiTest) importProductsCSV(query, body string, want int) map[string]any {
	a.t.Helper()
	rec := a.do(http.MethodPost, "/api/admin/import/products?"+query, body, map[string]string{"Content-Type": "text/csv"})
	if rec.Code != want {
		a.t.Fatalf("import %s: status %d, want %d: %s", query, rec.Code, want, rec.Body.String()[:min(rec.Body.Len(), 2000)])
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		a.t.Fatalf("%v: %s", err, rec.Body.String())
	}
	return m
}

// exportProducts is the shop's own file of every product.
func (a *apiTest) exportProducts() string {
	a.t.Helper()
	rec := a.do(http.MethodGet, "/api/admin/export/products.csv", "", nil)
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
		a.t.Fatalf("export: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	return rec.Body.String()
}

func counts(m map[string]any) [3]int {
	return [3]int{int(m["created"].(float64)), int(m["updated"].(float64)), int(m["unchanged"].(float64))}
}

// The export, imported again, changes nothing: every product unchanged.
func TestExportImportsBackUnchanged(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	file := a.exportProducts()
	if !strings.HasPrefix(file, "\uFEFFcode,slug,title_lv,title_en") {
		t.Fatalf("the export begins %q", file[:min(80, len(file))])
	}
	products := a.sqlCount(`SELECT COUNT(*) FROM products WHERE type = 'product'`)
	res := a.importProductsCSV("format=shop", file, http.StatusOK)
	if got := counts(res); got != [3]int{0, 0, products} {
		t.Errorf("created, updated, unchanged %v; want 0, 0, %d; errors %v", got, products, res["errors"])
	}
}

// editExport changes the price of the export's first product and returns the file and the
// product's code.
func editExport(t *testing.T, a *apiTest, price string) (string, string) {
	t.Helper()
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(a.exportProducts(), "\uFEFF")))
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	rows[1][col["price"]], rows[1][col["old_price"]] = price, ""
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.WriteAll(rows[:2])
	return b.String(), rows[1][col["code"]]
}

// A dry run answers what the import would do and writes nothing; the import then writes it
// with its audit entry, and the storefront's price follows.
func TestImportDryRunThenImport(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	file, code := editExport(t, a, "1234,56")
	history := a.sqlCount(`SELECT COUNT(*) FROM price_history`)
	dry := a.importProductsCSV("format=shop&dry_run=1", file, http.StatusOK)
	if counts(dry) != [3]int{0, 1, 0} {
		t.Fatalf("dry run %v", dry)
	}
	if n := a.sqlCount(`SELECT net_price FROM products WHERE code = ?`, code); n == 123456 {
		t.Fatal("the dry run wrote the price")
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM price_history`); n != history {
		t.Errorf("the dry run wrote %d price history rows", n-history)
	}
	res := a.importProductsCSV("format=shop", file, http.StatusOK)
	if counts(res) != [3]int{0, 1, 0} {
		t.Fatalf("import %v", res)
	}
	if n := a.sqlCount(`SELECT net_price FROM products WHERE code = ? AND discount_id IS NULL`, code); n != 123456 {
		t.Errorf("the price is %d", n)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM price_history`); n != history+1 {
		t.Errorf("%d price history rows written, want 1", n-history)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM audit_log WHERE action = 'product.import' AND entity = 'product'`); n != 1 {
		t.Errorf("%d audit entries for the import", n)
	}
}

// A file with one bad row writes nothing, and its errors name their line and column.
func TestImportWithAnErrorWritesNothing(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	before := a.sqlCount(`SELECT COUNT(*) FROM products`)
	file := "code;title_lv;price;category;stock\n" +
		"NEW-1;Jauna prece;12,50;;3\n" +
		"NEW-2;Otra;12,5x;;1\n" + // line 3: the price, column 3
		"NEW-3;Trešā;1,00;nav-tadas;1\n" // line 4: no such category, column 4
	res := a.importProductsCSV("format=shop", file, http.StatusUnprocessableEntity)
	errs := res["errors"].([]any)
	got := map[[2]int]bool{}
	for _, e := range errs {
		m := e.(map[string]any)
		got[[2]int{int(m["line"].(float64)), int(m["column"].(float64))}] = true
	}
	if !got[[2]int{3, 3}] || len(errs) != 1 {
		t.Errorf("errors %v, want line 3 column 3 (the store's checks wait for a readable file)", errs)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products`); n != before {
		t.Fatalf("%d products written", n-before)
	}
	// With the price right, the store's own check finds the category, and still nothing is written.
	res = a.importProductsCSV("format=shop", strings.Replace(file, "12,5x", "12,50", 1), http.StatusUnprocessableEntity)
	errs = res["errors"].([]any)
	if len(errs) != 1 || dig(errs, 0, "line") != 4.0 || dig(errs, 0, "column") != 4.0 {
		t.Errorf("errors %v, want line 4 column 4", errs)
	}
	if counts(res) != [3]int{2, 0, 0} {
		t.Errorf("counts %v", res)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products`); n != before {
		t.Fatalf("%d products written", n-before)
	}
}

// The import is the back office's: without the staff session's CSRF token it is refused
// (419), without a staff session 401; a bad format is a 422 keyed by the parameter.
func TestImportNeedsStaffAndCSRF(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	a.importProductsCSV("format=excel", "code\nX\n", http.StatusUnprocessableEntity)
	a.importProductsCSV("format=shop&dry_run=yes", "code\nX\n", http.StatusUnprocessableEntity)
	csrf := a.csrf
	a.csrf = "wrong"
	before := a.sqlCount(`SELECT COUNT(*) FROM products`)
	file := "code,title_lv,price\nCSRF-1,x,1\n"
	if rec := a.do(http.MethodPost, "/api/admin/import/products?format=shop", file, nil); rec.Code != 419 {
		t.Errorf("a wrong CSRF token: %d", rec.Code)
	}
	a.csrf = csrf
	a.admin = nil
	if rec := a.do(http.MethodPost, "/api/admin/import/products?format=shop", file, nil); rec.Code < 400 {
		t.Errorf("no staff session: %d", rec.Code)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products`); n != before {
		t.Errorf("a refused call wrote %d products", n-before)
	}
	for _, path := range []string{"/api/admin/export/products.csv", "/api/admin/import/status"} {
		if rec := a.do(http.MethodGet, path, "", nil); rec.Code != http.StatusUnauthorized {
			t.Errorf("%s without a staff session: %d", path, rec.Code)
		}
	}
}

// One import at a time per shop.
func TestImportOneAtATime(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	job := jobOf(a.st)
	if !job.start(0) {
		t.Fatal("the job is busy from the start")
	}
	a.importProductsCSV("format=shop&dry_run=1", "code\nX\n", http.StatusConflict)
	job.finish(nil)
	a.importProductsCSV("format=shop&dry_run=1", "code,title_lv,price\nX,x,1\n", http.StatusOK)
}

func pngBytes(t *testing.T) []byte {
	t.Helper()
	m := image.NewNRGBA(image.Rect(0, 0, 40, 30))
	for i := range m.Pix {
		m.Pix[i] = 200
	}
	m.Set(1, 1, color.NRGBA{255, 0, 0, 255})
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// A Shopify export with variants and picture rows: the variants become products of one
// variant group (a compare-at price the old price, a draft unpublished), the pictures are
// fetched after the answer and go to the gallery through the pictures workflow, and one that
// cannot be fetched is a warning on its line while its product is imported.
func TestImportShopifyWithPictures(t *testing.T) {
	t.Parallel()
	pic := pngBytes(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/missing.png" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "image/png")
		w.Write(pic)
	}))
	defer srv.Close()
	st, sessions, place := openDemo(t)
	a := newAPITestWith(t, Config{ShopCode: "lv_shop", ImportPrivateURLs: true}, st, sessions)
	a.data = place
	a.signInStaff(a.addStaff("staff"))
	file := "Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Image Src,Image Position,Status\n" +
		"tee,Kokvilnas krekls,<p>Mīksts</p>,Acme Tees,Size,S,TEE-S,20.00,25.00,5," + srv.URL + "/tee.png,1,active\n" +
		"tee,,,,,M,TEE-M,21.00,,0," + srv.URL + "/missing.png,2,\n" +
		"mug,Krūze,,Acme Tees,Title,Default Title,MUG-1,5.00,,7,,,draft\n"
	res := a.importProductsCSV("format=shopify", file, http.StatusOK)
	if counts(res) != [3]int{3, 0, 0} || res["pictures_queued"].(float64) != 4 {
		t.Fatalf("answer %v", res)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products WHERE variant_group = 'tee'`); n != 2 {
		t.Errorf("%d products in the tee's variant group", n)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products WHERE code = 'MUG-1' AND published = 0 AND variant_group IS NULL`); n != 1 {
		t.Error("the draft mug is not imported unpublished on its own")
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products p JOIN discounts d ON d.id = p.discount_id WHERE p.code = 'TEE-S' AND p.net_price = 2500 AND d.percent = 20`); n != 1 {
		t.Error("the compare-at price is not the old price")
	}
	status := waitImport(t, a)
	warnings := dig(status, "answer", "warnings").([]any)
	found := false
	for _, w := range warnings {
		if dig(w, "line") == 3.0 && strings.Contains(dig(w, "message").(string), "missing.png") {
			found = true
		}
	}
	if !found {
		t.Errorf("no warning on line 3 for the missing picture: %v", warnings)
	}
	for code, want := range map[string]int{"TEE-S": 1, "TEE-M": 1, "MUG-1": 0} {
		if n := a.sqlCount(`SELECT COUNT(*) FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.code = ?`, code); n != want {
			t.Errorf("%s has %d pictures, want %d", code, n, want)
		}
	}
}

// Without --import-private-urls a picture on a private address is refused, and its product
// is imported all the same.
func TestImportRefusesPrivatePictureURLs(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	file := "Handle,Title,Variant SKU,Variant Price,Image Src\n" +
		"lamp,Lampa,LMP-1,10.00,http://127.0.0.1:9/a.png\n" +
		"lamp,,,,http://10.0.0.1/b.png\n" +
		"lamp,,,,http://169.254.169.254/latest/meta-data/\n"
	res := a.importProductsCSV("format=shopify", file, http.StatusOK)
	if counts(res) != [3]int{1, 0, 0} {
		t.Fatalf("answer %v", res)
	}
	status := waitImport(t, a)
	lines := map[float64]bool{}
	for _, w := range dig(status, "answer", "warnings").([]any) {
		if strings.Contains(dig(w, "message").(string), "refused") {
			lines[dig(w, "line").(float64)] = true
		}
	}
	if !lines[2] || !lines[3] || !lines[4] {
		t.Errorf("refusals on lines %v, want 2, 3 and 4", lines)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products WHERE code = 'LMP-1'`); n != 1 {
		t.Error("the product is not imported")
	}
}

// waitImport waits for the import's pictures and answers its status.
func waitImport(t *testing.T, a *apiTest) map[string]any {
	t.Helper()
	jobOf(a.st).wait()
	return a.json(http.MethodGet, "/api/admin/import/status", "", http.StatusOK)
}

// The import takes files above the global 1 MiB body limit, up to its own 50 MiB, and
// refuses a larger one by its Content-Length, keyed by the file.
func TestImportBodyLimit(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	// A dozen products with long descriptions make the file pass 1 MiB: the body limit is the
	// point, and a dry run of thousands of rows under -race took minutes.
	var b strings.Builder
	b.WriteString("code,title_lv,description_lv,price,stock\n")
	long := strings.Repeat("Gara apraksta rinda. ", 4000) // 84,000 bytes
	rows := 0
	for ; b.Len() <= MaxBodyBytes; rows++ {
		fmt.Fprintf(&b, "BIG-%06d,Liela faila prece %d,%s,%d.00,%d\n", rows, rows, long, 1+rows%90, rows%5)
	}
	res := a.importProductsCSV("format=shop&dry_run=1", b.String(), http.StatusOK)
	if created := counts(res)[0]; created != rows {
		t.Errorf("a file over 1 MiB created %d of its %d products in the dry run", created, rows)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM products WHERE code LIKE 'BIG-%'`); n != 0 {
		t.Errorf("the dry run wrote %d products", n)
	}
	req := httptest.NewRequest(http.MethodPost, "/api/admin/import/products?format=shop", strings.NewReader("code\n"))
	req.ContentLength = importBodyBytes + 1
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	req.Header.Set("X-CSRF-TOKEN", a.csrf)
	req.AddCookie(a.cookie)
	req.AddCookie(a.admin)
	rec := httptest.NewRecorder()
	a.e.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge || !strings.Contains(rec.Body.String(), `"file"`) {
		t.Errorf("a file over 50 MiB: %d %s", rec.Code, rec.Body.String())
	}
}
