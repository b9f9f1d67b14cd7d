package ssr

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"shop/internal/logctx"
	"shop/internal/testlog"
	"strings"
	"testing"
	"time"
)

// script is a stand-in for the UI's server script: the same four entry points, with pages
// that count their renders, fail, or never finish.
const script = `
globalThis.renders = 0;
globalThis.ssrCatalogue = (lang, json) => { globalThis['cat_' + lang] = JSON.parse(json); };
globalThis.ssrBoot = () => Promise.resolve(1);
globalThis.ssrRender = (json) => {
  const { page, prefs } = JSON.parse(json);
  renders++;
  if (page.component === 'slow') for (;;) {}
  if (page.component === 'broken') throw new Error('broken page');
  if (page.component === 'noisy') ssrLog('error', 'a warning of React');
  return '<h1>' + page.component + ' ' + cat_lv.hello + ' ' + prefs.catalogDisplayMode + ' #' + renders + '</h1>';
};
`

func newTestRenderer(t *testing.T, opts Options) *Renderer {
	t.Helper()
	opts.Catalogues = map[string][]byte{"lv": []byte(`{"hello":"sveiki"}`)}
	opts.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	r := New(script, opts)
	t.Cleanup(r.Close)
	waitReady(t, r)
	return r
}

// waitReady waits for the renderer's VM, which loads in the background.
func waitReady(t *testing.T, r *Renderer) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); !r.Ready(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the renderer did not start")
		}
	}
}

func page(component string) Input {
	return Input{Page: map[string]any{"component": component, "url": "/" + component}, Prefs: Prefs{CatalogDisplayMode: "grid"}, URL: "/" + component}
}

func TestRenderCachesByInput(t *testing.T) {
	r := newTestRenderer(t, Options{})
	html, ok := r.Render(page("home"))
	if !ok || html != "<h1>home sveiki grid #1</h1>" {
		t.Fatalf("Render = %q, %v", html, ok)
	}
	if again, _ := r.Render(page("home")); again != html {
		t.Errorf("the same input rendered again: %q", again)
	}
	row := page("home")
	row.Prefs.CatalogDisplayMode = "row"
	if html, _ := r.Render(row); html != "<h1>home sveiki row #2</h1>" {
		t.Errorf("other preferences are another page: %q", html)
	}
}

// A request that finds the VM busy waits for its turn: two shoppers at once both get their
// pages rendered. One that does not get the turn within the wait goes out unrendered, on time.
func TestBusyRendererWaitsItsTurn(t *testing.T) {
	r := newTestRenderer(t, Options{Wait: 300 * time.Millisecond * slowdown})
	r.turn <- struct{}{} // another shopper's render in progress
	go func() { time.Sleep(20 * time.Millisecond); r.give() }()
	if _, ok := r.Render(page("home")); !ok {
		t.Fatal("a request behind another render went out unrendered")
	}
	r.turn <- struct{}{} // a render that outlasts the wait
	start := time.Now()
	_, ok := r.Render(page("other"))
	r.give()
	if ok {
		t.Fatal("rendered without the turn")
	}
	if d := time.Since(start); d > 2*r.opts.Wait {
		t.Errorf("a request waited %s for a turn that did not come (wait %s)", d, r.opts.Wait)
	}
}

// The first requests after a start wait for the VM to load, within the wait, instead of going
// out as the bare shell.
func TestFirstRequestWaitsForTheVM(t *testing.T) {
	r := New(script, Options{Catalogues: map[string][]byte{"lv": []byte(`{"hello":"sveiki"}`)},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Wait: 30 * time.Second})
	t.Cleanup(r.Close)
	if html, ok := r.Render(page("home")); !ok || html != "<h1>home sveiki grid #1</h1>" {
		t.Fatalf("the first request: %q %v", html, ok)
	}
}

func TestSlowRenderIsInterruptedAndTheVMReplaced(t *testing.T) {
	// The timeout leaves the second request a wide window in which the slow render still holds
	// the VM, also on a machine so loaded that a goroutine waits its turn for a few hundred ms.
	r := newTestRenderer(t, Options{Wait: 20 * time.Millisecond * slowdown, Timeout: max(2*time.Second, 200*time.Millisecond*slowdown)})
	old := r.vm
	if _, ok := r.Render(page("slow")); ok {
		t.Fatal("a render that never ends answered")
	}
	if _, ok := r.Render(page("home")); ok {
		t.Fatal("rendered while the slow render holds the VM")
	}
	// The eval timeout interrupts the slow render; a new VM takes over.
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		if html, ok := r.Render(page("home")); ok {
			if !strings.HasSuffix(html, "#1</h1>") {
				t.Errorf("not a new VM: %q", html)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no render after the timeout")
		}
	}
	if r.vm == old {
		t.Error("the interrupted VM is still in use")
	}
}

func TestFailedRenderFallsBack(t *testing.T) {
	r := newTestRenderer(t, Options{})
	if html, ok := r.Render(page("broken")); ok || html != "" {
		t.Fatalf("a failing page rendered %q", html)
	}
	waitReady(t, r)
	if _, ok := r.Render(page("home")); !ok {
		t.Error("no render after a failure")
	}
}

// A failed render's log line and the script's own lines during a render name the page's URL,
// and carry the id of the request whose render it is.
func TestRenderLogNamesTheURL(t *testing.T) {
	log := &testlog.Buffer{}
	r := New(script, Options{Catalogues: map[string][]byte{"lv": []byte(`{"hello":"sveiki"}`)},
		Log: slog.New(logctx.Wrap(slog.NewTextHandler(log, nil)))})
	t.Cleanup(r.Close)
	waitReady(t, r)
	r.RenderContext(logctx.WithRequestID(context.Background(), "req-noisy"), page("noisy"))
	r.RenderContext(logctx.WithRequestID(context.Background(), "req-broken"), page("broken"))
	for _, want := range []string{`msg="ssr: a warning of React" request_id=req-noisy url=/noisy`,
		`msg="ssr: render failed, the page goes out unrendered" request_id=req-broken url=/broken`} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the log lacks %s:\n%s", want, log.String())
		}
	}
}

func TestVMIsRecycled(t *testing.T) {
	r := newTestRenderer(t, Options{Recycle: 3})
	first := r.vm
	for i := 0; i < 3; i++ {
		if _, ok := r.Render(page(fmt.Sprint("p", i))); !ok {
			t.Fatal("render failed")
		}
	}
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		r.turn <- struct{}{}
		swapped := r.vm != nil && r.vm != first
		r.give()
		if swapped {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the VM was not replaced after Recycle renders")
		}
	}
	if html, _ := r.Render(page("fresh")); !strings.HasSuffix(html, "#1</h1>") {
		t.Errorf("the new VM's first render = %q", html)
	}
}

func TestClosedRendererRendersNothing(t *testing.T) {
	r := newTestRenderer(t, Options{})
	r.Close()
	if _, ok := r.Render(page("home")); ok {
		t.Error("a closed renderer rendered")
	}
}

// The page cache is bounded by the bytes of markup it keeps (the LRU itself is tested in
// internal/lru).
func TestCacheKeepsItsBound(t *testing.T) {
	c := newCache(10)
	key := func(b byte) (k [32]byte) { k[0] = b; return }
	c.Add(key(1), "aaaa")
	c.Add(key(2), "bbbb")
	c.Add(key(3), "cccc")
	if _, ok := c.Get(key(1)); ok || c.Size() != 8 {
		t.Errorf("12 bytes kept under a bound of 10 (size %d)", c.Size())
	}
	c.Add(key(4), strings.Repeat("x", 11))
	if _, ok := c.Get(key(4)); ok || c.Size() > 10 {
		t.Errorf("an entry over the bound was kept (size %d)", c.Size())
	}
}

func TestZoneOffset(t *testing.T) {
	summer, _ := zoneOffset([]any{"Europe/Riga", float64(time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC).UnixMilli())})
	winter, _ := zoneOffset([]any{"Europe/Riga", time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC).UnixMilli()})
	if summer != 180 || winter != 120 {
		t.Errorf("Riga: summer %v, winter %v minutes", summer, winter)
	}
	if _, err := zoneOffset([]any{"Nowhere/Atlantis", 0}); err == nil {
		t.Error("an unknown zone has an offset")
	}
}

// RenderPage says how a render went, for the metrics: rendered by the VM with its time, from
// the cache, or not at all (a broken page goes out as the shell).
func TestRenderPageSaysHowItWent(t *testing.T) {
	r := newTestRenderer(t, Options{})
	first := r.RenderPage(context.Background(), page("home"))
	if first.HTML == "" || first.Cached || first.Took <= 0 {
		t.Errorf("a first render: %+v", first)
	}
	if again := r.RenderPage(context.Background(), page("home")); again.HTML != first.HTML || !again.Cached || again.Took != 0 {
		t.Errorf("the same page again: %+v", again)
	}
	if broken := r.RenderPage(context.Background(), page("broken")); broken.HTML != "" || broken.Cached {
		t.Errorf("a broken page: %+v", broken)
	}
}
