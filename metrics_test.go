package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"shop/assets"
	"shop/demo"
	"shop/handlers"
	"shop/internal/testtool"
)

// scrape is the metrics of a running shop, as Prometheus reads them: parsed by its own text
// parser, so a malformed exposition fails the test.
type scrape map[string]*dto.MetricFamily

func scrapeMetrics(t *testing.T, addr string) scrape {
	t.Helper()
	res, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(res.Body)
		t.Fatalf("GET /metrics: %s: %s", res.Status, body)
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(res.Body)
	if err != nil {
		t.Fatalf("the metrics do not parse: %v", err)
	}
	return families
}

// value is the value of the sample of family name whose labels include labels (name=value
// pairs): a counter's or gauge's value, a histogram's count. -1 when there is none.
func (s scrape) value(name string, labels ...string) float64 {
	f := s[name]
	if f == nil {
		return -1
	}
	for _, m := range f.Metric {
		have := map[string]string{}
		for _, l := range m.Label {
			have[l.GetName()] = l.GetValue()
		}
		match := true
		for i := 0; i+1 < len(labels); i += 2 {
			match = match && have[labels[i]] == labels[i+1]
		}
		if !match {
			continue
		}
		switch {
		case m.Counter != nil:
			return m.Counter.GetValue()
		case m.Gauge != nil:
			return m.Gauge.GetValue()
		case m.Histogram != nil:
			return float64(m.Histogram.GetSampleCount())
		}
	}
	return -1
}

// sum is the sum of the values of every sample of family name whose labels include labels.
func (s scrape) sum(name string, labels ...string) float64 {
	f := s[name]
	if f == nil {
		return 0
	}
	total := 0.0
	for _, m := range f.Metric {
		have := map[string]string{}
		for _, l := range m.Label {
			have[l.GetName()] = l.GetValue()
		}
		match := true
		for i := 0; i+1 < len(labels); i += 2 {
			match = match && have[labels[i]] == labels[i+1]
		}
		if match {
			total += m.Counter.GetValue()
		}
	}
	return total
}

var metricsListening = regexp.MustCompile(`msg="metrics listening" addr=(\S+)`)

// metricsAddrOf waits for the shop's log line saying where its metrics listen.
func metricsAddrOf(t *testing.T, shop *liveShop) string {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if m := metricsListening.FindStringSubmatch(shop.Log()); m != nil {
			return m[1]
		}
		if time.Now().After(deadline) {
			t.Fatalf("no metrics listening in the log:\n%s", shop.Log())
		}
	}
}

// The shop started with --metrics-addr serves Prometheus metrics there, which Prometheus' own
// parser reads: requests counted by the route table's pattern ("/p/:slug", the 404 page's
// "/*"), never by the URL, exactly; the pages' server renders; an order placed and its
// payment started; its confirmation mail sent; the database pools, the catalogue index and the
// mail queue; Go's runtime and the process. The shop's own port serves no metrics.
func TestMetricsScrape(t *testing.T) {
	shop := startLiveShop(t, "--metrics-addr", "127.0.0.1:0")
	addr := metricsAddrOf(t, shop)
	before := scrapeMetrics(t, addr)
	for _, name := range []string{"go_goroutines", "process_resident_memory_bytes", "go_sql_open_connections",
		"shop_catalog_index_version", "shop_mail_queue_notices", "shop_mail_queue_oldest_due_seconds"} {
		if before[name] == nil {
			t.Errorf("no %s in the metrics", name)
		}
	}
	if max := before.value("go_sql_max_open_connections", "db_name", "write"); max != 1 {
		t.Errorf("the write pool's most connections: %v, want 1", max)
	}

	b := shop.newShopper("203.0.113.30") // GET /
	found := b.json(http.MethodGet, "/api/search/products?per_page=16&inventories=1&sort=quantity:desc", "", http.StatusOK)
	var products []struct {
		ID  int64  `json:"id"`
		URL string `json:"link"`
	}
	raw, _ := json.Marshal(found["collection"].(map[string]any)["data"].(map[string]any)["products"])
	if err := json.Unmarshal(raw, &products); err != nil || len(products) == 0 {
		t.Fatalf("no product: %s (%v)", raw, err)
	}
	page := products[0].URL
	if !strings.Contains(page, "/p/") {
		t.Fatalf("a product's url %q", page)
	}
	page = page[strings.Index(page, "/p/"):] // the path, without the language prefix
	for range 2 {
		if res := b.loadPage(page); res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %s", page, res.Status)
		}
	}
	for _, missing := range []string{"/no-such-page", "/no-such-page-either"} {
		if res := b.loadPage(missing); res.StatusCode != http.StatusNotFound {
			t.Fatalf("GET %s: %s", missing, res.Status)
		}
	}
	b.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", products[0].ID), `{"quantity":1}`, http.StatusOK)
	b.json(http.MethodPost, "/api/order/store", `{"order":{"user_type":"b2c","user_name":"Anna","user_surname":"Bērziņa","user_email":"anna@example.lv",
"user_phone_number":{"countryCallingCode":"+371","number":"20000000"}},"shipping":{"identifier":"shop-riga"},
"shipping_method":"shop-pickup","payment_method":"cash","terms_accepted":true}`, http.StatusOK)
	if res, err := http.Get(shop.URL + "/metrics"); err != nil || res.StatusCode != http.StatusNotFound {
		t.Errorf("the shop's own port answers /metrics: %v %v", res.Status, err)
	}

	// The order's confirmation goes out (to the outbox) after the commit, and an answer is
	// counted once it is written, a moment after the client has it: scrape until the counts
	// are in, and then they must be exact.
	counted := []struct {
		method, route, code string
		want                float64
	}{
		{"GET", "/", "200", 1},
		{"GET", "/p/:slug", "200", 2},
		{"GET", "/*", "404", 3}, // two made-up pages and /metrics, which the shop's own port does not serve
		{"GET", "/api/search/products", "200", 1},
		{"POST", "/api/cart-item/add/:productId", "200", 1},
		{"POST", "/api/order/store", "200", 1},
	}
	var after scrape
	requests := func(method, route, code string) float64 {
		return after.sum("shop_http_requests_total", "method", method, "route", route, "code", code) -
			before.sum("shop_http_requests_total", "method", method, "route", route, "code", code)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		after = scrapeMetrics(t, addr)
		// The order queues the shopper's confirmation and the shop's own copy: both must be out.
		done := after.value("shop_mail_sent_total", "kind", "order_confirmation") >= 1 &&
			after.value("shop_mail_queue_notices", "state", "due") == 0
		for _, c := range counted {
			done = done && requests(c.method, c.route, c.code) >= c.want
		}
		if done || time.Now().After(deadline) {
			break
		}
	}
	if n := after.value("shop_mail_sent_total", "kind", "order_confirmation"); n != 1 {
		t.Errorf("order confirmations counted as sent: %v, want 1; the log:\n%s", n, shop.Log())
	}
	for _, c := range counted {
		if n := requests(c.method, c.route, c.code); n != c.want {
			t.Errorf("%s %s %s: counted %v, want %v", c.method, c.route, c.code, n, c.want)
		}
	}
	for _, f := range after["shop_http_requests_total"].Metric {
		for _, l := range f.Label {
			if l.GetName() == "route" && (strings.Contains(l.GetValue(), "no-such-page") || strings.Contains(l.GetValue(), "metrics")) {
				t.Errorf("a URL is a route label: %v", f)
			}
		}
	}
	if n := after.value("shop_http_request_duration_seconds", "method", "GET", "route", "/p/:slug", "class", "2xx"); n != 2 {
		t.Errorf("the product page's latency: %v observations, want 2", n)
	}
	if n := after.value("shop_orders_placed_total", "payment_method", "cash"); n != 1 {
		t.Errorf("orders placed: %v, want 1", n)
	}
	if n := after.value("shop_payments_total", "payment_method", "cash", "outcome", "started"); n != 1 {
		t.Errorf("payments started: %v, want 1", n)
	}
	if n := after.value("shop_catalog_index_built"); n != 1 {
		t.Errorf("shop_catalog_index_built %v", n)
	}
	if v := after.value("shop_catalog_index_version"); v <= before.value("shop_catalog_index_version") {
		t.Errorf("the order's stock change did not move the index's version: %v → %v", before.value("shop_catalog_index_version"), v)
	}
	if took := after.value("shop_catalog_index_last_build_duration_seconds"); took <= 0 {
		t.Errorf("the index's build took %v s", took)
	}
	if at := after.value("shop_catalog_index_last_build_timestamp_seconds"); at < float64(time.Now().Add(-time.Hour).Unix()) {
		t.Errorf("the index was built at %v", at)
	}
	if n := after.value("shop_mail_queue_notices", "state", "due"); n != 0 {
		t.Errorf("%v mails due after the worker sent them", n)
	}
	if n := after.sum("go_sql_wait_count_total", "db_name", "read"); n < 0 {
		t.Errorf("the read pool's waits: %v", n)
	}
	// Every HTML page asked the renderer once (the cache had it, or not), when the bundle
	// has its server script; the API's calls never do.
	pages := 6.0 // the home page, the product page twice, the 404 page three times
	if assets.ReadManifest(assets.FS).Server == "" {
		pages = 0
	}
	asked := after.sum("shop_ssr_cache_requests_total") - before.sum("shop_ssr_cache_requests_total")
	if asked != pages {
		t.Errorf("the renderer was asked %v times, want %v", asked, pages)
	}
	if misses := after.sum("shop_ssr_cache_requests_total", "result", "miss"); misses != after.sum("shop_ssr_renders_total") {
		t.Errorf("%v cache misses, %v renders or shells", misses, after.sum("shop_ssr_renders_total"))
	}
}

// --metrics-addr takes a port alone as the loopback's, keeps a host given, and refuses what
// is no address; a host off the loopback is served with a warning in the log.
func TestMetricsAddr(t *testing.T) {
	for in, want := range map[string]string{"": "", ":9090": "127.0.0.1:9090", "9090": "127.0.0.1:9090",
		"localhost:9090": "localhost:9090", "0.0.0.0:9090": "0.0.0.0:9090", "[::1]:9090": "[::1]:9090"} {
		if got, err := metricsListenAddr(in); err != nil || got != want {
			t.Errorf("metricsListenAddr(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"metrics", "127.0.0.1:http-alt:1", ":99999", "127.0.0.1:"} {
		if got, err := metricsListenAddr(bad); err == nil {
			t.Errorf("metricsListenAddr(%q) = %q, want an error", bad, got)
		}
	}
	if _, _, err := parseServe([]string{"--metrics-addr", "nine"}, io.Discard); err == nil || !strings.Contains(err.Error(), "metrics-addr") {
		t.Errorf("serve --metrics-addr nine: %v", err)
	}
	t.Setenv("SHOP_METRICS_ADDR", ":9464")
	sc, _, err := parseServe(nil, io.Discard)
	if err != nil || sc.cfg.Metrics == nil || sc.cfg.Metrics.Addr != "127.0.0.1:9464" {
		t.Errorf("SHOP_METRICS_ADDR=:9464: %+v, %v", sc.cfg.Metrics, err)
	}
	t.Setenv("SHOP_METRICS_ADDR", "")
	if sc, _, err := parseServe(nil, io.Discard); err != nil || sc.cfg.Metrics != nil {
		t.Errorf("metrics are on by default: %+v, %v", sc.cfg.Metrics, err)
	}

	shop := startLiveShop(t, "--metrics-addr", "0.0.0.0:0")
	metricsAddrOf(t, shop)
	if !strings.Contains(shop.Log(), "metrics: served beyond this machine") {
		t.Errorf("no warning for metrics on every interface:\n%s", shop.Log())
	}
}

// While the catalogue index is still being built at start, the shop answers /healthz but is
// not ready, naming the catalogue; once built, it is ready, its mail queue watched.
func TestReadyOnceTheIndexIsBuilt(t *testing.T) {
	dir := testtool.DemoData(t, schema, demo.Latvia, 200)
	release := make(chan struct{})
	defer func(f func()) { beforeIndexBuild = f }(beforeIndexBuild)
	beforeIndexBuild = func() { <-release }
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	cfg := handlers.Config{ShopCode: "lv_shop", Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	done := make(chan error, 1)
	go func() { done <- runShop(ctx, storePlace{dir: dir}, cfg, nil, ln, newHTTPServer(), nil) }()
	defer func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("the shop stopped with %v", err)
		}
	}()
	base := "http://" + ln.Addr().String()
	get := func(path string) (int, map[string]any) {
		t.Helper()
		res, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var body map[string]any
		json.NewDecoder(res.Body).Decode(&body)
		return res.StatusCode, body
	}
	if code, _ := get("/healthz"); code != http.StatusOK {
		t.Errorf("/healthz during the build: %d", code)
	}
	code, body := get("/readyz")
	checks, _ := body["checks"].(map[string]any)
	if code != http.StatusServiceUnavailable || checks["catalog"] != "not built" || checks["database"] != "ok" || checks["mail"] != "ok" {
		t.Errorf("/readyz during the build: %d %v", code, body)
	}
	close(release)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if code, body = get("/readyz"); code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("/readyz after the build: %d %v", code, body)
		}
	}
}
