// Package pgtest hands tests PostgreSQL databases when the test run asks for PostgreSQL
// (SHOP_TEST_DB=postgres, with the cluster's address in SHOP_TEST_POSTGRES; build.sh sets
// both for its go-postgres layer). Each database a test binary seeds becomes a template, seeded
// once; every test gets a fresh database copied from it and dropped when the test ends. It
// imports nothing of the shop, so the store's own tests can use it. Only tests import it.
package pgtest

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"sync"
	"sync/atomic"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

// Enabled says whether this test run is on PostgreSQL.
func Enabled() bool { return os.Getenv("SHOP_TEST_DB") == "postgres" }

var (
	mu        sync.Mutex // serialises CREATE DATABASE: a template may have one copier at a time
	admin     *sql.DB
	templates = map[string]*template{}
	made      []string // the templates this binary made, dropped by RemoveAll
	serial    atomic.Int64
)

type template struct {
	once sync.Once
	name string
	err  error
}

// server is the cluster's address from SHOP_TEST_POSTGRES; a run on PostgreSQL without one
// fails the test, as a run that asked for PostgreSQL must not pass on nothing.
func server(t testing.TB) string {
	t.Helper()
	addr := os.Getenv("SHOP_TEST_POSTGRES")
	if addr == "" {
		t.Fatal("SHOP_TEST_DB=postgres needs the cluster's address in SHOP_TEST_POSTGRES (postgres://user@host:port/postgres)")
	}
	return addr
}

// withDatabase is the address addr with its database name replaced by name.
func withDatabase(t testing.TB, addr, name string) string {
	t.Helper()
	u, err := url.Parse(addr)
	if err != nil {
		t.Fatalf("SHOP_TEST_POSTGRES: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}

// adminDB is a connection pool to the cluster's maintenance database.
func adminDB(t testing.TB) *sql.DB {
	t.Helper()
	mu.Lock()
	defer mu.Unlock()
	if admin == nil {
		db, err := sql.Open("pgx", server(t))
		if err != nil {
			t.Fatal(err)
		}
		db.SetMaxOpenConns(4)
		admin = db
	}
	return admin
}

// newName is a database name no other test binary running at the same time takes.
func newName(kind string) string {
	return fmt.Sprintf("shop_%s_%d_%d", kind, os.Getpid(), serial.Add(1))
}

// Template is the template database named key, made empty and filled by seed (given its
// address) the first time a test of this binary asks for key. seed must close every
// connection it opened before it returns: PostgreSQL copies no database others are in.
func Template(t testing.TB, key string, seed func(addr string) error) string {
	t.Helper()
	db := adminDB(t)
	mu.Lock()
	tpl := templates[key]
	if tpl == nil {
		tpl = &template{}
		templates[key] = tpl
	}
	mu.Unlock()
	tpl.once.Do(func() {
		name := newName("tpl")
		if _, err := db.Exec(`CREATE DATABASE ` + name); err != nil {
			tpl.err = err
			return
		}
		mu.Lock()
		made = append(made, name)
		mu.Unlock()
		tpl.name, tpl.err = name, seed(withDatabase(t, server(t), name))
	})
	if tpl.err != nil {
		t.Fatalf("seed the PostgreSQL template %s: %v", key, tpl.err)
	}
	return tpl.name
}

// Fresh is the address of a new database copied from template ("" for an empty one),
// dropped when the test ends.
func Fresh(t testing.TB, template string) string {
	t.Helper()
	db := adminDB(t)
	name := newName("t")
	stmt := `CREATE DATABASE ` + name
	if template != "" {
		stmt += ` TEMPLATE ` + template + ` STRATEGY FILE_COPY`
	}
	mu.Lock()
	_, err := db.Exec(stmt)
	mu.Unlock()
	if err != nil {
		t.Fatalf("%s: %v", stmt, err)
	}
	t.Cleanup(func() { drop(db, name) })
	return withDatabase(t, server(t), name)
}

func drop(db *sql.DB, name string) {
	db.ExecContext(context.Background(), `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
}

// RemoveAll drops the templates this binary made; a test binary's TestMain calls it after
// its tests ran.
func RemoveAll() {
	mu.Lock()
	defer mu.Unlock()
	if admin == nil {
		return
	}
	for _, name := range made {
		drop(admin, name)
	}
	admin.Close()
	admin = nil
	made = nil
}

// SQLiteOnly skips a test of something only SQLite has (its files, pragmas, locks, the
// backup copy) when the test run is on PostgreSQL; why names it.
func SQLiteOnly(t testing.TB, why string) {
	t.Helper()
	if Enabled() {
		t.Skip("SQLite only: " + why)
	}
}
