package store

import (
	"context"
	"sync"
	"sync/atomic"

	"shop/store/search"
)

// CatalogEmpty reports whether the shop has no products yet (first start).
func (s *Store) CatalogEmpty(ctx context.Context) (bool, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM products)`).Scan(&n)
	return n == 0, err
}

// LoadCatalog reads the category tree and builds the in-memory catalogue index (package
// search). Searches that come before the first index is built wait for it.
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

// RefreshStock re-reads the stock of products after a committed write (an order, a
// restock) and moves them to their new stock state in the index. A product it cannot read
// (deleted since) keeps its old state until the next LoadCatalog.
func (s *Store) RefreshStock(ctx context.Context, ids ...int64) error {
	x := s.index.p.Load()
	if x == nil {
		return nil
	}
	for _, id := range ids {
		var stock int64
		if err := s.read.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ?`, id).Scan(&stock); err != nil {
			continue
		}
		if x.SetStock(id, stock) {
			s.index.version.Add(1)
		}
	}
	return nil
}

// CatalogVersion changes after every change of the catalogue index (a new load, a stock
// change), so an answer computed under one version may be reused while it stays current.
// It moves on after the change is in place: an answer tagged with the current version never
// predates a change.
func (s *Store) CatalogVersion() uint64 { return s.index.version.Load() }

// indexHolder lets LoadCatalog swap a fresh index in while queries run on the old one, and
// lets queries that come before the first index wait for it.
type indexHolder struct {
	p       atomic.Pointer[search.Index]
	once    sync.Once
	ready   chan struct{}
	version atomic.Uint64 // moves on after every change of what the index answers
}

func (h *indexHolder) store(x *search.Index) {
	h.p.Store(x)
	h.version.Add(1)
	h.once.Do(func() { close(h.ready) })
}

// load returns the index, waiting for the first one if it is still being built.
func (h *indexHolder) load(ctx context.Context) (*search.Index, error) {
	if x := h.p.Load(); x != nil {
		return x, nil
	}
	select {
	case <-h.ready:
		return h.p.Load(), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
