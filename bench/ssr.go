package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"shop/assets"
	"shop/handlers"
	"shop/i18n"
	"shop/ssr"
	"shop/store"
)

// benchPage is a page kind the shop serves, by one of its URLs.
type benchPage struct{ name, url string }

func benchPages(e http.Handler, cookie *http.Cookie) []benchPage {
	home, search := pageJSON(e, cookie, "/"), pageJSON(e, cookie, "/search?q=galaxy")
	dig := func(root map[string]any, path ...string) string {
		var v any = root
		for _, k := range path {
			switch x := v.(type) {
			case map[string]any:
				v = x[k]
			case []any:
				v = x[0]
			}
		}
		s, _ := v.(string)
		return s
	}
	return []benchPage{
		{"home", "/"}, {"catalog (category)", dig(home, "shared", "menu", "0", "link")},
		{"catalog (manufacturer)", dig(home, "props", "manufacturers", "0", "link")},
		{"search", "/search?q=galaxy"},
		{"product", dig(search, "props", "search", "collection", "data", "products", "0", "link")},
		{"compare (empty)", "/compare"}, {"not-found", "/no/such/page"},
	}
}

func pageJSON(e http.Handler, cookie *http.Cookie, url string) map[string]any {
	req := httptest.NewRequest(http.MethodGet, url, nil)
	req.AddCookie(cookie)
	req.Header.Set("X-Page", "true")
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		panic(fmt.Sprintf("%s: %v", url, err))
	}
	return m
}

// renderTimes prints how long the server renderer takes per page component, every render a
// fresh one (no cache), on a renderer of its own with the embedded bundle's server script.
func renderTimes(e http.Handler, cookie *http.Cookie, pages []benchPage, n int) {
	m := assets.ReadManifest(assets.FS)
	script, err := fs.ReadFile(assets.FS, m.Server)
	if err != nil {
		fmt.Println("\nSSR: no server script in the bundle (./build.sh build)")
		return
	}
	catalogues := map[string][]byte{}
	for _, l := range i18n.Languages {
		catalogues[l] = i18n.JSON(l, "LV", m.Messages)
	}
	start := time.Now()
	r := ssr.New(string(script), ssr.Options{Catalogues: catalogues, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	defer r.Close()
	for !r.Ready() {
		time.Sleep(time.Millisecond)
	}
	fmt.Printf("\nSSR: a new VM loads the server script (%d KB) in %s; render time per page component, each render uncached:\n",
		len(script)/1024, time.Since(start).Round(time.Millisecond))
	fmt.Printf("%-24s %10s %10s %12s\n", "page", "median", "p99", "markup")
	for _, p := range pages {
		page := pageJSON(e, cookie, p.url)
		shared := page["shared"].(map[string]any)
		public := map[string]any{}
		for _, k := range []string{"shop", "lang", "menu", "links", "languages"} {
			public[k] = shared[k]
		}
		page["shared"] = public
		in := ssr.Input{Page: page, Prefs: ssr.Prefs{ShowPricesWithTax: true, CatalogDisplayMode: "grid"}}
		times := make([]time.Duration, n)
		var size int
		for i := range times {
			t0 := time.Now()
			html, err := r.RenderNow(in)
			times[i] = time.Since(t0)
			if err != nil {
				fmt.Printf("%-24s render failed: %v\n", p.name, err)
				return
			}
			size = len(html)
		}
		sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
		fmt.Printf("%-24s %10s %10s %9.1f KB\n", p.name, times[n/2].Round(10*time.Microsecond), times[n*99/100].Round(10*time.Microsecond), float64(size)/1024)
	}
}

// unrendered is the shop as it was before server-side rendering: the same server with a bundle
// whose manifest names no server script, so every page goes out as the shell.
func unrendered(data string, st *store.Store, sessions *store.Sessions) (http.Handler, error) {
	dir := filepath.Join(data, "unrendered-bundle")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	m := assets.ReadManifest(assets.FS)
	m.Server = ""
	raw, _ := json.Marshal(m)
	if err := os.WriteFile(filepath.Join(dir, "manifest.json"), raw, 0o644); err != nil {
		return nil, err
	}
	return handlers.New(handlers.Config{ShopCode: "lv_shop", DevAssets: dir, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, st, sessions)
}

// documentSizes prints the gzip size of each page's HTML document as a first visit gets it:
// the rendered page, its JSON and the translations.
func documentSizes(e http.Handler, pages []benchPage) {
	var out []string
	for _, p := range pages {
		var body []byte
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			req := httptest.NewRequest(http.MethodGet, p.url, nil)
			req.Header.Set("Accept-Encoding", "gzip")
			rec := httptest.NewRecorder()
			e.ServeHTTP(rec, req)
			body = rec.Body.Bytes()
			if rec.Header().Get("Content-Encoding") != "gzip" {
				var gz bytes.Buffer
				w := gzip.NewWriter(&gz)
				w.Write(body)
				w.Close()
				body = gz.Bytes()
			}
			if raw, err := gunzip(body); err == nil && !strings.Contains(raw, `<div id="root"><div id="preloader"`) {
				break // rendered (the renderer may still be busy with an earlier page)
			}
		}
		out = append(out, fmt.Sprintf("%s %.1f KB", p.name, float64(len(body))/1024))
	}
	fmt.Printf("\nHTML document, gzip, rendered (budget 20 KB): %s\n", strings.Join(out, ", "))
}

func gunzip(b []byte) (string, error) {
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return "", err
	}
	raw, err := io.ReadAll(r)
	return string(raw), err
}

// bundleSizes prints the gzip size of the JavaScript each page's first visit loads: the entry
// with its static imports and the page's own chunks (what the shell preloads).
func bundleSizes() {
	raw, err := os.ReadFile("assets/dist/manifest.json")
	if err != nil {
		return
	}
	var m assets.Manifest
	if json.Unmarshal(raw, &m) != nil {
		return
	}
	size := func(name string) int64 {
		fi, err := os.Stat(filepath.Join("assets/dist", name+".gz"))
		if err != nil {
			return 0
		}
		return fi.Size()
	}
	entry := size(m.JS)
	for _, p := range m.Preload {
		entry += size(p)
	}
	names := make([]string, 0, len(m.Pages))
	for name := range m.Pages {
		names = append(names, name)
	}
	sort.Strings(names)
	var pages []string
	for _, name := range names {
		total := entry
		for _, f := range m.Pages[name] {
			total += size(f)
		}
		pages = append(pages, fmt.Sprintf("%s %.1f KB", name, float64(total)/1024))
	}
	fmt.Printf("\nJS gzip: entry + static imports %.1f KB (React 19 + react-dom about 69 KB of it); in all, per first page (budget 90 KB): %s\n",
		float64(entry)/1024, strings.Join(pages, ", "))
}
