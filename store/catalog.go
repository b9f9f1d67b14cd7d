package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"shop/store/search"
)

// NeedsSeed reports whether the database holds neither products nor countries: a new data
// folder, or one whose first seed stopped half way (the seed writes everything in one
// transaction). A shop whose products were all deleted keeps its countries, users and orders:
// it starts with an empty catalogue instead of seeding the demo again over them.
func (s *Store) NeedsSeed(ctx context.Context) (bool, error) {
	var used bool
	err := s.read.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM countries)`).Scan(&used)
	return !used, err
}

// LoadCatalog reads the category tree and builds the in-memory catalogue index (package
// search). Searches that come before the first index is built wait for it; so do the index
// updates of writes committed meanwhile, which then apply to the new index.
func (s *Store) LoadCatalog(ctx context.Context) error {
	s.index.writeMu.Lock()
	defer s.index.writeMu.Unlock()
	return s.loadCatalog(ctx)
}

// Reload re-reads what the store keeps in memory of the database, for a change made behind
// its back (an operator's SQL): the settings (once LoadSettings has loaded them), the interface
// texts' overrides, the category tree and the content's translations, which are read again when next asked, and the
// catalogue index, rebuilt (LoadCatalog). Queries are answered from the old index until the
// new one is in place. Settings the table cannot give (a value out of range) keep their old
// values and are reported, and the index is rebuilt all the same. A price changed this way
// skips the price history: only the store's SetPrice and SetDiscount write it.
func (s *Store) Reload(ctx context.Context) error {
	var settingsErr error
	s.overrides.forget()
	if s.Settings() != nil {
		settingsErr = s.reloadSettings(ctx)
	}
	return errors.Join(settingsErr, s.rebuildCatalog(ctx))
}

// rebuildCatalog is LoadCatalog while the shop goes on answering: Reload's, and a taxonomy
// write's (taxonomyChanged). The rebuild's scans (three at once, then one per other language)
// each hold a read connection for as long as they run, seconds at 100,000 products on a busy
// machine; the read pool grows by as many meanwhile, so the pages go on being answered
// instead of waiting for a connection.
func (s *Store) rebuildCatalog(ctx context.Context) error {
	s.read.SetMaxOpenConns(s.readers + max(3, len(s.langs.All)-1))
	defer s.read.SetMaxOpenConns(s.readers)
	return s.LoadCatalog(ctx)
}

// loadCatalog is LoadCatalog for a caller that holds s.index.writeMu. The index answers as
// soon as it has the default language's product titles; the other languages' titles (as
// many rows again per language) follow in a second index that replaces it, so the shop's
// first answer after a start does not wait for them.
func (s *Store) loadCatalog(ctx context.Context) error {
	start := time.Now()
	s.invalidateCategories()
	x, err := s.buildBaseIndex(ctx)
	if err != nil {
		return err
	}
	if len(s.langs.All) > 1 {
		s.index.store(x)
		titles, err := s.scanTranslatedTitles(ctx)
		if err != nil {
			return err
		}
		x = x.WithTitles(titles)
	}
	s.index.store(x)
	s.index.built(start)
	s.fresh.rebuilt()
	s.shrinkReadCaches(ctx)
	return nil
}

// shrinkReadCaches empties the read connections' page caches after the index build's
// scans. Measured at 100,000 products: left as the scans leave them, the caches serve the
// queries after them from the file again and again (the latest 500 order lines took 670 µs
// on every read instead of 205 µs) until the connections close; emptied, they fill with what
// the pages ask for.
func (s *Store) shrinkReadCaches(ctx context.Context) {
	if s.pg {
		return // PostgreSQL's shared buffers serve every connection
	}
	conns := make([]*sql.Conn, 0, s.readers)
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for range s.readers { // all at once, so that each connection is one of them
		c, err := s.read.Conn(ctx)
		if err != nil {
			return
		}
		conns = append(conns, c)
		c.ExecContext(ctx, `PRAGMA shrink_memory`)
	}
}

// SetStock sets a product's stock (a delivery, a stock count) as staff do in the back office
// (the stock history records the change with the staff member of WithStaff, if any) and
// updates the catalogue index once the change is committed, so lists and facets show it at
// once. A stock going from 0 to above 0 queues the back-in-stock notices of the product in the
// same transaction (the products_back_in_stock trigger, which every stock write passes).
func (s *Store) SetStock(ctx context.Context, productID, stock int64) error {
	return s.SetStockFor(ctx, productID, stock, StockAdmin, "")
}

// SetStockFor is SetStock with the reason the history records (StockAdmin, StockImport,
// StockBulk…) and a note (a delivery note's number, a stock count's name).
func (s *Store) SetStockFor(ctx context.Context, productID, stock int64, reason, note string) error {
	if stock < 0 {
		return ErrConflict
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		ok, _, err := s.setStock(ctx, s.writer(ctx), productID, stock, stockCause{reason: reason, note: note})
		if err != nil {
			return err
		}
		if !ok {
			return ErrNotFound
		}
		s.refreshAfterCommit(ctx, "product", func(ctx context.Context) error { return s.RefreshProducts(ctx, productID) })
		return nil
	})
}

// SetPublished publishes a product or hides it (an unpublished product has no page and is
// listed nowhere) and updates the catalogue index once the change is committed.
func (s *Store) SetPublished(ctx context.Context, productID int64, published bool) error {
	return s.updateProduct(ctx, productID, `UPDATE products SET published = ? WHERE id = ?`, published, productID)
}

// updateProduct runs one UPDATE of a product's row (ErrNotFound when there is none) and
// refreshes the product in the catalogue index after the commit: the read pool sees the change
// only then, and a rolled-back change must never reach the index.
func (s *Store) updateProduct(ctx context.Context, productID int64, query string, args ...any) error {
	res, err := s.writer(ctx).ExecContext(ctx, query, args...)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	s.refreshAfterCommit(ctx, "product", func(ctx context.Context) error { return s.RefreshProducts(ctx, productID) })
	return nil
}

const productStateSQL = `
SELECT p.type, p.stock, p.net_price, COALESCE(p.discount_id, 0), COALESCE(d.percent, 0), p.published
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id WHERE p.id = ?`

// RefreshProducts re-reads what a write may change of products (stock, net price, discount,
// old price, publication) once it is committed, and brings the catalogue index to it, so the
// index equals a fresh build: the store's writes call it after their commit, and so must
// any other committed write to those columns (an order's stock decrement). It reads the
// rows as they are, not the change, so updates that race each other still end at the last
// committed state: they run one at a time, each reading after its own commit. A product the
// index has no slot for (written by a bulk Insert since the build), or one deleted since,
// rebuilds the index.
func (s *Store) RefreshProducts(ctx context.Context, ids ...int64) error {
	s.index.writeMu.Lock()
	defer s.index.writeMu.Unlock()
	x := s.index.p.Load()
	if x == nil {
		return nil // no index yet: the first build reads the committed rows
	}
	rebuild := false
	for _, id := range ids {
		var typ string
		var st search.State
		var published bool
		err := s.read.QueryRowContext(ctx, productStateSQL, id).Scan(&typ, &st.Stock, &st.Net, &st.Discount, &st.DiscountPercent, &published)
		if errors.Is(err, sql.ErrNoRows) {
			rebuild = true // deleted: its slot must go
			continue
		}
		if err != nil {
			return err
		}
		if typ != "product" {
			continue // services are never listed
		}
		st.Hidden = !published
		st.Price = NetAfterDiscount(st.Net, st.DiscountPercent)
		if st.Previous, err = s.previousPrice(ctx, id, st.Discount, st.Net, st.Price); err != nil {
			return err
		}
		changed, ok := x.Update(id, st)
		rebuild = rebuild || !ok
		if changed {
			s.index.version.Add(1)
		}
	}
	if rebuild {
		return s.loadCatalog(ctx)
	}
	return nil
}

// CatalogVersion changes after every change of the catalogue index (a new load, a product
// write), so an answer computed under one version may be reused while it stays current.
// It moves on after the change is in place: an answer tagged with the current version never
// predates a change.
func (s *Store) CatalogVersion() uint64 { return s.index.version.Load() }

// indexHolder lets LoadCatalog swap a fresh index in while queries run on the old one, and
// lets queries that come before the first index wait for it.
type indexHolder struct {
	writeMu sync.Mutex // one index writer at a time: a build, or the update of a write
	p       atomic.Pointer[search.Index]
	once    sync.Once
	ready   chan struct{}
	version atomic.Uint64              // moves on after every change of what the index answers
	build   atomic.Pointer[indexBuild] // the latest full build (IndexState)
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

// reindexAfterCommit brings the catalogue index to products ids once the context's
// transaction has committed: whatever a back-office write changed of them (texts, code,
// category, brand, labels, options, price, stock, publication; a new or a deleted product).
// A transaction's writes gather their products into one re-read after its commit: an
// import's thousands of writes are one ReindexProducts (a rebuild beyond reindexOneByOne),
// not one each.
func (s *Store) reindexAfterCommit(ctx context.Context, ids ...int64) {
	state := s.txOf(ctx)
	if state == nil {
		s.refreshAfterCommit(ctx, "product", func(ctx context.Context) error { return s.ReindexProducts(ctx, ids...) })
		return
	}
	state.reindex = append(state.reindex, ids...)
	if state.reindexing {
		return
	}
	state.reindexing = true
	s.refreshAfterCommit(ctx, "product", func(ctx context.Context) error {
		return s.ReindexProducts(ctx, sortedIDs(state.reindex)...)
	})
}

// indexProductSQL is indexProductsSQL for one product, services included (a product that
// became a service leaves the index).
const indexProductSQL = `
SELECT p.type, p.title, p.code, p.slug, COALESCE(p.category_id, 0), COALESCE(p.manufacturer_id, 0),
       COALESCE(p.discount_id, 0), p.net_price, COALESCE(d.percent, 0), p.stock, p.created_at, p.is_popular,
       p.is_new, p.is_featured, p.is_recommended, p.is_delayed_delivery, p.published, COALESCE(p.variant_group, ''),
       COALESCE((SELECT path FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1), ''),
       p.energy_class, p.energy_label, p.energy_sheet
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.id = ?`

// reindexOneByOne is how many products ReindexProducts re-reads one by one; a larger
// write (a bulk action on a large selection, an import) rebuilds the index, which reads the
// whole catalogue in a few scans: at 100,000 products a product costs about 0.3 ms one by
// one and the build about 3 s (BenchmarkReindex).
const reindexOneByOne = 5000

// ReindexProducts re-reads everything the catalogue index keeps of products ids once their
// write is committed and brings the index to it product by product (search.Index.Put, and
// Remove for one deleted or no longer a product): no full rebuild for a product edit. Only
// what Put cannot do (a product beyond the index's room, an id below the last slot's, a
// brand or an option no product had when the index was built) rebuilds the whole index.
// Every change moves the catalogue version, so the answer and page caches follow.
func (s *Store) ReindexProducts(ctx context.Context, ids ...int64) error {
	s.index.writeMu.Lock()
	defer s.index.writeMu.Unlock()
	x := s.index.p.Load()
	if x == nil {
		return nil // no index yet: the first build reads the committed rows
	}
	if len(ids) > reindexOneByOne {
		return s.loadCatalog(ctx)
	}
	for _, id := range ids {
		e, listed, err := s.indexEntry(ctx, id)
		if err != nil {
			return err
		}
		if !listed {
			x.Remove(id)
		} else if !x.Put(e) {
			return s.loadCatalog(ctx)
		}
		s.index.version.Add(1)
	}
	return nil
}

// indexEntry reads one product as the index keeps it; listed is false for a product that
// is gone or a service.
func (s *Store) indexEntry(ctx context.Context, id int64) (e search.Entry, listed bool, err error) {
	var typ string
	var published bool
	c := &e.Card
	e.ID = id
	err = s.read.QueryRowContext(ctx, indexProductSQL, id).Scan(&typ, &c.Title, &c.Code, &c.Slug, &c.Category, &c.Manufacturer,
		&e.Discount, &c.Net, &c.DiscountPercent, &e.Stock, &e.Created, &c.Popular, &c.New, &e.Featured, &e.Recommended,
		&c.Delayed, &published, &e.Group, &c.Image, &c.EnergyClass, &c.EnergyLabel, &c.EnergySheet)
	if errors.Is(err, sql.ErrNoRows) || err == nil && typ != "product" {
		return e, false, nil
	}
	if err != nil {
		return e, false, err
	}
	e.Hidden = !published
	e.Price = NetAfterDiscount(c.Net, c.DiscountPercent)
	if c.Previous, err = s.previousPrice(ctx, id, e.Discount, c.Net, e.Price); err != nil {
		return e, false, err
	}
	if e.Options, err = idsOf(ctx, s.read, `SELECT option_id FROM product_properties WHERE product_id = ? ORDER BY option_id`, id); err != nil {
		return e, false, err
	}
	q, args := productTextsSQL(s.langs, id, `'title'`)
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return e, false, err
	}
	defer rows.Close()
	for rows.Next() {
		var lang, field, title string
		if err := rows.Scan(&lang, &field, &title); err != nil {
			return e, false, err
		}
		if title != "" {
			if e.Titles == nil {
				e.Titles = map[string]string{}
			}
			e.Titles[lang] = title
		}
	}
	return e, true, rows.Err()
}
