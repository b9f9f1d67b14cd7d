package store

import (
	"context"
	"errors"
	"log/slog"
	"shop/internal/testlog"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// A refresh of the catalogue index that fails after its write committed is logged, reported
// by Health and retried; a retry that succeeds makes it good. One whose retries run out leaves
// the shop degraded until a full rebuild, which clears it.
func TestFailedRefreshIsLoggedRetriedAndReported(t *testing.T) {
	st := openStore(t)
	seedFixture(t, st, 10)
	ctx := context.Background()
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	var logs testlog.Buffer
	st.SetLogger(slog.New(slog.NewTextHandler(&logs, nil)))
	var failing atomic.Bool
	st.fresh.fault = func(string) error {
		if failing.Load() {
			return errors.New("injected read failure")
		}
		return nil
	}
	stock := func(id int64) int64 {
		_, n, ok := st.index.p.Load().Card(id)
		if !ok {
			t.Fatalf("product %d is not in the index", id)
		}
		return n
	}
	waitFor := func(what string, done func() bool) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); !done(); time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("waited 10 s for %s; the log:\n%s", what, logs.String())
			}
		}
	}
	if h := st.Health(); h.Degraded {
		t.Fatalf("degraded before any failure: %+v", h)
	}

	// Retried until it succeeds.
	st.fresh.delays = make([]time.Duration, 2000)
	for i := range st.fresh.delays {
		st.fresh.delays[i] = 5 * time.Millisecond
	}
	failing.Store(true)
	if err := st.SetStock(ctx, 1, 7); err != nil {
		t.Fatalf("a failed refresh failed the write: %v", err)
	}
	h := st.Health()
	if !h.Degraded || !strings.Contains(h.Reason, "injected read failure") || h.Since.IsZero() {
		t.Errorf("after a failed refresh: %+v", h)
	}
	if !strings.Contains(logs.String(), "refresh failed") || !strings.Contains(logs.String(), "injected read failure") {
		t.Errorf("the failure is not logged:\n%s", logs.String())
	}
	if stock(1) == 7 {
		t.Error("the index has the stock its refresh failed to read")
	}
	waitFor("a retry", func() bool { return strings.Contains(logs.String(), "failed again") })
	failing.Store(false)
	waitFor("the retry to make it good", func() bool { return !st.Health().Degraded })
	if stock(1) != 7 {
		t.Errorf("made good, the index has stock %d, want 7", stock(1))
	}
	if !strings.Contains(logs.String(), "refresh made good") {
		t.Errorf("the log does not say it was made good:\n%s", logs.String())
	}

	// Given up: degraded until a full rebuild.
	st.fresh.delays = []time.Duration{time.Millisecond, time.Millisecond}
	failing.Store(true)
	if err := st.SetStock(ctx, 1, 9); err != nil {
		t.Fatal(err)
	}
	waitFor("the retries to run out", func() bool { return strings.Contains(logs.String(), "given up") })
	if h := st.Health(); !h.Degraded || stock(1) != 7 {
		t.Errorf("retries given up: %+v, stock %d in the index", h, stock(1))
	}
	failing.Store(false)
	if err := st.Reload(ctx); err != nil { // what kill -HUP runs
		t.Fatal(err)
	}
	if h := st.Health(); h.Degraded || stock(1) != 9 {
		t.Errorf("after a full rebuild: %+v, stock %d in the index, want 9", h, stock(1))
	}
	if !strings.Contains(logs.String(), "no longer degraded") {
		t.Errorf("the log does not say the rebuild cleared it:\n%s", logs.String())
	}
}
