package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"shop/store"
)

// signInFlood measures what a flood of wrong passwords costs the rest of the shop:
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

// passwordFlood measures what a thief holding one signed-in session costs the account's owner:
// the owner's sign-in from another address, its median with the shop idle and
// then while 12 clients post wrong current passwords to the profile's password change through
// the thief's session as fast as they are answered. Each check that reaches the hashing takes
// a slot from the owner's sign-in; the password gate lets a session's address make 5 of them
// per 15 minutes and answers the rest 429 at the cost of a map lookup.
func passwordFlood(ctx context.Context, st *store.Store, e http.Handler, n int) error {
	const clients = 12
	for _, email := range []string{"owner@example.lv", "thief@example.lv"} {
		if _, err := st.CreateUser(ctx, store.NewUser{Email: email, Password: "correct horse battery", Name: "B", Surname: "S"}); err != nil {
			return err
		}
	}
	thief, thiefCSRF, err := signedIn(e, "thief@example.lv", "10.9.9.9:4000")
	if err != nil {
		return err
	}
	signIn := func(i int) time.Duration {
		cookie := sessionCookie(e)
		req := jsonRequest(http.MethodPost, "/login", `{"email":"owner@example.lv","password":"correct horse battery","gRecaptchaResponse":"local:sign_in"}`,
			cookie, csrfOf(e, cookie))
		req.RemoteAddr = fmt.Sprintf("10.1.%d.%d:4000", i/250%250, i%250)
		rec := httptest.NewRecorder()
		start := time.Now()
		e.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			panic(fmt.Sprintf("the owner's sign-in answered %d: %s", rec.Code, rec.Body))
		}
		return time.Since(start)
	}
	medianOf := func(k int) time.Duration {
		times := make([]time.Duration, k)
		for i := range k {
			times[i] = signIn(i)
		}
		slices.Sort(times)
		return times[k/2].Round(time.Microsecond)
	}
	k := max(10, n/20)
	idle := medianOf(k)

	var limited, wrong, other atomic.Int64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				req := jsonRequest(http.MethodPost, "/api/user/update", `{"user":{"name":"B","surname":"S","phone":{"number":"20000000","countryCallingCode":"+371"},
"password":"a wrong guess","new_password":"a brand new password","new_password_confirmation":"a brand new password"},"gRecaptchaResponse":"local:profile"}`,
					thief, thiefCSRF)
				req.RemoteAddr = "10.9.9.9:4000"
				rec := httptest.NewRecorder()
				e.ServeHTTP(rec, req)
				switch rec.Code {
				case http.StatusTooManyRequests:
					limited.Add(1)
				case http.StatusUnprocessableEntity:
					wrong.Add(1)
				default:
					other.Add(1)
				}
			}
		})
	}
	time.Sleep(300 * time.Millisecond) // the flood under way
	flooded := medianOf(k)
	close(stop)
	wg.Wait()
	fmt.Printf("\nwrong current passwords through one stolen session (%d clients): %d checked, %d refused 429, %d other;\n",
		clients, wrong.Load(), limited.Load(), other.Load())
	fmt.Printf("  the owner's sign-in from another address meanwhile: median %s = %.1fx idle (%s)\n", flooded, ratio(flooded, idle), idle)
	return nil
}

// signedIn signs email in from addr and answers the session's cookie and CSRF token.
func signedIn(e http.Handler, email, addr string) (*http.Cookie, string, error) {
	cookie := sessionCookie(e)
	req := jsonRequest(http.MethodPost, "/login", fmt.Sprintf(`{"email":%q,"password":"correct horse battery"}`, email), cookie, csrfOf(e, cookie))
	req.RemoteAddr = addr
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		return nil, "", fmt.Errorf("sign-in of %s: %d %s", email, rec.Code, rec.Body)
	}
	var answer struct{ CSRF string }
	if err := json.Unmarshal(rec.Body.Bytes(), &answer); err != nil {
		return nil, "", err
	}
	for _, c := range rec.Result().Cookies() {
		if c.Name == "shop_session" {
			return c, answer.CSRF, nil
		}
	}
	return nil, "", fmt.Errorf("sign-in of %s set no session cookie", email)
}

// jsonRequest is a JSON call as the UI sends it, with the session's cookie and CSRF token.
func jsonRequest(method, url, body string, cookie *http.Cookie, csrf string) *http.Request {
	req := httptest.NewRequest(method, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	req.Header.Set("X-CSRF-TOKEN", csrf)
	req.AddCookie(cookie)
	return req
}
