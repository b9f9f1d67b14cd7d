package store

import (
	"context"
	"testing"
)

// ordersShop is the checkout fixture with n orders written straight by SQL (PlaceOrder would
// take minutes): spread over the statuses, payments, shipping methods, 200 days and 5,000
// e-mails and names, as a shop's years of orders are.
func ordersShop(b *testing.B, n int) *Store {
	b.Helper()
	st := checkoutShop(b)
	for _, q := range []string{
		`WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < ?)
INSERT INTO carts (id, token, status) SELECT n, 'bench-' || n, 'ordered' FROM i`,
		`WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < ?)
INSERT INTO orders (id, prefix, number, cart_id, status, payment_status, user_type, user_name, user_surname, user_email, user_phone,
  shipping_method_id, payment_method_id, vat_basis_points, items_total, shipping_total, tax_total, total, created_at, language)
SELECT n, 'LV', n, n,
  CASE n % 10 WHEN 0 THEN 'new' WHEN 1 THEN 'cancelled' WHEN 2 THEN 'paid' WHEN 3 THEN 'processing' WHEN 4 THEN 'shipped' ELSE 'completed' END,
  CASE WHEN n % 100 = 10 THEN 'failed' WHEN n % 10 = 0 THEN 'pending' WHEN n % 10 = 1 THEN 'cancelled' ELSE 'paid' END,
  'b2c', 'Name' || (n % 5000), 'Surname' || (n % 4999), 'buyer' || (n % 5000) || '@example.lv', '+37120000000',
  1 + n % 3, 1 + n % 2, 2100, 10000, 495, 1821, 10495,
  strftime('%Y-%m-%dT%H:%M:%SZ', '2026-05-01', '+' || (n * 288 / 100) || ' minutes'), 'lv'
FROM i`,
	} {
		if _, err := st.write.Exec(q, n); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := st.write.Exec(`ANALYZE`); err != nil {
		b.Fatal(err)
	}
	return st
}

// The back office's order list at 100,000 orders: each filter and search against the
// unfiltered first page (the baseline) in the same run. Keyset paging makes a deep page cost
// what the first does.
func BenchmarkAdminOrders(b *testing.B) {
	st := ordersShop(b, 100_000)
	ctx := context.Background()
	for _, c := range []struct {
		name string
		f    OrderFilter
	}{
		{"first page (baseline)", OrderFilter{}},
		{"page 1000", OrderFilter{Before: 50_000}},
		{"status new", OrderFilter{Status: "new"}},
		{"payment pending", OrderFilter{PaymentStatus: "pending"}},
		{"payment failed (1 %)", OrderFilter{PaymentStatus: "failed"}},
		{"shipping method", OrderFilter{ShippingMethodID: 2}},
		{"one month", OrderFilter{From: "2026-07-01", To: "2026-07-31"}},
		{"status and month", OrderFilter{Status: "processing", From: "2026-07-01", To: "2026-07-31"}},
		{"number", OrderFilter{Query: "LV-012345"}},
		{"email", OrderFilter{Query: "buyer123@example.lv"}},
		{"name", OrderFilter{Query: "name123"}},
		{"name and surname", OrderFilter{Query: "Name123 Surname12"}},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := st.AdminOrders(ctx, c.f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
