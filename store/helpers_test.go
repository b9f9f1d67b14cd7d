package store

import (
	"context"
	"os"
	"testing"
)

// openStore opens a new, migrated store in a temp folder of its own.
func openStore(t testing.TB) *Store {
	t.Helper()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	st, err := Open(context.Background(), t.TempDir(), string(schema))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// count runs a query that answers one number, on the read pool (committed data only).
func count(t testing.TB, st *Store, query string, args ...any) int {
	t.Helper()
	var n int
	if err := st.read.QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}
