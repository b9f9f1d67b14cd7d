package store

import (
	"context"
	"database/sql"
	"errors"
)

// CategoryInput is a category as the back office writes it. ParentID (0: the top level) is
// read by CreateCategory only: MoveCategory changes it, with the category's place among its
// new siblings.
type CategoryInput struct {
	ParentID         int64
	Slug             string
	Title            Texts // the default language's is required
	ShortDescription Texts
	Icon             string // picture paths
	Image            string
	BannerDesktop    string
	BannerMobile     string
	BannerLink       string
}

// AdminCategory is a category with its texts in every language and how many products it
// holds itself (not counting those of its subcategories).
type AdminCategory struct {
	ID               int64
	ParentID         int64
	Position         int64
	Slug             string
	Title            Texts
	ShortDescription Texts
	Icon             string
	Image            string
	BannerDesktop    string
	BannerMobile     string
	BannerLink       string
	Products         int64
}

// AdminCategories lists every category, each after its parent and among its siblings in
// their order (a depth-first walk of the tree).
func (s *Store) AdminCategories(ctx context.Context) ([]AdminCategory, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT c.id, COALESCE(c.parent_id, 0), c.position, c.slug, c.title, c.short_description, c.icon, c.image,
       c.banner_desktop, c.banner_mobile, c.banner_link,
       (SELECT COUNT(*) FROM products p WHERE p.category_id = c.id AND p.type = 'product')
FROM categories c ORDER BY c.position, c.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byParent := map[int64][]AdminCategory{}
	for rows.Next() {
		var c AdminCategory
		var title, desc string
		if err := rows.Scan(&c.ID, &c.ParentID, &c.Position, &c.Slug, &title, &desc, &c.Icon, &c.Image,
			&c.BannerDesktop, &c.BannerMobile, &c.BannerLink, &c.Products); err != nil {
			return nil, err
		}
		c.Title, c.ShortDescription = Texts{s.langs.Default: title}, Texts{s.langs.Default: desc}
		byParent[c.ParentID] = append(byParent[c.ParentID], c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	texts, err := s.allTexts(ctx, "category")
	if err != nil {
		return nil, err
	}
	out := []AdminCategory{}
	var walk func(parent int64)
	walk = func(parent int64) {
		for _, c := range byParent[parent] {
			c.Title = s.withDefault(texts[c.ID]["title"], c.Title[s.langs.Default])
			c.ShortDescription = s.withDefault(texts[c.ID]["short_description"], c.ShortDescription[s.langs.Default])
			out = append(out, c)
			walk(c.ID)
		}
	}
	walk(0)
	return out, nil
}

// AdminCategory is one category as AdminCategories lists it, or ErrNotFound.
func (s *Store) AdminCategory(ctx context.Context, id int64) (AdminCategory, error) {
	list, err := s.AdminCategories(ctx)
	if err != nil {
		return AdminCategory{}, err
	}
	for _, c := range list {
		if c.ID == id {
			return c, nil
		}
	}
	return AdminCategory{}, ErrNotFound
}

func (s *Store) checkCategory(ctx context.Context, in *CategoryInput, id int64) error {
	fe := FieldErrors{}
	checkSlug(fe, "slug", &in.Slug)
	in.Title = s.checkTexts(fe, "title", in.Title, true, false, maxTitle)
	in.ShortDescription = s.checkTexts(fe, "short_description", in.ShortDescription, false, true, maxShortText)
	for field, v := range map[string]*string{"icon": &in.Icon, "image": &in.Image, "banner_desktop": &in.BannerDesktop,
		"banner_mobile": &in.BannerMobile, "banner_link": &in.BannerLink} {
		checkPath(fe, field, v)
	}
	if len(fe["slug"]) == 0 {
		taken, err := exists(ctx, s.reader(ctx), `SELECT 1 FROM categories WHERE slug = ? AND id <> ?`, in.Slug, id)
		if err != nil {
			return err
		}
		if taken {
			fe.Add("slug", MsgSlugTaken)
		}
	}
	return fe.orNil()
}

// CreateCategory adds a category as the last child of in.ParentID, audited as staffID's
// category.create, and answers its id. Bad input is FieldErrors.
func (s *Store) CreateCategory(ctx context.Context, staffID int64, in CategoryInput) (int64, error) {
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkCategory(ctx, &in, 0); err != nil {
			return err
		}
		w := s.writer(ctx)
		if in.ParentID != 0 {
			ok, err := exists(ctx, w, `SELECT 1 FROM categories WHERE id = ?`, in.ParentID)
			if err != nil {
				return err
			}
			if !ok {
				return FieldErrors{"parent_id": {MsgInvalid}}
			}
		}
		pos, err := nextPosition(ctx, w, `SELECT COALESCE(MAX(position) + 1, 0) FROM categories WHERE COALESCE(parent_id, 0) = ?`, in.ParentID)
		if err != nil {
			return err
		}
		err = w.QueryRowContext(ctx, `
INSERT INTO categories (parent_id, slug, title, short_description, icon, image, banner_desktop, banner_mobile, banner_link, position)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, nullID(in.ParentID), in.Slug, in.Title[s.langs.Default],
			in.ShortDescription[s.langs.Default], in.Icon, in.Image, in.BannerDesktop, in.BannerMobile, in.BannerLink, pos).Scan(&id)
		if err != nil {
			return err
		}
		return s.finishCategory(ctx, staffID, "category.create", id, in, nil)
	})
	return id, err
}

// finishCategory writes a category's translations and its audit entry, and refreshes the
// storefront after the commit.
func (s *Store) finishCategory(ctx context.Context, staffID int64, action string, id int64, in CategoryInput, before any) error {
	if err := s.setTexts(ctx, "category", id, "title", in.Title); err != nil {
		return err
	}
	if err := s.setTexts(ctx, "category", id, "short_description", in.ShortDescription); err != nil {
		return err
	}
	after, err := s.AdminCategory(ctx, id)
	if err != nil {
		return err
	}
	if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: action, Entity: "category", EntityID: idText(id), Before: before, After: after}); err != nil {
		return err
	}
	s.taxonomyChanged(ctx)
	return nil
}

// UpdateCategory rewrites a category's slug, texts and pictures (not its place: MoveCategory),
// audited as category.update. A language in.Title or in.ShortDescription does not name keeps
// its text; an empty text removes the translation. ErrNotFound for no such category.
func (s *Store) UpdateCategory(ctx context.Context, staffID, id int64, in CategoryInput) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminCategory(ctx, id)
		if err != nil {
			return err
		}
		if err := s.checkCategory(ctx, &in, id); err != nil {
			return err
		}
		def := s.langs.Default
		title, desc := before.Title[def], before.ShortDescription[def]
		if v, ok := in.Title[def]; ok {
			title = v
		}
		if v, ok := in.ShortDescription[def]; ok {
			desc = v
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `
UPDATE categories SET slug = ?, title = ?, short_description = ?, icon = ?, image = ?, banner_desktop = ?,
  banner_mobile = ?, banner_link = ? WHERE id = ?`, in.Slug, title, desc, in.Icon, in.Image, in.BannerDesktop,
			in.BannerMobile, in.BannerLink, id); err != nil {
			return err
		}
		return s.finishCategory(ctx, staffID, "category.update", id, in, before)
	})
}

// MoveCategory puts a category under parentID (0: the top level) at position among its new
// siblings (0 first; past the end: last), audited as category.move. Moving a category below
// itself or one of its own descendants is FieldErrors (parent_id). The siblings' positions
// are renumbered 0, 1, 2… on both sides, so the order stays a plain sequence.
func (s *Store) MoveCategory(ctx context.Context, staffID, id, parentID, position int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminCategory(ctx, id)
		if err != nil {
			return err
		}
		w := s.writer(ctx)
		if parentID != 0 {
			// Walk up from the new parent: meeting id means a cycle; no such parent is bad input.
			for p := parentID; p != 0; {
				if p == id {
					return FieldErrors{"parent_id": {MsgCategoryCycle}}
				}
				var up int64
				err := w.QueryRowContext(ctx, `SELECT COALESCE(parent_id, 0) FROM categories WHERE id = ?`, p).Scan(&up)
				if errors.Is(err, sql.ErrNoRows) {
					return FieldErrors{"parent_id": {MsgInvalid}}
				}
				if err != nil {
					return err
				}
				p = up
			}
		}
		if position < 0 {
			return FieldErrors{"position": {MsgInvalid}}
		}
		siblings, err := idsOf(ctx, w, `SELECT id FROM categories WHERE COALESCE(parent_id, 0) = ? AND id <> ? ORDER BY position, id`, parentID, id)
		if err != nil {
			return err
		}
		position = min(position, int64(len(siblings)))
		order := append(append(append([]int64{}, siblings[:position]...), id), siblings[position:]...)
		if _, err := w.ExecContext(ctx, `UPDATE categories SET parent_id = ? WHERE id = ?`, nullID(parentID), id); err != nil {
			return err
		}
		if err := renumber(ctx, w, order); err != nil {
			return err
		}
		if before.ParentID != parentID {
			old, err := idsOf(ctx, w, `SELECT id FROM categories WHERE COALESCE(parent_id, 0) = ? ORDER BY position, id`, before.ParentID)
			if err != nil {
				return err
			}
			if err := renumber(ctx, w, old); err != nil {
				return err
			}
		}
		after, err := s.AdminCategory(ctx, id)
		if err != nil {
			return err
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "category.move", Entity: "category", EntityID: idText(id),
			Before: map[string]int64{"parent_id": before.ParentID, "position": before.Position},
			After:  map[string]int64{"parent_id": after.ParentID, "position": after.Position}}); err != nil {
			return err
		}
		s.taxonomyChanged(ctx)
		return nil
	})
}

// renumber gives the categories of ids the positions 0, 1, 2… in that order.
func renumber(ctx context.Context, w conn, ids []int64) error {
	for i, id := range ids {
		if _, err := w.ExecContext(ctx, `UPDATE categories SET position = ? WHERE id = ? AND position <> ?`, i, id, i); err != nil {
			return err
		}
	}
	return nil
}

// DeleteCategory deletes an empty category, audited as category.delete. A category that
// still holds products or subcategories is refused (FieldErrors on "id", MsgNotEmpty)
// rather than taking them along or moving them somewhere the owner did not choose: move them
// first. The services that fitted it lose that category (product_services cascades).
func (s *Store) DeleteCategory(ctx context.Context, staffID, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminCategory(ctx, id)
		if err != nil {
			return err
		}
		w := s.writer(ctx)
		used, err := exists(ctx, w, `SELECT 1 FROM products WHERE category_id = ? UNION ALL SELECT 1 FROM categories WHERE parent_id = ?`, id, id)
		if err != nil {
			return err
		}
		if used {
			return FieldErrors{"id": {MsgNotEmpty}}
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM categories WHERE id = ?`, id); err != nil {
			return err
		}
		if err := s.deleteTexts(ctx, "category", id); err != nil {
			return err
		}
		siblings, err := idsOf(ctx, w, `SELECT id FROM categories WHERE COALESCE(parent_id, 0) = ? ORDER BY position, id`, before.ParentID)
		if err != nil {
			return err
		}
		if err := renumber(ctx, w, siblings); err != nil {
			return err
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "category.delete", Entity: "category", EntityID: idText(id), Before: before}); err != nil {
			return err
		}
		s.taxonomyChanged(ctx)
		return nil
	})
}
