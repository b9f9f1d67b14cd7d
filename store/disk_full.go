package store

import (
	"errors"
	"strings"
	"syscall"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// DiskFull reports whether err means the data folder's disk (or the user's quota) is full:
// SQLite's SQLITE_FULL, PostgreSQL's disk_full, or ENOSPC / EDQUOT from a file write (bbolt's sessions.db, the mail
// outbox). Nothing is wrong with the request, and nothing was stored, so handlers answer 503
// with Retry-After rather than 500. bbolt formats some of its errors with %s, which drops the
// error chain, so their text is read as a last resort; it is the system's own message.
func DiskFull(err error) bool {
	if err == nil {
		return false
	}
	var e *sqlite.Error
	if errors.As(err, &e) && e.Code()&0xff == sqlite3.SQLITE_FULL {
		return true
	}
	if pgState(err) == "53100" { // PostgreSQL's disk_full
		return true
	}
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, syscall.ENOSPC.Error()) || strings.Contains(msg, syscall.EDQUOT.Error())
}
