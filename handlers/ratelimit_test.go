package handlers

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

func newFakeClock() *fakeClock { return &fakeClock{t: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)} }

func TestLimiterAllowsMaxPerWindowThenSaysWhen(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	l := newLimiter(3, 15*time.Minute, 100, clock.now)
	for i := range 3 {
		if ok, _ := l.take("a"); !ok {
			t.Fatalf("attempt %d refused", i+1)
		}
		clock.add(time.Minute)
	}
	ok, retry := l.take("a")
	if ok || retry != 12*time.Minute {
		t.Fatalf("4th attempt: ok=%v retry=%v, want refused, 12m", ok, retry)
	}
	if blocked, _ := l.blocked("a"); !blocked {
		t.Fatal("blocked says no while take refuses")
	}
	if ok, _ := l.take("b"); !ok {
		t.Fatal("another key shares a's count")
	}
	clock.add(12 * time.Minute)
	if ok, _ := l.take("a"); !ok {
		t.Fatal("a new window is refused")
	}
}

func TestLimiterRefundAndClear(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	l := newLimiter(2, time.Hour, 100, clock.now)
	l.take("a")
	l.take("a")
	l.refund("a")
	if ok, _ := l.take("a"); !ok {
		t.Fatal("a refunded attempt is still counted")
	}
	if ok, _ := l.take("a"); ok {
		t.Fatal("over the limit after a refund")
	}
	l.clear("a")
	if ok, _ := l.take("a"); !ok {
		t.Fatal("a cleared key is still limited")
	}
	l.refund("nobody") // no panic, no entry
	if _, ok := l.keys["nobody"]; ok {
		t.Fatal("refund made an entry")
	}
}

func TestLimiterStaysBoundedDroppingOverWindowsFirst(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	l := newLimiter(1, time.Minute, 10, clock.now)
	l.take("old")
	clock.add(30 * time.Second)
	for i := range 9 {
		l.take(fmt.Sprint("k", i))
	}
	l.take("new") // full: nothing is over, so the oldest window goes
	if len(l.keys) != 10 || l.keys["old"] != nil || l.keys["new"] == nil {
		t.Fatalf("after the 11th key: %d keys, old kept %v", len(l.keys), l.keys["old"] != nil)
	}
	clock.add(time.Minute)
	l.take("newer")
	if len(l.keys) != 1 {
		t.Fatalf("windows over were not dropped: %d keys", len(l.keys))
	}
}

func TestLimiterCountsExactlyUnderConcurrency(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	l := newLimiter(50, time.Hour, 100, clock.now)
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if ok, _ := l.take("a"); ok {
				mu.Lock()
				allowed++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if allowed != 50 {
		t.Fatalf("%d of 200 concurrent attempts allowed, want 50", allowed)
	}
}

func TestAddressKeyGroupsIPv6By64(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"192.0.2.1":            "192.0.2.1",
		"::ffff:192.0.2.1":     "192.0.2.1",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1:2::/64",
		"2001:db8:1:2::9":      "2001:db8:1:2::/64",
		"junk":                 "junk",
	} {
		if got := addressKey(in); got != want {
			t.Errorf("addressKey(%q) = %q, want %q", in, got, want)
		}
	}
}
