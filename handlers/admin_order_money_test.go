package handlers

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"shop/invoice/invoicetest"
	"shop/payment"
	"shop/store"
)

// placeTransfer places a guest's bank-transfer order of qty units of a product in stock and
// answers the order's id, number and total, and the product.
func placeTransfer(a *apiTest, qty int64, edit func(map[string]any)) (id int64, number string, total, product int64) {
	a.t.Helper()
	b := a.shopper()
	product = inStock(b, qty+5)
	b.fill(product, qty)
	m := decode(a.t, b.place(orderBody(a.t, "swedbank", edit), fmt.Sprintf("om-%d-%d", product, time.Now().UnixNano())), http.StatusOK)
	return int64(dig(m, "order", "id").(float64)), dig(m, "order", "prefixed_id").(string), int64(dig(m, "order", "cents", "total").(float64)), product
}

func stockOf(a *apiTest, id int64) int64 {
	a.t.Helper()
	p, err := a.st.AdminProduct(context.Background(), id)
	if err != nil {
		a.t.Fatal(err)
	}
	return p.Input.Stock
}

func noticesOf(a *apiTest, kind string) []store.Notice {
	a.t.Helper()
	all, err := a.st.PendingNotices(context.Background(), 100)
	if err != nil {
		a.t.Fatal(err)
	}
	var out []store.Notice
	for _, n := range all {
		if n.Kind == kind {
			out = append(out, n)
		}
	}
	return out
}

func orderAuditActions(a *apiTest, orderID int64) []string {
	a.t.Helper()
	list, err := a.st.AuditLog(context.Background(), store.AuditFilter{Entity: "order", EntityID: strconv.FormatInt(orderID, 10)})
	if err != nil {
		a.t.Fatal(err)
	}
	var out []string
	for _, e := range list {
		out = append(out, e.Action)
	}
	return out
}

// An owner marks a transfer order paid by the RF reference on the bank statement: a wrong
// reference or amount is a field-keyed 422, the right one pays it (the shopper's receipt is
// owed, the audit log names it), and again is a 409. Staff may not; a call without the CSRF
// token is refused.
func TestAdminMarkTransferPaid(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	id, number, total, _ := placeTransfer(a, 1, nil)
	rf, err := payment.CreditorReference(number)
	if err != nil {
		t.Fatal(err)
	}
	body := func(ref string, amount int64) string { return fmt.Sprintf(`{"reference":%q,"amount":%d}`, ref, amount) }
	unknown, _ := payment.CreditorReference("LV-999999")
	for _, c := range []struct{ body, field string }{
		{body("RF00"+rf[4:], total), "reference"}, // check digits wrong
		{body(unknown, total), "reference"},
		{body("", total), "reference"},
		{body(strings.Repeat("R", 65), total), "reference"},
		{body(rf, total-1), "amount"},
	} {
		if dig(a.json(http.MethodPost, "/api/admin/bank-payments", c.body, http.StatusUnprocessableEntity), "errors", c.field) == nil {
			t.Errorf("%s: no errors.%s", c.body, c.field)
		}
	}
	if rec := a.do(http.MethodPost, "/api/admin/bank-payments", `{"reference":`, nil); rec.Code/100 != 4 {
		t.Errorf("broken JSON: %d", rec.Code)
	}
	if rec := a.do(http.MethodPost, "/api/admin/bank-payments", body(rf, total), map[string]string{"X-CSRF-TOKEN": ""}); rec.Code != 419 {
		t.Errorf("without the CSRF token: %d", rec.Code)
	}
	staff := a.shopper()
	staff.signInStaff(staff.addStaff("staff"))
	staff.json(http.MethodPost, "/api/admin/bank-payments", body(rf, total), http.StatusForbidden)

	// Paid as printed, in groups of four, in lower case.
	m := a.json(http.MethodPost, "/api/admin/bank-payments", body(strings.ToLower(grouped4(rf)), total), http.StatusOK)
	if m["number"] != number || m["payment_status"] != "paid" || m["order_id"] != float64(id) {
		t.Errorf("answer %v", m)
	}
	o, err := a.st.OrderByID(context.Background(), id)
	if err != nil || o.PaymentStatus != "paid" || o.Status != "paid" || o.PaymentReference != rf {
		t.Errorf("order after: %s %s %q %v", o.PaymentStatus, o.Status, o.PaymentReference, err)
	}
	if n := noticesOf(a, store.NoticePaymentReceived); len(n) != 1 || n[0].OrderID != id {
		t.Errorf("receipts %+v", n)
	}
	if got := orderAuditActions(a, id); len(got) != 1 || got[0] != "order.mark_paid" {
		t.Errorf("audit %v", got)
	}
	if m := a.json(http.MethodPost, "/api/admin/bank-payments", body(rf, total), http.StatusConflict); !strings.Contains(m["message"].(string), number) {
		t.Errorf("paid again: %v", m)
	}
	// A card order's reference is not a transfer's.
	b := a.shopper()
	b.fill(inStock(b, 3), 1)
	card := decode(t, b.place(orderBody(t, "card", nil), "om-card"), http.StatusOK)
	cardRF, _ := payment.CreditorReference(dig(card, "order", "prefixed_id").(string))
	if dig(a.json(http.MethodPost, "/api/admin/bank-payments", body(cardRF, 1), http.StatusUnprocessableEntity), "errors", "reference") == nil {
		t.Error("a card order was taken for a transfer")
	}
}

func grouped4(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Refunds of a transfer order, recorded: partial by lines with a restock, the same key twice
// refunding once, nothing past what is left, the rest by amount; each mails the shopper and
// writes the audit log. An unpaid order has nothing to refund; staff may read but not refund.
func TestAdminRefunds(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	id, number, total, product := placeTransfer(a, 3, nil)
	path := fmt.Sprintf("/api/admin/orders/%d", id)
	// Unpaid: nothing to refund.
	m := a.json(http.MethodGet, path+"/money", "", http.StatusOK)
	if m["refundable"] != false || m["total"] != float64(total) || m["number"] != number || m["left"] != float64(total) {
		t.Errorf("unpaid money %v", m)
	}
	a.json(http.MethodPost, path+"/refunds", `{"key":"r0","amount":100}`, http.StatusConflict)
	rf, _ := payment.CreditorReference(number)
	a.json(http.MethodPost, "/api/admin/bank-payments", fmt.Sprintf(`{"reference":%q,"amount":%d}`, rf, total), http.StatusOK)

	m = a.json(http.MethodGet, path+"/money", "", http.StatusOK)
	line := dig(m, "lines", 0).(map[string]any)
	item := int64(line["item_id"].(float64))
	gross := int64(line["gross"].(float64))
	if m["refundable"] != true || m["by_card"] != false || line["quantity"] != 3.0 || line["restockable"] != true || gross <= 0 {
		t.Fatalf("paid money %v", m)
	}
	stock := stockOf(a, product)

	// Bad input: field-keyed 422s, nothing refunded.
	for _, c := range []struct{ body, field string }{
		{`{"key":"","amount":100}`, "key"},
		{`{"key":"x","amount":-5}`, "amount"},
		{`{"key":"x"}`, "amount"},
		{fmt.Sprintf(`{"key":"x","amount":%d}`, total+1), "amount"},
		{fmt.Sprintf(`{"key":"x","lines":[{"item_id":%d,"quantity":4}]}`, item), fmt.Sprintf("lines.%d", item)},
		{`{"key":"x","lines":[{"item_id":999999,"quantity":1}]}`, "lines.999999"},
		{`{"key":"x","amount":100,"paid_on":"27.11.2026"}`, "paid_on"},
		{fmt.Sprintf(`{"key":"x","amount":100,"reason":%q}`, strings.Repeat("a", 501)), "reason"},
	} {
		if dig(a.json(http.MethodPost, path+"/refunds", c.body, http.StatusUnprocessableEntity), "errors", c.field) == nil {
			t.Errorf("%s: no errors.%s", c.body, c.field)
		}
	}
	a.json(http.MethodPost, "/api/admin/orders/999999/refunds", `{"key":"x","amount":1}`, http.StatusNotFound)
	staff := a.shopper()
	staff.signInStaff(staff.addStaff("staff"))
	staff.json(http.MethodGet, path+"/money", "", http.StatusOK)
	staff.json(http.MethodPost, path+"/refunds", `{"key":"s","amount":1}`, http.StatusForbidden)
	if rec := a.do(http.MethodPost, path+"/refunds", `{"key":"c","amount":1}`, map[string]string{"X-CSRF-TOKEN": ""}); rec.Code != 419 {
		t.Errorf("without the CSRF token: %d", rec.Code)
	}

	// Two of three units back, one to the stock; a double click sends the same key.
	body := fmt.Sprintf(`{"key":"attempt-1","reason":"Bojāts","note":"Pārskaitīts","paid_on":"2026-11-20","lines":[{"item_id":%d,"quantity":2,"restock":true}]}`, item)
	first := a.json(http.MethodPost, path+"/refunds", body, http.StatusCreated)
	again := a.json(http.MethodPost, path+"/refunds", body, http.StatusOK)
	want := (2*gross + 1) / 3 // two thirds of the line, rounded half up
	if dig(first, "refund", "amount") != float64(want) || dig(first, "refund", "method") != "manual" || dig(first, "refund", "status") != "done" ||
		dig(first, "refund", "paid_on") != "2026-11-20" || dig(again, "refund", "id") != dig(first, "refund", "id") {
		t.Errorf("refund %v, again %v, want %d", first["refund"], again["refund"], want)
	}
	if got := stockOf(a, product); got != stock+2 {
		t.Errorf("stock %d after restocking 2 of %d", got, stock)
	}
	if n := noticesOf(a, store.NoticeOrderRefunded); len(n) != 1 || n[0].OrderID != id || n[0].RefundID == 0 || n[0].Email != "anna@example.lv" {
		t.Errorf("refund mails %+v", n)
	}
	if l := dig(again, "money", "lines", 0, "refunded"); l != 2.0 {
		t.Errorf("line refunded %v", l)
	}
	// Another key for one more unit than is left of the line.
	a.json(http.MethodPost, path+"/refunds", fmt.Sprintf(`{"key":"attempt-2","lines":[{"item_id":%d,"quantity":2}]}`, item), http.StatusUnprocessableEntity)
	// A key of this order used on another is refused.
	other, _, _, _ := placeTransfer(a, 1, nil)
	a.json(http.MethodPost, fmt.Sprintf("/api/admin/orders/%d/refunds", other), `{"key":"attempt-1","amount":1}`, http.StatusConflict)

	// The rest by amount: fully refunded.
	left := int64(dig(again, "money", "left").(float64))
	last := a.json(http.MethodPost, path+"/refunds", fmt.Sprintf(`{"key":"attempt-3","amount":%d,"shipping":true}`, left), http.StatusCreated)
	if dig(last, "money", "fully_refunded") != true || dig(last, "money", "left") != 0.0 || dig(last, "money", "refundable") != false ||
		dig(last, "money", "refunded") != float64(total) || len(dig(last, "money", "refunds").([]any)) != 2 {
		t.Errorf("after the rest: %v", last["money"])
	}
	a.json(http.MethodPost, path+"/refunds", `{"key":"attempt-4","amount":1}`, http.StatusUnprocessableEntity)
	if got := orderAuditActions(a, id); len(got) != 3 || got[0] != "order.refund" || got[1] != "order.refund" {
		t.Errorf("audit %v", got) // newest first: two refunds and the payment
	}
	if _, err := a.st.OrderByID(context.Background(), id); err != nil {
		t.Fatal(err)
	}
}

// The packing slip is a PDF with the order's number, its lines' codes and the address, and no
// prices; an unknown order is a 404.
func TestAdminPackingSlip(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	id, number, _, product := placeTransfer(a, 2, nil)
	rec := a.do(http.MethodGet, fmt.Sprintf("/api/admin/orders/%d/packing-slip", id), "", nil)
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/pdf" {
		t.Fatalf("packing slip: %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
	p, err := a.st.AdminProduct(context.Background(), product)
	if err != nil {
		t.Fatal(err)
	}
	text := invoicetest.Text(rec.Body.Bytes())
	for _, want := range []string{number, p.Input.Code, "Brīvības iela 1", "Anna Bērziņa", "LV-1050 Rīga"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from the slip:\n%s", want, text)
		}
	}
	if strings.Contains(text, "€") {
		t.Errorf("the slip shows prices:\n%s", text)
	}
	if rec := a.do(http.MethodGet, "/api/admin/orders/999999/packing-slip", "", nil); rec.Code != http.StatusNotFound {
		t.Errorf("unknown order: %d", rec.Code)
	}
}

// The accountant's CSV: per day and rate its figures add up to the orders' totals, per order
// it lists each, and a name that a spreadsheet would run as a formula is defused. A bad range
// is a 422; staff may not export.
func TestAdminExportOrders(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	var want int64
	for i := range 3 {
		edit := func(m map[string]any) {
			if i == 0 {
				m["order"].(map[string]any)["user_name"] = "=HYPERLINK(\"x\")"
			}
		}
		id, number, total, _ := placeTransfer(a, int64(i+1), edit)
		want += total
		if i == 0 { // paid and half refunded: the refund is on its day
			rf, _ := payment.CreditorReference(number)
			a.json(http.MethodPost, "/api/admin/bank-payments", fmt.Sprintf(`{"reference":%q,"amount":%d}`, rf, total), http.StatusOK)
			a.json(http.MethodPost, fmt.Sprintf("/api/admin/orders/%d/refunds", id), fmt.Sprintf(`{"key":"e%d","amount":%d}`, id, total/2), http.StatusCreated)
		}
	}
	today := time.Now().In(a.st.Settings().Location).Format(time.DateOnly)
	from := time.Now().AddDate(0, 0, -3).Format(time.DateOnly)
	to := time.Now().AddDate(0, 0, 3).Format(time.DateOnly)
	read := func(query string) [][]string {
		t.Helper()
		rec := a.do(http.MethodGet, "/api/admin/orders/export.csv?"+query, "", nil)
		if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
			t.Fatalf("%s: %d %s", query, rec.Code, rec.Body.String())
		}
		rows, err := csv.NewReader(rec.Body).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		return rows
	}
	cents := func(s string) int64 {
		t.Helper()
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("money %q: %v", s, err)
		}
		return int64(f*100 + 0.5)
	}
	days := read("from=" + from + "&to=" + to)
	if strings.Join(days[0], ",") != "date,vat_rate,orders,net,vat,gross,refunds,refunds_vat" || len(days) != 2 {
		t.Fatalf("days %v", days)
	}
	d := days[1]
	if d[0] != today || d[1] != "21" || d[2] != "3" || cents(d[5]) != want || cents(d[3])+cents(d[4]) != want || cents(d[6]) == 0 {
		t.Errorf("day row %v, want 3 orders of %d cents", d, want)
	}
	orders := read("from=" + from + "&to=" + to + "&shape=orders")
	if len(orders) != 4 || orders[0][0] != "number" {
		t.Fatalf("orders %v", orders)
	}
	var sum int64
	for _, r := range orders[1:] {
		sum += cents(r[9])
		if cents(r[7])+cents(r[8]) != cents(r[9]) {
			t.Errorf("net and VAT do not make gross: %v", r)
		}
	}
	if sum != want {
		t.Errorf("orders' gross %d, want %d", sum, want)
	}
	if !strings.HasPrefix(orders[1][2], "'=HYPERLINK") {
		t.Errorf("a formula name went out as %q", orders[1][2])
	}
	// Outside the range: nothing.
	if rows := read("from=2020-01-01&to=2020-01-31"); len(rows) != 1 {
		t.Errorf("an empty month has rows %v", rows)
	}
	for q, field := range map[string]string{
		"from=2026-01-02&to=2026-01-01": "to", "from=2024-01-01&to=2026-01-01": "to", "from=x&to=2026-01-01": "from",
		"to=2026-01-01": "from", "from=2026-01-01&to=2026-01-02&shape=xls": "shape",
	} {
		if dig(a.json(http.MethodGet, "/api/admin/orders/export.csv?"+q, "", http.StatusUnprocessableEntity), "errors", field) == nil {
			t.Errorf("%s: no errors.%s", q, field)
		}
	}
	staff := a.shopper()
	staff.signInStaff(staff.addStaff("staff"))
	staff.json(http.MethodGet, "/api/admin/orders/export.csv?from="+from+"&to="+to, "", http.StatusForbidden)
	// Without a session nothing of it is answered.
	b := a.shopper()
	b.json(http.MethodGet, "/api/admin/orders/export.csv?from="+from+"&to="+to, "", http.StatusUnauthorized)
}

// Junk sent by an owner to every order money call is a 4xx, never a 500.
func TestAdminOrderMoneyJunkNeverAnswers5xx(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	id, _, _, _ := placeTransfer(a, 1, nil)
	bodies := []string{``, `[]`, `null`, `"x"`, `{"key":{}}`, `{"key":"j","amount":1e30}`, `{"key":"j","amount":-1}`,
		`{"key":"j","lines":"x"}`, `{"key":"j","lines":[{"item_id":-1,"quantity":-5}]}`, `{"key":"j","lines":[{"item_id":1,"quantity":1e30}]}`,
		`{"key":"` + strings.Repeat("k", 200) + `","amount":1}`, `{"reference":{},"amount":"x"}`, `{"reference":"RF\u0000","amount":1}`,
		`{"reference":"RF18 LV00 0001","amount":-1}`, `{"key":"\ud800","amount":1,"paid_on":"2026-02-30"}`}
	queries := []string{"", "?from=2026-01-01&to=2026-01-31&shape=orders", "?from=%00&to=2026", "?from=2026-13-01&to=2026-01-01",
		"?from=0001-01-01&to=9999-12-31", "?shape=days&shape=orders&from=2026-01-01&to=2026-01-02"}
	checked := 0
	for _, r := range a.e.Routes() {
		if r.Method == http.MethodHead || !(strings.HasPrefix(r.Path, "/api/admin/orders/") || r.Path == "/api/admin/bank-payments") {
			continue
		}
		for _, oid := range []string{fmt.Sprint(id), "abc", "99999999999999999999"} {
			path := strings.ReplaceAll(r.Path, ":id", oid)
			if r.Method == http.MethodGet {
				for _, q := range queries {
					if rec := a.do(r.Method, path+q, "", nil); rec.Code >= 500 {
						t.Errorf("%s %s%s: %d %s", r.Method, path, q, rec.Code, rec.Body.String())
					}
					checked++
				}
				continue
			}
			for _, body := range bodies {
				if rec := a.do(r.Method, path, body, nil); rec.Code >= 500 {
					t.Errorf("%s %s %.60s: %d %s", r.Method, path, body, rec.Code, rec.Body.String())
				}
				checked++
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d calls checked", checked)
	}
}
