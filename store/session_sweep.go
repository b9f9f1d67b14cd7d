package store

import (
	"time"

	bolt "go.etcd.io/bbolt"
)

// Sweep is what a session sweep did and found: the sessions it deleted, the carts they left
// behind and the carts the live sessions hold, so the shop can delete the guest carts that no
// session reaches any more (Store.DeleteGuestCarts, Store.DeleteAbandonedGuestCarts).
type Sweep struct {
	Deleted int
	// OrphanCarts are the cart tokens of the deleted sessions that no live session holds.
	OrphanCarts []string
	// LiveCarts are the cart tokens the live sessions hold, as the sweep's transaction saw
	// them; a session stored after it holds a new cart or none.
	LiveCarts map[string]bool
}

// SweepExpired removes the sessions past their expiry at now, in one transaction that also
// reads which carts the deleted and the live sessions hold. Keys are collected first:
// deleting under a bbolt cursor makes its Next skip the following key.
func (s *Sessions) SweepExpired(now time.Time) (Sweep, error) {
	sw := Sweep{LiveCarts: map[string]bool{}}
	err := s.db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(sessionBucket)
		var expired [][]byte
		var carts []string
		err := b.ForEach(func(k, v []byte) error {
			sess, err := decodeSession(v)
			switch {
			case err != nil:
				expired = append(expired, append([]byte(nil), k...))
			case now.After(sess.Expires):
				expired = append(expired, append([]byte(nil), k...))
				if sess.CartToken != "" {
					carts = append(carts, sess.CartToken)
				}
			case sess.CartToken != "":
				sw.LiveCarts[sess.CartToken] = true
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, k := range expired {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		sw.Deleted = len(expired)
		for _, t := range carts {
			if !sw.LiveCarts[t] {
				sw.OrphanCarts = append(sw.OrphanCarts, t)
			}
		}
		return nil
	})
	if err != nil {
		return Sweep{}, err
	}
	return sw, nil
}
