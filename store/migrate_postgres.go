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

// postgresSteps are what a step of migrations does on PostgreSQL only, by the version it
// brings the database to: what SQLite has no counterpart of, run after the step's own SQL.
var postgresSteps = map[int]string{
	// The change feed's version: a sequence, whose numbers transactions take without ever
	// waiting for or conflicting with each other (store/change_feed.go, publish).
	35: `CREATE SEQUENCE change_feed_version`,
}

// migratePostgres brings a PostgreSQL database to the newest version: the baseline schema
// into an empty database, then each later step, all in one transaction, with the version in
// schema_version. Several shop processes starting at once take turns with an advisory lock, a
// session's, taken before the transaction begins: a transaction waiting for it inside would
// read the version as it stood before the other process migrated.
func (s *Store) migratePostgres(ctx context.Context) error {
	_, release, err := s.sessionLock(ctx, "migrate", false)
	if err != nil {
		return err
	}
	defer release()
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
			if _, err := w.ExecContext(ctx, migrations[v-1]+";\n"+postgresSteps[v+1]); err != nil {
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
