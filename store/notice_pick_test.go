package store

import (
	"context"
	"slices"
	"testing"
	"time"
)

// A pick holds its notices off the other instances' picks while the instance that picked
// them lives, and not a moment after it is gone: what an instance picked and died with is
// picked at once by another (a restart is another), what a live one picked is left to it,
// and a worker starting in a process takes back that process's unclaimed picks.
func TestNoticePicksHoldOnlyWhileThePickerLives(t *testing.T) {
	t.Parallel()
	stores := postgresStores(t, 2)
	b, c := stores[0], stores[1]
	ctx := context.Background()
	a, err := OpenPostgres(ctx, t.TempDir(), b.feed.cfg.ConnString())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.write.ExecContext(ctx, `INSERT INTO notices (kind, email, link, next_attempt_at)
SELECT 'password_reset', 'shopper' || n || '@example.com', '/password/reset/x', ? FROM generate_series(1, 6) n`,
		dbTime(time.Now().Add(-time.Minute))); err != nil {
		t.Fatal(err)
	}
	pick := func(st *Store) []int64 {
		t.Helper()
		due, err := st.PickDueNotices(ctx, time.Now(), 10)
		if err != nil {
			t.Fatal(err)
		}
		return noticeIDs(due)
	}
	fromA, err := a.PickDueNotices(ctx, time.Now(), 3)
	if err != nil || len(fromA) != 3 {
		t.Fatalf("a's pick: %v %v", fromA, err)
	}
	fromB := pick(b)
	if len(fromB) != 3 || slices.ContainsFunc(fromA, func(n Notice) bool { return slices.Contains(fromB, n.ID) }) {
		t.Fatalf("b picked %v beside a's %v: a live instance's picks were taken", fromB, fromA)
	}
	if got := pick(c); len(got) != 0 {
		t.Fatalf("c picked %v while a and b live", got)
	}
	// One claim ends its pick: a failure's next try is the queue's again.
	if err := b.ClaimNotice(ctx, fromB[0]); err != nil {
		t.Fatal(err)
	}
	if n := count(t, b, `SELECT count(*) FROM notices WHERE id = ? AND picked_by IS NULL AND picked_until IS NULL`, fromB[0]); n != 1 {
		t.Errorf("a claimed notice still carries its pick")
	}

	// a dies: its picks go to the next pick at once, not after the hold's minute.
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	var got []int64
	deadline := time.Now().Add(5 * time.Second)
	for len(got) == 0 && time.Now().Before(deadline) {
		got = pick(c)
		time.Sleep(20 * time.Millisecond)
	}
	if len(got) != 3 || got[0] != fromA[0].ID {
		t.Fatalf("after a closed c picked %v, want a's %v", got, fromA)
	}
	// b's worker starts again in b's process: b's unclaimed picks are its own again at once.
	if err := b.TakeBackPicks(ctx); err != nil {
		t.Fatal(err)
	}
	if got := pick(b); !slices.Equal(got, fromB[1:]) {
		t.Errorf("b after taking back its picks picked %v, want %v", got, fromB[1:])
	}
}

// instanceName fits PostgreSQL's application_name: plain ASCII, at most 63 bytes, the
// instance whole at its end.
func TestInstanceName(t *testing.T) {
	for _, c := range []struct{ asked, want string }{
		{"", "shop 0123456789ab"},
		{"eshop-eu", "eshop-eu 0123456789ab"},
		{"veikals-ī\n", "veikals- 0123456789ab"},
		{"x123456789x123456789x123456789x123456789x123456789x123456789",
			"x123456789x123456789x123456789x123456789x123456789 0123456789ab"},
	} {
		if got := instanceName(c.asked, "0123456789ab"); got != c.want || len(got) > maxAppName {
			t.Errorf("instanceName(%q) = %q, want %q", c.asked, got, c.want)
		}
	}
}
