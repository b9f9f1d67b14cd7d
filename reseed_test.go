package main

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"path/filepath"
	"shop/demo"
	"shop/internal/testtool"
	"testing"

	"shop/settings"
)

// A shop whose products were all deleted starts with an empty catalogue: it keeps its
// countries, users and orders, and does not seed the demo again over them (which failed on
// the countries it already had).
func TestShopWithoutProductsStarts(t *testing.T) {
	dir := testtool.DemoData(t, schema, demo.Latvia, 200) // the demo shop as its first start left it
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	shop, _ := settings.Lookup("lv_shop")

	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "shop.db")+"?_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// Cart lines keep their products (no cascade), so an operator empties them first.
	if _, err := db.Exec(`DELETE FROM cart_items; DELETE FROM products`); err != nil {
		t.Fatal(err)
	}

	st, sessions, err := openData(ctx, storePlace{dir: dir}, shop, log)
	if err != nil {
		t.Fatalf("a shop without products does not start: %v", err)
	}
	defer st.Close()
	defer sessions.Close()
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatalf("the empty catalogue's index: %v", err)
	}
	var products, countries int
	if err := db.QueryRow(`SELECT (SELECT COUNT(*) FROM products), (SELECT COUNT(*) FROM countries)`).Scan(&products, &countries); err != nil {
		t.Fatal(err)
	}
	if products != 0 || countries == 0 {
		t.Errorf("%d products and %d countries after the start: want none seeded again and the countries kept", products, countries)
	}
}
