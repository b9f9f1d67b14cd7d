package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

// ContactMessage is what a shopper wrote through the contact form.
type ContactMessage struct {
	ID        int64
	Name      string
	Email     string
	Phone     string // '' when not given
	Message   string
	Lang      string // the page's language: the shop answers in it
	CreatedAt string
}

// SendContactMessage keeps a contact form message and queues its mail to the shop's address
// to, in one transaction: the mail is owed exactly when the message is kept. It returns the
// message's id.
func (s *Store) SendContactMessage(ctx context.Context, m ContactMessage, to string) (int64, error) {
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO contact_messages (name, email, phone, message, lang) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			m.Name, m.Email, m.Phone, m.Message, m.Lang).Scan(&id); err != nil {
			return err
		}
		// The mail is the shop's to read: it speaks the shop's language and names the shopper's.
		_, err := s.QueueNotice(ctx, Notice{Kind: NoticeContactMessage, Email: to, ContactID: id})
		return err
	})
	return id, err
}

// ContactMessageByID loads a contact form message, or ErrNotFound: what its mail shows.
func (s *Store) ContactMessageByID(ctx context.Context, id int64) (ContactMessage, error) {
	m := ContactMessage{ID: id}
	err := s.read.QueryRowContext(ctx, `
SELECT name, email, phone, message, lang, created_at FROM contact_messages WHERE id = ?`, id).
		Scan(&m.Name, &m.Email, &m.Phone, &m.Message, &m.Lang, &m.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return m, ErrNotFound
	}
	return m, err
}

// TeamMember is a person of the shop, shown on the contact page (spec §3 Team member).
type TeamMember struct {
	ID               int64
	Name             string
	Email            string
	Description      string
	ShortDescription string // the role, e.g. "Store manager"
	Image            string // a portrait's path
}

// TeamMembers lists the team in display order, their descriptions in lang (the shop's default
// language's where a translation is missing), and their names as lang spells them where it
// spells them otherwise (a Latvian name in Cyrillic on a Russian page).
func (s *Store) TeamMembers(ctx context.Context, lang string) ([]TeamMember, error) {
	rows, err := s.read.QueryContext(ctx, `
SELECT id, name, email, description, short_description, image FROM team_members ORDER BY position, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []TeamMember{}
	for rows.Next() {
		var m TeamMember
		if err := rows.Scan(&m.ID, &m.Name, &m.Email, &m.Description, &m.ShortDescription, &m.Image); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	ids := make([]int64, len(out))
	for i, m := range out {
		ids[i] = m.ID
	}
	t, err := s.translations(ctx, "team_member", lang, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		translate(t, out[i].ID, "name", &out[i].Name)
		translate(t, out[i].ID, "description", &out[i].Description)
		translate(t, out[i].ID, "short_description", &out[i].ShortDescription)
	}
	return out, nil
}

// ValidPhone reports whether s reads as a phone number: an optional leading + and 6 to 15
// digits, with the spaces, dashes, dots, slashes and brackets people type between them.
func ValidPhone(s string) bool {
	return allDigits.MatchString(strings.TrimPrefix(phoneDigits(s), "+"))
}
