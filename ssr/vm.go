package ssr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"
	_ "time/tzdata" // dates render in the shop's zone also where the system has no zoneinfo

	"modernc.org/quickjs"
)

// vm is one QuickJS VM with the server script loaded: every page and the catalogues.
type vm struct {
	js      *quickjs.VM
	renders int
	url     string          // the page being rendered, for the script's log lines
	ctx     context.Context // the render's request, whose id the script's log lines carry
}

// bootTimeout bounds loading the script: far above its usual time, below forever.
const bootTimeout = 30 * time.Second

// newVM starts QuickJS, gives it what the browser would (the host functions), runs the server
// script, loads every page and hands over the translation catalogues.
func newVM(script string, opts Options) (*vm, error) {
	js, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	v := &vm{js: js}
	js.SetMemoryLimit(opts.MemoryLimit)
	if err := v.boot(script, opts); err != nil {
		js.Close()
		return nil, err
	}
	js.SetEvalTimeout(opts.Timeout)
	return v, nil
}

func (v *vm) boot(script string, opts Options) error {
	js := v.js
	js.SetEvalTimeout(bootTimeout)
	if err := js.RegisterHostFunc("ssrLog", hostLog(opts.Log, v)); err != nil {
		return err
	}
	if err := js.RegisterHostFunc("ssrZoneOffset", zoneOffset); err != nil {
		return err
	}
	if _, err := js.Eval(script, quickjs.EvalGlobal); err != nil {
		return fmt.Errorf("server script: %w", err)
	}
	for lang, catalogue := range opts.Catalogues {
		if _, err := js.Call("ssrCatalogue", lang, string(catalogue)); err != nil {
			return fmt.Errorf("catalogue %s: %w", lang, err)
		}
	}
	// ssrBoot loads the pages through promises (the bundle's dynamic imports): run them.
	if _, err := js.Eval("globalThis.ssrPages = 0; ssrBoot().then((n) => { ssrPages = n; }, (e) => { ssrPages = -1; console.error(e); })", quickjs.EvalGlobal); err != nil {
		return err
	}
	if _, err := js.ExecutePendingJobs(); err != nil {
		return err
	}
	n, err := js.Eval("ssrPages", quickjs.EvalGlobal)
	if err != nil {
		return err
	}
	if pages, _ := n.(int); pages <= 0 {
		return errors.New("server script: the pages did not load")
	}
	return nil
}

// render runs one page through the script: input is the JSON ssrRender takes.
func (v *vm) render(ctx context.Context, input []byte, url string) (string, error) {
	v.renders++
	v.url, v.ctx = url, ctx
	defer func() { v.url, v.ctx = "", nil }()
	out, err := v.js.Call("ssrRender", string(input))
	if err != nil {
		return "", err
	}
	html, ok := out.(string)
	if !ok {
		return "", fmt.Errorf("ssrRender answered %T", out)
	}
	return html, nil
}

func (v *vm) close() { v.js.Close() }

// hostLog answers ssrLog(level, text), the script's console; a line written during a render
// names the page's URL.
func hostLog(log *slog.Logger, v *vm) quickjs.HostFunc {
	return func(args []any) (any, error) {
		level, text := slog.LevelInfo, ""
		if len(args) == 2 {
			text, _ = args[1].(string)
			switch args[0] {
			case "error":
				level = slog.LevelError
			case "warn":
				level = slog.LevelWarn
			case "debug":
				level = slog.LevelDebug
			}
		}
		if v.url != "" {
			log.Log(v.ctx, level, "ssr: "+text, "url", v.url)
		} else {
			log.Log(context.Background(), level, "ssr: "+text)
		}
		return nil, nil
	}
}

var zones sync.Map // name → *time.Location

// zoneOffset answers ssrZoneOffset(zone, ms): the minutes east of UTC in an IANA zone at an
// instant, from Go's zone database (the script's Intl has none).
func zoneOffset(args []any) (any, error) {
	if len(args) != 2 {
		return nil, errors.New("ssrZoneOffset(zone, ms)")
	}
	name, _ := args[0].(string)
	var ms int64
	switch n := args[1].(type) {
	case int:
		ms = int64(n)
	case int64:
		ms = n
	case float64:
		ms = int64(n)
	default:
		return nil, fmt.Errorf("ssrZoneOffset: time %T", args[1])
	}
	loc, ok := zones.Load(name)
	if !ok {
		l, err := time.LoadLocation(name)
		if err != nil {
			return nil, err
		}
		loc, _ = zones.LoadOrStore(name, l)
	}
	_, offset := time.UnixMilli(ms).In(loc.(*time.Location)).Zone()
	return offset / 60, nil
}
