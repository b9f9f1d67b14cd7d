package store

import (
	"bytes"
	"cmp"
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/sync/errgroup"
)

// catalogIndex is the in-memory search and facet index over every published product.
// SQL GROUP BY facet counts take ~270 ms at 100,000 products; here each filter option is a
// bitset of product slots, so a whole catalogue answer is a few bitset ANDs and popcounts.
// It is built at start (LoadCatalog) and kept in step with writes (RefreshStock, LoadCatalog).
type catalogIndex struct {
	mu sync.RWMutex // guards stock, inventory sets and the quantity order

	n     int
	ids   []int64
	stock []int64
	price []int64 // net cents after discount: orders the same as the price with tax
	live  bitset  // every indexed product (published, type product)

	byCategory     map[int64]bitset // a category's whole subtree
	byManufacturer map[int64]bitset
	byDiscount     map[int64]bitset
	byInventory    map[int64]bitset // InventoryInStock, InventoryLowStock, InventoryOutOfStock
	byOption       map[int64]bitset

	manufacturers []facetOption // in display order
	discounts     []facetOption
	properties    []facetProperty
	optionOf      map[int64]int64 // option id → property id (filterable ones only)

	cards   []cardBase        // what a product card shows, per slot
	manRefs map[int64]*Ref    // brand id → a card's manufacture
	sliders map[string]bitset // home slider type → its products

	orders        map[string][]int32 // sort field → slots in ascending order
	quantityDirty bool

	text textIndex
}

// Inventory filter ids: a product's stock state.
const (
	InventoryInStock    = 1
	InventoryLowStock   = 2
	InventoryOutOfStock = 3
)

func inventoryOf(stock int64) int64 {
	switch StockClass(stock) {
	case "out_of_stock":
		return InventoryOutOfStock
	case "low_stock":
		return InventoryLowStock
	}
	return InventoryInStock
}

type facetOption struct {
	ID    int64
	Title string
	Slug  string
	Image string
}

type facetProperty struct {
	ID        int64
	Title     string
	GroupName string
	Options   []facetOption
}

const indexProductsSQL = `
SELECT p.id, p.title, p.code, p.slug, COALESCE(p.category_id, 0), COALESCE(p.manufacturer_id, 0),
       COALESCE(p.discount_id, 0), p.net_price, COALESCE(d.percent, 0), p.stock, p.created_at, p.is_popular,
       p.is_new, p.is_featured, p.is_recommended, p.is_delayed_delivery
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.published = 1 AND p.type = 'product'
ORDER BY p.id`

// One row per product, not per property: the Go side of the driver costs about a microsecond
// a row, and the table holds several rows per product. Option values are read once each
// (indexOptionsSQL), not once per product.
const indexPropertiesSQL = `
SELECT product_id, group_concat(option_id) FROM product_properties GROUP BY product_id ORDER BY product_id`

const indexOptionsSQL = `
SELECT o.id, o.value, pr.filterable FROM property_options o JOIN properties pr ON pr.id = o.property_id`

const indexFacetsSQL = `
SELECT pr.id, pr.title, g.name, o.id, o.value
FROM properties pr
JOIN property_groups g ON g.id = pr.group_id
JOIN property_options o ON o.property_id = pr.id
WHERE pr.filterable = 1
ORDER BY g.position, pr.position, pr.id, o.position, o.value`

type indexRow struct {
	id, cat, man, disc, net, pct, stock          int64
	title, code, slug, created                   string
	popular, isNew, featured, recommended, delay bool
}

// The first picture of every product, for the cards (the table is ordered by product and
// position, so this streams without sorting).
const indexImagesSQL = `SELECT product_id, path, min(position) FROM product_images GROUP BY product_id`

type optionRow struct {
	value      string
	filterable bool
}

// buildIndex reads the catalogue in two parallel scans: the products (whose titles are
// indexed as they stream in, then sorted five ways) and their properties.
func (s *Store) buildIndex(ctx context.Context) (*catalogIndex, error) {
	tree, err := s.categories(ctx)
	if err != nil {
		return nil, err
	}
	x := &catalogIndex{byManufacturer: map[int64]bitset{}, byDiscount: map[int64]bitset{},
		byInventory: map[int64]bitset{}, byOption: map[int64]bitset{}, optionOf: map[int64]int64{},
		sliders: map[string]bitset{}}
	var rows []indexRow
	var props productOptions
	options := map[int64]optionRow{}
	images := map[int64]string{}
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		var err error
		if rows, err = s.scanProducts(gctx, x); err != nil {
			return err
		}
		x.buildOrders(rows)
		return nil
	})
	g.Go(func() error {
		var err error
		if props, err = s.scanProductOptions(gctx); err != nil {
			return err
		}
		return s.scanOptions(gctx, options)
	})
	g.Go(func() error {
		if err := s.loadFacetMeta(gctx, x); err != nil {
			return err
		}
		return s.scanImages(gctx, images)
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	for i := range x.cards {
		x.cards[i].image = images[x.ids[i]]
	}

	n := x.n
	x.live = newBitset(n)
	x.live.fill(n)
	catOf := make([]int64, n)
	for i, p := range rows {
		slot := int32(i)
		catOf[i] = p.cat
		x.setIn(x.byManufacturer, p.man, slot)
		x.setIn(x.byDiscount, p.disc, slot)
		x.setIn(x.byInventory, inventoryOf(p.stock), slot)
		x.setFlag("featured", p.featured, slot)
		x.setFlag("popular", p.popular, slot)
		x.setFlag("new", p.isNew, slot)
		x.setFlag("recommended", p.recommended, slot)
		x.setFlag("discount", p.disc != 0, slot)
	}
	// Both scans run in product id order, so one walk pairs each product with its slot.
	optSlots := map[int64][]int32{}
	slot := 0
	for pi, product := range props.products {
		for slot < n && x.ids[slot] < product {
			slot++
		}
		if slot == n || x.ids[slot] != product {
			continue // unpublished, or a service
		}
		for _, o := range props.options[props.start[pi]:props.start[pi+1]] {
			option := int64(o)
			optSlots[option] = append(optSlots[option], int32(slot))
			if options[option].filterable {
				x.setIn(x.byOption, option, int32(slot))
			}
		}
	}
	x.byCategory = subtreeSets(tree, catOf, n)
	x.manRefs = x.manufacturerRefs()
	x.text.other, x.text.sources = x.otherWords(tree, options, optSlots)
	return x, nil
}

// scanProducts reads every published product into the index's per-slot arrays and the title
// dictionary, and returns the rows the sorts need.
func (s *Store) scanProducts(ctx context.Context, x *catalogIndex) ([]indexRow, error) {
	r, err := s.read.QueryContext(ctx, indexProductsSQL)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var rows []indexRow
	titles := dictBuilder{}
	x.text.codes = map[string]int32{}
	for slot := int32(0); r.Next(); slot++ {
		var p indexRow
		if err := r.Scan(&p.id, &p.title, &p.code, &p.slug, &p.cat, &p.man, &p.disc, &p.net, &p.pct, &p.stock, &p.created,
			&p.popular, &p.isNew, &p.featured, &p.recommended, &p.delay); err != nil {
			return nil, err
		}
		x.cards = append(x.cards, cardBase{title: p.title, code: p.code, slug: p.slug, cat: p.cat, man: p.man,
			net: p.net, pct: p.pct, popular: p.popular, isNew: p.isNew, delayed: p.delay})
		price := p.net
		if p.pct > 0 {
			price = Discounted(p.net, p.pct)
		}
		x.ids, x.stock, x.price = append(x.ids, p.id), append(x.stock, p.stock), append(x.price, price)
		p.title = fold(p.title) // folded once: for the words and for the title sort
		words := splitWords(p.title)
		titles.addWords(slot, words)
		titles.add(slot, p.code)
		x.text.codes[compact(p.code)] = slot
		x.text.wordCount = append(x.text.wordCount, uint8(min(len(words), 255)))
		p.code = ""
		rows = append(rows, p)
	}
	if err := r.Err(); err != nil {
		return nil, err
	}
	x.n, x.text.n = len(rows), len(rows)
	x.text.title = titles.build()
	return rows, nil
}

// productOptions are the option ids of each product, flattened: product i has
// options[start[i]:start[i+1]].
type productOptions struct {
	products []int64
	start    []int32
	options  []int32
}

func (s *Store) scanProductOptions(ctx context.Context) (productOptions, error) {
	po := productOptions{start: []int32{0}}
	r, err := s.read.QueryContext(ctx, indexPropertiesSQL)
	if err != nil {
		return po, err
	}
	defer r.Close()
	var list []byte
	for r.Next() {
		var product int64
		if err := r.Scan(&product, &list); err != nil {
			return po, err
		}
		for _, part := range bytes.Split(list, []byte{','}) {
			option, err := strconv.ParseInt(string(part), 10, 32)
			if err != nil {
				return po, err
			}
			po.options = append(po.options, int32(option))
		}
		po.products = append(po.products, product)
		po.start = append(po.start, int32(len(po.options)))
	}
	return po, r.Err()
}

func (s *Store) scanImages(ctx context.Context, images map[int64]string) error {
	r, err := s.read.QueryContext(ctx, indexImagesSQL)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		var id, pos int64
		var path string
		if err := r.Scan(&id, &path, &pos); err != nil {
			return err
		}
		images[id] = path
	}
	return r.Err()
}

func (s *Store) scanOptions(ctx context.Context, options map[int64]optionRow) error {
	r, err := s.read.QueryContext(ctx, indexOptionsSQL)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var o optionRow
		if err := r.Scan(&id, &o.value, &o.filterable); err != nil {
			return err
		}
		options[id] = o
	}
	return r.Err()
}

// otherWords indexes the words of categories, brands and property values by source.
func (x *catalogIndex) otherWords(tree *categoryTree, options map[int64]optionRow, optSlots map[int64][]int32) (dictionary, []source) {
	words := dictBuilder{}
	var sources []source
	add := func(text string, src source) {
		if src.bits == nil && len(src.slots) == 0 {
			return
		}
		id := int32(len(sources))
		sources = append(sources, src)
		words.add(id, text)
	}
	tree.mu.RLock()
	for id, c := range tree.byID {
		add(c.Title, source{bits: x.byCategory[id]}) // a subtree: a parent's words reach its children
	}
	tree.mu.RUnlock()
	for _, m := range x.manufacturers {
		add(m.Title, source{bits: x.byManufacturer[m.ID]})
	}
	for id, slots := range optSlots {
		add(options[id].value, source{slots: slots})
	}
	return words.build(), sources
}

// slot finds a product's slot; ids are in ascending order, so a binary search does it
// without a 100,000-entry map.
func (x *catalogIndex) slot(id int64) (int32, bool) {
	i, ok := slices.BinarySearch(x.ids, id)
	return int32(i), ok
}

func (x *catalogIndex) setFlag(slider string, on bool, slot int32) {
	if !on {
		return
	}
	b, ok := x.sliders[slider]
	if !ok {
		b = newBitset(x.n)
		x.sliders[slider] = b
	}
	b.set(slot)
}

func (x *catalogIndex) setIn(m map[int64]bitset, key int64, slot int32) {
	if key == 0 {
		return
	}
	b, ok := m[key]
	if !ok {
		b = newBitset(x.n)
		m[key] = b
	}
	b.set(slot)
}

// subtreeSets gives every category the set of products in it or below it.
func subtreeSets(tree *categoryTree, catOf []int64, n int) map[int64]bitset {
	tree.mu.RLock()
	defer tree.mu.RUnlock()
	out := make(map[int64]bitset, len(tree.byID))
	for id := range tree.byID {
		out[id] = newBitset(n)
	}
	for slot, cat := range catOf {
		for c := tree.byID[cat]; c != nil; c = tree.byID[c.ParentID] {
			out[c.ID].set(int32(slot))
			if c.ParentID == 0 {
				break
			}
		}
	}
	return out
}

func (s *Store) loadFacetMeta(ctx context.Context, x *catalogIndex) error {
	ms, err := s.Manufacturers(ctx, 0)
	if err != nil {
		return err
	}
	for _, m := range ms {
		x.manufacturers = append(x.manufacturers, facetOption{ID: m.ID, Title: m.Title, Slug: m.Slug, Image: m.Image.Source})
	}
	r, err := s.read.QueryContext(ctx, `SELECT id, title FROM discounts ORDER BY percent, id`)
	if err != nil {
		return err
	}
	for r.Next() {
		var o facetOption
		if err := r.Scan(&o.ID, &o.Title); err != nil {
			r.Close()
			return err
		}
		x.discounts = append(x.discounts, o)
	}
	r.Close()
	if err := r.Err(); err != nil {
		return err
	}
	r, err = s.read.QueryContext(ctx, indexFacetsSQL)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		var pid, oid int64
		var title, group, value string
		if err := r.Scan(&pid, &title, &group, &oid, &value); err != nil {
			return err
		}
		if len(x.properties) == 0 || x.properties[len(x.properties)-1].ID != pid {
			x.properties = append(x.properties, facetProperty{ID: pid, Title: title, GroupName: group})
		}
		p := &x.properties[len(x.properties)-1]
		p.Options = append(p.Options, facetOption{ID: oid, Title: value})
		x.optionOf[oid] = pid
	}
	return r.Err()
}

// Sort fields (spec §9 sorts are field:direction).
const (
	sortDefault  = ""
	sortQuantity = "quantity"
	sortCreated  = "created_at"
	sortTitle    = "title"
	sortPrice    = "price_with_tax"
)

// buildOrders precomputes one ascending order of slots per sort field; a descending sort
// walks it backwards. Ties fall back to the slot (the product id order), so pages never
// shuffle. The five sorts run in parallel.
func (x *catalogIndex) buildOrders(rows []indexRow) {
	cmpBool := func(a, b bool) int { // true first
		switch {
		case a == b:
			return 0
		case a:
			return -1
		}
		return 1
	}
	sorts := map[string]func(a, b int32) int{
		sortCreated:  func(a, b int32) int { return strings.Compare(rows[a].created, rows[b].created) },
		sortTitle:    func(a, b int32) int { return strings.Compare(rows[a].title, rows[b].title) }, // folded
		sortPrice:    func(a, b int32) int { return cmp.Compare(x.price[a], x.price[b]) },
		sortQuantity: func(a, b int32) int { return cmp.Compare(x.stock[a], x.stock[b]) },
		// The default shop order: buyable first, then popular, then newest.
		sortDefault: func(a, b int32) int {
			if c := cmpBool(rows[a].stock > 0, rows[b].stock > 0); c != 0 {
				return c
			}
			if c := cmpBool(rows[a].popular, rows[b].popular); c != 0 {
				return c
			}
			return strings.Compare(rows[b].created, rows[a].created)
		},
	}
	x.orders = make(map[string][]int32, len(sorts))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for name, less := range sorts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o := x.order(less)
			mu.Lock()
			x.orders[name] = o
			mu.Unlock()
		}()
	}
	wg.Wait()
}

func (x *catalogIndex) order(compare func(a, b int32) int) []int32 {
	o := make([]int32, x.n)
	for i := range o {
		o[i] = int32(i)
	}
	slices.SortFunc(o, func(a, b int32) int {
		if c := compare(a, b); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return o
}

// indexHolder lets LoadCatalog swap a fresh index in while queries run on the old one, and
// lets queries that come before the first index wait for it.
type indexHolder struct {
	p       atomic.Pointer[catalogIndex]
	once    sync.Once
	ready   chan struct{}
	version atomic.Uint64 // moves on after every change of what the index answers
}

func (h *indexHolder) store(x *catalogIndex) {
	h.p.Store(x)
	h.version.Add(1)
	h.once.Do(func() { close(h.ready) })
}

// CatalogVersion changes after every change of the catalogue index (a new load, a stock
// change), so an answer computed under one version may be reused while it stays current.
// It moves on after the change is in place: an answer tagged with the current version never
// predates a change.
func (s *Store) CatalogVersion() uint64 { return s.index.version.Load() }

// load returns the index, waiting for the first one if it is still being built.
func (h *indexHolder) load(ctx context.Context) (*catalogIndex, error) {
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

// RefreshStock re-reads the stock of products after a write (an order, a restock) and
// updates their stock state in the index.
func (s *Store) RefreshStock(ctx context.Context, ids ...int64) error {
	x := s.index.p.Load()
	if x == nil || len(ids) == 0 {
		return nil
	}
	for _, id := range ids {
		var stock int64
		if err := s.read.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ?`, id).Scan(&stock); err != nil {
			continue // a deleted product: it disappears at the next full load
		}
		x.mu.Lock()
		if slot, ok := x.slot(id); ok && x.stock[slot] != stock {
			x.byInventory[inventoryOf(x.stock[slot])].clear(slot)
			x.stock[slot] = stock
			x.setIn(x.byInventory, inventoryOf(stock), slot)
			x.quantityDirty = true
			s.index.version.Add(1)
		}
		x.mu.Unlock()
	}
	return nil
}

// quantityOrder re-sorts the stock order after stock changes; callers hold x.mu for writing.
func (x *catalogIndex) resortQuantity() {
	slices.SortFunc(x.orders[sortQuantity], func(a, b int32) int {
		if c := cmp.Compare(x.stock[a], x.stock[b]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	x.quantityDirty = false
}

// manufacturerRefs maps brand ids to their card reference.
func (x *catalogIndex) manufacturerRefs() map[int64]*Ref {
	refs := make(map[int64]*Ref, len(x.manufacturers))
	for _, m := range x.manufacturers {
		refs[m.ID] = &Ref{Title: m.Title, Link: ManufacturerLink(m.Slug)}
	}
	return refs
}
