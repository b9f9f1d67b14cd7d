package store

import (
	"context"
	"strings"
	"time"
)

// The guest carts the session sweep leaves no one to use. A guest's cart is reached only
// through its session's cookie, so once the session is gone the cart is storage and nothing
// else; a signed-in user's carts (user_id set) and ordered carts are never deleted here.

// cartSweepBatch bounds the carts one write transaction deletes, so the sweep holds the
// single writer for a moment at a time, never for a whole flood's worth.
const cartSweepBatch = 500

// DeleteGuestCarts deletes the open guest carts of tokens (the carts of the sessions the sweep
// deleted) that were not touched since touchedBefore, and reports how many it deleted. The
// time guard keeps the cart of a request that loaded its session just before it expired and
// changed the cart since.
func (s *Store) DeleteGuestCarts(ctx context.Context, tokens []string, touchedBefore time.Time) (int, error) {
	n := 0
	for len(tokens) > 0 {
		batch := tokens[:min(len(tokens), cartSweepBatch)]
		tokens = tokens[len(batch):]
		deleted, err := deleteOldGuestCarts(ctx, s, dbTime(touchedBefore), "token", batch)
		n += deleted
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// DeleteAbandonedGuestCarts deletes the open guest carts that were not touched since
// touchedBefore and whose token no live session holds (live, the sweep's), so that no cart
// outlives every session that could reach it: those of sessions lost before the sweep knew
// carts, or whose session record went otherwise. A cart made for a session being created at
// this moment is new, so the time guard keeps it; the guard is asked again in the DELETE, so
// a cart touched (or signed in to, which sets user_id) between the read and the delete stays.
func (s *Store) DeleteAbandonedGuestCarts(ctx context.Context, touchedBefore time.Time, live map[string]bool) (int, error) {
	before := dbTime(touchedBefore)
	n := 0
	for after := int64(0); ; {
		ids, last, err := s.abandonedCarts(ctx, before, after, live)
		if err != nil || last == 0 {
			return n, err
		}
		after = last
		if len(ids) == 0 {
			continue
		}
		deleted, err := deleteOldGuestCarts(ctx, s, before, "id", ids)
		n += deleted
		if err != nil {
			return n, err
		}
	}
}

// deleteOldGuestCarts deletes the open guest carts untouched since before whose column (id
// or token) is one of keys, in one statement; the guards are asked in the DELETE itself, so
// a cart touched or signed in to since it was chosen stays.
func deleteOldGuestCarts[K int64 | string](ctx context.Context, s *Store, before, column string, keys []K) (int, error) {
	args := make([]any, 0, len(keys)+1)
	args = append(args, before)
	for _, k := range keys {
		args = append(args, k)
	}
	res, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM carts
WHERE user_id IS NULL AND status = 'open' AND updated_at < ? AND `+column+` IN (?`+strings.Repeat(", ?", len(keys)-1)+`)`, args...)
	if err != nil {
		return 0, err
	}
	deleted, _ := res.RowsAffected()
	return int(deleted), nil
}

// abandonedCarts reads the next batch of old open guest carts after id after, and returns
// the ids of those no live session holds and the last id read (0: none left).
func (s *Store) abandonedCarts(ctx context.Context, before string, after int64, live map[string]bool) ([]int64, int64, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id, token FROM carts
WHERE user_id IS NULL AND status = 'open' AND id > ? AND updated_at < ? ORDER BY id LIMIT ?`, after, before, cartSweepBatch)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var ids []int64
	last := int64(0)
	for rows.Next() {
		var id int64
		var token string
		if err := rows.Scan(&id, &token); err != nil {
			return nil, 0, err
		}
		last = id
		if !live[token] {
			ids = append(ids, id)
		}
	}
	return ids, last, rows.Err()
}
