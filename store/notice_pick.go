package store

import (
	"cmp"
	"context"
	"slices"
	"time"
)

// noticeLease is how long a pick (PickDueNotices) keeps the notices it took from the other
// instances' picks on PostgreSQL while the instance that picked them lives: long enough for
// the picker to render and claim them (ClaimNotice), short enough that notices an instance
// picked and then lost sight of are due again soon even where its death goes unseen (a
// network cut, which PostgreSQL notices only when the connection times out).
const noticeLease = time.Minute

// endPick is a notice's claim or failure ending its pick: from then on its own state (the
// claim, the next try's time) says who may take it.
const endPick = `picked_by = NULL, picked_until = NULL`

// PickDueNotices is the mail worker's pick of DueNotices. On PostgreSQL, where several shop
// processes send from one queue, the pick also holds the notices off the other instances'
// picks (picked_by, picked_until): the rows are taken with FOR UPDATE SKIP LOCKED, so two
// instances picking at once take different notices instead of queueing on the same rows and
// then racing to claim them. ClaimNotice still decides which claim wins, so the hold is never
// what keeps a mail from going twice: it only spares the instances each other's work.
//
// A hold ends at its claim or failure, after noticeLease, or as soon as the instance that
// picked is gone: its picks carry its connections' application_name (instanceName), and one
// no longer in pg_stat_activity (a process that crashed or stopped: PostgreSQL ends its
// sessions with it) holds nothing. So a restarted instance, or any other, sends what a dead
// one picked and did not claim at once, as SQLite's single process does, and no live
// instance's picks are taken. Within one process a worker that starts takes back what an
// earlier one picked (TakeBackPicks). On SQLite, one process, a pick is DueNotices.
func (s *Store) PickDueNotices(ctx context.Context, now time.Time, limit int) ([]Notice, error) {
	if !s.pg {
		return s.DueNotices(ctx, now, limit)
	}
	rows, err := s.write.QueryContext(ctx, `UPDATE notices SET picked_by = ?, picked_until = ?
WHERE id IN (SELECT id FROM notices WHERE sent_at IS NULL AND claimed_at IS NULL AND next_attempt_at <= ?
               AND (picked_until IS NULL OR picked_until <= ?
                    OR picked_by NOT IN (SELECT application_name FROM pg_stat_activity WHERE application_name IS NOT NULL))
             ORDER BY next_attempt_at, id LIMIT ? FOR UPDATE SKIP LOCKED)
RETURNING `+noticeColumns, s.feed.name, dbTime(now.Add(noticeLease)), dbTime(now), dbTime(now), limit)
	if err != nil {
		return nil, err
	}
	list, err := scanNotices(rows)
	slices.SortFunc(list, func(a, b Notice) int { return cmp.Compare(a.ID, b.ID) })
	return list, err
}

// TakeBackPicks ends the holds of this process's picks that were not claimed: the mail
// worker calls it as it starts, when no other worker of this process runs (there is one per
// shop process), so that the picks of a worker that died before claiming them are due at once
// rather than after noticeLease. Another instance's picks stay held. On SQLite, nothing is
// held.
func (s *Store) TakeBackPicks(ctx context.Context) error {
	if !s.pg {
		return nil
	}
	_, err := s.write.ExecContext(ctx, `UPDATE notices SET `+endPick+`
WHERE picked_by = ? AND sent_at IS NULL AND claimed_at IS NULL`, s.feed.name)
	return err
}
