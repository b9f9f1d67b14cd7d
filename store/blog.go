package store

import (
	"context"
	"database/sql"
	"errors"
)

// BlogArticle is a whole blog article: the teaser's fields and its body.
type BlogArticle struct {
	Article
	Body string // paragraphs by blank lines
	Lang string // the language Body is in: the one asked for, or the default's
}

// ArticlesPage lists one page of blog articles in lang, newest first, and how many there are
// in all. A title or teaser without a translation is the shop's default language's.
func (s *Store) ArticlesPage(ctx context.Context, page, perPage int, lang string) ([]Article, int, error) {
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_articles`).Scan(&total); err != nil {
		return nil, 0, err
	}
	out, err := s.articles(ctx, lang, `
SELECT id, slug, title, image, created_at, short_description FROM blog_articles
ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, perPage, (page-1)*perPage)
	return out, total, err
}

// articles reads teasers (id, slug, title, image, created_at, short_description) in lang.
func (s *Store) articles(ctx context.Context, lang, query string, args ...any) ([]Article, error) {
	rows, err := s.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Article{}
	var ids []int64
	for rows.Next() {
		var a Article
		if err := rows.Scan(&a.ID, &a.Slug, &a.Title, &a.Image, &a.CreatedAt, &a.ShortDescription); err != nil {
			return nil, err
		}
		out = append(out, a)
		ids = append(ids, a.ID)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	t, err := s.translations(ctx, "blog_article", lang, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		translate(t, out[i].ID, "title", &out[i].Title)
		translate(t, out[i].ID, "short_description", &out[i].ShortDescription)
	}
	return out, nil
}

// ArticleBySlug loads a blog article in lang, or ErrNotFound. Its Lang is the language its
// text is in: lang when the article is translated, else the shop's default language.
func (s *Store) ArticleBySlug(ctx context.Context, slug, lang string) (BlogArticle, error) {
	a := BlogArticle{Article: Article{Slug: slug}, Lang: s.langs.Default}
	err := s.read.QueryRowContext(ctx, `
SELECT id, title, image, created_at, short_description, body FROM blog_articles WHERE slug = ?`, slug).
		Scan(&a.ID, &a.Title, &a.Image, &a.CreatedAt, &a.ShortDescription, &a.Body)
	if errors.Is(err, sql.ErrNoRows) {
		return a, ErrNotFound
	}
	if err != nil {
		return a, err
	}
	t, err := s.translations(ctx, "blog_article", lang, []int64{a.ID})
	if err != nil {
		return a, err
	}
	if _, ok := t[a.ID]["body"]; ok {
		a.Lang = lang
	}
	translate(t, a.ID, "title", &a.Title)
	translate(t, a.ID, "short_description", &a.ShortDescription)
	translate(t, a.ID, "body", &a.Body)
	return a, nil
}
