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
	reindex     []int64   // products the catalogue index re-reads after the commit (reindexAfterCommit)
	reindexing  bool      // that re-read is queued in afterCommit
	changes     changeSet // what the transaction announces to the other instances (announce)
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
		return s.runTx(ctx, s.write, nil, fn)
	}
	return s.serializable(ctx, s.write, fn)
}

// WithTxInTurn is WithTx for a transaction that writes what every transaction of its kind
// reads first (the next order number, a product's stock, the count of unpaid orders): on
// PostgreSQL such transactions take turns, each beginning once the one before it committed,
// instead of failing each other's serializable check and running again and again (32 orders
// at once for one product gave up after 50 attempts). Within one process they queue in Go,
// so that one connection at most waits for the turn; across instances the turn is an
// advisory lock named by turn, taken on the transaction's own connection before it begins.
// (Waiting there with every pooled connection once left none for the holder's work after
// its commit, and the shop stood still.) On SQLite every write transaction takes its turn
// already.
func (s *Store) WithTxInTurn(ctx context.Context, turn string, fn func(ctx context.Context) error) error {
	if !s.pg || s.txOf(ctx) != nil {
		return s.WithTx(ctx, fn)
	}
	local := s.turnOf(turn)
	select {
	case local <- struct{}{}:
		defer func() { <-local }()
	case <-ctx.Done():
		return ctx.Err()
	}
	conn, release, err := s.sessionLock(ctx, "turn:"+turn, false)
	if err != nil {
		return err
	}
	defer release()
	return s.serializable(ctx, conn, fn)
}

// turnOf is this process's queue for turn: a channel that holds one token while a
// transaction of the turn runs or waits for the other instances.
func (s *Store) turnOf(turn string) chan struct{} {
	q, _ := s.turns.LoadOrStore(turn, make(chan struct{}, 1))
	return q.(chan struct{})
}

// beginner is what begins a transaction: the write pool, or one connection of it.
type beginner interface {
	BeginTx(ctx context.Context, opts *sql.TxOptions) (*sql.Tx, error)
}

// serializable runs fn in a transaction of db at SERIALIZABLE, again after a serialization
// failure or a deadlock. PostgreSQL runs transactions side by side; at SERIALIZABLE each one
// still behaves as if it ran alone, as on SQLite's single writer, so the stock, coupon and
// idempotency rules read and write as they do there, and PostgreSQL cancels one of two that
// would break that.
func (s *Store) serializable(ctx context.Context, db beginner, fn func(ctx context.Context) error) error {
	opts := &sql.TxOptions{Isolation: sql.LevelSerializable}
	for attempt := 1; ; attempt++ {
		err := s.runTx(ctx, db, opts, fn)
		if attempt == maxTxAttempts || !retryable(err) {
			return err
		}
		if err := backOff(ctx, attempt); err != nil {
			return err
		}
	}
}

// runTx is one attempt of WithTx's transaction.
func (s *Store) runTx(ctx context.Context, db beginner, opts *sql.TxOptions, fn func(ctx context.Context) error) error {
	tx, err := db.BeginTx(ctx, opts)
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
	var announced int64
	if !state.changes.empty() {
		if announced, err = s.publish(ctx, tx, state.changes); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	committed = true
	if announced > 0 {
		s.feed.applied(announced) // this store follows its own change below
	}
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
