package store

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
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
// extended result code, which the driver turns on for every connection, or PostgreSQL's
// SQLSTATE, never the message: a message can change between versions or come from a
// trigger's RAISE.
func asConflict(err error) error {
	if uniqueViolation(err) {
		return ErrConflict
	}
	return err
}

// uniqueViolation says whether err is a write that broke a uniqueness rule, in either database.
func uniqueViolation(err error) bool {
	var e *sqlite.Error
	if errors.As(err, &e) {
		switch e.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return true
		}
	}
	return pgState(err) == "23505" // unique_violation
}

// pgState is the SQLSTATE of a PostgreSQL error, "" for any other error.
func pgState(err error) string {
	var e *pgconn.PgError
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// maxTxAttempts is how often WithTx runs a transaction PostgreSQL cancelled to keep
// transactions serializable. Two hundred shoppers after one last unit cancel each other often;
// each round lets at least one of them through.
const maxTxAttempts = 50

// retryable says whether a transaction failed only because it ran beside others, so that
// running it again can succeed: a serialization failure or a deadlock.
func retryable(err error) bool {
	switch pgState(err) {
	case "40001", "40P01": // serialization_failure, deadlock_detected
		return true
	}
	return false
}

// backOff waits before a transaction's next attempt: a random time that grows with the
// attempts (up to about 50 ms), so the transactions that clashed do not clash again in step.
func backOff(ctx context.Context, attempt int) error {
	limit := time.Duration(min(attempt, 10)) * 5 * time.Millisecond
	t := time.NewTimer(rand.N(limit) + time.Millisecond)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
