package cluster

import (
	"fmt"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"shop/internal/pgtest"
)

// BenchmarkScaleOut measures, in one run, the figures of the README's "Scaling out": orders a
// second from shoppers at once through nginx to one SQLite instance (the baseline), one
// PostgreSQL instance and three on one PostgreSQL database; the catalogue query's median on
// each database; and how long a change made on one instance takes to show on another. Every
// instance runs on this one machine, the database too, so the figures compare the designs on
// equal hardware rather than promise what more machines give. It runs once whatever -benchtime
// says (go test -run '^$' -bench ScaleOut ./tests/cluster/ with SHOP_TEST_DB=postgres).
func BenchmarkScaleOut(b *testing.B) {
	if !pgtest.Enabled() {
		b.Skip("needs PostgreSQL: SHOP_TEST_DB=postgres")
	}
	const orders, shoppers = 600, 32
	configs := []struct {
		name string
		n    int
		pg   bool
	}{{"sqlite-1", 1, false}, {"postgres-1", 1, true}, {"postgres-3", 3, true}}
	rate := map[string]float64{}
	catalog := map[string]time.Duration{}
	var propagation time.Duration
	for _, cfg := range configs {
		db := ""
		if cfg.pg {
			db = pgtest.Fresh(b, "")
		}
		c := startShops(b, cfg.n, db)
		owner := c.owner(c.instances[0].URL)
		p := firstInStock(b, newBrowser(b, c.URL, ""))
		owner.json(http.MethodPost, fmt.Sprintf("/api/admin/products/%d/stock", p.id), `{"set":1000000,"note":"bench"}`, http.StatusOK)
		country := countryID(b, newBrowser(b, c.URL, ""), "LV")
		rate[cfg.name] = orderRate(b, c, p.id, country, orders, shoppers)
		catalog[cfg.name] = catalogMedian(b, newBrowser(b, c.instances[0].URL, ""), 200)
		if cfg.n > 1 {
			propagation = propagationMedian(b, c, owner, p, 20)
		}
	}
	base := rate["sqlite-1"]
	b.ReportMetric(base, "orders/s-sqlite-1")
	b.ReportMetric(rate["postgres-1"]/base, "×orders-postgres-1")
	b.ReportMetric(rate["postgres-3"]/base, "×orders-postgres-3")
	b.ReportMetric(float64(catalog["postgres-1"])/float64(catalog["sqlite-1"]), "×catalog-median-postgres")
	b.ReportMetric(float64(propagation.Microseconds())/1000, "ms-change-to-other-instance")
	b.Logf("orders a second: sqlite-1 %.0f, postgres-1 %.0f, postgres-3 %.0f; catalogue median: sqlite %s, postgres %s; a change shows on another instance after %s (median)",
		base, rate["postgres-1"], rate["postgres-3"], catalog["sqlite-1"], catalog["postgres-1"], propagation)
}

// orderRate places n orders, each by a new shopper (home page, cart, order), from workers
// shoppers at once through c's nginx, and answers orders a second.
func orderRate(b testing.TB, c *cluster, product, country int64, n, workers int) float64 {
	var next, bad atomic.Int64
	var first atomic.Value // the first failure, for the message
	var wg sync.WaitGroup
	start := time.Now()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := next.Add(1); i <= int64(n); i = next.Add(1) {
				if _, err := newShopperOrders(b, c.URL, fmt.Sprintf("192.0.%d.%d", w, i%250+1), product, country,
					fmt.Sprint("bench-", i)); err != nil {
					bad.Add(1)
					first.CompareAndSwap(nil, err.Error())
				}
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	if bad.Load() > 0 {
		b.Fatalf("%d of %d orders failed, the first: %v", bad.Load(), n, first.Load())
	}
	return float64(n) / took.Seconds()
}

// catalogMedian is the median time of n catalogue queries (a category-wide search page, as
// the catalogue page asks it) from one browser.
func catalogMedian(b testing.TB, v *browser, n int) time.Duration {
	took := make([]time.Duration, n)
	for i := range took {
		start := time.Now()
		v.json(http.MethodGet, fmt.Sprintf("/api/search/products?per_page=16&page=%d&sort=price_with_tax:asc", i%10+1), "", http.StatusOK)
		took[i] = time.Since(start)
	}
	slices.Sort(took)
	return took[n/2]
}

// propagationMedian is the median time, over n stock changes made on c's first instance,
// until its second instance lists the new stock.
func propagationMedian(b testing.TB, c *cluster, owner *browser, p listed, n int) time.Duration {
	other := newBrowser(b, c.instances[1].URL, "")
	took := make([]time.Duration, n)
	for i := range took {
		stock := 500000 + i
		owner.json(http.MethodPost, fmt.Sprintf("/api/admin/products/%d/stock", p.id), fmt.Sprintf(`{"set":%d,"note":"bench"}`, stock), http.StatusOK)
		took[i] = eventually(b, 10*time.Second, "the change on the other instance", func() bool {
			q, ok := productOn(b, other, p.code)
			return ok && q.quantity == int64(stock)
		})
	}
	slices.Sort(took)
	return took[n/2]
}
