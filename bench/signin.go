package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// signInFlood measures what a flood of wrong passwords costs the rest of the shop (issue 11):
// the catalogue answer's median and p99 with the shop idle, then while 32 clients post wrong
// passwords as fast as they are answered, each attempt from an address and for an e-mail of
// its own, as a botnet would, so that no per-address or per-account limit slows it: every
// attempt reaches the password hashing.
func signInFlood(e http.Handler, cookie *http.Cookie, n int) {
	const clients = 32
	token := csrfOf(e, cookie)
	idle := measure(e, cookie, "/api/search/products?_=%d", n)

	var attempts, wrong, busy atomic.Int64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	began := time.Now()
	for w := range clients {
		wg.Go(func() {
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				k := attempts.Add(1)
				req := httptest.NewRequest(http.MethodPost, "/login",
					strings.NewReader(fmt.Sprintf(`{"email":"flood-%d@example.lv","password":"wrong password %d"}`, k, i)))
				req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:4000", w, k/250%250, k%250)
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Requested-With", "XMLHttpRequest")
				req.Header.Set("X-CSRF-TOKEN", token)
				req.AddCookie(cookie)
				rec := httptest.NewRecorder()
				e.ServeHTTP(rec, req)
				switch rec.Code {
				case http.StatusUnprocessableEntity:
					wrong.Add(1)
				case http.StatusServiceUnavailable:
					busy.Add(1)
				default:
					panic(fmt.Sprintf("a wrong sign-in answered %d: %s", rec.Code, rec.Body))
				}
			}
		})
	}
	time.Sleep(300 * time.Millisecond) // the flood under way
	flooded := measure(e, cookie, "/api/search/products?_=%d", n)
	close(stop)
	wg.Wait()
	took := time.Since(began)
	fmt.Printf("\nsign-in flood (%d clients, each attempt a new address and e-mail): %.0f wrong passwords answered/s (%d refused as busy);\n",
		clients, float64(wrong.Load())/took.Seconds(), busy.Load())
	fmt.Printf("  a catalogue answer meanwhile: median %s = %.1fx idle (%s), p99 %s = %.1fx idle (%s)\n",
		flooded.med, ratio(flooded.med, idle.med), idle.med, flooded.p99, ratio(flooded.p99, idle.p99), idle.p99)
}

// csrfOf is the CSRF token of cookie's session, as its pages show it.
func csrfOf(e http.Handler, cookie *http.Cookie) string {
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.AddCookie(cookie)
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	m := csrfMeta.FindStringSubmatch(rec.Body.String())
	if m == nil {
		panic("no CSRF token in the home page")
	}
	return m[1]
}
