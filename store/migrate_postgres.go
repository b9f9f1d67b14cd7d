package store

import (
	"context"
	_ "embed"
	"fmt"
)

// postgresSchema is the whole schema at version postgresBaseline, written for PostgreSQL.
//
//go:embed postgres_schema.sql
var postgresSchema string

// postgresBaseline is the version postgres_schema.sql stands at: the steps of migrations
// before it are SQLite's history, those after it run on both databases, so each new step is
// written in the SQL both speak.
const postgresBaseline = 33

// migrationLock is the advisory lock that lets one of several shop processes starting at
// once migrate the database while the others wait for it (any fixed number would do).
const migrationLock = 7_302_651_001

// migratePostgres brings a PostgreSQL database to the newest version: the baseline schema
// into an empty database, then each later step, all in one transaction, with the version in
// schema_version. The advisory lock is a session's, taken before the transaction begins: a
// transaction waiting for it inside would read the version as it stood before the other
// process migrated.
func (s *Store) migratePostgres(ctx context.Context) error {
	lock, err := s.write.Conn(ctx)
	if err != nil {
		return err
	}
	defer lock.Close()
	if _, err := lock.ExecContext(ctx, `SELECT pg_advisory_lock(?)`, int64(migrationLock)); err != nil {
		return err
	}
	defer lock.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(?)`, int64(migrationLock))
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		if _, err := w.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)`); err != nil {
			return err
		}
		version := 0
		if err := w.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_version`).Scan(&version); err != nil {
			return err
		}
		if version > SchemaVersion() {
			return fmt.Errorf("database version %d is newer than this shop knows (%d); use a newer binary", version, SchemaVersion())
		}
		if version == 0 {
			if _, err := w.ExecContext(ctx, postgresSchema); err != nil {
				return fmt.Errorf("migrate to version %d: %w", postgresBaseline, err)
			}
			version = postgresBaseline
		}
		for v := version; v < SchemaVersion(); v++ {
			if _, err := w.ExecContext(ctx, migrations[v-1]); err != nil {
				return fmt.Errorf("migrate to version %d: %w", v+1, err)
			}
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM schema_version`); err != nil {
			return err
		}
		_, err := w.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (?)`, SchemaVersion())
		return err
	})
}
