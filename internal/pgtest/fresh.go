package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Fresh creates a database of the test's own in the cluster (URL), a copy of the database
// template (its name or its URL; an empty database when ""), dropped when the test ends, and
// returns its URL. Nothing may stay connected to the template: PostgreSQL copies only a
// database no other session uses, so close every pool on it first.
func Fresh(t testing.TB, template string) string {
	t.Helper()
	admin := URL(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	u, err := CreateDB(ctx, admin, template)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := DropDB(ctx, admin, u); err != nil {
			t.Error(err)
		}
	})
	return u
}

// CreateDB creates a new database, named uniquely for this process, in the cluster whose
// postgres database admin addresses, as a copy of template (a name or a URL; empty for an
// empty database), and returns its URL. The copies of one template are made one at a time
// (PostgreSQL refuses a template another session uses, CREATE DATABASE's own copy included),
// and retried while the template's last sessions end: a closed pool's server processes may
// linger for a moment. For a database that outlives a test, such as a template seeded once
// per test binary; Fresh is the test's own.
func CreateDB(ctx context.Context, admin, template string) (string, error) {
	name := newName()
	stmt := "CREATE DATABASE " + pgx.Identifier{name}.Sanitize()
	if template != "" {
		tpl, err := dbName(template)
		if err != nil {
			return "", err
		}
		// PostgreSQL's default copy (WAL_LOG from version 15) rather than FILE_COPY: the demo
		// shop's copies took the same time either way, one at a time and three at once, and
		// FILE_COPY's two checkpoints flush every other test's writes too.
		stmt += " TEMPLATE " + pgx.Identifier{tpl}.Sanitize()
		mu := templateLock(tpl)
		mu.Lock()
		defer mu.Unlock()
	}
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return "", fmt.Errorf("connect to the test cluster: %w", err)
	}
	defer conn.Close(context.Background())
	for wait := 10 * time.Millisecond; ; wait = min(2*wait, 500*time.Millisecond) {
		_, err = conn.Exec(ctx, stmt)
		var pgErr *pgconn.PgError
		if !errors.As(err, &pgErr) || pgErr.Code != "55006" { // object_in_use: the template has sessions
			break
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("%s: %w (is a pool on the template still open?)", stmt, err)
		case <-time.After(wait):
		}
	}
	if err != nil {
		return "", fmt.Errorf("%s: %w", stmt, err)
	}
	return withDB(admin, name)
}

// DropDB drops the database db (a name or a URL) of the cluster admin addresses, ending the
// sessions still on it.
func DropDB(ctx context.Context, admin, db string) error {
	name, err := dbName(db)
	if err != nil {
		return err
	}
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return fmt.Errorf("connect to the test cluster: %w", err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop the test database %s: %w", name, err)
	}
	return nil
}

var (
	copiersMu sync.Mutex
	copiers   = map[string]*sync.Mutex{} // per template: PostgreSQL lets one session copy it at a time
	made      atomic.Int64
)

func templateLock(name string) *sync.Mutex {
	copiersMu.Lock()
	defer copiersMu.Unlock()
	if copiers[name] == nil {
		copiers[name] = &sync.Mutex{}
	}
	return copiers[name]
}

// newName is a database name no other test binary on the shared cluster makes: the process id
// keeps binaries apart, the random part a database a killed binary of the same id left behind.
func newName() string {
	var b [4]byte
	rand.Read(b[:])
	return fmt.Sprintf("shop_test_%d_%d_%s", os.Getpid(), made.Add(1), hex.EncodeToString(b[:]))
}

// dbName is the database a URL names, or db itself when it is a name.
func dbName(db string) (string, error) {
	if !strings.Contains(db, "://") {
		return db, nil
	}
	u, err := url.Parse(db)
	if err != nil {
		return "", err
	}
	if name := strings.TrimPrefix(u.Path, "/"); name != "" {
		return name, nil
	}
	return "", fmt.Errorf("%s names no database", u.Redacted())
}

// withDB is the cluster's address admin with the database name in place of its own.
func withDB(admin, name string) (string, error) {
	u, err := url.Parse(admin)
	if err != nil {
		return "", err
	}
	u.Path, u.RawPath = "/"+name, ""
	return u.String(), nil
}
