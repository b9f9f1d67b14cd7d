package handlers

import (
	"context"
	"io"
	"log/slog"
	"os"
	"testing"

	"github.com/labstack/echo/v4"

	"shop/demo"
	"shop/store"
)

// newTestServer is the Latvian shop on a temp folder with 200 demo products, for handler tests.
func newTestServer(t *testing.T) (*echo.Echo, *store.Store) {
	t.Helper()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	dir := t.TempDir()
	st, err := store.Open(ctx, dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := demo.Seed(ctx, st, 200); err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	sessions, err := store.OpenSessions(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sessions.Close() })
	e, err := New(Config{ShopCode: "lv_shop", Payments: testPayments(t, "lv_shop"), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	return e, st
}
