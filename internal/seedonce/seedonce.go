// Package seedonce keeps the databases a test binary's tests start from. Each is seeded
// once, by the first test that asks for it, into a folder of the binary's own; every test
// then gets a copy of the file, so tests share nothing and pay a file copy instead of a
// seed (a migration alone takes seconds under the race detector). A test binary's TestMain
// calls RemoveAll when its tests are done. Only tests import it.
package seedonce

import (
	"os"
	"sync"
	"testing"
)

// Seeder writes one self-contained database file (no -wal beside it) into the empty folder
// dir and returns its path.
type Seeder func(dir string) (string, error)

var (
	mu        sync.Mutex
	root      string
	templates = map[string]*template{}
)

type template struct {
	once sync.Once
	path string
	err  error
}

// CopyTo writes the database named key to the file dst (mode 0600), seeded by seed the first
// time a test of this binary asks for key. Tests asking for the same key at once wait for
// the one seed.
func CopyTo(t testing.TB, key string, seed Seeder, dst string) {
	t.Helper()
	b, err := os.ReadFile(seeded(t, key, seed))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// seeded is the file of the database named key, seeded by seed on first use.
func seeded(t testing.TB, key string, seed Seeder) string {
	t.Helper()
	mu.Lock()
	if root == "" {
		dir, err := os.MkdirTemp("", "shop-test-templates-")
		if err != nil {
			mu.Unlock()
			t.Fatal(err)
		}
		root = dir
	}
	tpl := templates[key]
	if tpl == nil {
		tpl = &template{}
		templates[key] = tpl
	}
	base := root
	mu.Unlock()
	tpl.once.Do(func() {
		dir, err := os.MkdirTemp(base, "seed-")
		if err != nil {
			tpl.err = err
			return
		}
		tpl.path, tpl.err = seed(dir)
	})
	if tpl.err != nil {
		t.Fatalf("seed the test database %s: %v", key, tpl.err)
	}
	return tpl.path
}

// RemoveAll deletes the seeded databases; a test binary's TestMain calls it after its tests
// ran.
func RemoveAll() {
	mu.Lock()
	defer mu.Unlock()
	if root != "" {
		os.RemoveAll(root)
	}
}
