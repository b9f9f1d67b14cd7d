package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"shop/store"
)

// orderFigures measures the checkout's write path: orders per second with
// 20 shoppers at once over HTTP, each adding a product and ordering it, against single-row
// durable transactions per second (a stock update) on the same database from as many
// goroutines; and the median of a cart add against the bare handler's, both over HTTP.
func orderFigures(ctx context.Context, st *store.Store, e http.Handler, n int) error {
	const shoppers, dur = 20, 3 * time.Second
	res, err := st.Search(ctx, store.SearchParams{Page: 1, PerPage: 1}, "lv")
	if err != nil || len(res.IDs) == 0 {
		return fmt.Errorf("no product to order: %v", err)
	}
	product := res.IDs[0]
	if err := st.SetStock(ctx, product, 1_000_000_000); err != nil {
		return err
	}
	countries, err := st.CountryList(ctx, "en")
	if err != nil {
		return err
	}
	var lv int64
	for _, c := range countries {
		if c.Code == "LV" {
			lv = c.ID
		}
	}

	// The baseline: single-row durable transactions from as many goroutines.
	var txs atomic.Int64
	parallel(shoppers, dur, func() error {
		err := st.SetStock(ctx, product, 1_000_000_000)
		if err == nil {
			txs.Add(1)
		}
		return err
	})
	txRate := float64(txs.Load()) / dur.Seconds()

	srv := httptest.NewServer(e)
	defer srv.Close()
	// Each order is a buyer's own e-mail, as in a shop's rush, so that the count of the
	// e-mail's open orders reads one; each shopper is a client address of its own.
	var buyers atomic.Int64
	order := func() string {
		return fmt.Sprintf(`{"order":{"user_type":"b2c","user_name":"Anna","user_surname":"Bērziņa","user_email":"bench%d@example.lv",
"user_phone_number":{"countryCallingCode":"+371","number":"20000000"}},"shipping":{"country_id":%d,"city":"Rīga",
"address":"Brīvības iela 1","zip":"LV-1050"},"shipping_method":"dpd-courier","payment_method":"swedbank","terms_accepted":true}`,
			buyers.Add(1), lv)
	}
	add := fmt.Sprintf("%s/api/cart-item/add/%d?action=plus", srv.URL, product)
	var orders, failed atomic.Int64
	clients := make(chan *shopper, shoppers)
	for i := range shoppers {
		s, err := newShopper(srv.URL)
		if err != nil {
			return err
		}
		s.addr = fmt.Sprintf("10.1.0.%d", i+1)
		clients <- s
	}
	parallel(shoppers, dur, func() error {
		s := <-clients
		defer func() { clients <- s }()
		if err := s.post(add, `{"quantity":1}`, ""); err != nil {
			failed.Add(1)
			return err
		}
		if err := s.post(srv.URL+"/api/order/store", order(), fmt.Sprint(time.Now().UnixNano())); err != nil {
			failed.Add(1)
			return err
		}
		orders.Add(1)
		return nil
	})
	orderRate := float64(orders.Load()) / dur.Seconds()
	fmt.Printf("\norders over HTTP, %d shoppers at once (add to cart, then order; each order one durable transaction that takes the stock, writes the order and queues its mail):\n", shoppers)
	fmt.Printf("  %.0f orders/s against %.0f single-row durable transactions/s on the same database = %.2f of it (aim ≥ 0.25); %d failed\n",
		orderRate, txRate, orderRate/txRate, failed.Load())

	s := <-clients
	addMed, err := median(n, func() error { return s.post(add, `{"quantity":1}`, "") })
	if err != nil {
		return err
	}
	bareMed, err := median(n, func() error { return s.get(srv.URL + "/bench/bare") })
	if err != nil {
		return err
	}
	fmt.Printf("cart add over HTTP (one line, the priced cart answered): median %s; the bare handler the same way %s = %.1fx\n",
		addMed, bareMed, ratio(addMed, bareMed))
	return nil
}

// median times fn n times after 10 to warm up.
func median(n int, fn func() error) (time.Duration, error) {
	times := make([]time.Duration, 0, n)
	for i := 0; i < n+10; i++ {
		start := time.Now()
		if err := fn(); err != nil {
			return 0, err
		}
		if i >= 10 {
			times = append(times, time.Since(start))
		}
	}
	sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
	return times[len(times)/2].Round(time.Microsecond), nil
}

// parallel runs fn from k goroutines until dur has passed.
func parallel(k int, dur time.Duration, fn func() error) {
	deadline := time.Now().Add(dur)
	var wg sync.WaitGroup
	for range k {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) {
				fn()
			}
		}()
	}
	wg.Wait()
}

// shopper is a browser of its own: a cookie jar, its page's CSRF token, and the client
// address it calls from ("" for the loopback's own; the shop believes X-Forwarded-For from
// the loopback, its default trusted proxy).
type shopper struct {
	client *http.Client
	csrf   string
	addr   string
}

var csrfMeta = regexp.MustCompile(`<meta name="csrf-token" content="([^"]+)">`)

func newShopper(base string) (*shopper, error) {
	jar, _ := cookiejar.New(nil)
	s := &shopper{client: &http.Client{Jar: jar}}
	res, err := s.client.Get(base + "/")
	if err != nil {
		return nil, err
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	m := csrfMeta.FindSubmatch(body)
	if m == nil {
		return nil, fmt.Errorf("no CSRF token in the home page")
	}
	s.csrf = string(m[1])
	return s, nil
}

func (s *shopper) get(url string) error {
	res, err := s.client.Get(url)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	_, err = io.Copy(io.Discard, res.Body)
	return err
}

// post sends a JSON body as the UI does; anything but 200 is an error.
func (s *shopper) post(url, body, idempotencyKey string) error {
	req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	req.Header.Set("X-CSRF-TOKEN", s.csrf)
	if idempotencyKey != "" {
		req.Header.Set("Idempotency-Key", idempotencyKey)
	}
	if s.addr != "" {
		req.Header.Set("X-Forwarded-For", s.addr)
	}
	res, err := s.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		var m map[string]any
		json.NewDecoder(res.Body).Decode(&m)
		return fmt.Errorf("%s: %d %v", url, res.StatusCode, m["message"])
	}
	_, err = io.Copy(io.Discard, res.Body)
	return err
}
