package testtool

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"shop/demo"
	"shop/internal/pgtest"
	"shop/store"
)

// Place is a test's copy of a shop's data: its data folder and, when the test run is on
// PostgreSQL (pgtest.Enabled), the address of its own database there.
type Place struct {
	Dir string
	DB  string // "" for SQLite in Dir/shop.db
}

// DemoPlace is DemoData on the test run's database: the demo shop of variant v with n
// products, seeded once per test binary and copied for the test.
func DemoPlace(t testing.TB, schema string, v demo.Variant, n int) Place {
	t.Helper()
	if !pgtest.Enabled() {
		return Place{Dir: DemoData(t, schema, v, n)}
	}
	return Place{Dir: t.TempDir(), DB: DemoPostgresDB(t, v, n)}
}

// EmptyPlace is EmptyData on the test run's database: migrated, without a row.
func EmptyPlace(t testing.TB, schema string) Place {
	t.Helper()
	if !pgtest.Enabled() {
		return Place{Dir: EmptyData(t, schema)}
	}
	return Place{Dir: t.TempDir(), DB: EmptyPostgresDB(t)}
}

// Open opens the store at p (closed when the test ends).
func (p Place) Open(t testing.TB, schema string) *store.Store {
	t.Helper()
	var st *store.Store
	var err error
	if p.DB != "" {
		st, err = store.OpenPostgres(context.Background(), p.Dir, p.DB)
	} else {
		st, err = store.Open(context.Background(), p.Dir, schema)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// SQL is a connection pool of its own on p's database, for a test that reads or changes rows
// behind the store's back; it speaks the store's SQL (? placeholders) on both databases.
func (p Place) SQL(t testing.TB) *sql.DB {
	t.Helper()
	driver, dsn := "sqlite", "file:"+filepath.Join(p.Dir, "shop.db")+"?_pragma=busy_timeout(5000)&_pragma=foreign_keys(ON)"
	if p.DB != "" {
		driver, dsn = store.PostgresDriver, p.DB
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}
