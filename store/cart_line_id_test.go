package store

import (
	"context"
	"errors"
	"testing"
)

// A cart line's id is never used again after the line is deleted, on SQLite as on
// PostgreSQL: a repeated delete of the old line (a second tab, a retried request) finds
// nothing rather than the line added since.
func TestCartLineIDsAreNotReused(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1, pCable, 1)
	cable := lineOf(t, cartOf(t, st, token), pCable)
	if err := st.DeleteItem(ctx, token, cable); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddToCart(ctx, token, pOther, 1); err != nil {
		t.Fatal(err)
	}
	if other := lineOf(t, cartOf(t, st, token), pOther); other <= cable {
		t.Errorf("the line added after line %d was deleted has id %d", cable, other)
	}
	if err := st.DeleteItem(ctx, token, cable); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleting the deleted line again: %v, want ErrNotFound", err)
	}
	if n := len(cartOf(t, st, token).Items); n != 2 {
		t.Errorf("%d lines left, want the phone and the new one", n)
	}
}
