package store

import (
	"cmp"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"time"
)

// What one shopper can hold: an unpaid order keeps its stock only for a while (Hold), one
// e-mail, browser session and client address may have only so many unpaid orders open at once
// (OrderInput.MaxUnpaid), and one order only so many units of a product (CartRules.MaxUnits).
// Without these a stranger with no account and no money could take products off sale for good.

// Defaults of the limits: what `shop serve` runs with unless told otherwise.
const (
	DefaultMaxUnpaidOrders    = 3  // open unpaid orders per e-mail, per session, per client address
	DefaultMaxUnitsPerProduct = 10 // units of one product in one order
)

// Hold is how long an unpaid order keeps its stock before CancelExpiredOrders cancels it:
// Window from its placement (a card, a bank transfer), or, with WorkingDays, until the end of
// the WorkingDays-th working day after the day it was placed (pay on pickup: the shop is open
// to collect it on working days). The zero Hold is DefaultPaymentWindow.
type Hold struct {
	Window      time.Duration
	WorkingDays int
	// Location is the time zone whose days count (the shop's); nil is UTC.
	Location *time.Location
}

// Until is when an order placed at placed stops holding its stock. A working-days hold ends at
// midnight (in Location) after its last day: Monday to Friday are working days, public holidays
// are not told apart; a day counts from the day after the order's, so an order placed on
// Friday, Saturday or Sunday with 3 days is held to the end of Wednesday, one placed on Monday
// to the end of Thursday.
func (h Hold) Until(placed time.Time) time.Time {
	if h.WorkingDays <= 0 {
		w := h.Window
		if w <= 0 {
			w = DefaultPaymentWindow
		}
		return placed.Add(w)
	}
	loc := h.Location
	if loc == nil {
		loc = time.UTC
	}
	t := placed.In(loc)
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, loc)
	last := addWorkingDays(day, h.WorkingDays)
	return time.Date(last.Year(), last.Month(), last.Day()+1, 0, 0, 0, 0, loc)
}

// Client names where an order comes from, for the limit on unpaid orders: the client address
// (as the rate limits key it, an IPv6 address by its /64) and the browser's session id. The
// store keeps only a keyed hash of each (clientHash), never the address itself. "" counts
// nothing.
type Client struct {
	Address string
	Session string
}

// TooManyUnpaidError is an order refused because its e-mail, session or client address
// (By: "email", "session", "address") already has Limit open unpaid orders. RetryAt is when
// the first of them lapses unpaid (zero when unknown). Nothing was written. It counts as
// ErrConflict.
type TooManyUnpaidError struct {
	By      string
	Limit   int
	RetryAt time.Time
}

func (e *TooManyUnpaidError) Error() string {
	return fmt.Sprintf("too many unpaid orders from this %s (%d)", e.By, e.Limit)
}
func (e *TooManyUnpaidError) Is(target error) bool { return target == ErrConflict }

// TooManyUnitsError is an order refused because some product lines hold more than Max units:
// each one, with what the cart holds (Wanted). Nothing was written. It counts as ErrConflict.
type TooManyUnitsError struct {
	Max      int64
	Products []ShortProduct
}

func (e *TooManyUnitsError) Error() string {
	return fmt.Sprintf("more than %d units of %d products", e.Max, len(e.Products))
}
func (e *TooManyUnitsError) Is(target error) bool { return target == ErrConflict }

// checkUnits is the *TooManyUnitsError of the product lines holding more than max units (a
// product's units summed over its lines); nil when max is 0 or all are within it.
func checkUnits(lines []cartLine, max int64) error {
	if max <= 0 {
		return nil
	}
	want := map[int64]int64{}
	for _, l := range lines {
		if l.parentID == 0 && l.typ == "product" {
			want[l.productID] += l.qty
		}
	}
	over := &TooManyUnitsError{Max: max}
	for _, l := range lines {
		if l.parentID == 0 && l.typ == "product" && want[l.productID] > max {
			over.Products = append(over.Products, ShortProduct{ID: l.productID, Title: l.title, Wanted: want[l.productID]})
			want[l.productID] = 0 // named once
		}
	}
	if len(over.Products) == 0 {
		return nil
	}
	slices.SortFunc(over.Products, func(a, b ShortProduct) int { return cmp.Compare(a.ID, b.ID) })
	return over
}

// unpaidSQL counts the open unpaid orders of an e-mail (ignoring case), a session and a client
// address, each with the time the first of them lapses. Each branch reads its own partial index
// (orders_open_email, orders_open_session, orders_open_client): only new orders are in them.
const unpaidSQL = `
SELECT 'email', COUNT(*), COALESCE(MIN(expires_at), '') FROM orders
WHERE status = 'new' AND payment_status IN ('pending', 'failed') AND lower(user_email) = lower(?)
UNION ALL
SELECT 'session', COUNT(*), COALESCE(MIN(expires_at), '') FROM orders
WHERE status = 'new' AND payment_status IN ('pending', 'failed') AND session_hash = ?
UNION ALL
SELECT 'address', COUNT(*), COALESCE(MIN(expires_at), '') FROM orders
WHERE status = 'new' AND payment_status IN ('pending', 'failed') AND client_hash = ?`

// checkUnpaid is a *TooManyUnpaidError when the e-mail, the session or the client address
// already has max open unpaid orders; nil when max is 0. Inside PlaceOrder's transaction it
// decides: the transaction holds the database's only write lock, so two placements cannot both
// count the same open orders and both slip under the limit.
func (s *Store) checkUnpaid(ctx context.Context, q conn, email string, client Client, max int) error {
	if max <= 0 {
		return nil
	}
	rows, err := q.QueryContext(ctx, unpaidSQL, email, clientHash(s.hashKey, "session", client.Session),
		clientHash(s.hashKey, "address", client.Address))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var by, first string
		var n int
		if err := rows.Scan(&by, &n, &first); err != nil {
			return err
		}
		if n >= max {
			e := &TooManyUnpaidError{By: by, Limit: max}
			e.RetryAt, _ = time.Parse(time.RFC3339, first)
			return e
		}
	}
	return rows.Err()
}

// clientHash is the keyed hash (HMAC-SHA-256, 128 bits in hex) the orders table keeps of a
// client address or session id, nil for "": it tells one client's orders from another's and
// cannot be turned back into the address, which the shop has no need to keep. kind keeps an
// address and a session id that happen to be equal apart.
func clientHash(key []byte, kind, v string) any {
	if v == "" {
		return nil
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(kind))
	m.Write([]byte{0})
	m.Write([]byte(v))
	return hex.EncodeToString(m.Sum(nil)[:16])
}

// loadClientKey reads the secret of clientHash, making it when the database has none: once per
// database, kept in settings, so the hashes of the orders it holds stay comparable after a
// restart. Open calls it, before anything can hold the write connection.
func (s *Store) loadClientKey(ctx context.Context) error {
	var v string
	err := s.write.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = 'client_hash_key'`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		b := make([]byte, 32)
		rand.Read(b)
		v = hex.EncodeToString(b)
		_, err = s.write.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ('client_hash_key', ?)`, v)
	}
	if err != nil {
		return err
	}
	if s.hashKey, err = hex.DecodeString(v); err != nil || len(s.hashKey) < 16 {
		return errors.New("settings: client_hash_key is not a key")
	}
	return nil
}
