package store

import (
	"database/sql/driver"
	"testing"
)

func TestRebindNumbersPlaceholdersOutsideQuotesAndComments(t *testing.T) {
	cases := map[string]string{
		`SELECT 1`: `SELECT 1`,
		`SELECT a FROM t WHERE b = ? AND c IN (?, ?)`:  `SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)`,
		`SELECT '?' || ? FROM "q?" WHERE x = ?`:        `SELECT '?' || $1 FROM "q?" WHERE x = $2`,
		"SELECT ? -- why?\nFROM t WHERE y = ?":         "SELECT $1 -- why?\nFROM t WHERE y = $2",
		`SELECT 'it''s ?' , ?`:                         `SELECT 'it''s ?' , $1`,
		`UPDATE t SET a = ? WHERE b = 'unterminated ?`: `UPDATE t SET a = $1 WHERE b = 'unterminated ?`,
	}
	for in, want := range cases {
		if got := rebind(in); got != want {
			t.Errorf("rebind(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTextPostgreSQLCannotHoldIsReplaced(t *testing.T) {
	for in, want := range map[string]string{"plain": "plain", "a\x00b": "a\uFFFDb", "\xffok": "\uFFFDok", "": ""} {
		v := driver.NamedValue{Value: in}
		if err := (pgConn{}).CheckNamedValue(&v); err != nil || v.Value != want {
			t.Errorf("%q became %q (%v), want %q", in, v.Value, err, want)
		}
	}
	v := driver.NamedValue{Value: true}
	if (pgConn{}).CheckNamedValue(&v); v.Value != int64(1) {
		t.Errorf("true became %v", v.Value)
	}
}
