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
