package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
)

// OpenShared opens an existing database of this binary's version beside the shop that may be
// serving it, without the data folder's lock: for the commands that make a small write while
// the shop runs (`shop admin create`). SQLite's own locking keeps the two writers apart; the
// shop reads what such a command writes (a staff account) from the database on each use.
func OpenShared(ctx context.Context, dir string) (*Store, error) {
	path := filepath.Join(dir, "shop.db")
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("no database at %s: start the shop once (shop serve) or seed it first", path)
	}
	w, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	var version int
	if err := w.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		w.Close()
		return nil, err
	}
	if version != SchemaVersion() {
		w.Close()
		return nil, fmt.Errorf("the database is at version %d, this shop at %d: start this shop once to bring it up to date", version, SchemaVersion())
	}
	r, err := sql.Open("sqlite", dsn(path, false))
	if err != nil {
		w.Close()
		return nil, err
	}
	r.SetMaxOpenConns(1)
	s := &Store{write: w, read: r, readers: 1, dir: dir}
	s.fresh.init()
	s.index.ready = make(chan struct{})
	return s, nil
}
