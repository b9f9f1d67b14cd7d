package store

import (
	"strings"
	"testing"

	"shop/internal/pgtest"
)

// The statements that sign an account out and sweep expired sessions read their indexes,
// never the whole table: with a million sessions, signing out is still one index lookup.
func TestSessionStatementsUseTheirIndexes(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "EXPLAIN QUERY PLAN reads SQLite's planner; plan_postgres_test.go checks the same indexes on PostgreSQL")
	st := openStore(t)
	plan := func(query string, args ...any) string {
		t.Helper()
		rows, err := st.read.Query(`EXPLAIN QUERY PLAN `+query, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var b strings.Builder
		for rows.Next() {
			var id, parent, notused int
			var detail string
			if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
				t.Fatal(err)
			}
			b.WriteString(detail + "\n")
		}
		return b.String()
	}
	if p := plan(`DELETE FROM sessions WHERE user_id = ?`, 7); !strings.Contains(p, "USING INDEX sessions_user") {
		t.Errorf("signing a user out:\n%s", p)
	}
	if p := plan(sweepExpiredBatch, dbTime(st.clock()), sessionSweepBatch); !strings.Contains(p, "USING INDEX sessions_expires") ||
		strings.Contains(p, "TEMP B-TREE") {
		t.Errorf("the sweep:\n%s", p)
	}
	if p := plan(`SELECT data FROM sessions WHERE id_hash = ?`, "x"); !strings.Contains(p, "USING INDEX sqlite_autoindex_sessions_1") {
		t.Errorf("a session's lookup:\n%s", p)
	}
}
