package handlers

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"shop/payment"
)

// toLocker sends an order to the Omniva parcel locker identifier in country code.
func toLocker(t *testing.T, code, identifier string) func(map[string]any) {
	return func(m map[string]any) {
		m["shipping_method"] = "omniva-locker"
		m["shipping"] = map[string]any{"country_id": countryIDOf(t, code), "identifier": identifier,
			"user_phone_number": map[string]any{"countryCallingCode": "+371", "number": ""}}
	}
}

// placeFrom is placeTransfer by a shopper at an address of their own: more orders than one
// address may leave unpaid.
func placeFrom(a *apiTest, n int, edit func(map[string]any)) (id int64, number string, total int64) {
	a.t.Helper()
	b := a.shopper()
	b.remote = fmt.Sprintf("198.51.100.%d", n)
	b.refreshSession()
	product := inStock(b, 10)
	b.fill(product, 1)
	body := orderBody(a.t, "swedbank", func(m map[string]any) {
		m["order"].(map[string]any)["user_email"] = fmt.Sprintf("oss%d@example.lv", n)
		if edit != nil {
			edit(m)
		}
	})
	m := decode(a.t, b.place(body, fmt.Sprintf("oss-%d-%d", n, time.Now().UnixNano())), http.StatusOK)
	return int64(dig(m, "order", "id").(float64)), dig(m, "order", "prefixed_id").(string), int64(dig(m, "order", "cents", "total").(float64))
}

// The OSS report of a quarter: a row per member state and rate of the private persons' orders
// taxed at their destination's rate, whose sums are the orders'; a refund done in the quarter
// is netted at its order's rate; a domestic order and another quarter's are not in it.
func TestAdminOSSReport(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	if err := a.st.SetSetting(context.Background(), "oss_enabled", "1"); err != nil {
		t.Fatal(err)
	}
	type placed struct {
		id, total int64
		number    string
	}
	var fi []placed
	for i := range 3 {
		id, number, total := placeFrom(a, i+1, toLocker(t, "FI", "6001"))
		fi = append(fi, placed{id, total, number})
	}
	_, _, eeTotal := placeFrom(a, 4, toLocker(t, "EE", "7001"))
	placeFrom(a, 5, nil) // domestic
	// The third Finnish order was placed in the quarter before.
	loc := a.st.Settings().Location
	now := time.Now().In(loc)
	quarter := (int(now.Month())-1)/3 + 1
	before := time.Date(now.Year(), time.Month(3*(quarter-1)+1), 1, 0, 0, 0, 0, loc).AddDate(0, 0, -10)
	a.exec(`UPDATE orders SET created_at = ? WHERE id = ?`, before.UTC().Format(time.RFC3339), fi[2].id)
	// The first is paid and 10,00 € given back.
	ref, _ := payment.CreditorReference(fi[0].number)
	rf := fmt.Sprintf(`{"reference":%q,"amount":%d}`, ref, fi[0].total)
	a.json(http.MethodPost, "/api/admin/bank-payments", rf, http.StatusOK)
	a.json(http.MethodPost, fmt.Sprintf("/api/admin/orders/%d/refunds", fi[0].id), `{"key":"oss-1","amount":1000}`, http.StatusCreated)

	read := func(year, q int) [][]string {
		t.Helper()
		rec := a.do(http.MethodGet, fmt.Sprintf("/api/admin/orders/oss.csv?year=%d&quarter=%d", year, q), "", nil)
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Disposition") != fmt.Sprintf(`attachment; filename="oss-%d-q%d.csv"`, year, q) {
			t.Fatalf("%d %s %v", rec.Code, rec.Body, rec.Header())
		}
		rows, err := csv.NewReader(rec.Body).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		return rows
	}
	cents := func(s string) int64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("money %q", s)
		}
		return int64(f*100 + 0.5)
	}
	rows := read(now.Year(), quarter)
	if len(rows) != 3 || rows[1][0] != "EE" || rows[1][1] != "24" || rows[2][0] != "FI" || rows[2][1] != "25.5" {
		t.Fatalf("rows %v", rows)
	}
	ee, fiRow := rows[1], rows[2]
	if ee[2] != "1" || cents(ee[3])+cents(ee[4]) != eeTotal || cents(ee[5]) != 0 || ee[7] != ee[3] || ee[8] != ee[4] {
		t.Errorf("Estonia %v, the order's total %d", ee, eeTotal)
	}
	// 10,00 € at 25,5 %: 2,03 € VAT (10,00 × 25,5 / 125,5 = 2,0319), 7,97 € taxable.
	if fiRow[2] != "2" || cents(fiRow[3])+cents(fiRow[4]) != fi[0].total+fi[1].total || fiRow[5] != "7.97" || fiRow[6] != "2.03" ||
		cents(fiRow[7]) != cents(fiRow[3])-797 || cents(fiRow[8]) != cents(fiRow[4])-203 {
		t.Errorf("Finland %v, the orders' totals %d and %d", fiRow, fi[0].total, fi[1].total)
	}
	// The quarter before holds the third Finnish order alone.
	py, pq := now.Year(), quarter-1
	if pq == 0 {
		py, pq = py-1, 4
	}
	if prev := read(py, pq); len(prev) != 2 || prev[1][0] != "FI" || prev[1][2] != "1" || cents(prev[1][3])+cents(prev[1][4]) != fi[2].total {
		t.Errorf("the quarter before %v, its order's total %d", prev, fi[2].total)
	}
	for q, field := range map[string]string{"year=2026&quarter=5": "quarter", "year=x&quarter=1": "year", "quarter=1": "year"} {
		if dig(a.json(http.MethodGet, "/api/admin/orders/oss.csv?"+q, "", http.StatusUnprocessableEntity), "errors", field) == nil {
			t.Errorf("%s: no errors.%s", q, field)
		}
	}
	staff := a.shopper()
	staff.signInStaff(staff.addStaff("staff"))
	staff.json(http.MethodGet, "/api/admin/orders/oss.csv?year=2026&quarter=4", "", http.StatusForbidden)
}
