package captcha

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var testNow = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

// google is a stand-in for siteverify: it answers each token with the answer the test set
// for it, and records what the shop sent.
type google struct {
	mu      sync.Mutex
	answers map[string]any // token → JSON answer
	form    map[string]string
	calls   atomic.Int32
}

func newGoogle(t *testing.T) (*google, *httptest.Server) {
	g := &google{answers: map[string]any{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		g.calls.Add(1)
		if r.Method != http.MethodPost || r.Header.Get("Content-Type") != "application/x-www-form-urlencoded" {
			http.Error(w, "want a form POST", http.StatusBadRequest)
			return
		}
		r.ParseForm()
		g.mu.Lock()
		g.form = map[string]string{"secret": r.PostForm.Get("secret"), "response": r.PostForm.Get("response"), "remoteip": r.PostForm.Get("remoteip")}
		ans, ok := g.answers[r.PostForm.Get("response")]
		g.mu.Unlock()
		if !ok {
			ans = map[string]any{"success": false, "error-codes": []string{"invalid-input-response"}}
		}
		json.NewEncoder(w).Encode(ans)
	}))
	t.Cleanup(srv.Close)
	return g, srv
}

// good is a passing answer for the newsletter form on shop.example, made age ago.
func good(age time.Duration) map[string]any {
	return map[string]any{"success": true, "score": 0.9, "action": "newsletter",
		"challenge_ts": testNow.Add(-age).Format(time.RFC3339), "hostname": "shop.example"}
}

func newTestVerifier(t *testing.T, url string) *ReCAPTCHA {
	r, err := NewReCAPTCHA(ReCAPTCHAConfig{SiteKey: "site", Secret: "s3cret", Hostnames: []string{"Shop.Example"}, VerifyURL: url})
	if err != nil {
		t.Fatal(err)
	}
	r.now = func() time.Time { return testNow }
	return r
}

func TestReCAPTCHARules(t *testing.T) {
	g, srv := newGoogle(t)
	r := newTestVerifier(t, srv.URL)
	with := func(change func(map[string]any)) map[string]any {
		a := good(10 * time.Second)
		change(a)
		return a
	}
	cases := []struct {
		name   string
		answer any
		want   error // nil, ErrRejected, or errOther
	}{
		{"a person on the newsletter form", good(10 * time.Second), nil},
		{"the minimum score itself", with(func(a map[string]any) { a["score"] = 0.5 }), nil},
		{"Google's own clock a little ahead", good(-20 * time.Second), nil},
		{"not a success", with(func(a map[string]any) { a["success"] = false }), ErrRejected},
		{"a low score", with(func(a map[string]any) { a["score"] = 0.3 }), ErrRejected},
		{"no score (a v2 key)", with(func(a map[string]any) { delete(a, "score") }), ErrRejected},
		{"another form's token", with(func(a map[string]any) { a["action"] = "contact" }), ErrRejected},
		{"another site's token", with(func(a map[string]any) { a["hostname"] = "evil.example" }), ErrRejected},
		{"an old challenge", good(3 * time.Minute), ErrRejected},
		{"a challenge from the future", good(-2 * time.Minute), ErrRejected},
		{"no challenge time", with(func(a map[string]any) { delete(a, "challenge_ts") }), ErrRejected},
		{"expired or used at Google", map[string]any{"success": false, "error-codes": []string{"timeout-or-duplicate"}}, ErrRejected},
		{"the shop's secret is wrong", map[string]any{"success": false, "error-codes": []string{"invalid-input-secret"}}, errOther},
	}
	for i, c := range cases {
		token := fmt.Sprintf("token-%d", i)
		g.mu.Lock()
		g.answers[token] = c.answer
		g.mu.Unlock()
		err := r.Verify(context.Background(), token, "newsletter", "203.0.113.7")
		switch {
		case c.want == nil && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want == ErrRejected && !errors.Is(err, ErrRejected):
			t.Errorf("%s: got %v, want ErrRejected", c.name, err)
		case c.want == errOther && (err == nil || errors.Is(err, ErrRejected)):
			t.Errorf("%s: got %v, want an error that is not the shopper's", c.name, err)
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.form["secret"] != "s3cret" || g.form["remoteip"] != "203.0.113.7" || g.form["response"] == "" {
		t.Errorf("the shop sent %v", g.form)
	}
}

var errOther = errors.New("an error that is not ErrRejected")

// A token passes once: a replay is refused without asking Google, also when many requests race
// with one token; a refused token does not stay in the memory.
func TestReCAPTCHATokenPassesOnce(t *testing.T) {
	g, srv := newGoogle(t)
	r := newTestVerifier(t, srv.URL)
	g.answers["once"] = good(5 * time.Second)
	if err := r.Verify(context.Background(), "once", "newsletter", ""); err != nil {
		t.Fatal(err)
	}
	calls := g.calls.Load()
	if err := r.Verify(context.Background(), "once", "newsletter", ""); !errors.Is(err, ErrRejected) {
		t.Errorf("a replay: %v", err)
	}
	if g.calls.Load() != calls {
		t.Error("a replay was sent to Google")
	}

	g.mu.Lock()
	g.answers["raced"] = good(5 * time.Second)
	g.mu.Unlock()
	var passed atomic.Int32
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			if r.Verify(context.Background(), "raced", "newsletter", "") == nil {
				passed.Add(1)
			}
		})
	}
	wg.Wait()
	if passed.Load() != 1 {
		t.Errorf("%d of 20 racing requests passed with one token", passed.Load())
	}

	if err := r.Verify(context.Background(), "bad", "newsletter", ""); !errors.Is(err, ErrRejected) {
		t.Fatal(err)
	}
	if _, kept := r.seen.keys[tokenKey("bad")]; kept {
		t.Error("a refused token is remembered")
	}
}

// The memory is bounded: it forgets a token once it is too old to pass, and refuses (not
// rejects: the shop answers 503) when it is full of tokens that could still be replayed.
func TestReplayMemoryIsBounded(t *testing.T) {
	m := &replayMemory{limit: 2, keys: map[[16]byte]time.Time{}}
	later := testNow.Add(time.Minute)
	for i := range byte(2) {
		if err := m.take([16]byte{i}, testNow, later); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.take([16]byte{9}, testNow, later); !errors.Is(err, errMemoryFull) {
		t.Errorf("a full memory: %v", err)
	}
	if err := m.take([16]byte{9}, later, later.Add(time.Minute)); err != nil {
		t.Errorf("after the first two expired: %v", err)
	}
	if len(m.keys) != 1 || len(m.order) != 1 {
		t.Errorf("%d keys, %d in order after expiry, want 1 and 1", len(m.keys), len(m.order))
	}
}

// Google not answering in time, answering 500 or answering nonsense is an error the shop
// answers with 503, not a rejection of the shopper.
func TestReCAPTCHAServiceFailures(t *testing.T) {
	release := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer slow.Close()
	defer close(release)
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "oops", http.StatusInternalServerError)
	}))
	defer broken.Close()
	garbled := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("<html>captcha</html>"))
	}))
	defer garbled.Close()
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()

	for name, url := range map[string]string{"slow": slow.URL, "500": broken.URL, "not JSON": garbled.URL, "down": down.URL} {
		r, err := NewReCAPTCHA(ReCAPTCHAConfig{SiteKey: "k", Secret: "s", Hostnames: []string{"shop.example"},
			VerifyURL: url, Timeout: 200 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		err = r.Verify(context.Background(), "tok", "newsletter", "")
		if err == nil || errors.Is(err, ErrRejected) {
			t.Errorf("%s: got %v, want a service error", name, err)
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%s: took %v despite the 200 ms timeout", name, took)
		}
		// The token was not used up: it may pass once Google answers again.
		if len(r.seen.keys) != 0 {
			t.Errorf("%s: a token is remembered after a failed check", name)
		}
	}
}

func TestReCAPTCHAConfig(t *testing.T) {
	for _, c := range []ReCAPTCHAConfig{
		{Secret: "s", Hostnames: []string{"h"}},
		{SiteKey: "k", Hostnames: []string{"h"}},
		{SiteKey: "k", Secret: "s"},
		{SiteKey: "k", Secret: "s", Hostnames: []string{"h"}, MinScore: 1.5},
	} {
		if _, err := NewReCAPTCHA(c); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
	r, err := NewReCAPTCHA(ReCAPTCHAConfig{SiteKey: "k", Secret: "s", Hostnames: []string{"h"}})
	if err != nil || r.SiteKey() != "k" || r.cfg.MinScore != 0.5 || r.cfg.VerifyURL != DefaultVerifyURL {
		t.Errorf("defaults: %+v, %v", r, err)
	}
	if err := r.Verify(context.Background(), "", "newsletter", ""); !errors.Is(err, ErrRejected) {
		t.Errorf("an empty token: %v", err)
	}
}
