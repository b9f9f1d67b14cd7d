package store

import (
	"context"
	"fmt"
)

// migrations are the numbered steps after the baseline schema.sql (version 1).
// Step i brings the database to version i+2. Never edit a released step; append one.
var migrations = []string{
	// 2: how many working days each shipping method takes, for delivery estimates.
	`ALTER TABLE shipping_methods ADD COLUMN min_days INTEGER NOT NULL DEFAULT 1 CHECK (min_days >= 0);
ALTER TABLE shipping_methods ADD COLUMN max_days INTEGER NOT NULL DEFAULT 3 CHECK (max_days >= 0);
UPDATE shipping_methods SET min_days = 0, max_days = 0 WHERE type = 'shop';
UPDATE shipping_methods SET min_days = 1, max_days = 2 WHERE type = 'courier';
UPDATE shipping_methods SET min_days = 1, max_days = 3 WHERE type = 'locker';`,
}

// SchemaVersion is the newest database version this binary knows.
func SchemaVersion() int { return 1 + len(migrations) }

func (s *Store) migrate(ctx context.Context, schema string) error {
	var version int
	if err := s.write.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	if version > SchemaVersion() {
		return fmt.Errorf("database version %d is newer than this shop knows (%d); use a newer binary", version, SchemaVersion())
	}
	steps := []string{}
	if version == 0 {
		steps = append(steps, schema)
		version = 1
	}
	for v := version; v < SchemaVersion(); v++ {
		steps = append(steps, migrations[v-1])
	}
	for i, step := range steps {
		target := SchemaVersion() - len(steps) + i + 1
		err := s.WithTx(ctx, func(ctx context.Context) error {
			w := s.writer(ctx)
			if _, err := w.ExecContext(ctx, step); err != nil {
				return err
			}
			_, err := w.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", target))
			return err
		})
		if err != nil {
			return fmt.Errorf("migrate to version %d: %w", target, err)
		}
	}
	return nil
}
