// Package logctx carries a request's id in its context and puts it into every log line
// written with that context: the access log's, and each line a handler, a service or the
// store logs with log.InfoContext(ctx, …) while it serves the request. One id joins the lines
// of one request in a busy log (journald, Loki), and the X-Request-ID header gives it to the
// shopper or the proxy that asked.
package logctx

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
)

// Key is the attribute that holds the request id in a log line.
const Key = "request_id"

type idKey struct{}

// WithRequestID is ctx carrying the request id id.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, idKey{}, id)
}

// RequestID is the request id ctx carries; "" outside a request.
func RequestID(ctx context.Context) string {
	if ctx == nil {
		return ""
	}
	id, _ := ctx.Value(idKey{}).(string)
	return id
}

// handler adds the request id of a line's context to the line, first among its attributes,
// and passes it on. Under a group (Logger.WithGroup, which the shop does not use) the id
// lands inside the group, as every attribute of the line does.
type handler struct{ next slog.Handler }

// Wrap is h adding the request id to each line logged with a request's context. A handler
// wrapped once already is returned as it is, so a line never carries the id twice.
func Wrap(h slog.Handler) slog.Handler {
	if _, ok := h.(handler); ok {
		return h
	}
	return handler{h}
}

func (h handler) Enabled(ctx context.Context, l slog.Level) bool { return h.next.Enabled(ctx, l) }

func (h handler) Handle(ctx context.Context, r slog.Record) error {
	if id := RequestID(ctx); id != "" {
		withID := slog.NewRecord(r.Time, r.Level, r.Message, r.PC)
		withID.AddAttrs(slog.String(Key, id))
		r.Attrs(func(a slog.Attr) bool {
			withID.AddAttrs(a)
			return true
		})
		r = withID
	}
	return h.next.Handle(ctx, r)
}

func (h handler) WithAttrs(as []slog.Attr) slog.Handler { return handler{h.next.WithAttrs(as)} }

func (h handler) WithGroup(name string) slog.Handler { return handler{h.next.WithGroup(name)} }

// Formats are the log formats New writes: text (key=value, for a person at a terminal) and
// json (one object a line, for journald's and Loki's parsers).
var Formats = []string{"text", "json"}

// New is the shop's logger: format (text or json) at level and above, to w, with the
// request id in each line logged with a request's context.
func New(w io.Writer, format string, level slog.Level) (*slog.Logger, error) {
	opts := &slog.HandlerOptions{Level: level}
	switch format {
	case "text":
		return slog.New(Wrap(slog.NewTextHandler(w, opts))), nil
	case "json":
		return slog.New(Wrap(slog.NewJSONHandler(w, opts))), nil
	}
	return nil, fmt.Errorf("log format %q, want %s", format, strings.Join(Formats, " or "))
}

// ParseLevel reads a log level: debug, info, warn or error.
func ParseLevel(s string) (slog.Level, error) {
	var l slog.Level
	switch name := strings.ToLower(strings.TrimSpace(s)); name {
	case "debug", "info", "warn", "error":
		err := l.UnmarshalText([]byte(name))
		return l, err
	}
	return l, fmt.Errorf("log level %q, want debug, info, warn or error", s)
}
