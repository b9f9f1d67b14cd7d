package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Withdrawal from a contract (Consumer Rights Directive Art. 11a, added by Directive (EU)
// 2023/2673): a shopper names an order by its number and the e-mail it was placed with, and
// optionally which of its lines; the shop keeps the statement with its time and at once owes
// an acknowledgement mail (and the shop its own copy). No reason is asked. The same statement
// sent twice (the same order and lines) is the one record: a double click, or a shopper
// unsure whether it went, gets the first answer again.

// WithdrawalDays is the withdrawal period: 14 days from the day the goods were delivered
// (Directive 2011/83/EU Art. 9). Before delivery a shopper may always withdraw.
const WithdrawalDays = 14

// Withdrawal is a kept withdrawal statement.
type Withdrawal struct {
	ID          int64
	OrderID     int64
	OrderNumber string // "LV-000123"
	Name        string
	Email       string
	Lang        string
	Whole       bool             // the whole order: no lines were named, or all of them
	Lines       []WithdrawalLine // the lines withdrawn from (for the whole order, all its product lines)
	CreatedAt   string           // UTC, to the second
}

// WithdrawalLine is an order line a withdrawal names, as the order keeps it.
type WithdrawalLine struct {
	ItemID   int64
	Title    string
	Code     string
	Quantity int64
}

// WithdrawalInput is a statement as a shopper sends it.
type WithdrawalInput struct {
	Number  string  // the order's number, "LV-000123"
	Email   string  // the e-mail the order was placed with: the proof it is theirs
	Name    string  // who withdraws
	Lang    string  // the page's language: the acknowledgement speaks it
	ItemIDs []int64 // the product lines withdrawn from; none, or all of them: the whole order
	Address string  // the client's address, kept as a keyed hash (clientHash)
	ShopTo  string  // where the shop's copy goes; '' for none
	// ExistingOnly answers a statement kept already and keeps no new one (a zero Withdrawal,
	// existed false): a sender over the limit of new statements still gets the first answer.
	ExistingOnly bool
}

// WithdrawableOrder is what the withdrawal form shows of an order it found: its number and
// product lines, and until when it may be withdrawn from.
type WithdrawableOrder struct {
	ID       int64
	Number   string
	Lines    []WithdrawalLine
	Deadline time.Time // the period's end; zero before delivery (the period has not begun)
}

// The refusals of a withdrawal of an order that was found, keyed by the order's field.
var (
	errWithdrawalExpired   = FieldErrors{"number": {"error_withdrawal_expired"}}
	errWithdrawalCancelled = FieldErrors{"number": {"error_withdrawal_cancelled"}}
)

// WithdrawalOrder finds the order of number and email for the withdrawal form: ErrNotFound
// for a pair that names none (a wrong number and a wrong address alike), FieldErrors for an
// order cancelled or past its withdrawal period.
func (s *Store) WithdrawalOrder(ctx context.Context, number, email string) (WithdrawableOrder, error) {
	o, err := s.OrderByNumber(ctx, number, email)
	if err != nil {
		return WithdrawableOrder{}, err
	}
	w := WithdrawableOrder{ID: o.ID, Number: o.PrefixedID, Lines: productLines(o)}
	if w.Deadline, err = s.withdrawalOpen(ctx, s.reader(ctx), o.ID, o.Status); err != nil {
		return WithdrawableOrder{}, err
	}
	return w, nil
}

// Withdraw keeps a withdrawal statement and queues its mails, in one transaction: the
// acknowledgement to the e-mail the shopper gave (in.Email, the order's) in in.Lang, and the
// shop's copy to in.ShopTo. The same order and lines sent again answer the kept record with
// existed true and queue nothing. Errors: ErrNotFound for a number and e-mail that name no
// order; FieldErrors for an order cancelled or past its period, or lines not the order's.
func (s *Store) Withdraw(ctx context.Context, in WithdrawalInput) (w Withdrawal, existed bool, err error) {
	err = s.WithTx(ctx, func(ctx context.Context) error {
		o, err := s.OrderByNumber(ctx, in.Number, in.Email)
		if err != nil {
			return err
		}
		lineSet, items, err := withdrawalLineSet(productLines(o), in.ItemIDs)
		if err != nil {
			return err
		}
		q := s.writer(ctx)
		var id int64
		err = q.QueryRowContext(ctx, `SELECT id FROM withdrawals WHERE order_id = ? AND line_set = ?`, o.ID, lineSet).Scan(&id)
		if err == nil {
			existed = true
			w, err = s.withdrawalByID(ctx, q, id)
			return err
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if in.ExistingOnly {
			return nil
		}
		if _, err := s.withdrawalOpen(ctx, q, o.ID, o.Status); err != nil {
			return err
		}
		// RETURNING, not LastInsertId: PostgreSQL has no last insert id to ask for.
		if err := q.QueryRowContext(ctx, `
INSERT INTO withdrawals (order_id, name, email, lang, line_set, client_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			o.ID, in.Name, strings.TrimSpace(in.Email), in.Lang, lineSet, clientHash(s.hashKey, "address", in.Address), dbTime(s.clock())).Scan(&id); err != nil {
			return err
		}
		for _, item := range items {
			if _, err := q.ExecContext(ctx, `INSERT INTO withdrawal_lines (withdrawal_id, order_item_id) VALUES (?, ?)`, id, item); err != nil {
				return err
			}
		}
		if _, err := s.QueueNotice(ctx, Notice{Kind: NoticeWithdrawal, Email: in.Email, Lang: in.Lang, OrderID: o.ID, WithdrawalID: id}); err != nil {
			return err
		}
		if in.ShopTo != "" {
			// The shop's copy speaks the shop's default language, as its new-order notice does.
			if _, err := s.QueueNotice(ctx, Notice{Kind: NoticeWithdrawalShop, Email: in.ShopTo, OrderID: o.ID, WithdrawalID: id}); err != nil {
				return err
			}
		}
		w, err = s.withdrawalByID(ctx, q, id)
		return err
	})
	return w, existed, err
}

// productLines are an order's product lines (its services go with their product).
func productLines(o Order) []WithdrawalLine {
	out := make([]WithdrawalLine, 0, len(o.Cart.Items))
	for _, it := range o.Cart.Items {
		out = append(out, WithdrawalLine{ItemID: it.ID, Title: it.Product.Title, Code: it.Product.Code, Quantity: it.Quantity})
	}
	return out
}

// withdrawalLineSet is the key of the lines ids name among the order's, their ids sorted and
// joined, and those ids once each; ” and none for no lines or all of them (the whole order,
// however it was asked for). An id that is not one of the order's product lines is a field
// error of lines.
func withdrawalLineSet(lines []WithdrawalLine, ids []int64) (string, []int64, error) {
	if len(ids) == 0 {
		return "", nil, nil
	}
	ids = slices.Clone(ids)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	parts := make([]string, len(ids))
	for i, id := range ids {
		if !slices.ContainsFunc(lines, func(l WithdrawalLine) bool { return l.ItemID == id }) {
			return "", nil, FieldErrors{"lines": {"error_invalid_value"}}
		}
		parts[i] = strconv.FormatInt(id, 10)
	}
	if len(ids) == len(lines) {
		return "", nil, nil
	}
	return strings.Join(parts, ","), ids, nil
}

// withdrawalOpen checks that order id (in status) may be withdrawn from now and returns the
// period's end, zero before delivery. The period starts the day the order was delivered
// (moved to completed; an order delivered before the moves were recorded counts from its
// shipment) and ends with the 14th day after it, in the shop's time zone: a shopper who has
// the goods on Monday may withdraw until the end of the Monday two weeks on.
func (s *Store) withdrawalOpen(ctx context.Context, q conn, id int64, status string) (time.Time, error) {
	switch status {
	case "cancelled":
		return time.Time{}, errWithdrawalCancelled
	case "completed":
	default:
		return time.Time{}, nil
	}
	var delivered string
	err := q.QueryRowContext(ctx, `
SELECT COALESCE((SELECT MAX(at) FROM order_events WHERE order_id = o.id AND field = 'status' AND to_state = 'completed'), o.shipped_at, '')
FROM orders o WHERE o.id = ?`, id).Scan(&delivered)
	if err != nil {
		return time.Time{}, notFound(err)
	}
	at := parseDBTime(delivered)
	if at.IsZero() {
		return time.Time{}, nil // a delivery of no known day: the shopper is given the benefit of the doubt
	}
	end := WithdrawalDeadline(at, s.location())
	if !s.clock().Before(end) {
		return end, errWithdrawalExpired
	}
	return end, nil
}

// WithdrawalDeadline is the end of the withdrawal period of goods delivered at delivered: the
// midnight that ends the 14th day after the delivery's day in loc.
func WithdrawalDeadline(delivered time.Time, loc *time.Location) time.Time {
	d := delivered.In(loc)
	return time.Date(d.Year(), d.Month(), d.Day()+WithdrawalDays+1, 0, 0, 0, 0, loc)
}

// location is the shop's time zone (UTC when the settings have none).
func (s *Store) location() *time.Location {
	if sh := s.Settings(); sh != nil && sh.Location != nil {
		return sh.Location
	}
	return time.UTC
}

// WithdrawalByID reads a withdrawal with its order's number and lines, or ErrNotFound.
func (s *Store) WithdrawalByID(ctx context.Context, id int64) (Withdrawal, error) {
	return s.withdrawalByID(ctx, s.reader(ctx), id)
}

func (s *Store) withdrawalByID(ctx context.Context, q conn, id int64) (Withdrawal, error) {
	ws, err := s.withdrawalsWhere(ctx, q, `w.id = ?`, id)
	if err != nil {
		return Withdrawal{}, err
	}
	if len(ws) == 0 {
		return Withdrawal{}, ErrNotFound
	}
	return ws[0], nil
}

// OrderWithdrawals lists an order's withdrawals, the first first: the back office's order page.
func (s *Store) OrderWithdrawals(ctx context.Context, orderID int64) ([]Withdrawal, error) {
	return s.withdrawalsWhere(ctx, s.reader(ctx), `w.order_id = ?`, orderID)
}

func (s *Store) withdrawalsWhere(ctx context.Context, q conn, where string, arg int64) ([]Withdrawal, error) {
	rows, err := q.QueryContext(ctx, `
SELECT w.id, w.order_id, o.prefix, COALESCE(o.number, 0), w.name, w.email, w.lang, w.created_at, w.line_set = ''
FROM withdrawals w JOIN orders o ON o.id = w.order_id WHERE `+where+` ORDER BY w.id`, arg)
	if err != nil {
		return nil, err
	}
	out := []Withdrawal{}
	for rows.Next() {
		var w Withdrawal
		var prefix string
		var number int64
		if err := rows.Scan(&w.ID, &w.OrderID, &prefix, &number, &w.Name, &w.Email, &w.Lang, &w.CreatedAt, &w.Whole); err != nil {
			rows.Close()
			return nil, err
		}
		w.OrderNumber = PrefixedID(prefix, number)
		out = append(out, w)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Lines, err = withdrawalLines(ctx, q, out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// withdrawalLines are the lines w names (all the order's product lines for the whole
// order), in the order's order.
func withdrawalLines(ctx context.Context, q conn, w Withdrawal) ([]WithdrawalLine, error) {
	query, arg := `
SELECT i.id, i.title, i.code, i.quantity FROM withdrawal_lines l JOIN order_items i ON i.id = l.order_item_id
WHERE l.withdrawal_id = ? ORDER BY i.id`, w.ID
	if w.Whole {
		query, arg = `
SELECT i.id, i.title, i.code, i.quantity FROM order_items i WHERE i.order_id = ? AND i.parent_item_id IS NULL ORDER BY i.id`, w.OrderID
	}
	rows, err := q.QueryContext(ctx, query, arg)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []WithdrawalLine{}
	for rows.Next() {
		var l WithdrawalLine
		if err := rows.Scan(&l.ItemID, &l.Title, &l.Code, &l.Quantity); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}
