package store

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
)

// changeFeed is a store's side of the change feed on PostgreSQL (change_feed.go): a listener
// on a connection of its own applies the other instances' announcements as they come, and a
// poller reads the feed's version every second as the fallback for announcements the
// listener missed (a connection that dropped, or died without a word).
type changeFeed struct {
	s        *Store
	cfg      *pgx.ConnConfig
	instance string // this store's name in its announcements, so it skips its own
	name     string // its connections' application_name, which names it in its notice picks (notice_pick.go)

	poll     atomic.Int64  // how often the poller reads the version (a time.Duration): setPoll
	repoll   chan struct{} // setPoll's word to the poller, taken between its reads
	retryMin atomic.Int64  // the listener's first wait before it connects again
	retryMax atomic.Int64  // and its longest

	seen    atomic.Int64 // the highest version this store has applied or made
	applyMu sync.Mutex   // one application at a time: a notification's, or a fallback's reload

	connMu   sync.Mutex
	connStop context.CancelFunc // ends the listener's current connection (the poller's restart)
	pid      uint32             // the listener connection's backend, 0 while it has none

	// What happened, for tests and the log: announcements applied, reloads of the fallback
	// and of a reconnection, and reconnections.
	notified, fallbacks, reconnects atomic.Int64

	stop context.CancelFunc
	wg   sync.WaitGroup
}

// The feed's defaults: the poller's interval, and the listener's waits between reconnections.
const (
	feedPoll     = time.Second
	feedRetryMin = 100 * time.Millisecond
	feedRetryMax = 10 * time.Second
)

// startFeed starts the store's change feed on the database cfg names, as instance (newInstance).
func (s *Store) startFeed(ctx context.Context, cfg *pgx.ConnConfig, instance string) error {
	f := &changeFeed{s: s, cfg: cfg, instance: instance, name: cfg.RuntimeParams["application_name"],
		repoll: make(chan struct{})}
	f.poll.Store(int64(feedPoll))
	f.retryMin.Store(int64(feedRetryMin))
	f.retryMax.Store(int64(feedRetryMax))
	v, err := f.version(ctx)
	if err != nil {
		return err
	}
	f.seen.Store(v) // the store reads everything after this: its first loads see it
	run, stop := context.WithCancel(context.WithoutCancel(ctx))
	f.stop = stop
	f.wg.Add(2)
	go func() { defer f.wg.Done(); f.listen(run) }()
	go func() { defer f.wg.Done(); f.pollLoop(run) }()
	s.feed = f
	return nil
}

// close stops the listener and the poller and waits for them; the store's Close calls it
// before the pool closes.
func (f *changeFeed) close() {
	if f == nil {
		return
	}
	f.stop()
	f.wg.Wait()
}

// applied notes that this store's memory holds version v: its own change, or one applied.
func (f *changeFeed) applied(v int64) {
	if f == nil {
		return
	}
	for {
		old := f.seen.Load()
		if v <= old || f.seen.CompareAndSwap(old, v) {
			return
		}
	}
}

// version is the feed's latest version: the highest number an announcement has taken, 0
// before the first.
func (f *changeFeed) version(ctx context.Context) (int64, error) {
	var v int64
	err := f.s.read.QueryRowContext(ctx, `SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM change_feed_version`).Scan(&v)
	return v, err
}

// listen keeps a connection listening on feedChannel until ctx ends, connecting again after
// a loss with waits that double from retryMin up to retryMax. After a reconnection it catches
// up on what was announced while it was away.
func (f *changeFeed) listen(ctx context.Context) {
	log := f.s.fresh.logger()
	wait := time.Duration(f.retryMin.Load())
	for first := true; ; {
		connected, err := f.session(ctx, !first)
		if ctx.Err() != nil {
			return
		}
		if connected {
			first = false
			wait = time.Duration(f.retryMin.Load())
		}
		log.WarnContext(ctx, "change feed: listener lost its connection; connecting again", "err", err, "in", wait)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		wait = min(2*wait, time.Duration(f.retryMax.Load()))
	}
}

// session is one listening connection: it connects, listens, catches up if it replaces a lost
// one, and applies the announcements that come until the connection fails or is restarted.
func (f *changeFeed) session(parent context.Context, again bool) (connected bool, err error) {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	conn, err := pgx.ConnectConfig(ctx, f.cfg)
	if err != nil {
		return false, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, `LISTEN `+feedChannel); err != nil {
		return false, err
	}
	f.connMu.Lock()
	f.connStop = cancel
	f.connMu.Unlock()
	defer func() {
		f.connMu.Lock()
		f.connStop, f.pid = nil, 0
		f.connMu.Unlock()
	}()
	if again {
		f.catchUp(ctx, "reconnected")
		f.reconnects.Add(1) // counted once caught up: from here announcements alone bring changes
	}
	// Named only now: a listener is ready once it is caught up, and no one ends it mid-way.
	f.connMu.Lock()
	f.pid = conn.PgConn().PID()
	f.connMu.Unlock()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return true, err
		}
		f.receive(ctx, n.Payload)
	}
}

// restart ends the listener's connection, so that it connects anew: the poller's remedy for
// a connection that stopped delivering without failing.
func (f *changeFeed) restart() {
	f.connMu.Lock()
	defer f.connMu.Unlock()
	if f.connStop != nil {
		f.connStop()
	}
}

// listenerPID is the backend process of the listener's connection once it listens and has
// caught up (a reconnection), 0 before that and while it has none.
func (f *changeFeed) listenerPID() uint32 {
	f.connMu.Lock()
	defer f.connMu.Unlock()
	return f.pid
}

// receive applies another instance's announcement; its own are applied already.
func (f *changeFeed) receive(ctx context.Context, payload string) {
	v, instance, c, ok := decodeChange(payload)
	if !ok {
		f.s.fresh.logger().WarnContext(ctx, "change feed: an announcement this shop cannot read; reloading", "payload", payload)
		c = changeSet{all: true}
	}
	if instance == f.instance {
		return
	}
	f.applyMu.Lock()
	defer f.applyMu.Unlock()
	if err := f.apply(context.WithoutCancel(ctx), c); err != nil {
		f.s.fresh.logger().ErrorContext(ctx, "change feed: cannot apply another instance's change; reloading everything", "err", err)
		if err := f.reloadAll(context.WithoutCancel(ctx)); err != nil {
			f.s.fresh.logger().ErrorContext(ctx, "change feed: reload failed", "err", err)
			return // the version stays behind: the poller tries again
		}
	}
	f.notified.Add(1)
	f.applied(v)
}

// apply brings this store's memory to another instance's change c, as the store's own write
// of it would have after its commit.
func (f *changeFeed) apply(ctx context.Context, c changeSet) error {
	s := f.s
	if c.all {
		return f.reloadAll(ctx)
	}
	var errs []error
	if c.settings && s.Settings() != nil {
		errs = append(errs, s.reloadSettings(ctx))
	}
	if c.overrides {
		s.overrides.forget()
	}
	if c.cats {
		s.invalidateCategories()
	}
	switch {
	case s.index.p.Load() == nil:
		// No index yet: its first build, under way or to come, reads the committed rows.
	case c.catalog:
		errs = append(errs, s.rebuildCatalog(ctx))
	case len(c.products) > 0:
		errs = append(errs, s.ReindexProducts(ctx, sortedIDs(c.products)...))
	case c.answers:
		s.index.version.Add(1)
	}
	return errors.Join(errs...)
}

// reloadAll is Reload for another instance's change: the same reads, not announced again,
// and no catalogue index built before the shop's own first build (LoadCatalog), which reads
// the committed rows anyway and knows the content's languages.
func (f *changeFeed) reloadAll(ctx context.Context) error {
	s := f.s
	if s.index.p.Load() != nil {
		return s.reload(ctx)
	}
	s.overrides.forget()
	s.invalidateCategories()
	if s.Settings() != nil {
		return s.reloadSettings(ctx)
	}
	return nil
}

// setPoll makes d the poller's interval from now, while the feed runs: it returns once the
// poller, between two reads (none under way), has started its wait anew, so the next read
// comes after d and nothing a read under the old interval would have done can happen.
func (f *changeFeed) setPoll(d time.Duration) {
	f.poll.Store(int64(d))
	f.repoll <- struct{}{}
}

// pollLoop reads the feed's version every poll interval until ctx ends. A version that was
// already past what this store applied at the previous read, and still is, is a change whose
// announcement never came within a whole interval (announcements come within milliseconds of
// their commit): the store reloads everything, and the listener connects anew in case its
// connection stopped delivering without failing.
func (f *changeFeed) pollLoop(ctx context.Context) {
	var pending int64
	for {
		t := time.NewTimer(time.Duration(f.poll.Load()))
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-f.repoll:
			t.Stop()
			pending = 0 // a read that was pending was one under the old interval
			continue
		case <-t.C:
		}
		v, err := f.version(ctx)
		if err != nil {
			if ctx.Err() == nil {
				f.s.fresh.logger().WarnContext(ctx, "change feed: cannot read the version", "err", err)
			}
			continue
		}
		if pending > f.seen.Load() {
			f.fallbacks.Add(1)
			f.restart()
			f.catchUp(ctx, "announcement missed")
			pending = 0
			continue
		}
		pending = 0
		if v > f.seen.Load() {
			pending = v
		}
	}
}

// catchUp reloads everything if the feed's version moved past what this store applied.
func (f *changeFeed) catchUp(ctx context.Context, why string) {
	f.applyMu.Lock()
	defer f.applyMu.Unlock()
	v, err := f.version(ctx)
	if err != nil || v <= f.seen.Load() {
		return
	}
	log := f.s.fresh.logger()
	log.WarnContext(ctx, "change feed: catching up by a reload", "why", why, "version", v, "applied", f.seen.Load())
	if err := f.reloadAll(context.WithoutCancel(ctx)); err != nil {
		log.ErrorContext(ctx, "change feed: reload failed", "err", err)
		return
	}
	f.applied(v)
}
