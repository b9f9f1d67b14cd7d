package store

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"shop/internal/pgtest"
	"shop/internal/seedonce"
)

// openStore opens a new, migrated store in a temp folder of its own: a copy of a database
// migrated once per test binary (a migration takes seconds under the race detector).
func openStore(t testing.TB) *Store {
	t.Helper()
	if pgtest.Enabled() {
		return openPostgresStore(t)
	}
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	seedonce.CopyTo(t, "empty", func(dir string) (string, error) { return migrated(dir, string(schema)) }, filepath.Join(dir, "shop.db"))
	st, err := Open(context.Background(), dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// migrated writes a database migrated from schema and nothing else into dir/template.db.
func migrated(dir, schema string) (string, error) {
	ctx := context.Background()
	st, err := Open(ctx, dir, schema)
	if err != nil {
		return "", err
	}
	defer st.Close()
	path := filepath.Join(dir, "template.db")
	return path, BackupFile(ctx, dir, path)
}

// openPostgresStore is openStore on PostgreSQL: a fresh database copied from one migrated
// once per test binary.
func openPostgresStore(t testing.TB) *Store {
	t.Helper()
	st, _ := openPostgresStoreAt(t)
	return st
}

// openPostgresStoreAt is openPostgresStore that also gives the fresh database's address, for
// a test that opens it again.
func openPostgresStoreAt(t testing.TB) (*Store, string) {
	t.Helper()
	tpl := pgtest.Template(t, "empty", func(addr string) error {
		st, err := OpenPostgres(context.Background(), t.TempDir(), addr)
		if err == nil {
			err = st.Close()
		}
		return err
	})
	addr := pgtest.Fresh(t, tpl)
	st, err := OpenPostgres(context.Background(), t.TempDir(), addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st, addr
}

func TestMain(m *testing.M) {
	code := m.Run()
	seedonce.RemoveAll()
	pgtest.RemoveAll()
	os.Exit(code)
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

// noticeIDs is the ids of notices, in their order.
func noticeIDs(list []Notice) []int64 {
	ids := []int64{}
	for _, n := range list {
		ids = append(ids, n.ID)
	}
	return ids
}
