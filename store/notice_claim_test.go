package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

// A claimed notice is out of the queue and counts its try once, whatever follows: a mark as
// sent or failed ends the claim without counting again; a release makes it due as it was.
func TestClaimNotice(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	queue := func() int64 {
		id, err := st.QueueNotice(ctx, Notice{Kind: NoticePasswordReset, Email: "a@example.com", Link: "/password/reset/x"})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	due := func() int {
		list, err := st.DueNotices(ctx, time.Now().Add(time.Second), 10)
		if err != nil {
			t.Fatal(err)
		}
		return len(list)
	}
	get := func(id int64) Notice {
		n, err := st.NoticeByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	a, b, c := queue(), queue(), queue()
	for _, id := range []int64{a, b, c} {
		if err := st.ClaimNotice(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.ClaimNotice(ctx, a); !errors.Is(err, ErrNotFound) {
		t.Errorf("a second claim: %v", err)
	}
	if n := due(); n != 0 {
		t.Errorf("%d claimed notices are due", n)
	}
	if list, _ := st.ClaimedNotices(ctx); len(list) != 3 || list[0].Attempts != 1 || list[0].ClaimedAt == "" {
		t.Errorf("claimed: %+v", list)
	}
	if err := st.MarkNoticeSent(ctx, a); err != nil {
		t.Fatal(err)
	}
	if err := st.MarkNoticeFailed(ctx, b, errors.New("busy"), time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := st.ReleaseNotice(ctx, c); err != nil {
		t.Fatal(err)
	}
	for _, id := range []int64{a, b, c} {
		if n := get(id); n.Attempts != 1 || n.ClaimedAt != "" {
			t.Errorf("notice %d after its claim ended: %+v", id, n)
		}
	}
	if n := due(); n != 2 {
		t.Errorf("%d due after a failure and a release, want 2", n)
	}
	if err := st.ReleaseNotice(ctx, c); !errors.Is(err, ErrNotFound) {
		t.Errorf("releasing an unclaimed notice: %v", err)
	}
	// Without a claim, a mark counts the try itself.
	if err := st.MarkNoticeSent(ctx, c); err != nil || get(c).Attempts != 2 {
		t.Errorf("an unclaimed send: %v, %+v", err, get(c))
	}
}
