// Package ssr renders the UI's pages to HTML inside the binary, without CGO and without
// Node: the UI's server script (ui/server.jsx, built with the bundle) runs in QuickJS
// (modernc.org/quickjs). The browser then hydrates that markup instead of building the page,
// so a shopper sees the page as soon as the HTML arrives and crawlers read its content.
//
// Rendering never makes a page fail: it is an improvement over the unrendered shell, which
// goes out whenever the renderer cannot answer in time. There is one VM (QuickJS's allocator
// serialises VMs, so more would not render more), and requests take turns at it: one that
// finds it busy, or still loading after a start, waits for its turn within Options.Wait, so
// two shoppers at once both get their pages rendered, where a request that gave up at once
// sent the second the bare shell. A render that runs past the wait finishes in the background
// into the cache, up to Options.Timeout, past which QuickJS is interrupted and the VM
// replaced. Rendered pages are cached by their whole input, so a popular page is rendered once
// per change of its props.
package ssr

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// Options tune the renderer; zero values take the defaults below.
type Options struct {
	Wait        time.Duration     // how long a request waits for its render before the shell goes out
	Timeout     time.Duration     // how long one render may run before QuickJS is interrupted
	Recycle     int               // renders before the VM is replaced (QuickJS keeps some memory per render)
	MemoryLimit uintptr           // the VM's heap: a render past it fails and the VM is replaced
	CacheBytes  int               // markup the cache keeps
	Catalogues  map[string][]byte // translation catalogues by language, as the UI reads them
	Log         *slog.Logger
}

// Defaults, measured on the demo shop: a page renders in 10–50 ms, a new VM takes about
// 0.2 s to load the script, and the VM grows a few KB a render. The wait leaves a request
// room for another shopper's render before its own on a loaded 2-core machine; a cached page
// never waits.
const (
	DefaultWait        = 400 * time.Millisecond
	DefaultTimeout     = time.Second
	DefaultRecycle     = 2000
	DefaultMemoryLimit = 256 << 20
	DefaultCacheBytes  = 64 << 20 // ~1,000 catalogue pages of ~60 KB of markup
)

// Input is what a page renders from: the page JSON as the shell carries it, with the shared
// block every shopper gets (never one shopper's own), and the display preferences that change
// markup. The same Input renders the same HTML.
type Input struct {
	Page  any   `json:"page"`
	Prefs Prefs `json:"prefs"`
	// Texts are the shop's own wording of interface texts in the page's language, laid over
	// the catalogue for this render; part of the cache key like the rest.
	Texts map[string]string `json:"texts,omitempty"`
	URL   string            `json:"-"` // the page's address, named by the log lines of its render
}

// Prefs are the shopper's display preferences (cookies the UI keeps), part of the markup.
type Prefs struct {
	ShowPricesWithTax  bool   `json:"showPricesWithTax"`
	CatalogDisplayMode string `json:"catalogDisplayMode"` // grid | row
	ConsentPending     bool   `json:"consentPending"`     // no cookie choice yet: the banner shows
}

// Renderer renders pages with one QuickJS VM; safe for concurrent use.
type Renderer struct {
	script string
	opts   Options
	cache  *cache

	// turn holds one token: whoever has taken it renders with the VM or swaps it, so the
	// fields below it are its holder's.
	turn   chan struct{}
	vm     *vm // nil while none is ready
	closed bool

	replacing atomic.Bool
	swapMu    sync.Mutex
	swapped   chan struct{} // closed, and made anew, each time a VM is swapped in
}

// New starts a renderer for a server script. The VM loads in the background: until it is
// ready, pages wait for it within Options.Wait and then go out unrendered.
func New(script string, opts Options) *Renderer {
	if opts.Wait == 0 {
		opts.Wait = DefaultWait * slowdown
	}
	if opts.Timeout == 0 {
		opts.Timeout = DefaultTimeout * slowdown
	}
	if opts.Recycle == 0 {
		opts.Recycle = DefaultRecycle
	}
	if opts.MemoryLimit == 0 {
		opts.MemoryLimit = DefaultMemoryLimit
	}
	if opts.CacheBytes == 0 {
		opts.CacheBytes = DefaultCacheBytes
	}
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	r := &Renderer{script: script, opts: opts, cache: newCache(opts.CacheBytes), turn: make(chan struct{}, 1), swapped: make(chan struct{})}
	r.replace()
	return r
}

// take waits for the VM's turn until done; false when done came first.
func (r *Renderer) take(done <-chan time.Time) bool {
	select {
	case r.turn <- struct{}{}:
		return true
	case <-done:
		return false
	}
}

// give hands the turn on.
func (r *Renderer) give() { <-r.turn }

// nextSwap is the channel closed when the next VM is swapped in.
func (r *Renderer) nextSwap() <-chan struct{} {
	r.swapMu.Lock()
	defer r.swapMu.Unlock()
	return r.swapped
}

// Render answers the markup of a page, or false when the page must go out unrendered: the
// VM's turn did not come, it did not load, the render failed, or it did not finish, within
// Options.Wait.
func (r *Renderer) Render(in Input) (string, bool) { return r.RenderContext(context.Background(), in) }

// RenderContext is Render for a request: the lines its render logs (a failure, the script's
// console) are logged with ctx, so they carry the request's id.
func (r *Renderer) RenderContext(ctx context.Context, in Input) (string, bool) {
	res := r.RenderPage(ctx, in)
	return res.HTML, res.HTML != ""
}

// Result is how one page's render went: its markup, and for the shop's metrics whether the
// cache had it and how long the VM took.
type Result struct {
	HTML   string        // "" when the page goes out unrendered
	Cached bool          // the cache had the markup: nothing was rendered
	Took   time.Duration // the VM's time for this page, when it rendered within the wait
}

// RenderPage is RenderContext, answering how the render went as well.
func (r *Renderer) RenderPage(ctx context.Context, in Input) Result {
	input, err := json.Marshal(in)
	if err != nil {
		r.opts.Log.ErrorContext(ctx, "ssr: input", "err", err)
		return Result{}
	}
	key := sha256.Sum256(input)
	if html, ok := r.cache.Get(key); ok {
		return Result{HTML: html, Cached: true}
	}
	wait := time.NewTimer(r.opts.Wait)
	defer wait.Stop()
	for {
		swap := r.nextSwap() // before the turn: a VM swapped in meanwhile is not missed
		if !r.take(wait.C) {
			return Result{}
		}
		if r.closed {
			r.give()
			return Result{}
		}
		if r.vm != nil {
			break
		}
		r.give() // still loading: wait for the VM, then for the turn again
		select {
		case <-swap:
		case <-wait.C:
			return Result{}
		}
	}
	done := make(chan Result, 1)
	go func() {
		start := time.Now()
		html, ok := r.renderLocked(ctx, input, in.URL)
		took := time.Since(start)
		if ok {
			r.cache.Add(key, html)
		}
		r.give() // before answering: the next request must find the VM free
		done <- Result{HTML: html, Took: took}
	}()
	select {
	case res := <-done:
		return res
	case <-wait.C:
		return Result{} // the render goes on into the cache, for the next request
	}
}

// renderLocked renders with the VM; the caller has the turn.
func (r *Renderer) renderLocked(ctx context.Context, input []byte, url string) (string, bool) {
	v := r.vm
	if v == nil {
		return "", false
	}
	html, err := v.render(ctx, input, url)
	if err != nil {
		// An interrupted or failed render may leave React's module state half way: the VM
		// is not trusted again.
		r.opts.Log.ErrorContext(ctx, "ssr: render failed, the page goes out unrendered", "url", url, "err", err)
		r.vm = nil
		go v.close()
		r.replace()
		return "", false
	}
	if v.renders >= r.opts.Recycle {
		r.replace()
	}
	return html, html != ""
}

// replace loads a new VM in the background and swaps it in, so rendering goes on meanwhile.
func (r *Renderer) replace() {
	if !r.replacing.CompareAndSwap(false, true) {
		return
	}
	go func() {
		defer r.replacing.Store(false)
		start := time.Now()
		v, err := newVM(r.script, r.opts)
		if err != nil {
			r.opts.Log.Error("ssr: the renderer did not start; pages go out unrendered", "err", err)
			return
		}
		r.turn <- struct{}{}
		old := r.vm
		if r.closed {
			old = v
		} else {
			r.vm = v
		}
		r.give()
		r.swapMu.Lock()
		close(r.swapped)
		r.swapped = make(chan struct{})
		r.swapMu.Unlock()
		if old != nil {
			old.close()
		}
		r.opts.Log.Debug("ssr: renderer ready", "took", time.Since(start))
	}()
}

// Ready reports whether a VM is loaded (tests and benchmarks wait for it).
func (r *Renderer) Ready() bool {
	r.turn <- struct{}{}
	defer r.give()
	return r.vm != nil
}

// RenderNow renders in, waiting for the VM and bypassing the cache: for benchmarks and tests.
func (r *Renderer) RenderNow(in Input) (string, error) {
	input, err := json.Marshal(in)
	if err != nil {
		return "", err
	}
	r.turn <- struct{}{}
	defer r.give()
	if r.vm == nil {
		return "", errNotReady
	}
	html, err := r.vm.render(context.Background(), input, in.URL)
	if err != nil {
		r.vm.close()
		r.vm = nil
		r.replace()
	}
	return html, err
}

// Close stops the renderer; later renders answer false.
func (r *Renderer) Close() {
	r.turn <- struct{}{}
	defer r.give()
	r.closed = true
	if r.vm != nil {
		r.vm.close()
		r.vm = nil
	}
}

var errNotReady = errors.New("ssr: the renderer is not ready")
