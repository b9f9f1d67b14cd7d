package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"shop/internal/pgtest"
)

// A backup taken while shoppers place orders is a database SQLite finds whole, and it holds
// every order acknowledged before the backup began: four goroutines place orders the whole
// time, and each of three backups is restored into a data folder of its own and checked
// order by order. The database is padded so that each copy takes long enough for orders to
// commit while it runs, and the test says so (orders acknowledged during each copy).
func TestBackupUnderOrderLoadRestores(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "backup and restore copy SQLite's file (VACUUM INTO); on PostgreSQL `shop backup` and `shop restore` answer with pg_dump and pg_restore (database.go)")
	st := checkoutShop(t)
	ctx := context.Background()
	if _, err := st.write.Exec(`UPDATE products SET stock = 1000000000`); err != nil {
		t.Fatal(err)
	}
	// About 6 MB: the copy then takes milliseconds, long enough for orders to commit meanwhile.
	if _, err := st.write.Exec(`CREATE TABLE padding (b BLOB);
		WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1500)
		INSERT INTO padding SELECT zeroblob(4000) FROM n`); err != nil {
		t.Fatal(err)
	}
	const workers, perWorker = 4, 150
	tokens := fillCarts(t, st, "load", workers*perWorker, pCable, 1, nil)

	var mu sync.Mutex
	acked := map[int64]string{} // order id → its e-mail, once PlaceOrder returned it
	var stop atomic.Bool
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w * perWorker; i < (w+1)*perWorker && !stop.Load(); i++ {
				email := fmt.Sprintf("load%d@example.com", i)
				o, err := st.PlaceOrder(ctx, tokens[i], guestOrder(email))
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				acked[o.ID] = email
				mu.Unlock()
			}
		}()
	}
	snapshot := func() map[int64]string {
		mu.Lock()
		defer mu.Unlock()
		c := make(map[int64]string, len(acked))
		for id, n := range acked {
			c[id] = n
		}
		return c
	}
	waitFor := func(n int) {
		for deadline := time.Now().Add(time.Minute); len(snapshot()) < n; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("fewer than %d orders placed in a minute", n)
			}
		}
	}

	backups := t.TempDir()
	type taken struct {
		path          string
		before, after map[int64]string
	}
	var copies []taken
	for i := range 3 {
		waitFor(25 * (i + 1))
		before := snapshot() // acknowledged before the backup began
		path := filepath.Join(backups, fmt.Sprintf("b%d.db", i))
		if err := BackupFile(ctx, st.Dir(), path); err != nil {
			t.Fatal(err)
		}
		copies = append(copies, taken{path, before, snapshot()})
	}
	stop.Store(true)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}

	during := 0
	for i, c := range copies {
		during += len(c.after) - len(c.before)
		fi, err := os.Stat(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("backup %d has mode %v, want 0600", i, fi.Mode().Perm())
		}
		dir := t.TempDir()
		if _, err := Restore(ctx, dir, c.path, time.Now()); err != nil {
			t.Fatal(err)
		}
		db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "shop.db"))
		if err != nil {
			t.Fatal(err)
		}
		var integrity string
		if err := db.QueryRow("PRAGMA integrity_check").Scan(&integrity); err != nil || integrity != "ok" {
			t.Fatalf("restored backup %d: integrity_check %q, %v", i, integrity, err)
		}
		for id, email := range c.before {
			var got string
			var items int
			err := db.QueryRow(`SELECT o.user_email, (SELECT count(*) FROM order_items WHERE order_id = o.id) FROM orders o WHERE o.id = ?`, id).Scan(&got, &items)
			if err != nil || got != email || items != 1 {
				t.Errorf("restored backup %d: order %d (%s) acknowledged before it began: %q with %d lines, %v", i, id, email, got, items, err)
			}
		}
		// Each worker may have one order committed but not yet acknowledged when the copy ended.
		var n int
		db.QueryRow(`SELECT count(*) FROM orders`).Scan(&n)
		if n < len(c.before) || n > len(c.after)+workers {
			t.Errorf("restored backup %d holds %d orders; %d were acknowledged before it began, %d when it ended", i, n, len(c.before), len(c.after))
		}
		db.Close()
	}
	t.Logf("orders acknowledged while the three copies ran: %d", during)
	if during == 0 {
		t.Error("no order was acknowledged while a copy ran: the test did not back up under load")
	}
}

// Restore checks the copy, refuses while a shop holds the data folder, and keeps the database
// it replaces (with its WAL) beside the new one under a name with the time.
func TestRestoreRefusesAndKeepsTheOldDatabase(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "backup and restore copy SQLite's file (VACUUM INTO); on PostgreSQL `shop backup` and `shop restore` answer with pg_dump and pg_restore (database.go)")
	st := openStore(t)
	ctx := context.Background()
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	if err := BackupFile(ctx, st.Dir(), copyPath); err != nil {
		t.Fatal(err)
	}
	if _, err := Restore(ctx, st.Dir(), copyPath, time.Now()); err == nil || !strings.Contains(err.Error(), "in use by another shop") {
		t.Fatalf("restore into a served folder: %v, want a refusal", err)
	}

	// A folder with a database whose latest writes are still in its WAL.
	dir := t.TempDir()
	if _, err := Restore(ctx, dir, copyPath, time.Now()); err != nil {
		t.Fatal(err)
	}
	old, err := Open(ctx, dir, mustSchema(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := old.write.Exec(`INSERT INTO settings (key, value) VALUES ('restore-test', 'old')`); err != nil {
		t.Fatal(err)
	}
	if err := old.Close(); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 27, 18, 15, 0, 0, time.UTC)
	done, err := Restore(ctx, dir, copyPath, at)
	if err != nil {
		t.Fatal(err)
	}
	aside := filepath.Join(dir, "shop.db.before-restore-20261127T181500Z")
	if len(done.Aside) == 0 || done.Aside[0] != aside {
		t.Fatalf("aside: %v, want %s first", done.Aside, aside)
	}
	fi, err := os.Stat(filepath.Join(dir, "shop.db"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("restored database: %v, %v; want mode 0600", fi, err)
	}
	kept, err := sql.Open("sqlite", "file:"+aside+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer kept.Close()
	var v string
	if err := kept.QueryRow(`SELECT value FROM settings WHERE key = 'restore-test'`).Scan(&v); err != nil || v != "old" {
		t.Fatalf("the old database kept aside lacks its last write: %q, %v", v, err)
	}
	restored, err := Open(ctx, dir, mustSchema(t))
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	if n := count(t, restored, `SELECT count(*) FROM settings WHERE key = 'restore-test'`); n != 0 {
		t.Errorf("the restored database holds the old one's write")
	}
}

// CheckBackup refuses what is not a whole shop database of a schema this binary knows.
func TestCheckBackupRefuses(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "backup and restore copy SQLite's file (VACUUM INTO); on PostgreSQL `shop backup` and `shop restore` answer with pg_dump and pg_restore (database.go)")
	st := openStore(t)
	ctx := context.Background()
	dir := t.TempDir()
	good := filepath.Join(dir, "good.db")
	if err := BackupFile(ctx, st.Dir(), good); err != nil {
		t.Fatal(err)
	}
	if info, err := CheckBackup(ctx, good); err != nil || info.SchemaVersion != SchemaVersion() {
		t.Fatalf("a fresh copy: %+v, %v", info, err)
	}
	raw, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// A table's page overwritten: SQLite's own check finds it. The page is the reviews
	// table's root, which opening the file does not read (a page in the middle of the file
	// may hold the schema once migrations have rebuilt tables, and then the open fails first).
	var root int
	copyDB, err := sql.Open("sqlite", "file:"+good+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	if err := copyDB.QueryRow(`SELECT rootpage FROM sqlite_master WHERE name = 'reviews'`).Scan(&root); err != nil {
		t.Fatal(err)
	}
	copyDB.Close()
	damaged := append([]byte(nil), raw...)
	page := 4096 * (root - 1)
	for i := page; i < page+4096; i++ {
		damaged[i] = 0x5a
	}
	newer := filepath.Join(dir, "newer.db")
	if err := BackupFile(ctx, st.Dir(), newer); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+newer)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion()+1)); err != nil {
		t.Fatal(err)
	}
	db.Close()
	other := filepath.Join(dir, "other.db")
	db, _ = sql.Open("sqlite", "file:"+other)
	if _, err := db.Exec("CREATE TABLE t (x)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	withWAL := write("wal.db", raw)
	write("wal.db-wal", []byte("recent writes"))
	for name, c := range map[string]struct{ path, want string }{
		"text":    {write("text.db", []byte("not a database at all, but long enough to be read as one or not")), "not a database"},
		"cut":     {write("cut.db", raw[:len(raw)/2]), "malformed"},
		"damaged": {write("damaged.db", damaged), "integrity"},
		"newer":   {newer, "newer shop"},
		"other":   {other, "not a shop's"},
		"missing": {filepath.Join(dir, "missing.db"), "no such file"},
		"wal":     {withWAL, "write-ahead log"},
	} {
		if _, err := CheckBackup(ctx, c.path); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", name, err, c.want)
		}
		if _, err := Restore(ctx, t.TempDir(), c.path, time.Now()); err == nil {
			t.Errorf("%s: restored", name)
		} else if errors.Is(err, os.ErrExist) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func mustSchema(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
