package handlers

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"shop/internal/logctx"
	"shop/internal/testlog"
)

// logLine is one JSON log line.
type logLine map[string]any

// serveLogged answers one request and returns the answer and the lines it logged, each
// parsed from JSON.
func serveLogged(t *testing.T, e *echo.Echo, logs *testlog.Buffer, req *http.Request) (*httptest.ResponseRecorder, []logLine) {
	t.Helper()
	before := len(logs.String())
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	var lines []logLine
	for _, s := range strings.Split(strings.TrimSpace(logs.String()[before:]), "\n") {
		var l logLine
		if err := json.Unmarshal([]byte(s), &l); err != nil {
			t.Fatalf("a log line is not JSON (%v): %s", err, s)
		}
		lines = append(lines, l)
	}
	return rec, lines
}

// Every line logged while a request is served — the access log's, the handler's error, the
// slow request's warning — carries the id the answer's X-Request-ID names. A proxy's plain
// X-Request-ID is kept; a long or odd one is replaced by a new id. A request over the
// threshold is logged at WARN with its route pattern.
func TestRequestIDInEveryLine(t *testing.T) {
	t.Parallel()
	st, sessions, _ := openDemo(t)
	logs := &testlog.Buffer{}
	log, err := logctx.New(logs, "json", slog.LevelInfo)
	if err != nil {
		t.Fatal(err)
	}
	// Every request is slow at a nanosecond: each one logs its warning.
	e, err := New(Config{ShopCode: "lv_shop", NoRender: true, Payments: testPayments(t, "lv_shop"), Logger: log, SlowRequest: time.Nanosecond}, st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	e.GET("/api/test-log/:what", func(c echo.Context) error { return errors.New("injected failure " + c.Param("what")) })
	hexID := regexp.MustCompile(`^[0-9a-f]{32}$`)
	for _, c := range []struct {
		path, sentID string
		keep         bool
		msgs         []string
		route        string
	}{
		{"/robots.txt", "", false, []string{"http", "slow request"}, "/robots.txt"},
		{"/api/test-log/x", "", false, []string{"handler", "http", "slow request"}, "/api/test-log/:what"},
		{"/api/test-log/y", "3f2a9c1e-7b4d-4e8a-9f10-0c2d5e6f7a8b", true, []string{"handler", "http", "slow request"}, "/api/test-log/:what"},
		{"/api/test-log/z", "bad id with spaces", false, []string{"handler", "http", "slow request"}, "/api/test-log/:what"},
		{"/api/test-log/z", strings.Repeat("a", maxRequestID+1), false, []string{"handler", "http", "slow request"}, "/api/test-log/:what"},
	} {
		req := httptest.NewRequest(http.MethodGet, c.path, nil)
		if c.sentID != "" {
			req.Header.Set(echo.HeaderXRequestID, c.sentID)
		}
		rec, lines := serveLogged(t, e, logs, req)
		id := rec.Header().Get(echo.HeaderXRequestID)
		switch {
		case c.keep && id != c.sentID:
			t.Errorf("%s: X-Request-ID %q sent, %q answered", c.path, c.sentID, id)
		case !c.keep && !hexID.MatchString(id):
			t.Errorf("%s: X-Request-ID %q sent, %q answered, want a new id", c.path, c.sentID, id)
		}
		var msgs []string
		for _, l := range lines {
			msgs = append(msgs, l["msg"].(string))
			if l[logctx.Key] != id {
				t.Errorf("%s: a line without the request's id %s: %v", c.path, id, l)
			}
			if l["msg"] == "slow request" && (l["level"] != "WARN" || l["route"] != c.route || l["dur"] == nil || l["status"] == nil) {
				t.Errorf("%s: the slow request's line: %v", c.path, l)
			}
		}
		if strings.Join(msgs, ",") != strings.Join(c.msgs, ",") {
			t.Errorf("%s: logged %q, want %q", c.path, msgs, c.msgs)
		}
	}
}

// A request within the threshold logs its access line alone.
func TestFastRequestIsNotSlow(t *testing.T) {
	t.Parallel()
	st, sessions, _ := openDemo(t)
	logs := &testlog.Buffer{}
	log, _ := logctx.New(logs, "json", slog.LevelInfo)
	e, err := New(Config{ShopCode: "lv_shop", NoRender: true, Payments: testPayments(t, "lv_shop"), Logger: log, SlowRequest: time.Hour}, st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	_, lines := serveLogged(t, e, logs, httptest.NewRequest(http.MethodGet, "/robots.txt", nil))
	if len(lines) != 1 || lines[0]["msg"] != "http" {
		t.Errorf("a fast request logged %v", lines)
	}
	if _, err := New(Config{ShopCode: "lv_shop", NoRender: true, SlowRequest: -time.Second}, st, sessions); err == nil {
		t.Error("a negative threshold was taken")
	}
}
