package handlers

import (
	"fmt"
	"net/http"
	"testing"
)

// quantity 0 is a 422 keyed quantity on an add and on a set, and changes nothing; a missing
// quantity is still one unit (issue 20 item 11).
func TestCartQuantityZeroIsRefused(t *testing.T) {
	a := newAPITest(t, "lv_shop")
	_, id := anyProduct(a, "&inventories=1")
	addLine(a, id, 2)
	for _, path := range []string{"/api/cart-item/add/%d?action=plus", "/api/cart-item/add/%d"} {
		m := a.json(http.MethodPost, fmt.Sprintf(path, id), `{"quantity":0}`, http.StatusUnprocessableEntity)
		if dig(m, "errors", "quantity") == nil {
			t.Errorf("%s with 0: not keyed quantity: %v", path, m)
		}
	}
	if got := dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity"); got != 2.0 {
		t.Errorf("after two refused zeros the cart holds %v, want 2", got)
	}
	if got := dig(a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), `{}`, http.StatusOK), "cart", "total_quantity"); got != 3.0 {
		t.Errorf("an add without a quantity: %v, want 3", got)
	}
}
