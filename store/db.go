// Package store holds all SQL and data rules of the shop. It knows nothing of HTTP.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver (pure Go, no cgo)

	"shop/settings"
)

// Store is the shop's database: one write connection and a small read pool on the same file.
type Store struct {
	write   *sql.DB
	read    *sql.DB
	readers int // the read pool's connections
	lock    *os.File
	dir     string
	pg      bool     // the database is PostgreSQL (postgres.go): one pool for reads and writes
	turns   sync.Map // turn name → this process's queue for it (WithTxInTurn)
	cats    categoryTree
	texts   taxonomyTexts // the small tables' translations and category trees per language
	langs   Languages     // the content's languages (SetLanguages)
	index   indexHolder
	stmts   stmtCache        // prepared statements of the cart and order paths (stmt.go)
	now     func() time.Time // the clock of the price history; nil: time.Now (tests set it)
	// hashKey is the secret of the client hashes orders keep (clientHash), loaded at Open.
	hashKey []byte
	// onNotice runs after a commit that queued a notice (QueueNotice): the mail worker's Kick.
	onNotice atomic.Pointer[func()]
	// shop is the settings table as last read (settings.go): nil until LoadSettings.
	shop atomic.Pointer[settings.Shop]
	// shopReload keeps two reloads of the settings from storing their reads out of order.
	shopReload sync.Mutex
	// fresh is the failed refreshes of the catalogue index and their retries (health.go).
	fresh freshness
	// overrides are the shop's own interface texts as last read (text_override.go).
	overrides overrideCache
	// feed announces this store's changes to the other processes on a PostgreSQL database
	// and applies theirs (change_feed.go, change_listener.go); nil on SQLite.
	feed *changeFeed
}

// dsn builds the connection string. Pragmas live here so every pooled connection gets them.
func dsn(path string, write bool) string {
	q := url.Values{}
	// busy_timeout first: the other pragmas may need a lock, and must wait for it rather than fail.
	q.Add("_pragma", "busy_timeout(5000)")
	// WAL lets readers go on while the single writer commits.
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(ON)")
	if write {
		// FULL: an acknowledged order survives a power cut. It costs ~400 µs a commit
		// (about 2,500 durable transactions a second here), far above a shop's need.
		q.Add("_pragma", "synchronous(FULL)")
		// BEGIN IMMEDIATE takes the write lock up front, so a transaction never fails
		// half-way with SQLITE_BUSY when it upgrades from read to write.
		q.Set("_txlock", "immediate")
	} else {
		q.Add("_pragma", "synchronous(NORMAL)")
		q.Add("_pragma", "query_only(ON)")
	}
	// 8 MB of page cache a connection: serving reads by key and the catalogue index lives in
	// Go memory, so a larger cache only adds resident memory (16 MB each measured 25 MB more
	// RSS at 100,000 products, for no faster answer).
	q.Add("_pragma", "cache_size(-8000)")
	return "file:" + path + "?" + q.Encode()
}

// Open opens (creating if needed) the database in dir, takes the data folder's lock so that
// no second process uses it, and migrates the schema to the newest version.
func Open(ctx context.Context, dir, schema string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("data folder: %w", err)
	}
	lock, err := lockDir(dir)
	if err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "shop.db")
	if err := restrictDatabaseFiles(path); err != nil {
		lock.Close()
		return nil, err
	}
	w, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		lock.Close()
		return nil, err
	}
	w.SetMaxOpenConns(1) // SQLite has one writer; a queue in Go is cheaper than busy retries.
	r, err := sql.Open("sqlite", dsn(path, false))
	if err != nil {
		w.Close()
		lock.Close()
		return nil, err
	}
	// A large modernc pool is measurably slower; about the core count is the sweet spot.
	readers := max(2, runtime.NumCPU())
	r.SetMaxOpenConns(readers)
	r.SetMaxIdleConns(readers)
	s := &Store{write: w, read: r, readers: readers, lock: lock, dir: dir}
	s.fresh.init()
	s.index.ready = make(chan struct{})
	if err := s.migrate(ctx, schema); err != nil {
		s.Close()
		return nil, err
	}
	if err := s.loadClientKey(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// restrictDatabaseFiles makes the database readable by the shop's user only, as sessions.db
// is: it holds personal data and password hashes. A new database file is created empty with
// mode 0600 before SQLite opens it (SQLite gives its -wal and -shm files the database's mode);
// one an older shop made 0644 is narrowed, with its -wal and -shm.
func restrictDatabaseFiles(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("database: %w", err)
	}
	f.Close()
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		info, err := os.Stat(p)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err == nil && info.Mode().Perm()&0o077 != 0 {
			err = os.Chmod(p, 0o600)
		}
		if err != nil {
			return fmt.Errorf("database: %w", err)
		}
	}
	return nil
}

// Dir is the data folder the store lives in.
func (s *Store) Dir() string { return s.dir }

// Close closes both pools and releases the data folder.
func (s *Store) Close() error {
	s.feed.close()  // its listener and poller read the database
	s.fresh.close() // retries of a failed refresh read the database
	s.stmts.close()
	err := s.write.Close()
	if s.read != s.write {
		err = errors.Join(s.read.Close(), err)
	}
	if s.lock != nil {
		s.lock.Close()
	}
	return err
}

// SetClock makes now the store's clock (the price history's, orders', coupons'), for tests
// that compare answers across days. Call it before the store serves.
func (s *Store) SetClock(now func() time.Time) { s.now = now }

// clock is the store's time: the wall clock, or the one a test sets in s.now.
func (s *Store) clock() time.Time {
	if s.now != nil {
		return s.now().UTC()
	}
	return time.Now().UTC()
}
