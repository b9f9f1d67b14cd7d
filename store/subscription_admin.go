package store

import (
	"context"
	"database/sql"
	"errors"
)

// The subscriptions in the back office: per product, who waits for it to be back in stock;
// the newsletter's addresses with their state (subscription.go: pending until confirmed,
// unsubscribed once the address used its link), listed and exported as CSV.

// WaitingProduct is a product shoppers wait for, and how many.
type WaitingProduct struct {
	ProductID int64
	Title     string
	Code      string
	Stock     int64
	Waiting   int
	Since     string // the oldest waiting subscription's time
}

// WaitingListLimit is the most products one page of the back-in-stock list holds, and the
// most waiting addresses a product's list shows.
const WaitingListLimit = 100

// WaitingProducts lists the products with back-in-stock subscriptions still waiting, by the
// number waiting (most first; sort "count") or by title ("title"), WaitingListLimit from
// offset, with the number of such products; another sort is FieldErrors.
func (s *Store) WaitingProducts(ctx context.Context, sort string, offset int) ([]WaitingProduct, int, error) {
	order := map[string]string{"count": "waiting DESC, p.title, p.id", "title": "p.title, p.id"}[sort]
	if order == "" {
		return nil, 0, FieldErrors{"sort": {MsgInvalid}}
	}
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(DISTINCT product_id) FROM subscriptions
WHERE kind = 'back_in_stock' AND notified_at IS NULL`).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.read.QueryContext(ctx, `
SELECT p.id, p.title, p.code, p.stock, w.waiting, w.since
FROM (SELECT product_id, COUNT(*) AS waiting, MIN(created_at) AS since FROM subscriptions
      WHERE kind = 'back_in_stock' AND notified_at IS NULL GROUP BY product_id) w
JOIN products p ON p.id = w.product_id
ORDER BY `+order+` LIMIT ? OFFSET ?`, WaitingListLimit, offset)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out := []WaitingProduct{}
	for rows.Next() {
		var w WaitingProduct
		if err := rows.Scan(&w.ProductID, &w.Title, &w.Code, &w.Stock, &w.Waiting, &w.Since); err != nil {
			return nil, 0, err
		}
		out = append(out, w)
	}
	return out, total, rows.Err()
}

// Waiter is an address waiting for a product.
type Waiter struct {
	Email     string
	Lang      string
	CreatedAt string
}

// WaitingFor lists who waits for product id, oldest first (at most WaitingListLimit), with
// their number; an unknown product is ErrNotFound.
func (s *Store) WaitingFor(ctx context.Context, productID int64) (WaitingProduct, []Waiter, error) {
	w := WaitingProduct{ProductID: productID}
	err := s.read.QueryRowContext(ctx, `
SELECT p.title, p.code, p.stock, COUNT(s.id), COALESCE(MIN(s.created_at), '')
FROM products p LEFT JOIN subscriptions s ON s.product_id = p.id AND s.kind = 'back_in_stock' AND s.notified_at IS NULL
WHERE p.id = ? GROUP BY p.id`, productID).Scan(&w.Title, &w.Code, &w.Stock, &w.Waiting, &w.Since)
	if errors.Is(err, sql.ErrNoRows) {
		return w, nil, ErrNotFound
	}
	if err != nil {
		return w, nil, err
	}
	out := []Waiter{}
	err = scanRows(ctx, s.read, `SELECT email, lang, created_at FROM subscriptions
WHERE kind = 'back_in_stock' AND product_id = ? AND notified_at IS NULL ORDER BY id LIMIT ?`, []any{productID, WaitingListLimit},
		func(rows *sql.Rows) error {
			var x Waiter
			err := rows.Scan(&x.Email, &x.Lang, &x.CreatedAt)
			out = append(out, x)
			return err
		})
	return w, out, err
}

// Subscriber is a newsletter address.
type Subscriber struct {
	ID             int64
	Email          string
	Lang           string
	State          string // pending, confirmed, unsubscribed
	CreatedAt      string
	ConfirmedAt    string
	UnsubscribedAt string
}

// SubscriberCounts are how many newsletter addresses each state holds.
type SubscriberCounts struct {
	Pending, Confirmed, Unsubscribed int
}

// SubscriberListLimit is the most addresses one page of the list holds.
const SubscriberListLimit = 100

// subscriberStateWhere is the condition of a state ("" for every address).
var subscriberStateWhere = map[string]string{
	"":                     "1 = 1",
	NewsletterPending:      "unsubscribed_at IS NULL AND confirmed_at IS NULL",
	NewsletterConfirmed:    "unsubscribed_at IS NULL AND confirmed_at IS NOT NULL",
	NewsletterUnsubscribed: "unsubscribed_at IS NOT NULL",
}

// SubscriberState reports whether state is one the subscribers' list knows ("" for all).
func SubscriberState(state string) bool {
	_, ok := subscriberStateWhere[state]
	return ok
}

const subscriberSQL = `SELECT id, email, lang, ` + newsletterStateSQL + `, created_at, COALESCE(confirmed_at, ''),
  COALESCE(unsubscribed_at, '') FROM subscriptions WHERE kind = 'newsletter' AND `

func scanSubscriber(rows *sql.Rows) (Subscriber, error) {
	var x Subscriber
	err := rows.Scan(&x.ID, &x.Email, &x.Lang, &x.State, &x.CreatedAt, &x.ConfirmedAt, &x.UnsubscribedAt)
	return x, err
}

// NewsletterSubscribers lists the newsletter's addresses of a state ("" for all), newest
// first, SubscriberListLimit from offset, with the counts of every state.
func (s *Store) NewsletterSubscribers(ctx context.Context, state string, offset int) ([]Subscriber, SubscriberCounts, error) {
	var counts SubscriberCounts
	where, ok := subscriberStateWhere[state]
	if !ok {
		return nil, counts, FieldErrors{"state": {MsgInvalid}}
	}
	err := s.read.QueryRowContext(ctx, `
SELECT COALESCE(SUM(CASE WHEN unsubscribed_at IS NULL AND confirmed_at IS NULL THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN unsubscribed_at IS NULL AND confirmed_at IS NOT NULL THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN unsubscribed_at IS NOT NULL THEN 1 ELSE 0 END), 0) FROM subscriptions WHERE kind = 'newsletter'`).
		Scan(&counts.Pending, &counts.Confirmed, &counts.Unsubscribed)
	if err != nil {
		return nil, counts, err
	}
	out := []Subscriber{}
	err = scanRows(ctx, s.read, subscriberSQL+where+` ORDER BY id DESC LIMIT ? OFFSET ?`, []any{SubscriberListLimit, offset},
		func(rows *sql.Rows) error {
			x, err := scanSubscriber(rows)
			out = append(out, x)
			return err
		})
	return out, counts, err
}

// EachNewsletterSubscriber hands every newsletter address of a state ("" for all) to f, in
// the order they came, reading them as it goes: a CSV of any size streams in constant memory.
// f's error stops it and is returned.
func (s *Store) EachNewsletterSubscriber(ctx context.Context, state string, f func(Subscriber) error) error {
	where, ok := subscriberStateWhere[state]
	if !ok {
		return FieldErrors{"state": {MsgInvalid}}
	}
	return scanRows(ctx, s.read, subscriberSQL+where+` ORDER BY id`, nil, func(rows *sql.Rows) error {
		x, err := scanSubscriber(rows)
		if err != nil {
			return err
		}
		return f(x)
	})
}
