package store

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"shop/internal/pgtest"
)

// The database, its -wal and -shm and a backup are the shop's user's alone (0600), as
// sessions.db is: they hold personal data and password hashes. A database an older shop
// made 0644 is narrowed at the next start.
func TestDatabaseFilesArePrivate(t *testing.T) {
	pgtest.SQLiteOnly(t, "the database's files and sessions.db are in the data folder only on SQLite; PostgreSQL keeps its own files")
	st := openStore(t)
	seedFixture(t, st, 2) // writes: the -wal and -shm exist
	db := filepath.Join(st.Dir(), "shop.db")
	backup := filepath.Join(t.TempDir(), "copy.db")
	if err := BackupFile(context.Background(), st.Dir(), backup); err != nil {
		t.Fatal(err)
	}
	sessions, err := OpenSessions(st.Dir())
	if err != nil {
		t.Fatal(err)
	}
	sessions.Close()
	for _, p := range []string{db, db + "-wal", db + "-shm", backup, filepath.Join(st.Dir(), "sessions.db")} {
		checkMode(t, p, 0o600)
	}

	st.Close()
	for _, p := range []string{db, db + "-wal", db + "-shm"} {
		if err := os.Chmod(p, 0o644); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	again, err := Open(context.Background(), st.Dir(), string(schema))
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	for _, p := range []string{db, db + "-wal", db + "-shm"} {
		if _, err := os.Stat(p); err == nil {
			checkMode(t, p, 0o600)
		}
	}
}

func checkMode(t *testing.T, path string, want os.FileMode) {
	t.Helper()
	info, err := os.Stat(path)
	if err != nil {
		t.Errorf("%s: %v", filepath.Base(path), err)
		return
	}
	if got := info.Mode().Perm(); got != want {
		t.Errorf("%s has mode %o, want %o", filepath.Base(path), got, want)
	}
}
