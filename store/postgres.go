package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// IsPostgres says whether a database address names PostgreSQL (postgres:// or postgresql://)
// rather than the SQLite file in the data folder.
func IsPostgres(addr string) bool {
	return strings.HasPrefix(addr, "postgres://") || strings.HasPrefix(addr, "postgresql://")
}

// postgresPool is how many connections one shop process keeps to PostgreSQL. Reads and
// writes share them: PostgreSQL has no single writer to queue for.
const postgresPool = 16

// OpenPostgres opens the shop's database on PostgreSQL at addr and migrates it to the newest
// version; several shop processes may do so at once (the migration takes an advisory lock).
// dir is still the data folder: uploaded media and the outbox live there.
func OpenPostgres(ctx context.Context, dir, addr string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("data folder: %w", err)
	}
	cfg, err := pgx.ParseConfig(addr)
	if err != nil {
		return nil, fmt.Errorf("database address: %w", err)
	}
	instance := newInstance()
	cfg.RuntimeParams["application_name"] = instanceName(cfg.RuntimeParams["application_name"], instance)
	db := sql.OpenDB(pgConnector{stdlib.GetConnector(*cfg)})
	db.SetMaxOpenConns(postgresPool)
	db.SetMaxIdleConns(postgresPool)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("database: %w", err)
	}
	s := &Store{write: db, read: db, readers: postgresPool, dir: dir, pg: true}
	s.fresh.init()
	s.index.ready = make(chan struct{})
	if err := s.migrate(ctx, ""); err != nil {
		s.Close()
		return nil, err
	}
	if err := s.loadClientKey(ctx); err != nil {
		s.Close()
		return nil, err
	}
	if err := s.startFeed(ctx, cfg, instance); err != nil {
		s.Close()
		return nil, fmt.Errorf("change feed: %w", err)
	}
	return s, nil
}

// PostgresDriver is the name of the database/sql driver that speaks to PostgreSQL as the store
// does (the ? placeholders, bools as 0/1): for a tool or test that runs the store's kind of SQL
// on a shop's database beside the store.
const PostgresDriver = "shop-postgres"

func init() { sql.Register(PostgresDriver, pgDriver{}) }

// pgDriver opens pgx's connections wrapped as pgConnector's are.
type pgDriver struct{}

func (pgDriver) Open(addr string) (driver.Conn, error) {
	conn, err := stdlib.GetDefaultDriver().Open(addr)
	if err != nil {
		return nil, err
	}
	return pgConn{conn.(*stdlib.Conn)}, nil
}

// pgConnector hands out pgx's database/sql connections, each wrapped so that the store's
// SQL, written once for both databases, reaches PostgreSQL in its own dialect.
type pgConnector struct{ inner driver.Connector }

func (c pgConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.inner.Connect(ctx)
	if err != nil {
		return nil, err
	}
	pc, ok := conn.(*stdlib.Conn)
	if !ok {
		conn.Close()
		return nil, errors.New("postgres: unexpected driver connection")
	}
	return pgConn{pc}, nil
}

func (c pgConnector) Driver() driver.Driver { return c.inner.Driver() }

// pgConn is pgx's connection with the translations the store's SQL and values need: the `?`
// placeholders become $1, $2…; a Go bool becomes 1 or 0, as the flag columns are integers in
// both databases; and text PostgreSQL cannot hold (a NUL byte, bytes that are not UTF-8,
// which SQLite keeps as they are) has them replaced by U+FFFD, so a lookup of such junk finds
// nothing, as on SQLite, instead of failing.
type pgConn struct{ *stdlib.Conn }

func (c pgConn) Prepare(query string) (driver.Stmt, error) {
	return c.Conn.Prepare(rebind(query))
}

func (c pgConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.Conn.PrepareContext(ctx, rebind(query))
}

func (c pgConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	return c.Conn.ExecContext(ctx, rebind(query), args)
}

func (c pgConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	return c.Conn.QueryContext(ctx, rebind(query), args)
}

func (c pgConn) CheckNamedValue(v *driver.NamedValue) error {
	switch x := v.Value.(type) {
	case bool:
		v.Value = int64(0)
		if x {
			v.Value = int64(1)
		}
	case string:
		if strings.IndexByte(x, 0) >= 0 || !utf8.ValidString(x) {
			v.Value = strings.ReplaceAll(strings.ToValidUTF8(x, "\uFFFD"), "\x00", "\uFFFD")
		}
	}
	return nil
}

// rebind writes query's `?` placeholders as PostgreSQL's numbered ones. A `?` inside a quoted
// string or identifier, or in a comment, is left alone.
func rebind(query string) string {
	if !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 16)
	n := 0
	for i := 0; i < len(query); i++ {
		ch := query[i]
		switch {
		case ch == '\'' || ch == '"':
			j := i + 1
			for j < len(query) && query[j] != ch {
				j++
			}
			b.WriteString(query[i:min(j+1, len(query))])
			i = j
		case ch == '-' && i+1 < len(query) && query[i+1] == '-':
			j := strings.IndexByte(query[i:], '\n')
			if j < 0 {
				j = len(query) - i
			}
			b.WriteString(query[i : i+j])
			i += j - 1
		case ch == '?':
			n++
			fmt.Fprintf(&b, "$%d", n)
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// catchUpIDs moves the sequence of table's id column col past the ids rows were written with, so that the next
// row PostgreSQL numbers itself does not take one of them. SQLite needs nothing: it numbers
// after the highest id.
func (s *Store) catchUpIDs(ctx context.Context, table, col string) error {
	if !s.pg {
		return nil
	}
	// is_called false: the next number is the one given, so an empty table starts at 1.
	_, err := s.writer(ctx).ExecContext(ctx, `SELECT setval(pg_get_serial_sequence('`+table+`', '`+col+`'),
  COALESCE((SELECT max(`+col+`) FROM `+table+`), 0) + 1, false)`)
	return err
}

// LockStartup makes shop processes starting at once on one PostgreSQL database take turns
// with their first writes (the variant's default settings, the demo seed), so that the demo
// is seeded once; call the returned unlock when they are done. On SQLite the data folder's
// lock already keeps a second process out, and it returns at once.
func (s *Store) LockStartup(ctx context.Context) (unlock func(), err error) {
	if !s.pg {
		return func() {}, nil
	}
	_, release, err := s.sessionLock(ctx, "startup", false)
	if err != nil {
		return nil, err
	}
	return func() { release() }, nil
}

// catchUpAllIDs is catchUpIDs for every table whose id PostgreSQL numbers, for rows written
// with their ids by hand (a test's fixture, an operator's copy of another shop's rows).
func (s *Store) catchUpAllIDs(ctx context.Context) error {
	if !s.pg {
		return nil
	}
	rows, err := s.writer(ctx).QueryContext(ctx, `SELECT table_name, column_name FROM information_schema.columns
WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`)
	if err != nil {
		return err
	}
	var cols [][2]string
	for rows.Next() {
		var c [2]string
		if err := rows.Scan(&c[0], &c[1]); err != nil {
			rows.Close()
			return err
		}
		cols = append(cols, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, c := range cols {
		if err := s.catchUpIDs(ctx, c[0], c[1]); err != nil {
			return err
		}
	}
	return nil
}
