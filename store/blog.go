package store

import (
	"context"
	"database/sql"
	"errors"
)

// BlogArticle is a whole blog article: the teaser's fields and its body.
type BlogArticle struct {
	Article
	Slug string `json:"slug"`
	Body string `json:"body"` // paragraphs by blank lines
}

// ArticlesPage lists one page of blog articles, newest first, and how many there are in all.
func (s *Store) ArticlesPage(ctx context.Context, page, perPage int) ([]Article, int, error) {
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_articles`).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.read.QueryContext(ctx, `
SELECT slug, title, image, created_at, short_description FROM blog_articles
ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, perPage, (page-1)*perPage)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out := []Article{}
	for rows.Next() {
		var a Article
		var slug string
		if err := rows.Scan(&slug, &a.Title, &a.Image.Source, &a.CreatedAt, &a.ShortDescription); err != nil {
			return nil, 0, err
		}
		a.Link = ArticleLink(slug)
		out = append(out, a)
	}
	return out, total, rows.Err()
}

// ArticleBySlug loads a blog article, or ErrNotFound.
func (s *Store) ArticleBySlug(ctx context.Context, slug string) (BlogArticle, error) {
	a := BlogArticle{Slug: slug}
	err := s.read.QueryRowContext(ctx, `
SELECT title, image, created_at, short_description, body FROM blog_articles WHERE slug = ?`, slug).
		Scan(&a.Title, &a.Image.Source, &a.CreatedAt, &a.ShortDescription, &a.Body)
	if errors.Is(err, sql.ErrNoRows) {
		return a, ErrNotFound
	}
	a.Link = ArticleLink(slug)
	return a, err
}

// ArticleLink is a blog article's page.
func ArticleLink(slug string) string { return "/blog/" + slug }
