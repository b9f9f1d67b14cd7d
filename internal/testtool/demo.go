package testtool

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"shop/demo"
	"shop/store"
)

// The demo shops a test binary needs are seeded once, one per variant and size, into
// templateRoot; each test gets a copy of one in a folder of its own (DemoData), so tests
// share nothing and pay a file copy instead of a seed. A test binary's TestMain calls
// RemoveTemplates when its tests are done.
var (
	templateMu   sync.Mutex
	templateRoot string
	templates    = map[string]*template{}
)

type template struct {
	once sync.Once
	path string
	err  error
}

// DemoData is a new data folder (a t.TempDir) holding the demo shop of variant v with n
// products, as `shop seed` writes it: the database, no sessions. schema is schema.sql.
func DemoData(t testing.TB, schema string, v demo.Variant, n int) string {
	t.Helper()
	src := demoTemplate(t, schema, v, n)
	dir := t.TempDir()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "shop.db"), b, 0o600); err != nil {
		t.Fatal(err)
	}
	return dir
}

// demoTemplate is the path of a database holding the demo shop of v with n products,
// seeded on first use.
func demoTemplate(t testing.TB, schema string, v demo.Variant, n int) string {
	t.Helper()
	key := fmt.Sprint(v.Country, v.Langs.Default, v.Langs.All, v.VAT, n)
	templateMu.Lock()
	if templateRoot == "" {
		root, err := os.MkdirTemp("", "shop-test-templates-")
		if err != nil {
			templateMu.Unlock()
			t.Fatal(err)
		}
		templateRoot = root
	}
	tpl := templates[key]
	if tpl == nil {
		tpl = &template{}
		templates[key] = tpl
	}
	root := templateRoot
	templateMu.Unlock()
	tpl.once.Do(func() { tpl.path, tpl.err = seedTemplate(root, schema, v, n) })
	if tpl.err != nil {
		t.Fatalf("seed the demo shop: %v", tpl.err)
	}
	return tpl.path
}

func seedTemplate(root, schema string, v demo.Variant, n int) (string, error) {
	ctx := context.Background()
	dir, err := os.MkdirTemp(root, "seed-")
	if err != nil {
		return "", err
	}
	st, err := store.Open(ctx, dir, schema)
	if err != nil {
		return "", err
	}
	defer st.Close()
	if err := demo.Seed(ctx, st, n, v); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "template.db")
	return path, store.BackupFile(ctx, dir, path)
}

// RemoveTemplates deletes the seeded templates; a test binary's TestMain calls it after
// its tests ran.
func RemoveTemplates() {
	templateMu.Lock()
	defer templateMu.Unlock()
	if templateRoot != "" {
		os.RemoveAll(templateRoot)
	}
}
