package mail

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"shop/store"
)

// crashOn is a worker hook that ends the worker's goroutine at its nth call, as a kill -9
// ends the shop: nothing after that point runs, not the mark of a send that just went.
func crashOn(nth int32) func(store.Notice) {
	var calls atomic.Int32
	return func(store.Notice) {
		if calls.Add(1) == nth {
			runtime.Goexit()
		}
	}
}

// outboxNotice reads the notice id from an outbox file's name, <time>-<id>-<kind>.eml.
var outboxNotice = regexp.MustCompile(`^[^-]+-(\d+)-[a-z_]+\.eml$`)

// A crash between sending a mail and marking it sent (or between claiming a notice and
// sending it) makes the next start send at most the one mail that was in flight again; none
// into the outbox, which can tell that the mail's file was written, and none through SMTP
// once the sent log noted the mail (a kill -9 there once resent the mail in
// 20 of 25 kills).
func TestWorkerCrashResendsAtMostTheMailInFlight(t *testing.T) {
	const queued = 12
	const (
		beforeSend = iota // after the claim, before the send
		afterSend         // right after the send, before the sent log's note
		afterNote         // after the note, before the mark
	)
	for _, c := range []struct {
		name    string
		outbox  bool
		sentLog bool
		crash   int
		maxDup  int
	}{
		{"outbox, crash after the send", true, false, afterSend, 0},
		{"outbox, crash before the send", true, false, beforeSend, 0},
		{"SMTP, crash after the send", false, false, afterSend, 1},
		{"SMTP, crash before the send", false, false, beforeSend, 0},
		{"SMTP with the sent log, crash after the note", false, true, afterNote, 0},
		{"SMTP with the sent log, crash before the note", false, true, afterSend, 1},
		{"outbox with the sent log, crash after the note", true, true, afterNote, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := openStore(t)
			ctx := context.Background()
			for i := range queued {
				if _, err := st.QueueNotice(ctx, store.Notice{Kind: store.NoticePasswordReset, Email: fmt.Sprintf("u%d@example.com", i),
					Lang: "en", Link: "/password/reset/token" + strconv.Itoa(i)}); err != nil {
					t.Fatal(err)
				}
			}
			dir := t.TempDir()
			rec := &recorder{}
			sender := func() Sender {
				if !c.outbox {
					return rec
				}
				o, err := NewOutbox(dir, "shop@example.com") // as a start does: half-written files go
				if err != nil {
					t.Fatal(err)
				}
				return o
			}
			sentLog := ""
			if c.sentLog {
				sentLog = filepath.Join(t.TempDir(), "mail-sent.log")
			}
			// The first run crashes at the fifth mail.
			w := NewWorker(st, sender(), testShop, quiet)
			w.SentLog = sentLog
			switch c.crash {
			case beforeSend:
				w.afterClaim = crashOn(5)
			case afterSend:
				w.afterSend = crashOn(5)
			case afterNote:
				w.afterNote = crashOn(5)
			}
			runCtx, stop := context.WithCancel(ctx)
			crashed := make(chan struct{})
			go func() { defer close(crashed); w.Run(runCtx) }()
			select {
			case <-crashed:
			case <-time.After(10 * time.Second):
				t.Fatal("the worker did not reach its crash")
			}
			stop()
			if claimed, _ := st.ClaimedNotices(ctx); len(claimed) != 1 {
				t.Fatalf("after the crash %d notices are claimed, want the one in flight", len(claimed))
			}

			// The restart delivers the rest.
			w = NewWorker(st, sender(), testShop, quiet)
			w.SentLog = sentLog
			runCtx, stop = context.WithCancel(ctx)
			done := make(chan struct{})
			go func() { defer close(done); w.Run(runCtx) }()
			deadline := time.Now().Add(10 * time.Second)
			for {
				pending, err := st.PendingNotices(ctx, queued)
				if err != nil {
					t.Fatal(err)
				}
				if len(pending) == 0 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("after the restart %d notices are unsent: %+v", len(pending), pending)
				}
				time.Sleep(10 * time.Millisecond)
			}
			stop()
			<-done

			delivered := map[int64]int{}
			if c.outbox {
				files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
				for _, f := range files {
					m := outboxNotice.FindStringSubmatch(filepath.Base(f))
					if m == nil {
						t.Fatalf("outbox file %s", f)
					}
					id, _ := strconv.ParseInt(m[1], 10, 64)
					delivered[id]++
				}
			} else {
				for _, m := range rec.messages() {
					delivered[m.Notice]++
				}
			}
			dups := 0
			for id := int64(1); id <= queued; id++ {
				switch n := delivered[id]; {
				case n == 0:
					t.Errorf("notice %d was never delivered", id)
				case n > 1:
					dups += n - 1
				}
			}
			if dups > c.maxDup || len(delivered) != queued {
				t.Errorf("%d duplicates (at most %d), %d notices delivered: %v", dups, c.maxDup, len(delivered), delivered)
			}
			if c.sentLog {
				if info, err := os.Stat(sentLog); err != nil || info.Size() > int64(queued*4) {
					t.Errorf("the sent log after the restart: %v, %v", info, err)
				}
			}
		})
	}
}

// The sent log reads back what it noted, and not a line a crash cut short.
func TestSentLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mail-sent.log")
	l, err := openSentLog(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []int64{3, 17, 120} {
		if err := l.note(id); err != nil {
			t.Fatal(err)
		}
	}
	l.f.Write([]byte("99")) // a crash in the middle of a note
	if ids, err := l.noted(); err != nil || len(ids) != 3 || !ids[3] || !ids[17] || !ids[120] || ids[99] {
		t.Errorf("noted %v, %v", ids, err)
	}
	if err := l.reset(); err != nil {
		t.Fatal(err)
	}
	l.note(5)
	l.close()
	if l, err = openSentLog(path); err != nil {
		t.Fatal(err)
	}
	defer l.close()
	if ids, _ := l.noted(); len(ids) != 1 || !ids[5] || l.size != 2 {
		t.Errorf("after a reset and a reopen: %v, %d bytes", ids, l.size)
	}
}
