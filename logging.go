package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"shop/handlers"
	"shop/internal/logctx"
)

// logFlags are serve's logging settings: the format (text for a person, json for journald's
// and Loki's parsers), the lowest level written, and how long a request may take before the
// log warns of it.
type logFlags struct {
	format, level string
	slow          time.Duration
	slowErr       error // a malformed SHOP_SLOW_REQUEST, reported after parsing
}

func (f *logFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.format, "log-format", env("SHOP_LOG_FORMAT", "text"),
		"log format: text (key=value lines) or json (one object a line, for journald or Loki) (SHOP_LOG_FORMAT)")
	fs.StringVar(&f.level, "log-level", env("SHOP_LOG_LEVEL", "info"), "lowest level logged: debug, info, warn or error (SHOP_LOG_LEVEL)")
	f.slow = handlers.DefaultSlowRequest
	fs.Func("slow-request", fmt.Sprintf("log a request slower than this at WARN with its route (default %s; SHOP_SLOW_REQUEST)", handlers.DefaultSlowRequest),
		f.setSlow)
	if v := os.Getenv("SHOP_SLOW_REQUEST"); v != "" {
		if err := f.setSlow(v); err != nil {
			f.slowErr = fmt.Errorf("SHOP_SLOW_REQUEST=%q: %w", v, err)
		}
	}
}

func (f *logFlags) setSlow(v string) error {
	d, err := time.ParseDuration(strings.TrimSpace(v))
	if err != nil || d <= 0 {
		return errors.New("want a positive duration with its unit, e.g. 500ms or 2s")
	}
	f.slow = d
	return nil
}

// logger is the shop's logger writing to w as the flags say; a malformed setting is an error
// before the shop touches its data folder.
func (f *logFlags) logger(w io.Writer) (*slog.Logger, error) {
	if f.slowErr != nil {
		return nil, f.slowErr
	}
	level, err := logctx.ParseLevel(f.level)
	if err != nil {
		return nil, fmt.Errorf("--log-level (SHOP_LOG_LEVEL): %w", err)
	}
	log, err := logctx.New(w, f.format, level)
	if err != nil {
		return nil, fmt.Errorf("--log-format (SHOP_LOG_FORMAT): %w", err)
	}
	return log, nil
}
