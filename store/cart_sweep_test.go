package store

import (
	"context"
	"slices"
	"testing"
	"time"
)

// The sweep's cart deletions take only open guest carts, old enough, and (for abandoned
// carts) held by no live session; their lines go with them. A user's cart, an ordered cart
// and a cart touched since the guard stay.
func TestDeleteGuestCarts(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	now := time.Now()
	old := dbTime(now.Add(-40 * 24 * time.Hour))
	cart := func(age string) string {
		token := addLines(t, st, 3, 1)
		if _, err := st.write.Exec(`UPDATE carts SET updated_at = ? WHERE token = ?`, age, token); err != nil {
			t.Fatal(err)
		}
		return token
	}
	exists := func(token string) bool { return count(t, st, `SELECT COUNT(*) FROM carts WHERE token = ?`, token) == 1 }

	expiredGuest, freshGuest, users, ordered := cart(old), cart(dbTime(now)), cart(old), cart(old)
	if _, err := st.write.Exec(`UPDATE carts SET user_id = ? WHERE token = ?`, addUser(t, st, "u@example.com"), users); err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.Exec(`UPDATE carts SET status = 'ordered' WHERE token = ?`, ordered); err != nil {
		t.Fatal(err)
	}
	n, err := st.DeleteGuestCarts(ctx, []string{expiredGuest, freshGuest, users, ordered, "no-such-cart"}, now.Add(-28*24*time.Hour))
	if err != nil || n != 1 || exists(expiredGuest) || !exists(freshGuest) || !exists(users) || !exists(ordered) {
		t.Fatalf("DeleteGuestCarts: %d, %v; left %v %v %v %v", n, err, exists(expiredGuest), exists(freshGuest), exists(users), exists(ordered))
	}
	if lines := count(t, st, `SELECT COUNT(*) FROM cart_items WHERE cart_id NOT IN (SELECT id FROM carts)`); lines != 0 {
		t.Errorf("%d lines outlived their cart", lines)
	}

	// Abandoned: more than a batch of old guest carts, some held by a live session.
	var held, loose []string
	for i := range cartSweepBatch + 20 {
		if i%50 == 0 {
			held = append(held, cart(old))
		} else {
			loose = append(loose, cart(old))
		}
	}
	live := map[string]bool{freshGuest: true}
	for _, h := range held {
		live[h] = true
	}
	n, err = st.DeleteAbandonedGuestCarts(ctx, now.Add(-SessionTTL), live)
	if err != nil || n != len(loose) {
		t.Fatalf("DeleteAbandonedGuestCarts: %d, %v; want %d", n, err, len(loose))
	}
	for _, token := range held {
		if !exists(token) {
			t.Fatal("a cart a live session holds was deleted")
		}
	}
	if !exists(freshGuest) || !exists(users) || !exists(ordered) {
		t.Error("a fresh, a user's or an ordered cart was deleted")
	}
	// A cart made this moment for a session not stored yet is not in live, and is new: kept.
	being := addLines(t, st, 3, 1)
	if n, err := st.DeleteAbandonedGuestCarts(ctx, now.Add(-SessionTTL), live); err != nil || n != 0 || !exists(being) {
		t.Errorf("the cart of a session being made: %d deleted, %v", n, err)
	}
}

// A sweep deletes the expired sessions and says which carts they leave to no one and which
// the live sessions hold; a cart an expired and a live session both hold is the live one's.
func TestSweepExpiredReportsCarts(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, b sessionBackend) {
		s, _ := openSessions(t, b)
		now := time.Now()
		put := func(cart string, expires time.Time) {
			putRaw(t, s, &Session{ID: s.newID(), CartToken: cart, Expires: expires})
		}
		put("gone-1", now.Add(-time.Hour))
		put("gone-2", now.Add(-time.Hour))
		put("gone-2", now.Add(-2*time.Hour))
		put("", now.Add(-time.Hour))
		put("shared", now.Add(-time.Hour))
		put("shared", now.Add(time.Hour))
		put("kept", now.Add(time.Hour))
		put("", now.Add(time.Hour))
		sw, err := s.SweepExpired(now)
		if err != nil || sw.Deleted != 5 {
			t.Fatalf("sweep: %+v, %v", sw, err)
		}
		slices.Sort(sw.OrphanCarts)
		if !slices.Equal(sw.OrphanCarts, []string{"gone-1", "gone-2"}) || len(sw.LiveCarts) != 2 || !sw.LiveCarts["shared"] || !sw.LiveCarts["kept"] {
			t.Errorf("sweep: %+v", sw)
		}
		if n, _ := s.Count(); n != 3 {
			t.Errorf("%d sessions left, want 3", n)
		}
	})
}
