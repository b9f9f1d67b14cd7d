package handlers

import (
	"context"
	"database/sql"
	"encoding/json"
	"maps"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"shop/demo"
	"shop/internal/pgtest"
	"shop/store"
)

// readyz asks /readyz as a load balancer does (no cookie, no CSRF token) and answers its
// status and checks.
func readyz(t *testing.T, a *apiTest) (int, map[string]any) {
	t.Helper()
	rec := asStranger(a, http.MethodGet, "/readyz")
	if c := rec.Header().Get("Set-Cookie"); c != "" {
		t.Errorf("/readyz sets a cookie: %s", c)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("/readyz Cache-Control %q", cc)
	}
	var body struct {
		Ready  bool
		Checks map[string]any
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("/readyz: %v: %s", err, rec.Body.String())
	}
	if body.Ready != (rec.Code == http.StatusOK) {
		t.Errorf("/readyz %d says ready %v", rec.Code, body.Ready)
	}
	return rec.Code, body.Checks
}

// asStranger sends a request with no cookie, token or header, as a monitor does.
func asStranger(a *apiTest, method, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	a.e.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	return rec
}

// waitReadyz asks /readyz until it answers status (its answer is kept for a second), and
// answers its checks then.
func waitReadyz(t *testing.T, a *apiTest, status int, within time.Duration) map[string]any {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		code, checks := readyz(t, a)
		if code == status {
			return checks
		}
		if time.Now().After(deadline) {
			t.Fatalf("/readyz still %d after %v, want %d: %v", code, within, status, checks)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// /healthz answers 200 while the process serves, to GET and HEAD, with no session.
func TestHealthz(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		rec := asStranger(a, method, "/healthz")
		want := "ok\n"
		if method == http.MethodHead {
			want = ""
		}
		if rec.Code != http.StatusOK || rec.Body.String() != want || rec.Header().Get("Set-Cookie") != "" {
			t.Errorf("%s /healthz: %d %q, cookie %q", method, rec.Code, rec.Body.String(), rec.Header().Get("Set-Cookie"))
		}
	}
}

// A healthy shop is ready; a shop whose database another program holds locked is not, and
// /readyz names the database, until the lock goes.
func TestReadyzDatabase(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "another program takes SQLite's write lock")
	a := newAPITest(t, "lv_shop")
	code, checks := readyz(t, a)
	want := map[string]any{"database": "ok", "catalog": "ok", "mail": "not checked: no mail worker"}
	if code != http.StatusOK || !maps.Equal(checks, want) {
		t.Fatalf("a healthy shop: %d %v", code, checks)
	}

	db, err := sql.Open("sqlite", "file:"+filepath.Join(a.data.Dir, "shop.db")+"?_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	lock, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	checks = waitReadyz(t, a, http.StatusServiceUnavailable, 3*readyDBLimit)
	if checks["database"] != "not writable" || checks["catalog"] != "ok" {
		t.Errorf("the database locked: %v", checks)
	}
	lock.Rollback()
	waitReadyz(t, a, http.StatusOK, 3*readyDBLimit)
}

// A catalogue index that could not follow a write (its refresh failed) makes the shop not
// ready, naming the catalogue, until a retry makes it good. The refresh is made to fail for
// real: the table it reads is renamed behind the store's back.
func TestReadyzCatalogBehind(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	waitReadyz(t, a, http.StatusOK, time.Second)
	a.exec(`ALTER TABLE discounts RENAME TO discounts_gone`)
	if err := a.st.SetStock(context.Background(), 1, 42); err != nil {
		t.Fatal(err)
	}
	checks := waitReadyz(t, a, http.StatusServiceUnavailable, 5*time.Second)
	if checks["catalog"] != "behind the database" || checks["database"] != "ok" {
		t.Errorf("a failed refresh: %v", checks)
	}
	a.exec(`ALTER TABLE discounts_gone RENAME TO discounts`)
	waitReadyz(t, a, http.StatusOK, 40*time.Second) // the retries come 0.1, 0.5, 2.1, 8.5 and 34.1 s after the failure
}

// With a mail worker running (main's), a due mail that waits past the limit makes the shop
// not ready, naming the mail queue; a mail that is not due yet does not.
func TestReadyzMailQueue(t *testing.T) {
	t.Parallel()
	v := variantOf("lv_shop")
	langs := store.Languages{Default: v.Defaults.Lang(), All: v.Defaults.Languages}
	st, sessions, place := openDemoOf(t, demo.Variant{Country: v.Country, Langs: langs, VAT: v.Defaults.VATBasisPoints})
	a := newAPITestWith(t, Config{ShopCode: "lv_shop", MailQueueLimit: time.Minute}, st, sessions)
	a.data = place
	a.exec(`DELETE FROM notices WHERE sent_at IS NULL`) // the demo's, which no worker sent
	a.exec(`INSERT INTO notices (kind, email, link, next_attempt_at) VALUES ('password_reset', 'a@example.com', '/password/reset/x', ?)`,
		time.Now().Add(time.Hour).UTC().Format(time.RFC3339))
	if code, checks := readyz(t, a); code != http.StatusOK || checks["mail"] != "ok" {
		t.Fatalf("a mail due in an hour: %d %v", code, checks)
	}
	a.exec(`UPDATE notices SET next_attempt_at = ? WHERE sent_at IS NULL`, time.Now().Add(-2*time.Minute).UTC().Format(time.RFC3339))
	checks := waitReadyz(t, a, http.StatusServiceUnavailable, 5*time.Second)
	if checks["mail"] != "not moving" || checks["database"] != "ok" || checks["catalog"] != "ok" {
		t.Errorf("a mail due two minutes ago: %v", checks)
	}
}

// However many ask at once, /readyz checks once a second at most: callers within the second
// get the answer of the check before, and those that come during the first check wait for it.
func TestReadinessChecksOnceASecond(t *testing.T) {
	t.Parallel()
	var r readiness
	var checks atomic.Int32
	check := func() readyAnswer {
		checks.Add(1)
		time.Sleep(50 * time.Millisecond)
		return readyAnswer{Ready: true}
	}
	var wg sync.WaitGroup
	for range 200 {
		wg.Go(func() {
			if a := r.answer(check); !a.Ready {
				t.Error("a caller got no answer")
			}
		})
	}
	wg.Wait()
	if n := checks.Load(); n != 1 {
		t.Errorf("%d checks for 200 callers at once, want 1", n)
	}
	r.mu.Lock()
	r.at = time.Now().Add(-readyCacheFor) // a second later
	r.mu.Unlock()
	r.answer(check)
	if n := checks.Load(); n != 2 {
		t.Errorf("%d checks after the answer aged a second, want 2", n)
	}
}
