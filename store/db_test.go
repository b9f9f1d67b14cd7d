package store

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSecondOpenOnSameFolderFails(t *testing.T) {
	st := openStore(t)
	schema, _ := os.ReadFile("../schema.sql")
	_, err := Open(context.Background(), st.Dir(), string(schema))
	if err == nil || !strings.Contains(err.Error(), "in use") {
		t.Fatalf("second Open: %v", err)
	}
}

func TestRefusesNewerDatabase(t *testing.T) {
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
	st := openStore(t)
	dir := st.Dir()
	var v int
	st.read.QueryRow("PRAGMA user_version").Scan(&v)
	if v != SchemaVersion() {
		t.Fatalf("user_version %d, want %d", v, SchemaVersion())
	}
	before := schemaDump(t, st)
	st.Close()
	schema, _ := os.ReadFile("../schema.sql")
	st2, err := Open(context.Background(), dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	if after := schemaDump(t, st2); after != before {
		t.Error("reopening changed the schema")
	}
}

func schemaDump(t *testing.T, st *Store) string {
	rows, err := st.read.Query(`SELECT type || ' ' || name || ' ' || COALESCE(sql, '') FROM sqlite_schema ORDER BY type, name`)
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
	st := openStore(t)
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
	// CHECK (stock >= 0) holds even for a bad write.
	st.write.Exec(`INSERT INTO products (id, slug, code, title, net_price, stock) VALUES (1, 'a', 'A', 'A', 100, 1)`)
	if _, err := st.write.Exec(`UPDATE products SET stock = stock - 2 WHERE id = 1`); err == nil {
		t.Error("stock went below zero")
	}
}

func TestBackupWhileOpen(t *testing.T) {
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
