package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// An order's money after payment: refunds, full or partial, by amount or by lines and
// quantities (and the shipping). What is left to refund is the order's total less every
// refund that is done or on its way (pending), so two refunds at once can never give back more
// than was paid. The order's payment_status stays 'paid'; the refunded sum is read from here.

// Refund methods: through the provider that took the money, or paid back by hand (a transfer,
// cash) and recorded.
const (
	RefundStripe = "stripe"
	RefundManual = "manual"
)

// ErrNotPaid is a refund asked of an order that has no money to give back. It counts as
// ErrConflict.
var ErrNotPaid = fmt.Errorf("%w: the order is not paid", ErrConflict)

// ErrRefundKey is an attempt's key that another order's refund already used.
var ErrRefundKey = fmt.Errorf("%w: the refund key belongs to another order", ErrConflict)

// Message keys of a refund's FieldErrors.
const (
	MsgRefundTooMuch  = "error_refund_too_much" // more than is left to refund
	MsgRefundQuantity = "error_refund_quantity" // more units than are left of the line
)

// Refund limits: a reason and a note are one line or a few.
const (
	maxRefundText = 500
	maxRefundKey  = 100
)

// RefundInput is a refund as staff ask for it.
type RefundInput struct {
	// Key names the attempt: the same key again answers the refund it made (a double click,
	// a retry after a lost answer) and never refunds twice.
	Key string
	// Amount is the gross cents to give back; 0 works it out from Lines and Shipping.
	Amount   int64
	Lines    []RefundLineInput
	Shipping bool // the shipping is given back too
	Reason   string
	Note     string // a manual refund: how it was paid back
	PaidOn   string // a manual refund: the day it was paid back, YYYY-MM-DD ("" today)
	StaffID  int64
}

// RefundLineInput is how many units of an order line a refund gives back, and whether they go
// back to the stock.
type RefundLineInput struct {
	ItemID   int64
	Quantity int64
	Restock  bool
}

// Refund is one refund of an order.
type Refund struct {
	ID         int64
	OrderID    int64
	Key        string
	Amount     int64
	Shipping   bool
	Reason     string
	Method     string // RefundStripe or RefundManual
	Status     string // pending, done, failed
	ProviderID string
	Note       string
	PaidOn     string
	Error      string
	StaffID    int64
	StaffName  string
	CreatedAt  string
	DoneAt     string
	Lines      []RefundLine
}

// RefundLine is what a refund gave back of one order line.
type RefundLine struct {
	ItemID   int64
	Title    string
	Code     string
	Quantity int64
	Restock  bool
}

// OrderMoney is an order's money as the back office's refund panel shows it.
type OrderMoney struct {
	OrderID       int64
	PrefixedID    string
	Status        string
	PaymentStatus string
	PaymentCode   string
	Language      string
	Email         string
	Total         int64 // what the shopper paid
	Refunded      int64 // given back (done)
	Pending       int64 // on its way (a provider's call not yet answered)
	Left          int64 // Total − Refunded − Pending
	Shipping      int64 // the shipping's gross share of the total
	ShippingGone  bool  // a refund gave the shipping back already
	Lines         []MoneyLine
	Refunds       []Refund
}

// MoneyLine is an order line as a refund picks from it.
type MoneyLine struct {
	ItemID    int64
	ParentID  int64 // a service's product line, 0 for a product line
	ProductID int64 // 0 once the product is deleted
	Stocked   bool  // a product that keeps stock (not a service)
	Title     string
	Code      string
	Quantity  int64
	Refunded  int64 // units given back so far (done or pending)
	Gross     int64 // the whole line's share of the total: what all its units give back
}

// OrderMoney reads an order's refunds and what is left to refund, or ErrNotFound.
func (s *Store) OrderMoney(ctx context.Context, orderID int64) (OrderMoney, error) {
	return s.orderMoney(ctx, s.reader(ctx), orderID)
}

func (s *Store) orderMoney(ctx context.Context, q conn, orderID int64) (OrderMoney, error) {
	m := OrderMoney{OrderID: orderID, Lines: []MoneyLine{}, Refunds: []Refund{}}
	var prefix string
	var number, items, shipping int64
	err := q.QueryRowContext(ctx, `
SELECT o.prefix, COALESCE(o.number, 0), o.status, o.payment_status, pm.code, o.language, o.user_email,
       o.total, o.items_total, o.shipping_total
FROM orders o JOIN payment_methods pm ON pm.id = o.payment_method_id WHERE o.id = ?`, orderID).Scan(
		&prefix, &number, &m.Status, &m.PaymentStatus, &m.PaymentCode, &m.Language, &m.Email, &m.Total, &items, &shipping)
	if errors.Is(err, sql.ErrNoRows) {
		return OrderMoney{}, ErrNotFound
	}
	if err != nil {
		return OrderMoney{}, err
	}
	m.PrefixedID = PrefixedID(prefix, number)
	base := items + shipping
	m.Shipping = share(m.Total, shipping, base)
	rows, err := q.QueryContext(ctx, `
SELECT i.id, COALESCE(i.parent_item_id, 0), COALESCE(i.product_id, 0), CASE WHEN p.type = 'product' THEN 1 ELSE 0 END, i.title, i.code,
       i.quantity, i.total_price,
       COALESCE((SELECT CAST(SUM(l.quantity) AS BIGINT) FROM order_refund_lines l JOIN order_refunds r ON r.id = l.refund_id
                 WHERE l.order_item_id = i.id AND r.status <> 'failed'), 0)
FROM order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.order_id = ? ORDER BY i.id`, orderID)
	if err != nil {
		return OrderMoney{}, err
	}
	for rows.Next() {
		var l MoneyLine
		var total int64
		if err := rows.Scan(&l.ItemID, &l.ParentID, &l.ProductID, &l.Stocked, &l.Title, &l.Code, &l.Quantity, &total, &l.Refunded); err != nil {
			rows.Close()
			return OrderMoney{}, err
		}
		l.Gross = share(m.Total, total, base)
		m.Lines = append(m.Lines, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return OrderMoney{}, err
	}
	if m.Refunds, err = s.refundsOf(ctx, q, `r.order_id = ?`, orderID); err != nil {
		return OrderMoney{}, err
	}
	for _, r := range m.Refunds {
		switch r.Status {
		case "done":
			m.Refunded += r.Amount
		case "pending":
			m.Pending += r.Amount
		}
		if r.Status != "failed" && r.Shipping {
			m.ShippingGone = true
		}
	}
	m.Left = m.Total - m.Refunded - m.Pending
	return m, nil
}

// share is part's gross share of total when the order's lines and shipping add up to base:
// a private person's order is priced with VAT (base is the total, the share the part itself),
// a business's without (the share carries its VAT). Rounded half up, once.
func share(total, part, base int64) int64 {
	if base <= 0 {
		return 0
	}
	return (2*total*part + base) / (2 * base)
}

const refundSQL = `
SELECT r.id, r.order_id, r.key, r.amount, r.shipping, r.reason, r.method, r.status, r.provider_id, r.note, r.paid_on,
       r.error, COALESCE(r.staff_id, 0), COALESCE(NULLIF(st.name, ''), st.email, ''), r.created_at, COALESCE(r.done_at, '')
FROM order_refunds r LEFT JOIN staff st ON st.id = r.staff_id WHERE `

// refundsOf reads the refunds where says, oldest first, each with its lines.
func (s *Store) refundsOf(ctx context.Context, q conn, where string, args ...any) ([]Refund, error) {
	rows, err := q.QueryContext(ctx, refundSQL+where+` ORDER BY r.id`, args...)
	if err != nil {
		return nil, err
	}
	out := []Refund{}
	for rows.Next() {
		var r Refund
		if err := rows.Scan(&r.ID, &r.OrderID, &r.Key, &r.Amount, &r.Shipping, &r.Reason, &r.Method, &r.Status, &r.ProviderID,
			&r.Note, &r.PaidOn, &r.Error, &r.StaffID, &r.StaffName, &r.CreatedAt, &r.DoneAt); err != nil {
			rows.Close()
			return nil, err
		}
		r.Lines = []RefundLine{}
		out = append(out, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		lines, err := q.QueryContext(ctx, `
SELECT l.order_item_id, i.title, i.code, l.quantity, l.restock
FROM order_refund_lines l JOIN order_items i ON i.id = l.order_item_id WHERE l.refund_id = ? ORDER BY l.order_item_id`, out[i].ID)
		if err != nil {
			return nil, err
		}
		for lines.Next() {
			var l RefundLine
			if err := lines.Scan(&l.ItemID, &l.Title, &l.Code, &l.Quantity, &l.Restock); err != nil {
				lines.Close()
				return nil, err
			}
			out[i].Lines = append(out[i].Lines, l)
		}
		lines.Close()
		if err := lines.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// RefundByID reads one refund, or ErrNotFound.
func (s *Store) RefundByID(ctx context.Context, id int64) (Refund, error) {
	list, err := s.refundsOf(ctx, s.reader(ctx), `r.id = ?`, id)
	if err != nil {
		return Refund{}, err
	}
	if len(list) == 0 {
		return Refund{}, ErrNotFound
	}
	return list[0], nil
}

// BeginRefund checks and writes a refund of a paid order. A manual refund is done at once, in
// this transaction: the units marked for it go back to the stock, the shopper's mail is queued
// and the audit log written. A refund through a provider (RefundStripe) is written pending:
// the caller makes the provider's call after the commit and then FinishRefund or FailRefund.
// The same Key again answers the refund it made (existing true) and changes nothing; another
// order's key is ErrRefundKey. Errors: FieldErrors (key, amount, lines.<item id>, reason,
// note, paid_on), ErrNotFound, ErrNotPaid.
func (s *Store) BeginRefund(ctx context.Context, orderID int64, method string, in RefundInput) (r Refund, existing bool, err error) {
	in.Key, in.Reason, in.Note, in.PaidOn = strings.TrimSpace(in.Key), strings.TrimSpace(in.Reason), strings.TrimSpace(in.Note), strings.TrimSpace(in.PaidOn)
	errs := FieldErrors{}
	if in.Key == "" || len(in.Key) > maxRefundKey {
		errs.Add("key", MsgInvalid)
	}
	for field, v := range map[string]string{"reason": in.Reason, "note": in.Note} {
		if utf8.RuneCountInString(v) > maxRefundText {
			errs.Add(field, MsgTooLong)
		}
	}
	if in.PaidOn != "" {
		if _, err := time.Parse(time.DateOnly, in.PaidOn); err != nil {
			errs.Add("paid_on", MsgInvalid)
		}
	}
	if len(in.Lines) > 1000 {
		errs.Add("lines", MsgInvalid)
	}
	if len(errs) > 0 {
		return Refund{}, false, errs
	}
	if method != RefundStripe && method != RefundManual {
		return Refund{}, false, fmt.Errorf("refund: unknown method %q", method)
	}
	var id int64
	err = s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		var owner int64
		switch err := w.QueryRowContext(ctx, `SELECT id, order_id FROM order_refunds WHERE key = ?`, in.Key).Scan(&id, &owner); {
		case err == nil && owner != orderID:
			return ErrRefundKey
		case err == nil:
			existing = true
			return nil
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		m, err := s.orderMoney(ctx, w, orderID)
		if err != nil {
			return err
		}
		if m.PaymentStatus != "paid" {
			return ErrNotPaid
		}
		amount, err := refundAmount(m, in)
		if err != nil {
			return err
		}
		now := dbTime(s.clock())
		status := "pending"
		if method == RefundManual {
			status = "done"
			if in.PaidOn == "" {
				loc := time.UTC // a store whose settings are not loaded (a test's)
				if set := s.Settings(); set != nil && set.Location != nil {
					loc = set.Location
				}
				in.PaidOn = s.clock().In(loc).Format(time.DateOnly)
			}
		}
		if err := w.QueryRowContext(ctx, `
INSERT INTO order_refunds (order_id, key, amount, shipping, reason, method, status, note, paid_on, staff_id, created_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, orderID, in.Key, amount, in.Shipping, in.Reason, method, "pending",
			in.Note, in.PaidOn, nullID(in.StaffID), now).Scan(&id); err != nil {
			return err
		}
		for _, l := range in.Lines {
			if l.Quantity == 0 {
				continue
			}
			if _, err := w.ExecContext(ctx, `INSERT INTO order_refund_lines (refund_id, order_item_id, quantity, restock) VALUES (?, ?, ?, ?)`,
				id, l.ItemID, l.Quantity, l.Restock); err != nil {
				return err
			}
		}
		if status == "done" {
			return s.finishRefund(ctx, w, id, "")
		}
		return nil
	})
	if err != nil {
		return Refund{}, false, err
	}
	r, err = s.RefundByID(ctx, id)
	return r, existing, err
}

// refundAmount checks what in asks of m and works out its gross amount: the amount given,
// else the chosen lines' and shipping's share of the total. Neither may exceed what is left.
func refundAmount(m OrderMoney, in RefundInput) (int64, error) {
	errs := FieldErrors{}
	lines := map[int64]MoneyLine{}
	for _, l := range m.Lines {
		lines[l.ItemID] = l
	}
	var computed int64
	seen := map[int64]bool{}
	for _, l := range in.Lines {
		key := fmt.Sprintf("lines.%d", l.ItemID)
		ml, ok := lines[l.ItemID]
		switch {
		case !ok || seen[l.ItemID]:
			errs.Add(key, MsgInvalid)
			continue
		case l.Quantity < 0 || l.Quantity > ml.Quantity-ml.Refunded:
			errs.Add(key, MsgRefundQuantity)
			continue
		case l.Restock && (!ml.Stocked || ml.ParentID != 0):
			errs.Add(key, MsgInvalid)
			continue
		}
		seen[l.ItemID] = true
		computed += share(ml.Gross, l.Quantity, ml.Quantity)
	}
	if in.Shipping {
		if m.ShippingGone || m.Shipping == 0 {
			errs.Add("shipping", MsgInvalid)
		}
		computed += m.Shipping
	}
	amount := in.Amount
	if amount == 0 {
		amount = min(computed, m.Left) // a cent of rounding over what is left is not refused
	}
	switch {
	case in.Amount < 0 || amount <= 0:
		errs.Add("amount", MsgInvalid)
	case amount > m.Left:
		errs.Add("amount", MsgRefundTooMuch)
	}
	if len(errs) > 0 {
		return 0, errs
	}
	return amount, nil
}

// FinishRefund records the provider's word that a pending refund went through: it is done,
// its units marked for restocking go back to the stock, the shopper's mail is queued and the
// audit log written, in one transaction. A refund not pending is ErrConflict.
func (s *Store) FinishRefund(ctx context.Context, id int64, providerID string) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		return s.finishRefund(ctx, s.prepared(s.writer(ctx)), id, providerID)
	})
}

func (s *Store) finishRefund(ctx context.Context, w conn, id int64, providerID string) error {
	res, err := w.ExecContext(ctx, `UPDATE order_refunds SET status = 'done', provider_id = ?, done_at = ? WHERE id = ? AND status = 'pending'`,
		providerID, dbTime(s.clock()), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("%w: refund %d is not pending", ErrConflict, id)
	}
	list, err := s.refundsOf(ctx, w, `r.id = ?`, id)
	if err != nil || len(list) == 0 {
		return errors.Join(err, ErrNotFound)
	}
	r := list[0]
	var moved []int64
	for _, l := range r.Lines {
		if !l.Restock {
			continue
		}
		var productID int64
		err := w.QueryRowContext(ctx, `
SELECT i.product_id FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.id = ? AND p.type = 'product'`,
			l.ItemID).Scan(&productID)
		if errors.Is(err, sql.ErrNoRows) {
			continue // deleted since: nothing to give the units back to
		}
		if err != nil {
			return err
		}
		if _, err := s.moveStock(ctx, w, productID, l.Quantity, "", stockCause{reason: StockAdmin, staffID: r.StaffID,
			orderID: r.OrderID, note: "refund"}); err != nil {
			return err
		}
		moved = append(moved, productID)
	}
	if len(moved) > 0 {
		moved = sortedIDs(moved)
		s.refreshProductsAfterCommit(ctx, "refunded stock", moved...)
	}
	var email, lang string
	if err := w.QueryRowContext(ctx, `SELECT user_email, language FROM orders WHERE id = ?`, r.OrderID).Scan(&email, &lang); err != nil {
		return err
	}
	if _, err := s.QueueNotice(ctx, Notice{Kind: NoticeOrderRefunded, Email: email, Lang: lang, OrderID: r.OrderID, RefundID: r.ID}); err != nil {
		return err
	}
	return s.Audit(ctx, AuditEntry{StaffID: r.StaffID, Action: "order.refund", Entity: "order", EntityID: fmt.Sprint(r.OrderID),
		After: map[string]any{"refund": r.ID, "amount": r.Amount, "method": r.Method, "provider_id": r.ProviderID,
			"shipping": r.Shipping, "lines": r.Lines, "reason": r.Reason, "note": r.Note, "paid_on": r.PaidOn}})
}

// FailRefund records a provider's refusal of a pending refund: it no longer counts against
// what is left, and the audit log keeps why. A refund not pending is ErrConflict.
func (s *Store) FailRefund(ctx context.Context, id int64, cause string) error {
	if len(cause) > maxErrorLen {
		cause = strings.ToValidUTF8(cause[:maxErrorLen], "")
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		var orderID, staffID, amount int64
		err := w.QueryRowContext(ctx, `
UPDATE order_refunds SET status = 'failed', error = ? WHERE id = ? AND status = 'pending'
RETURNING order_id, COALESCE(staff_id, 0), amount`, cause, id).Scan(&orderID, &staffID, &amount)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w: refund %d is not pending", ErrConflict, id)
		}
		if err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "order.refund_failed", Entity: "order", EntityID: fmt.Sprint(orderID),
			After: map[string]any{"refund": id, "amount": amount, "error": cause}})
	})
}
