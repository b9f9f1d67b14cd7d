package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// BackupInfo is what CheckBackup found in a copy of the shop's database.
type BackupInfo struct {
	SchemaVersion int    // PRAGMA user_version: the migration step it was made at
	Orders        int64  // orders it holds
	LastOrder     string // created_at of the newest order, "" for none
}

// CheckBackup checks that the file at path is a whole copy of a shop's database that this
// binary can open: SQLite finds no fault in it (PRAGMA integrity_check), it has the shop's
// tables, and its schema is not newer than this binary's migrations know (an older one is
// migrated at the next start, a newer one would be refused by it).
func CheckBackup(ctx context.Context, path string) (BackupInfo, error) {
	var info BackupInfo
	fi, err := os.Stat(path)
	if err != nil {
		return info, err
	}
	if !fi.Mode().IsRegular() {
		return info, fmt.Errorf("%s is not a file", path)
	}
	// A copy of a live database's files (cp shop.db*) keeps recent writes in its WAL, which
	// neither this check nor the restore's copy of the one file would see.
	if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
		return info, fmt.Errorf("%s has a write-ahead log beside it (%s-wal): take copies with shop backup, or open this one with sqlite3 once to fold the log in", path, path)
	}
	// Read-only and immutable: a check must not write a -wal or -shm beside a copy (perhaps in
	// a folder the shop's user cannot write), nor change the file it checks.
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&immutable=1")
	if err != nil {
		return info, err
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, "PRAGMA integrity_check(20)")
	if err != nil {
		return info, fmt.Errorf("%s is not a database SQLite can read: %w", path, err)
	}
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			rows.Close()
			return info, err
		}
		problems = append(problems, line)
	}
	if err := rows.Close(); err != nil {
		return info, fmt.Errorf("%s is not a database SQLite can read: %w", path, err)
	}
	if len(problems) != 1 || problems[0] != "ok" {
		return info, fmt.Errorf("%s fails SQLite's integrity check: %s", path, strings.Join(problems, "; "))
	}
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&info.SchemaVersion); err != nil {
		return info, err
	}
	var tables int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('products', 'orders', 'settings')`).Scan(&tables); err != nil {
		return info, err
	}
	if info.SchemaVersion < 1 || tables != 3 {
		return info, fmt.Errorf("%s is an SQLite database but not a shop's", path)
	}
	if info.SchemaVersion > SchemaVersion() {
		return info, fmt.Errorf("%s was made by a newer shop (schema %d; this binary knows %d): restore it with that shop's binary",
			path, info.SchemaVersion, SchemaVersion())
	}
	var last sql.NullString
	if err := db.QueryRowContext(ctx, `SELECT count(*), max(created_at) FROM orders`).Scan(&info.Orders, &last); err != nil {
		return info, err
	}
	info.LastOrder = last.String
	return info, nil
}

// Restored is what Restore did.
type Restored struct {
	Info  BackupInfo
	Aside []string // the files of the database it replaced, as they are now named; none for a folder without one
}

// Restore puts the copy at from in place as the shop's database in the data folder dir. It
// takes the folder's lock first, so it refuses while a shop serves the folder, and no shop
// starts on it half-way. The copy is checked (CheckBackup) and written beside the database
// before anything is moved, so a bad copy or a full disk leaves the shop as it was; the old
// database is then renamed shop.db.before-restore-<time>, its -wal and -shm with it, after a
// checkpoint that folds the WAL into it where SQLite can. sessions.db stays as it is: it
// holds the keys the staff's sealed second factors open with (backups deliberately lack it).
func Restore(ctx context.Context, dir, from string, now time.Time) (Restored, error) {
	var done Restored
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return done, fmt.Errorf("no data folder at %s", dir)
	}
	lock, err := lockDir(dir)
	if err != nil {
		return done, fmt.Errorf("%w: stop the shop before restoring (systemctl stop shop)", err)
	}
	defer lock.Close()
	path := filepath.Join(dir, "shop.db")
	if same(from, path) {
		return done, fmt.Errorf("%s is the shop's database itself", from)
	}
	if done.Info, err = CheckBackup(ctx, from); err != nil {
		return done, err
	}
	incoming := path + ".restoring"
	if err := copyFile(from, incoming); err != nil {
		os.Remove(incoming)
		return done, fmt.Errorf("copy %s into %s: %w", from, dir, err)
	}
	if done.Aside, err = moveAside(ctx, path, "before-restore-"+now.UTC().Format("20060102T150405Z")); err != nil {
		os.Remove(incoming)
		return done, err
	}
	if err := os.Rename(incoming, path); err != nil {
		return done, err
	}
	return done, syncDir(dir)
}

// same reports whether a and b name one file.
func same(a, b string) bool {
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// copyFile copies from into a new file to (mode 0600: it holds the shop's personal data) and
// syncs it, so the rename that follows never puts a half-written database in place.
func copyFile(from, to string) error {
	os.Remove(to) // a previous restore's leftover
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	if err := dst.Sync(); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// moveAside renames the database at path, with its -wal and -shm, to path.suffix (and
// path.suffix-wal, -shm, the names SQLite looks for beside it), so the old database stays
// whole and openable. A checkpoint first folds the WAL into the database; when it cannot (a
// damaged file, perhaps the reason for the restore) the files move as they are, still a set.
func moveAside(ctx context.Context, path, suffix string) ([]string, error) {
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)"); err == nil {
		// TRUNCATE empties the WAL; closing the last connection then deletes it and the -shm.
		db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
		db.Close()
	}
	aside := path + "." + suffix
	var moved []string
	for _, ext := range []string{"", "-wal", "-shm"} {
		if _, err := os.Stat(path + ext); errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err := os.Rename(path+ext, aside+ext); err != nil {
			return moved, fmt.Errorf("move the old database aside: %w", err)
		}
		moved = append(moved, aside+ext)
	}
	return moved, nil
}

// syncDir makes the renames in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
