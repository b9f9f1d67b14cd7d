package demo

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"shop/internal/seedonce"
	"shop/store"
)

// openStore opens a new, migrated store in a temp folder of its own: a copy of a database
// migrated once per test binary (a migration takes seconds under the race detector).
func openStore(t *testing.T) *store.Store {
	t.Helper()
	return openCopy(t, "empty", func(dir string) (string, error) { return seeded(dir, 0, Variant{}) })
}

// openSeeded is a store with the Latvian demo catalogue of n products and its index built.
func openSeeded(t *testing.T, n int) *store.Store {
	t.Helper()
	return openSeededAs(t, n, Latvia)
}

// openSeededAs is a store with variant v's demo catalogue of n products and its index built:
// a copy of the one seed of v and n of this test binary.
func openSeededAs(t *testing.T, n int, v Variant) *store.Store {
	t.Helper()
	key := fmt.Sprint("demo ", v.Country, v.Langs.Default, v.Langs.All, v.VAT, n)
	st := openCopy(t, key, func(dir string) (string, error) { return seeded(dir, n, v) })
	if err := st.LoadCatalog(context.Background()); err != nil {
		t.Fatal(err)
	}
	return st
}

// seedFresh is openSeededAs with a seed of its own, for a test that compares two seeds.
func seedFresh(t *testing.T, n int, v Variant) *store.Store {
	t.Helper()
	st := openStore(t)
	ctx := context.Background()
	if err := Seed(ctx, st, n, v); err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	return st
}

// openCopy opens a store on a copy of the database key, which seed writes once per test
// binary.
func openCopy(t *testing.T, key string, seed seedonce.Seeder) *store.Store {
	t.Helper()
	dir := t.TempDir()
	seedonce.CopyTo(t, key, seed, filepath.Join(dir, "shop.db"))
	st, err := store.Open(context.Background(), dir, schema(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// seeded writes a database migrated and, for n > 0, seeded with variant v's n products into
// dir/template.db.
func seeded(dir string, n int, v Variant) (string, error) {
	ctx := context.Background()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		return "", err
	}
	st, err := store.Open(ctx, dir, string(schema))
	if err != nil {
		return "", err
	}
	defer st.Close()
	if n > 0 {
		if err := Seed(ctx, st, n, v); err != nil {
			return "", err
		}
	}
	path := filepath.Join(dir, "template.db")
	return path, store.BackupFile(ctx, dir, path)
}

func schema(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestMain(m *testing.M) {
	code := m.Run()
	seedonce.RemoveAll()
	os.Exit(code)
}

// openDB is a connection of the test's own to the store's database file, for checking what
// the seed wrote the way any SQLite client would see it (the store keeps its pools to itself).
func openDB(t *testing.T, st *store.Store) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(st.Dir(), "shop.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// count runs a query that answers one number.
func count(t *testing.T, db *sql.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}
