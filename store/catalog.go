package store

import "context"

// CatalogEmpty reports whether the shop has no products yet (first start).
func (s *Store) CatalogEmpty(ctx context.Context) (bool, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM products)`).Scan(&n)
	return n == 0, err
}

// LoadCatalog reads the category tree and builds the in-memory search index. Searches that
// come before the first index is built wait for it.
func (s *Store) LoadCatalog(ctx context.Context) error {
	s.invalidateCategories()
	x, err := s.buildIndex(ctx)
	if err != nil {
		return err
	}
	s.index.store(x)
	return nil
}

// SetStock sets a product's stock (a delivery, a stock count) and updates the catalogue
// index once the change is committed, so lists and facets show it at once.
func (s *Store) SetStock(ctx context.Context, productID, stock int64) error {
	if stock < 0 {
		return ErrConflict
	}
	res, err := s.writer(ctx).ExecContext(ctx, `UPDATE products SET stock = ? WHERE id = ?`, stock, productID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	// After the commit: the read pool sees the new stock only then, and a rolled-back
	// change must never reach the index.
	s.afterCommit(ctx, func() { s.RefreshStock(context.WithoutCancel(ctx), productID) })
	return nil
}
