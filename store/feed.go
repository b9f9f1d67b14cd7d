package store

import (
	"context"
	"iter"
)

// FeedProduct is a published product as a shopping feed (Google Merchant Center) lists it,
// its texts in the feed's language (the default language's where a translation is missing).
type FeedProduct struct {
	ID               int64
	Code             string
	Slug             string
	Title            string
	Description      string
	ShortDescription string
	Image            string // the first picture's path; "" for none
	Price            int64  // net cents a shopper pays (after any discount)
	Stock            int64
	Brand            string
	GTIN, MPN        string
}

// feedPage is how many products one query of the feed reads: the feed goes out as it is
// read, to a client that may be slow, and a page at a time keeps a read connection only as
// long as one page takes.
const feedPage = 500

const feedSQL = `
SELECT p.id, p.code, p.slug, COALESCE(NULLIF(tt.value, ''), p.title), COALESCE(NULLIF(td.value, ''), p.description),
       COALESCE(NULLIF(ts.value, ''), p.short_description),
       COALESCE((SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1), ''),
       p.net_price, COALESCE(d.percent, 0), p.stock, COALESCE(m.title, ''), p.gtin, p.mpn
FROM products p
LEFT JOIN discounts d ON d.id = p.discount_id
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
LEFT JOIN translations tt ON tt.entity = 'product' AND tt.lang = ? AND tt.id = p.id AND tt.field = 'title'
LEFT JOIN translations td ON td.entity = 'product' AND td.lang = ? AND td.id = p.id AND td.field = 'description'
LEFT JOIN translations ts ON ts.entity = 'product' AND ts.lang = ? AND ts.id = p.id AND ts.field = 'short_description'
WHERE p.published = 1 AND p.type = 'product' AND p.id > ?
ORDER BY p.id LIMIT ?`

// FeedProducts yields the published products in lang, in the order of their ids, a page
// of queries at a time. The default language reads no translations (its texts are the rows'
// own), which the joins find none of.
func (s *Store) FeedProducts(ctx context.Context, lang string) iter.Seq2[FeedProduct, error] {
	if lang == s.langs.Default {
		lang = ""
	}
	return func(yield func(FeedProduct, error) bool) {
		var after int64
		for {
			page, err := s.feedPage(ctx, lang, after)
			if err != nil {
				yield(FeedProduct{}, err)
				return
			}
			for _, p := range page {
				if !yield(p, nil) {
					return
				}
			}
			if len(page) < feedPage {
				return
			}
			after = page[len(page)-1].ID
		}
	}
}

func (s *Store) feedPage(ctx context.Context, lang string, after int64) ([]FeedProduct, error) {
	rows, err := s.read.QueryContext(ctx, feedSQL, lang, lang, lang, after, feedPage)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	page := make([]FeedProduct, 0, feedPage)
	for rows.Next() {
		var p FeedProduct
		var percent int64
		if err := rows.Scan(&p.ID, &p.Code, &p.Slug, &p.Title, &p.Description, &p.ShortDescription, &p.Image, &p.Price, &percent,
			&p.Stock, &p.Brand, &p.GTIN, &p.MPN); err != nil {
			return nil, err
		}
		p.Price = NetAfterDiscount(p.Price, percent)
		page = append(page, p)
	}
	return page, rows.Err()
}
