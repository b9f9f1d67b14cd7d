package handlers

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"testing"
)

// A cached catalogue answer is the same as a fresh one, in both encodings, and follows every
// catalogue change at once.
func TestSearchAnswersCachedUntilTheCatalogueChanges(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	const path = "/api/search/products?per_page=16&sort=title:asc"
	first := a.do(http.MethodGet, path, "", nil)
	again := a.do(http.MethodGet, path, "", nil)
	zipped := a.do(http.MethodGet, path, "", map[string]string{"Accept-Encoding": "gzip"})
	if first.Code != http.StatusOK || !bytes.Equal(first.Body.Bytes(), again.Body.Bytes()) {
		t.Fatalf("a repeated question answers differently (%d)", first.Code)
	}
	if zipped.Header().Get("Content-Encoding") != "gzip" || zipped.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("gzip answer headers %v", zipped.Header())
	}
	zr, err := gzip.NewReader(zipped.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(zr)
	if !bytes.Equal(unzipped, first.Body.Bytes()) {
		t.Error("the gzipped answer differs from the plain one")
	}
	if a.do(http.MethodGet, path, "", map[string]string{"Accept-Language": "ru"}).Body.String() == first.Body.String() {
		t.Error("a Russian question got the English answer")
	}

	// Sell out the first product: its card and the stock facet change at once.
	m := a.json(http.MethodGet, path, "", http.StatusOK)
	id := int64(dig(m, "collection", "data", "products", 0, "id").(float64))
	if dig(m, "collection", "data", "products", 0, "stock_status_class") == "out-of-stock" {
		t.Fatal("pick a product in stock")
	}
	if err := a.st.SetStock(context.Background(), id, 0); err != nil {
		t.Fatal(err)
	}
	m = a.json(http.MethodGet, path, "", http.StatusOK)
	if got := dig(m, "collection", "data", "products", 0, "stock_status_class"); got != "out-of-stock" {
		t.Errorf("after selling out product %d its card says %v", id, got)
	}
}

// A shopper's wishlist answer is never shared with another shopper.
func TestWishlistAnswersAreNotShared(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	m := a.json(http.MethodGet, "/api/search/products?per_page=16", "", http.StatusOK)
	id := dig(m, "collection", "data", "products", 0, "id").(float64)
	a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", int64(id)), "", http.StatusOK)
	if total := dig(a.json(http.MethodGet, "/api/search/products?wishlist=1", "", http.StatusOK), "collection", "meta", "total"); total != 1.0 {
		t.Fatalf("own wishlist holds %v", total)
	}
	a.cookie = nil // another browser
	a.refreshSession()
	if total := dig(a.json(http.MethodGet, "/api/search/products?wishlist=1", "", http.StatusOK), "collection", "meta", "total"); total != 0.0 {
		t.Errorf("another shopper's wishlist holds %v", total)
	}
}

func TestAnswerCacheDropsTheLeastRecentlyUsedAndStaleVersions(t *testing.T) {
	t.Parallel()
	c := newAnswerCache(2)
	for _, k := range []string{"a", "b"} {
		c.put(&cachedAnswer{key: k, version: 1})
	}
	c.get("a", 1) // a is now the most recently used
	c.put(&cachedAnswer{key: "c", version: 1})
	if _, ok := c.get("b", 1); ok {
		t.Error("b should have left first")
	}
	if _, ok := c.get("a", 1); !ok {
		t.Error("a was used last and should stay")
	}
	if _, ok := c.get("c", 2); ok {
		t.Error("an answer of an older catalogue version was served")
	}
	if _, ok := c.get("c", 1); ok {
		t.Error("a stale answer should be dropped when found")
	}
}
