package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// The contact messages in the back office: new until staff mark one answered, or answer it
// by mail (a contact_answer notice to its sender, in the language the sender wrote in).

// AdminContactMessage is a contact message with its state.
type AdminContactMessage struct {
	ContactMessage
	AnsweredAt string // "" while new
	Answer     string // the text mailed to the sender, "" when marked answered without a mail
}

// ContactListLimit is the most messages one page of the list holds.
const ContactListLimit = 50

// maxContactAnswer bounds an answer, in characters.
const maxContactAnswer = 10000

const adminContactSQL = `
SELECT id, name, email, phone, message, lang, created_at, COALESCE(answered_at, ''), answer FROM contact_messages `

func scanAdminContact(sc interface{ Scan(...any) error }) (AdminContactMessage, error) {
	var m AdminContactMessage
	err := sc.Scan(&m.ID, &m.Name, &m.Email, &m.Phone, &m.Message, &m.Lang, &m.CreatedAt, &m.AnsweredAt, &m.Answer)
	return m, err
}

// ContactCounts are how many messages are new and answered.
type ContactCounts struct {
	New, Answered int
}

// ContactMessages lists the messages of a state (new, answered), newest first,
// ContactListLimit from offset, with the counts of both; another state is FieldErrors.
func (s *Store) ContactMessages(ctx context.Context, state string, offset int) ([]AdminContactMessage, ContactCounts, error) {
	var counts ContactCounts
	var where string
	switch state {
	case "new":
		where = "answered_at IS NULL"
	case "answered":
		where = "answered_at IS NOT NULL"
	default:
		return nil, counts, FieldErrors{"state": {MsgInvalid}}
	}
	err := s.read.QueryRowContext(ctx, `SELECT COALESCE(SUM(CASE WHEN answered_at IS NULL THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN answered_at IS NOT NULL THEN 1 ELSE 0 END), 0)
FROM contact_messages`).Scan(&counts.New, &counts.Answered)
	if err != nil {
		return nil, counts, err
	}
	rows, err := s.read.QueryContext(ctx, adminContactSQL+`WHERE `+where+` ORDER BY id DESC LIMIT ? OFFSET ?`, ContactListLimit, offset)
	if err != nil {
		return nil, counts, err
	}
	defer rows.Close()
	out := []AdminContactMessage{}
	for rows.Next() {
		m, err := scanAdminContact(rows)
		if err != nil {
			return nil, counts, err
		}
		out = append(out, m)
	}
	return out, counts, rows.Err()
}

// AdminContactMessageByID reads one message with its state, or ErrNotFound.
func (s *Store) AdminContactMessageByID(ctx context.Context, id int64) (AdminContactMessage, error) {
	return adminContactMessage(ctx, s.read, id)
}

func adminContactMessage(ctx context.Context, q conn, id int64) (AdminContactMessage, error) {
	m, err := scanAdminContact(q.QueryRowContext(ctx, adminContactSQL+`WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return m, ErrNotFound
	}
	return m, err
}

// AnswerContactMessage marks message id answered for staff member staffID, audited in the
// same transaction. With a text (trimmed, at most maxContactAnswer characters) the text is
// kept and a contact_answer mail to the sender is queued in their language; without one the
// message is only marked (answered by phone, say). A message answered before is answered
// again (a second mail), keeping its first time; an unknown one is ErrNotFound.
func (s *Store) AnswerContactMessage(ctx context.Context, staffID, id int64, answer string) error {
	answer = strings.TrimSpace(answer)
	if utf8.RuneCountInString(answer) > maxContactAnswer {
		return FieldErrors{"answer": {MsgTooLong}}
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		before, err := adminContactMessage(ctx, w, id)
		if err != nil {
			return err
		}
		if answer == "" && before.AnsweredAt != "" {
			return nil // marked before: nothing to change
		}
		kept := answer
		if kept == "" {
			kept = before.Answer
		}
		if _, err := w.ExecContext(ctx, `UPDATE contact_messages SET answered_at = COALESCE(answered_at, ?), answer = ? WHERE id = ?`,
			dbTime(s.clock()), kept, id); err != nil {
			return err
		}
		if answer != "" {
			if _, err := s.QueueNotice(ctx, Notice{Kind: NoticeContactAnswer, Email: before.Email, Lang: before.Lang, ContactID: id}); err != nil {
				return err
			}
		}
		after, err := adminContactMessage(ctx, w, id)
		if err != nil {
			return err
		}
		action := "contact_message.mark_answered"
		if answer != "" {
			action = "contact_message.answer"
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: action, Entity: "contact_message", EntityID: fmt.Sprint(id),
			Before: contactAuditOf(before), After: contactAuditOf(after)})
	})
}

// contactAuditOf is what the audit log keeps of a message: its state and the answer, not the
// sender's words or address (they stay in the message, and go with it at an erasure).
func contactAuditOf(m AdminContactMessage) map[string]string {
	return map[string]string{"answered_at": m.AnsweredAt, "answer": m.Answer}
}
