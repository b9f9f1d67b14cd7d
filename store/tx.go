package store

import (
	"context"
	"database/sql"
)

// txKey finds a store's transaction in a context. It holds the store, so a transaction of one
// database never leaks into the calls of another.
type txKey struct{ s *Store }

// txState is a running transaction and what waits for its commit.
type txState struct {
	tx          *sql.Tx
	afterCommit []func()
	reindex     []int64 // products the catalogue index re-reads after the commit (reindexAfterCommit)
	reindexing  bool    // that re-read is queued in afterCommit
}

// WithTx runs fn in one immediate write transaction (Gitea's db.WithTx is the model). The
// transaction travels in the context fn gets: store methods called with that context write in
// it, so several of them compose into one atomic change. A WithTx inside joins the transaction
// it finds instead of beginning a second one, which on SQLite's single write connection would
// wait forever. The transaction commits when fn returns nil and rolls back when fn returns an
// error or panics (the panic goes on). Keep fn short and free of network calls: on SQLite it
// holds the database's only write lock. On PostgreSQL fn may run more than once (a
// serialization failure runs it again), so it writes its results only to the database and
// to variables it sets afresh, never appends to what it found.
func (s *Store) WithTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if s.txOf(ctx) != nil {
		return fn(ctx)
	}
	if !s.pg {
		return s.runTx(ctx, nil, fn)
	}
	// PostgreSQL runs transactions side by side. At SERIALIZABLE each one still behaves as if
	// it ran alone, as on SQLite's single writer, so the stock, coupon and idempotency rules
	// read and write as they do there; PostgreSQL cancels one of two that would break that
	// (a serialization failure or a deadlock) and it is run again from the start.
	opts := &sql.TxOptions{Isolation: sql.LevelSerializable}
	for attempt := 1; ; attempt++ {
		err := s.runTx(ctx, opts, fn)
		if attempt == maxTxAttempts || !retryable(err) {
			return err
		}
		if err := backOff(ctx, attempt); err != nil {
			return err
		}
	}
}

// runTx is one attempt of WithTx's transaction.
func (s *Store) runTx(ctx context.Context, opts *sql.TxOptions, fn func(ctx context.Context) error) error {
	tx, err := s.write.BeginTx(ctx, opts)
	if err != nil {
		return err
	}
	state := &txState{tx: tx}
	committed := false
	defer func() {
		if !committed {
			tx.Rollback() // also on a panic in fn, which then goes on
		}
	}()
	if err := fn(context.WithValue(ctx, txKey{s}, state)); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	committed = true
	for _, f := range state.afterCommit {
		f()
	}
	return nil
}

func (s *Store) txOf(ctx context.Context) *txState {
	state, _ := ctx.Value(txKey{s}).(*txState)
	return state
}

// conn is what a transaction and a connection pool both offer.
type conn interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
}

// writer is where a write goes: the context's transaction, else the write pool. Every store
// method that writes goes through it, so each one also works inside WithTx; taking the write
// pool there instead would wait forever for the connection the transaction holds.
func (s *Store) writer(ctx context.Context) conn {
	if state := s.txOf(ctx); state != nil {
		return state.tx
	}
	return s.write
}

// afterCommit runs f once the context's transaction has committed, or at once outside a
// transaction. In-memory views of the database (the catalogue index, the category cache)
// change here, so they never show a write that is later rolled back.
func (s *Store) afterCommit(ctx context.Context, f func()) {
	if state := s.txOf(ctx); state != nil {
		state.afterCommit = append(state.afterCommit, f)
		return
	}
	f()
}

// reader is where a read goes: the context's transaction, so that it sees that transaction's
// own writes, else the read pool.
func (s *Store) reader(ctx context.Context) conn {
	if state := s.txOf(ctx); state != nil {
		return state.tx
	}
	return s.read
}
