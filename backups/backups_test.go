package backups

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"shop/internal/testtool"
	"shop/store"
)

func TestMain(m *testing.M) {
	code := m.Run()
	testtool.RemoveTemplates()
	os.Exit(code)
}

// shopData is a data folder holding a migrated shop database.
func shopData(t *testing.T) string {
	t.Helper()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	return testtool.EmptyData(t, string(schema))
}

// stepClock is a clock that moves a second at each reading, from 2026-11-27 18:15:00 UTC.
func stepClock() func() time.Time {
	var mu sync.Mutex
	t := time.Date(2026, 11, 27, 18, 15, 0, 0, time.UTC)
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		t = t.Add(time.Second)
		return t
	}
}

func names(list []Backup) []string {
	var n []string
	for _, b := range list {
		n = append(n, b.Name)
	}
	return n
}

// Each backup is a whole shop database named by its time, readable by the shop's user alone,
// in a folder only that user can enter; the newest Keep stay, what the scheduler did not write
// (an operator's copies) is never pruned or listed, and a half copy a crash left is removed.
func TestOnceKeepsTheNewestPrivately(t *testing.T) {
	t.Parallel()
	data := shopData(t)
	ctx := context.Background()
	sch, err := New(Config{Data: data, Every: time.Hour, Keep: 3, Now: stepClock()})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(sch.Dir(), 0o755); err != nil { // as an operator may have made it
		t.Fatal(err)
	}
	foreign := []string{"operator.db", ".operator.db.partial", "shop-20200101T000000Z.db.gz"}
	half := ".shop-20260101T000000Z.db.partial"
	for _, f := range append(foreign, half) {
		if err := os.WriteFile(filepath.Join(sch.Dir(), f), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var made []string
	for range 5 {
		b, err := sch.Once(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if b.Size == 0 || b.Path != filepath.Join(sch.Dir(), b.Name) {
			t.Errorf("backup %+v", b)
		}
		made = append(made, b.Name)
	}
	if made[0] != "shop-20261127T181501Z.db" {
		t.Errorf("first backup named %s, want shop-20261127T181501Z.db", made[0])
	}
	list, err := sch.List()
	if err != nil {
		t.Fatal(err)
	}
	if got := names(list); !slices.Equal(got, made[2:]) {
		t.Fatalf("kept %v, want the newest three %v", got, made[2:])
	}
	if fi, err := os.Stat(sch.Dir()); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("backups folder: %v, %v; want mode 0700", fi.Mode().Perm(), err)
	}
	for _, b := range list {
		fi, err := os.Stat(b.Path)
		if err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: %v, %v; want mode 0600", b.Name, fi.Mode().Perm(), err)
		}
		if _, err := store.CheckBackup(ctx, b.Path); err != nil {
			t.Error(err)
		}
	}
	for _, f := range foreign {
		if _, err := os.Stat(filepath.Join(sch.Dir(), f)); err != nil {
			t.Errorf("%s, not the scheduler's, is gone: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(sch.Dir(), half)); !os.IsNotExist(err) {
		t.Errorf("the half copy %s is still there: %v", half, err)
	}
}

// A failed backup is logged at ERROR and tried again at the next tick; the scheduler goes on
// and the next one that can be taken is.
func TestRunRetriesAfterAFailure(t *testing.T) {
	t.Parallel()
	data := shopData(t)
	db := filepath.Join(data, "shop.db")
	if err := os.Rename(db, db+".away"); err != nil { // no database: the copy fails
		t.Fatal(err)
	}
	var logs syncBuffer
	sch, err := New(Config{Data: data, Every: 10 * time.Millisecond, Keep: 2, Now: time.Now,
		Log: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { sch.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	waitFor(t, "a logged failure", func() bool { return strings.Count(logs.String(), "level=ERROR msg=\"backup failed") >= 2 })
	if err := os.Rename(db+".away", db); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a backup after the failures", func() bool {
		list, _ := sch.List()
		return len(list) > 0
	})
	cancel()
	<-done
	if !strings.Contains(logs.String(), "msg=\"backup written\"") {
		t.Errorf("the log does not say the backup was written:\n%s", logs.String())
	}
}

// The first backup after a start comes Every after the newest one in the folder, and never
// before StartDelay: restarts neither skip backups nor pile them up.
func TestFirstDue(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name   string
		newest time.Duration // before now; 0: no backup yet
		want   time.Duration // after now
	}{
		{"none yet", 0, time.Minute},
		{"two hours ago", 2 * time.Hour, 4 * time.Hour},
		{"overdue", 10 * time.Hour, time.Minute},
		{"just taken", time.Second, 6*time.Hour - time.Second},
	} {
		data := t.TempDir()
		sch, err := New(Config{Data: data, Every: 6 * time.Hour, Keep: 3, StartDelay: time.Minute, Now: func() time.Time { return now }})
		if err != nil {
			t.Fatal(err)
		}
		if c.newest != 0 {
			os.MkdirAll(sch.Dir(), 0o700)
			if err := os.WriteFile(filepath.Join(sch.Dir(), Name(now.Add(-c.newest))), nil, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		if got := sch.firstDue().Sub(now); got != c.want {
			t.Errorf("%s: first backup %v after the start, want %v", c.name, got, c.want)
		}
	}
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %s in 20 s", what)
		}
	}
}

// syncBuffer is a log the scheduler's goroutine writes while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
