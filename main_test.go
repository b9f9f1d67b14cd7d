package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"shop/demo"
	"shop/handlers"
	"shop/store"
)

func TestHelpListsEveryCommand(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		var out bytes.Buffer
		if err := run(context.Background(), args, &out); err != nil {
			t.Fatalf("shop %v: %v", args, err)
		}
		for _, cmd := range []string{"serve", "seed", "backup", "help"} {
			if !strings.Contains(out.String(), "\n  "+cmd+" ") {
				t.Errorf("shop %v does not list %q:\n%s", args, cmd, out.String())
			}
		}
	}
	for _, cmd := range []string{"serve", "seed", "backup"} {
		var out bytes.Buffer
		if err := run(context.Background(), []string{cmd, "--help"}, &out); err != nil {
			t.Errorf("shop %s --help: %v", cmd, err)
		}
		if !strings.Contains(out.String(), "-data") {
			t.Errorf("shop %s --help does not list its flags:\n%s", cmd, out.String())
		}
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
		{[]string{"--lang", "de"}, `unknown language "de"`},
		{[]string{"--base-url", "shop.example"}, "--base-url"},
		{[]string{"--trusted-proxies", "everyone"}, "--trusted-proxies"},
		{[]string{"--addr", busy.Addr().String()}, "cannot listen on"},
		{[]string{"--nosuchflag"}, "flag provided but not defined"},
	} {
		dir := filepath.Join(t.TempDir(), "data")
		args := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, c.args...)
		err := run(context.Background(), args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "code=") {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("%v touched the data folder", c.args)
		}
	}
}

// A stop (SIGTERM) while the catalogue index is still being built lets the requests in flight
// finish with their answers, and the shop exits cleanly.
func TestStopWhileTheIndexBuilds(t *testing.T) {
	dir := t.TempDir()
	st, err := store.Open(context.Background(), dir, schema)
	if err != nil {
		t.Fatal(err)
	}
	if err := demo.Seed(context.Background(), st, 200); err != nil {
		t.Fatal(err)
	}
	st.Close()

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
	go func() { done <- runShop(ctx, dir, cfg, ln, srv) }()

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
