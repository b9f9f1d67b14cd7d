package pgtest

import (
	"context"
	"sync"
	"testing"
	"time"
)

// Seeder fills the empty database at url (a migration, a demo shop) and closes every
// connection it opened: the database becomes a template, which PostgreSQL copies only while
// nobody is connected to it.
type Seeder func(ctx context.Context, url string) error

var (
	seedsMu sync.Mutex
	seeds   = map[string]*seed{}
)

type seed struct {
	once  sync.Once
	admin string
	url   string
	err   error
}

// Seeded is a fresh database of the test's own (as Fresh makes it), a copy of the database
// named key, which seed fills the first time a test of this binary asks for key: the
// PostgreSQL side of package seedonce. Tests asking for the same key at once wait for the one
// seed. Stop drops the seeded templates.
func Seeded(t testing.TB, key string, fill Seeder) string {
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
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		if s.url, s.err = CreateDB(ctx, admin, ""); s.err == nil {
			s.err = fill(ctx, s.url)
		}
	})
	if s.err != nil {
		t.Fatalf("seed the PostgreSQL test database %s: %v", key, s.err)
	}
	return Fresh(t, s.url)
}

// dropSeeded drops the templates Seeded made: a developer's own cluster keeps nothing of a run.
func dropSeeded() {
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
