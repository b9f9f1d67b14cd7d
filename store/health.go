package store

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// Health is whether the shop's in-memory views (the catalogue index: cards, prices, stock,
// facets) stand where the database does.
type Health struct {
	// Degraded is a refresh of the catalogue index that failed after its write committed and
	// has not been made good since: the index may show an older state than the database.
	Degraded bool
	Reason   string    // the latest such failure
	Since    time.Time // when the oldest failure not yet made good happened
}

// Health reports whether a failed refresh of the catalogue index is still open. A retry that
// succeeds closes its failure; a full rebuild (LoadCatalog, Reload) closes them all.
func (s *Store) Health() Health {
	f := &s.fresh
	f.mu.Lock()
	defer f.mu.Unlock()
	h := Health{Degraded: len(f.open) > 0}
	if h.Degraded {
		h.Reason, h.Since = f.reason, f.since
	}
	return h
}

// SetLogger sets where the store reports what it cannot do itself, such as a refresh of the
// catalogue index that failed; slog.Default until set.
func (s *Store) SetLogger(log *slog.Logger) { s.fresh.log.Store(log) }

// refreshRetryDelays are the waits before each retry of a failed refresh: five more tries over
// about half a minute, enough to outlast a busy moment of the database; after them the index
// stays behind until a full rebuild (a reload or a restart), and Health says so.
var refreshRetryDelays = []time.Duration{100 * time.Millisecond, 400 * time.Millisecond, 1600 * time.Millisecond,
	6400 * time.Millisecond, 25600 * time.Millisecond}

// freshness tracks the refreshes of the catalogue index that failed and are not yet made good.
type freshness struct {
	mu       sync.Mutex
	open     map[uint64]bool // the failed refreshes not made good, by job number
	next     uint64
	reason   string
	since    time.Time
	log      atomic.Pointer[slog.Logger]
	delays   []time.Duration         // refreshRetryDelays; tests shorten them
	fault    func(what string) error // tests: a failure injected before each attempt
	stop     chan struct{}
	stopOnce sync.Once      // closed by Close: retries give up
	wg       sync.WaitGroup // retries in flight, which Close waits for
}

func (f *freshness) init() {
	f.open = map[uint64]bool{}
	f.delays = refreshRetryDelays
	f.stop = make(chan struct{})
}

func (f *freshness) logger() *slog.Logger {
	if l := f.log.Load(); l != nil {
		return l
	}
	return slog.Default()
}

// close stops the retries and waits for those in flight, before the databases close; a
// second Close of the store is harmless, as the databases' own Close is.
func (f *freshness) close() {
	f.stopOnce.Do(func() { close(f.stop) })
	f.wg.Wait()
}

// refreshAfterCommit runs refresh once the context's transaction has committed (afterCommit)
// and makes sure its failure is never silent: it is logged, the store reports itself degraded
// (Health), and the refresh is tried again in the background with growing waits until it
// succeeds, a full rebuild makes it good, or the tries run out. The committing call does not
// wait for the retries: its write is in the database either way.
func (s *Store) refreshAfterCommit(ctx context.Context, what string, refresh func(context.Context) error) {
	ctx = context.WithoutCancel(ctx)
	s.afterCommit(ctx, func() {
		err := s.fresh.attempt(ctx, what, refresh)
		if err == nil {
			return
		}
		job := s.fresh.failed(ctx, what, err)
		s.fresh.wg.Add(1)
		go func() {
			defer s.fresh.wg.Done()
			s.fresh.retry(ctx, job, what, refresh)
		}()
	})
}

func (f *freshness) attempt(ctx context.Context, what string, refresh func(context.Context) error) error {
	if f.fault != nil {
		if err := f.fault(what); err != nil {
			return err
		}
	}
	return refresh(ctx)
}

// failed records a failed refresh as open and logs it with the context of the write that
// asked for it (its request's id); the answer is its job number.
func (f *freshness) failed(ctx context.Context, what string, err error) uint64 {
	f.mu.Lock()
	f.next++
	job := f.next
	if len(f.open) == 0 {
		f.since = time.Now()
	}
	f.open[job] = true
	f.reason = what + ": " + err.Error()
	f.mu.Unlock()
	f.logger().ErrorContext(ctx, "catalogue index: refresh failed, the shop is degraded until it is made good; retrying",
		"refresh", what, "err", err)
	return job
}

// retry tries a failed refresh again after each of f.delays, until it succeeds or its failure
// is closed otherwise (a full rebuild); then the failure is closed.
func (f *freshness) retry(ctx context.Context, job uint64, what string, refresh func(context.Context) error) {
	for i, d := range f.delays {
		t := time.NewTimer(d)
		select {
		case <-f.stop:
			t.Stop()
			return
		case <-t.C:
		}
		if !f.isOpen(job) {
			return // a full rebuild made it good
		}
		err := f.attempt(ctx, what, refresh)
		if err == nil {
			f.logger().InfoContext(ctx, "catalogue index: refresh made good", "refresh", what, "tries", i+2)
			f.close1(job)
			return
		}
		f.logger().ErrorContext(ctx, "catalogue index: refresh failed again", "refresh", what, "try", i+2, "err", err)
		f.mu.Lock()
		f.reason = what + ": " + err.Error()
		f.mu.Unlock()
	}
	f.logger().ErrorContext(ctx, "catalogue index: refresh given up; the index stays behind the database until a reload (kill -HUP) or a restart",
		"refresh", what)
}

func (f *freshness) isOpen(job uint64) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.open[job]
}

func (f *freshness) close1(job uint64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.open, job)
}

// rebuilt closes every open failure: a full rebuild of the index read every committed row.
// Its caller holds the index's write lock, so no refresh ran during the rebuild; one that
// failed just before it may be recorded just after, and its first retry then closes it.
func (f *freshness) rebuilt() {
	f.mu.Lock()
	n := len(f.open)
	clear(f.open)
	f.mu.Unlock()
	if n > 0 {
		f.logger().Info("catalogue index rebuilt: no longer degraded", "failures_made_good", n)
	}
}
