package pgtest

import (
	"context"
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) {
	code := m.Run()
	RemoveAll()
	os.Exit(code)
}

// Tests asking for one key at once wait for one seed and get copies of their own; RemoveAll
// drops the template.
func TestSeededSeedsOncePerKey(t *testing.T) {
	var fills atomic.Int32
	fill := func(url string) error {
		fills.Add(1)
		ctx := context.Background()
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		_, err = conn.Exec(ctx, "CREATE TABLE seeded (n INTEGER); INSERT INTO seeded VALUES (1), (2), (3)")
		return err
	}
	urls := make([]string, 4)
	var wg sync.WaitGroup
	for i := range urls {
		wg.Go(func() { urls[i] = Seeded(t, "three rows", fill) })
	}
	wg.Wait()
	if n := fills.Load(); n != 1 {
		t.Fatalf("seeded %d times, want once", n)
	}
	ctx := context.Background()
	for _, u := range urls {
		conn, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		var n int
		if err := conn.QueryRow(ctx, "SELECT count(*) FROM seeded").Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 3 {
			t.Errorf("a copy has %d rows, want the seed's 3: the copies share rows", n)
		}
		// A row of this copy's own, which the next copies must not see.
		if _, err := conn.Exec(ctx, "INSERT INTO seeded VALUES (9)"); err != nil {
			t.Fatal(err)
		}
		conn.Close(ctx)
	}

	seedsMu.Lock()
	tpl := seeds["three rows"].url
	seedsMu.Unlock()
	admin := URL(t)
	dropTemplates()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	name, _ := dbName(tpl)
	var left int
	if err := conn.QueryRow(ctx, "SELECT count(*) FROM pg_database WHERE datname = $1", name).Scan(&left); err != nil {
		t.Fatal(err)
	}
	if left != 0 {
		t.Errorf("the template %s is still there after RemoveAll's drop", name)
	}
}
