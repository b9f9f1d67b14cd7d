package store

import (
	"errors"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Sentinel errors that handlers map to HTTP statuses in one place.
var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("conflict")
)

// asConflict maps a write that broke a uniqueness rule (a taken e-mail, a second row with
// the same key) to ErrConflict and leaves every other error as it is. It reads SQLite's
// extended result code, which the driver turns on for every connection, never the message:
// a message can change between SQLite versions or come from a trigger's RAISE.
func asConflict(err error) error {
	var e *sqlite.Error
	if errors.As(err, &e) {
		switch e.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return ErrConflict
		}
	}
	return err
}
