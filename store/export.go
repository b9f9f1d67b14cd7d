package store

import (
	"context"
	"iter"
)

// exportPage is how many products one query of the export reads: the file goes out as it
// is read, and a page at a time holds a read connection only as long as one page takes.
const exportPage = 500

const exportSQL = `
SELECT p.id, p.code, p.slug, p.title, p.short_description, p.description, COALESCE(c.slug, ''), COALESCE(m.slug, ''),
  p.net_price, COALESCE(d.percent, 0), p.stock, p.published, p.is_popular, p.is_new, p.is_featured, p.is_recommended,
  p.is_delayed_delivery, p.gtin, p.mpn, COALESCE(p.variant_group, ''), p.variant_label, p.safety_info, p.durability_years,
  p.energy_class, p.energy_label, p.energy_sheet
FROM products p
LEFT JOIN categories c ON c.id = p.category_id
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.type = 'product' AND p.id > ?
ORDER BY p.id LIMIT ?`

// ExportProducts yields every product (published or not; services are not products) as the
// shop's own import file has it, so that an export imported again changes nothing: the price
// a shopper pays and, under a discount, the price before it as the old price; the category
// and the manufacturer by slug; the texts in every language (empty where a language has
// none); the pictures by their paths.
func (s *Store) ExportProducts(ctx context.Context) iter.Seq2[ImportProduct, error] {
	return func(yield func(ImportProduct, error) bool) {
		var after int64
		for {
			page, err := s.exportPage(ctx, after)
			if err != nil {
				yield(ImportProduct{}, err)
				return
			}
			for _, p := range page {
				if !yield(p.ImportProduct, nil) {
					return
				}
			}
			if len(page) < exportPage {
				return
			}
			after = page[len(page)-1].id
		}
	}
}

type exportRow struct {
	ImportProduct
	id int64
}

func (s *Store) exportPage(ctx context.Context, after int64) ([]exportRow, error) {
	rows, err := s.read.QueryContext(ctx, exportSQL, after, exportPage)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var page []exportRow
	byID := map[int64]int{}
	def := s.langs.Default
	for rows.Next() {
		var r exportRow
		var title, short, desc, safety string
		var pct int64
		var labels [5]bool
		if err := rows.Scan(&r.id, &r.Code, &r.Slug, &title, &short, &desc, &r.Category, &r.Manufacturer, &r.Price, &pct,
			&r.Stock, &r.Published, &labels[0], &labels[1], &labels[2], &labels[3], &labels[4], &r.GTIN, &r.MPN,
			&r.VariantGroup, &r.VariantLabel, &safety, &r.DurabilityYears, &r.Energy.Class, &r.Energy.Label, &r.Energy.Sheet); err != nil {
			return nil, err
		}
		if pct > 0 {
			r.OldPrice, r.Price = r.Price, NetAfterDiscount(r.Price, pct)
		}
		r.Labels = []string{}
		for i, on := range labels { // in the order of ProductLabels
			if on {
				r.Labels = append(r.Labels, ProductLabels[i])
			}
		}
		r.Titles, r.ShortDescriptions, r.Descriptions = map[string]string{def: title}, map[string]string{def: short}, map[string]string{def: desc}
		r.Safety = map[string]string{def: safety}
		byID[r.id] = len(page)
		page = append(page, r)
	}
	if err := rows.Err(); err != nil || len(page) == 0 {
		return page, err
	}
	rows.Close()
	// The page's translations and pictures, each in one query over the page's id range.
	first, last := page[0].id, page[len(page)-1].id
	tr, err := s.read.QueryContext(ctx, `
SELECT id, lang, field, value FROM translations WHERE entity = 'product' AND id BETWEEN ? AND ?`, first, last)
	if err != nil {
		return nil, err
	}
	defer tr.Close()
	for tr.Next() {
		var id int64
		var lang, field, value string
		if err := tr.Scan(&id, &lang, &field, &value); err != nil {
			return nil, err
		}
		i, ok := byID[id]
		if !ok || lang == def {
			continue
		}
		r := &page[i]
		switch field {
		case "title":
			r.Titles[lang] = value
		case "short_description":
			r.ShortDescriptions[lang] = value
		case "description":
			r.Descriptions[lang] = value
		case "safety_info":
			r.Safety[lang] = value
		}
	}
	if err := tr.Err(); err != nil {
		return nil, err
	}
	tr.Close()
	img, err := s.read.QueryContext(ctx, `
SELECT product_id, path FROM product_images WHERE product_id BETWEEN ? AND ? ORDER BY product_id, position`, first, last)
	if err != nil {
		return nil, err
	}
	defer img.Close()
	for img.Next() {
		var id int64
		var path string
		if err := img.Scan(&id, &path); err != nil {
			return nil, err
		}
		if i, ok := byID[id]; ok {
			page[i].Images = append(page[i].Images, ImportImage{URL: path})
		}
	}
	return page, img.Err()
}
