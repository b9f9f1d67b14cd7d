package store

import (
	"context"
	"errors"
)

// RunExclusive runs fn unless another shop process on the database is running a job of the
// same name, and says whether it ran: the background jobs (the expiry of unpaid orders, the
// sweeps) run once per round however many instances share a PostgreSQL database. The lock is
// PostgreSQL's session advisory lock on a connection held for the run, so an instance that
// dies mid-run releases it with its connection. On SQLite one process owns the database and
// fn always runs.
func (s *Store) RunExclusive(ctx context.Context, name string, fn func(ctx context.Context) error) (ran bool, err error) {
	if !s.pg {
		return true, fn(ctx)
	}
	_, release, err := s.sessionLock(ctx, "job:"+name, true)
	if release == nil {
		return false, err
	}
	defer func() { err = errors.Join(err, release()) }()
	return true, fn(ctx)
}
