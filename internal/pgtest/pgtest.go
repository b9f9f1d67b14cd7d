// Package pgtest hands tests PostgreSQL databases: in the throwaway cluster ./build.sh test
// starts for the whole run (its address in SHOP_TEST_POSTGRES), or else in one the test
// binary starts itself on first use. A database a test binary seeds becomes a template,
// seeded once; every test gets a fresh database copied from one and dropped when the test
// ends. A run asks for PostgreSQL with SHOP_TEST_DB=postgres (build.sh's go-postgres layer).
// It imports nothing of the shop, so that the store's own tests can use it as well as
// internal/testtool (which imports the store). Only tests import it.
package pgtest

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"
)

// Enabled says whether this test run is on PostgreSQL.
func Enabled() bool { return os.Getenv("SHOP_TEST_DB") == "postgres" }

var (
	seedsMu sync.Mutex
	seeds   = map[string]*seed{}
)

// seed is a template database, filled once.
type seed struct {
	once  sync.Once
	admin string
	url   string
	err   error
}

// Template is the name of the template database named key, made empty and filled by fill
// (given its address) the first time a test of this binary asks for key; tests asking for the
// same key at once wait for the one seed: the PostgreSQL side of package seedonce. fill must
// close every connection it opened before it returns: PostgreSQL copies no database others
// are in. RemoveAll drops the templates.
func Template(t testing.TB, key string, fill func(addr string) error) string {
	t.Helper()
	admin := URL(t)
	seedsMu.Lock()
	s := seeds[key]
	if s == nil {
		s = &seed{admin: admin}
		seeds[key] = s
	}
	seedsMu.Unlock()
	s.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if s.url, s.err = CreateDB(ctx, admin, ""); s.err == nil {
			s.err = fill(s.url)
		}
	})
	if s.err != nil {
		t.Fatalf("seed the PostgreSQL template %s: %v", key, s.err)
	}
	name, err := dbName(s.url)
	if err != nil {
		t.Fatal(err)
	}
	return name
}

// Seeded is the address of a fresh database of the test's own, a copy of Template(t, key,
// fill).
func Seeded(t testing.TB, key string, fill func(addr string) error) string {
	t.Helper()
	return Fresh(t, Template(t, key, fill))
}

// RemoveAll drops the templates this binary made, and stops the cluster it started, if it
// did, deleting its folder; a test binary's TestMain calls it after its tests ran
// (testtool.RemoveTemplates does).
func RemoveAll() {
	dropTemplates()
	own.stop()
}

// dropTemplates drops the templates Template made: a developer's own cluster keeps nothing of
// a run.
func dropTemplates() {
	seedsMu.Lock()
	defer seedsMu.Unlock()
	for key, s := range seeds {
		if s.url != "" {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			DropDB(ctx, s.admin, s.url)
			cancel()
		}
		delete(seeds, key)
	}
}

// SQLiteOnly skips a test of something only SQLite has (its files, pragmas, locks, the
// backup copy) when the test run is on PostgreSQL; why names it.
func SQLiteOnly(t testing.TB, why string) {
	t.Helper()
	if Enabled() {
		t.Skip("SQLite only: " + why)
	}
}
