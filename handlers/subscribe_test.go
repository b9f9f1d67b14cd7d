package handlers

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"shop/i18n"
)

func TestProductSubscribe(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ctx := context.Background()
	_, id := anyProduct(a, "&inventories=3")
	m := a.json(http.MethodPost, "/api/product-subscribe", fmt.Sprintf(`{"product_id":%d,"email":"Anna@Example.com","gRecaptchaResponse":"local:back_in_stock"}`, id), http.StatusOK)
	if m["message"] != i18n.T("en", "back_in_stock_done") {
		t.Errorf("answer %v", m)
	}
	// A repeat, in another case and language: no error, no second row; the notice will speak
	// the language of the latest.
	if rec := a.do(http.MethodPost, "/api/product-subscribe", fmt.Sprintf(`{"product_id":%d,"email":" anna@example.com ","gRecaptchaResponse":"local:back_in_stock"}`, id),
		map[string]string{"Accept-Language": "ru"}); rec.Code != http.StatusOK {
		t.Fatalf("a repeat in Russian: %d %s", rec.Code, rec.Body)
	}

	for body, fields := range map[string][]string{
		fmt.Sprintf(`{"product_id":%d,"email":"not-an-email"}`, id):  {"email"},
		fmt.Sprintf(`{"product_id":%d,"email":"Anna <a@b.lv>"}`, id): {"email"},
		fmt.Sprintf(`{"product_id":%d}`, id):                         {"email"},
		`{"product_id":0,"email":"anna@example.com"}`:                {"product_id"},
		`{"product_id":-3,"email":"anna@example.com"}`:               {"product_id"},
		`{"product_id":"5","email":"anna@example.com"}`:              {"product_id"},
		`{"product_id":1.5,"email":"anna@example.com"}`:              {"product_id"},
		`{"email":"x"}`: {"email", "product_id"},
		`{}`:            {"email", "product_id"},
		fmt.Sprintf(`{"product_id":%d,"email":["a@b.lv"]}`, id): {"email"},
	} {
		m := a.json(http.MethodPost, "/api/product-subscribe", body, http.StatusUnprocessableEntity)
		for _, f := range fields {
			if dig(m, "errors", f) == nil {
				t.Errorf("%s: errors %v lack %q", body, m["errors"], f)
			}
		}
		if len(dig(m, "errors").(map[string]any)) != len(fields) {
			t.Errorf("%s: errors %v, want only %v", body, m["errors"], fields)
		}
	}
	// Products the shop does not sell: unknown, and unpublished.
	_, other := anyProduct(a, "&inventories=1")
	if err := a.st.SetPublished(ctx, other, false); err != nil {
		t.Fatal(err)
	}
	for _, pid := range []int64{999999, other} {
		m := a.json(http.MethodPost, "/api/product-subscribe", fmt.Sprintf(`{"product_id":%d,"email":"anna@example.com","gRecaptchaResponse":"local:back_in_stock"}`, pid), http.StatusNotFound)
		if m["message"] != i18n.T("en", "error_unknown_product") {
			t.Errorf("product %d: %v", pid, m)
		}
	}
	for body, status := range map[string]int{`[]`: http.StatusBadRequest, `{"product_id":1}{}`: http.StatusBadRequest} {
		if rec := a.do(http.MethodPost, "/api/product-subscribe", body, nil); rec.Code != status {
			t.Errorf("%s: %d, want %d", body, rec.Code, status)
		}
	}
	// A token refused (another form's, a forged one, none) is a 422 on gRecaptchaResponse and
	// stores nothing.
	for _, token := range []string{"", "local:newsletter", "local:reject"} {
		m := a.json(http.MethodPost, "/api/product-subscribe",
			fmt.Sprintf(`{"product_id":%d,"email":"bot@example.com","gRecaptchaResponse":%q}`, id, token), http.StatusUnprocessableEntity)
		if dig(m, "errors", "gRecaptchaResponse") == nil || len(dig(m, "errors").(map[string]any)) != 1 {
			t.Errorf("token %q: %v", token, m)
		}
	}
	if n, err := a.st.CountSubscriptions(ctx, "back_in_stock"); err != nil || n != 1 {
		t.Errorf("%d back-in-stock subscriptions (%v), want 1", n, err)
	}

	// The restock queues the one notice.
	if err := a.st.SetStock(ctx, id, 4); err != nil {
		t.Fatal(err)
	}
	queue, err := a.st.PendingNotices(ctx, 10)
	if err != nil || len(queue) != 1 || queue[0].Email != "anna@example.com" || queue[0].ProductID != id || queue[0].Lang != "ru" {
		t.Errorf("notices after the restock: %+v (%v)", queue, err)
	}
}
