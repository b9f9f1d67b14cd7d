package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
)

// Inserter writes many rows into one table: a bulk load such as the demo catalogue (package
// demo), which fills every table of a new shop. It is the store's one door for writing rows it
// has no data rule for, kept plain on purpose: the caller names the table and columns, and the
// store writes the rows through the context's transaction (see WithTx), so a bulk load is as
// atomic as the transaction around it. Rows go to SQLite in groups through one prepared
// multi-row INSERT, since a database/sql call per row costs more than SQLite's own work.
//
// Like bufio.Writer it keeps the first error: Add after a failure does nothing, and Close
// reports it.
type Inserter struct {
	ctx      context.Context
	s        *Store
	table    string
	head     string // INSERT INTO table (columns)
	cols     int
	perGroup int
	pending  []any
	stmt     *sql.Stmt // the full group's INSERT, prepared at the first full group
	idCol    string    // the column of the ids the rows bring, if they do (catchUpIDs)
	err      error
}

// groupValues is about how many values one INSERT carries: large enough that the per-call
// cost vanishes, far below SQLite's limit of 32,766 parameters.
const groupValues = 1000

// Insert starts a bulk insert into the named columns of table. Inside a transaction it defers
// the transaction's foreign key checks to the commit, because groups of different tables reach
// SQLite in whatever order they fill (a product's images may come before the product). The
// store forgets its cached category tree and translations once the rows are committed, and
// rebuilds a built catalogue index after translations (their words are in its text index).
func (s *Store) Insert(ctx context.Context, table string, columns ...string) *Inserter {
	in := &Inserter{ctx: ctx, s: s, table: table, cols: len(columns), perGroup: max(1, groupValues/max(1, len(columns))),
		head: "INSERT INTO " + table + " (" + strings.Join(columns, ", ") + ")"}
	if len(columns) == 0 {
		in.err = fmt.Errorf("insert into %s: no columns", table)
		return in
	}
	if s.txOf(ctx) != nil {
		defer_ := `PRAGMA defer_foreign_keys = ON` // reset by the commit
		if s.pg {
			defer_ = `SET CONSTRAINTS ALL DEFERRED` // the schema's foreign keys are DEFERRABLE
		}
		_, in.err = s.writer(ctx).ExecContext(ctx, defer_)
	}
	if i := slices.IndexFunc(columns, func(c string) bool { return c == "id" || c == "rowid" }); i >= 0 {
		in.idCol = columns[i]
	}
	in.pending = make([]any, 0, in.cols*in.perGroup)
	return in
}

// Add queues one row, given in the order of the columns, and writes a group when it is full.
func (in *Inserter) Add(values ...any) {
	if in.err != nil {
		return
	}
	if len(values) != in.cols {
		in.err = fmt.Errorf("%s: %d values for %d columns", in.head, len(values), in.cols)
		return
	}
	in.pending = append(in.pending, values...)
	if len(in.pending) < cap(in.pending) {
		return
	}
	if in.stmt == nil { // small tables never fill a group, so never prepare one
		if in.stmt, in.err = in.s.writer(in.ctx).PrepareContext(in.ctx, in.sql(in.perGroup)); in.err != nil {
			return
		}
	}
	_, in.err = in.stmt.ExecContext(in.ctx, in.pending...)
	in.pending = in.pending[:0]
}

func (in *Inserter) sql(rows int) string {
	tuple := "(" + strings.TrimSuffix(strings.Repeat("?,", in.cols), ",") + ")"
	return in.head + " VALUES " + strings.TrimSuffix(strings.Repeat(tuple+",", rows), ",")
}

// Close writes the rows still queued and reports the first error of the insert.
func (in *Inserter) Close() error {
	if in.stmt != nil {
		defer in.stmt.Close()
	}
	if in.err == nil && len(in.pending) > 0 {
		_, in.err = in.s.writer(in.ctx).ExecContext(in.ctx, in.sql(len(in.pending)/in.cols), in.pending...)
		in.pending = in.pending[:0]
	}
	if in.err == nil && in.idCol != "" {
		in.err = in.s.catchUpIDs(in.ctx, in.table, in.idCol)
	}
	if in.err != nil {
		return in.err
	}
	in.s.afterCommit(in.ctx, in.s.invalidateCategories)
	if in.table == "translations" && in.s.index.p.Load() != nil {
		in.s.refreshAfterCommit(in.ctx, "translations", in.s.LoadCatalog)
	}
	return nil
}
