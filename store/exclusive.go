package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"hash/fnv"
)

// jobLockSpace is the first key of the advisory locks RunExclusive takes (PostgreSQL's
// two-key form), so that a job's lock never meets the store's other advisory locks.
const jobLockSpace = 7_302_651

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
	h := fnv.New32a()
	h.Write([]byte(name))
	key := int32(h.Sum32())
	c, err := s.write.Conn(ctx)
	if err != nil {
		return false, err
	}
	defer c.Close()
	var got bool
	if err := c.QueryRowContext(ctx, `SELECT pg_try_advisory_lock(?, ?)`, jobLockSpace, key).Scan(&got); err != nil {
		return false, err
	}
	if !got {
		return false, nil
	}
	defer func() {
		var released bool
		uerr := c.QueryRowContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(?, ?)`, jobLockSpace, key).Scan(&released)
		if uerr != nil || !released {
			// The connection may still hold the lock: it must not go back to the pool, where
			// it would keep every other instance from the job. Closing it ends its session.
			c.Raw(func(any) error { return driver.ErrBadConn })
			err = errors.Join(err, uerr)
		}
	}()
	return true, fn(ctx)
}
