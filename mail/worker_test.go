package mail

import (
	"context"
	"errors"
	"maps"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"shop/store"
)

func TestBackoff(t *testing.T) {
	want := []time.Duration{30 * time.Second, time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute,
		16 * time.Minute, 32 * time.Minute, time.Hour, time.Hour, time.Hour}
	for i, w := range want {
		if got := backoff(i + 1); got != w {
			t.Errorf("after try %d: %v, want %v", i+1, got, w)
		}
	}
	if backoff(1000) != maxRetryWait {
		t.Error("no cap")
	}
}

// clock is the worker's clock in a test: it moves only when told.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func newClock() *clock {
	// A second ahead of the database's clock, so notices queued now are due.
	return &clock{now: time.Now().UTC().Truncate(time.Second).Add(time.Second)}
}
func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Add(d time.Duration) time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	return c.now
}

func notice(t *testing.T, st *store.Store, id int64) store.Notice {
	t.Helper()
	n, err := st.NoticeByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// A mail server that fails a notice twice: the notice's tries and next time advance by the
// backoff (30 s, then 1 min), it is not tried before its time, and the third try sends it.
// Meanwhile another notice goes at once: one failure holds up no other.
func TestWorkerRetriesWithBackoff(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addProduct(t, st, 1, "Pixel 9", 69900, 0)
	addOrder(t, st, 1)
	var failures atomic.Int32
	rec := &recorder{fail: func(m *Message, _ int) error {
		if m.To == "retry@example.com" && failures.Add(1) <= 2 {
			return errors.New("451 4.3.0 mailbox busy, try again later")
		}
		return nil
	}}
	clk := newClock()
	w := NewWorker(st, rec, testShop, quiet)
	w.LoadOrder, w.now = stubOrder, clk.Now
	counts := &counter{n: map[string]int{}}
	w.Observer = counts

	id, err := st.QueueNotice(ctx, store.Notice{Kind: store.NoticeOrderConfirmation, Email: "retry@example.com", Lang: "en", OrderID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SubscribeBackInStock(ctx, 1, "other@example.com", "ru"); err != nil {
		t.Fatal(err)
	}
	if err := st.SetStock(ctx, 1, 5); err != nil { // the trigger queues the other notice
		t.Fatal(err)
	}

	start := clk.Now()
	w.deliverDue(ctx)
	if sent := rec.messages(); len(sent) != 1 || sent[0].To != "other@example.com" || sent[0].Lang != "ru" {
		t.Fatalf("first round sent %+v, want the other notice", sent)
	}
	n := notice(t, st, id)
	if n.Attempts != 1 || n.NextAttemptAt != start.Add(30*time.Second).Format(time.RFC3339) ||
		!strings.Contains(n.LastError, "451 4.3.0") || n.SentAt != "" {
		t.Fatalf("after the first failure: %+v", n)
	}

	clk.Add(29 * time.Second)
	w.deliverDue(ctx)
	if rec.all != 2 {
		t.Fatalf("tried before its time: %d tries", rec.all)
	}
	second := clk.Add(time.Second)
	w.deliverDue(ctx)
	if n = notice(t, st, id); n.Attempts != 2 || n.NextAttemptAt != second.Add(time.Minute).Format(time.RFC3339) || n.SentAt != "" {
		t.Fatalf("after the second failure: %+v", n)
	}

	clk.Add(time.Minute)
	w.deliverDue(ctx)
	n = notice(t, st, id)
	if n.Attempts != 3 || n.SentAt == "" {
		t.Fatalf("after the third try: %+v", n)
	}
	if sent := rec.messages(); len(sent) != 2 || sent[1].To != "retry@example.com" || !strings.Contains(sent[1].Subject, "LV-000001") {
		t.Errorf("sent %+v", sent)
	}
	clk.Add(time.Hour)
	w.deliverDue(ctx)
	if rec.all != 4 {
		t.Errorf("%d tries in all, want 4 (nothing sent twice)", rec.all)
	}
	if want := map[string]int{"sent order_confirmation": 1, "sent back_in_stock": 1, "failed order_confirmation": 2}; !maps.Equal(counts.n, want) {
		t.Errorf("the observer counted %v, want %v", counts.n, want)
	}
}

// counter is a mail.Observer that counts what it is told, as "sent KIND", "failed KIND" and
// "gave up KIND".
type counter struct{ n map[string]int }

func (c *counter) MailSent(kind string) { c.n["sent "+kind]++ }
func (c *counter) MailFailed(kind string, gaveUp bool) {
	if gaveUp {
		c.n["gave up "+kind]++
	} else {
		c.n["failed "+kind]++
	}
}

// A notice that can never go (its product is hidden, its order gone) is given up at once; one
// that keeps failing is given up after maxAttempts tries. Either stays in the table, out of
// the queue.
func TestWorkerGivesUp(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addProduct(t, st, 1, "Hidden", 1000, 0)
	addOrder(t, st, 1)
	rec := &recorder{fail: func(*Message, int) error { return errors.New("connection refused") }}
	clk := newClock()
	w := NewWorker(st, rec, testShop, quiet)
	w.now = clk.Now
	counts := &counter{n: map[string]int{}}
	w.Observer = counts
	w.LoadOrder = func(ctx context.Context, id int64, lang string) (*Order, error) {
		if id == 1 {
			return stubOrder(ctx, id, lang)
		}
		return nil, store.ErrNotFound
	}

	if err := st.SubscribeBackInStock(ctx, 1, "hidden@example.com", "lv"); err != nil {
		t.Fatal(err)
	}
	if err := st.SetStock(ctx, 1, 1); err != nil {
		t.Fatal(err)
	}
	if err := st.SetPublished(ctx, 1, false); err != nil {
		t.Fatal(err)
	}
	failing, _ := st.QueueNotice(ctx, store.Notice{Kind: store.NoticePaymentReceived, Email: "anna@example.com", OrderID: 1})

	w.deliverDue(ctx)
	hidden, _ := st.PendingNotices(ctx, 10)
	if len(hidden) != 2 || hidden[0].Attempts != 1 || hidden[0].NextAttemptAt != "" || !strings.Contains(hidden[0].LastError, "no longer shown") {
		t.Fatalf("a notice of a hidden product: %+v", hidden)
	}
	for try := 2; try <= maxAttempts+2; try++ {
		n := notice(t, st, failing)
		if n.NextAttemptAt == "" {
			break
		}
		next, _ := time.Parse(time.RFC3339, n.NextAttemptAt)
		clk.Add(next.Sub(clk.Now()))
		w.deliverDue(ctx)
	}
	n := notice(t, st, failing)
	if n.Attempts != maxAttempts || n.NextAttemptAt != "" || n.LastError != "connection refused" || n.SentAt != "" {
		t.Errorf("after giving up: %+v", n)
	}
	if rec.all != maxAttempts {
		t.Errorf("%d sends, want %d (none for the hidden product)", rec.all, maxAttempts)
	}
	want := map[string]int{"gave up back_in_stock": 1, "failed payment_received": maxAttempts - 1, "gave up payment_received": 1}
	if !maps.Equal(counts.n, want) {
		t.Errorf("the observer counted %v, want %v", counts.n, want)
	}
}

// A Kick makes the worker send at once: a committed notice goes long before its timer.
func TestWorkerKickSendsAtOnce(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addOrder(t, st, 1)
	rec := &recorder{}
	w := NewWorker(st, rec, testShop, quiet)
	w.LoadOrder, w.interval = stubOrder, time.Hour
	st.OnNoticeQueued(w.Kick)
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { w.Run(runCtx); close(done) }()
	defer func() { stop(); <-done }()

	waitSent := func(n int) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for len(rec.messages()) < n {
			if time.Now().After(deadline) {
				t.Fatalf("%d mails sent after 5 s, want %d", len(rec.messages()), n)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	queue := func(kind string) {
		t.Helper()
		err := st.WithTx(ctx, func(ctx context.Context) error {
			_, err := st.QueueNotice(ctx, store.Notice{Kind: kind, Email: "anna@example.com", Lang: "lv", OrderID: 1})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	queue(store.NoticeOrderConfirmation)
	waitSent(1) // the worker has made its first round: from now on only a Kick wakes it within the hour
	queue(store.NoticePaymentReceived)
	waitSent(2)
	w.Kick() // kicks with nothing due, and many at once, are harmless
	w.Kick()
}

// blocker is a Sender that holds each send until released, ignoring its context, like a mail
// server that stopped answering.
type blocker struct {
	entered chan struct{}
	release chan struct{}
}

func (b *blocker) Send(context.Context, *Message) error {
	b.entered <- struct{}{}
	<-b.release
	return nil
}

// A stop returns within the grace even while a send hangs; the notice stays claimed (its try
// counted), for the next start to settle, since the abandoned send may still finish. A send
// that finishes within the grace is recorded as sent.
func TestWorkerStopsCleanly(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addOrder(t, st, 1)
	for _, c := range []struct {
		name     string
		hang     time.Duration // how long the send takes after the stop; -1: forever
		grace    time.Duration // a minute is far beyond a released send's time on any machine
		wantSent bool
	}{
		{"hanging send", -1, 300 * time.Millisecond, false},
		{"send finishing within the grace", 50 * time.Millisecond, time.Minute, true},
	} {
		b := &blocker{entered: make(chan struct{}, 1), release: make(chan struct{})}
		w := NewWorker(st, b, testShop, quiet)
		w.LoadOrder, w.grace = stubOrder, c.grace
		id, err := st.QueueNotice(ctx, store.Notice{Kind: store.NoticeOrderConfirmation, Email: "anna@example.com", OrderID: 1})
		if err != nil {
			t.Fatal(err)
		}
		runCtx, stop := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { w.Run(runCtx); close(done) }()
		<-b.entered
		stop()
		if c.hang >= 0 {
			time.AfterFunc(c.hang, func() { close(b.release) })
		}
		// The hanging send is never released before Run returns: returning at all is the
		// proof that the stop did not wait for it. The minute only keeps a broken stop from
		// hanging the test.
		select {
		case <-done:
		case <-time.After(2 * time.Minute):
			t.Fatalf("%s: Run did not return within two minutes of the stop", c.name)
		}
		n := notice(t, st, id)
		if sent := n.SentAt != ""; sent != c.wantSent || (!sent && (n.Attempts != 1 || n.ClaimedAt == "" || n.NextAttemptAt == "")) {
			t.Errorf("%s: after the stop %+v", c.name, n)
		}
		if c.hang < 0 {
			close(b.release) // the abandoned send ends; nothing waits for it
			if _, err := st.NoticeByID(ctx, id); err != nil {
				t.Fatal(err)
			}
			if err := st.MarkNoticeSent(ctx, id); err != nil { // out of the next case's way
				t.Fatal(err)
			}
		}
	}

	// An idle worker stops at once, not at its next round: with rounds an hour apart, Run
	// returning within the minute proves it.
	w := NewWorker(st, &recorder{}, testShop, quiet)
	w.interval = time.Hour
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { w.Run(runCtx); close(done) }()
	time.Sleep(20 * time.Millisecond) // most often, Run is waiting for its next round by now
	stop()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("an idle worker did not stop within a minute")
	}
}

// Order notices wait while no order loader is wired (the integrator's part): each try fails
// and is retried later, and back-in-stock notices go meanwhile.
func TestWorkerWithoutOrderLoader(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addOrder(t, st, 1)
	rec := &recorder{}
	w := NewWorker(st, rec, testShop, quiet)
	clk := newClock()
	w.now = clk.Now
	id, _ := st.QueueNotice(ctx, store.Notice{Kind: store.NoticeOrderConfirmation, Email: "anna@example.com", OrderID: 1})
	w.deliverDue(ctx)
	if n := notice(t, st, id); n.Attempts != 1 || n.NextAttemptAt == "" || !strings.Contains(n.LastError, "LoadOrder") || rec.all != 0 {
		t.Errorf("%+v, %d sends", n, rec.all)
	}
}

// A send that hangs past the send timeout is a failed try, retried later; the worker goes on
// to the next notice.
func TestWorkerSendTimeout(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addOrder(t, st, 1)
	b := &blocker{entered: make(chan struct{}, 2), release: make(chan struct{})}
	defer close(b.release)
	w := NewWorker(st, b, testShop, quiet)
	clk := newClock()
	w.LoadOrder, w.now, w.sendTimeout = stubOrder, clk.Now, 50*time.Millisecond
	a, _ := st.QueueNotice(ctx, store.Notice{Kind: store.NoticeOrderConfirmation, Email: "anna@example.com", OrderID: 1})
	c, _ := st.QueueNotice(ctx, store.Notice{Kind: store.NoticePaymentReceived, Email: "anna@example.com", OrderID: 1})
	w.deliverDue(ctx)
	for _, id := range []int64{a, c} {
		if n := notice(t, st, id); n.Attempts != 1 || n.NextAttemptAt == "" || !strings.Contains(n.LastError, "longer than 50ms") {
			t.Errorf("a hung send: %+v", n)
		}
	}
}
