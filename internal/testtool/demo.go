package testtool

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"shop/demo"
	"shop/internal/pgtest"
	"shop/internal/seedonce"
	"shop/store"
)

// DemoData is a new data folder (a t.TempDir) holding the demo shop of variant v with n
// products, as `shop seed` writes it: the database, no sessions. schema is schema.sql. The
// shop is seeded once per test binary and variant and size (package seedonce), and each
// test gets a copy.
func DemoData(t testing.TB, schema string, v demo.Variant, n int) string {
	t.Helper()
	dir := t.TempDir()
	key := fmt.Sprint("demo ", v.Country, v.Langs.Default, v.Langs.All, v.VAT, n)
	seedonce.CopyTo(t, key, func(dir string) (string, error) { return seedDemo(dir, schema, v, n) }, filepath.Join(dir, "shop.db"))
	return dir
}

func seedDemo(dir, schema string, v demo.Variant, n int) (string, error) {
	ctx := context.Background()
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

// EmptyData is a new data folder (a t.TempDir) holding a migrated database without a row,
// as the shop's first start makes it; migrated once per test binary.
func EmptyData(t testing.TB, schema string) string {
	t.Helper()
	dir := t.TempDir()
	seedonce.CopyTo(t, "empty", func(dir string) (string, error) { return migrated(dir, schema) }, filepath.Join(dir, "shop.db"))
	return dir
}

func migrated(dir, schema string) (string, error) {
	ctx := context.Background()
	st, err := store.Open(ctx, dir, schema)
	if err != nil {
		return "", err
	}
	defer st.Close()
	path := filepath.Join(dir, "template.db")
	return path, store.BackupFile(ctx, dir, path)
}

// RemoveTemplates deletes the seeded databases and stops the PostgreSQL cluster the test
// binary started, if it did; a test binary's TestMain calls it after its tests ran.
func RemoveTemplates() {
	seedonce.RemoveAll()
	pgtest.RemoveAll()
}
