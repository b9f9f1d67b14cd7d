package store

import (
	"context"
	"strings"

	"shop/i18n"
	"shop/store/search"
)

// Card is a product as lists show it (catalogue, sliders, wishlist, search).
type Card struct {
	ID                     int64    `json:"id"`
	Type                   string   `json:"type"`
	Title                  string   `json:"title"`
	Code                   string   `json:"code"`
	Link                   string   `json:"link"`
	Image                  Image    `json:"image"`
	Manufacture            *Ref     `json:"manufacture"`
	Category               *CardCat `json:"category"`
	Quantity               int64    `json:"quantity"`
	StockStatus            string   `json:"stock_status"`
	StockStatusClass       string   `json:"stock_status_class"`
	IsAvailableForPurchase bool     `json:"is_available_for_purchase"`
	IsPopular              bool     `json:"is_popular"`
	IsNew                  bool     `json:"is_new"`
	IsDelayedDelivery      bool     `json:"is_delayed_delivery"`
	DiscountPercent        int64    `json:"discount_percent"`
	Prices                 Prices   `json:"prices"`
}

// Ref is a titled link (manufacturer, breadcrumb).
type Ref struct {
	Title string `json:"title"`
	Link  string `json:"link"`
}

// CardCat is a product's category with its ancestors (root first).
type CardCat struct {
	ID      int64  `json:"id"`
	Title   string `json:"title"`
	Link    string `json:"link"`
	Parents []Ref  `json:"parents"`
}

// Prices carries both the net and gross prices; the UI's tax switch picks one.
// current_price is the gross price in euros (what analytics reports).
type Prices struct {
	CurrentPrice                  float64 `json:"current_price"`
	CurrentCents                  int64   `json:"current_cents"`
	IsActiveDiscount              bool    `json:"is_active_discount"`
	CurrentFormattedPrice         string  `json:"current_formatted_price"`
	CurrentFormattedPriceWithTax  string  `json:"current_formatted_price_with_tax"`
	PreviousFormattedPrice        string  `json:"previous_formatted_price"`
	PreviousFormattedPriceWithTax string  `json:"previous_formatted_price_with_tax"`
}

// MakePrices prices a product of net cents with an optional percent discount. previous is
// the struck-through old price in net cents, 0 for none: the lowest price of the 30 days
// before the discount began (the EU Omnibus rule, store/price.go).
func (p Pricing) MakePrices(net, discountPercent, previous int64) Prices {
	cur := NetAfterDiscount(net, discountPercent)
	gross := p.Gross(cur)
	pr := Prices{
		CurrentPrice: Euros(gross), CurrentCents: gross, IsActiveDiscount: discountPercent > 0,
		CurrentFormattedPrice: p.Money(cur), CurrentFormattedPriceWithTax: p.Money(gross),
	}
	if discountPercent > 0 && previous > 0 {
		pr.PreviousFormattedPrice = p.Money(previous)
		pr.PreviousFormattedPriceWithTax = p.Money(p.Gross(previous))
	}
	return pr
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
       COALESCE((SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1), '')
FROM products p
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.published = 1 AND p.id IN (`

// Cards makes product cards by id in p's language, in the order of ids; unknown or hidden ids are
// skipped. Catalogue products come from the in-memory index (with its titles in every
// language); others (services) from SQL.
func (s *Store) Cards(ctx context.Context, ids []int64, p Pricing) ([]Card, error) {
	lang := p.Lang
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
			c := Card{ID: id, Type: "product", Title: b.Title, Code: b.Code, Link: s.Path(lang, ProductLink(b.Slug)),
				Image: Image{Source: b.Image}, Manufacture: s.manufacturerRef(x, b.Manufacturer, lang), Quantity: stock,
				IsPopular: b.Popular, IsNew: b.New, IsDelayedDelivery: b.Delayed}
			finishCard(&c, tree, b.Category, b.Net, b.DiscountPercent, b.Previous, p)
			byID[id] = c
		}
		tree.mu.RUnlock()
	} else {
		missing = ids
	}
	if err := s.cardsFromSQL(ctx, missing, tree, p, byID); err != nil {
		return nil, err
	}
	for _, id := range ids {
		if c, ok := byID[id]; ok {
			out = append(out, c)
		}
	}
	return out, nil
}

// manufacturerRef is a card's brand, from the index's brands, linked in lang.
func (s *Store) manufacturerRef(x *search.Index, id int64, lang string) *Ref {
	m, ok := x.Manufacturer(id)
	if !ok {
		return nil
	}
	return &Ref{Title: m.Title, Link: s.Path(lang, ManufacturerLink(m.Slug))}
}

// finishCard fills what index and SQL cards share: category path, stock state and prices.
// Callers hold tree.mu for reading.
func finishCard(c *Card, tree *categoryTree, catID, net, pct, previous int64, p Pricing) {
	if cat := tree.byID[catID]; cat != nil {
		cc := &CardCat{ID: cat.ID, Title: cat.Title, Link: cat.Link, Parents: []Ref{}}
		for _, a := range tree.ancestors(cat.ID) {
			cc.Parents = append(cc.Parents, Ref{Title: a.Title, Link: a.Link})
		}
		c.Category = cc
	}
	class := StockClass(c.Quantity)
	c.StockStatus = i18n.T(p.Lang, "stock_"+class)
	c.StockStatusClass = strings.ReplaceAll(class, "_", "-")
	c.IsAvailableForPurchase = c.Quantity > 0
	c.DiscountPercent = pct
	c.Prices = p.MakePrices(net, pct, previous)
}

// cardsFromSQL makes the cards of ids from SQL: the products the index does not list
// (services) and every product before the first index is built. It works out old prices
// from the price history the way the index build does.
func (s *Store) cardsFromSQL(ctx context.Context, ids []int64, tree *categoryTree, p Pricing, byID map[int64]Card) error {
	lang := p.Lang
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
		catID, net, discount, pct int64
	}
	var cards []sqlCard
	for rows.Next() {
		var c sqlCard
		var slug, mTitle, mSlug, img string
		if err := rows.Scan(&c.ID, &c.Type, &slug, &c.Code, &c.Title, &c.Quantity, &c.net, &c.discount, &c.pct,
			&c.IsPopular, &c.IsNew, &c.IsDelayedDelivery, &c.catID, &mTitle, &mSlug, &img); err != nil {
			rows.Close()
			return err
		}
		c.Link = s.Path(lang, ProductLink(slug))
		c.Image = Image{Source: img}
		if mSlug != "" {
			c.Manufacture = &Ref{Title: mTitle, Link: s.Path(lang, ManufacturerLink(mSlug))}
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
	previous := make([]int64, len(cards))
	for i, c := range cards { // after the rows are closed: one read connection at a time
		if previous[i], err = s.previousPrice(ctx, c.ID, c.discount, c.net, NetAfterDiscount(c.net, c.pct)); err != nil {
			return err
		}
	}
	tree.mu.RLock()
	defer tree.mu.RUnlock()
	for i, c := range cards {
		finishCard(&c.Card, tree, c.catID, c.net, c.pct, previous[i], p)
		byID[c.ID] = c.Card
	}
	return nil
}
