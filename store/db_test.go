package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"shop/internal/pgtest"
)

func TestSecondOpenOnSameFolderFails(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "the data folder's lock keeps a second process off SQLite's file; any number of shops share PostgreSQL")
	st := openStore(t)
	schema, _ := os.ReadFile("../schema.sql")
	_, err := Open(context.Background(), st.Dir(), string(schema))
	if err == nil || !strings.Contains(err.Error(), "in use") {
		t.Fatalf("second Open: %v", err)
	}
}

func TestRefusesNewerDatabase(t *testing.T) {
	t.Parallel()
	if pgtest.Enabled() { // the version is schema_version's row there
		st, addr := openPostgresStoreAt(t)
		if _, err := st.write.Exec(`UPDATE schema_version SET version = 99`); err != nil {
			t.Fatal(err)
		}
		st.Close()
		again, err := OpenPostgres(context.Background(), t.TempDir(), addr)
		if err == nil {
			again.Close()
		}
		if err == nil || !strings.Contains(err.Error(), "newer") {
			t.Fatalf("OpenPostgres on a newer database: %v", err)
		}
		return
	}
	st := openStore(t)
	dir := st.Dir()
	if _, err := st.write.Exec("PRAGMA user_version = 99"); err != nil {
		t.Fatal(err)
	}
	st.Close()
	schema, _ := os.ReadFile("../schema.sql")
	_, err := Open(context.Background(), dir, string(schema))
	if err == nil || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("Open on a newer database: %v", err)
	}
}

func TestMigrationIsIdempotentAndVersioned(t *testing.T) {
	t.Parallel()
	var reopen func() (*Store, error)
	var st *Store
	var v int
	if pgtest.Enabled() {
		var addr string
		st, addr = openPostgresStoreAt(t)
		reopen = func() (*Store, error) { return OpenPostgres(context.Background(), t.TempDir(), addr) }
		st.read.QueryRow(`SELECT version FROM schema_version`).Scan(&v)
	} else {
		st = openStore(t)
		dir := st.Dir()
		schema, _ := os.ReadFile("../schema.sql")
		reopen = func() (*Store, error) { return Open(context.Background(), dir, string(schema)) }
		st.read.QueryRow("PRAGMA user_version").Scan(&v)
	}
	if v != SchemaVersion() {
		t.Fatalf("version %d, want %d", v, SchemaVersion())
	}
	before := schemaDump(t, st)
	if !strings.Contains(before, "orders_created") {
		t.Fatalf("the schema dump misses the orders' index:\n%s", before)
	}
	st.Close()
	st2, err := reopen()
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	if st2.pg && count(t, st2, `SELECT COUNT(*) FROM schema_version`) != 1 {
		t.Error("reopening added a second version row")
	}
	if after := schemaDump(t, st2); after != before {
		t.Error("reopening changed the schema")
	}
}

// schemaDump is the database's schema as text: sqlite_schema's statements, or PostgreSQL's
// columns, indexes, constraints, triggers and functions read from its catalogue.
func schemaDump(t *testing.T, st *Store) string {
	query := `SELECT type || ' ' || name || ' ' || COALESCE(sql, '') FROM sqlite_schema ORDER BY type, name`
	if st.pg {
		query = `
SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || COALESCE(column_default, '') AS d
  FROM information_schema.columns WHERE table_schema = current_schema()
UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
UNION ALL SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
  FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
UNION ALL SELECT 'trigger ' || tgrelid::regclass::text || ' ' || tgname FROM pg_trigger WHERE NOT tgisinternal
UNION ALL SELECT 'function ' || proname || ' ' || md5(prosrc) FROM pg_proc WHERE pronamespace = current_schema()::regnamespace
UNION ALL SELECT 'sequence ' || sequence_name FROM information_schema.sequences WHERE sequence_schema = current_schema()
ORDER BY d`
	}
	rows, err := st.read.Query(query)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var s string
		rows.Scan(&s)
		b.WriteString(s + "\n")
	}
	return b.String()
}

func TestPragmasOnEveryConnection(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	if !st.pg { // SQLite's settings per connection and its read-only pool; PostgreSQL has neither
		pragmasOnEveryConnection(t, st)
	}
	// CHECK (stock >= 0) holds even for a bad write.
	st.write.Exec(`INSERT INTO products (id, slug, code, title, net_price, stock) VALUES (1, 'a', 'A', 'A', 100, 1)`)
	if _, err := st.write.Exec(`UPDATE products SET stock = stock - 2 WHERE id = 1`); err == nil {
		t.Error("stock went below zero")
	}
}

func pragmasOnEveryConnection(t *testing.T, st *Store) {
	for _, db := range []struct {
		name string
		q    func(string) (string, error)
	}{
		{"write", func(p string) (s string, err error) { err = st.write.QueryRow("PRAGMA " + p).Scan(&s); return }},
		{"read", func(p string) (s string, err error) { err = st.read.QueryRow("PRAGMA " + p).Scan(&s); return }},
	} {
		for pragma, want := range map[string]string{"journal_mode": "wal", "foreign_keys": "1", "busy_timeout": "5000"} {
			if got, err := db.q(pragma); err != nil || got != want {
				t.Errorf("%s %s = %q (%v), want %q", db.name, pragma, got, err, want)
			}
		}
	}
	if _, err := st.read.Exec(`INSERT INTO discounts (title, percent) VALUES ('x', 5)`); err == nil {
		t.Error("the read pool accepted a write")
	}
}

func TestBackupWhileOpen(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "VACUUM INTO copies SQLite's file; on PostgreSQL `shop backup` answers with pg_dump (database.go)")
	st := openStore(t)
	seedFixture(t, st, 20)
	out := filepath.Join(t.TempDir(), "copy.db")
	if err := BackupFile(context.Background(), st.Dir(), out); err != nil {
		t.Fatal(err)
	}
	if err := BackupFile(context.Background(), st.Dir(), out); err == nil {
		t.Error("backup overwrote an existing file")
	}
	schema, _ := os.ReadFile("../schema.sql")
	dir := t.TempDir()
	os.Rename(out, filepath.Join(dir, "shop.db"))
	copy, err := Open(context.Background(), dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	defer copy.Close()
	var n int
	copy.read.QueryRow(`SELECT COUNT(*) FROM products`).Scan(&n)
	if n != 22 {
		t.Errorf("backup holds %d products, want 22", n)
	}
}

// A shop of version 2 migrates to the newest version: the same schema as a new database,
// and a price history that keeps every discounted product's old price as it showed it.
func TestMigrationFromVersion2(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "SQLite's history steps; PostgreSQL starts at its baseline (TestMigrationIsIdempotentAndVersioned, TestRefusesNewerDatabase)")
	schema, _ := os.ReadFile("../schema.sql")
	dir := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "shop.db"))
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range []string{string(schema), migrations[0], `PRAGMA user_version = 2`,
		`INSERT INTO discounts (id, title, percent) VALUES (1, '-20%', 20)`,
		`INSERT INTO products (id, slug, code, title, net_price, discount_id, created_at) VALUES
		 (1, 'a', 'A', 'A', 10000, 1, '2025-01-01T10:00:00Z'), (2, 'b', 'B', 'B', 999, NULL, '2025-02-01T10:00:00Z')`} {
		if _, err := db.Exec(step); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	ctx := context.Background()
	st, err := Open(ctx, dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got, want := schemaDump(t, st), schemaDump(t, openStore(t)); got != want {
		t.Errorf("a migrated database's schema differs from a new one's:\n%s\nwant\n%s", got, want)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history WHERE (product_id = 1 AND price = 8000 AND discount_id = 1 AND at = '2025-01-01T10:00:00Z')
		OR (product_id = 2 AND price = 999 AND discount_id IS NULL)`); n != 2 {
		t.Errorf("%d history rows as the products stood", n)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	cards, err := st.Cards(ctx, []int64{1}, "en")
	if err != nil || len(cards) != 1 || cards[0].ShownPrevious() != 10000 || cards[0].CurrentGross(Pricing{}) != 8000 {
		t.Errorf("the discounted product after the migration: %+v (%v)", cards, err)
	}
}

// A shop of version 3 with orders migrates to checkout's version: every old order gets a
// payment state that fits its status and a number of its own, counted per prefix, and its
// lines a total before the coupon (they had none).
func TestMigrationNumbersOldOrders(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "SQLite's history steps; PostgreSQL starts at its baseline (TestMigrationIsIdempotentAndVersioned, TestRefusesNewerDatabase)")
	schema, _ := os.ReadFile("../schema.sql")
	dir := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "shop.db"))
	if err != nil {
		t.Fatal(err)
	}
	steps := append([]string{string(schema)}, migrations[:2]...)
	steps = append(steps, `PRAGMA user_version = 3`,
		`INSERT INTO shipping_methods (id, code, type, title) VALUES (1, 'c', 'courier', 'C')`,
		`INSERT INTO payment_methods (id, code, title) VALUES (1, 'card', 'Card'), (2, 'cash', 'Cash')`,
		`INSERT INTO carts (id, token, status) VALUES (1, 'a', 'ordered'), (2, 'b', 'ordered'), (3, 'c', 'ordered'), (4, 'd', 'ordered')`,
		`INSERT INTO orders (id, prefix, cart_id, status, user_type, user_name, user_surname, user_email, user_phone,
		 shipping_method_id, payment_method_id, vat_basis_points, items_total, shipping_total, tax_total, total) VALUES
		 (1, 'LV', 1, 'completed', 'b2c', 'A', 'B', 'a@b.lv', '1', 1, 1, 2100, 121, 0, 21, 121),
		 (2, 'FI', 2, 'new', 'b2c', 'A', 'B', 'a@b.lv', '1', 1, 1, 2550, 125, 0, 25, 125),
		 (3, 'LV', 3, 'cancelled', 'b2c', 'A', 'B', 'a@b.lv', '1', 1, 1, 2100, 121, 0, 21, 121),
		 (4, 'LV', 4, 'new', 'b2c', 'A', 'B', 'a@b.lv', '1', 1, 2, 2100, 121, 0, 21, 121)`,
		`INSERT INTO order_items (order_id, title, code, quantity, unit_price, total_price) VALUES (1, 'X', 'X', 1, 121, 121)`)
	for _, step := range steps {
		if _, err := db.Exec(step); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	st, err := Open(context.Background(), dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got, want := schemaDump(t, st), schemaDump(t, openStore(t)); got != want {
		t.Errorf("a migrated database's schema differs from a new one's:\n%s\nwant\n%s", got, want)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders WHERE (id, prefix, number, payment_status) IN
		(VALUES (1, 'LV', 1, 'paid'), (2, 'FI', 1, 'pending'), (3, 'LV', 2, 'cancelled'), (4, 'LV', 3, 'pending'))`); n != 4 {
		t.Errorf("%d of 4 old orders numbered and paid as their status says", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM order_items WHERE list_total = total_price`); n != 1 {
		t.Error("an old order line has no total before the coupon")
	}
	if n := count(t, st, `SELECT COUNT(*) FROM payment_methods WHERE (code = 'cash') = (online = 0)`); n != 2 {
		t.Error("cash is paid online")
	}
	// Every open unpaid order's hold ends (step 14), the cash order's too; settled ones have none.
	if n := count(t, st, `SELECT COUNT(*) FROM orders WHERE (expires_at IS NOT NULL) = (id IN (2, 4))`); n != 4 {
		t.Error("an open order from before the holds keeps its stock for ever")
	}
}
