package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/store"
)

// productIDs are n published products' ids, each given stock to sell.
func productIDs(a *apiTest, n int) []int64 {
	a.t.Helper()
	var ids []int64
	seen := map[int64]bool{}
	for page := 1; len(ids) < n; page++ {
		m := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?per_page=48&page=%d&sort=title:asc", page), "", http.StatusOK)
		products, _ := dig(m, "collection", "data", "products").([]any)
		if len(products) == 0 {
			a.t.Fatalf("only %d products", len(ids))
		}
		for _, p := range products {
			id := int64(dig(p, "id").(float64))
			if seen[id] {
				continue
			}
			seen[id] = true
			if err := a.st.SetStock(context.Background(), id, 5); err != nil {
				a.t.Fatal(err)
			}
			ids = append(ids, id)
		}
	}
	return ids[:n]
}

// A cart holds at most store.MaxCartLines products: the next is refused with the cart as it
// stands, in the shopper's language, and more of a product already in it is still fine. Each
// cart read prices every line, so a cart the size of the catalogue would cost every call.
func TestACartHoldsAtMostMaxCartLines(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ids := productIDs(a, store.MaxCartLines+1)
	for _, id := range ids[:store.MaxCartLines] {
		a.fill(id, 1)
	}
	a.lang = "lv"
	m := a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", ids[store.MaxCartLines]), `{"quantity":1}`, http.StatusConflict)
	if !strings.Contains(m["message"].(string), fmt.Sprint(store.MaxCartLines)) || dig(m, "errors", "cart", "total_quantity") != float64(store.MaxCartLines) {
		t.Fatalf("the 101st product: %v", m["message"])
	}
	a.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", ids[0]), `{"quantity":1}`, http.StatusOK)
}

// A wishlist holds at most store.MaxWishlist products, a guest's (in the session) as a
// user's; merging a guest's list at sign-in adds none past it.
func TestAWishlistHoldsAtMostMaxWishlist(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ids := productIDs(a, store.MaxWishlist+1)
	for _, id := range ids[:store.MaxWishlist] {
		a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", id), "", http.StatusOK)
	}
	m := a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", ids[store.MaxWishlist]), "", http.StatusConflict)
	if !strings.Contains(m["message"].(string), fmt.Sprint(store.MaxWishlist)) {
		t.Fatalf("a guest's list past the limit: %v", m)
	}
	a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", ids[0]), "", http.StatusOK) // removing is fine

	u, _ := signedInShopper(t, a, "wishes@example.lv")
	for _, id := range ids[1:store.MaxWishlist] {
		u.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", id), "", http.StatusOK)
	}
	u.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", ids[0]), "", http.StatusOK)
	u.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", ids[store.MaxWishlist]), "", http.StatusConflict)
	// The guest's list (ids 1…99) signs in to the full list: nothing is added past it.
	a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", ids[store.MaxWishlist]), "", http.StatusOK)
	a.json(http.MethodPost, "/login", `{"email":"wishes@example.lv","password":"correct horse battery"}`, http.StatusOK)
	got, err := a.st.WishlistIDs(context.Background(), int64(dig(u.json(http.MethodGet, "/api/user", "", http.StatusOK), "user", "id").(float64)))
	if err != nil || len(got) != store.MaxWishlist {
		t.Fatalf("the merged list holds %d (%v)", len(got), err)
	}
}
