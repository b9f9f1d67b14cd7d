// Command bench measures the shop's performance budgets (ARCHITECTURE §9) on a seeded
// database and prints every figure as a ratio to a baseline measured in the same run, since
// the machines are shared and noisy. Run it with ./build.sh bench (or go run ./bench).
//
//	go run ./bench [-products 100000] [-data DIR] [-n 200] [-shop ./shop] [-only orders|catalog|signin|ssr]
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v4"

	"shop/demo"
	"shop/handlers"
	"shop/store"
	"shop/urls"
)

func main() {
	products := flag.Int("products", 100000, "catalogue size")
	data := flag.String("data", filepath.Join(os.TempDir(), "shop-bench"), "data folder cache (one per size)")
	n := flag.Int("n", 200, "requests per shape")
	bin := flag.String("shop", "./shop", "the built binary, for start-up and RSS")
	only := flag.String("only", "", "orders: only the checkout's figures; catalog: only the catalogue's and start-up; signin: only the sign-in flood's; ssr: only the first requests' renders")
	flag.Parse()
	// "-i18n": the data folder has every language's translations (translateEverything), so
	// a folder seeded before them is not reused.
	dir := fmt.Sprintf("%s-i18n-%d", *data, *products)
	if err := run(dir, *products, *n, *bin, *only); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(dir string, products, n int, bin, only string) error {
	schema, err := os.ReadFile("schema.sql")
	if err != nil {
		return fmt.Errorf("run from the repository root: %w", err)
	}
	ctx := context.Background()
	fresh := false
	if _, err := os.Stat(filepath.Join(dir, "shop.db")); err != nil {
		fresh = true
	}
	st, err := store.Open(ctx, dir, string(schema))
	if err != nil {
		return err
	}
	if fresh {
		start := time.Now()
		if err := demo.Seed(ctx, st, products, demo.Latvia); err != nil {
			return err
		}
		fmt.Printf("seeded %d products in %s\n", products, time.Since(start).Round(time.Millisecond))
		if err := translateEverything(ctx, dir, demo.Latvia.Langs.All[1:]); err != nil {
			return err
		}
	}
	if err := st.SetLanguages(ctx, demo.Latvia.Langs); err != nil { // the index reads these languages' titles
		return err
	}
	start := time.Now()
	if err := st.LoadCatalog(ctx); err != nil {
		return err
	}
	fmt.Printf("catalogue index built in %s\n", time.Since(start).Round(time.Millisecond))
	sessions, err := store.OpenSessions(dir)
	if err != nil {
		return err
	}
	// The checkout figures' 20 shoppers each place orders for seconds from one browser: the
	// limit on open unpaid orders (3 by default) would refuse all but their first three.
	// Raised, it still counts every placement's open orders, so its cost is in the figures.
	e, err := handlers.New(handlers.Config{ShopCode: "lv_shop", MaxUnpaidOrders: 1_000_000,
		Logger: slog.New(slog.NewTextHandler(devNull{}, nil))}, st, sessions)
	if err != nil {
		return err
	}
	// The baseline: a bare echo handler answering a small JSON, through the same middleware.
	e.GET("/bench/bare", func(c echo.Context) error { return c.JSON(http.StatusOK, map[string]string{"ok": "1"}) })
	cookie := sessionCookie(e)
	if only == "orders" {
		return orderFigures(ctx, st, e, n)
	}
	if only == "ssr" {
		firstRenders(e, cookie)
		return nil
	}
	if only == "signin" {
		signInFlood(e, cookie, n)
		return passwordFlood(ctx, st, e, n)
	}

	bare := measure(e, cookie, "/bench/bare", n)
	fmt.Printf("\nserver time per request (median / p99), ratio to a bare handler (%s / %s);\n", bare.med, bare.p99)
	fmt.Printf("every request is a new question (a unique extra parameter), so none comes from the answer cache\n")
	fmt.Printf("%-64s %10s %10s %8s %8s\n", "shape", "median", "p99", "x bare", "p99 x")
	var worstMed, worstP99 time.Duration
	for _, s := range shapes() {
		r := measure(e, cookie, "/api/search/products?"+s+"&_=%d", n)
		worstMed, worstP99 = max(worstMed, r.med), max(worstP99, r.p99)
		fmt.Printf("%-64s %10s %10s %8.1f %8.1f\n", clip(s, 64), r.med, r.p99, ratio(r.med, bare.med), ratio(r.p99, bare.p99))
	}
	fmt.Printf("worst median %s, worst p99 %s (budget 5 ms / 25 ms)\n", worstMed, worstP99)
	for _, lang := range demo.Latvia.Langs.All { // the same questions in every language of the shop
		for _, s := range []string{"", "sort=title:asc&manufactures=2", "q=galaxy"} {
			r := measure(e, cookie, "/api/search/products?"+s+"&_=%d", n, lang)
			fmt.Printf("%-64s %10s %10s %8.1f %8.1f\n", clip(lang+": "+s, 64), r.med, r.p99, ratio(r.med, bare.med), ratio(r.p99, bare.p99))
		}
	}
	if only == "catalog" {
		sessions.Close()
		st.Close()
		if _, err := os.Stat(bin); err == nil {
			startup(bin, dir, fmt.Sprintf("%d products", products))
		}
		return nil
	}

	pages := benchPages(e, cookie)
	firstRenders(e, cookie)
	renderTimes(e, cookie, pages, n)
	documentSizes(e, pages)

	catPath := urls.Category(firstCategory(ctx, st))
	home := measure(e, cookie, "/", n)
	cat := measure(e, cookie, catPath, n)
	fmt.Printf("\nhome page (shell, props, rendered page from the cache): median %s (%.1fx bare); catalogue page: median %s (%.1fx bare)\n",
		home.med, ratio(home.med, bare.med), cat.med, ratio(cat.med, bare.med))
	prod := measure(e, cookie, firstProduct(ctx, st), n)
	fmt.Printf("product page shell + props (related and recently purchased products included): median %s (%.1fx bare)\n",
		prod.med, ratio(prod.med, bare.med))

	srv := httptest.NewServer(e)
	bareRPS := throughput(srv.URL+"/bench/bare", cookie)
	hotRPS := throughput(srv.URL+"/api/search/products", cookie)
	coldRPS := throughput(srv.URL+"/api/search/products?_=%d", cookie)
	pageRPS := throughput(srv.URL+catPath, cookie)
	srv.Close()
	plain, err := unrendered(dir, st, sessions)
	if err != nil {
		return err
	}
	srv = httptest.NewServer(plain)
	plainRPS := throughput(srv.URL+catPath, cookie)
	srv.Close()
	fmt.Printf("throughput over loopback, 8 clients, gzip: bare %.0f req/s; unfiltered catalogue page %.0f req/s = %.2f of bare;\n",
		bareRPS, hotRPS, hotRPS/bareRPS)
	fmt.Printf("  the same page asked as a new question each time (no answer cache) %.0f req/s = %.2f of bare;\n", coldRPS, coldRPS/bareRPS)
	fmt.Printf("  the catalogue page's HTML, rendered page from the cache %.0f req/s = %.2f of bare (the unrendered shell %.0f req/s = %.2f)\n",
		pageRPS, pageRPS/bareRPS, plainRPS, plainRPS/bareRPS)
	if err := orderFigures(ctx, st, e, n); err != nil {
		return err
	}
	signInFlood(e, cookie, n)
	if err := passwordFlood(ctx, st, e, n); err != nil {
		return err
	}
	sessions.Close()
	st.Close()

	if _, err := os.Stat(bin); err == nil {
		fresh, err := os.MkdirTemp("", "shop-bench-demo-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(fresh)
		startup(bin, fresh, "a new data folder (migrates and seeds the demo shop)")
		startup(bin, fresh, "the demo shop, second start")
		startup(bin, dir, fmt.Sprintf("%d products", products))
	}
	bundleSizes()
	return nil
}

func shapes() []string {
	sorts := []string{"", "quantity:desc", "quantity:asc", "created_at:desc", "created_at:asc", "title:asc", "title:desc", "price_with_tax:asc", "price_with_tax:desc"}
	filters := []string{"", "manufactures=2", "manufactures=1,2&inventories=1&discounts=1,2"}
	queries := []string{"", "galaxy"}
	var out []string
	for _, q := range queries {
		for _, f := range filters {
			for _, s := range sorts {
				parts := []string{}
				if s != "" {
					parts = append(parts, "sort="+s)
				}
				if f != "" {
					parts = append(parts, f)
				}
				if q != "" {
					parts = append(parts, "q="+q)
				}
				out = append(out, strings.Join(parts, "&"))
			}
		}
	}
	return out
}

type result struct{ med, p99 time.Duration }

// nth fills a "%d" in url with i, which makes every request a new question.
func nth(url string, i int64) string {
	if strings.Contains(url, "%d") {
		return fmt.Sprintf(url, i)
	}
	return url
}

// measure times n requests of url; an Accept-Language in lang (an API call's language) when given.
func measure(e http.Handler, cookie *http.Cookie, url string, n int, lang ...string) result {
	times := make([]time.Duration, n)
	for i := 0; i < n+10; i++ {
		req := httptest.NewRequest(http.MethodGet, nth(url, int64(i)), nil)
		req.AddCookie(cookie)
		req.Header.Set("X-Requested-With", "XMLHttpRequest")
		if len(lang) > 0 {
			req.Header.Set("Accept-Language", lang[0])
		}
		rec := httptest.NewRecorder()
		start := time.Now()
		e.ServeHTTP(rec, req)
		d := time.Since(start)
		if rec.Code != http.StatusOK {
			panic(fmt.Sprintf("%s: status %d: %s", url, rec.Code, rec.Body.String()))
		}
		if i >= 10 { // warm-up
			times[i-10] = d
		}
	}
	sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
	return result{med: times[n/2].Round(time.Microsecond), p99: times[n*99/100].Round(time.Microsecond)}
}

func throughput(url string, cookie *http.Cookie) float64 {
	const clients, dur = 8, 3 * time.Second
	var done, sent atomic.Int64
	var wg sync.WaitGroup
	deadline := time.Now().Add(dur)
	tr := &http.Transport{MaxIdleConnsPerHost: clients}
	for i := 0; i < clients; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := &http.Client{Transport: tr}
			for time.Now().Before(deadline) {
				req, _ := http.NewRequest(http.MethodGet, nth(url, sent.Add(1)), nil)
				req.AddCookie(cookie)
				res, err := client.Do(req)
				if err != nil {
					continue
				}
				buf := make([]byte, 32<<10)
				for {
					if _, err := res.Body.Read(buf); err != nil {
						break
					}
				}
				res.Body.Close()
				done.Add(1)
			}
		}()
	}
	wg.Wait()
	return float64(done.Load()) / dur.Seconds()
}

// startup runs the real binary on a data folder: time to the first answer (a home slider,
// which needs the catalogue index), then RSS once the index is whole (the other languages'
// titles follow the first answer: store.LoadCatalog) and the peak RSS on the way.
func startup(bin, dir, label string) {
	addr := "127.0.0.1:18931"
	cmd := exec.Command(bin, "serve", "--addr", addr, "--data", dir)
	var log bytes.Buffer
	var mu sync.Mutex
	cmd.Stderr = writerFunc(func(p []byte) (int, error) { mu.Lock(); defer mu.Unlock(); return log.Write(p) })
	start := time.Now()
	if err := cmd.Start(); err != nil {
		fmt.Println("start-up: ", err)
		return
	}
	defer func() { cmd.Process.Signal(os.Interrupt); cmd.Wait() }()
	for time.Since(start) < 30*time.Second {
		res, err := http.Get("http://" + addr + "/api/slider/popular")
		if err == nil {
			res.Body.Close()
			fmt.Printf("\nstart-up to first answer, %s: %s\n", label, time.Since(start).Round(time.Millisecond))
			for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				mu.Lock()
				ready := strings.Contains(log.String(), "catalogue index ready")
				mu.Unlock()
				if ready {
					break
				}
			}
			fmt.Printf("index whole after %s\n", time.Since(start).Round(time.Millisecond))
			time.Sleep(200 * time.Millisecond)
			if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)); err == nil {
				for _, line := range strings.Split(string(b), "\n") {
					if strings.HasPrefix(line, "VmRSS") || strings.HasPrefix(line, "VmHWM") {
						fmt.Println(strings.Join(strings.Fields(line), " "))
					}
				}
			}
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	fmt.Println("start-up: no answer in 30 s")
}

// writerFunc is an io.Writer made of a function.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

func sessionCookie(e http.Handler) *http.Cookie {
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil)) // a page keeps the session
	for _, c := range rec.Result().Cookies() {
		if c.Name == "shop_session" {
			return c
		}
	}
	panic("no session cookie")
}

func firstCategory(ctx context.Context, st *store.Store) string {
	menu, err := st.Menu(ctx, "")
	if err != nil || len(menu) == 0 {
		return "none"
	}
	return menu[0].Slug
}

// firstProduct is the link of the catalogue's first product in the default order.
func firstProduct(ctx context.Context, st *store.Store) string {
	res, err := st.Search(ctx, store.SearchParams{Page: 1, PerPage: 16}, "lv")
	if err != nil || len(res.IDs) == 0 {
		return "/p/none"
	}
	cards, err := st.Cards(ctx, res.IDs[:1], "lv")
	if err != nil || len(cards) == 0 {
		return "/p/none"
	}
	return urls.Product(cards[0].Slug)
}

func ratio(a, b time.Duration) float64 { return float64(a) / float64(max(b, 1)) }

func clip(s string, n int) string {
	if s == "" {
		s = "(unfiltered, default sort)"
	}
	if len(s) > n {
		return s[:n-1] + "…"
	}
	return s
}

type devNull struct{}

func (devNull) Write(p []byte) (int, error) { return len(p), nil }
