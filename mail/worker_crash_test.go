package mail

import (
	"context"
	"fmt"
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
// sending it) makes the next start send at most the one mail that was in flight again, and
// none at all into the outbox, which can tell that the mail's file was written (issue 20
// item 11: a kill -9 there resent the mail in 20 of 25 kills).
func TestWorkerCrashResendsAtMostTheMailInFlight(t *testing.T) {
	const queued = 12
	for _, c := range []struct {
		name     string
		outbox   bool
		afterSnd bool // crash after the send (else after the claim, before the send)
		maxDup   int
	}{
		{"outbox, crash after the send", true, true, 0},
		{"outbox, crash before the send", true, false, 0},
		{"SMTP, crash after the send", false, true, 1},
		{"SMTP, crash before the send", false, false, 0},
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
			// The first run crashes at the fifth mail.
			w := NewWorker(st, sender(), testShop, quiet)
			if c.afterSnd {
				w.afterSend = crashOn(5)
			} else {
				w.afterClaim = crashOn(5)
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
		})
	}
}
