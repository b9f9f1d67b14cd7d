package store

import (
	"context"
	"slices"
)

// ServiceInput is a service add-on as the back office writes it: a product of type
// 'service' (never listed by the catalogue), with the categories whose products it fits.
type ServiceInput struct {
	Code             string
	Slug             string
	Title            Texts // the default language's is required
	ShortDescription Texts
	Net              int64 // a unit's price without VAT, in cents
	Published        bool
	CategoryIDs      []int64
}

// AdminService is a service with its texts in every language.
type AdminService struct {
	ID               int64
	Code             string
	Slug             string
	Title            Texts
	ShortDescription Texts
	Net              int64
	Published        bool
	CategoryIDs      []int64 // ascending, never nil
}

// maxServiceCategories bounds the categories one service fits.
const maxServiceCategories = 500

// AdminServices lists every service, published or not, by title.
func (s *Store) AdminServices(ctx context.Context) ([]AdminService, error) {
	return s.adminServices(ctx, 0)
}

// AdminService is one service, or ErrNotFound.
func (s *Store) AdminService(ctx context.Context, id int64) (AdminService, error) {
	list, err := s.adminServices(ctx, id)
	if err != nil {
		return AdminService{}, err
	}
	if len(list) == 0 {
		return AdminService{}, ErrNotFound
	}
	return list[0], nil
}

func (s *Store) adminServices(ctx context.Context, id int64) ([]AdminService, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT p.id, p.code, p.slug, p.title, p.short_description, p.net_price, p.published
FROM products p WHERE p.type = 'service' AND (? = 0 OR p.id = ?) ORDER BY p.title, p.id`, id, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []AdminService{}
	for rows.Next() {
		var v AdminService
		var title, desc string
		if err := rows.Scan(&v.ID, &v.Code, &v.Slug, &title, &desc, &v.Net, &v.Published); err != nil {
			return nil, err
		}
		v.Title, v.ShortDescription = Texts{s.langs.Default: title}, Texts{s.langs.Default: desc}
		v.CategoryIDs = []int64{}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return out, nil
	}
	ids := make([]int64, len(out))
	at := make(map[int64]int, len(out))
	for i, v := range out {
		ids[i], at[v.ID] = v.ID, i
	}
	// The categories of all of them in one query (not group_concat, which PostgreSQL lacks).
	cats, err := s.reader(ctx).QueryContext(ctx, `
SELECT x.service_id, x.category_id FROM product_services x JOIN products p ON p.id = x.service_id
WHERE p.type = 'service' AND (? = 0 OR p.id = ?) ORDER BY x.service_id, x.category_id`, id, id)
	if err != nil {
		return nil, err
	}
	defer cats.Close()
	for cats.Next() {
		var sid, cid int64
		if err := cats.Scan(&sid, &cid); err != nil {
			return nil, err
		}
		out[at[sid]].CategoryIDs = append(out[at[sid]].CategoryIDs, cid)
	}
	if err := cats.Err(); err != nil {
		return nil, err
	}
	for _, l := range s.langs.All {
		if l == s.langs.Default {
			continue
		}
		texts, err := s.translations(ctx, "product", l, ids)
		if err != nil {
			return nil, err
		}
		for i := range out {
			if v := texts[out[i].ID]["title"]; v != "" {
				out[i].Title[l] = v
			}
			if v := texts[out[i].ID]["short_description"]; v != "" {
				out[i].ShortDescription[l] = v
			}
		}
	}
	return out, nil
}

func (s *Store) checkService(ctx context.Context, in *ServiceInput, id int64) error {
	fe := FieldErrors{}
	text(fe, "code", &in.Code, true, 64)
	checkSlug(fe, "slug", &in.Slug)
	in.Title = s.checkTexts(fe, "title", in.Title, true, false, maxTitle)
	in.ShortDescription = s.checkTexts(fe, "short_description", in.ShortDescription, false, true, maxShortText)
	if in.Net < 0 || in.Net > maxMoneyCents {
		fe.Add("net", MsgInvalid)
	}
	slices.Sort(in.CategoryIDs)
	in.CategoryIDs = slices.Compact(in.CategoryIDs)
	if len(in.CategoryIDs) > maxServiceCategories {
		fe.Add("category_ids", MsgTooLong)
	}
	q := s.reader(ctx)
	if len(fe["category_ids"]) == 0 {
		for _, c := range in.CategoryIDs {
			ok, err := exists(ctx, q, `SELECT 1 FROM categories WHERE id = ?`, c)
			if err != nil {
				return err
			}
			if !ok {
				fe.Add("category_ids", MsgInvalid)
				break
			}
		}
	}
	// Codes and slugs are unique among all products, services included.
	for field, col := range map[string]string{"code": "code", "slug": "slug"} {
		if len(fe[field]) > 0 {
			continue
		}
		v := in.Code
		if field == "slug" {
			v = in.Slug
		}
		taken, err := exists(ctx, q, `SELECT 1 FROM products WHERE `+col+` = ? AND id <> ?`, v, id)
		if err != nil {
			return err
		}
		if taken {
			fe.Add(field, map[string]string{"code": MsgTaken, "slug": MsgSlugTaken}[field])
		}
	}
	return fe.orNil()
}

// maxMoneyCents bounds a price written in the back office: a billion euros.
const maxMoneyCents = 100_000_000_000

// CreateService adds a service, audited as service.create, and answers its id. Its price
// starts its price history, as every product's does.
func (s *Store) CreateService(ctx context.Context, staffID int64, in ServiceInput) (int64, error) {
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkService(ctx, &in, 0); err != nil {
			return err
		}
		w := s.writer(ctx)
		now := s.priceNow()
		if err := w.QueryRowContext(ctx, `
INSERT INTO products (type, slug, code, title, short_description, net_price, published, created_at)
VALUES ('service', ?, ?, ?, ?, ?, ?, ?) RETURNING id`, in.Slug, in.Code, in.Title[s.langs.Default],
			in.ShortDescription[s.langs.Default], in.Net, intFlag(in.Published), now).Scan(&id); err != nil {
			return err
		}
		if _, err := w.ExecContext(ctx, `
INSERT INTO price_history (product_id, seq, at, net_price, discount_id, price) VALUES (?, 1, ?, ?, NULL, ?)`,
			id, now, in.Net, in.Net); err != nil {
			return err
		}
		return s.finishService(ctx, staffID, "service.create", id, in, nil)
	})
	return id, err
}

// UpdateService rewrites a service, audited as service.update (a new price is written to its
// price history); ErrNotFound for none.
func (s *Store) UpdateService(ctx context.Context, staffID, id int64, in ServiceInput) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminService(ctx, id)
		if err != nil {
			return err
		}
		if err := s.checkService(ctx, &in, id); err != nil {
			return err
		}
		w := s.writer(ctx)
		if _, err := w.ExecContext(ctx, `
UPDATE products SET slug = ?, code = ?, title = ?, short_description = ?, published = ? WHERE id = ?`,
			in.Slug, in.Code, in.Title[s.langs.Default], in.ShortDescription[s.langs.Default], intFlag(in.Published), id); err != nil {
			return err
		}
		if in.Net != before.Net {
			if err := s.SetPrice(ctx, id, in.Net); err != nil {
				return err
			}
		}
		return s.finishService(ctx, staffID, "service.update", id, in, before)
	})
}

func (s *Store) finishService(ctx context.Context, staffID int64, action string, id int64, in ServiceInput, before any) error {
	w := s.writer(ctx)
	if _, err := w.ExecContext(ctx, `DELETE FROM product_services WHERE service_id = ?`, id); err != nil {
		return err
	}
	for _, c := range in.CategoryIDs {
		if _, err := w.ExecContext(ctx, `INSERT INTO product_services (category_id, service_id) VALUES (?, ?)`, c, id); err != nil {
			return err
		}
	}
	if err := s.setTexts(ctx, "product", id, "title", in.Title); err != nil {
		return err
	}
	if err := s.setTexts(ctx, "product", id, "short_description", in.ShortDescription); err != nil {
		return err
	}
	after, err := s.AdminService(ctx, id)
	if err != nil {
		return err
	}
	if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: action, Entity: "service", EntityID: idText(id), Before: before, After: after}); err != nil {
		return err
	}
	s.afterCommit(ctx, func() { s.index.version.Add(1) }) // cached answers that name services go cold
	s.announce(ctx, changeSet{answers: true})
	return nil
}

// DeleteService deletes a service no cart holds, audited as service.delete; orders keep
// their lines (order_items keeps the title and price). One in a cart is FieldErrors on "id"
// (MsgNotEmpty): unpublish it instead, and carts stop offering it.
func (s *Store) DeleteService(ctx context.Context, staffID, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminService(ctx, id)
		if err != nil {
			return err
		}
		w := s.writer(ctx)
		inCart, err := exists(ctx, w, `SELECT 1 FROM cart_items WHERE product_id = ?`, id)
		if err != nil {
			return err
		}
		if inCart {
			return FieldErrors{"id": {MsgNotEmpty}}
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM products WHERE id = ? AND type = 'service'`, id); err != nil {
			return err
		}
		if err := s.deleteTexts(ctx, "product", id); err != nil {
			return err
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "service.delete", Entity: "service", EntityID: idText(id), Before: before}); err != nil {
			return err
		}
		s.afterCommit(ctx, func() { s.index.version.Add(1) })
		s.announce(ctx, changeSet{answers: true})
		return nil
	})
}
