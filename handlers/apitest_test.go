package handlers

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"shop/demo"
	"shop/internal/testtool"
	"shop/payment"
	"shop/settings"
	"shop/store"
)

// apiTest is the whole app on a real SQLite file and a real bbolt file in a temp folder,
// driven through its HTTP handler like a browser: it keeps the session cookie and sends the
// CSRF token and the XMLHttpRequest marker the UI sends.
type apiTest struct {
	t        *testing.T
	e        *echo.Echo
	st       *store.Store
	sessions *store.Sessions
	cookie   *http.Cookie
	admin    *http.Cookie // the back office's session cookie, once signed in (newAdminTest)
	csrf     string
	lang     string
	remote   string         // the client's address; httptest's 192.0.2.1 when empty
	data     testtool.Place // the shop's data, for a test to change what the store's calls cannot (newAPITest's)
}

// newAPITest is the demo shop of shopCode whose pages go out unrendered (Config.NoRender):
// the shell with its head, JSON-LD and page JSON, which is what most tests read. A test of
// the rendered markup uses newRenderingAPITest.
func newAPITest(t *testing.T, shopCode string) *apiTest {
	t.Helper()
	return newDemoAPITest(t, Config{ShopCode: shopCode, NoRender: true})
}

// newRenderingAPITest is newAPITest whose pages are rendered, as the shop renders them.
func newRenderingAPITest(t *testing.T, shopCode string) *apiTest {
	t.Helper()
	return newDemoAPITest(t, Config{ShopCode: shopCode})
}

// newDemoAPITest is an apiTest of cfg on a new copy of the demo shop of cfg.ShopCode.
func newDemoAPITest(t *testing.T, cfg Config) *apiTest {
	t.Helper()
	v := variantOf(cfg.ShopCode)
	langs := store.Languages{Default: v.Defaults.Lang(), All: v.Defaults.Languages}
	st, sessions, place := openDemoOf(t, demo.Variant{Country: v.Country, Langs: langs, VAT: v.Defaults.VATBasisPoints})
	a := newAPITestServer(t, cfg, st, sessions)
	a.data = place
	return a
}

// openDemo opens a new copy of the 200-product Latvian demo shop (on the test run's database):
// its store, its sessions (both closed when the test ends) and where its data is.
func openDemo(t *testing.T) (*store.Store, *store.Sessions, testtool.Place) {
	t.Helper()
	return openDemoOf(t, demo.Latvia)
}

// openDemoOf is openDemo with the demo shop of variant v. Its sessions are where a shop on
// that database keeps them: in the database on PostgreSQL, in bbolt's file on SQLite.
func openDemoOf(t *testing.T, v demo.Variant) (*store.Store, *store.Sessions, testtool.Place) {
	t.Helper()
	st, place := openDemoStoreOf(t, v)
	sessions, err := store.OpenSessionsOf(st, place.Dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sessions.Close() })
	return st, sessions, place
}

// openDemoStoreOf is the store of a new copy of the demo shop of variant v (on the test run's
// database), closed when the test ends, and where its data is; its sessions are the caller's
// to open.
func openDemoStoreOf(t *testing.T, v demo.Variant) (*store.Store, testtool.Place) {
	t.Helper()
	ctx := context.Background()
	place := testtool.DemoPlace(t, testSchema(t), v, 200)
	st := place.Open(t, testSchema(t))
	if err := st.SetLanguages(ctx, v.Langs); err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	return st, place
}

// variantOf is the shop variant of code, with the settings a new data folder gets.
func variantOf(code string) settings.Variant {
	v, ok := settings.Lookup(code)
	if !ok {
		panic("no shop variant " + code)
	}
	return v
}

func testSchema(t *testing.T) string {
	t.Helper()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	return string(schema)
}

func TestMain(m *testing.M) {
	code := m.Run()
	testtool.RemoveTemplates()
	os.Exit(code)
}

// newAPITestWith is newAPITest with more settings; its pages go out unrendered too.
func newAPITestWith(t *testing.T, cfg Config, st *store.Store, sessions *store.Sessions) *apiTest {
	t.Helper()
	cfg.NoRender = true
	return newAPITestServer(t, cfg, st, sessions)
}

// newRenderingAPITestWith is newAPITestWith whose pages are rendered.
func newRenderingAPITestWith(t *testing.T, cfg Config, st *store.Store, sessions *store.Sessions) *apiTest {
	t.Helper()
	return newAPITestServer(t, cfg, st, sessions)
}

// newAPITestServer is an apiTest of cfg on st and sessions; trusted proxies default to loopback.
func newAPITestServer(t *testing.T, cfg Config, st *store.Store, sessions *store.Sessions) *apiTest {
	t.Helper()
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	if cfg.TrustedProxies == nil {
		cfg.TrustedProxies, _ = ParseTrustedProxies(DefaultTrustedProxies)
	}
	if cfg.Payments == nil {
		cfg.Payments = testPayments(t, cfg.ShopCode)
	}
	e, err := New(cfg, st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	a := &apiTest{t: t, e: e, st: st, sessions: sessions, lang: "en"}
	a.refreshSession()
	return a
}

// testPayments are the shop's payment providers with the test card serving the card method,
// as a demo runs them.
func testPayments(t *testing.T, shopCode string) *payment.Payments {
	t.Helper()
	p, err := payment.New(payment.Config{Country: variantOf(shopCode).Country, TestCard: true})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

var csrfMeta = regexp.MustCompile(`<meta name="csrf-token" content="([^"]+)">`)

// refreshSession loads the home page as a browser would, taking its cookie and CSRF token.
func (a *apiTest) refreshSession() {
	res := a.do(http.MethodGet, "/", "", map[string]string{"X-Requested-With": ""})
	m := csrfMeta.FindStringSubmatch(res.Body.String())
	if m == nil {
		a.t.Fatalf("no csrf meta in the shell: %s", res.Body.String()[:min(400, res.Body.Len())])
	}
	a.csrf = m[1]
}

func (a *apiTest) do(method, path, body string, headers map[string]string) *httptest.ResponseRecorder {
	a.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, r)
	if a.remote != "" {
		req.RemoteAddr = a.remote
	}
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	req.Header.Set("Accept-Language", a.lang)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if a.csrf != "" {
		req.Header.Set("X-CSRF-TOKEN", a.csrf)
	}
	if a.cookie != nil {
		req.AddCookie(a.cookie)
	}
	if a.admin != nil {
		req.AddCookie(a.admin)
	}
	for k, v := range headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	rec := httptest.NewRecorder()
	a.e.ServeHTTP(rec, req)
	for _, c := range rec.Result().Cookies() {
		if c.Name == sessionCookie {
			a.cookie = c
		}
		if c.Name == adminCookie {
			a.admin = c
			if c.MaxAge < 0 {
				a.admin = nil
			}
		}
	}
	return rec
}

// json does a request and decodes the JSON answer, failing unless the status is want.
func (a *apiTest) json(method, path, body string, want int) map[string]any {
	a.t.Helper()
	rec := a.do(method, path, body, nil)
	if rec.Code != want {
		a.t.Fatalf("%s %s: status %d, want %d: %s", method, path, rec.Code, want, rec.Body.String())
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		a.t.Fatalf("%s %s: content type %q", method, path, ct)
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		a.t.Fatalf("%s %s: %v: %s", method, path, err, rec.Body.String())
	}
	return m
}

// dig walks a decoded JSON value by keys and indexes: dig(m, "collection", "data", "products", 0).
func dig(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, ok := v.(map[string]any)
			if !ok {
				return nil
			}
			v = m[k]
		case int:
			l, ok := v.([]any)
			if !ok || k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}

// page fetches a page the way the client router does (X-Page: true) and decodes it.
func (a *apiTest) page(path string, want int) map[string]any {
	a.t.Helper()
	rec := a.do(http.MethodGet, path, "", map[string]string{"X-Page": "true"})
	if rec.Code != want {
		a.t.Fatalf("GET %s: status %d, want %d", path, rec.Code, want)
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		a.t.Fatalf("GET %s: %v", path, err)
	}
	return m
}
