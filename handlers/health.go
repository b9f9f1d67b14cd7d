package handlers

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

// The health checks a load balancer or an uptime monitor calls: /healthz says the process
// answers, /readyz that the shop can serve (its database takes writes, its catalogue index is
// built and not behind the database, its mails go out). Neither has a session or sets a
// cookie, and a stranger calling them thousands of times costs next to nothing: /healthz
// touches nothing, /readyz answers from its latest check for a second (readyCacheFor), runs
// one check at a time, and the check writes nothing durable and reads by index only.

// healthz answers 200 while the process serves.
func (s *Server) healthz(c echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.String(http.StatusOK, "ok\n")
}

// readyz answers 200 when every check passes, else 503; its JSON names each check and how it
// stands, in fixed words (the causes, which may name the database's files or tables, go to the
// log, not to a stranger).
func (s *Server) readyz(c echo.Context) error {
	a := s.ready.answer(func() readyAnswer { return s.checkReady(c.Request().Context()) })
	c.Response().Header().Set("Cache-Control", "no-store")
	status := http.StatusOK
	if !a.Ready {
		status = http.StatusServiceUnavailable
	}
	return c.JSON(status, a)
}

// readyAnswer is /readyz's body: {"ready": false, "checks": {"database": "ok", "catalog": "behind the database", …}}.
type readyAnswer struct {
	Ready  bool              `json:"ready"`
	Checks map[string]string `json:"checks"`
}

// The checks' verdicts, as /readyz shows them.
const (
	readyOK          = "ok"
	readyNotWritable = "not writable"
	readyNotBuilt    = "not built"
	readyBehind      = "behind the database"
	readyStuck       = "not moving"
	readyUnreadable  = "cannot be read"
	readyNotChecked  = "not checked: no mail worker"
)

// Limits of /readyz's checks. The database's is the store's busy_timeout: a write that cannot
// begin within it would fail in the shop too. Its answer is reused for a second, so a flood of
// calls runs at most one check a second.
const (
	readyDBLimit    = 5 * time.Second
	readyQueryLimit = 2 * time.Second
	readyCacheFor   = time.Second
)

// checkReady runs the checks and logs each change of a check's verdict with its cause.
func (s *Server) checkReady(ctx context.Context) readyAnswer {
	ctx = context.WithoutCancel(ctx) // a caller that hangs up does not fail the check for the next
	a := readyAnswer{Ready: true, Checks: map[string]string{}}
	causes := map[string]error{}
	verdict := func(check, v string, cause error) {
		a.Checks[check] = v
		if v != readyOK && v != readyNotChecked {
			a.Ready = false
		}
		causes[check] = cause
	}

	dbCtx, cancel := context.WithTimeout(ctx, readyDBLimit)
	err := s.store.CheckWritable(dbCtx)
	cancel()
	if err != nil {
		verdict("database", readyNotWritable, err)
	} else {
		verdict("database", readyOK, nil)
	}

	switch h := s.store.Health(); {
	case !s.store.IndexState().Built:
		verdict("catalog", readyNotBuilt, nil)
	case h.Degraded:
		verdict("catalog", readyBehind, healthCause{h.Reason, h.Since})
	default:
		verdict("catalog", readyOK, nil)
	}

	if limit := s.cfg.MailQueueLimit; limit <= 0 {
		verdict("mail", readyNotChecked, nil)
	} else {
		qCtx, cancel := context.WithTimeout(ctx, readyQueryLimit)
		now := s.now()
		oldest, err := s.store.OldestDueNotice(qCtx, now)
		cancel()
		switch {
		case err != nil:
			verdict("mail", readyUnreadable, err)
		case !oldest.IsZero() && now.Sub(oldest) > limit:
			verdict("mail", readyStuck, healthCause{"a mail due is not sent", oldest})
		default:
			verdict("mail", readyOK, nil)
		}
	}
	s.ready.logChanges(ctx, s, a, causes)
	return a
}

// healthCause is why a check failed where no error says it.
type healthCause struct {
	what  string
	since time.Time
}

func (h healthCause) Error() string { return h.what + " since " + h.since.UTC().Format(time.RFC3339) }

// readiness keeps /readyz's latest answer, reused for readyCacheFor, and runs one check at a
// time: a call that comes while one runs gets the previous answer (the first ever waits).
type readiness struct {
	mu      sync.Mutex
	last    readyAnswer
	at      time.Time     // when last was checked; zero before the first check
	running chan struct{} // closed when the check under way ends; nil when none runs
	logged  map[string]string
}

// answer is the latest answer, checking again with check when it is older than readyCacheFor.
func (r *readiness) answer(check func() readyAnswer) readyAnswer {
	r.mu.Lock()
	if !r.at.IsZero() && (time.Since(r.at) < readyCacheFor || r.running != nil) {
		a := r.last
		r.mu.Unlock()
		return a
	}
	if wait := r.running; wait != nil { // the first check is under way
		r.mu.Unlock()
		<-wait
		r.mu.Lock()
		defer r.mu.Unlock()
		return r.last
	}
	done := make(chan struct{})
	r.running = done
	r.mu.Unlock()

	var a readyAnswer
	defer func() { // also when the check panics: the next call checks again
		r.mu.Lock()
		r.last, r.at, r.running = a, time.Now(), nil
		r.mu.Unlock()
		close(done)
	}()
	a = check()
	return a
}

// logChanges logs each check whose verdict changed since the last check: a failure once with
// its cause, and its recovery once, so a monitor calling every second fills no log. The line
// carries the id of the request whose check saw the change (ctx).
func (r *readiness) logChanges(ctx context.Context, s *Server, a readyAnswer, causes map[string]error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.logged == nil {
		r.logged = map[string]string{}
	}
	for check, v := range a.Checks {
		before, seen := r.logged[check]
		r.logged[check] = v
		switch {
		case v == before || !seen && (v == readyOK || v == readyNotChecked):
		case v == readyOK:
			s.log.InfoContext(ctx, "ready: check passes again", "check", check)
		default:
			s.log.WarnContext(ctx, "not ready: check fails", "check", check, "verdict", v, "err", causes[check])
		}
	}
}
