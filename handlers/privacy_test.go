package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

func TestExportAndDeleteAccount(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	b, id := signedInShopper(t, a, "leaving@example.lv")
	other := signIn(a, "leaving@example.lv") // the same account in a second browser
	b.json(http.MethodPost, "/api/user/addresses", `{"shipping":{"country_id":`+jsonNum(lvCountryID(t))+`,"city":"Rīga","address":"Projām iela 1","zip":"LV-1050"}}`, http.StatusOK)
	b.fill(inStock(a, 3), 1)
	res := decode(t, b.place(orderBody(t, "swedbank", func(m map[string]any) {
		m["order"].(map[string]any)["user_email"] = "leaving@example.lv"
	}), ""), http.StatusOK)
	token := tokenOf(t, res["payment_link"].(string))
	placed, err := a.st.OrderByAccessToken(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}

	rec := b.do(http.MethodGet, "/api/user/export", "", nil)
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Disposition"), "attachment;") {
		t.Fatalf("export: %d %q", rec.Code, rec.Header().Get("Content-Disposition"))
	}
	var x map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &x); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"profile", "company", "addresses", "orders", "reviews", "wishlist", "subscriptions"} {
		if _, ok := x[k]; !ok {
			t.Errorf("export has no %s", k)
		}
	}
	if dig(x, "profile", "email") != "leaving@example.lv" || dig(x, "addresses", 0, "address") != "Projām iela 1" ||
		dig(x, "orders", 0, "status_label") != "New" || len(dig(x, "orders", 0, "cart", "items").([]any)) != 1 {
		t.Fatalf("export: %s", rec.Body.String())
	}

	wantKeys(t, b.json(http.MethodPost, "/api/user/delete", `{"password":""}`, http.StatusUnprocessableEntity), "password")
	wantKeys(t, b.json(http.MethodPost, "/api/user/delete", `{"password":"not the password"}`, http.StatusUnprocessableEntity), "password")
	m := b.json(http.MethodPost, "/api/user/delete", `{"password":"correct horse battery"}`, http.StatusOK)
	if m["message"] == "" || m["path"] != b.st.Path(b.lang, "/") || m["csrf"] == "" {
		t.Fatalf("delete: %v", m)
	}
	b.csrf = m["csrf"].(string)
	// Signed out here and in the other browser; the pages still answer there, as a guest's.
	b.json(http.MethodGet, "/api/user", "", http.StatusUnauthorized)
	other.json(http.MethodGet, "/api/user", "", http.StatusUnauthorized)
	if p := other.page("/", http.StatusOK); dig(p, "shared", "user") != nil {
		t.Fatalf("the other browser still shows the user: %v", dig(p, "shared", "user"))
	}
	// The order stays without the person; its old link is gone.
	if rec := b.do(http.MethodGet, "/order/"+token+"/invoice.pdf", "", nil); rec.Code != http.StatusNotFound {
		t.Fatalf("the deleted account's invoice link: %d", rec.Code)
	}
	kept, err := a.st.OrderByID(context.Background(), placed.ID)
	if err != nil || kept.Customer.FullName() != "" || kept.Customer.Email != "" || kept.Cents != placed.Cents {
		t.Fatalf("the kept order: %+v %v", kept.Customer, err)
	}
	// The e-mail is free to register again.
	if _, again := signedInShopper(t, a, "leaving@example.lv"); again == id {
		t.Fatal("the same account")
	}
}

func jsonNum(n int64) string { b, _ := json.Marshal(n); return string(b) }
