package store

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// The back office's order list: filters by status, payment, shipping method and the day an
// order was placed, a search by number, e-mail or name, newest first (by the time placed, then
// id), a page at a time (keyset: the next page is the orders after the last one shown, named by
// its id), so a page costs the same at the 100,000th order as at the first. The status and
// shipping filters have an index ending in (created_at, id) (migration 26) that walks the list
// in its own order, a day range included; the payment states but paid (the few) have a
// partial one, and paid, most orders, walks the list by time; the search reads a number's or
// a text's own index.

// OrderListLimit is the most orders one page of the list holds.
const OrderListLimit = 50

// maxOrderSearch bounds the search text.
const maxOrderSearch = 100

// OrderFilter is what the back office's list asks.
type OrderFilter struct {
	Status           string // one of OrderStatuses; "" any
	PaymentStatus    string // one of PaymentStatuses; "" any
	ShippingMethodID int64  // 0 any
	From, To         string // YYYY-MM-DD, the days (UTC) an order was placed in, both included; "" open
	Query            string // an order number (LV-000123 or 123), an e-mail or a name, by its beginning
	Withdrawn        bool   // only orders a shopper withdrew from (store/withdrawal.go)
	Before           int64  // the orders after this one (its id) in the list's order; 0 from the newest
	Limit            int    // 1–OrderListLimit; OrderListLimit when 0
}

// OrderStatuses are an order's fulfilment states, as orders.status keeps them.
var OrderStatuses = []string{"new", "paid", "processing", "shipped", "completed", "cancelled"}

// PaymentStatuses are an order's payment states, as orders.payment_status keeps them.
var PaymentStatuses = []string{"pending", "paid", "failed", "cancelled"}

// AdminOrderRow is one row of the back office's order list.
type AdminOrderRow struct {
	ID             int64
	PrefixedID     string
	CreatedAt      string
	Name           string // the buyer's name and surname
	CompanyName    string
	Email          string
	Total          int64 // cents, what the shopper pays
	Status         string
	PaymentStatus  string
	ShippingMethod string // the method's title in the shop's default language
	PaymentMethod  string
	Language       string
}

// Check is the filter's field errors, nil when it is good: the codes known, the days real
// dates in order, the search and the page within their bounds.
func (f OrderFilter) Check() FieldErrors {
	errs := FieldErrors{}
	if f.Status != "" && !oneOf(f.Status, OrderStatuses) {
		errs.Add("status", "error_invalid_value")
	}
	if f.PaymentStatus != "" && !oneOf(f.PaymentStatus, PaymentStatuses) {
		errs.Add("payment_status", "error_invalid_value")
	}
	if f.ShippingMethodID < 0 {
		errs.Add("shipping_method", "error_invalid_value")
	}
	var from, to time.Time
	for _, d := range []struct {
		field, v string
		t        *time.Time
	}{{"from", f.From, &from}, {"to", f.To, &to}} {
		if d.v == "" {
			continue
		}
		t, err := time.Parse(time.DateOnly, d.v)
		if err != nil {
			errs.Add(d.field, "error_invalid_value")
		}
		*d.t = t
	}
	if !from.IsZero() && !to.IsZero() && to.Before(from) {
		errs.Add("to", "error_invalid_value")
	}
	if utf8.RuneCountInString(f.Query) > maxOrderSearch {
		errs.Add("q", "error_too_long")
	}
	if f.Before < 0 {
		errs.Add("before", "error_invalid_value")
	}
	if f.Limit < 0 || f.Limit > OrderListLimit {
		errs.Add("limit", "error_invalid_value")
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

func oneOf(v string, list []string) bool {
	for _, s := range list {
		if s == v {
			return true
		}
	}
	return false
}

const adminOrderListSQL = `
SELECT o.id, o.prefix, COALESCE(o.number, 0), o.created_at, o.user_name, o.user_surname, o.company_name, o.user_email,
       o.total, o.status, o.payment_status, sm.title, pm.title, o.language
FROM orders o
JOIN shipping_methods sm ON sm.id = o.shipping_method_id
JOIN payment_methods pm ON pm.id = o.payment_method_id
WHERE 1 = 1`

// AdminOrders lists the orders f asks for, newest first, at most f.Limit; a bad filter is
// FieldErrors. The next page is f with Before set to the last row's id (when the page is full).
func (s *Store) AdminOrders(ctx context.Context, f OrderFilter) ([]AdminOrderRow, error) {
	if errs := f.Check(); errs != nil {
		return nil, errs
	}
	if f.Limit == 0 {
		f.Limit = OrderListLimit
	}
	q, args := adminOrdersQuery(f)
	rows, err := s.reader(ctx).QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []AdminOrderRow{}
	for rows.Next() {
		var r AdminOrderRow
		var prefix, name, surname string
		var number int64
		if err := rows.Scan(&r.ID, &prefix, &number, &r.CreatedAt, &name, &surname, &r.CompanyName, &r.Email, &r.Total,
			&r.Status, &r.PaymentStatus, &r.ShippingMethod, &r.PaymentMethod, &r.Language); err != nil {
			return nil, err
		}
		r.PrefixedID, r.Name = PrefixedID(prefix, number), strings.TrimSpace(name+" "+surname)
		out = append(out, r)
	}
	return out, rows.Err()
}

// adminOrdersQuery is the list's SQL and arguments for a checked filter f (Limit set).
func adminOrdersQuery(f OrderFilter) (string, []any) {
	q, args := adminOrderListSQL, []any{}
	add := func(cond string, a ...any) { q += " AND " + cond; args = append(args, a...) }
	if f.Status != "" {
		add("o.status = ?", f.Status)
	}
	if f.PaymentStatus != "" {
		add("o.payment_status = ?", f.PaymentStatus)
		if f.PaymentStatus != "paid" {
			// The partial index orders_payment_open serves only a query that states its
			// condition word for word.
			add("o.payment_status <> 'paid'")
		}
	}
	if f.ShippingMethodID != 0 {
		add("o.shipping_method_id = ?", f.ShippingMethodID)
	}
	if f.Withdrawn {
		// Withdrawals are few: SQLite probes a list of their orders' ids built once per query
		// while it walks the list in its own order.
		add("o.id IN (SELECT order_id FROM withdrawals)")
	}
	if f.From != "" {
		add("o.created_at >= ?", f.From+"T00:00:00Z")
	}
	if f.To != "" {
		t, _ := time.Parse(time.DateOnly, f.To)
		add("o.created_at < ?", t.AddDate(0, 0, 1).Format(time.DateOnly)+"T00:00:00Z")
	}
	if f.Before != 0 {
		// The orders after the one shown last, in the list's order; an id no order has pages
		// from nothing.
		add("(o.created_at, o.id) < (SELECT b.created_at, b.id FROM orders b WHERE b.id = ?)", f.Before)
	}
	if cond, a := orderSearch(f.Query); cond != "" {
		add(cond, a...)
	}
	q += " ORDER BY o.created_at DESC, o.id DESC LIMIT ?"
	args = append(args, f.Limit)
	return q, args
}

// orderSearch is the search's condition: an order number (LV-000123, lv-123 or 123) by its
// number (and prefix when given); a text with @ by the e-mail's beginning; a word by the
// beginning of the name, the surname or the e-mail; two or more words by the name's beginning
// and the surname's. Each range reads an index on the column's lower case: SQLite's lower()
// folds ASCII letters only, so a text is folded the same way (asciiLower) and a capital
// non-ASCII first letter (Ē) is matched as typed.
func orderSearch(query string) (string, []any) {
	query = strings.TrimSpace(query)
	if query == "" {
		return "", nil
	}
	if prefix, digits, ok := strings.Cut(query, "-"); ok && isDigits(digits) && isLetters(prefix) {
		n, err := strconv.ParseInt(digits, 10, 64)
		if err == nil {
			return "o.prefix = ? AND o.number = ?", []any{strings.ToUpper(prefix), n}
		}
	}
	if isDigits(query) {
		if n, err := strconv.ParseInt(query, 10, 64); err == nil {
			return "o.number = ?", []any{n}
		}
	}
	words := strings.Fields(asciiLower(query))
	if strings.Contains(query, "@") || len(words) == 1 {
		lo, hi := prefixRange(words[0])
		if strings.Contains(query, "@") {
			return "lower(o.user_email) >= ? AND lower(o.user_email) < ?", []any{lo, hi}
		}
		return `(lower(o.user_name) >= ? AND lower(o.user_name) < ? OR lower(o.user_surname) >= ? AND lower(o.user_surname) < ?
 OR lower(o.user_email) >= ? AND lower(o.user_email) < ?)`, []any{lo, hi, lo, hi, lo, hi}
	}
	nlo, nhi := prefixRange(words[0])
	slo, shi := prefixRange(strings.Join(words[1:], " "))
	return "lower(o.user_name) >= ? AND lower(o.user_name) < ? AND lower(o.user_surname) >= ? AND lower(o.user_surname) < ?",
		[]any{nlo, nhi, slo, shi}
}

// prefixRange is the half-open range of the texts that begin with p: [p, p + the highest
// character), which an index walks as a range.
func prefixRange(p string) (string, string) { return p, p + string(utf8.MaxRune) }

// asciiLower folds A–Z only, as SQLite's lower() does.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != "" && len(s) <= 12
}

func isLetters(s string) bool {
	for _, c := range s {
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z') {
			return false
		}
	}
	return s != "" && len(s) <= 8
}
