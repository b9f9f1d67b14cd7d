package store

import "time"

// Sweep is what a session sweep did and found: the sessions it deleted, the carts they left
// behind and the carts the live sessions hold, so the shop can delete the guest carts that no
// session reaches any more (Store.DeleteGuestCarts, Store.DeleteAbandonedGuestCarts).
type Sweep struct {
	Deleted int
	// OrphanCarts are the cart tokens of the deleted sessions that no live session holds.
	OrphanCarts []string
	// LiveCarts are the cart tokens the live sessions hold, as the sweep saw them; a session
	// stored after it holds a new cart or none.
	LiveCarts map[string]bool
}

// SweepExpired removes the sessions past their expiry at now and reports which carts the
// deleted and the live sessions hold (each storage's sweep says how it reads them).
func (s *Sessions) SweepExpired(now time.Time) (Sweep, error) { return s.store.sweep(now) }

// orphans are the distinct tokens of carts that live does not hold.
func orphans(carts []string, live map[string]bool) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range carts {
		if !live[t] && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}
