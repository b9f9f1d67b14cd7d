// Package mail sends the shop's e-mails: it renders the notices the store queues (order
// confirmation, payment received, back in stock, newsletter confirmation) as plain text and
// HTML in the shopper's language, and a Worker delivers them after the commit that queued
// them, through SMTP (SMTP, from SHOP_SMTP_URL) or, when none is configured, into an outbox
// folder (Outbox). A mail sent for a subscription carries its unsubscribe link.
// It knows the store but no web package: main wires it.
package mail

import (
	"context"
	"errors"
	"fmt"
	netmail "net/mail"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"

	"shop/i18n"
)

// Message is one rendered mail, ready for a Sender.
type Message struct {
	ID      string    // Message-ID without the brackets; the same on every try of a notice, so a repeat after a lost answer can be told
	To      string    // the recipient's address
	ReplyTo string    // where an answer goes when not to the sender: the shopper who wrote a contact message; '' for none
	Lang    string    // the language it is written in
	Subject string    // one line
	Text    string    // the plain text part
	HTML    string    // the HTML part
	Date    time.Time // when it was made
	Notice  int64     // the notice it delivers (names the outbox's file)
	Kind    string    // the notice's kind (names the outbox's file)
	// Unsubscribe is the absolute URL that ends the subscription the mail is sent for; ''
	// for none. It goes into the List-Unsubscribe headers (RFC 2369, RFC 8058).
	Unsubscribe string
}

// Sender delivers a message. An error means it was not delivered and may be tried again.
type Sender interface {
	Send(ctx context.Context, m *Message) error
}

// SentChecker is a Sender that can tell afterwards whether the mail of a notice went (the
// outbox: its file is there). At start the worker asks it about a send that a crash or a
// stop cut off, instead of sending that mail again; SMTP cannot tell, so such a mail goes
// once more.
type SentChecker interface {
	Sent(notice int64, kind string) (bool, error)
}

// compose builds the RFC 5322 message both senders deliver: From, To, Subject, Date and
// Message-ID headers and a multipart/alternative body with the text part first and the HTML
// part last (a reader shows the last part it can). go-mail encodes the headers and bodies
// (quoted-printable UTF-8), so no text of ours can break a header line. from may carry a
// display name; without one the shop's name in the mail's language is used.
func compose(from string, m *Message) (*gomail.Msg, error) {
	addr, err := netmail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("sender address %q: %w", from, err)
	}
	if addr.Name == "" {
		addr.Name = i18n.T(m.Lang, "shop_name")
	}
	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	msg.FromMailAddress(addr)
	if err := msg.To(m.To); err != nil {
		return nil, permanent(fmt.Errorf("recipient: %w", err))
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return nil, permanent(fmt.Errorf("reply-to: %w", err))
		}
	}
	msg.Subject(strings.Join(strings.Fields(m.Subject), " "))
	msg.SetDateWithValue(m.Date)
	msg.SetMessageIDWithValue(m.ID)
	msg.SetGenHeader(gomail.HeaderContentLang, m.Lang)
	// RFC 3834: the message is made by a machine, so vacation responders keep quiet.
	msg.SetGenHeader(gomail.Header("Auto-Submitted"), "auto-generated")
	if m.Unsubscribe != "" {
		// RFC 8058: a mail provider may offer its own unsubscribe button, which POSTs
		// List-Unsubscribe=One-Click to this URL (handlers' unsubscribe takes it).
		msg.SetGenHeader(gomail.Header("List-Unsubscribe"), "<"+m.Unsubscribe+">")
		msg.SetGenHeader(gomail.Header("List-Unsubscribe-Post"), "List-Unsubscribe=One-Click")
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	return msg, nil
}

// permanentError is a failure no retry can mend (the product or order is gone, the address
// is malformed): the worker gives up on the notice at once.
type permanentError struct{ error }

func (e permanentError) Unwrap() error { return e.error }

func permanent(err error) error { return permanentError{err} }

func isPermanent(err error) bool {
	var p permanentError
	return errors.As(err, &p)
}
