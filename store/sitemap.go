package store

import "context"

// SitemapURL is one page for search engines.
type SitemapURL struct {
	Path    string
	LastMod string
}

const sitemapSQL = `
SELECT path, lastmod FROM (
  SELECT 0 AS kind, id, '/c/' || slug AS path, '' AS lastmod FROM categories
  UNION ALL
  SELECT 1, id, '/m/' || slug, '' FROM manufacturers
  UNION ALL
  SELECT 2, id, '/p/' || slug, substr(created_at, 1, 10) FROM products WHERE published = 1 AND type = 'product'
  UNION ALL
  SELECT 3, id, '/blog/' || slug, substr(created_at, 1, 10) FROM blog_articles
  UNION ALL
  SELECT 4, 0, '/info/' || slug, substr(MAX(updated_at), 1, 10) FROM info_pages GROUP BY slug
) ORDER BY kind, id, path LIMIT ? OFFSET ?`

// SitemapCount is the number of pages the sitemap lists.
func (s *Store) SitemapCount(ctx context.Context) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `
SELECT (SELECT COUNT(*) FROM categories) + (SELECT COUNT(*) FROM manufacturers)
     + (SELECT COUNT(*) FROM products WHERE published = 1 AND type = 'product')
     + (SELECT COUNT(*) FROM blog_articles) + (SELECT COUNT(DISTINCT slug) FROM info_pages)`).Scan(&n)
	return n, err
}

// SitemapURLs lists pages in a stable order: categories, manufacturers, products, blog
// articles, information pages (each once, whatever its languages).
func (s *Store) SitemapURLs(ctx context.Context, offset, limit int) ([]SitemapURL, error) {
	rows, err := s.read.QueryContext(ctx, sitemapSQL, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SitemapURL
	for rows.Next() {
		var u SitemapURL
		if err := rows.Scan(&u.Path, &u.LastMod); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}
