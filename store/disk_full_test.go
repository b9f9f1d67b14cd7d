package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
)

// A write that finds the database full (SQLite's page limit stands in for a full disk:
// SQLite answers both with SQLITE_FULL; PostgreSQL's SQLSTATE 53100) is DiskFull, as are ENOSPC and EDQUOT from a file,
// wrapped or only in the text of bbolt's formatted errors; other errors are not.
func TestDiskFull(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	var full error
	if st.pg {
		// PostgreSQL has no page limit to stand in: its error with the disk_full SQLSTATE, as
		// the server sends it, through the same driver.
		_, full = st.write.ExecContext(ctx, `DO $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`)
		_, other := st.write.ExecContext(ctx, `DO $$ BEGIN RAISE EXCEPTION 'out of memory' USING ERRCODE = 'out_of_memory'; END $$`)
		if other == nil || DiskFull(other) {
			t.Errorf("DiskFull(%v) = true", other)
		}
	} else {
		var pages int
		if err := st.write.QueryRowContext(ctx, "PRAGMA page_count").Scan(&pages); err != nil {
			t.Fatal(err)
		}
		if _, err := st.write.ExecContext(ctx, fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 10000 && full == nil; i++ {
			_, full = st.QueueNotice(ctx, Notice{Kind: NoticePasswordReset, Email: "a@example.com", Link: "/password/reset/" + strings.Repeat("x", 2000)})
		}
	}
	if full == nil || !DiskFull(full) {
		t.Fatalf("a write to a full database: %v", full)
	}
	for _, err := range []error{
		&os.PathError{Op: "write", Path: "sessions.db", Err: syscall.ENOSPC},
		fmt.Errorf("outbox: %w", &os.PathError{Op: "write", Path: ".writing-1", Err: syscall.EDQUOT}),
		errors.New("file resize error: " + syscall.ENOSPC.Error()),
	} {
		if !DiskFull(err) {
			t.Errorf("DiskFull(%v) = false", err)
		}
	}
	for _, err := range []error{nil, ErrNotFound, ErrConflict, &os.PathError{Op: "open", Path: "x", Err: syscall.ENOENT}} {
		if DiskFull(err) {
			t.Errorf("DiskFull(%v) = true", err)
		}
	}
}
