package store

import (
	"testing"

	"shop/internal/pgtest"
)

// sessionBackend is one storage the sessions' tests run on.
type sessionBackend struct {
	name string
	// place makes a new, empty place for sessions and answers the function that opens the
	// Sessions kept there. Called again, that opens the same place: after a restart, or (when
	// shared) a second instance beside the first.
	place func(t testing.TB) func() (*Sessions, error)
	// shared: several Sessions may be open on one place at once (several instances of a shop
	// on one database). bbolt's file is one process's.
	shared bool
	// sqliteShop: only a shop on SQLite keeps its sessions here, so the go-postgres layer
	// skips it; the go layer runs it.
	sqliteShop bool
}

// sessionBackends are the storages every test of the Sessions' behaviour runs on: bbolt's
// sessions.db (in the go layer only), and the sessions table in the test run's store (SQLite,
// or PostgreSQL in the go-postgres layer: openStore).
var sessionBackends = []sessionBackend{
	{name: "bbolt", sqliteShop: true, place: func(t testing.TB) func() (*Sessions, error) {
		dir := t.TempDir()
		return func() (*Sessions, error) { return OpenSessions(dir) }
	}},
	{name: "sql", shared: true, place: func(t testing.TB) func() (*Sessions, error) {
		st := openStore(t)
		return func() (*Sessions, error) { return OpenSessionsInDatabase(st) }
	}},
}

// forEachSessionBackend runs test as a parallel subtest on each storage.
func forEachSessionBackend(t *testing.T, test func(t *testing.T, b sessionBackend)) {
	t.Helper()
	for _, b := range sessionBackends {
		t.Run(b.name, func(t *testing.T) {
			if b.sqliteShop {
				pgtest.SQLiteOnly(t, "bbolt's sessions.db holds the sessions of a shop on SQLite only")
			}
			t.Parallel()
			test(t, b)
		})
	}
}

// openSessions opens Sessions on a new place of b's, closed when the test ends; open opens
// that place again.
func openSessions(t testing.TB, b sessionBackend) (s *Sessions, open func() (*Sessions, error)) {
	t.Helper()
	open = b.place(t)
	s, err := open()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, open
}

// putRaw stores sess as it is (its expiry included, where Save sets its own), as a session
// stored long ago would be.
func putRaw(t testing.TB, s *Sessions, sess *Session) {
	t.Helper()
	if err := s.store.put(sess); err != nil {
		t.Fatal(err)
	}
}
