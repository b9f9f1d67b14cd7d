package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// The EU Omnibus rule (Directive 98/6/EC, Art. 6a): a price reduction must name as the old
// price the lowest price of the 30 days before the reduction began. The shop keeps a price
// history (table price_history): every change of a product's net price or discount writes a
// row, in the same transaction as the change, saying from when the product sold at what.
//
// The old price a discounted product shows (previous_formatted_price) is worked out from it:
//
//   - The current discount began at the first row of the history's last run of rows with
//     that discount. A price change during the discount does not restart it; a discount that
//     stops and starts again does (and its earlier run then counts in the 30 days before).
//   - The old price is the lowest price charged — after any discount then running — by any
//     row in effect at some moment of the 30 days before that start: the row in effect 30
//     days before, and each one after it until the start. A row replaced within the same
//     second (two changes in one transaction) was never charged and does not count.
//   - Nothing charged before the discount (it began with the product): the regular price at
//     its start, the net price before the discount. A history that does not know the current
//     discount at all (rows written around the store, such as a bulk Insert): the product's
//     net price before the discount, as the shop showed it before it kept a history.
//   - The old price shows only while it is above the current price: a struck-through price
//     at or below what the shopper pays now would announce no reduction at all.
//
// The rule looks only at the past of the discount's start, so the old price stays the same
// for the whole discount, whatever the date: the catalogue index works it out once per write.

// omnibusWindow is how far before a discount's start its old price looks.
const omnibusWindow = 30 * 24 * time.Hour

// historyTime is how the history writes its times: UTC to the second, as every created_at,
// so that times order as text.
const historyTime = "2006-01-02T15:04:05Z"

// pricePoint is one row of a product's price history: from At on, the product's net price
// was Net, its discount Discount (0 for none), and a shopper paid Price (net cents). A history
// is in the order its changes were made (seq), which is their time order.
type pricePoint struct {
	At                   string
	Discount, Net, Price int64
}

// omnibusPrevious is the old price (net cents) of a product whose discount is discount and
// whose net price before it is net, from its history in order; 0 when it shows none.
// price is what the shopper pays now (net cents after the discount).
func omnibusPrevious(history []pricePoint, discount, net, price int64) int64 {
	if discount == 0 {
		return 0
	}
	ref := omnibusReference(history, discount, net)
	if ref <= price {
		return 0
	}
	return ref
}

// omnibusReference is the lowest price of the 30 days before the current discount began.
func omnibusReference(history []pricePoint, discount, net int64) int64 {
	run := len(history)
	for run > 0 && history[run-1].Discount == discount {
		run--
	}
	if run == len(history) {
		return net // the history does not know this discount
	}
	start, err := time.Parse(historyTime, history[run].At)
	if err != nil {
		return net
	}
	from := start.Add(-omnibusWindow).Format(historyTime)
	lowest := int64(-1)
	for i := run - 1; i >= 0; i-- {
		until := history[i+1].At // row i was in effect from its At until the next row's
		if until <= from {
			break
		}
		if history[i].At == until {
			continue // replaced within the second (one transaction): never charged
		}
		if lowest < 0 || history[i].Price < lowest {
			lowest = history[i].Price
		}
	}
	if lowest < 0 {
		return history[run].Net // nothing charged before the discount: its regular price at the start
	}
	return lowest
}

// priceNow is the time the history writes for a change made now.
func (s *Store) priceNow() string {
	if s.now != nil {
		return s.now().UTC().Format(historyTime)
	}
	return time.Now().UTC().Format(historyTime)
}

// SetPrice sets a product's net price (before any discount, in cents), records it in the
// price history in the same transaction, and updates the catalogue index once committed.
// A negative price is ErrConflict, an unknown product ErrNotFound; the same price again
// changes nothing.
func (s *Store) SetPrice(ctx context.Context, productID, netCents int64) error {
	if netCents < 0 {
		return ErrConflict
	}
	return s.changePrice(ctx, productID, func(net, discount *int64) { *net = netCents })
}

// SetDiscount puts a product into a discount campaign (discountID), or takes it out of its
// campaign (0), records the price that follows in the price history in the same
// transaction, and updates the catalogue index once committed. An unknown product or
// discount is ErrNotFound; the same discount again changes nothing.
func (s *Store) SetDiscount(ctx context.Context, productID, discountID int64) error {
	if discountID < 0 {
		return ErrNotFound
	}
	return s.changePrice(ctx, productID, func(net, discount *int64) { *discount = discountID })
}

// changePrice changes a product's net price or discount and writes the history row.
func (s *Store) changePrice(ctx context.Context, productID int64, change func(net, discount *int64)) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var net, discount int64
		err := w.QueryRowContext(ctx, `SELECT net_price, COALESCE(discount_id, 0) FROM products WHERE id = ?`, productID).
			Scan(&net, &discount)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		change(&net, &discount)
		if err := s.writePrice(ctx, w, productID, net, discount, false); err != nil {
			return err
		}
		s.refreshProductsAfterCommit(ctx, "price", productID)
		return nil
	})
}

// writePrice sets a product's net price and discount in the transaction of w and writes the
// price history row that says so; the same price and discount again write nothing, but for a
// new product (first), whose first row starts its history. An unknown discount is
// ErrNotFound. Every price write of the store comes here.
func (s *Store) writePrice(ctx context.Context, w conn, productID, newNet, newDiscount int64, first bool) error {
	var net, discount int64
	if err := w.QueryRowContext(ctx, `SELECT net_price, COALESCE(discount_id, 0) FROM products WHERE id = ?`, productID).
		Scan(&net, &discount); err != nil {
		return err
	}
	if newNet == net && newDiscount == discount && !first {
		return nil
	}
	var percent int64
	if newDiscount != 0 {
		err := w.QueryRowContext(ctx, `SELECT percent FROM discounts WHERE id = ?`, newDiscount).Scan(&percent)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
	}
	if _, err := w.ExecContext(ctx, `UPDATE products SET net_price = ?, discount_id = ? WHERE id = ?`,
		newNet, nullID(newDiscount), productID); err != nil {
		return err
	}
	_, err := w.ExecContext(ctx, `
INSERT INTO price_history (product_id, seq, at, net_price, discount_id, price)
SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ? FROM price_history WHERE product_id = ?`,
		productID, s.priceNow(), newNet, nullID(newDiscount), NetAfterDiscount(newNet, percent), productID)
	return err
}

// nullID is an optional reference: NULL for 0.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

const priceHistorySQL = `
SELECT at, COALESCE(discount_id, 0), net_price, price FROM price_history WHERE product_id = ? ORDER BY seq`

// previousPrice works out the old price of one product (see omnibusPrevious) from its history.
func (s *Store) previousPrice(ctx context.Context, productID, discount, net, price int64) (int64, error) {
	if discount == 0 {
		return 0, nil
	}
	rows, err := s.read.QueryContext(ctx, priceHistorySQL, productID)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	var history []pricePoint
	for rows.Next() {
		var h pricePoint
		if err := rows.Scan(&h.At, &h.Discount, &h.Net, &h.Price); err != nil {
			return 0, err
		}
		history = append(history, h)
	}
	if err := rows.Err(); err != nil {
		return 0, err
	}
	return omnibusPrevious(history, discount, net, price), nil
}
