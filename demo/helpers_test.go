package demo

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"shop/store"
)

// openStore opens a new, migrated store in a temp folder of its own.
func openStore(t *testing.T) *store.Store {
	t.Helper()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(context.Background(), t.TempDir(), string(schema))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// openSeeded is a store with the Latvian demo catalogue of n products and its index built.
func openSeeded(t *testing.T, n int) *store.Store {
	t.Helper()
	return openSeededAs(t, n, Latvia)
}

// openSeededAs is a store with variant v's demo catalogue of n products and its index built.
func openSeededAs(t *testing.T, n int, v Variant) *store.Store {
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
