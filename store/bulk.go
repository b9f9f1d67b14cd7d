package store

import (
	"context"
	"database/sql"
	"errors"
)

// Bulk actions of the back office: one change to every product a filter selects (the
// product list's ProductFilter), in one transaction, after a preview of how many.

// Kinds of a bulk action.
const (
	BulkPrice    = "price"    // net prices up or down by BasisPoints (1 % = 100), rounded once
	BulkStock    = "stock"    // every stock set to Stock
	BulkPublish  = "publish"  // published
	BulkHide     = "hide"     // unpublished
	BulkCategory = "category" // moved to CategoryID
)

// BulkAction is one bulk change.
type BulkAction struct {
	Kind        string
	BasisPoints int64 // BulkPrice: -9,999 (-99.99 %) to 100,000 (+1,000 %), not 0
	Stock       int64 // BulkStock
	CategoryID  int64 // BulkCategory
	Note        string
}

// MaxBulkProducts bounds one bulk action: the transaction holds the database's only write
// lock while it writes a price or stock history row per product (about 2 s for the whole
// bound on a small server); a larger selection is refused with a field error, to be
// narrowed by its filter.
const MaxBulkProducts = 20_000

// MsgTooMany is the field error of a selection beyond MaxBulkProducts.
const MsgTooMany = "error_too_many_products" // not …_many: i18n reads a _many suffix as a plural form

// BulkPreview is how many products the filter selects: what a bulk action would change, and
// the total the product list shows for the same filter.
func (s *Store) BulkPreview(ctx context.Context, f ProductFilter) (int, error) {
	_, n, err := s.selectProducts(ctx, f, ProductSortID, false, 0, 0)
	return n, err
}

func (s *Store) validateBulk(ctx context.Context, q conn, a *BulkAction) error {
	fe := FieldErrors{}
	switch a.Kind {
	case BulkPrice:
		if a.BasisPoints == 0 || a.BasisPoints < -9_999 || a.BasisPoints > 100_000 {
			fe.Add("basis_points", MsgOutOfRange)
		}
	case BulkStock:
		if a.Stock < 0 || a.Stock > maxStock {
			fe.Add("stock", MsgOutOfRange)
		}
	case BulkCategory:
		var n int
		if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM categories WHERE id = ?`, a.CategoryID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			fe.Add("category_id", MsgUnknownRef)
		}
	case BulkPublish, BulkHide:
	default:
		fe.Add("kind", MsgInvalid)
	}
	textField(fe, "note", &a.Note, false, 500, false)
	return fe.orNil()
}

// BulkApply makes action a on every product filter f selects (as the product list and
// BulkPreview select them: from the catalogue index, which holds the committed catalogue),
// in one transaction, and returns the ids it changed. The audit log gets one entry for it
// (action product.bulk_<kind>, the staff member of WithStaff), in the same transaction. Each price change writes its product's Omnibus price history
// (the new net price is the old one times (10,000 + BasisPoints) / 10,000, rounded half up
// once: -10 % of 9.99 € is 8.99 €) and each stock change its stock history (reason
// StockBulk, the staff member of WithStaff, the note). A refused action or a selection of
// more than MaxBulkProducts is FieldErrors and writes nothing. The catalogue index follows
// once the transaction commits.
func (s *Store) BulkApply(ctx context.Context, f ProductFilter, a BulkAction) (changed []int64, err error) {
	err = s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		if err := s.validateBulk(ctx, w, &a); err != nil {
			return err
		}
		ids, _, err := s.selectProducts(ctx, f, ProductSortID, false, 0, MaxBulkProducts+1)
		if err != nil {
			return err
		}
		if len(ids) > MaxBulkProducts {
			return FieldErrors{"filter": {MsgTooMany}}
		}
		type row struct{ id, net, discount int64 }
		selected := make([]row, 0, len(ids))
		for _, id := range ids {
			r := row{id: id}
			err := w.QueryRowContext(ctx, `SELECT net_price, COALESCE(discount_id, 0) FROM products WHERE id = ?`, id).Scan(&r.net, &r.discount)
			if errors.Is(err, sql.ErrNoRows) {
				continue // deleted in this transaction
			}
			if err != nil {
				return err
			}
			selected = append(selected, r)
		}
		changed = make([]int64, 0, len(selected))
		for _, r := range selected {
			var err error
			switch a.Kind {
			case BulkPrice:
				net := (r.net*(10_000+a.BasisPoints) + 5_000) / 10_000
				if net != r.net {
					err = s.writePrice(ctx, w, r.id, net, r.discount, false)
					changed = append(changed, r.id)
				}
			case BulkStock:
				var moved bool
				_, moved, err = s.setStock(ctx, w, r.id, a.Stock, stockCause{reason: StockBulk, note: a.Note})
				if moved {
					changed = append(changed, r.id)
				}
			default:
				query, arg := `UPDATE products SET category_id = ? WHERE id = ? AND (category_id IS NULL OR category_id <> ?)`, any(a.CategoryID)
				if a.Kind != BulkCategory {
					query, arg = `UPDATE products SET published = ? WHERE id = ? AND published <> ?`, a.Kind == BulkPublish
				}
				var n int64
				n, err = rowsAffected(w.ExecContext(ctx, query, arg, r.id, arg))
				if n > 0 {
					changed = append(changed, r.id)
				}
			}
			if err != nil {
				return err
			}
		}
		s.reindexAfterCommit(ctx, changed...)
		// One audit entry for the whole action, in its transaction: the selection, the action
		// and every product it changed.
		return s.Audit(ctx, AuditEntry{StaffID: staffOf(ctx), Action: "product.bulk_" + a.Kind, Entity: "product",
			Before: map[string]any{"filter": f}, After: map[string]any{"action": a, "changed": changed}})
	})
	if err != nil {
		return nil, err
	}
	return changed, nil
}

// rowsAffected is an Exec's count of rows changed.
func rowsAffected(res interface{ RowsAffected() (int64, error) }, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
