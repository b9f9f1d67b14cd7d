package handlers

import (
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"shop/internal/testlog"
	"strings"
	"syscall"
	"testing"

	"github.com/labstack/echo/v4"

	"shop/i18n"
)

// sqliteFull is a real SQLITE_FULL from the driver: a database held to its page count.
func sqliteFull(t *testing.T) error {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "full.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1) // the page limit is the connection's
	var pages int
	if _, err := db.Exec("CREATE TABLE t (x BLOB)"); err != nil {
		t.Fatal(err)
	}
	db.QueryRow("PRAGMA page_count").Scan(&pages)
	if _, err := db.Exec(fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec("INSERT INTO t VALUES (randomblob(100000))")
	if err == nil {
		t.Fatal("no SQLITE_FULL")
	}
	return fmt.Errorf("store: place order: %w", err)
}

// A full disk — SQLite's SQLITE_FULL, ENOSPC from bbolt's sessions.db or the outbox, even
// one that reached the handler only as text — answers 503 with Retry-After and a translated
// message, and logs one line that says what is wrong, never a bare 500.
func TestDiskFullAnswers503(t *testing.T) {
	t.Parallel()
	st, sessions, _ := openDemo(t)
	proxies, _ := ParseTrustedProxies(DefaultTrustedProxies)
	logs := &testlog.Buffer{}
	e, err := New(Config{ShopCode: "lv_shop", NoRender: true, TrustedProxies: proxies, Payments: testPayments(t, "lv_shop"),
		Logger: slog.New(slog.NewTextHandler(logs, nil))}, st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	a := &apiTest{t: t, e: e, st: st, sessions: sessions, lang: "ru"}
	a.refreshSession()
	injected := map[string]error{
		"sqlite": sqliteFull(t),
		"bbolt":  &os.PathError{Op: "write", Path: "sessions.db", Err: syscall.ENOSPC},
		"outbox": fmt.Errorf("outbox: %w", &os.PathError{Op: "write", Path: ".writing-1", Err: syscall.EDQUOT}),
		"text":   errors.New("file resize error: " + syscall.ENOSPC.Error()),
	}
	e.POST("/api/test-disk-full/:kind", func(c echo.Context) error { return injected[c.Param("kind")] })
	for kind := range injected {
		before := strings.Count(logs.String(), "disk full")
		rec := a.do(http.MethodPost, "/api/test-disk-full/"+kind, "{}", nil)
		if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" ||
			!strings.Contains(rec.Body.String(), i18n.T("ru", "error_disk_full")) {
			t.Errorf("%s: %d Retry-After %q %s", kind, rec.Code, rec.Header().Get("Retry-After"), rec.Body.String())
		}
		checkSecurityHeaders(t, kind, rec)
		if n := strings.Count(logs.String(), "disk full") - before; n != 1 {
			t.Errorf("%s: %d log lines say the disk is full, want 1:\n%s", kind, n, logs.String())
		}
	}
	// Any other failure is still a 500.
	injected["other"] = errors.New("something else")
	if rec := a.do(http.MethodPost, "/api/test-disk-full/other", "{}", nil); rec.Code != http.StatusInternalServerError {
		t.Errorf("another error: %d", rec.Code)
	}
}
