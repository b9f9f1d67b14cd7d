package store

import (
	"context"
	"database/sql"
	"errors"
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
	// The copy holds what the database does (personal data, password hashes): it is made
	// empty with mode 0600 first, as the database is, and VACUUM INTO fills it (it takes an
	// empty file). O_EXCL: a file already there is never overwritten.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return fmt.Errorf("%s exists; refusing to overwrite it", path)
	}
	if err != nil {
		return err
	}
	f.Close()
	if err := vacuumInto(ctx, src, path); err != nil {
		os.Remove(path)
		return err
	}
	// VACUUM INTO leaves the copy in the OS's cache; a backup is worth something only once it
	// is on the disk, before the scheduled backups rename it to its final name.
	if f, err = os.OpenFile(path, os.O_RDWR, 0); err == nil {
		err = errors.Join(f.Sync(), f.Close())
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}

func vacuumInto(ctx context.Context, src, path string) error {
	// Not the read pool's DSN: VACUUM INTO writes the copy, which query_only forbids.
	db, err := sql.Open("sqlite", "file:"+src+"?_pragma=busy_timeout(5000)")
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = db.ExecContext(ctx, "VACUUM INTO ?", path)
	return err
}
