package store

import (
	"context"
	"slices"
	"testing"
)

func TestRelatedProducts(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 600)
	ctx := context.Background()
	if err := st.SetPublished(ctx, 7, false); err != nil {
		t.Fatal(err)
	}
	c.Products[6].Hidden = true
	for _, p := range c.Products {
		got, err := st.RelatedProducts(ctx, p.ID, 8)
		if err != nil {
			t.Fatal(err)
		}
		if want := c.Related(p.ID, 8); !slices.Equal(got, want) {
			t.Fatalf("related to %d: %v, want %v", p.ID, got, want)
		}
	}
	if got, _ := st.RelatedProducts(ctx, 7, 8); len(got) != 0 {
		t.Errorf("a hidden product has related products %v", got)
	}
}

// seedOrders writes orders of the given product ids, oldest first; a negative first id
// marks a cancelled order.
func seedOrders(t testing.TB, st *Store, orders ...[]int64) {
	t.Helper()
	ctx := context.Background()
	err := st.WithTx(ctx, func(ctx context.Context) error {
		w := st.writer(ctx)
		for _, q := range []string{
			`INSERT INTO shipping_methods (id, code, type, title) VALUES (1, 'c', 'courier', 'Courier') ON CONFLICT DO NOTHING`,
			`INSERT INTO payment_methods (id, code, title) VALUES (1, 'card', 'Card') ON CONFLICT DO NOTHING`,
		} {
			if _, err := w.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		for _, items := range orders {
			status := "completed"
			if items[0] < 0 {
				status, items = "cancelled", append([]int64{-items[0]}, items[1:]...)
			}
			// RETURNING, not LastInsertId: PostgreSQL has no last insert id to ask for.
			var cart, order int64
			if err := w.QueryRowContext(ctx, `INSERT INTO carts (token, status) VALUES (?, 'ordered') RETURNING id`, RandomToken()).Scan(&cart); err != nil {
				return err
			}
			if err := w.QueryRowContext(ctx, `
INSERT INTO orders (prefix, cart_id, status, user_type, user_name, user_surname, user_email, user_phone, shipping_method_id,
  payment_method_id, vat_basis_points, items_total, shipping_total, tax_total, total)
VALUES ('T', ?, ?, 'b2c', 'A', 'B', 'a@b.lv', '1', 1, 1, 2100, 0, 0, 0, 0) RETURNING id`, cart, status).Scan(&order); err != nil {
				return err
			}
			for _, id := range items {
				if _, err := w.ExecContext(ctx, `INSERT INTO order_items (order_id, product_id, title, code, quantity, unit_price, total_price)
VALUES (?, ?, 'x', 'x', 1, 100, 100)`, order, id); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestRecentlyPurchased(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	c := seedFixture(t, st, 600)
	ctx := context.Background()
	if err := st.SetPublished(ctx, 8, false); err != nil {
		t.Fatal(err)
	}
	// 1 and 2 are variants of each other, and so are 10, 11 and 12; 5 was bought in a
	// cancelled order only; 8 is hidden.
	seedOrders(t, st, []int64{1, 2, 3}, []int64{1, 4, 8}, []int64{-1, 5}, []int64{6, 7}, []int64{1, 11, 4}, []int64{10, 11, 1},
		[]int64{20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35})
	got, err := st.RecentlyPurchased(ctx, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int64{10, 11, 4}; !slices.Equal(got, want) {
		t.Errorf("bought with 1: %v, want %v", got, want)
	}
	// Filled up from the latest order lines of the top-level category: never the product, a
	// variant of it, a hidden product or one of a cancelled order only.
	latest := []int64{35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 1, 11, 10, 4, 11, 1, 7, 6, 8, 4, 1, 3, 2, 1}
	fill := func(id int64, want []int64) []int64 {
		self := c.Products[id-1]
		root := self.Category
		for _, k := range c.Categories {
			if k.Parent == 0 && slices.Contains(c.Subtree(k.ID), root) {
				root = k.ID
			}
		}
		for _, l := range latest {
			p := c.Products[l-1]
			if l != id && l != 8 && (self.Group == "" || p.Group != self.Group) && !slices.Contains(want, l) &&
				slices.Contains(c.Subtree(root), p.Category) {
				want = append(want, l)
			}
		}
		return want
	}
	for _, tc := range []struct {
		id    int64
		first []int64 // bought together
	}{{1, []int64{10, 11, 4, 3}}, {10, []int64{1}}, {500, nil}, {5, nil}} {
		got, err := st.RecentlyPurchased(ctx, tc.id, 12)
		if err != nil {
			t.Fatal(err)
		}
		want := fill(tc.id, tc.first)
		if want = want[:min(12, len(want))]; !slices.Equal(got, want) {
			t.Errorf("recently purchased for %d: %v, want %v", tc.id, got, want)
		}
	}
	if got, _ := st.RecentlyPurchased(ctx, 8, 12); len(got) != 0 {
		t.Errorf("a hidden product: %v", got)
	}
}
