package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// The store's side of the shop's health and metrics (handlers' /readyz, package metrics): what
// the catalogue index, the connection pools and the mail queue are doing, each read without a
// table scan, so a stranger calling /readyz or a scrape every few seconds costs next to nothing.

// IndexState is the catalogue index as it stands: whether the first build is done, its
// version (CatalogVersion) and its latest full build.
type IndexState struct {
	Built     bool          // a build finished: the index answers
	Version   uint64        // moves on with every change of what the index answers
	BuiltAt   time.Time     // when the latest full build finished (a start, a reload, a taxonomy write)
	BuildTook time.Duration // how long that build took
}

// indexBuild is one full build of the index: when it finished and how long it took.
type indexBuild struct {
	at   time.Time
	took time.Duration
}

// built records a full build that began at start and is now in place.
func (h *indexHolder) built(start time.Time) {
	now := time.Now()
	h.build.Store(&indexBuild{at: now, took: now.Sub(start)})
}

// IndexState reports the catalogue index's state; it never waits for a build.
func (s *Store) IndexState() IndexState {
	st := IndexState{Version: s.index.version.Load()}
	if s.index.p.Load() == nil {
		return st
	}
	st.Built = true
	if b := s.index.build.Load(); b != nil {
		st.BuiltAt, st.BuildTook = b.at, b.took
	}
	return st
}

// PoolStats are the statistics of the store's two connection pools: the read pool and the
// one-connection write pool (db.go).
func (s *Store) PoolStats() (read, write sql.DBStats) { return s.read.Stats(), s.write.Stats() }

// CheckWritable reports whether a write could be made now: it begins a write transaction on
// the write pool (BEGIN IMMEDIATE takes the database's write lock), changes one settings row
// to itself and rolls back, so nothing reaches the file. It fails when the database is
// read-only (SQLITE_READONLY), when another program holds the write lock, or when the shop's
// own writes hold the write pool longer than ctx allows. A full disk shows only at a commit,
// which the shop's writes answer with 503 (DiskFull).
func (s *Store) CheckWritable(ctx context.Context) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// A write even where the settings table is empty: an UPDATE of no row takes no lock.
	_, err = tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ('readiness-check', '')
ON CONFLICT (key) DO UPDATE SET value = excluded.value`)
	return err
}

// MailQueue is the notice queue (table notices) as it stands: the mail worker's backlog.
type MailQueue struct {
	Due     int // unsent, unclaimed and due now: waiting for the worker
	Waiting int // unsent, due later: a retry's wait
	Claimed int // being sent now (or cut off by a stop, until the next start settles it)
	GivenUp int // unsent, and the worker gave up on them
	// OldestDue is when the longest-waiting due notice fell due; zero when none is due.
	OldestDue time.Time
}

// mailQueueSQL counts the unsent notices by state; it reads only the unsent rows (the partial
// index notices_due), so its cost is the backlog's, never the history's.
const mailQueueSQL = `
SELECT COALESCE(SUM(CASE WHEN claimed_at IS NULL AND next_attempt_at <= ? THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN claimed_at IS NULL AND next_attempt_at > ? THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN claimed_at IS NOT NULL THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN claimed_at IS NULL AND next_attempt_at IS NULL THEN 1 ELSE 0 END), 0)
FROM notices WHERE sent_at IS NULL`

// MailQueue counts the unsent notices by state at now (for the metrics).
func (s *Store) MailQueue(ctx context.Context, now time.Time) (MailQueue, error) {
	var q MailQueue
	t := dbTime(now)
	if err := s.read.QueryRowContext(ctx, mailQueueSQL, t, t).Scan(&q.Due, &q.Waiting, &q.Claimed, &q.GivenUp); err != nil {
		return q, err
	}
	var err error
	q.OldestDue, err = s.OldestDueNotice(ctx, now)
	return q, err
}

// OldestDueNotice is when the unclaimed notice that has waited longest for the mail worker
// fell due, by now; zero when none is due. One row of the index notices_due: /readyz asks it.
func (s *Store) OldestDueNotice(ctx context.Context, now time.Time) (time.Time, error) {
	var at string
	err := s.read.QueryRowContext(ctx, `SELECT next_attempt_at FROM notices
WHERE sent_at IS NULL AND claimed_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 1`, dbTime(now)).Scan(&at)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	if err != nil {
		return time.Time{}, err
	}
	return parseDBTime(at), nil
}
