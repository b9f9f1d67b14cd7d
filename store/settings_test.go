package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"testing"

	"shop/internal/pgtest"
	"shop/settings"
)

func variantDefaults(t *testing.T, code string) settings.Shop {
	t.Helper()
	v, ok := settings.Lookup(code)
	if !ok {
		t.Fatalf("no variant %s", code)
	}
	return v.Defaults
}

// assertCacheIsFresh checks that the cached settings equal a read of the table past the cache.
func assertCacheIsFresh(t *testing.T, st *Store) {
	t.Helper()
	fresh, err := st.ReadSettings(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := settings.Values(*st.Settings()), settings.Values(fresh); !maps.Equal(got, want) {
		t.Errorf("the cached settings differ from the table's:\n%v\nwant\n%v", got, want)
	}
}

// A new data folder gets its variant's defaults, every key of them.
func TestNewDataFolderGetsTheVariantsSettings(t *testing.T) {
	st := openStore(t)
	if st.Settings() != nil {
		t.Fatal("settings before LoadSettings")
	}
	want := variantDefaults(t, "fi_tel_shop")
	if err := st.LoadSettings(context.Background(), want); err != nil {
		t.Fatal(err)
	}
	if got := settings.Values(*st.Settings()); !maps.Equal(got, settings.Values(want)) {
		t.Errorf("settings %v, want the variant's %v", got, settings.Values(want))
	}
	if n := count(t, st, `SELECT COUNT(*) FROM settings WHERE updated_at IS NULL AND key NOT IN ('client_hash_key', 'content_lang')`); n != len(settings.Keys()) {
		t.Errorf("%d default rows, want %d", n, len(settings.Keys()))
	}
	assertCacheIsFresh(t, st)
}

// A write is seen by the next read, is kept over the defaults at the next start, and a value
// a setting cannot take is refused by its key with nothing written.
func TestSetSettingIsSeenByTheNextRead(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	defaults := variantDefaults(t, "lv_shop")
	if err := st.LoadSettings(ctx, defaults); err != nil {
		t.Fatal(err)
	}
	before := st.Settings()
	if err := st.SetSetting(ctx, "company_name", "SIA Jaunais Veikals"); err != nil {
		t.Fatal(err)
	}
	if got := st.Settings().Company.Name; got != "SIA Jaunais Veikals" {
		t.Errorf("company name after the write: %q", got)
	}
	if before.Company.Name != "SIA TelShop" {
		t.Errorf("the write changed the settings a reader already held: %q", before.Company.Name)
	}
	if err := st.SetSetting(ctx, "payment_brands", "Visa, Swedbank"); err != nil {
		t.Fatal(err)
	}
	if got := st.Settings().PaymentBrands; len(got) != 2 || got[1] != "Swedbank" {
		t.Errorf("payment brands after the write: %q", got)
	}
	assertCacheIsFresh(t, st)
	if n := count(t, st, `SELECT COUNT(*) FROM settings WHERE key IN ('company_name', 'payment_brands') AND updated_at IS NOT NULL`); n != 2 {
		t.Errorf("%d written rows have their time", n)
	}

	for key, value := range map[string]string{"vat_basis_points": "21 %", "company_name": " ", "languages": "lv, lv",
		"time_zone": "Mars/Olympus", "company_email": "info", "min_order_net": "-1", "no_such_key": "1"} {
		var errs settings.Errors
		if err := st.SetSetting(ctx, key, value); !errors.As(err, &errs) || errs[key] == "" || len(errs) != 1 {
			t.Errorf("SetSetting(%s, %q): %v, want an error for %s alone", key, value, err, key)
		}
	}
	assertCacheIsFresh(t, st)

	// The next start writes the defaults the table lacks, and only those.
	if err := st.LoadSettings(ctx, defaults); err != nil {
		t.Fatal(err)
	}
	if got := st.Settings().Company.Name; got != "SIA Jaunais Veikals" {
		t.Errorf("a start put back the default company name: %q", got)
	}
}

// A data folder of the version before the settings (17) migrates and gets its variant's
// defaults at its first start, beside the facts the table held already.
func TestMigratedDataFolderGetsTheVariantsSettings(t *testing.T) {
	pgtest.SQLiteOnly(t, "SQLite's history steps; PostgreSQL starts at its baseline")
	schema, _ := os.ReadFile("../schema.sql")
	dir := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "shop.db"))
	if err != nil {
		t.Fatal(err)
	}
	steps := append([]string{string(schema)}, migrations[:16]...)
	steps = append(steps, `PRAGMA user_version = 17`, `INSERT INTO settings (key, value) VALUES ('content_lang', 'lv')`)
	for _, step := range steps {
		if _, err := db.Exec(step); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	ctx := context.Background()
	st, err := Open(ctx, dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got, want := schemaDump(t, st), schemaDump(t, openStore(t)); got != want {
		t.Errorf("a migrated database's schema differs from a new one's:\n%s\nwant\n%s", got, want)
	}
	want := variantDefaults(t, "lv_shop")
	if err := st.LoadSettings(ctx, want); err != nil {
		t.Fatal(err)
	}
	if got := settings.Values(*st.Settings()); !maps.Equal(got, settings.Values(want)) {
		t.Errorf("settings %v, want the variant's %v", got, settings.Values(want))
	}
	if n := count(t, st, `SELECT COUNT(*) FROM settings WHERE key = 'content_lang' AND value = 'lv'`); n != 1 {
		t.Error("the migration lost the content's language")
	}
	assertCacheIsFresh(t, st)
}

// An owner's SQL that leaves a setting unreadable stops the next start with its key named.
func TestUnreadableSettingStopsTheStart(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	if err := st.LoadSettings(ctx, variantDefaults(t, "lv_shop")); err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.Exec(`UPDATE settings SET value = 'twenty' WHERE key = 'vat_basis_points'`); err != nil {
		t.Fatal(err)
	}
	var errs settings.Errors
	if err := st.LoadSettings(ctx, variantDefaults(t, "lv_shop")); !errors.As(err, &errs) || errs["vat_basis_points"] == "" {
		t.Errorf("LoadSettings over an unreadable VAT rate: %v", err)
	}
}

// Writes from many goroutines at once leave the cache equal to the table: each reload reads
// the table after its write's commit, and the last reload stores the last write.
func TestConcurrentSetSettingsLeaveTheCacheFresh(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	if err := st.LoadSettings(ctx, variantDefaults(t, "lv_shop")); err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	for i := range 8 {
		go func() {
			var err error
			for j := 0; j < 10 && err == nil; j++ {
				err = st.SetSetting(ctx, "company_name", fmt.Sprintf("SIA Veikals %d-%d", i, j))
				_ = st.Settings().Company.Name
			}
			done <- err
		}()
	}
	for range 8 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	assertCacheIsFresh(t, st)
}
