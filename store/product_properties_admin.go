package store

import (
	"context"
	"sort"
)

// A product's own property values: one value (a property_options row) per property, the
// facts the storefront's filters count and the product page's specification table lists.
// The back office reads them as property id → option id and replaces them as a whole.

// maxProductPropertyValues bounds one write; a shop has far fewer properties.
const maxProductPropertyValues = 1000

// AdminProductProperties reads a product's values, property id → option id; ErrNotFound
// for no such product (a service has none: it is no product here either).
func (s *Store) AdminProductProperties(ctx context.Context, productID int64) (map[int64]int64, error) {
	q := s.reader(ctx)
	ok, err := exists(ctx, q, `SELECT 1 FROM products WHERE id = ? AND type = 'product'`, productID)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNotFound
	}
	rows, err := q.QueryContext(ctx, `SELECT property_id, option_id FROM product_properties WHERE product_id = ?`, productID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var prop, opt int64
		if err := rows.Scan(&prop, &opt); err != nil {
			return nil, err
		}
		out[prop] = opt
	}
	return out, rows.Err()
}

// SetProductProperties replaces a product's values with values (property id → option id; a
// property missing or given 0 has no value), audited as product.properties, and the
// catalogue index follows once committed. An unknown property, or an option that is not
// one of its property's, is FieldErrors keyed "properties.<property id>"; more than
// maxProductPropertyValues entries is "values". Nothing is written on a refusal.
// ErrNotFound for no such product.
func (s *Store) SetProductProperties(ctx context.Context, staffID, productID int64, values map[int64]int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminProductProperties(ctx, productID)
		if err != nil {
			return err
		}
		fe := FieldErrors{}
		if len(values) > maxProductPropertyValues {
			fe.Add("values", MsgTooLong)
			return fe
		}
		w := s.writer(ctx)
		props := make([]int64, 0, len(values))
		for prop := range values {
			props = append(props, prop)
		}
		sort.Slice(props, func(i, j int) bool { return props[i] < props[j] })
		after := map[int64]int64{}
		for _, prop := range props {
			opt := values[prop]
			field := "properties." + idText(prop)
			known, err := exists(ctx, w, `SELECT 1 FROM properties WHERE id = ?`, prop)
			if err != nil {
				return err
			}
			if !known || opt < 0 {
				fe.Add(field, MsgInvalid)
				continue
			}
			if opt == 0 {
				continue
			}
			ok, err := exists(ctx, w, `SELECT 1 FROM property_options WHERE id = ? AND property_id = ?`, opt, prop)
			if err != nil {
				return err
			}
			if !ok {
				fe.Add(field, MsgInvalid)
				continue
			}
			after[prop] = opt
		}
		if err := fe.orNil(); err != nil {
			return err
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM product_properties WHERE product_id = ?`, productID); err != nil {
			return err
		}
		for _, prop := range props {
			if opt, ok := after[prop]; ok {
				if _, err := w.ExecContext(ctx, `INSERT INTO product_properties (product_id, property_id, option_id) VALUES (?, ?, ?)`,
					productID, prop, opt); err != nil {
					return err
				}
			}
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "product.properties", Entity: "product", EntityID: idText(productID),
			Before: before, After: after}); err != nil {
			return err
		}
		// The filters' counts and the product's options live in the catalogue index: it
		// re-reads this product after the commit, as every product write does.
		s.reindexAfterCommit(ctx, productID)
		return nil
	})
}
