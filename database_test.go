package main

import (
	"context"
	"io"
	"strings"
	"testing"
)

// On PostgreSQL the commands that copy SQLite's file say what to use instead, before they
// touch anything; an address that is not PostgreSQL's is refused by name.
func TestSQLiteFileCommandsNameTheirPostgreSQLCounterpart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pg := "postgres://shop@db.invalid:5432/shop"
	for _, args := range [][]string{
		{"backup", "--data", dir, "--db", pg, dir + "/copy.db"},
		{"restore", "--data", dir, "--db", pg, dir + "/copy.db"},
		{"serve", "--data", dir, "--db", pg, "--backup-every", "1h"},
	} {
		err := run(context.Background(), args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "pg_dump") {
			t.Errorf("shop %s: %v, want an answer naming pg_dump", strings.Join(args, " "), err)
		}
	}
	err := run(context.Background(), []string{"serve", "--data", dir, "--db", "mysql://shop@db/shop"}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "--db") {
		t.Errorf("a MySQL address: %v, want it refused by --db", err)
	}
}
