package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"strings"
	"time"
)

// NewsletterConfirmLink is the path of a newsletter subscription's confirm page.
func NewsletterConfirmLink(token string) string { return "/newsletter/confirm/" + token }

// UnsubscribeLink is the path of a subscription's unsubscribe page, which also takes
// RFC 8058's one-click POST.
func UnsubscribeLink(token string) string { return "/unsubscribe/" + token }

// newsletterResend is how long a pending address waits before asking for the confirmation
// mail again does send one: a form filled in again and again (by anyone, for any address)
// mails its owner at most once a day, and the answer is the same either way.
const newsletterResend = 24 * time.Hour

// newToken is a subscription's secret: 192 random bits, URL-safe.
func newToken() string {
	b := make([]byte, 24)
	rand.Read(b) // never fails (crypto/rand panics if the OS source does)
	return base64.RawURLEncoding.EncodeToString(b)
}

// SubscribeNewsletter asks email to confirm the newsletter (double opt-in): a new address is
// stored pending, with a token, and a newsletter_confirm mail in lang (” for the shop's
// default) is queued with the confirm page's link, in the context's transaction (WithTx), so
// registration's consent can call it inside its own. A pending address gets the mail again
// only newsletterResend after the last; a confirmed one gets none. The caller learns nothing
// of which it was, so an answer built on it reveals no subscriber.
func (s *Store) SubscribeNewsletter(ctx context.Context, email, lang string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	now := time.Now()
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var id int64
		var token, mailedAt string
		var confirmed, unsubscribed bool
		err := w.QueryRowContext(ctx, `
SELECT id, COALESCE(token, ''), confirmed_at IS NOT NULL AND unsubscribed_at IS NULL, COALESCE(mailed_at, ''),
       unsubscribed_at IS NOT NULL
FROM subscriptions WHERE kind = 'newsletter' AND email = ? AND product_id = 0`, email).
			Scan(&id, &token, &confirmed, &mailedAt, &unsubscribed)
		switch {
		case err == nil && unsubscribed:
			// An address that unsubscribed and asks again starts over: pending, a new token.
			token = newToken()
			if _, err := w.ExecContext(ctx, `
UPDATE subscriptions SET token = ?, lang = ?, mailed_at = ?, confirmed_at = NULL, unsubscribed_at = NULL, created_at = ?
WHERE id = ?`, token, lang, dbTime(now), dbTime(now), id); err != nil {
				return err
			}
		case errors.Is(err, sql.ErrNoRows):
			token = newToken()
			if err := w.QueryRowContext(ctx, `
INSERT INTO subscriptions (kind, email, product_id, lang, token, mailed_at) VALUES ('newsletter', ?, 0, ?, ?, ?) RETURNING id`,
				email, lang, token, dbTime(now)).Scan(&id); err != nil {
				return err
			}
		case err != nil:
			return err
		case confirmed || mailedAt > dbTime(now.Add(-newsletterResend)):
			return nil
		default:
			if _, err := w.ExecContext(ctx, `UPDATE subscriptions SET lang = ?, mailed_at = ? WHERE id = ?`, lang, dbTime(now), id); err != nil {
				return err
			}
		}
		_, err = s.QueueNotice(ctx, Notice{Kind: NoticeNewsletterConfirm, Email: email, Lang: lang,
			SubscriptionID: id, Link: NewsletterConfirmLink(token)})
		return err
	})
}

// Subscription is a newsletter or back-in-stock subscription, as a confirm or unsubscribe
// link names it.
type Subscription struct {
	ID           int64
	Kind         string // newsletter, back_in_stock
	Token        string
	ProductID    int64
	ProductTitle string // back_in_stock: what the shopper waits for
	Confirmed    bool   // newsletter: the address confirmed it
}

// SubscriptionByToken finds the subscription a link's token names, or ErrNotFound.
func (s *Store) SubscriptionByToken(ctx context.Context, token string) (Subscription, error) {
	sub := Subscription{Token: token}
	if token == "" {
		return sub, ErrNotFound
	}
	err := s.read.QueryRowContext(ctx, `
SELECT s.id, s.kind, s.product_id, COALESCE(p.title, ''), s.confirmed_at IS NOT NULL
FROM subscriptions s LEFT JOIN products p ON p.id = s.product_id AND s.kind = 'back_in_stock'
WHERE s.token = ?`, token).Scan(&sub.ID, &sub.Kind, &sub.ProductID, &sub.ProductTitle, &sub.Confirmed)
	if errors.Is(err, sql.ErrNoRows) {
		return sub, ErrNotFound
	}
	return sub, err
}

// ConfirmNewsletter confirms the newsletter subscription token names and reports whether
// this call did it (false: it was confirmed before, and keeps its first confirmation time).
// A token of no newsletter subscription is ErrNotFound.
func (s *Store) ConfirmNewsletter(ctx context.Context, token string) (first bool, err error) {
	err = s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var confirmed bool
		err := w.QueryRowContext(ctx, `SELECT confirmed_at IS NOT NULL FROM subscriptions WHERE token = ? AND kind = 'newsletter'`,
			token).Scan(&confirmed)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil || confirmed {
			return err
		}
		first = true
		_, err = w.ExecContext(ctx, `UPDATE subscriptions SET confirmed_at = ? WHERE token = ?`, dbTime(s.clock()), token)
		return err
	})
	return first, err
}

// Unsubscribe ends the subscription token names, whatever its kind or state; an unknown
// token (also one used before) is ErrNotFound. A back-in-stock subscription is forgotten with
// its address. A newsletter address keeps its row without its token, marked unsubscribed: the
// shop's record that consent was withdrawn, which the back office's subscriber list and its
// CSV show, so a mailing tool fed from it leaves the address out (erasing the account, or the
// address's own new subscription, ends the record). A mail queued for it and not yet sent is
// still sent, without an unsubscribe link.
func (s *Store) Unsubscribe(ctx context.Context, token string) error {
	if token == "" {
		return ErrNotFound
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		res, err := w.ExecContext(ctx, `UPDATE subscriptions SET token = NULL, unsubscribed_at = ?
WHERE token = ? AND kind = 'newsletter'`, dbTime(s.clock()), token)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 1 {
			return err
		}
		res, err = w.ExecContext(ctx, `DELETE FROM subscriptions WHERE token = ?`, token)
		return oneRow(res, err)
	})
}

// SubscriptionToken is the token of subscription id, for its mails' unsubscribe link, or
// ErrNotFound once it has ended.
func (s *Store) SubscriptionToken(ctx context.Context, id int64) (string, error) {
	var token string
	err := s.read.QueryRowContext(ctx, `SELECT token FROM subscriptions WHERE id = ? AND token IS NOT NULL`, id).Scan(&token)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return token, err
}

// SubscribeBackInStock records that email waits for a product to be in stock again, and the
// language (lang, ” for the shop's default) its notice is to speak. The e-mail is kept in
// lower case and compared without case, so one shopper has one subscription per product:
// subscribing again while it waits is no error and changes only the language (the latest
// the shopper used); subscribing again after its notice waits for the next restock. An
// unknown, unpublished or service product is ErrNotFound.
//
// The notice comes when the product's stock next goes from 0 to above 0, whoever writes it:
// the products_back_in_stock trigger (store/migrate.go) queues one notice per waiting
// subscription in the transaction of that stock write, and ends the subscription. A
// subscription made while the product is in stock waits for the next restock too.
func (s *Store) SubscribeBackInStock(ctx context.Context, productID int64, email, lang string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var one int
		err := w.QueryRowContext(ctx, `SELECT 1 FROM products WHERE id = ? AND published = 1 AND type = 'product'`, productID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = w.ExecContext(ctx, `
INSERT INTO subscriptions (kind, email, product_id, lang, token) VALUES ('back_in_stock', ?, ?, ?, ?)
ON CONFLICT (kind, email, product_id) DO UPDATE
SET lang = excluded.lang, notified_at = NULL,
    created_at = CASE WHEN subscriptions.notified_at IS NULL THEN subscriptions.created_at ELSE ? END`,
			email, productID, lang, newToken(), dbTime(s.clock()))
		return err
	})
}

// CountSubscriptions is the number of subscriptions of a kind (newsletter, back_in_stock)
// that have not ended by an unsubscribe.
func (s *Store) CountSubscriptions(ctx context.Context, kind string) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions WHERE kind = ? AND unsubscribed_at IS NULL`, kind).Scan(&n)
	return n, err
}
