package cluster

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"encoding/json"
)

// Each test here starts a cluster of its own, one test at a time: three shop processes
// and nginx are much of a two-core machine.
//
// kill -9 of one instance under order load loses no order the shop acknowledged, and the
// other instances keep answering: nginx sends the next shoppers to them.
func TestKillingAnInstanceLosesNoAcknowledgedOrder(t *testing.T) {
	c := startCluster(t, 3)
	owner := c.owner(c.instances[0].URL)
	p := firstInStock(t, newBrowser(t, c.URL, ""))
	owner.json(http.MethodPost, fmt.Sprintf("/api/admin/products/%d/stock", p.id), `{"set":100000,"note":"load"}`, http.StatusOK)
	country := countryID(t, newBrowser(t, c.URL, ""), "LV")

	var mu sync.Mutex
	var acknowledged []int64
	var placed, failed atomic.Int64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for w := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				id, err := newShopperOrders(t, c.URL, fmt.Sprintf("203.0.%d.%d", w, i%250+1), p.id, country,
					fmt.Sprintf("kill-%d-%d", w, i))
				if err != nil {
					failed.Add(1)
					continue
				}
				if id == 0 {
					t.Errorf("an acknowledged order without its id")
					continue
				}
				mu.Lock()
				acknowledged = append(acknowledged, id)
				mu.Unlock()
				placed.Add(1)
			}
		}()
	}
	eventually(t, 2*time.Minute, "30 orders before the kill", func() bool { return placed.Load() >= 30 })
	victim := c.instances[1]
	if err := victim.cmd.Process.Kill(); err != nil { // SIGKILL: no shutdown, no flush
		t.Fatal(err)
	}
	<-victim.done
	before := placed.Load()
	eventually(t, 2*time.Minute, "30 more orders after the kill", func() bool { return placed.Load() >= before+30 })
	close(stop)
	wg.Wait()

	ids := make([]string, len(acknowledged))
	for i, id := range acknowledged {
		ids[i] = fmt.Sprint(id)
	}
	if n := c.count(`SELECT count(*) FROM orders WHERE id IN (` + strings.Join(ids, ",") + `)`); n != len(acknowledged) {
		t.Errorf("%d orders acknowledged, %d of them in the database", len(acknowledged), n)
	}
	for _, in := range []*instance{c.instances[0], c.instances[2]} {
		res, err := http.Get(in.URL + "/readyz")
		if err != nil || res.StatusCode != http.StatusOK {
			t.Errorf("%s after the kill: %v %v", in.URL, err, res)
		} else {
			res.Body.Close()
		}
	}
	t.Logf("%d orders acknowledged (%d before the kill), %d attempts failed around it", len(acknowledged), before, failed.Load())
}

// newShopperOrders is one new shopper at client address addr who visits base, puts one unit
// of product into the cart and orders it with the idempotency key key: the order's id, or
// the error of the step that failed (a lost connection, a status other than 200).
func newShopperOrders(t testing.TB, base, addr string, product, country int64, key string) (int64, error) {
	b := &browser{base: base, addr: addr, client: newClient()}
	res, body, err := b.send(http.MethodGet, "/", "", nil)
	if err == nil && res.StatusCode == http.StatusOK {
		if m := csrfMeta.FindSubmatch(body); m != nil {
			b.csrf = string(m[1])
		}
		res, body, err = b.send(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", product), `{"quantity":1}`, nil)
	}
	if err == nil && res.StatusCode == http.StatusOK {
		res, body, err = b.send(http.MethodPost, "/api/order/store", orderBody(t, b, country), map[string]string{"Idempotency-Key": key})
	}
	if err != nil {
		return 0, err
	}
	if res.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("%s: %d %s", res.Request.URL.Path, res.StatusCode, body)
	}
	var m struct {
		Order struct {
			ID int64 `json:"id"`
		} `json:"order"`
	}
	json.Unmarshal(body, &m)
	return m.Order.ID, nil
}
