package store

import "context"

// SitemapPage is one page for search engines: its kind (SitemapCategory…) and slug, which
// the URL scheme turns into its path, and the day it last changed ("" when unknown).
type SitemapPage struct {
	Kind    int
	Slug    string
	LastMod string
}

// The kinds of sitemap pages, in the sitemap's order.
const (
	SitemapCategory = iota
	SitemapManufacturer
	SitemapProduct
	SitemapArticle
	SitemapInfoPage
)

const sitemapSQL = `
SELECT kind, slug, lastmod FROM (
  SELECT 0 AS kind, id, slug, '' AS lastmod FROM categories
  UNION ALL
  SELECT 1, id, slug, '' FROM manufacturers
  UNION ALL
  SELECT 2, id, slug, substr(created_at, 1, 10) FROM products WHERE published = 1 AND type = 'product'
  UNION ALL
  SELECT 3, id, slug, substr(created_at, 1, 10) FROM blog_articles
  UNION ALL
  SELECT 4, 0, slug, substr(MAX(updated_at), 1, 10) FROM info_pages GROUP BY slug
) pages ORDER BY kind, id, slug LIMIT ? OFFSET ?`

// SitemapCount is the number of pages the sitemap lists.
func (s *Store) SitemapCount(ctx context.Context) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `
SELECT (SELECT COUNT(*) FROM categories) + (SELECT COUNT(*) FROM manufacturers)
     + (SELECT COUNT(*) FROM products WHERE published = 1 AND type = 'product')
     + (SELECT COUNT(*) FROM blog_articles) + (SELECT COUNT(DISTINCT slug) FROM info_pages)`).Scan(&n)
	return n, err
}

// SitemapPages lists pages in a stable order: categories, manufacturers, products, blog
// articles, information pages (each once, whatever its languages).
func (s *Store) SitemapPages(ctx context.Context, offset, limit int) ([]SitemapPage, error) {
	rows, err := s.read.QueryContext(ctx, sitemapSQL, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SitemapPage
	for rows.Next() {
		var u SitemapPage
		if err := rows.Scan(&u.Kind, &u.Slug, &u.LastMod); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}
