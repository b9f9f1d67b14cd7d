package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// priciestPath asks the catalogue index for its dearest product.
const priciestPath = "/api/search/products?per_page=16&sort=price_with_tax:desc"

// priciest is the id of the dearest product the catalogue answer body names first.
func priciest(body []byte) (int64, error) {
	var a struct {
		Collection struct {
			Data struct {
				Products []struct {
					ID int64 `json:"id"`
				} `json:"products"`
			} `json:"data"`
		} `json:"collection"`
	}
	if err := json.Unmarshal(body, &a); err != nil {
		return 0, err
	}
	if len(a.Collection.Data.Products) == 0 {
		return 0, fmt.Errorf("no products: %.200s", body)
	}
	return a.Collection.Data.Products[0].ID, nil
}

// raisePriceBySQL makes a product that is not the dearest one the dearest, by direct SQL on
// the running shop's database, as an operator might; it answers the product and how many
// price_history rows it has.
func raisePriceBySQL(t *testing.T, data string, dearest int64) (id int64, history int) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, "shop.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.QueryRow(`SELECT id FROM products WHERE type = 'product' AND published = 1 AND discount_id IS NULL AND id <> ?
ORDER BY id LIMIT 1`, dearest).Scan(&id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE products SET net_price = (SELECT MAX(net_price) FROM products) * 2 WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT COUNT(*) FROM price_history WHERE product_id = ?`, id).Scan(&history); err != nil {
		t.Fatal(err)
	}
	return id, history
}

// priceHistoryRows counts a product's price_history rows.
func priceHistoryRows(t *testing.T, data string, id int64) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, "shop.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT COUNT(*) FROM price_history WHERE product_id = ?`, id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// waitForLog waits until the log holds want n times, failing the test after 30 s.
func waitForLog(t *testing.T, log func() string, want string, n int) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); strings.Count(log(), want) < n; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q (%d times) in the log after 30 s:\n%s", want, n, log())
		}
	}
}

// A price and a setting changed by direct SQL show only after a reload (SIGHUP); the price
// bypasses the price history: no price_history row is written.
func TestReloadShowsAPriceAndASettingChangedBySQL(t *testing.T) {
	shop := startLiveShop(t)
	b := shop.newShopper("")
	dearest := func() int64 {
		t.Helper()
		res, body := b.do(http.MethodGet, priciestPath, "", nil)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d %s", priciestPath, res.StatusCode, body)
		}
		id, err := priciest(body)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	brands := func() string {
		t.Helper()
		_, body := b.do(http.MethodGet, "/", "", map[string]string{"X-Requested-With": ""})
		return string(body)
	}
	before := dearest()
	id, history := raisePriceBySQL(t, shop.Data, before)
	db, err := sql.Open("sqlite", "file:"+filepath.Join(shop.Data, "shop.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`UPDATE settings SET value = 'Visa, Reloadbank' WHERE key = 'payment_brands'`); err != nil {
		t.Fatal(err)
	}
	if got := dearest(); got != before {
		t.Fatalf("the index saw the SQL edit without a reload: dearest %d", got)
	}
	if strings.Contains(brands(), "Reloadbank") {
		t.Fatal("the settings saw the SQL edit without a reload")
	}
	shop.hup <- syscall.SIGHUP
	waitForLog(t, shop.Log, "reloaded", 1)
	if got := dearest(); got != id {
		t.Errorf("after the reload the dearest product is %d, want %d (raised by SQL)", got, id)
	}
	if !strings.Contains(brands(), "Reloadbank") {
		t.Error("after the reload the home page does not show the payment brand set by SQL")
	}
	if n := priceHistoryRows(t, shop.Data, id); n != history {
		t.Errorf("price_history rows %d, want %d: a price changed by SQL writes none", n, history)
	}
}

// shopperLoop requests pages and catalogue answers of the shop at url one after another until
// stop closes, and reports how many it made and every one that failed; made counts them as
// they finish.
func shopperLoop(url string, stop <-chan struct{}, done chan<- [2][]string, made *atomic.Int64) {
	client := &http.Client{Timeout: 30 * time.Second}
	var ok, failed []string
	paths := []string{"/", priciestPath, "/api/search/products?per_page=16&sort=title:asc", "/en"}
	for i := 0; ; i++ {
		select {
		case <-stop:
			done <- [2][]string{ok, failed}
			return
		default:
		}
		path := paths[i%len(paths)]
		res, err := client.Get(url + path)
		made.Add(1)
		if err != nil {
			failed = append(failed, path+": "+err.Error())
			continue
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			failed = append(failed, fmt.Sprintf("%s: %d", path, res.StatusCode))
			continue
		}
		ok = append(ok, path)
	}
}
