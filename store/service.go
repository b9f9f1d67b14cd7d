package store

import "context"

// Service is a service add-on (gift pack, extended warranty, set-up) as the cart offers it
// (GET /api/product/services): a product of type 'service', which the catalogue never lists,
// with the categories whose products it fits (that category and every one below it).
type Service struct {
	ID                    int64   `json:"id"`
	Type                  string  `json:"type"`
	Title                 string  `json:"title"`
	Code                  string  `json:"code"`
	ShortDescription      string  `json:"short_description"`
	Image                 Image   `json:"image"`
	PriceWithTax          float64 `json:"price_with_tax"`
	PriceCents            int64   `json:"price_cents"` // with VAT
	FormattedPrice        string  `json:"formatted_price"`
	FormattedPriceWithTax string  `json:"formatted_price_with_tax"`
	CategoryIDs           []int64 `json:"category_ids"`
}

// Services lists the published services by title, priced for the shop.
func (s *Store) Services(ctx context.Context, p Pricing) ([]Service, error) {
	rows, err := s.prepared(s.read).QueryContext(ctx, `
SELECT p.id, p.title, p.code, p.short_description, p.net_price, COALESCE(d.percent, 0),
       COALESCE((SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1), ''),
       COALESCE((SELECT group_concat(category_id) FROM (SELECT category_id FROM product_services x WHERE x.service_id = p.id ORDER BY 1)), '')
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.type = 'service' AND p.published = 1 ORDER BY p.title, p.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Service{}
	for rows.Next() {
		sv := Service{Type: "service", CategoryIDs: []int64{}}
		var net, pct int64
		var cats string
		if err := rows.Scan(&sv.ID, &sv.Title, &sv.Code, &sv.ShortDescription, &net, &pct, &sv.Image.Source, &cats); err != nil {
			return nil, err
		}
		unit := discounted(net, pct)
		sv.PriceCents = p.Gross(unit)
		sv.PriceWithTax, sv.FormattedPrice, sv.FormattedPriceWithTax = Euros(sv.PriceCents), p.Money(unit), p.Money(sv.PriceCents)
		sv.CategoryIDs = append(sv.CategoryIDs, parseIDs(cats)...)
		out = append(out, sv)
	}
	return out, rows.Err()
}

// parseIDs reads "3,1,2" (a group_concat of ids).
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
