package testtool

import (
	"context"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shop/demo"
	"shop/internal/pgtest"
	"shop/store"
)

func TestMain(m *testing.M) {
	code := m.Run()
	RemoveTemplates()
	os.Exit(code)
}

func connect(t testing.TB, u string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

func run(t testing.TB, conn *pgx.Conn, sql string, args ...any) {
	t.Helper()
	if _, err := conn.Exec(context.Background(), sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

func count(t testing.TB, conn *pgx.Conn, sql string, args ...any) int {
	t.Helper()
	var n int
	if err := conn.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// template is a fresh database holding a table of rows rows, with nothing connected to it.
func template(t testing.TB, rows int) string {
	t.Helper()
	u := pgtest.Fresh(t, "")
	conn, err := pgx.Connect(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	run(t, conn, "CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
	run(t, conn, "INSERT INTO items SELECT n, repeat('x', 900) || n FROM generate_series(1, $1::int) AS n", rows)
	return u
}

// Copies of one template, made at once, hold the template's table and rows, and are
// independent of each other and of the template.
func TestFreshFromTemplate(t *testing.T) {
	t.Parallel()
	tpl := template(t, 50)
	urls := make([]string, 6)
	var wg sync.WaitGroup
	for i := range urls {
		wg.Go(func() { urls[i] = pgtest.Fresh(t, tpl) })
	}
	wg.Wait()
	seen := map[string]bool{}
	for _, u := range urls {
		if u == "" || seen[u] {
			t.Fatalf("copies' addresses %q: want distinct", urls)
		}
		seen[u] = true
		if n := count(t, connect(t, u), "SELECT count(*) FROM items"); n != 50 {
			t.Fatalf("a copy has %d rows, want the template's 50", n)
		}
	}
	a, b := connect(t, urls[0]), connect(t, urls[1])
	run(t, a, "INSERT INTO items VALUES (1000, 'only in a')")
	run(t, b, "DELETE FROM items WHERE id <= 10")
	if n := count(t, a, "SELECT count(*) FROM items"); n != 51 {
		t.Errorf("a has %d rows after its insert, want 51 (b's delete must not reach it)", n)
	}
	if n := count(t, b, "SELECT count(*) FROM items WHERE id = 1000"); n != 0 {
		t.Errorf("a's row is in b")
	}
	if n := count(t, connect(t, tpl), "SELECT count(*) FROM items"); n != 50 {
		t.Errorf("the template has %d rows after its copies' writes, want 50", n)
	}
}

// An empty fresh database has no table of its own.
func TestFreshEmpty(t *testing.T) {
	t.Parallel()
	conn := connect(t, pgtest.Fresh(t, ""))
	if n := count(t, conn, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"); n != 0 {
		t.Errorf("an empty fresh database has %d tables", n)
	}
}

// A test's databases are dropped when it ends.
func TestFreshDropped(t *testing.T) {
	t.Parallel()
	var names []string
	t.Run("uses", func(t *testing.T) {
		tpl := template(t, 1)
		copied := pgtest.Fresh(t, tpl)
		for _, u := range []string{tpl, copied} {
			var name string
			if err := connect(t, u).QueryRow(context.Background(), "SELECT current_database()").Scan(&name); err != nil {
				t.Fatal(err)
			}
			names = append(names, name)
		} // the connections stay open: the drop ends them
	})
	admin := connect(t, pgtest.URL(t))
	for _, name := range names {
		if n := count(t, admin, "SELECT count(*) FROM pg_database WHERE datname = $1", name); n != 0 {
			t.Errorf("database %s is still there after its test ended", name)
		}
	}
	if len(names) != 2 {
		t.Fatalf("the subtest named %d databases, want 2", len(names))
	}
}

// A copy asked for while a session is still on the template waits for it to end (PostgreSQL
// refuses the copy meanwhile: 55006) instead of failing.
func TestFreshWaitsForTemplateSessions(t *testing.T) {
	t.Parallel()
	tpl := template(t, 5)
	conn, err := pgx.Connect(context.Background(), tpl)
	if err != nil {
		t.Fatal(err)
	}
	closed := make(chan time.Time, 1)
	go func() {
		time.Sleep(300 * time.Millisecond)
		closed <- time.Now() // before the close: the copy cannot be made earlier
		conn.Close(context.Background())
	}()
	copied := pgtest.Fresh(t, tpl)
	done := time.Now()
	if at := <-closed; done.Before(at) {
		t.Fatalf("the copy was made %v before the template's session ended", at.Sub(done))
	}
	if n := count(t, connect(t, copied), "SELECT count(*) FROM items"); n != 5 {
		t.Errorf("the copy has %d rows, want 5", n)
	}
}

// The demo shop on PostgreSQL: each test's copy holds the seeded products, independent of the
// other copies; the empty migrated database has the tables but no product.
func TestDemoPostgresDB(t *testing.T) {
	t.Parallel()
	a, b := connect(t, DemoPostgresDB(t, demo.Latvia, 20)), connect(t, DemoPostgresDB(t, demo.Latvia, 20))
	if n := count(t, a, "SELECT count(*) FROM products"); n < 20 {
		t.Fatalf("the demo copy has %d products, want the 20 asked for and the demo's services", n)
	}
	run(t, a, "UPDATE products SET stock = 0")
	if n := count(t, a, "SELECT count(*) FROM products WHERE stock > 0"); n != 0 {
		t.Fatalf("%d products in stock after the update", n)
	}
	if n := count(t, b, "SELECT count(*) FROM products WHERE stock > 0"); n == 0 {
		t.Errorf("the first copy's sold-out products are sold out in the second copy too")
	}
	empty := connect(t, EmptyPostgresDB(t))
	if n := count(t, empty, "SELECT count(*) FROM products"); n != 0 {
		t.Errorf("the empty database has %d products", n)
	}
	if n := count(t, empty, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"); n < 20 {
		t.Errorf("the empty database has %d tables: not migrated", n)
	}
}

// BenchmarkFresh is one CREATE DATABASE … TEMPLATE of a database holding 4.5 MB of
// rows in one table, and of the demo shop of 200 products the services tests start from,
// migrated and seeded on PostgreSQL (some 60 tables and their indexes); the drops are not timed.
func BenchmarkFresh(b *testing.B) {
	b.Run("rows", func(b *testing.B) { benchmarkCopies(b, template(b, 5000)) })
	b.Run("demo-shop", func(b *testing.B) {
		tpl := pgtest.Fresh(b, "")
		if err := seedPostgres(tpl, func(ctx context.Context, st *store.Store) error { return demo.Seed(ctx, st, 200, demo.Latvia) }); err != nil {
			b.Fatal(err)
		}
		benchmarkCopies(b, tpl)
	})
}

func benchmarkCopies(b *testing.B, tpl string) {
	admin := pgtest.URL(b)
	ctx := context.Background()
	var size int64
	if err := connect(b, admin).QueryRow(ctx, "SELECT pg_database_size($1)", mustName(b, tpl)).Scan(&size); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		u, err := pgtest.CreateDB(ctx, admin, tpl)
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		if err := pgtest.DropDB(ctx, admin, u); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(size)/1e6, "template-MB")
}

// mustName is the database a URL names, read without connecting to it.
func mustName(t testing.TB, u string) string {
	t.Helper()
	p, err := url.Parse(u)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimPrefix(p.Path, "/")
}
