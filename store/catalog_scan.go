package store

import (
	"bytes"
	"context"
	"database/sql"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"shop/store/search"
)

// The catalogue index holds products, not services; unpublished ones get a slot that lists
// nothing, so that publishing one later is a bit in the index rather than a rebuild.
const indexProductsSQL = `
SELECT p.id, p.title, p.code, p.slug, COALESCE(p.category_id, 0), COALESCE(p.manufacturer_id, 0),
       COALESCE(p.discount_id, 0), p.net_price, COALESCE(d.percent, 0), p.stock, p.created_at, p.is_popular,
       p.is_new, p.is_featured, p.is_recommended, p.is_delayed_delivery, p.published, COALESCE(p.variant_group, ''),
       p.energy_class, p.energy_label, p.energy_sheet
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.type = 'product'
ORDER BY p.id`

// The price history of every discounted product, for the cards' old prices (store/price.go);
// a product without history comes once, with NULLs.
const indexHistorySQL = `
SELECT p.id, COALESCE(p.discount_id, 0), p.net_price, COALESCE(d.percent, 0),
       h.at, COALESCE(h.discount_id, 0), h.net_price, h.price
FROM products p
LEFT JOIN discounts d ON d.id = p.discount_id
LEFT JOIN price_history h ON h.product_id = p.id
WHERE p.type = 'product' AND p.discount_id IS NOT NULL
ORDER BY p.id, h.seq`

// One row per product, not per property: the Go side of the driver costs about a microsecond
// a row, and the table holds several rows per product. Option values are read once each
// (indexOptionsSQL), not once per product. string_agg, not group_concat: both SQLite (3.44 on)
// and PostgreSQL have it, and its ORDER BY makes the list's order the same on both.
const indexPropertiesSQL = `
SELECT product_id, string_agg(CAST(option_id AS TEXT), ',' ORDER BY property_id) FROM product_properties
GROUP BY product_id ORDER BY product_id`

const indexOptionsSQL = `
SELECT o.id, o.value, pr.filterable FROM property_options o JOIN properties pr ON pr.id = o.property_id`

const indexDiscountsSQL = `SELECT id, title FROM discounts ORDER BY percent, id`

const indexFacetsSQL = `
SELECT pr.id, pr.title, g.id, g.name, o.id, o.value
FROM properties pr
JOIN property_groups g ON g.id = pr.group_id
JOIN property_options o ON o.property_id = pr.id
WHERE pr.filterable = 1
ORDER BY g.position, pr.position, pr.id, o.position, o.value`

// The first picture of every product, for the cards (the table is ordered by product and
// position, so this streams without sorting). The first position is found per product and
// its row joined, rather than SQLite's bare column beside min(), which PostgreSQL refuses.
const indexImagesSQL = `
SELECT i.product_id, i.path FROM product_images i
JOIN (SELECT product_id, min(position) AS first FROM product_images GROUP BY product_id) f
  ON f.product_id = i.product_id AND f.first = i.position`

// buildIndex is a fresh index of the catalogue, product titles in every language included.
func (s *Store) buildIndex(ctx context.Context) (*search.Index, error) {
	x, err := s.buildBaseIndex(ctx)
	if err != nil {
		return nil, err
	}
	titles, err := s.scanTranslatedTitles(ctx)
	if err != nil {
		return nil, err
	}
	return x.WithTitles(titles), nil
}

// buildBaseIndex reads the catalogue into a search.Builder in parallel scans: the products
// (whose titles the builder indexes as they stream in), the options of each product, the
// rest (categories, brands, discounts, filterable properties, pictures, old prices). Category
// titles and option values come in every language; product titles only in the default one
// (scanTranslatedTitles and WithTitles add the others).
func (s *Store) buildBaseIndex(ctx context.Context) (*search.Index, error) {
	tree, err := s.categories(ctx)
	if err != nil {
		return nil, err
	}
	b := search.NewBuilder(s.langs.Default)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error { return s.scanProducts(gctx, b) })
	g.Go(func() error {
		if err := s.scanProductOptions(gctx, b); err != nil {
			return err
		}
		if err := s.scanOptions(gctx, b); err != nil {
			return err
		}
		return s.addTranslatedWords(gctx, b, "property_option", "value", b.AddOptionWords)
	})
	g.Go(func() error {
		addCategories(tree, b)
		if err := s.addTranslatedWords(gctx, b, "category", "title", b.AddCategoryWords); err != nil {
			return err
		}
		if err := s.scanFacets(gctx, b); err != nil {
			return err
		}
		if err := s.scanImages(gctx, b); err != nil {
			return err
		}
		return s.scanPrevious(gctx, b)
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return b.Build(), nil
}

func (s *Store) scanProducts(ctx context.Context, b *search.Builder) error {
	r, err := s.read.QueryContext(ctx, indexProductsSQL)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		var p search.Product
		var published bool
		c := &p.Card
		if err := r.Scan(&p.ID, &c.Title, &c.Code, &c.Slug, &c.Category, &c.Manufacturer, &p.Discount, &c.Net,
			&c.DiscountPercent, &p.Stock, &p.Created, &c.Popular, &c.New, &p.Featured, &p.Recommended, &c.Delayed,
			&published, &p.Group, &c.EnergyClass, &c.EnergyLabel, &c.EnergySheet); err != nil {
			return err
		}
		p.Hidden = !published
		p.Price = NetAfterDiscount(c.Net, c.DiscountPercent)
		b.AddProduct(p)
	}
	return r.Err()
}

// translatedTitlesSQL reads one language's product titles, a thousand products a row: the
// driver costs about a microsecond a row, more than SQLite's own work here. A row is
// "id\x1ftitle" records joined by \x1e (control characters no title holds), bound as
// arguments (titleSep, recordSep): SQLite's char() is not PostgreSQL's.
const translatedTitlesSQL = `
SELECT string_agg(CAST(id AS TEXT) || CAST(? AS TEXT) || value, CAST(? AS TEXT) ORDER BY id)
FROM translations WHERE entity = 'product' AND lang = ? AND field = 'title'
GROUP BY id / 1000 ORDER BY id / 1000`

// titleSep and recordSep split translatedTitlesSQL's rows.
const titleSep, recordSep = "\x1f", "\x1e"

// scanTranslatedTitles reads the product titles of every other language, one language a
// goroutine.
func (s *Store) scanTranslatedTitles(ctx context.Context) ([]*search.Titles, error) {
	var parts []*search.Titles
	g, gctx := errgroup.WithContext(ctx)
	for _, lang := range s.langs.All {
		if lang == s.langs.Default {
			continue
		}
		t := search.NewTitles(lang)
		parts = append(parts, t)
		g.Go(func() error { return s.scanTitlesIn(gctx, t, lang) })
	}
	return parts, g.Wait()
}

func (s *Store) scanTitlesIn(ctx context.Context, t *search.Titles, lang string) error {
	r, err := s.read.QueryContext(ctx, translatedTitlesSQL, titleSep, recordSep, lang)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		var chunk string
		if err := r.Scan(&chunk); err != nil {
			return err
		}
		for rec := range strings.SplitSeq(chunk, recordSep) {
			idText, title, ok := strings.Cut(rec, titleSep)
			id, err := strconv.ParseInt(idText, 10, 64)
			if ok && err == nil {
				t.Add(id, title)
			}
		}
	}
	return r.Err()
}

// addTranslatedWords hands the builder a small table's field in every other language, from
// the translations held in memory.
func (s *Store) addTranslatedWords(ctx context.Context, b *search.Builder, entity, field string, add func(int64, string)) error {
	for _, lang := range s.langs.All {
		texts, err := s.textsIn(ctx, lang)
		if err != nil {
			return err
		}
		for id, fields := range texts[entity] {
			if v := fields[field]; v != "" {
				add(id, v)
			}
		}
	}
	return nil
}

func (s *Store) scanProductOptions(ctx context.Context, b *search.Builder) error {
	r, err := s.read.QueryContext(ctx, indexPropertiesSQL)
	if err != nil {
		return err
	}
	defer r.Close()
	var list []byte
	var options []int32
	for r.Next() {
		var product int64
		if err := r.Scan(&product, &list); err != nil {
			return err
		}
		options = options[:0]
		for part := range bytes.SplitSeq(list, []byte{','}) {
			option, err := strconv.ParseInt(string(part), 10, 32)
			if err != nil {
				return err
			}
			options = append(options, int32(option))
		}
		b.AddProductOptions(product, options...)
	}
	return r.Err()
}

func (s *Store) scanOptions(ctx context.Context, b *search.Builder) error {
	r, err := s.read.QueryContext(ctx, indexOptionsSQL)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var value string
		var filterable bool
		if err := r.Scan(&id, &value, &filterable); err != nil {
			return err
		}
		b.AddOption(id, value, filterable)
	}
	return r.Err()
}

// addCategories hands the builder the category tree in display order.
func addCategories(tree *categoryTree, b *search.Builder) {
	tree.mu.RLock()
	defer tree.mu.RUnlock()
	var walk func(parent int64)
	walk = func(parent int64) {
		for _, id := range tree.children[parent] {
			b.AddCategory(id, parent, tree.byID[id].Title)
			walk(id)
		}
	}
	walk(0)
}

// scanFacets reads what the facets show of brands, discounts and filterable properties.
func (s *Store) scanFacets(ctx context.Context, b *search.Builder) error {
	ms, err := s.Manufacturers(ctx, 0, "")
	if err != nil {
		return err
	}
	for _, m := range ms {
		b.AddManufacturer(search.Option{ID: m.ID, Title: m.Title, Slug: m.Slug, Image: m.Image})
	}
	r, err := s.read.QueryContext(ctx, indexDiscountsSQL)
	if err != nil {
		return err
	}
	for r.Next() {
		var o search.Option
		if err := r.Scan(&o.ID, &o.Title); err != nil {
			r.Close()
			return err
		}
		b.AddDiscount(o)
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
		var p search.Property
		var o search.Option
		if err := r.Scan(&p.ID, &p.Title, &p.GroupID, &p.GroupName, &o.ID, &o.Title); err != nil {
			return err
		}
		b.AddFacetOption(p, o)
	}
	return r.Err()
}

func (s *Store) scanImages(ctx context.Context, b *search.Builder) error {
	r, err := s.read.QueryContext(ctx, indexImagesSQL)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var path string
		if err := r.Scan(&id, &path); err != nil {
			return err
		}
		b.SetImage(id, path)
	}
	return r.Err()
}

// scanPrevious works out the old price of every discounted product from its price history.
func (s *Store) scanPrevious(ctx context.Context, b *search.Builder) error {
	r, err := s.read.QueryContext(ctx, indexHistorySQL)
	if err != nil {
		return err
	}
	defer r.Close()
	var id, discount, net, percent int64
	var history []pricePoint
	flush := func() {
		if id != 0 {
			if prev := omnibusPrevious(history, discount, net, NetAfterDiscount(net, percent)); prev != 0 {
				b.SetPrevious(id, prev)
			}
		}
		history = history[:0]
	}
	for r.Next() {
		var pid, pDiscount, pNet, pPercent int64
		var at sql.NullString
		var h pricePoint
		var hNet, hPrice sql.NullInt64
		if err := r.Scan(&pid, &pDiscount, &pNet, &pPercent, &at, &h.Discount, &hNet, &hPrice); err != nil {
			return err
		}
		if pid != id {
			flush()
			id, discount, net, percent = pid, pDiscount, pNet, pPercent
		}
		if at.Valid {
			h.At, h.Net, h.Price = at.String, hNet.Int64, hPrice.Int64
			history = append(history, h)
		}
	}
	flush()
	return r.Err()
}
