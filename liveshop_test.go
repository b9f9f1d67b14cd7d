package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"shop/demo"
	"shop/internal/testtool"
)

func TestMain(m *testing.M) {
	code := m.Run()
	testtool.RemoveTemplates()
	os.Exit(code)
}

// liveShop is the shop as `shop serve` runs it, its flags parsed as on the command line, on a
// loopback port and a copy of the 200-product Latvian demo shop: for tests that try it from
// outside, over real HTTP, as an attacker would.
type liveShop struct {
	t    *testing.T
	URL  string // http://127.0.0.1:port
	Data string // the data folder
	log  *syncWriter
	logs *bytes.Buffer
	hup  chan os.Signal // what SIGHUP delivers to `shop serve`
}

// startLiveShop starts the shop with the serve flags args (on top of --data and a loopback
// port) and stops it when the test ends, failing the test if it does not stop cleanly.
func startLiveShop(t *testing.T, args ...string) *liveShop {
	t.Helper()
	return startLiveShopOn(t, testtool.DemoData(t, schema, demo.Latvia, 200), args...)
}

// startLiveShopOn is startLiveShop on a data folder the test prepared.
func startLiveShopOn(t *testing.T, data string, args ...string) *liveShop {
	t.Helper()
	sc, _, err := parseServe(append([]string{"--data", data, "--addr", "127.0.0.1:0"}, args...), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &liveShop{t: t, URL: "http://" + ln.Addr().String(), Data: data, logs: &bytes.Buffer{}, hup: make(chan os.Signal, 1)}
	s.log = &syncWriter{w: s.logs}
	sc.cfg.Logger = slog.New(slog.NewTextHandler(s.log, nil))
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- runShop(ctx, storePlace{dir: data}, sc.cfg, sc.smtp, ln, newHTTPServer(), s.hup) }()
	t.Cleanup(func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("the shop stopped with %v", err)
		}
	})
	return s
}

// Log is what the shop logged so far.
func (s *liveShop) Log() string {
	s.log.mu.Lock()
	defer s.log.mu.Unlock()
	return s.logs.String()
}

// shopper is one browser: its cookies, the CSRF token its last page showed, and the client
// address the shop sees (X-Forwarded-For, which the shop believes from loopback, its default
// trusted proxy).
type shopper struct {
	t      *testing.T
	shop   *liveShop
	client *http.Client
	csrf   string
	addr   string // the client's address; "" is 127.0.0.1 itself
	lang   string
}

var csrfMeta = regexp.MustCompile(`<meta name="csrf-token" content="([^"]+)">`)

// newShopper is a new browser at client address addr that has loaded the home page.
func (s *liveShop) newShopper(addr string) *shopper {
	s.t.Helper()
	jar, _ := cookiejar.New(nil)
	b := &shopper{t: s.t, shop: s, addr: addr, lang: "en",
		client: &http.Client{Jar: jar, Timeout: time.Minute, CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		}}}
	b.loadPage("/")
	return b
}

// loadPage loads a page as a browser does and keeps its CSRF token.
func (b *shopper) loadPage(path string) *http.Response {
	b.t.Helper()
	res, body := b.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
	if m := csrfMeta.FindSubmatch(body); m != nil {
		b.csrf = string(m[1])
	}
	return res
}

// do sends a request as the UI does (the XMLHttpRequest marker, the CSRF token, the page's
// language) and answers the response with its body read.
func (b *shopper) do(method, path, body string, headers map[string]string) (*http.Response, []byte) {
	b.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, b.shop.URL+path, r)
	if err != nil {
		b.t.Fatal(err)
	}
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	req.Header.Set("Accept-Language", b.lang)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if b.csrf != "" {
		req.Header.Set("X-CSRF-TOKEN", b.csrf)
	}
	if b.addr != "" {
		req.Header.Set("X-Forwarded-For", b.addr)
	}
	for k, v := range headers {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	res, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		b.t.Fatal(err)
	}
	return res, raw
}

// json sends a JSON call and decodes its answer, failing the test unless the status is want.
func (b *shopper) json(method, path, body string, want int) map[string]any {
	b.t.Helper()
	res, raw := b.do(method, path, body, nil)
	if res.StatusCode != want {
		b.t.Fatalf("%s %s: status %d, want %d: %s", method, path, res.StatusCode, want, raw)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		b.t.Fatalf("%s %s: %v: %s", method, path, err, raw)
	}
	return m
}
