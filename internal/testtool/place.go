package testtool

import (
	"context"
	"database/sql"
	"fmt"
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
	key := fmt.Sprint("demo ", v.Country, v.Langs.Default, v.Langs.All, v.VAT, n)
	tpl := pgtest.Template(t, key, func(addr string) error {
		ctx := context.Background()
		st, err := store.OpenPostgres(ctx, t.TempDir(), addr)
		if err != nil {
			return err
		}
		defer st.Close()
		return demo.Seed(ctx, st, n, v)
	})
	return Place{Dir: t.TempDir(), DB: pgtest.Fresh(t, tpl)}
}

// EmptyPlace is EmptyData on the test run's database: migrated, without a row.
func EmptyPlace(t testing.TB, schema string) Place {
	t.Helper()
	if !pgtest.Enabled() {
		return Place{Dir: EmptyData(t, schema)}
	}
	tpl := pgtest.Template(t, "empty", func(addr string) error {
		st, err := store.OpenPostgres(context.Background(), t.TempDir(), addr)
		if err == nil {
			err = st.Close()
		}
		return err
	})
	return Place{Dir: t.TempDir(), DB: pgtest.Fresh(t, tpl)}
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
