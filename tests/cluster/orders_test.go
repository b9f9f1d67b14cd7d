package cluster

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"
)

// The reliability proofs of one instance, across three: shoppers spread over the instances
// (nginx's round robin) race for the last units, a coupon's last uses and one order sent
// twice, and the database's rules hold: exactly as many sold as there were, exactly the
// coupon's uses, one order.
func TestInstancesSellNothingTwice(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 3)
	owner := c.owner(c.URL)
	p := firstInStock(t, newBrowser(t, c.URL, ""))
	country := countryID(t, newBrowser(t, c.URL, ""), "LV")
	seq := 0
	shoppers := func(n int) []*browser {
		bs := make([]*browser, n)
		for i := range bs {
			seq++
			bs[i] = newBrowser(t, c.URL, fmt.Sprintf("198.51.%d.%d", seq/250, seq%250+1))
		}
		return bs
	}
	setStock := func(n int) {
		owner.json(http.MethodPost, fmt.Sprintf("/api/admin/products/%d/stock", p.id), fmt.Sprintf(`{"set":%d,"note":"race"}`, n), http.StatusOK)
	}

	for _, units := range []int{1, 10} {
		setStock(1000)
		bs := shoppers(200)
		for _, b := range bs {
			b.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", p.id), `{"quantity":1}`, http.StatusOK)
		}
		setStock(units)
		codes := placeAll(t, bs, country, "")
		if codes[http.StatusOK] != units || codes[http.StatusOK]+codes[http.StatusConflict] != len(bs) {
			t.Errorf("200 shoppers for the last %d: answers %v, want %d×200 and the rest 409", units, codes, units)
		}
		if n := c.count(`SELECT stock FROM products WHERE id = ?`, p.id); n != 0 {
			t.Errorf("the last %d sold: stock %d, want 0", units, n)
		}
	}

	setStock(1000)
	owner.json(http.MethodPost, "/api/admin/coupons",
		`{"code":"FIVE","percent":10,"valid_from":"2026-01-01","valid_until":"2099-12-31","usage_limit":5,"active":true}`, http.StatusCreated)
	bs := shoppers(64)
	for _, b := range bs {
		b.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", p.id), `{"quantity":1}`, http.StatusOK)
		b.json(http.MethodPost, "/api/coupon/apply", `{"code":"FIVE"}`, http.StatusOK)
	}
	codes := placeAll(t, bs, country, "")
	if used := c.count(`SELECT count(*) FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id WHERE c.code = 'FIVE'`); used != 5 {
		t.Errorf("a 5-use coupon under 64 checkouts was used %d times (answers %v)", used, codes)
	}
	if n := c.count(`SELECT used_count FROM coupons WHERE code = 'FIVE'`); n != 5 {
		t.Errorf("the coupon counts %d uses, want 5", n)
	}

	// One order sent twice at once, each copy to another instance: one order.
	b := shoppers(1)[0]
	b.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", p.id), `{"quantity":1}`, http.StatusOK)
	twice := []*browser{b.on(c.instances[0].URL), b.on(c.instances[2].URL)}
	codes = placeAll(t, twice, country, "twice-1")
	if codes[http.StatusOK] < 1 || codes[http.StatusOK]+codes[http.StatusConflict] != 2 {
		t.Errorf("an order sent twice: answers %v", codes)
	}
	if n := c.count(`SELECT count(*) FROM orders WHERE user_email = ?`, emailOf(twice[0])); n != 1 {
		t.Errorf("an order sent twice to two instances made %d orders", n)
	}
}

// on is the same browser (its cookies and token) sending its requests to base instead.
func (b *browser) on(base string) *browser {
	c := *b
	c.base = base
	return &c
}

// emailOf is the e-mail a browser's orders carry (orderBody): one per client address.
func emailOf(b *browser) string { return "shopper-" + b.addr + "@example.lv" }

// placeAll places every browser's cart at once (each with its own idempotency key, or key
// for all) and counts the answers by status; a 5xx or a lost connection fails the test.
func placeAll(t *testing.T, bs []*browser, country int64, key string) map[int]int {
	t.Helper()
	codes := make([]int, len(bs))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, b := range bs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			k := key
			if k == "" {
				k = fmt.Sprintf("order-%s-%d", b.addr, time.Now().UnixNano())
			}
			res, raw, err := b.send(http.MethodPost, "/api/order/store", orderBody(t, b, country), map[string]string{"Idempotency-Key": k})
			if err != nil {
				t.Errorf("order of %s: %v", b.addr, err)
				return
			}
			if res.StatusCode >= 500 {
				t.Errorf("order of %s: %d %s", b.addr, res.StatusCode, raw)
			}
			codes[i] = res.StatusCode
		}()
	}
	close(start)
	wg.Wait()
	count := map[int]int{}
	for _, c := range codes {
		count[c]++
	}
	return count
}

// orderBody is a guest's courier order paid by bank transfer, as the checkout sends it.
func orderBody(t *testing.T, b *browser, country int64) string {
	phone := map[string]any{"countryCallingCode": "+371", "number": "20000000"}
	raw, err := json.Marshal(map[string]any{
		"order": map[string]any{"user_type": "b2c", "user_name": "Anna", "user_surname": "Bērziņa",
			"user_email": emailOf(b), "user_phone_number": phone},
		"shipping": map[string]any{"country_id": country, "city": "Rīga", "address": "Brīvības iela 1", "zip": "LV-1050",
			"user_phone_number": phone},
		"shipping_method": "dpd-courier", "payment_method": "swedbank", "terms_accepted": true,
	})
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// countryID is the id of the country of ISO code in the shop's list.
func countryID(t *testing.T, b *browser, code string) int64 {
	t.Helper()
	for _, c := range b.json(http.MethodGet, "/api/countries", "", http.StatusOK)["countries"].([]any) {
		if m := c.(map[string]any); m["code"] == code {
			return int64(m["id"].(float64))
		}
	}
	t.Fatalf("no country %s", code)
	return 0
}
