package cluster

import (
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"shop/demo"
)

// Three instances started at once on an empty database seed the demo shop once, and a
// change made through one of them (stock, price, a product hidden) shows in the others'
// catalogue, facets and cached pages within a second: the change feed (LISTEN/NOTIFY).
func TestInstancesSeedOnceAndShareEveryChange(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 3)
	if n := c.count(`SELECT count(*) FROM products WHERE type = 'product'`); n != demo.DefaultProducts {
		t.Fatalf("%d products, want one demo seed of %d", n, demo.DefaultProducts)
	}
	owner := c.owner(c.instances[0].URL)
	views := make([]*browser, len(c.instances))
	for i, in := range c.instances {
		views[i] = newBrowser(t, in.URL, "")
	}
	p := firstInStock(t, views[1])
	// Every instance has the product's page cached before the changes.
	for _, v := range views {
		v.json(http.MethodGet, "/api/search/products?per_page=16&q="+p.code, "", http.StatusOK)
		if res, _, err := v.send(http.MethodGet, p.link, "", nil); err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("%s%s: %v %v", v.base, p.link, err, res)
		}
	}

	var took []time.Duration
	owner.json(http.MethodPost, fmt.Sprintf("/api/admin/products/%d/stock", p.id), `{"set":7,"note":"stock count"}`, http.StatusOK)
	for _, v := range views[1:] {
		took = append(took, eventually(t, 5*time.Second, "stock 7 on "+v.base, func() bool {
			q, ok := productOn(t, v, p.code)
			return ok && q.quantity == 7
		}))
	}

	filter := fmt.Sprintf(`"filter":{"q":%q}`, p.code)
	owner.json(http.MethodPost, "/api/admin/products/bulk",
		`{`+filter+`,"action":{"kind":"price","basis_points":1000},"expected_count":1}`, http.StatusOK)
	for _, v := range views[1:] {
		took = append(took, eventually(t, 5*time.Second, "the new price on "+v.base, func() bool {
			q, ok := productOn(t, v, p.code)
			return ok && q.cents != p.cents
		}))
	}

	owner.json(http.MethodPost, "/api/admin/products/bulk", `{`+filter+`,"action":{"kind":"hide"},"expected_count":1}`, http.StatusOK)
	for _, v := range views[1:] {
		took = append(took, eventually(t, 5*time.Second, "the hidden product gone from "+v.base, func() bool {
			_, listed := productOn(t, v, p.code)
			res, _, err := v.send(http.MethodGet, p.link, "", nil)
			return !listed && err == nil && res.StatusCode == http.StatusNotFound
		}))
	}
	slices.Sort(took)
	t.Logf("a change on one instance showed on another after %s (median of %d), at most %s",
		took[len(took)/2], len(took), took[len(took)-1])
	if took[len(took)/2] > time.Second {
		t.Errorf("the median change took %s to show on another instance, want within a second", took[len(took)/2])
	}
}

// listed is what a catalogue answer says of a product.
type listed struct {
	id       int64
	code     string
	link     string
	quantity int64
	cents    int64
}

// firstInStock is the catalogue's product with the most units, as v lists it.
func firstInStock(t *testing.T, v *browser) listed {
	t.Helper()
	m := v.json(http.MethodGet, "/api/search/products?per_page=16&inventories=1&sort=quantity:desc", "", http.StatusOK)
	return listedOf(m["collection"].(map[string]any)["data"].(map[string]any)["products"].([]any)[0].(map[string]any))
}

// productOn finds the product of code in v's catalogue (its search by code).
func productOn(t *testing.T, v *browser, code string) (listed, bool) {
	t.Helper()
	m := v.json(http.MethodGet, "/api/search/products?per_page=16&q="+code, "", http.StatusOK)
	for _, p := range m["collection"].(map[string]any)["data"].(map[string]any)["products"].([]any) {
		if l := listedOf(p.(map[string]any)); l.code == code {
			return l, true
		}
	}
	return listed{}, false
}

func listedOf(p map[string]any) listed {
	return listed{id: int64(p["id"].(float64)), code: p["code"].(string), link: p["link"].(string),
		quantity: int64(p["quantity"].(float64)), cents: int64(p["prices"].(map[string]any)["current_cents"].(float64))}
}
