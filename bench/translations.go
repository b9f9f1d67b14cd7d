package main

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"time"

	_ "modernc.org/sqlite" // the store's driver
)

// translatedFields are every translated field of the catalogue's tables (the store's entity
// and field names, store/translation.go), with the table and column each one translates.
var translatedFields = []struct{ entity, table, field, column string }{
	{"product", "products", "title", "title"},
	{"product", "products", "short_description", "short_description"},
	{"product", "products", "description", "description"},
	{"category", "categories", "title", "title"},
	{"category", "categories", "short_description", "short_description"},
	{"manufacturer", "manufacturers", "description", "description"},
	{"property_group", "property_groups", "name", "name"},
	{"property", "properties", "title", "title"},
	{"property_option", "property_options", "value", "value"},
	{"discount", "discounts", "title", "title"},
}

// translateEverything gives every row of the catalogue a translation of every translated field
// in each of langs (the text with a language marker: "Galaxy 12 [en]"), so the figures are
// those of a shop with every language loaded. It writes through its own connection before the
// store reads the catalogue; the demo's own translations, if any, are overwritten.
func translateEverything(ctx context.Context, dir string, langs []string) error {
	start := time.Now()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "shop.db")+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, lang := range langs {
		for _, f := range translatedFields {
			q := fmt.Sprintf(`INSERT OR REPLACE INTO translations (entity, id, lang, field, value)
SELECT '%s', id, ?, '%s', %s || ' [' || ? || ']' FROM %s WHERE %s <> ''`, f.entity, f.field, f.column, f.table, f.column)
			if _, err := tx.ExecContext(ctx, q, lang, lang); err != nil {
				return fmt.Errorf("%s.%s: %w", f.table, f.column, err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	var n int
	db.QueryRowContext(ctx, `SELECT COUNT(*) FROM translations`).Scan(&n)
	fmt.Printf("wrote %d translations in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}
