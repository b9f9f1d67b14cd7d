package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"hash/fnv"
)

// advisoryKey is the number of PostgreSQL's advisory lock named name: every advisory lock of
// the store (the migration, the start-up, the order turn, each job) is named, so no two meet.
func advisoryKey(name string) int64 {
	h := fnv.New64a()
	h.Write([]byte("shop:" + name))
	return int64(h.Sum64())
}

// sessionLock takes PostgreSQL's session advisory lock named name on a connection of the
// write pool kept for it, waiting for it, or only trying when try is set (conn is nil when
// another session holds it). release unlocks and gives the connection back; a connection
// whose unlock failed is closed instead, since back in the pool it would hold the lock, and
// every other instance wait, for as long as it lives.
func (s *Store) sessionLock(ctx context.Context, name string, try bool) (conn *sql.Conn, release func() error, err error) {
	c, err := s.write.Conn(ctx)
	if err != nil {
		return nil, nil, err
	}
	key := advisoryKey(name)
	lock := `SELECT pg_advisory_lock(?) IS NOT NULL`
	if try {
		lock = `SELECT pg_try_advisory_lock(?)`
	}
	var got bool
	if err := c.QueryRowContext(ctx, lock, key).Scan(&got); err != nil || !got {
		c.Close()
		return nil, nil, err
	}
	return c, func() error {
		var unlocked bool
		err := c.QueryRowContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(?)`, key).Scan(&unlocked)
		if err != nil || !unlocked {
			c.Raw(func(any) error { return driver.ErrBadConn }) // closes the session, and its lock
		}
		c.Close()
		return err
	}, nil
}
