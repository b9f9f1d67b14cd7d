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
// SQLite answers both with SQLITE_FULL) is DiskFull, as are ENOSPC and EDQUOT from a file,
// wrapped or only in the text of bbolt's formatted errors; other errors are not.
func TestDiskFull(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	var pages int
	if err := st.write.QueryRowContext(ctx, "PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.ExecContext(ctx, fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
		t.Fatal(err)
	}
	var full error
	for i := 0; i < 10000 && full == nil; i++ {
		_, full = st.QueueNotice(ctx, Notice{Kind: NoticePasswordReset, Email: "a@example.com", Link: "/password/reset/" + strings.Repeat("x", 2000)})
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
