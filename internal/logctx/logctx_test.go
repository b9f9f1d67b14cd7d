package logctx

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
)

// A line logged with a request's context carries its id, once, first among the line's own
// attributes, in both formats; a line without one carries none; a wrapped handler wrapped
// again does not add it twice.
func TestRequestIDInEveryLine(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	log, err := New(&buf, "json", slog.LevelInfo)
	if err != nil {
		t.Fatal(err)
	}
	log = slog.New(Wrap(log.Handler())).With("component", "test")
	ctx := WithRequestID(context.Background(), "abc123")
	log.InfoContext(ctx, "with", "n", 1)
	log.Info("without")
	log.DebugContext(ctx, "below the level")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2:\n%s", len(lines), buf.String())
	}
	var with, without map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &with); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(lines[1]), &without); err != nil {
		t.Fatal(err)
	}
	if with[Key] != "abc123" || with["n"] != 1.0 || with["component"] != "test" {
		t.Errorf("the line with the id: %s", lines[0])
	}
	if strings.Count(lines[0], Key) != 1 {
		t.Errorf("the id more than once: %s", lines[0])
	}
	if _, ok := without[Key]; ok {
		t.Errorf("a line without a request has an id: %s", lines[1])
	}

	buf.Reset()
	text, err := New(&buf, "text", slog.LevelDebug)
	if err != nil {
		t.Fatal(err)
	}
	text.DebugContext(ctx, "http", "status", 200)
	if got := buf.String(); !strings.Contains(got, "msg=http request_id=abc123 status=200") {
		t.Errorf("text line: %s", got)
	}
}

func TestFormatsAndLevels(t *testing.T) {
	t.Parallel()
	if _, err := New(&bytes.Buffer{}, "xml", slog.LevelInfo); err == nil || !strings.Contains(err.Error(), "text or json") {
		t.Errorf("an unknown format: %v", err)
	}
	for in, want := range map[string]slog.Level{"debug": slog.LevelDebug, "INFO": slog.LevelInfo, " warn ": slog.LevelWarn, "error": slog.LevelError} {
		if l, err := ParseLevel(in); err != nil || l != want {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v", in, l, err, want)
		}
	}
	for _, in := range []string{"", "verbose", "warn+2"} {
		if _, err := ParseLevel(in); err == nil {
			t.Errorf("ParseLevel(%q) took it", in)
		}
	}
}
