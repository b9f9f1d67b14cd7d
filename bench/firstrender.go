package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"time"
)

// firstRenders measures how many first requests of pages nobody asked for before go out
// rendered: two shoppers at once, over loopback, each load product and category
// pages no one loaded before, as two visitors or a crawler do after a start or a catalogue
// change. A page that goes out as the bare shell (the preloader in #root) counts as unrendered;
// crawlers that run no script see only the spinner there.
func firstRenders(e http.Handler, cookie *http.Cookie) {
	const shoppers, products, categories = 2, 24, 8
	var urls []string
	for page := 2; len(urls) < shoppers*products; page++ {
		m := apiJSON(e, cookie, fmt.Sprintf("/api/search/products?page=%d&per_page=48", page))
		list, _ := digAny(m, "collection", "data", "products").([]any)
		if len(list) == 0 {
			break
		}
		for _, p := range list {
			if link, ok := digAny(p, "link").(string); ok {
				urls = append(urls, link)
			}
		}
	}
	urls = urls[:min(len(urls), shoppers*products)]
	cats := menuLinks(digAny(pageJSON(e, cookie, "/"), "shared", "menu"))
	cats = cats[:min(len(cats), shoppers*categories)]
	srv := httptest.NewServer(e)
	defer srv.Close()
	type result struct {
		kind     string
		rendered bool
		took     time.Duration
	}
	results := make(chan result, len(urls)+len(cats))
	var wg sync.WaitGroup
	for w := range shoppers {
		wg.Go(func() {
			client := &http.Client{Timeout: time.Minute}
			load := func(kind, url string) {
				start := time.Now()
				res, err := client.Get(srv.URL + url)
				if err != nil {
					panic(err)
				}
				body, _ := io.ReadAll(res.Body)
				res.Body.Close()
				results <- result{kind, !strings.Contains(string(body), `id="preloader"`), time.Since(start)}
			}
			for i := w; i < len(urls) || i < len(cats); i += shoppers {
				if i < len(urls) {
					load("product", urls[i])
				}
				if i < len(cats) {
					load("category", cats[i])
				}
			}
		})
	}
	wg.Wait()
	close(results)
	rendered, total := map[string]int{}, map[string]int{}
	var times []time.Duration
	for r := range results {
		total[r.kind]++
		if r.rendered {
			rendered[r.kind]++
		}
		times = append(times, r.took)
	}
	slices.Sort(times)
	fmt.Printf("\nfirst requests rendered, %d shoppers at once, pages nobody asked for before: products %d of %d, categories %d of %d;\n",
		shoppers, rendered["product"], total["product"], rendered["category"], total["category"])
	fmt.Printf("  the whole page's time: median %s, p99 %s\n", times[len(times)/2].Round(time.Millisecond),
		times[len(times)*99/100].Round(time.Millisecond))
}

// apiJSON is an API call's decoded answer.
func apiJSON(e http.Handler, cookie *http.Cookie, url string) map[string]any {
	req := httptest.NewRequest(http.MethodGet, url, nil)
	req.AddCookie(cookie)
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		panic(fmt.Sprintf("%s: %v", url, err))
	}
	return m
}

// menuLinks are the links of a menu tree, every level.
func menuLinks(menu any) []string {
	var out []string
	items, _ := menu.([]any)
	for _, it := range items {
		if link, ok := digAny(it, "link").(string); ok && link != "" {
			out = append(out, link)
		}
		out = append(out, menuLinks(digAny(it, "children"))...)
	}
	return out
}

// digAny walks decoded JSON by keys.
func digAny(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}
