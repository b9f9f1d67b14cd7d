package store

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"
)

// An order's history as the back office shows it: its events (every change of its status or
// payment, whoever made it), the mails the shop queued for it, and the staff's own notes.

// OrderEvent is one change of an order's status or payment.
type OrderEvent struct {
	ID        int64
	At        string
	Field     string // status or payment
	From, To  string
	StaffID   int64  // 0: the shop itself, the shopper or a payment provider
	StaffName string // the member's name, else e-mail; "" for none
	Note      string // the member's note, or a payment's provider reference
}

// recordOrderEvent writes a change of an order's field (status or payment) in the transaction,
// for the staff member WithStaff names in ctx (none: the shop, the shopper or a provider).
func (s *Store) recordOrderEvent(ctx context.Context, w conn, orderID int64, field, from, to, note string) error {
	_, err := w.ExecContext(ctx, `
INSERT INTO order_events (order_id, at, field, from_state, to_state, staff_id, note) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		orderID, dbTime(s.clock()), field, from, to, nullID(staffOf(ctx)), note)
	return err
}

// staffNameSQL is a member's name, else e-mail, for the history's lists.
const staffNameSQL = `COALESCE(CASE WHEN m.name <> '' THEN m.name ELSE m.email END, '')`

// OrderEvents lists an order's events, oldest first.
func (s *Store) OrderEvents(ctx context.Context, orderID int64) ([]OrderEvent, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT e.id, e.at, e.field, e.from_state, e.to_state, COALESCE(e.staff_id, 0), `+staffNameSQL+`, e.note
FROM order_events e LEFT JOIN staff m ON m.id = e.staff_id WHERE e.order_id = ? ORDER BY e.id`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []OrderEvent{}
	for rows.Next() {
		var e OrderEvent
		if err := rows.Scan(&e.ID, &e.At, &e.Field, &e.From, &e.To, &e.StaffID, &e.StaffName, &e.Note); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// OrderMail is a mail the shop queued for an order: its kind, to whom, and how its sending went.
type OrderMail struct {
	ID        int64
	Kind      string
	Email     string
	Lang      string
	CreatedAt string
	SentAt    string // "" while unsent
	Attempts  int
	LastError string
}

// OrderMails lists the mails queued for an order, oldest first (the notices_order index).
func (s *Store) OrderMails(ctx context.Context, orderID int64) ([]OrderMail, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT id, kind, email, lang, created_at, COALESCE(sent_at, ''), attempts, last_error
FROM notices WHERE order_id = ? ORDER BY id`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []OrderMail{}
	for rows.Next() {
		var m OrderMail
		if err := rows.Scan(&m.ID, &m.Kind, &m.Email, &m.Lang, &m.CreatedAt, &m.SentAt, &m.Attempts, &m.LastError); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// OrderNote is a staff member's note on an order, never shown to the shopper.
type OrderNote struct {
	ID        int64
	At        string
	StaffID   int64
	StaffName string
	Body      string
}

// MaxOrderNote bounds a note's length in characters; MaxOrderNotes the notes one order keeps.
const (
	MaxOrderNote  = 2000
	MaxOrderNotes = 200
)

// OrderNotes lists an order's notes, oldest first.
func (s *Store) OrderNotes(ctx context.Context, orderID int64) ([]OrderNote, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT n.id, n.at, COALESCE(n.staff_id, 0), `+staffNameSQL+`, n.body
FROM order_notes n LEFT JOIN staff m ON m.id = n.staff_id WHERE n.order_id = ? ORDER BY n.id LIMIT ?`, orderID, MaxOrderNotes)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []OrderNote{}
	for rows.Next() {
		var n OrderNote
		if err := rows.Scan(&n.ID, &n.At, &n.StaffID, &n.StaffName, &n.Body); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// AddOrderNote keeps staff member staffID's note on order id, audited, and returns its id.
// Errors: FieldErrors on body (empty, too long, the order's notes full), ErrNotFound.
func (s *Store) AddOrderNote(ctx context.Context, staffID, id int64, body string) (int64, error) {
	body = strings.TrimSpace(body)
	errs := FieldErrors{}
	switch {
	case body == "":
		errs.Add("body", "error_required")
	case utf8.RuneCountInString(body) > MaxOrderNote:
		errs.Add("body", "error_too_long")
	}
	if len(errs) > 0 {
		return 0, errs
	}
	var noteID int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		var n int
		if err := w.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM order_notes WHERE order_id = o.id) FROM orders o WHERE o.id = ?`,
			id).Scan(&n); err != nil {
			return notFound(err)
		}
		if n >= MaxOrderNotes {
			return FieldErrors{"body": {"error_invalid_value"}} // a bound against a runaway script, not a real order's need
		}
		if err := w.QueryRowContext(ctx, `INSERT INTO order_notes (order_id, at, staff_id, body) VALUES (?, ?, ?, ?) RETURNING id`,
			id, dbTime(s.clock()), nullID(staffID), body).Scan(&noteID); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "order.note", Entity: "order", EntityID: fmt.Sprint(id),
			After: map[string]any{"note": body}})
	})
	return noteID, err
}
