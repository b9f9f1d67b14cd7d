package testtool

import (
	"context"
	"fmt"
	"os"
	"testing"

	"shop/demo"
	"shop/internal/pgtest"
	"shop/store"
)

// DemoPostgresDB is a fresh PostgreSQL database (its URL) holding the demo shop of variant v
// with n products, migrated and seeded by the store as `shop --db` does on a first start; the
// shop is seeded once per test binary, variant and size, and each test gets a copy. The data
// folder the store also wants (media, the outbox) is the test's to make.
func DemoPostgresDB(t testing.TB, v demo.Variant, n int) string {
	t.Helper()
	key := fmt.Sprint("demo ", v.Country, v.Langs.Default, v.Langs.All, v.VAT, n)
	return pgtest.Seeded(t, key, func(url string) error {
		return seedPostgres(url, func(ctx context.Context, st *store.Store) error { return demo.Seed(ctx, st, n, v) })
	})
}

// EmptyPostgresDB is a fresh PostgreSQL database (its URL) migrated to the store's current
// version without a row, as the shop's first start makes it; migrated once per test binary.
func EmptyPostgresDB(t testing.TB) string {
	t.Helper()
	return pgtest.Seeded(t, "empty", func(url string) error {
		return seedPostgres(url, func(context.Context, *store.Store) error { return nil })
	})
}

// seedPostgres opens the store on the database at url (migrating it), runs fill, and closes
// the store, so that nothing stays connected to what becomes a template.
func seedPostgres(url string, fill func(context.Context, *store.Store) error) error {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "shop-pg-seed-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	st, err := store.OpenPostgres(ctx, dir, url)
	if err != nil {
		return err
	}
	err = fill(ctx, st)
	if cerr := st.Close(); err == nil {
		err = cerr
	}
	return err
}
