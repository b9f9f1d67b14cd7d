package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/store"
)

// Staff find a customer by any part of their name, e-mail, phone or company and open their
// page, with the order's back-office link; only an owner downloads the privacy export (the
// shopper's own file) or erases the account, which needs the e-mail typed, signs the shopper
// out everywhere, is audited without the person's data, and leaves the account shown as
// deleted.
func TestAdminCustomers(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	b, id := signedInShopper(t, a, "Liga.Kalnina@example.lv")
	a.exec(`UPDATE users SET name = 'Līga', surname = 'Kalniņa', phone_calling_code = '+371', phone_number = '26123456', type = 'b2b' WHERE id = ?`, id)
	a.exec(`INSERT INTO companies (user_id, name, reg_num) VALUES (?, 'Zaļā Dārzniecība SIA', '40003000000')`, id)
	b.fill(inStock(a, 1), 1)
	res := decode(t, b.place(orderBody(t, "swedbank", func(m map[string]any) {
		m["order"].(map[string]any)["user_email"] = "liga.kalnina@example.lv"
	}), ""), http.StatusOK)
	if res["payment_link"] == nil {
		t.Fatalf("order: %v", res)
	}

	for _, q := range []string{"kalniņa", "LĪGA KAL", "liga.kalnina@", "2612 3456", "+371 26123456", "zaļā dārz"} {
		list := a.json(http.MethodGet, "/api/admin/customers?q="+urlQuery(q), "", http.StatusOK)
		if len(list["customers"].([]any)) != 1 || list["total"] != nil || num(dig(list, "customers", 0, "id")) != id || dig(list, "customers", 0, "company") != "Zaļā Dārzniecība SIA" {
			t.Errorf("search %q: %v", q, list)
		}
	}
	if list := a.json(http.MethodGet, "/api/admin/customers?q=kalni&type=b2c", "", http.StatusOK); len(list["customers"].([]any)) != 0 {
		t.Errorf("b2c filter: %v", list)
	}
	if list := a.json(http.MethodGet, "/api/admin/customers?type=b2b&newsletter=no", "", http.StatusOK); num(list["total"]) < 1 || list["more"] != false {
		t.Errorf("b2b filter: %v", list)
	}
	for _, q := range []string{"type=b3b", "newsletter=maybe", "offset=-1", "offset=x", "q=" + strings.Repeat("a", 101)} {
		wantKeys(t, a.json(http.MethodGet, "/api/admin/customers?"+q, "", http.StatusUnprocessableEntity), strings.Split(q, "=")[0])
	}

	path := fmt.Sprintf("/api/admin/customers/%d", id)
	c := a.json(http.MethodGet, path, "", http.StatusOK)["customer"]
	if !strings.EqualFold(dig(c, "email").(string), "liga.kalnina@example.lv") || dig(c, "company_data", "name") != "Zaļā Dārzniecība SIA" || dig(c, "deleted") != false ||
		dig(c, "newsletter_state") != "none" || len(dig(c, "orders").([]any)) != 1 ||
		!strings.HasPrefix(dig(c, "orders", 0, "path").(string), "/admin/orders/") || dig(c, "orders", 0, "number") == "" {
		t.Fatalf("customer %v", c)
	}
	a.json(http.MethodGet, "/api/admin/customers/999999", "", http.StatusNotFound)
	a.json(http.MethodGet, "/api/admin/customers/x", "", http.StatusNotFound)

	// Staff may look, not export or erase.
	a.json(http.MethodGet, path+"/export", "", http.StatusForbidden)
	a.json(http.MethodPost, path+"/erase", `{"confirm":"liga.kalnina@example.lv"}`, http.StatusForbidden)

	o := a.ownerBeside()
	o.lang = b.lang // the export's labels speak the request's language
	rec := o.do(http.MethodGet, path+"/export", "", nil)
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Disposition"), "attachment;") {
		t.Fatalf("export: %d %s", rec.Code, rec.Body.String())
	}
	var x map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &x); err != nil {
		t.Fatal(err)
	}
	// The very file the shopper downloads.
	mine := b.do(http.MethodGet, "/api/user/export", "", nil)
	var y map[string]any
	if err := json.Unmarshal(mine.Body.Bytes(), &y); err != nil {
		t.Fatal(err)
	}
	delete(x, "exported_at")
	delete(y, "exported_at")
	if xs, ys := fmt.Sprint(x), fmt.Sprint(y); xs != ys {
		t.Errorf("the back office's export differs from the shopper's:\n%s\n%s", xs, ys)
	}
	if o.auditCount("customer.export", fmt.Sprint(id)) != 1 {
		t.Error("the export is not audited")
	}

	// A wrong or missing confirmation erases nothing.
	wantKeys(t, o.json(http.MethodPost, path+"/erase", `{"confirm":"someone@example.lv"}`, http.StatusUnprocessableEntity), "confirm")
	wantKeys(t, o.json(http.MethodPost, path+"/erase", `{}`, http.StatusUnprocessableEntity), "confirm")
	o.json(http.MethodPost, path+"/erase", `{"confirm":`, http.StatusBadRequest)
	b.json(http.MethodGet, "/api/user", "", http.StatusOK)

	o.json(http.MethodPost, path+"/erase", `{"confirm":" LIGA.KALNINA@example.lv "}`, http.StatusOK)
	b.json(http.MethodGet, "/api/user", "", http.StatusUnauthorized) // signed out
	c = o.json(http.MethodGet, path, "", http.StatusOK)["customer"]
	if dig(c, "deleted") != true || dig(c, "email") != "" || dig(c, "name") != "" || dig(c, "company_data") != nil {
		t.Errorf("the erased account: %v", c)
	}
	if list := o.json(http.MethodGet, "/api/admin/customers?q=kalni", "", http.StatusOK); len(list["customers"].([]any)) != 0 {
		t.Errorf("the erased account is still found: %v", list)
	}
	entries, err := o.st.AuditLog(context.Background(), store.AuditFilter{Entity: "customer", EntityID: fmt.Sprint(id)})
	if err != nil || len(entries) != 2 || entries[0].Action != "customer.erase" || entries[0].Before != "" || entries[0].After != "" {
		t.Errorf("audit %+v %v", entries, err)
	}
	o.json(http.MethodPost, path+"/erase", `{"confirm":"liga.kalnina@example.lv"}`, http.StatusNotFound)
	o.json(http.MethodGet, path+"/export", "", http.StatusNotFound)
}

// Every customers' call needs the staff session, and each write its CSRF token.
func TestAdminCustomersAccess(t *testing.T) {
	t.Parallel()
	stranger := newAPITest(t, "lv_shop")
	stranger.refreshSession()
	for _, c := range [][2]string{{"GET", "/api/admin/customers"}, {"GET", "/api/admin/customers/1"}, {"GET", "/api/admin/customers/1/export"},
		{"POST", "/api/admin/customers/1/erase"}} {
		if rec := stranger.do(c[0], c[1], "{}", nil); rec.Code != http.StatusUnauthorized && !(c[0] != "GET" && rec.Code == 419) {
			t.Errorf("a stranger's %s %s: %d", c[0], c[1], rec.Code)
		}
	}
	o := newAdminTest(t, "owner")
	_, id := signedInShopper(t, o, "kept@example.lv")
	token := o.csrf
	o.csrf = "wrong"
	if rec := o.do(http.MethodPost, fmt.Sprintf("/api/admin/customers/%d/erase", id), `{"confirm":"kept@example.lv"}`, nil); rec.Code != 419 {
		t.Errorf("a wrong token: %d", rec.Code)
	}
	o.csrf = token
	if c := o.json(http.MethodGet, fmt.Sprintf("/api/admin/customers/%d", id), "", http.StatusOK)["customer"]; dig(c, "deleted") != false {
		t.Errorf("erased without its token: %v", c)
	}
}

func urlQuery(s string) string {
	return strings.NewReplacer("%", "%25", "+", "%2B", " ", "+", "&", "%26", "@", "%40").Replace(s)
}
