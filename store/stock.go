package store

import (
	"context"
	"database/sql"
	"errors"
)

// Every write of a product's stock goes through this file and leaves a row in stock_changes
// in its own transaction: who or which order moved it, why, when, from what to what. The
// rows of a product chain (each one's stock_before is the previous one's stock_after) and the
// last one's stock_after is the product's stock. Writes around the store (a bulk Insert such
// as the demo seed, an operator's SQL) leave none, as they leave no price history.

// Reasons of a stock change.
const (
	StockOpening = "opening" // the stock a shop had when it began keeping the history
	StockAdmin   = "admin"   // set by staff in the back office (or SetStock)
	StockOrder   = "order"   // taken by an order as it was placed
	StockCancel  = "cancel"  // given back by a cancelled order
	StockExpire  = "expire"  // given back by an unpaid order that lapsed
	StockImport  = "import"  // set by a catalogue import
	StockBulk    = "bulk"    // set by a bulk action on a selection
)

// StockChange is one row of a product's stock history.
type StockChange struct {
	ID, ProductID int64
	At            string // RFC 3339, UTC, to the second
	Before, After int64
	Reason        string
	StaffID       int64 // 0: not staff (an order, the shop itself)
	OrderID       int64 // 0: no order
	Note          string
}

// stockCause is what a stock write records of why it was made.
type stockCause struct {
	reason  string
	staffID int64
	orderID int64
	note    string
}

// staffKey carries the staff member a back-office write is made for.
type staffKey struct{}

// WithStaff is ctx for writes made by the staff member staffID: the stock history and the
// product writes record them. The handlers of the back office call it with the signed-in
// staff member's id.
func WithStaff(ctx context.Context, staffID int64) context.Context {
	return context.WithValue(ctx, staffKey{}, staffID)
}

// staffOf is the staff member WithStaff put in ctx, 0 for none.
func staffOf(ctx context.Context) int64 {
	id, _ := ctx.Value(staffKey{}).(int64)
	return id
}

// setStock sets a product's stock to after in the context's transaction and records the
// change when there is one. found is false for an unknown product, moved for a change.
func (s *Store) setStock(ctx context.Context, w conn, productID, after int64, why stockCause) (found, moved bool, err error) {
	var before int64
	err = w.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ?`, productID).Scan(&before)
	if errors.Is(err, sql.ErrNoRows) {
		return false, false, nil
	}
	if err != nil || before == after {
		return err == nil, false, err
	}
	if _, err := w.ExecContext(ctx, `UPDATE products SET stock = ? WHERE id = ?`, after, productID); err != nil {
		return true, false, err
	}
	return true, true, s.recordStock(ctx, w, productID, before, after, why)
}

// moveStock adds delta to a product's stock (an order takes, a cancellation gives back)
// and records the change. A take that would leave the stock below zero, or that the
// condition extra refuses, changes nothing: moved is false. extra is SQL ANDed to the
// UPDATE's WHERE, on products' columns.
func (s *Store) moveStock(ctx context.Context, w conn, productID, delta int64, extra string, why stockCause) (moved bool, err error) {
	var after int64
	err = w.QueryRowContext(ctx, `UPDATE products SET stock = stock + ? WHERE id = ? AND stock + ? >= 0`+extra+` RETURNING stock`,
		delta, productID, delta).Scan(&after)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, s.recordStock(ctx, w, productID, after-delta, after, why)
}

func (s *Store) recordStock(ctx context.Context, w conn, productID, before, after int64, why stockCause) error {
	if why.staffID == 0 {
		why.staffID = staffOf(ctx)
	}
	_, err := w.ExecContext(ctx, `
INSERT INTO stock_changes (product_id, at, stock_before, stock_after, reason, staff_id, order_id, note)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, productID, s.priceNow(), before, after, why.reason, nullID(why.staffID), nullID(why.orderID), why.note)
	return err
}

// MaxStockHistoryPage bounds one page of a product's stock history.
const MaxStockHistoryPage = 200

const stockHistorySQL = `
SELECT id, product_id, at, stock_before, stock_after, reason, COALESCE(staff_id, 0), COALESCE(order_id, 0), note
FROM stock_changes WHERE product_id = ? AND (? = 0 OR id < ?) ORDER BY id DESC LIMIT ?`

// StockHistory is a product's stock changes, newest first: up to limit (at most
// MaxStockHistoryPage) of them older than the change before (0: from the newest). The next
// page asks with before set to the last row's ID; a page shorter than limit is the last.
func (s *Store) StockHistory(ctx context.Context, productID, before int64, limit int) ([]StockChange, error) {
	limit = min(max(limit, 1), MaxStockHistoryPage)
	rows, err := s.reader(ctx).QueryContext(ctx, stockHistorySQL, productID, before, before, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []StockChange{}
	for rows.Next() {
		var c StockChange
		if err := rows.Scan(&c.ID, &c.ProductID, &c.At, &c.Before, &c.After, &c.Reason, &c.StaffID, &c.OrderID, &c.Note); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// OpenStockHistory starts the stock history of every product that has stock and no history
// yet — rows written around the store, such as a bulk Insert of a new catalogue — with one
// opening row as of its creation, so that its history sums to its stock from then on. The
// demo seed calls it last; migration 20 did the same for a shop older than the history.
func (s *Store) OpenStockHistory(ctx context.Context) error {
	_, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO stock_changes (product_id, at, stock_before, stock_after, reason)
SELECT p.id, p.created_at, 0, p.stock, 'opening' FROM products p
WHERE p.stock <> 0 AND NOT EXISTS (SELECT 1 FROM stock_changes c WHERE c.product_id = p.id) ORDER BY p.id`)
	return err
}
