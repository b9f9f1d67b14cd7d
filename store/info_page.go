package store

import (
	"context"
	"database/sql"
	"errors"
)

// InfoPage is an information page (delivery, returns, terms, privacy…) in one language.
type InfoPage struct {
	Slug        string
	Lang        string // the language it is written in: the one asked for, or the fallback
	Title       string
	Description string
	Body        string // paragraphs by blank lines; "## " starts a heading, "- " a list item
	UpdatedAt   string // as the database keeps it
}

// InfoPageBySlug loads the page in lang, else in fallback (the shop's default language), or
// ErrNotFound when it exists in neither.
func (s *Store) InfoPageBySlug(ctx context.Context, slug, lang, fallback string) (InfoPage, error) {
	p := InfoPage{Slug: slug}
	err := s.read.QueryRowContext(ctx, `
SELECT lang, title, description, body, updated_at FROM info_pages
WHERE slug = ? AND lang IN (?, ?) ORDER BY lang = ? DESC LIMIT 1`, slug, lang, fallback, lang).
		Scan(&p.Lang, &p.Title, &p.Description, &p.Body, &p.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	return p, err
}

// InfoPageCount is how many page texts (pages times languages) the shop has.
func (s *Store) InfoPageCount(ctx context.Context) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM info_pages`).Scan(&n)
	return n, err
}

// InfoPageSlugsKnown are the slugs of the shop's information pages, with those of pages an
// owner deleted in the back office (the audit log keeps each deletion): the pages a shop has
// or chose not to have. A page the demo gains later is added to an older shop only when its
// slug is not among them (demo.SeedInfoPages).
func (s *Store) InfoPageSlugsKnown(ctx context.Context) (map[string]bool, error) {
	rows, err := s.read.QueryContext(ctx, `
SELECT slug FROM info_pages
UNION
SELECT entity_id FROM audit_log WHERE entity = 'info_page' AND action = 'info_page.delete'`) // audit_log_entity's prefix
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	known := map[string]bool{}
	for rows.Next() {
		var slug string
		if err := rows.Scan(&slug); err != nil {
			return nil, err
		}
		known[slug] = true
	}
	return known, rows.Err()
}
