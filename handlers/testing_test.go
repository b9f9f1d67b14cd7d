package handlers

import (
	"io"
	"log/slog"
	"testing"

	"github.com/labstack/echo/v4"

	"shop/store"
)

// newTestServer is the Latvian shop on a temp folder with 200 demo products, for handler tests;
// its pages go out unrendered.
func newTestServer(t *testing.T) (*echo.Echo, *store.Store) {
	t.Helper()
	st, sessions, _ := openDemo(t)
	e, err := New(Config{ShopCode: "lv_shop", NoRender: true, Payments: testPayments(t, "lv_shop"), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	return e, st
}
