package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"

	"shop/store/search"
)

// Banner is a picture with a link, placed on the home page or a sidebar.
type Banner struct {
	ID           int64
	Title        string
	Text         string
	Link         string // a path in no language, or a link elsewhere
	DesktopImage string // picture paths
	MobileImage  string
}

// Banners lists the banners of one placement (gallery, benefit, extra, info, sidebar) in lang:
// a title or text without a translation is the shop's default language's.
func (s *Store) Banners(ctx context.Context, placement, lang string) ([]Banner, error) {
	rows, err := s.read.QueryContext(ctx, `
SELECT id, title, text, link, desktop_image, mobile_image FROM banners
WHERE placement = ? ORDER BY position, id`, placement)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Banner{}
	for rows.Next() {
		var b Banner
		if err := rows.Scan(&b.ID, &b.Title, &b.Text, &b.Link, &b.DesktopImage, &b.MobileImage); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	ids := make([]int64, len(out))
	for i, b := range out {
		ids[i] = b.ID
	}
	t, err := s.translations(ctx, "banner", lang, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		b := &out[i]
		translate(t, b.ID, "title", &b.Title)
		translate(t, b.ID, "text", &b.Text)
	}
	return out, nil
}

// Article is a blog article teaser, its texts in the language asked for.
type Article struct {
	ID               int64
	Slug             string
	Title            string
	Image            string // a picture's path
	CreatedAt        string // as the database keeps it
	ShortDescription string
}

// Articles lists the newest blog articles in lang (see ArticlesPage).
func (s *Store) Articles(ctx context.Context, limit int, lang string) ([]Article, error) {
	return s.articles(ctx, lang, `
SELECT id, slug, title, image, created_at, short_description FROM blog_articles
ORDER BY created_at DESC, id DESC LIMIT ?`, limit)
}

// Manufacturer is a brand: its title is its name in every language, its description in the
// language asked for.
type Manufacturer struct {
	ID          int64
	Slug        string
	Title       string
	Image       string // its mark's path
	Description string
}

// Manufacturers lists brands in display order, descriptions in lang; limit 0 means all.
func (s *Store) Manufacturers(ctx context.Context, limit int, lang string) ([]Manufacturer, error) {
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return nil, err
	}
	// All of them is no LIMIT at all: SQLite's LIMIT -1, PostgreSQL refuses.
	query, args := `SELECT id, slug, title, image, description FROM manufacturers ORDER BY position, title`, []any{}
	if limit > 0 {
		query, args = query+` LIMIT ?`, append(args, limit)
	}
	rows, err := s.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Manufacturer{}
	for rows.Next() {
		var m Manufacturer
		if err := rows.Scan(&m.ID, &m.Slug, &m.Title, &m.Image, &m.Description); err != nil {
			return nil, err
		}
		m.Description = texts.text("manufacturer", m.ID, "description", m.Description)
		out = append(out, m)
	}
	return out, rows.Err()
}

// ManufacturerBySlug finds a brand, its description in lang, or ErrNotFound. A
// brand's title is its name, the same in every language.
func (s *Store) ManufacturerBySlug(ctx context.Context, slug, lang string) (Manufacturer, error) {
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return Manufacturer{}, err
	}
	m := Manufacturer{Slug: slug}
	err = s.read.QueryRowContext(ctx, `SELECT id, title, image, description FROM manufacturers WHERE slug = ?`, slug).
		Scan(&m.ID, &m.Title, &m.Image, &m.Description)
	if errors.Is(err, sql.ErrNoRows) {
		return m, ErrNotFound
	}
	m.Description = texts.text("manufacturer", m.ID, "description", m.Description)
	return m, err
}

// SliderTypes are the home page's automatic sliders, in spec order.
var SliderTypes = []string{search.SliderFeatured, search.SliderPopular, search.SliderNew, search.SliderDiscount, search.SliderRecommended}

// Slider is a titled product carousel, as plain values (present.MakeSlider writes it).
type Slider struct {
	Type     string
	Title    string // in the language asked for
	SubTitle string
	Link     string // a page path, in no language
	IsActive bool
	Products []Card
}

// SliderSize is how many products an automatic slider holds.
const SliderSize = 12

// SliderByType loads a slider with its products, or ErrNotFound for an unknown type. The
// products come from the catalogue index: purchasable ones first, then popular, then newest
// (the newest first, whatever else, for the "new" slider).
func (s *Store) SliderByType(ctx context.Context, typ, lang string) (Slider, error) {
	if !slices.Contains(SliderTypes, typ) {
		return Slider{}, ErrNotFound
	}
	sl := Slider{Type: typ, Products: []Card{}}
	var id int64 // a slider's key is its type; its translations name it by its rowid
	err := s.read.QueryRowContext(ctx, `SELECT rowid, title, sub_title, link, is_active FROM sliders WHERE type = ?`, typ).
		Scan(&id, &sl.Title, &sl.SubTitle, &sl.Link, &sl.IsActive)
	if errors.Is(err, sql.ErrNoRows) {
		return sl, nil // not configured: an inactive, empty slider
	}
	if err != nil || !sl.IsActive {
		return sl, err
	}
	t, err := s.translations(ctx, "slider", lang, []int64{id})
	if err != nil {
		return sl, err
	}
	translate(t, id, "title", &sl.Title)
	translate(t, id, "sub_title", &sl.SubTitle)
	x, err := s.index.load(ctx)
	if err != nil {
		return sl, err
	}
	sl.Products, err = s.Cards(ctx, x.Slider(typ, SliderSize), lang)
	return sl, err
}

// Brand is a manufacturer on the all-brands page: with how many products it has on sale.
type Brand struct {
	Manufacturer
	ProductCount int
}

// Brands lists every manufacturer by title with its count of published products (the
// all-brands page groups them by first letter).
func (s *Store) Brands(ctx context.Context, lang string) ([]Brand, error) {
	rows, err := s.read.QueryContext(ctx, `
SELECT m.id, m.slug, m.title, m.image,
       (SELECT COUNT(*) FROM products p WHERE p.manufacturer_id = m.id AND p.published = 1 AND p.type = 'product')
FROM manufacturers m ORDER BY lower(m.title), m.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Brand{}
	for rows.Next() {
		var b Brand
		if err := rows.Scan(&b.ID, &b.Slug, &b.Title, &b.Image, &b.ProductCount); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}
