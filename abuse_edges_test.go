package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"shop/demo"
	"shop/internal/testtool"
	"shop/store"
)

// The known attacks on redirects, sessions, limits, caching and crashes, replayed over real HTTP against the shop as
// `shop serve` runs it. Each failed on the shop before the fix.

// quickShopper is a browser at client address addr that has loaded one page as the client
// router does (its JSON, which carries the CSRF token), cheaper than the rendered HTML.
func (s *liveShop) quickShopper(t *testing.T, addr string) *shopper {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	b := &shopper{t: t, shop: s, addr: addr, lang: "en",
		client: &http.Client{Jar: jar, Timeout: time.Minute, CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		}}}
	res, raw := b.do(http.MethodGet, "/cart", "", map[string]string{"X-Page": "true"})
	var page struct {
		Shared struct {
			CSRF string `json:"csrf"`
		} `json:"shared"`
	}
	if res.StatusCode != http.StatusOK || json.Unmarshal(raw, &page) != nil || page.Shared.CSRF == "" {
		t.Fatalf("the cart page's JSON: %d %.200s", res.StatusCode, raw)
	}
	b.csrf = page.Shared.CSRF
	return b
}

// resolvesHome reports whether a browser at the shop would follow loc to the shop itself:
// it drops tabs and line breaks, trims control bytes and spaces, and reads a backslash as a
// slash, as WHATWG URL parsing does.
func resolvesHome(shopURL, loc string) bool {
	s := strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, loc)
	s = strings.ReplaceAll(strings.TrimFunc(s, func(r rune) bool { return r <= ' ' }), `\`, "/")
	base, _ := url.Parse(shopURL + "/x")
	u, err := base.Parse(s)
	return err == nil && u.Host == base.Host && u.Scheme == base.Scheme
}

func cartQuantity(b *shopper) float64 {
	m := b.json(http.MethodGet, "/api/cart", "", http.StatusOK)
	q, _ := m["cart"].(map[string]any)["total_quantity"].(float64)
	return q
}

// anyProductID is a product in stock of the demo shop.
func anyProductID(b *shopper) int64 {
	m := b.json(http.MethodGet, "/api/search/products?per_page=16&inventories=1&sort=quantity:desc", "", http.StatusOK)
	p := m["collection"].(map[string]any)["data"].(map[string]any)["products"].([]any)[0]
	return int64(p.(map[string]any)["id"].(float64))
}

func TestAbuseEdgesOverHTTP(t *testing.T) {
	shop := startLiveShop(t)

	// Item 7: the redirect shapes that led to another host, and a NUL in Location.
	t.Run("open redirect", func(t *testing.T) {
		b := shop.quickShopper(t, "198.51.100.1")
		for _, target := range []string{"/lv//evil.example", "/lv/%2Fevil.example", "/lv/%5Cevil.example", "/lv/%09/evil.example",
			"//evil.example?lang=en", "/lv/%2F%2Fevil.example", "/lv/%5C%5Cevil.example", "/lv/%00evil", "/%09/evil.example?lang=ru",
			"/lv/%0D%0ASet-Cookie:%20x=1"} {
			res, _ := b.do(http.MethodGet, target, "", map[string]string{"X-Requested-With": ""})
			loc := res.Header.Get("Location")
			if res.StatusCode >= 300 && res.StatusCode < 400 && !resolvesHome(shop.URL, loc) {
				t.Errorf("GET %s: %d to %q, another host", target, res.StatusCode, loc)
			}
			for k, vs := range res.Header {
				for _, v := range vs {
					if strings.ContainsFunc(v, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
						t.Errorf("GET %s: header %s holds a control byte: %q", target, k, v)
					}
				}
			}
			if res.Header.Get("X-Frame-Options") != "DENY" || res.Header.Get("Referrer-Policy") == "" {
				t.Errorf("GET %s: %d without the security headers", target, res.StatusCode)
			}
		}
	})

	// Item 8: a planted session id is not adopted.
	t.Run("planted session id", func(t *testing.T) {
		planted := store.RandomToken()
		u, _ := url.Parse(shop.URL)
		victim := shop.quickShopper(t, "198.51.100.2")
		victim.client.Jar.SetCookies(u, []*http.Cookie{{Name: "shop_session", Value: planted, Path: "/"}})
		res := victim.loadPage("/")
		var given string
		for _, c := range res.Cookies() {
			if c.Name == "shop_session" {
				given = c.Value
			}
		}
		if given == "" || given == planted {
			t.Fatalf("a page view with a planted id answered cookie %q", given)
		}
		victim.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", anyProductID(victim)), `{"quantity":2}`, http.StatusOK)
		planter := shop.quickShopper(t, "198.51.100.3")
		planter.client.Jar.SetCookies(u, []*http.Cookie{{Name: "shop_session", Value: planted, Path: "/"}})
		if q := cartQuantity(planter); q != 0 {
			t.Errorf("the planted id reads the victim's cart: %v units", q)
		}
		if q := cartQuantity(victim); q != 2 {
			t.Errorf("the victim's cart holds %v", q)
		}
	})

	// Item 9: new carts, contact messages and sign-ups from one address are bounded.
	t.Run("storage floods", func(t *testing.T) {
		const addr = "203.0.113.50"
		id := anyProductID(shop.quickShopper(t, "198.51.100.4"))
		codes := map[int]int{}
		var last *http.Response
		for range 110 { // a script that makes a new browser per cart
			b := shop.quickShopper(t, addr)
			res, _ := b.do(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), `{"quantity":1}`, nil)
			codes[res.StatusCode]++
			last = res
		}
		if codes[200] != 100 || codes[429] != 10 || last.Header.Get("Retry-After") == "" {
			t.Errorf("110 new carts from one address: %v", codes)
		}
		b := shop.quickShopper(t, addr)
		for _, c := range []struct {
			path  string
			limit int
			body  func(i int) string
		}{
			{"/api/page/contact", 10, func(i int) string {
				return fmt.Sprintf(`{"name":"Spam %d","email":"s%d@example.com","message":"Buy cheap watches now!","gRecaptchaResponse":"local:contact"}`, i, i)
			}},
			{"/api/newsletter/subscribe", 10, func(i int) string {
				return fmt.Sprintf(`{"email":"stranger%d@example.com","gRecaptchaResponse":"local:newsletter"}`, i)
			}},
			{"/api/product-subscribe", 30, func(i int) string {
				return fmt.Sprintf(`{"product_id":%d,"email":"w%d@example.com","gRecaptchaResponse":"local:back_in_stock"}`, id, i)
			}},
		} {
			codes := map[int]int{}
			for i := range c.limit + 20 {
				res, _ := b.do(http.MethodPost, c.path, c.body(i), nil)
				codes[res.StatusCode]++
			}
			if codes[200] != c.limit || codes[429] != 20 {
				t.Errorf("%s, %d from one address: %v", c.path, c.limit+20, codes)
			}
		}
	})

	// Item 10: reset-data without the CSRF token.
	t.Run("reset-data needs the token", func(t *testing.T) {
		b := shop.quickShopper(t, "198.51.100.5")
		if res, _ := b.do(http.MethodGet, "/api/cart/reset-data", "", map[string]string{"X-CSRF-TOKEN": ""}); res.StatusCode != 419 {
			t.Errorf("reset-data without a token: %d", res.StatusCode)
		}
		b.json(http.MethodGet, "/api/cart/reset-data", "", http.StatusOK)
	})

	// Item 11: quantity 0, control characters in one-line fields.
	t.Run("small ones", func(t *testing.T) {
		b := shop.quickShopper(t, "198.51.100.6")
		id := anyProductID(b)
		m := b.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d?action=plus", id), `{"quantity":0}`, http.StatusUnprocessableEntity)
		if m["errors"].(map[string]any)["quantity"] == nil {
			t.Errorf("quantity 0: %v", m)
		}
		m = b.json(http.MethodPost, "/api/page/contact",
			`{"name":"Anna\r\nBcc: x@evil.example","email":"a@example.com","message":"Hello there,\nis it in stock?","gRecaptchaResponse":"local:contact"}`,
			http.StatusUnprocessableEntity)
		if m["errors"].(map[string]any)["name"] == nil {
			t.Errorf("a line break in the contact name: %v", m)
		}
	})
}

// A crash while the outbox was written and a kill -9 between a send and its mark, replayed
// on a real data folder: the shop's start removes the half-written file and marks the mail
// whose file was written as sent, without writing it again.
func TestStartSettlesWhatACrashLeftInTheOutbox(t *testing.T) {
	data := testtool.DemoData(t, schema, demo.Latvia, 200)
	ctx := context.Background()
	st, err := store.Open(ctx, data, schema)
	if err != nil {
		t.Fatal(err)
	}
	id, err := st.QueueNotice(ctx, store.Notice{Kind: store.NoticePasswordReset, Email: "a@example.com", Lang: "en", Link: "/password/reset/x"})
	if err == nil {
		err = st.ClaimNotice(ctx, id) // the crash came after the claim and the send, before the mark
	}
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	outbox := filepath.Join(data, "outbox")
	os.MkdirAll(outbox, 0o750)
	sent := filepath.Join(outbox, fmt.Sprintf("20261124T100000.000Z-%d-password_reset.eml", id))
	for name, body := range map[string]string{sent: "the mail as it went", filepath.Join(outbox, ".writing-42"): "half a mail"} {
		if err := os.WriteFile(name, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}

	shop := startLiveShopOn(t, data)
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(shop.Log(), "marked sent") {
		if time.Now().After(deadline) {
			t.Fatalf("the start did not settle the cut-off send:\n%s", shop.Log())
		}
		time.Sleep(20 * time.Millisecond)
	}
	files, _ := filepath.Glob(filepath.Join(outbox, "*"))
	hidden, _ := filepath.Glob(filepath.Join(outbox, ".*"))
	if len(files) != 1 || files[0] != sent || len(hidden) != 0 {
		t.Errorf("the outbox after the start: %v %v", files, hidden)
	}
}
