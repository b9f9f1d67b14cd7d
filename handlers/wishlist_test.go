package handlers

import (
	"fmt"
	"net/http"
	"testing"

	"shop/store"
)

func TestWishlistToggleGuest(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	m := a.json(http.MethodGet, "/api/search/products?per_page=16", "", http.StatusOK)
	id := int64(dig(m, "collection", "data", "products", 0, "id").(float64))
	path := fmt.Sprintf("/api/wishlist/toggle/%d", id)

	csrf := a.csrf
	a.csrf = ""
	a.json(http.MethodPost, path, "", 419) // no CSRF token
	a.csrf = "forged"
	a.json(http.MethodPost, path, "", 419)
	a.csrf = csrf

	m = a.json(http.MethodPost, path, "", http.StatusOK)
	if m["in_wishlist"] != true || m["message"] == "" || dig(m, "product", "id") != float64(id) {
		t.Fatalf("first toggle = %v", m)
	}
	page := a.page("/wishlist", http.StatusOK)
	if dig(page, "props", "search", "collection", "meta", "total") != 1.0 ||
		dig(page, "props", "search", "collection", "data", "products", 0, "id") != float64(id) {
		t.Errorf("wishlist page = %v", dig(page, "props", "search", "collection", "meta"))
	}
	if ids := dig(page, "shared", "wishlist_ids").([]any); len(ids) != 1 {
		t.Errorf("shared wishlist_ids = %v", ids)
	}
	api := a.json(http.MethodGet, "/api/search/products?wishlist=1", "", http.StatusOK)
	if dig(api, "collection", "meta", "total") != 1.0 {
		t.Errorf("api wishlist scope total = %v", dig(api, "collection", "meta", "total"))
	}
	m = a.json(http.MethodPost, path, "", http.StatusOK)
	if m["in_wishlist"] != false {
		t.Errorf("second toggle = %v", m)
	}
	a.json(http.MethodPost, "/api/wishlist/toggle/99999999", "", http.StatusNotFound)
	a.json(http.MethodPost, "/api/wishlist/toggle/abc", "", http.StatusNotFound)
	a.json(http.MethodPost, "/api/wishlist/toggle/-1", "", http.StatusNotFound)
}

func TestWishlistMergesAtSignIn(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ctx := t.Context()
	m := a.json(http.MethodGet, "/api/search/products?per_page=16", "", http.StatusOK)
	ids := []float64{}
	for i := 0; i < 3; i++ {
		ids = append(ids, dig(m, "collection", "data", "products", i, "id").(float64))
	}
	uid, err := a.st.CreateUser(ctx, store.NewUser{Email: "wish@example.com", Password: "correct horse", Name: "Anna", Surname: "Bērziņa"})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.st.MergeWishlist(ctx, uid, []int64{int64(ids[0])}); err != nil {
		t.Fatal(err)
	}
	// As a guest: two products, one of them already on the user's list.
	a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%v", ids[0]), "", http.StatusOK)
	a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%v", ids[1]), "", http.StatusOK)
	oldCookie := a.cookie.Value

	a.json(http.MethodPost, "/login", `{"email":"wish@example.com","password":"wrong"}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPost, "/login", `{"email":"x","password":""}`, http.StatusUnprocessableEntity)
	in := a.json(http.MethodPost, "/login", `{"email":"wish@example.com","password":"correct horse"}`, http.StatusOK)
	if a.cookie.Value == oldCookie {
		t.Error("session id not rotated at sign-in")
	}
	a.csrf = in["csrf"].(string)
	page := a.page("/wishlist", http.StatusOK)
	if got := dig(page, "shared", "wishlist_ids").([]any); len(got) != 2 {
		t.Errorf("merged wishlist = %v, want 2 products", got)
	}
	if dig(page, "shared", "user", "email") != "wish@example.com" {
		t.Errorf("shared user = %v", dig(page, "shared", "user"))
	}
	// Signed in, the toggle writes the stored list.
	m = a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%v", ids[2]), "", http.StatusOK)
	if m["in_wishlist"] != true || len(m["wishlist_ids"].([]any)) != 3 {
		t.Errorf("signed-in toggle = %v", m)
	}
	stored, _ := a.st.WishlistIDs(ctx, uid)
	if len(stored) != 3 {
		t.Errorf("stored wishlist = %v", stored)
	}
	out := a.json(http.MethodPost, "/logout", "", http.StatusOK)
	a.csrf = out["csrf"].(string)
	if got := dig(a.page("/wishlist", http.StatusOK), "shared", "wishlist_ids").([]any); len(got) != 0 {
		t.Errorf("wishlist after sign-out = %v", got)
	}
}
