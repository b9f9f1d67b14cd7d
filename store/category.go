package store

import (
	"context"
	"sync"
)

// Category is one node of the category tree, its texts in the language asked for.
type Category struct {
	ID               int64
	ParentID         int64 // 0 at the top level
	Slug             string
	Title            string
	ShortDescription string
	Icon             string // picture paths
	Image            string
	BannerDesktop    string
	BannerMobile     string
	BannerLink       string // a path in no language, or a link elsewhere
	Position         int64
}

// MenuItem is a category in the header menu and the home sidebar.
type MenuItem struct {
	ID       int64
	Title    string // in the language asked for
	Slug     string
	Icon     string     // a picture's path
	Children []MenuItem // nil below the menu's third level
}

// categoryTree caches the (small) category tree; it changes only through the store.
type categoryTree struct {
	mu       sync.RWMutex
	loaded   bool
	byID     map[int64]*Category
	children map[int64][]int64 // parent id (0 = root) → child ids in position order
	menu     []MenuItem
}

const categoriesSQL = `
SELECT id, COALESCE(parent_id, 0), slug, title, short_description, icon, image,
       banner_desktop, banner_mobile, banner_link, position
FROM categories ORDER BY position, id`

func (s *Store) categories(ctx context.Context) (*categoryTree, error) {
	t := &s.cats
	t.mu.RLock()
	loaded := t.loaded
	t.mu.RUnlock()
	if loaded {
		return t, nil
	}
	rows, err := s.read.QueryContext(ctx, categoriesSQL)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byID := map[int64]*Category{}
	children := map[int64][]int64{}
	for rows.Next() {
		c := &Category{}
		if err := rows.Scan(&c.ID, &c.ParentID, &c.Slug, &c.Title, &c.ShortDescription, &c.Icon, &c.Image,
			&c.BannerDesktop, &c.BannerMobile, &c.BannerLink, &c.Position); err != nil {
			return nil, err
		}
		byID[c.ID] = c
		children[c.ParentID] = append(children[c.ParentID], c.ID)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	t.mu.Lock()
	t.byID, t.children, t.menu, t.loaded = byID, children, buildMenu(byID, children), true
	t.mu.Unlock()
	return t, nil
}

// buildMenu makes the header menu of a tree: three levels.
func buildMenu(byID map[int64]*Category, children map[int64][]int64) []MenuItem {
	var build func(parent int64, depth int) []MenuItem
	build = func(parent int64, depth int) []MenuItem {
		items := []MenuItem{}
		for _, id := range children[parent] {
			c := byID[id]
			item := MenuItem{ID: c.ID, Title: c.Title, Slug: c.Slug, Icon: c.Icon}
			if depth < 2 {
				item.Children = build(id, depth+1)
			}
			items = append(items, item)
		}
		return items
	}
	return build(0, 0)
}

// invalidateCategories drops the cache after a write to categories, with the translations
// and the trees in other languages.
func (s *Store) invalidateCategories() {
	s.cats.mu.Lock()
	s.cats.loaded = false
	s.cats.mu.Unlock()
	s.invalidateTexts()
}

// Menu is the category tree for the header and the home sidebar, in lang.
func (s *Store) Menu(ctx context.Context, lang string) ([]MenuItem, error) {
	t, err := s.categoriesIn(ctx, lang)
	if err != nil {
		return nil, err
	}
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.menu, nil
}

// CategoryBySlug finds a category and its ancestors (root first) in lang, or ErrNotFound.
func (s *Store) CategoryBySlug(ctx context.Context, slug, lang string) (Category, []Category, error) {
	t, err := s.categoriesIn(ctx, lang)
	if err != nil {
		return Category{}, nil, err
	}
	t.mu.RLock()
	defer t.mu.RUnlock()
	for _, c := range t.byID {
		if c.Slug == slug {
			return *c, t.ancestors(c.ID), nil
		}
	}
	return Category{}, nil, ErrNotFound
}

// ancestors of id, root first, without id itself. Callers hold t.mu.
func (t *categoryTree) ancestors(id int64) []Category {
	var out []Category
	for c := t.byID[id]; c != nil && c.ParentID != 0; {
		c = t.byID[c.ParentID]
		if c == nil {
			break
		}
		out = append([]Category{*c}, out...)
	}
	return out
}
