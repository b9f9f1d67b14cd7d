package store

import (
	"context"
	"slices"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// Service is a service add-on (gift pack, extended warranty, set-up) as the cart offers it
// (GET /api/product/services): a product of type 'service', which the catalogue never lists,
// with the categories whose products it fits (that category and every one below it).
// present.MakeServices writes the answer.
type Service struct {
	ID               int64
	Title            string
	Code             string
	ShortDescription string
	Image            string  // its first picture's path
	Net              int64   // a unit's price without VAT, its discount applied
	Gross            int64   // the same with VAT
	CategoryIDs      []int64 // never nil
}

// Services lists the published services, priced for the shop, with their titles and
// descriptions in p.Lang (the default language's where a translation is missing), by title
// in that language's alphabetical order.
func (s *Store) Services(ctx context.Context, p Pricing) ([]Service, error) {
	rows, err := s.prepared(s.read).QueryContext(ctx, `
SELECT p.id, p.title, p.code, p.short_description, p.net_price, COALESCE(d.percent, 0),
       COALESCE((SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1), ''),
       COALESCE((SELECT string_agg(CAST(category_id AS TEXT), ',' ORDER BY category_id) FROM product_services x
                 WHERE x.service_id = p.id), '')
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.type = 'service' AND p.published = 1 ORDER BY p.title, p.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Service{}
	for rows.Next() {
		sv := Service{CategoryIDs: []int64{}}
		var net, pct int64
		var cats string
		if err := rows.Scan(&sv.ID, &sv.Title, &sv.Code, &sv.ShortDescription, &net, &pct, &sv.Image, &cats); err != nil {
			return nil, err
		}
		sv.Net = NetAfterDiscount(net, pct)
		sv.Gross = p.Gross(sv.Net)
		sv.CategoryIDs = append(sv.CategoryIDs, parseIDs(cats)...)
		out = append(out, sv)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	ids := make([]int64, len(out))
	for i, sv := range out {
		ids[i] = sv.ID
	}
	texts, err := s.translations(ctx, "product", p.Lang, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		translate(texts, out[i].ID, "title", &out[i].Title)
		translate(texts, out[i].ID, "short_description", &out[i].ShortDescription)
	}
	coll := collate.New(language.Make(p.Lang))
	slices.SortStableFunc(out, func(a, b Service) int { return coll.CompareString(a.Title, b.Title) })
	return out, nil
}

// parseIDs reads "3,1,2" (a string_agg of ids).
func parseIDs(s string) []int64 {
	var ids []int64
	var n int64
	seen := false
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			if seen {
				ids = append(ids, n)
			}
			n, seen = 0, false
			continue
		}
		n, seen = n*10+int64(s[i]-'0'), true
	}
	return ids
}
