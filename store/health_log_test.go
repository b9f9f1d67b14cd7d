package store

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"shop/internal/logctx"
	"shop/internal/testlog"
)

// A refresh that fails after a request's write is logged with that request's id, its first
// failure and each retry alike, so the log joins them to the request that made the write.
func TestFailedRefreshLogsTheRequestID(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	seedFixture(t, st, 3)
	if err := st.LoadCatalog(context.Background()); err != nil {
		t.Fatal(err)
	}
	var logs testlog.Buffer
	log, err := logctx.New(&logs, "json", slog.LevelInfo)
	if err != nil {
		t.Fatal(err)
	}
	st.SetLogger(log)
	var fails atomic.Int32
	fails.Store(2) // the first try and one retry fail, the next retry makes it good
	st.fresh.fault = func(string) error {
		if fails.Add(-1) >= 0 {
			return errors.New("injected read failure")
		}
		return nil
	}
	st.fresh.delays = []time.Duration{time.Millisecond, time.Millisecond, time.Millisecond}
	ctx := logctx.WithRequestID(context.Background(), "req-42")
	if err := st.SetStock(ctx, 1, 5); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); st.Health().Degraded; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("not made good in 10 s:\n%s", logs.String())
		}
	}
	var msgs []string
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var l map[string]any
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("not JSON: %s", line)
		}
		if l[logctx.Key] != "req-42" {
			t.Errorf("a line without the request's id: %s", line)
		}
		msgs = append(msgs, l["msg"].(string))
	}
	if len(msgs) != 3 || !strings.Contains(msgs[0], "refresh failed,") || !strings.Contains(msgs[1], "failed again") || !strings.Contains(msgs[2], "made good") {
		t.Errorf("the lines: %q", msgs)
	}
}
