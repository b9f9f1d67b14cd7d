package store

import "context"

// RelatedProducts lists up to n products for the product page's related products (spec §2,
// item list "related products"): listed products of the same category, in stock first, each
// part nearest in price, never the product itself or one of its variants. The catalogue
// index answers it with no SQL (search.Index.Related); an unlisted product has none.
func (s *Store) RelatedProducts(ctx context.Context, productID int64, n int) ([]int64, error) {
	x, err := s.index.load(ctx)
	if err != nil {
		return nil, err
	}
	return x.Related(productID, n), nil
}

// Recent orders, as RecentlyPurchased reads them.
const (
	// recentOrdersOfProduct is how many of a product's latest orders its "bought together" reads.
	recentOrdersOfProduct = 100
	// recentOrderLines is how many of the shop's latest order lines the fallback reads at most.
	recentOrderLines = 500
)

// Products in the latest orders that hold a product, the latest order first.
const boughtTogetherSQL = `
SELECT oi.product_id FROM order_items oi
WHERE oi.order_id IN (
  SELECT i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE i.product_id = ? AND o.status != 'cancelled'
  ORDER BY i.order_id DESC LIMIT ?)
AND oi.product_id IS NOT NULL
ORDER BY oi.order_id DESC, oi.id`

// The shop's latest order lines, the latest first.
const recentLinesSQL = `
SELECT oi.product_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
WHERE o.status != 'cancelled' AND oi.product_id IS NOT NULL
ORDER BY oi.id DESC LIMIT ?`

// RecentlyPurchased lists up to n products for the product page's recently purchased
// products: first those bought together with it in its latest 100 orders (the latest order
// first), then, to fill up, products of its top-level category in the shop's latest 500
// order lines. Only listed products, never the product itself or one of its variants;
// cancelled orders do not count. An unlisted product has none.
func (s *Store) RecentlyPurchased(ctx context.Context, productID int64, n int) ([]int64, error) {
	x, err := s.index.load(ctx)
	if err != nil {
		return nil, err
	}
	card, _, ok := x.Card(productID)
	if !ok || n <= 0 {
		return []int64{}, nil
	}
	together, err := s.productIDs(ctx, boughtTogetherSQL, productID, recentOrdersOfProduct)
	if err != nil {
		return nil, err
	}
	out := x.Others(productID, together, 0, n)
	if len(out) == n {
		return out, nil
	}
	root := card.Category
	if tree, err := s.categories(ctx); err == nil {
		tree.mu.RLock()
		if a := tree.ancestors(card.Category); len(a) > 0 {
			root = a[0].ID
		}
		tree.mu.RUnlock()
	}
	// The latest lines come in pages, so a busy category stops reading early.
	rows, err := s.read.QueryContext(ctx, recentLinesSQL, recentOrderLines)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var candidates []int64
	for {
		more := true
		for i := 0; i < 64 && more; i++ {
			if more = rows.Next(); more {
				var id int64
				if err := rows.Scan(&id); err != nil {
					return nil, err
				}
				if !contains(out, id) {
					candidates = append(candidates, id)
				}
			}
		}
		filled := x.Others(productID, candidates, root, n-len(out))
		if len(filled) == n-len(out) || !more {
			return append(out, filled...), rows.Err()
		}
	}
}

func contains(ids []int64, id int64) bool {
	for _, v := range ids {
		if v == id {
			return true
		}
	}
	return false
}

// productIDs runs a query of one product id column on the read pool.
func (s *Store) productIDs(ctx context.Context, query string, args ...any) ([]int64, error) {
	return idsOf(ctx, s.read, query, args...)
}
