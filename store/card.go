package store

import (
	"context"
	"strings"

	"shop/store/search"
)

// Card is a product as lists show it (catalogue, sliders, wishlist, search), as plain
// values: its title in the language asked for, slugs for its links, cents for its prices.
// present.MakeCards writes the answer (links in the page's language, labels, money).
type Card struct {
	ID                int64
	Type              string // product or service
	Title             string
	Code              string
	Slug              string
	Image             string // the first picture's path, "" for none
	Manufacturer      *Named // nil: no brand
	Category          *CardCategory
	Quantity          int64 // in stock
	IsPopular         bool
	IsNew             bool
	IsDelayedDelivery bool
	Net               int64 // net cents before the discount
	DiscountPercent   int64
	Previous          int64       // the struck-through old price in net cents, 0 for none (Omnibus, price.go)
	Energy            EnergyLabel // shown next to the price when it has a class (product_energy.go)
}

// Named is something with a page of its own: its title in the language asked for and its slug.
type Named struct {
	Title string
	Slug  string
}

// CardCategory is a product's category with its ancestors (root first).
type CardCategory struct {
	ID      int64
	Title   string
	Slug    string
	Parents []Named
}

// ShownPrevious is the struck-through old price in net cents, 0 when the card shows none:
// only a discounted product shows one.
func (c Card) ShownPrevious() int64 {
	if c.DiscountPercent > 0 {
		return c.Previous
	}
	return 0
}

// CurrentGross is the card's price now, with VAT as pricing adds it, in cents: after the
// discount, the price a shopper pays.
func (c Card) CurrentGross(p Pricing) int64 {
	return p.Gross(NetAfterDiscount(c.Net, c.DiscountPercent))
}

// LowStock is the quantity at or below which a product shows "last items"; the catalogue
// index's inventory filter draws the same line.
const LowStock = search.LowStock

// StockClass names a product's stock state: in_stock, low_stock or out_of_stock.
func StockClass(qty int64) string {
	switch search.InventoryOf(qty) {
	case search.InventoryOutOfStock:
		return "out_of_stock"
	case search.InventoryLowStock:
		return "low_stock"
	}
	return "in_stock"
}

const cardSQL = `
SELECT p.id, p.type, p.slug, p.code, p.title, p.stock, p.net_price, COALESCE(p.discount_id, 0), COALESCE(d.percent, 0),
       p.is_popular, p.is_new, p.is_delayed_delivery, COALESCE(p.category_id, 0),
       COALESCE(m.title, ''), COALESCE(m.slug, ''),
       COALESCE((SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1), ''),
       p.energy_class, p.energy_label, p.energy_sheet
FROM products p
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.published = 1 AND p.id IN (`

// Cards makes product cards by id in lang, in the order of ids; unknown or hidden ids are
// skipped. Catalogue products come from the in-memory index (with its titles in every
// language); others (services) from SQL.
func (s *Store) Cards(ctx context.Context, ids []int64, lang string) ([]Card, error) {
	out := make([]Card, 0, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	tree, err := s.categoriesIn(ctx, lang)
	if err != nil {
		return nil, err
	}
	x := s.index.p.Load()
	var missing []int64
	byID := make(map[int64]Card, len(ids))
	if x != nil {
		tree.mu.RLock()
		for _, id := range ids {
			b, stock, ok := x.Card(id)
			if !ok {
				missing = append(missing, id)
				continue
			}
			if t, ok := x.TitleIn(id, lang); ok {
				b.Title = t
			}
			c := Card{ID: id, Type: "product", Title: b.Title, Code: b.Code, Slug: b.Slug, Image: b.Image,
				Manufacturer: brandOf(x, b.Manufacturer), Quantity: stock, IsPopular: b.Popular, IsNew: b.New,
				IsDelayedDelivery: b.Delayed, Net: b.Net, DiscountPercent: b.DiscountPercent, Previous: b.Previous,
				Energy: EnergyLabel{Class: b.EnergyClass, Label: b.EnergyLabel, Sheet: b.EnergySheet}}
			c.Category = tree.cardCategory(b.Category)
			byID[id] = c
		}
		tree.mu.RUnlock()
	} else {
		missing = ids
	}
	if err := s.cardsFromSQL(ctx, missing, tree, lang, byID); err != nil {
		return nil, err
	}
	for _, id := range ids {
		if c, ok := byID[id]; ok {
			out = append(out, c)
		}
	}
	return out, nil
}

// brandOf is a card's brand, from the index's brands; nil for none.
func brandOf(x *search.Index, id int64) *Named {
	m, ok := x.Manufacturer(id)
	if !ok {
		return nil
	}
	return &Named{Title: m.Title, Slug: m.Slug}
}

// cardCategory is the card's view of category id, with its ancestors; nil when the product
// is in none. Callers hold t.mu for reading.
func (t *categoryTree) cardCategory(id int64) *CardCategory {
	cat := t.byID[id]
	if cat == nil {
		return nil
	}
	cc := &CardCategory{ID: cat.ID, Title: cat.Title, Slug: cat.Slug, Parents: []Named{}}
	for _, a := range t.ancestors(cat.ID) {
		cc.Parents = append(cc.Parents, Named{Title: a.Title, Slug: a.Slug})
	}
	return cc
}

// cardsFromSQL makes the cards of ids from SQL: the products the index does not list
// (services) and every product before the first index is built. It works out old prices
// from the price history the way the index build does.
func (s *Store) cardsFromSQL(ctx context.Context, ids []int64, tree *categoryTree, lang string, byID map[int64]Card) error {
	if len(ids) == 0 {
		return nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.read.QueryContext(ctx, cardSQL+strings.Repeat("?,", len(ids)-1)+"?)", args...)
	if err != nil {
		return err
	}
	type sqlCard struct {
		Card
		catID, discount int64
	}
	var cards []sqlCard
	for rows.Next() {
		var c sqlCard
		var mTitle, mSlug string
		if err := rows.Scan(&c.ID, &c.Type, &c.Slug, &c.Code, &c.Title, &c.Quantity, &c.Net, &c.discount, &c.DiscountPercent,
			&c.IsPopular, &c.IsNew, &c.IsDelayedDelivery, &c.catID, &mTitle, &mSlug, &c.Image,
			&c.Energy.Class, &c.Energy.Label, &c.Energy.Sheet); err != nil {
			rows.Close()
			return err
		}
		if mSlug != "" {
			c.Manufacturer = &Named{Title: mTitle, Slug: mSlug}
		}
		cards = append(cards, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	cardIDs := make([]int64, len(cards))
	for i, c := range cards {
		cardIDs[i] = c.ID
	}
	texts, err := s.translations(ctx, "product", lang, cardIDs)
	if err != nil {
		return err
	}
	for i := range cards {
		translate(texts, cards[i].ID, "title", &cards[i].Title)
	}
	for i, c := range cards { // after the rows are closed: one read connection at a time
		if cards[i].Previous, err = s.previousPrice(ctx, c.ID, c.discount, c.Net, NetAfterDiscount(c.Net, c.DiscountPercent)); err != nil {
			return err
		}
	}
	tree.mu.RLock()
	defer tree.mu.RUnlock()
	for _, c := range cards {
		c.Category = tree.cardCategory(c.catID)
		byID[c.ID] = c.Card
	}
	return nil
}
