package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// placeFor places a guest's order of one unit as email from its own browser and address, and
// returns the order's number, its id and its one line's id.
func placeFor(t *testing.T, a *apiTest, email, remote string) (string, int64, int64) {
	t.Helper()
	b := a.shopper()
	b.remote = remote
	b.fill(inStock(a, 30), 1)
	m := decode(t, b.place(orderBody(t, "swedbank", func(m map[string]any) {
		m["order"].(map[string]any)["user_email"] = email
	}), ""), http.StatusOK)
	line, _ := dig(m, "order", "cart", "items", 0, "id").(float64)
	return dig(m, "order", "prefixed_id").(string), int64(dig(m, "order", "id").(float64)), int64(line)
}

// withdrawalBody is the form's JSON.
func withdrawalBody(name, email, number string, lines ...int64) string {
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = fmt.Sprint(l)
	}
	return fmt.Sprintf(`{"name":%q,"email":%q,"number":%q,"lines":[%s]}`, name, email, number, strings.Join(ids, ","))
}

// The page takes the order page's number and nothing else; the calls find the order and keep
// the statement once, queue its two mails, and refuse every bad form with a field-keyed 422:
// a wrong pair answers exactly as a number that does not exist.
func TestWithdrawalFlowAndRefusals(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	number, id, line := placeFor(t, a, "anna@example.lv", "203.0.113.1:1000")
	if line == 0 {
		t.Fatal("the order's answer names no line id")
	}
	if got := dig(a.page("/withdrawal?order="+strings.ToLower(number), http.StatusOK), "props", "number"); got != number {
		t.Errorf("the page's number %v, want %s", got, number)
	}
	if got := dig(a.page("/withdrawal?order=%3Cscript%3E", http.StatusOK), "props", "number"); got != "" {
		t.Errorf("the page took %v as a number", got)
	}

	wrongPair := a.do(http.MethodPost, "/api/withdrawal/order", withdrawalBody("Anna", "victim@example.lv", number), nil)
	miss := a.do(http.MethodPost, "/api/withdrawal/order", withdrawalBody("Anna", "victim@example.lv", "LV-999999"), nil)
	if wrongPair.Code != http.StatusUnprocessableEntity || wrongPair.Body.String() != miss.Body.String() ||
		!strings.Contains(wrongPair.Body.String(), `"number"`) {
		t.Fatalf("a wrong pair %d %s, a miss %d %s", wrongPair.Code, wrongPair.Body, miss.Code, miss.Body)
	}
	for _, c := range []struct{ body, field string }{
		{`{}`, "name"}, {`{}`, "email"}, {`{}`, "number"},
		{withdrawalBody("Anna\nB", "anna@example.lv", number), "name"},
		{withdrawalBody(strings.Repeat("A", 101), "anna@example.lv", number), "name"},
		{withdrawalBody("Anna", "anna@", number), "email"},
		{withdrawalBody("Anna", "anna@example.lv", strings.Repeat("9", 33)), "number"},
		{withdrawalBody("Anna", "anna@example.lv", number, line+1000), "lines"},
		{withdrawalBody("Anna", "anna@example.lv", number, make([]int64, 201)...), "lines"},
	} {
		for _, path := range []string{"/api/withdrawal"} {
			if dig(a.json(http.MethodPost, path, c.body, http.StatusUnprocessableEntity), "errors", c.field) == nil {
				t.Errorf("%s %.80s: no errors.%s", path, c.body, c.field)
			}
		}
	}
	if rec := a.do(http.MethodPost, "/api/withdrawal", `{"name":`, nil); rec.Code != http.StatusBadRequest && rec.Code != http.StatusUnprocessableEntity {
		t.Errorf("broken JSON: %d", rec.Code)
	}
	noToken := a.do(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna", "anna@example.lv", number), map[string]string{"X-CSRF-TOKEN": ""})
	if noToken.Code < 400 || noToken.Code >= 500 {
		t.Errorf("without the CSRF token: %d", noToken.Code)
	}

	found := a.json(http.MethodPost, "/api/withdrawal/order", withdrawalBody("Anna", "ANNA@example.lv", strings.ToLower(number)), http.StatusOK)
	if dig(found, "order", "number") != number || dig(found, "order", "lines", 0, "id") != float64(line) || dig(found, "order", "deadline") != "" {
		t.Fatalf("found %v", found)
	}
	w := a.json(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna Bērziņa", "anna@example.lv", number, line), http.StatusOK)
	if dig(w, "withdrawal", "number") != number || dig(w, "withdrawal", "whole") != true || dig(w, "withdrawal", "at") == "" ||
		dig(w, "withdrawal", "lines", 0, "id") != float64(line) {
		t.Fatalf("withdrawal %v", w)
	}
	again := a.json(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna Bērziņa", "anna@example.lv", number), http.StatusOK)
	if dig(again, "withdrawal", "id") != dig(w, "withdrawal", "id") {
		t.Errorf("sent again: %v, want the first record %v", again, w)
	}
	if rec := a.do(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna", "anna@example.lv", number), map[string]string{"X-CSRF-TOKEN": ""}); rec.Code < 400 {
		t.Errorf("without the token, after: %d", rec.Code)
	}
	mails, err := a.st.OrderMails(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]string{}
	for _, m := range mails {
		kinds[m.Kind] = m.Email
	}
	if kinds["withdrawal"] != "anna@example.lv" || kinds["withdrawal_shop"] == "" || len(mails) < 2 {
		t.Errorf("the order's mails %+v", mails)
	}
	n := 0
	for _, m := range mails {
		if strings.HasPrefix(m.Kind, "withdrawal") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d withdrawal mails, want 2 (one statement, sent twice)", n)
	}
}

// A cancelled order cannot be withdrawn from, and says so.
func TestWithdrawalOfACancelledOrder(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	number, id, _ := placeFor(t, a, "cancel@example.lv", "203.0.113.2:1000")
	a.json(http.MethodPost, fmt.Sprintf("/api/admin/orders/%d/status", id), `{"from":"new","to":"cancelled"}`, http.StatusOK)
	m := a.shopper().json(http.MethodPost, "/api/withdrawal/order", withdrawalBody("Anna", "cancel@example.lv", number), http.StatusUnprocessableEntity)
	if fmt.Sprint(dig(m, "errors", "number")) == "" || !strings.Contains(fmt.Sprint(m), "cancel") {
		t.Errorf("a cancelled order: %v", m)
	}
}

// Statements are limited per client address (each kept one mails twice); a refused one costs
// nothing, the same statement again costs nothing, and another address is not held up.
// Guessing e-mails against a number counts against the order lookup's limits.
func TestWithdrawalsAreLimited(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.lang = "lv"
	type order struct {
		number string
		email  string
	}
	orders := make([]order, withdrawalPerAddress+2)
	for i := range orders {
		email := fmt.Sprintf("w%d@example.lv", i)
		number, _, _ := placeFor(t, a.apiTest, email, fmt.Sprintf("198.51.100.%d:1000", 100+i))
		orders[i] = order{number, email}
	}
	a.remote = "203.0.113.9:4000"
	a.json(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna", orders[0].email, "LV-999999"), http.StatusUnprocessableEntity)
	for i := range withdrawalPerAddress {
		a.json(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna", orders[i].email, orders[i].number), http.StatusOK)
	}
	a.json(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna", orders[0].email, orders[0].number), http.StatusOK) // the same again
	last := orders[withdrawalPerAddress]
	wantLimited(t, "a withdrawal", a.do(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna", last.email, last.number), nil), "lv", "error_withdrawal_limited")
	a.remote = "198.51.100.20:4000"
	a.json(http.MethodPost, "/api/withdrawal", withdrawalBody("Anna", last.email, last.number), http.StatusOK)
	if n := countRows(t, a.data, `SELECT COUNT(*) FROM withdrawals`); n != withdrawalPerAddress+1 {
		t.Errorf("%d withdrawals kept, want %d", n, withdrawalPerAddress+1)
	}

	// A stranger guessing which e-mail goes with a number is stopped as the order lookup stops one.
	a.remote = "203.0.113.10:4000"
	target := orders[withdrawalPerAddress+1]
	limited := 0
	for i := range lookupPerAddress + 5 {
		rec := a.do(http.MethodPost, "/api/withdrawal/order", withdrawalBody("X", fmt.Sprintf("guess%d@example.lv", i), target.number), nil)
		if rec.Code == http.StatusTooManyRequests {
			limited++
		} else if rec.Code != http.StatusUnprocessableEntity {
			t.Fatalf("guess %d: %d %s", i, rec.Code, rec.Body)
		}
	}
	if limited != 5 {
		t.Errorf("%d of %d guesses limited, want 5", limited, lookupPerAddress+5)
	}
}
