package store

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// Migration 35 gives sliders an id that is the rowid their translations named them by.
func TestSliderIDKeepsTheRowid(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	step := ""
	for _, m := range migrations {
		if strings.Contains(m, "CREATE TABLE sliders_new") {
			step = m
		}
	}
	if step == "" {
		t.Fatal("no migration gives sliders an id")
	}
	for _, q := range []string{`DROP TABLE sliders`, `CREATE TABLE sliders (
  type      TEXT PRIMARY KEY CHECK (type IN ('featured', 'popular', 'new', 'discount', 'recommended')),
  title     TEXT NOT NULL,
  sub_title TEXT NOT NULL DEFAULT '',
  link      TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1,
  position  INTEGER NOT NULL DEFAULT 0
)`, `INSERT INTO sliders (rowid, type, title, position) VALUES (7, 'new', 'New', 1), (3, 'popular', 'Popular', 0)`, step} {
		if _, err := st.write.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := st.read.QueryContext(ctx, `SELECT id, type, title FROM sliders ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var id int64
		var typ, title string
		if err := rows.Scan(&id, &typ, &title); err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprint(id, typ, title))
	}
	if strings.Join(got, "|") != "3popularPopular|7newNew" {
		t.Errorf("sliders after the migration: %q", got)
	}
}
