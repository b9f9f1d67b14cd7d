package metrics

import (
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"shop/ssr"
)

// A stranger's made-up method and a request answered before routing each count under one
// label value, so they cannot grow the series; a nil *Metrics counts nothing and never panics.
func TestRequestLabelsStayBounded(t *testing.T) {
	m := New("")
	for _, method := range []string{"BREW", "PROPFIND", "X-" + time.Now().String()} {
		m.Request(method, "/p/:slug", 405, time.Millisecond)
	}
	m.Request("GET", "", 301, time.Millisecond)
	if n := testutil.ToFloat64(m.requests.WithLabelValues("other", "/p/:slug", "405")); n != 3 {
		t.Errorf("made-up methods: %v, want 3 under other", n)
	}
	if n := testutil.ToFloat64(m.requests.WithLabelValues("GET", "none", "301")); n != 1 {
		t.Errorf("a redirect before routing: %v, want 1 under route none", n)
	}
	if n := testutil.CollectAndCount(m.requests); n != 2 {
		t.Errorf("%d series, want 2", n)
	}

	var off *Metrics
	off.Request("GET", "/", 200, time.Millisecond)
	off.Render(ssr.Result{HTML: "<p>"})
	off.OrderPlaced("cash")
	off.Payment("cash", "started")
	off.MailSent("order_confirmation")
	off.MailFailed("order_confirmation", true)
}

// A render is a cache hit, or a miss that rendered (its time observed) or went out as the shell.
func TestRenderCounts(t *testing.T) {
	m := New("")
	m.Render(ssr.Result{HTML: "<p>", Cached: true})
	m.Render(ssr.Result{HTML: "<p>", Took: 30 * time.Millisecond})
	m.Render(ssr.Result{})
	for _, c := range []struct {
		got  float64
		want float64
		what string
	}{
		{testutil.ToFloat64(m.ssrCache.WithLabelValues("hit")), 1, "hits"},
		{testutil.ToFloat64(m.ssrCache.WithLabelValues("miss")), 2, "misses"},
		{testutil.ToFloat64(m.renders.WithLabelValues("rendered")), 1, "rendered"},
		{testutil.ToFloat64(m.renders.WithLabelValues("shell")), 1, "shells"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.what, c.got, c.want)
		}
	}
	if n := testutil.CollectAndCount(m.renderIn); n != 1 {
		t.Errorf("render time: %d series", n)
	}
}
