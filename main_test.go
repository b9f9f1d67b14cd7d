package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"shop/demo"
	"shop/handlers"
	"shop/internal/testtool"
	"shop/store"
)

func TestHelpListsEveryCommand(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		var out bytes.Buffer
		if err := run(context.Background(), args, &out); err != nil {
			t.Fatalf("shop %v: %v", args, err)
		}
		for _, cmd := range []string{"serve", "init", "seed", "backup", "dkim", "version", "help"} {
			if !strings.Contains(out.String(), "\n  "+cmd+" ") {
				t.Errorf("shop %v does not list %q:\n%s", args, cmd, out.String())
			}
		}
	}
	for _, cmd := range []string{"serve", "init", "seed", "backup", "dkim"} {
		for _, args := range [][]string{{cmd, "--help"}, {"help", cmd}} {
			var out bytes.Buffer
			if err := run(context.Background(), args, &out); err != nil {
				t.Errorf("shop %v: %v", args, err)
			}
			if !strings.Contains(out.String(), "-data") || !strings.Contains(out.String(), "Usage: shop "+cmd) {
				t.Errorf("shop %v does not list its flags:\n%s", args, out.String())
			}
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"version"}, &out); err != nil || !strings.HasPrefix(out.String(), "shop ") ||
		!strings.Contains(out.String(), "\ncommit ") || !strings.Contains(out.String(), "\ngo "+runtime.Version()+"\n") {
		t.Errorf("shop version (%v):\n%s", err, out.String())
	}
	if err := run(context.Background(), []string{"frobnicate"}, io.Discard); err == nil || !strings.Contains(err.Error(), "shop help") {
		t.Errorf("an unknown command: %v", err)
	}
}

// A bad flag or a busy port stops the shop before it touches the data folder.
func TestBadStartTouchesNoDataFolder(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--shop", "nosuchshop"}, `unknown shop code "nosuchshop"`},
		{[]string{"--base-url", "shop.example"}, "--base-url"},
		{[]string{"--trusted-proxies", "everyone"}, "--trusted-proxies"},
		{[]string{"--addr", busy.Addr().String()}, "cannot listen on"},
		{[]string{"--nosuchflag"}, "flag provided but not defined"},
		{[]string{"--smtp-url", "http://mail.example.com"}, "SMTP URL"},
		{[]string{"--smtp-url", "smtp://u:secret@mail.example.com"}, "from"},
		{[]string{"--smtp-url", "smtp://mail.example.com?from=shop@example.com"}, "--base-url"},
		{[]string{"--log-format", "xml"}, "--log-format"},
		{[]string{"--log-level", "loud"}, "--log-level"},
		{[]string{"--slow-request", "0s"}, "positive duration"},
	} {
		dir := filepath.Join(t.TempDir(), "data")
		args := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, c.args...)
		err := run(context.Background(), args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "code=") || strings.Contains(err.Error(), "secret") {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("%v touched the data folder", c.args)
		}
	}
}

// A setting from the environment that is not a yes or a no stops the shop as a bad flag does.
func TestBadReviewApprovalEnv(t *testing.T) {
	t.Setenv("SHOP_REVIEW_APPROVAL", "maybe")
	dir := filepath.Join(t.TempDir(), "data")
	err := run(context.Background(), []string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "SHOP_REVIEW_APPROVAL") {
		t.Errorf("SHOP_REVIEW_APPROVAL=maybe: %v", err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Error("touched the data folder")
	}
}

// A stop (SIGTERM) while the catalogue index is still being built lets the requests in flight
// finish with their answers, and the shop exits cleanly.
func TestStopWhileTheIndexBuilds(t *testing.T) {
	dir := testtool.DemoData(t, schema, demo.Latvia, 200)

	release := make(chan struct{})
	defer func(f func()) { beforeIndexBuild = f }(beforeIndexBuild)
	beforeIndexBuild = func() { <-release }
	const inFlight = 3
	active := make(chan struct{}, inFlight)
	srv := &http.Server{ConnState: func(_ net.Conn, s http.ConnState) {
		if s == http.StateActive {
			active <- struct{}{}
		}
	}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	cfg := handlers.Config{ShopCode: "lv_shop", Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	done := make(chan error, 1)
	go func() { done <- runShop(ctx, storePlace{dir: dir}, cfg, nil, ln, srv, nil) }()

	client := &http.Client{Timeout: time.Minute} // fail, not hang, if the answers never come
	var wg sync.WaitGroup
	statuses := make(chan string, inFlight)
	for range inFlight {
		wg.Go(func() {
			res, err := client.Get("http://" + ln.Addr().String() + "/api/search/products?per_page=16")
			if err != nil {
				statuses <- err.Error()
				return
			}
			defer res.Body.Close()
			var body struct {
				Collection struct{ Meta struct{ Total int } }
			}
			json.NewDecoder(res.Body).Decode(&body)
			statuses <- res.Status + " " + map[bool]string{true: "with products", false: "empty"}[body.Collection.Meta.Total > 0]
		})
	}
	for range inFlight {
		<-active // the request is with the server, waiting for the index
	}
	stop() // SIGTERM
	close(release)
	wg.Wait()
	close(statuses)
	for s := range statuses {
		if s != "200 OK with products" {
			t.Errorf("a request in flight got %q", s)
		}
	}
	if err := <-done; err != nil {
		t.Errorf("the shop stopped with %v, want a clean exit", err)
	}
}

// A restock queued while the shop was down is mailed when it starts: with no SMTP server set,
// into the data folder's outbox, in the subscriber's language, with links to where the shop
// listens; the shop still stops cleanly, the notice marked sent. The SMTP URL's password never
// shows in --help, though SHOP_SMTP_URL holds it.
func TestMailGoesToTheOutbox(t *testing.T) {
	dir := testtool.EmptyData(t, schema)
	ctx := context.Background()
	st, err := store.Open(ctx, dir, schema)
	if err != nil {
		t.Fatal(err)
	}
	err = st.WithTx(ctx, func(ctx context.Context) error {
		p := st.Insert(ctx, "products", "id", "slug", "code", "title", "net_price", "stock")
		p.Add(1, "pixel-9", "P9", "Pixel 9", 69900, 0)
		return p.Close()
	})
	if err == nil {
		err = st.SubscribeBackInStock(ctx, 1, "ivan@example.com", "ru")
	}
	if err == nil {
		err = st.SetStock(ctx, 1, 3)
	}
	st.Close()
	if err != nil {
		t.Fatal(err)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	var log bytes.Buffer
	cfg := handlers.Config{ShopCode: "lv_shop", Logger: slog.New(slog.NewTextHandler(&syncWriter{w: &log}, nil))}
	done := make(chan error, 1)
	go func() { done <- runShop(runCtx, storePlace{dir: dir}, cfg, nil, ln, &http.Server{}, nil) }()

	var files []string
	for deadline := time.Now().Add(10 * time.Second); len(files) == 0; {
		if time.Now().After(deadline) {
			t.Fatal("no mail in the outbox after 10 s")
		}
		time.Sleep(10 * time.Millisecond)
		files, _ = filepath.Glob(filepath.Join(dir, "outbox", "*-back_in_stock.eml"))
	}
	raw, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	port := fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
	for _, want := range []string{"To: <ivan@example.com>", "Content-Language: ru", "From: \"TelShop\" <shop@localhost>",
		"http://localhost:" + port + "/ru/p/pixel-9", "multipart/alternative"} {
		if !bytes.Contains(raw, []byte(want)) {
			t.Errorf("the outbox's mail lacks %q:\n%s", want, raw)
		}
	}
	stop()
	if err := <-done; err != nil {
		t.Fatalf("the shop stopped with %v", err)
	}
	if !strings.Contains(log.String(), "outbox") {
		t.Errorf("the log does not say where mails go:\n%s", log.String())
	}
	st, err = store.Open(ctx, dir, schema)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if pending, err := st.PendingNotices(ctx, 10); err != nil || len(pending) != 0 {
		t.Errorf("unsent after the shop stopped: %+v (%v)", pending, err)
	}

	t.Setenv("SHOP_SMTP_URL", "smtp://shop:pw-4711@mail.example.com?from=shop@example.com")
	var help bytes.Buffer
	if err := run(ctx, []string{"serve", "--help"}, &help); err != nil || strings.Contains(help.String(), "pw-4711") || !strings.Contains(help.String(), "-smtp-url") {
		t.Errorf("serve --help (%v):\n%s", err, help.String())
	}
}

// syncWriter lets the shop's goroutines log into one buffer.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}
