package handlers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"shop/store"
)

// moveOrder posts a status move and answers the order as it now stands.
func (a *apiTest) moveOrder(id int64, body string, want int) map[string]any {
	a.t.Helper()
	return a.json(http.MethodPost, fmt.Sprintf("/api/admin/orders/%d/status", id), body, want)
}

// strs is a decoded JSON list of strings.
func strs(v any) []string {
	out := []string{}
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}

// Staff find an order by its number, e-mail and status, and move it: paid → processing →
// shipped with DPD's tracking number (its tracking link) → delivered; each answer is the
// order with the moves now open to it, and the page shows its events and mails.
func TestAdminOrderFlowCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	o := placeOrder(a, inStock(a, 2))
	for _, q := range []string{"q=" + url.QueryEscape(o.PrefixedID), "q=anna%40example.com&status=new", "q=Anna+B%C4%93r"} {
		list := a.json(http.MethodGet, "/api/admin/orders?"+q, "", http.StatusOK)
		if num(dig(list, "orders", 0, "id")) != o.ID || dig(list, "orders", 0, "number") != o.PrefixedID {
			t.Errorf("%s: %v", q, list["orders"])
		}
		if len(dig(list, "shipping_methods").([]any)) == 0 {
			t.Errorf("%s: no shipping methods to filter by", q)
		}
	}
	path := fmt.Sprintf("/api/admin/orders/%d", o.ID)
	res := a.json(http.MethodGet, path, "", http.StatusOK)
	if m := strs(dig(res, "order", "moves")); !slices.Equal(m, []string{"cancelled"}) || len(dig(res, "carriers").([]any)) < 6 ||
		len(dig(res, "order", "cart", "items").([]any)) != 1 || dig(res, "order", "vat", 0, "rate_basis_points") != 2100.0 {
		t.Fatalf("an unpaid card order: moves %v, %v", m, res)
	}
	got := a.moveOrder(o.ID, `{"from":"new","to":"processing"}`, http.StatusUnprocessableEntity)
	if dig(got, "errors", "to") == nil {
		t.Errorf("unpaid to processing: %v", got)
	}
	markPaid(a, o)
	a.moveOrder(o.ID, `{"from":"new","to":"processing"}`, http.StatusConflict) // it is paid now
	res = a.moveOrder(o.ID, `{"from":"paid","to":"processing","note":"packing"}`, http.StatusOK)
	if dig(res, "order", "status") != "processing" || !slices.Equal(strs(dig(res, "order", "moves")), []string{"shipped", "cancelled"}) {
		t.Fatalf("after processing: %v", dig(res, "order"))
	}
	got = a.moveOrder(o.ID, `{"from":"processing","to":"shipped","carrier":""}`, http.StatusUnprocessableEntity)
	if dig(got, "errors", "carrier") == nil || dig(got, "errors", "tracking_number") == nil {
		t.Errorf("a shipment without carrier and number: %v", got)
	}
	res = a.moveOrder(o.ID, `{"from":"processing","to":"shipped","carrier":"dpd","tracking_number":"05212345678901"}`, http.StatusOK)
	if link, _ := dig(res, "order", "shipment", "tracking_link").(string); !strings.Contains(link, "parcelNumber=05212345678901") ||
		dig(res, "order", "shipment", "carrier_name") != "DPD Latvia" {
		t.Errorf("the shipment: %v", dig(res, "order", "shipment"))
	}
	res = a.moveOrder(o.ID, `{"from":"shipped","to":"completed"}`, http.StatusOK)
	if dig(res, "order", "status") != "completed" || len(dig(res, "order", "moves").([]any)) != 0 {
		t.Errorf("delivered: %v", dig(res, "order"))
	}
	var kinds []string
	for _, m := range dig(res, "order", "mails").([]any) {
		kinds = append(kinds, dig(m, "kind").(string))
		if dig(m, "lang") != "en" {
			t.Errorf("mail %v not in the order's language", m)
		}
	}
	if !slices.Equal(kinds, []string{"order_confirmation", "payment_received", "order_processing", "order_shipped", "order_delivered"}) {
		t.Errorf("mails %v", kinds)
	}
	events := dig(res, "order", "events").([]any)
	if len(events) != 5 || dig(events[2], "note") != "packing" || dig(events[2], "staff") != "Test staff" {
		t.Errorf("events %v", events)
	}
	if n := a.auditCount("order.status", fmt.Sprint(o.ID)); n != 3 {
		t.Errorf("%d audit rows", n)
	}
}

// A cancellation from the back office gives the stock back and mails the shopper; notes are
// kept with their author.
func TestAdminOrderCancelAndNotes(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	pid := inStock(a, 2)
	stock := a.sqlCount(`SELECT stock FROM products WHERE id = ?`, pid)
	o := placeOrder(a, pid)
	if n := a.sqlCount(`SELECT stock FROM products WHERE id = ?`, pid); n != stock-1 {
		t.Fatalf("stock %d after the order, want %d", n, stock-1)
	}
	res := a.moveOrder(o.ID, `{"from":"new","to":"cancelled","note":"the shopper called"}`, http.StatusOK)
	if dig(res, "order", "status") != "cancelled" || dig(res, "order", "payment_status") != "cancelled" {
		t.Errorf("cancelled: %v", dig(res, "order"))
	}
	if n := a.sqlCount(`SELECT stock FROM products WHERE id = ?`, pid); n != stock {
		t.Errorf("stock %d after the cancellation, want %d", n, stock)
	}
	if n := a.sqlCount(`SELECT COUNT(*) FROM notices WHERE kind = 'order_cancelled' AND order_id = ?`, o.ID); n != 1 {
		t.Errorf("%d cancellation mails", n)
	}
	a.moveOrder(o.ID, `{"from":"cancelled","to":"processing"}`, http.StatusUnprocessableEntity)

	notes := fmt.Sprintf("/api/admin/orders/%d/notes", o.ID)
	got := a.json(http.MethodPost, notes, `{"body":"Refund by phone agreed."}`, http.StatusCreated)
	if dig(got, "notes", 0, "body") != "Refund by phone agreed." || dig(got, "notes", 0, "staff") != "Test owner" {
		t.Errorf("notes %v", got)
	}
	if dig(a.json(http.MethodGet, notes, "", http.StatusOK), "notes", 0, "body") != "Refund by phone agreed." {
		t.Error("the note is not listed")
	}
	if dig(a.json(http.MethodPost, notes, `{"body":"  "}`, http.StatusUnprocessableEntity), "errors", "body") == nil {
		t.Error("an empty note is not refused on body")
	}
	if a.auditCount("order.note", fmt.Sprint(o.ID)) != 1 {
		t.Error("no audit row for the note")
	}
}

// Bad input of every kind is a 4xx keyed by field, never a 500; unknown orders are 404.
func TestAdminOrderRefusals(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	for _, c := range []struct{ query, field string }{
		{"status=lost", "status"}, {"payment_status=gone", "payment_status"}, {"shipping_method=x", "shipping_method"},
		{"from=27.11.2026", "from"}, {"from=2026-11-27&to=2026-11-01", "to"}, {"before=-5", "before"}, {"limit=0", "limit"},
		{"limit=51", "limit"}, {"q=" + strings.Repeat("a", 101), "q"},
	} {
		if got := a.json(http.MethodGet, "/api/admin/orders?"+c.query, "", http.StatusUnprocessableEntity); dig(got, "errors", c.field) == nil {
			t.Errorf("%s: %v", c.query, got)
		}
	}
	for _, p := range []string{"/api/admin/orders/999999", "/api/admin/orders/abc", "/api/admin/orders/999999/notes"} {
		a.json(http.MethodGet, p, "", http.StatusNotFound)
	}
	a.moveOrder(999999, `{"from":"new","to":"cancelled"}`, http.StatusNotFound)
	a.json(http.MethodPost, "/api/admin/orders/999999/notes", `{"body":"x"}`, http.StatusNotFound)
	o := placeOrder(a, inStock(a, 1))
	if got := a.moveOrder(o.ID, `{"from":"new","to":5}`, http.StatusUnprocessableEntity); dig(got, "errors", "to") == nil {
		t.Errorf("a number for to: %v", got)
	}
	a.moveOrder(o.ID, `{"from":"new"`, http.StatusBadRequest)
	a.moveOrder(o.ID, `{"from":"new","to":"teleported"}`, http.StatusUnprocessableEntity)
	a.moveOrder(o.ID, `{"from":"shipped","to":"completed"}`, http.StatusConflict)
}

// Every order call needs a staff session, and each write its CSRF token; staff and owners both
// may make them.
func TestAdminOrderAccess(t *testing.T) {
	t.Parallel()
	stranger := newAPITest(t, "lv_shop")
	stranger.refreshSession()
	calls := [][2]string{{"GET", "/api/admin/orders"}, {"GET", "/api/admin/orders/1"}, {"POST", "/api/admin/orders/1/status"},
		{"GET", "/api/admin/orders/1/notes"}, {"POST", "/api/admin/orders/1/notes"}}
	for _, c := range calls {
		if rec := stranger.do(c[0], c[1], "{}", nil); rec.Code != http.StatusUnauthorized && !(c[0] != "GET" && rec.Code == 419) {
			t.Errorf("a stranger's %s %s: %d", c[0], c[1], rec.Code)
		}
	}
	for _, role := range []string{"staff", "owner"} {
		a := newAdminTest(t, role)
		o := placeOrder(a, inStock(a, 1))
		a.json(http.MethodGet, "/api/admin/orders", "", http.StatusOK)
		token := a.csrf
		a.csrf = "wrong"
		for _, p := range []string{"/status", "/notes"} {
			if rec := a.do(http.MethodPost, fmt.Sprintf("/api/admin/orders/%d%s", o.ID, p), `{"from":"new","to":"cancelled","body":"x"}`, nil); rec.Code != 419 {
				t.Errorf("%s: %s with a wrong token: %d", role, p, rec.Code)
			}
		}
		a.csrf = token
		a.moveOrder(o.ID, `{"from":"new","to":"cancelled"}`, http.StatusOK)
	}
}

// Every kind of mail about an order has its label on the back office's order page, in each of
// its languages: a kind added to the queue without one showed its raw key there.
func TestEveryOrderMailKindHasABackOfficeLabel(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "lv", "ru", "fi"} {
		files, err := filepath.Glob(filepath.Join("..", "ui", "admin", "i18n", "*", lang+".json")) // every area's texts
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: %v %v", lang, files, err)
		}
		texts := map[string]string{}
		for _, f := range files {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(raw, &texts); err != nil {
				t.Fatal(err)
			}
		}
		for _, kind := range store.OrderNoticeKinds {
			if strings.TrimSpace(texts["ord_mail_"+kind]) == "" {
				t.Errorf("%s: no label ord_mail_%s", lang, kind)
			}
		}
	}
}
