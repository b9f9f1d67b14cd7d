package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/assets"
	"shop/i18n"
)

// N cookieless page views (crawlers, link checkers, 404s) leave the session store as it was,
// and the CSRF token a first page view shows still works for the first write.
func TestPageViewsCostNoWrite(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	before, err := a.sessions.Count()
	if err != nil {
		t.Fatal(err)
	}
	paths := []string{"/", "/c/viedtalruni", "/m/samsung", "/search?q=galaxy", "/wishlist", "/no-such-page", "/robots.txt", "/sitemap.xml"}
	for i := range 50 {
		a.cookie = nil
		rec := a.do(http.MethodGet, paths[i%len(paths)], "", map[string]string{"X-Requested-With": ""})
		if rec.Code >= 500 {
			t.Fatalf("%s: %d", paths[i%len(paths)], rec.Code)
		}
	}
	if after, _ := a.sessions.Count(); after != before {
		t.Fatalf("50 cookieless page views stored %d sessions", after-before)
	}

	// A first visit: the page gives a cookie and a token bound to it, and stores nothing…
	a.cookie = nil
	a.refreshSession()
	if a.cookie == nil {
		t.Fatal("a first page view gave no session cookie")
	}
	if after, _ := a.sessions.Count(); after != before {
		t.Fatal("a first page view stored a session")
	}
	// …until the visitor stores something: the token from that page is accepted.
	a.json(http.MethodPost, "/api/wishlist/toggle/5", "", http.StatusOK)
	if after, _ := a.sessions.Count(); after != before+1 {
		t.Fatalf("the first write stored %d sessions, want 1", after-before)
	}
	// The same browser keeps its session and its token.
	token := a.csrf
	a.refreshSession()
	if a.csrf != token {
		t.Error("the CSRF token changed when the session was stored")
	}
	if got := dig(a.page("/wishlist", http.StatusOK), "shared", "wishlist_ids"); fmt.Sprint(got) != "[5]" {
		t.Errorf("wishlist after the first write = %v", got)
	}
}

// The CSRF check fails closed: every unsafe request, on any route or none, needs the token
// bound to its session cookie.
func TestCSRFFailsClosed(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	token, cookie := a.csrf, a.cookie
	for _, path := range []string{"/api/wishlist/toggle/5", "/api/newsletter/subscribe", "/login", "/robots.txt",
		"/assets/app.js", "/media/demo/x.svg", "/sitemap.xml", "/no-such-route", "/api/no-such-call"} {
		for name, set := range map[string]func(){
			"no cookie":   func() { a.cookie, a.csrf = nil, token },
			"no token":    func() { a.cookie, a.csrf = cookie, "" },
			"wrong token": func() { a.cookie, a.csrf = cookie, strings.Repeat("A", 43) },
		} {
			set()
			rec := a.do(http.MethodPost, path, `{"email":"a@b.lv"}`, nil)
			if rec.Code != 419 {
				t.Errorf("POST %s with %s: %d, want 419", path, name, rec.Code)
			}
		}
	}
	// The refusal speaks the request's language, though no session was read for it.
	a.cookie, a.csrf = cookie, ""
	for _, l := range []string{"en", "ru"} {
		rec := a.do(http.MethodPost, "/api/wishlist/toggle/5", "", map[string]string{"Accept-Language": l})
		if want := i18n.T(l, "error_csrf"); !strings.Contains(rec.Body.String(), want) {
			t.Errorf("419 with Accept-Language %s: %s, want %q", l, rec.Body, want)
		}
	}
	a.cookie, a.csrf = cookie, token
	a.json(http.MethodPost, "/api/newsletter/subscribe", `{"email":"a@b.lv","gRecaptchaResponse":"local:newsletter"}`, http.StatusOK)
}

// HEAD answers like GET without a body on every page, asset, picture, sitemap and robots.
func TestHeadAnswersLikeGet(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	paths := []string{"/", "/c/viedtalruni", "/search?q=galaxy", "/robots.txt", "/sitemap.xml", "/media/demo/logo.svg", "/api/slider/popular"}
	if js := assets.ReadManifest(assets.FS).JS; js != "" {
		paths = append(paths, "/assets/"+js)
	}
	for _, path := range paths {
		get := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
		head := a.do(http.MethodHead, path, "", map[string]string{"X-Requested-With": ""})
		if head.Code != http.StatusOK || head.Code != get.Code {
			t.Errorf("HEAD %s: %d, GET %d", path, head.Code, get.Code)
		}
		if head.Body.Len() != 0 {
			t.Errorf("HEAD %s has a %d-byte body", path, head.Body.Len())
		}
		if head.Header().Get("Content-Type") != get.Header().Get("Content-Type") {
			t.Errorf("HEAD %s: Content-Type %q, GET %q", path, head.Header().Get("Content-Type"), get.Header().Get("Content-Type"))
		}
	}
	if rec := a.do(http.MethodHead, "/no-such-page", "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound || rec.Body.Len() != 0 {
		t.Errorf("HEAD of a missing page: %d, %d bytes", rec.Code, rec.Body.Len())
	}
}

// Files and feeds answer a miss plainly, and the sitemap has exactly one URL per part.
func TestFilesAnswerPlainly(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, path := range []string{"/assets/nope.js", "/assets/deep/nope.css", "/media/demo/nope.png",
		"/sitemap-9223372036854775807.xml", "/sitemap-01.xml", "/sitemap-1.xml", "/sitemap-1", "/sitemap-.xml", "/1.xml"} {
		rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
		if rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, rec.Code)
		}
		if strings.HasPrefix(path, "/assets/") || strings.HasPrefix(path, "/media/") {
			if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") || strings.Contains(rec.Body.String(), "<html") {
				t.Errorf("%s: a missing file answers %q: %.80s", path, ct, rec.Body.String())
			}
		}
	}
}

// The body limit is the README's 1 MiB, not echo's 1,000,000 bytes.
func TestBodyLimitIsOneMiB(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for size, want := range map[int]int{MaxBodyBytes: http.StatusUnprocessableEntity, MaxBodyBytes + 1: http.StatusRequestEntityTooLarge} {
		prefix, suffix := `{"email":"`, `"}`
		body := prefix + strings.Repeat("a", size-len(prefix)-len(suffix)) + suffix
		if rec := a.do(http.MethodPost, "/api/newsletter/subscribe", body, nil); rec.Code != want {
			t.Errorf("a body of %d bytes: %d, want %d", size, rec.Code, want)
		}
	}
}

// JSON that is not exactly one well-formed value, and query strings the server cannot read
// exactly, are refused; nothing is stored altered.
func TestStrictInput(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ctx := context.Background()
	for _, body := range []string{
		`{"email":"anna@example.com"} {"email":"eve@example.com"}`,
		`{"email":"anna@example.com"}garbage`,
		"{\"email\":\"an\xffna@example.com\"}",
		`{"email":"an\ud800na@example.com"}`,
		`{"email":"an\udc00na@example.com"}`,
		`{"email":"an\ud800\u0041na@example.com"}`,
	} {
		rec := a.do(http.MethodPost, "/api/newsletter/subscribe", body, nil)
		if rec.Code != http.StatusBadRequest {
			t.Errorf("%q: %d, want 400", body, rec.Code)
		}
	}
	if n, err := a.st.CountSubscriptions(ctx, "newsletter"); err != nil || n != 0 {
		t.Errorf("refused bodies stored %d subscriptions (%v)", n, err)
	}
	a.json(http.MethodPost, "/api/newsletter/subscribe", `{"email":"anna@example.com","note":"\ud83d\ude00 ok","gRecaptchaResponse":"local:newsletter"}`, http.StatusOK)

	for query, field := range map[string]string{
		"categories=1;2": "categories", "q=%ff": "q", "q=%zz": "q", "sort=title:asc;x": "sort", "page=1&per_page=%": "per_page",
	} {
		m := a.json(http.MethodGet, "/api/search/products?"+query, "", http.StatusUnprocessableEntity)
		if dig(m, "errors", field) == nil {
			t.Errorf("?%s: errors %v, want a %q error", query, m["errors"], field)
		}
	}
	a.json(http.MethodGet, "/api/search/products?categories=1,2&q=gal%C4%81xy", "", http.StatusOK)
}

// X-Forwarded-* are believed only from trusted proxies; --base-url makes every absolute URL.
func TestForwardedHeadersOnlyFromTrustedProxies(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	fwd := map[string]string{"X-Requested-With": "", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example"}
	for remote, trusted := range map[string]bool{"203.0.113.9:5000": false, "127.0.0.1:5000": true, "[::1]:5000": true} {
		a.cookie, a.remote = nil, remote
		rec := a.do(http.MethodGet, "/", "", fwd)
		hsts := rec.Header().Get("Strict-Transport-Security") != ""
		canonicalEvil := strings.Contains(rec.Body.String(), `<link rel="canonical" href="https://evil.example/">`)
		secure := false
		for _, c := range rec.Result().Cookies() {
			secure = secure || c.Name == sessionCookie && c.Secure
		}
		if hsts != trusted || canonicalEvil != trusted || secure != trusted {
			t.Errorf("from %s (trusted %v): HSTS %v, forwarded canonical %v, Secure cookie %v", remote, trusted, hsts, canonicalEvil, secure)
		}
		robots := a.do(http.MethodGet, "/robots.txt", "", fwd).Body.String()
		if strings.Contains(robots, "evil.example") != trusted {
			t.Errorf("from %s: robots.txt %q", remote, robots)
		}
	}
	a.remote = "203.0.113.9:5000"
	if rec := a.do(http.MethodGet, "/", "", map[string]string{"X-Requested-With": "", "Host": "a b/c"}); !strings.Contains(rec.Body.String(), `href="http://localhost/"`) {
		t.Error("a malformed Host header reached the canonical link")
	}

	b := newAPITestWith(t, Config{ShopCode: "lv_shop", BaseURL: "https://shop.example/"}, a.st, a.sessions)
	b.remote = "127.0.0.1:5000"
	rec := b.do(http.MethodGet, "/c/viedtalruni", "", fwd)
	if !strings.Contains(rec.Body.String(), `<link rel="canonical" href="https://shop.example/c/viedtalruni">`) {
		t.Error("--base-url does not make the canonical link")
	}
	if sm := b.do(http.MethodGet, "/sitemap.xml", "", fwd).Body.String(); !strings.Contains(sm, "<loc>https://shop.example/</loc>") || strings.Contains(sm, "evil") {
		t.Error("--base-url does not make the sitemap's URLs")
	}
}

func TestConfigValidation(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{ShopCode: "nosuchshop"}, `unknown shop code "nosuchshop" (known: lv_shop, fi_tel_shop, tt_fi_tel_shop)`},
		{Config{ShopCode: "lv_shop", BaseURL: "shop.example"}, `--base-url must be an origin`},
		{Config{ShopCode: "lv_shop", BaseURL: "https://shop.example/shop"}, `--base-url must be an origin`},
	} {
		err := c.cfg.Validate()
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "code=") {
			t.Errorf("%+v: %v, want %q", c.cfg, err, c.want)
		}
	}
	if err := (Config{ShopCode: "fi_tel_shop", BaseURL: "https://shop.example"}).Validate(); err != nil {
		t.Error(err)
	}
	for _, bad := range []string{"localhost", "10.0.0.0/33", "1.2.3.4,x"} {
		if _, err := ParseTrustedProxies(bad); err == nil {
			t.Errorf("--trusted-proxies %q accepted", bad)
		}
	}
	if p, err := ParseTrustedProxies(" 10.0.0.1, 192.168.0.0/16 ,::1"); err != nil || len(p) != 3 {
		t.Errorf("ParseTrustedProxies = %v, %v", p, err)
	}
}
