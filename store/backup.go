package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
)

// BackupFile writes a consistent copy of the database in dir to path. It needs no lock on
// the data folder, so it works while a shop is serving: VACUUM INTO reads one snapshot.
func BackupFile(ctx context.Context, dir, path string) error {
	src := filepath.Join(dir, "shop.db")
	if _, err := os.Stat(src); err != nil {
		return fmt.Errorf("no database at %s", src)
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("%s exists; refusing to overwrite it", path)
	}
	// Not the read pool's DSN: VACUUM INTO writes the copy, which query_only forbids.
	db, err := sql.Open("sqlite", "file:"+src+"?_pragma=busy_timeout(5000)")
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = db.ExecContext(ctx, "VACUUM INTO ?", path)
	return err
}
