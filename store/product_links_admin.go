package store

import "context"

// ProductLinks are a product's hand-picked lists on its page, in their order: related
// products ("recommended" in product_links) and linked ones (accessories, the same model in
// another form).
type ProductLinks struct {
	Related []LinkRow
	Linked  []LinkRow
}

// LinkRow is one product of a list, named for the back office.
type LinkRow struct {
	ID    int64
	Title string // in the default language
	Code  string
	Slug  string
}

// maxProductLinks bounds each list of a product.
const maxProductLinks = 50

// AdminProductLinks reads a product's lists; ErrNotFound for no such product.
func (s *Store) AdminProductLinks(ctx context.Context, productID int64) (ProductLinks, error) {
	q := s.reader(ctx)
	ok, err := exists(ctx, q, `SELECT 1 FROM products WHERE id = ? AND type = 'product'`, productID)
	if err != nil {
		return ProductLinks{}, err
	}
	if !ok {
		return ProductLinks{}, ErrNotFound
	}
	rows, err := q.QueryContext(ctx, `
SELECT l.kind, p.id, p.title, p.code, p.slug FROM product_links l JOIN products p ON p.id = l.linked_id
WHERE l.product_id = ? ORDER BY l.kind, l.position, p.id`, productID)
	if err != nil {
		return ProductLinks{}, err
	}
	defer rows.Close()
	out := ProductLinks{Related: []LinkRow{}, Linked: []LinkRow{}}
	for rows.Next() {
		var kind string
		var p LinkRow
		if err := rows.Scan(&kind, &p.ID, &p.Title, &p.Code, &p.Slug); err != nil {
			return ProductLinks{}, err
		}
		if kind == "recommended" {
			out.Related = append(out.Related, p)
		} else {
			out.Linked = append(out.Linked, p)
		}
	}
	return out, rows.Err()
}

// SetProductLinks replaces a product's two lists with related and linked, in that order,
// audited as product.links. Each list holds at most 50 products, each once, never the
// product itself, only products (not services) that exist: anything else is FieldErrors
// keyed "related" or "linked". ErrNotFound for no such product.
func (s *Store) SetProductLinks(ctx context.Context, staffID, productID int64, related, linked []int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminProductLinks(ctx, productID)
		if err != nil {
			return err
		}
		w := s.writer(ctx)
		fe := FieldErrors{}
		for field, ids := range map[string][]int64{"related": related, "linked": linked} {
			if len(ids) > maxProductLinks {
				fe.Add(field, MsgTooLong)
				continue
			}
			seen := map[int64]bool{}
			for _, id := range ids {
				if id == productID || seen[id] {
					fe.Add(field, MsgInvalid)
					break
				}
				seen[id] = true
				ok, err := exists(ctx, w, `SELECT 1 FROM products WHERE id = ? AND type = 'product'`, id)
				if err != nil {
					return err
				}
				if !ok {
					fe.Add(field, MsgInvalid)
					break
				}
			}
		}
		if err := fe.orNil(); err != nil {
			return err
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM product_links WHERE product_id = ?`, productID); err != nil {
			return err
		}
		for kind, ids := range map[string][]int64{"recommended": related, "linked": linked} {
			for i, id := range ids {
				if _, err := w.ExecContext(ctx, `INSERT INTO product_links (product_id, linked_id, kind, position) VALUES (?, ?, ?, ?)`,
					productID, id, kind, i); err != nil {
					return err
				}
			}
		}
		after, err := s.AdminProductLinks(ctx, productID)
		if err != nil {
			return err
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "product.links", Entity: "product", EntityID: idText(productID),
			Before: linkIDs(before), After: linkIDs(after)}); err != nil {
			return err
		}
		// The product page reads its lists from the database; cached answers keyed by the
		// catalogue's version go cold.
		s.afterCommit(ctx, func() { s.index.version.Add(1) })
		s.announce(ctx, changeSet{answers: true})
		return nil
	})
}

// linkIDs is the lists as the audit log keeps them: ids only.
func linkIDs(l ProductLinks) map[string][]int64 {
	out := map[string][]int64{"related": {}, "linked": {}}
	for _, p := range l.Related {
		out["related"] = append(out["related"], p.ID)
	}
	for _, p := range l.Linked {
		out["linked"] = append(out["linked"], p.ID)
	}
	return out
}
