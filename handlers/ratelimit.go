package handlers

import (
	"net/netip"
	"sync"
	"time"
)

// limiter counts attempts per key (an e-mail, a client address) in a fixed window that
// starts at a key's first attempt: at most max attempts per window. It lives in memory
// (a restart forgets it, which is fine for slowing guessing down), is safe for concurrent
// use, and holds at most size keys: when full it drops the windows that are over, and if
// none are, the one that started first.
type limiter struct {
	mu     sync.Mutex
	max    int
	window time.Duration
	size   int
	now    func() time.Time
	keys   map[string]*attempts
}

type attempts struct {
	count int
	start time.Time
}

func newLimiter(max int, window time.Duration, size int, now func() time.Time) *limiter {
	return &limiter{max: max, window: window, size: size, now: now, keys: map[string]*attempts{}}
}

// take counts an attempt for key, unless key has used up its window: then it counts
// nothing and says how long until the window is over. An attempt is counted before the
// work it pays for (a hash), so many at once cannot all slip under the limit.
func (l *limiter) take(key string) (ok bool, retryAfter time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	a := l.keys[key]
	if a == nil || now.Sub(a.start) >= l.window {
		if a == nil && len(l.keys) >= l.size {
			l.prune(now)
		}
		a = &attempts{start: now}
		l.keys[key] = a
	}
	if a.count >= l.max {
		return false, a.start.Add(l.window).Sub(now)
	}
	a.count++
	return true, 0
}

// blocked reports, without counting, whether key has used up its window.
func (l *limiter) blocked(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if a := l.keys[key]; a != nil && now.Sub(a.start) < l.window && a.count >= l.max {
		return true, a.start.Add(l.window).Sub(now)
	}
	return false, 0
}

// refund gives back an attempt that turned out to cost nothing worth limiting (a right
// password from this address, a form refused before any work).
func (l *limiter) refund(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if a := l.keys[key]; a != nil && a.count > 0 {
		a.count--
	}
}

// clear forgets key (an account whose owner just proved the password).
func (l *limiter) clear(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.keys, key)
}

// prune makes room: it drops every window that is over, or else the oldest one.
func (l *limiter) prune(now time.Time) {
	var oldest string
	var oldestStart time.Time
	for k, a := range l.keys {
		if now.Sub(a.start) >= l.window {
			delete(l.keys, k)
			continue
		}
		if oldest == "" || a.start.Before(oldestStart) {
			oldest, oldestStart = k, a.start
		}
	}
	if len(l.keys) >= l.size {
		delete(l.keys, oldest)
	}
}

// addressKey is the limiter key of a client address: an IPv6 address by its /64, since
// one line or host commonly holds a whole /64 and could otherwise take a new address per try.
func addressKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is6() {
		p, _ := addr.Prefix(64)
		return p.String()
	}
	return addr.String()
}

// limitKey is a key of one limiter: what one request is counted under there.
type limitKey struct {
	l   *limiter
	key string
}

// takeAll counts an attempt under every key, or under none: when one of them has used up its
// window, the ones taken before it are given back and retryAfter is that key's wait.
func takeAll(keys ...limitKey) (ok bool, retryAfter time.Duration) {
	for i, k := range keys {
		if ok, retry := k.l.take(k.key); !ok {
			refundAll(keys[:i]...)
			return false, retry
		}
	}
	return true, 0
}

// refundAll gives back an attempt under every key.
func refundAll(keys ...limitKey) {
	for _, k := range keys {
		k.l.refund(k.key)
	}
}
