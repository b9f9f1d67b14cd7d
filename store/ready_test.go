package store

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// CheckWritable passes on a healthy database and writes nothing; it fails while another
// program holds the write lock (within its context's limit, not the busy timeout's 5 s) and
// on a read-only database, and passes again once the lock is released.
func TestCheckWritable(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	if err := st.CheckWritable(ctx); err != nil {
		t.Fatalf("a healthy database: %v", err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM settings WHERE key = 'readiness-check'`); n != 0 {
		t.Errorf("the check left %d rows behind", n)
	}

	lock := holdWriteLock(t, st)
	limited, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	start := time.Now()
	err := st.CheckWritable(limited)
	cancel()
	if err == nil {
		t.Error("passed while another program holds the write lock")
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("took %v with a 200 ms limit", took)
	}
	lock.Rollback()
	if err := st.CheckWritable(ctx); err != nil {
		t.Errorf("after the lock is released: %v", err)
	}

	// The write pool's one connection made read-only, as a database SQLite cannot write is;
	// on PostgreSQL every new session of the database, as on a standby, and the pool's
	// sessions closed so that the next one is new.
	readOnly, want := `PRAGMA query_only = ON`, "readonly"
	if st.pg {
		var name string
		if err := st.read.QueryRow(`SELECT current_database()`).Scan(&name); err != nil {
			t.Fatal(err)
		}
		readOnly, want = `ALTER DATABASE "`+name+`" SET default_transaction_read_only = on`, "read-only"
	}
	if _, err := st.write.ExecContext(ctx, readOnly); err != nil {
		t.Fatal(err)
	}
	if st.pg {
		st.write.SetMaxIdleConns(0)
		st.write.SetMaxIdleConns(postgresPool)
	}
	err = st.CheckWritable(ctx)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a read-only database: %v", err)
	}
}

// holdWriteLock makes another session hold what CheckWritable's write waits for until the
// returned transaction ends: SQLite's write lock (another program's immediate transaction), or
// on PostgreSQL the settings row the check writes (another session inserted it and has not
// committed), as an instance stuck in a long transaction would.
func holdWriteLock(t *testing.T, st *Store) *sql.Tx {
	t.Helper()
	if st.pg {
		lock, err := st.write.Begin()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := lock.Exec(`INSERT INTO settings (key, value) VALUES ('readiness-check', 'held')`); err != nil {
			t.Fatal(err)
		}
		return lock
	}
	other, err := sql.Open("sqlite", "file:"+filepath.Join(st.Dir(), "shop.db")+"?_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { other.Close() })
	lock, err := other.Begin()
	if err != nil {
		t.Fatal(err)
	}
	return lock
}

// IndexState says whether the index is built, when its latest full build finished and how
// long it took, and its version, which a product write moves on.
func TestIndexState(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	if ix := st.IndexState(); ix.Built || !ix.BuiltAt.IsZero() {
		t.Fatalf("before the build: %+v", ix)
	}
	seedFixture(t, st, 10) // builds the index
	first := st.IndexState()
	before := time.Now()
	ctx := context.Background()
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	ix := st.IndexState()
	if !ix.Built || ix.BuiltAt.Before(before) || ix.BuiltAt.After(time.Now()) || ix.BuildTook <= 0 || ix.Version <= first.Version {
		t.Fatalf("after a rebuild: %+v; the first build: %+v", ix, first)
	}
	if err := st.SetStock(ctx, 1, 99); err != nil {
		t.Fatal(err)
	}
	after := st.IndexState()
	if after.Version <= ix.Version || !after.BuiltAt.Equal(ix.BuiltAt) {
		t.Errorf("a stock change: %+v, before %+v (the version moves, the build stays)", after, ix)
	}
}

// MailQueue counts the unsent notices by state, and OldestDueNotice is when the longest
// waiting due one fell due.
func TestMailQueue(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	queue := func() MailQueue {
		t.Helper()
		q, err := st.MailQueue(ctx, time.Now().Add(time.Second))
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	if q := queue(); q != (MailQueue{}) {
		t.Fatalf("an empty queue: %+v", q)
	}
	var ids []int64
	for range 5 {
		id, err := st.QueueNotice(ctx, Notice{Kind: NoticePasswordReset, Email: "a@example.com", Link: "/password/reset/x"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := st.ClaimNotice(ctx, ids[0]); err != nil {
		t.Fatal(err)
	}
	if err := st.MarkNoticeFailed(ctx, ids[1], errors.New("refused"), time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := st.MarkNoticeFailed(ctx, ids[2], errors.New("refused"), time.Time{}); err != nil {
		t.Fatal(err)
	}
	if err := st.MarkNoticeSent(ctx, ids[3]); err != nil {
		t.Fatal(err)
	}
	q := queue()
	if q.Due != 1 || q.Claimed != 1 || q.Waiting != 1 || q.GivenUp != 1 {
		t.Errorf("queue %+v: want 1 due, 1 claimed, 1 waiting, 1 given up", q)
	}
	n, err := st.NoticeByID(ctx, ids[4])
	if err != nil {
		t.Fatal(err)
	}
	if want := parseDBTime(n.NextAttemptAt); q.OldestDue.IsZero() || !q.OldestDue.Equal(want) {
		t.Errorf("oldest due %v, want %v", q.OldestDue, want)
	}
	if oldest, err := st.OldestDueNotice(ctx, time.Now().Add(-time.Hour)); err != nil || !oldest.IsZero() {
		t.Errorf("an hour ago nothing was due: %v %v", oldest, err)
	}
}
