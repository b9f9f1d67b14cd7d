package handlers

import (
	"context"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"shop/assets"
	"shop/i18n"
	"shop/store"
	"shop/urls"
)

var rootMarkup = regexp.MustCompile(`(?s)<div id="root">(.*?)</div>\n<script type="application/json" id="page">`)

// root is the content of the shell's #root.
func root(t *testing.T, body string) string {
	t.Helper()
	m := rootMarkup.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no #root in %.300s", body)
	}
	return m[1]
}

func isPreloader(markup string) bool { return strings.HasPrefix(markup, `<div id="preloader"`) }

// needBundle skips a test that needs the UI's server script when the bundle is not built
// (./build.sh builds it before the tests).
func needBundle(t *testing.T) {
	t.Helper()
	if assets.ReadManifest(assets.FS).Server == "" {
		t.Skip("the UI bundle is not built (./build.sh build)")
	}
}

// rendered asks for a page until the renderer (which loads in the background when the server
// starts, and renders past a request's wait into its cache) has rendered it; it answers the
// response and the markup inside #root.
func rendered(t *testing.T, a *apiTest, path string, cookies ...*http.Cookie) (*httptest.ResponseRecorder, string) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(10 * time.Millisecond) {
		cookie := a.cookie
		req := httptest.NewRequest(http.MethodGet, path, nil)
		if cookie != nil {
			req.AddCookie(cookie)
		}
		for _, c := range cookies {
			req.AddCookie(c)
		}
		rec := httptest.NewRecorder()
		a.e.ServeHTTP(rec, req)
		if markup := root(t, rec.Body.String()); !isPreloader(markup) {
			return rec, markup
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET %s: never rendered", path)
		}
	}
}

func TestRenderedPagesShowTheirContent(t *testing.T) {
	t.Parallel()
	needBundle(t)
	a := newRenderingAPITest(t, "lv_shop")
	ctx := context.Background()
	menu, err := a.st.Menu(ctx, "")
	if err != nil || len(menu) == 0 {
		t.Fatal("no categories", err)
	}
	esc := html.EscapeString
	first := func(path string) (title, heading string) {
		p := a.page(path, http.StatusOK)
		return dig(p, "props", "search", "collection", "data", "products", 0, "title").(string), fmt.Sprint(dig(p, "props", "heading"))
	}

	rec, home := rendered(t, a, "/")
	hp := a.page("/", http.StatusOK)
	for _, want := range []string{
		`<h1 class="sr-only">` + esc(i18n.T("lv", "home_title")) + `</h1>`,
		esc(dig(hp, "props", "gallery_banners", 0, "title").(string)),
		esc(dig(hp, "props", "articles", 0, "title").(string)),
		`href="` + urls.Category(menu[0].Slug) + `"`,
		`class="home-section container slider-section" aria-busy="true"`, // the sliders' skeletons
	} {
		if !strings.Contains(home, want) {
			t.Errorf("home markup lacks %s", want)
		}
	}
	if !strings.Contains(rec.Body.String(), `<link rel="modulepreload" href="/assets/home-`) {
		t.Error("the home shell does not preload the home page's chunk")
	}

	catPath := urls.Category(menu[0].Slug)
	title, heading := first(catPath)
	rec, cat := rendered(t, a, catPath)
	for _, want := range []string{"<h1>" + esc(heading) + "</h1>", esc(title), `class="crumbs"`, `fetchPriority="high"`} {
		if !strings.Contains(cat, want) {
			t.Errorf("catalogue markup lacks %s", want)
		}
	}
	if !strings.Contains(rec.Body.String(), `<link rel="modulepreload" href="/assets/catalog-`) {
		t.Error("the catalogue shell does not preload the catalog page's chunk")
	}

	title, _ = first("/search?q=galaxy")
	_, search := rendered(t, a, "/search?q=galaxy")
	if !strings.Contains(search, esc(title)) || !strings.Contains(search, esc(i18n.T("lv", "search_results_for", "q", "galaxy"))) {
		t.Error("search markup lacks the results")
	}

	rec, nf := rendered(t, a, "/no/such/page")
	if rec.Code != http.StatusNotFound || !strings.Contains(nf, "<h1>"+esc(i18n.T("lv", "not_found_title"))+"</h1>") {
		t.Errorf("404: %d, markup without its heading", rec.Code)
	}
}

func TestRenderedPagesNeverShowTheShopper(t *testing.T) {
	t.Parallel()
	needBundle(t)
	a := newRenderingAPITest(t, "lv_shop")
	ctx := context.Background()
	menu, _ := a.st.Menu(ctx, "")
	path := urls.Category(menu[0].Slug)
	_, anonymous := rendered(t, a, path)

	// A signed-in shopper with a wishlist and a compare list.
	if _, err := a.st.CreateUser(ctx, store.NewUser{Email: "ssr@example.com", Password: "correct horse", Name: "Zelma", Surname: "Ozoliņa"}); err != nil {
		t.Fatal(err)
	}
	in := a.json(http.MethodPost, "/login", `{"email":"ssr@example.com","password":"correct horse"}`, http.StatusOK)
	a.csrf = in["csrf"].(string)
	page := a.page(path, http.StatusOK)
	id := dig(page, "props", "search", "collection", "data", "products", 0, "id")
	a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%v", id), "", http.StatusOK)
	compare := &http.Cookie{Name: "comparedProducts", Value: fmt.Sprint(id)}
	rec, shopper := rendered(t, a, path, compare)
	if ids := dig(a.page(path, http.StatusOK), "shared", "wishlist_ids").([]any); len(ids) != 1 {
		t.Fatalf("the shopper's wishlist = %v", ids)
	}
	if shopper != anonymous {
		t.Error("the shopper's page renders other markup than an anonymous visitor's")
	}
	for _, secret := range []string{"Zelma", a.csrf, "is-on", `class="badge"`} {
		if strings.Contains(shopper, secret) {
			t.Errorf("the rendered page holds %q", secret)
		}
	}
	if !strings.Contains(rec.Body.String(), `"wishlist_ids":[`+fmt.Sprint(id)+`]`) {
		t.Error("the shopper's own state is missing from the page JSON")
	}

	// Another visitor, without a session, gets the anonymous page.
	other := *a
	other.cookie = nil
	if _, markup := rendered(t, &other, path); markup != anonymous || strings.Contains(markup, "Zelma") {
		t.Error("another visitor's page differs")
	}
}

func TestRenderedPageFollowsTheCatalogue(t *testing.T) {
	t.Parallel()
	needBundle(t)
	a := newRenderingAPITest(t, "lv_shop")
	ctx := context.Background()
	path := "/search?q=galaxy&sort=title:asc"
	page := a.page(path, http.StatusOK)
	id := int64(dig(page, "props", "search", "collection", "data", "products", 0, "id").(float64))
	link := dig(page, "props", "search", "collection", "data", "products", 0, "link").(string)
	// stock is the stock line of the product's card
	stock := func(markup string) string {
		card := markup[strings.Index(markup, `<a href="`+link+`">`):]
		return card[strings.Index(card, `<p class="stock`):][:80]
	}
	if err := a.st.SetStock(ctx, id, 7); err != nil {
		t.Fatal(err)
	}
	_, before := rendered(t, a, path)
	out := `<p class="stock stock--out-of-stock">` + html.EscapeString(i18n.T("lv", "stock_out_of_stock"))
	if strings.HasPrefix(stock(before), out) {
		t.Fatal("in stock, yet rendered out of stock")
	}
	version := a.st.CatalogVersion()
	if err := a.st.SetStock(ctx, id, 0); err != nil {
		t.Fatal(err)
	}
	if a.st.CatalogVersion() == version {
		t.Fatal("a stock change did not move the catalogue version")
	}
	if _, after := rendered(t, a, path); !strings.HasPrefix(stock(after), out) {
		t.Error("after the stock change the cached page still shows the old stock")
	}
}

func TestRenderedPageFollowsThePreferences(t *testing.T) {
	t.Parallel()
	needBundle(t)
	a := newRenderingAPITest(t, "lv_shop")
	menu, _ := a.st.Menu(context.Background(), "")
	path := urls.Category(menu[0].Slug)
	_, gross := rendered(t, a, path)
	_, net := rendered(t, a, path, &http.Cookie{Name: "showPricesWithTax", Value: "false"}, &http.Cookie{Name: "catalogDisplayMode", Value: "row"})
	vat := func(key string) string {
		return `<span class="pcard__vat">` + html.EscapeString(i18n.T("lv", key)) + `</span>`
	}
	incl, excl := vat("price_incl_vat"), vat("price_excl_vat")
	if !strings.Contains(gross, incl) || strings.Contains(gross, excl) || !strings.Contains(gross, "plist--grid") {
		t.Error("default page: not prices with VAT in a grid")
	}
	if !strings.Contains(net, excl) || strings.Contains(net, incl) || !strings.Contains(net, "plist--row") {
		t.Error("with the tax switch off and rows chosen: other markup")
	}
}

// The cookie banner paints with the page for a visitor who has not chosen, and is not in the
// page of one who has (whichever way they chose).
func TestRenderedCookieBannerFollowsTheChoice(t *testing.T) {
	t.Parallel()
	needBundle(t)
	a := newRenderingAPITest(t, "lv_shop")
	_, first := rendered(t, a, "/")
	if !strings.Contains(first, `class="consent"`) {
		t.Error("a first-time visitor's page lacks the cookie banner")
	}
	for _, choice := range []string{"granted", "denied"} {
		if _, page := rendered(t, a, "/", &http.Cookie{Name: "cookie_consent", Value: choice}); strings.Contains(page, `class="consent"`) {
			t.Errorf("the banner shows after the shopper %s", choice)
		}
	}
}

// A renderer that cannot answer in time never fails the page: the shell goes out as before.
func TestSlowOrBusyRendererFallsBackToTheShell(t *testing.T) {
	t.Parallel() // it mostly waits for its renderer's time limits, on a renderer of its own
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("manifest.json", `{"js":"app.js","server":"server.js"}`)
	write("server.js", `
globalThis.ssrCatalogue = () => {};
globalThis.ssrBoot = () => Promise.resolve(1);
globalThis.ssrRender = (json) => {
  const { page } = JSON.parse(json);
  if (page.url.includes('slow')) for (;;) {}
  return '<p>rendered ' + page.component + '</p>';
};`)
	a := newRenderingAPITest(t, "lv_shop")
	sessions, err := store.OpenSessions(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sessions.Close() })
	// Short limits of its own: the defaults stretch 40 times under the race detector, and this
	// test's script renders in no time when it is not stuck.
	e, err := New(Config{ShopCode: "lv_shop", DevAssets: dir, RenderWait: 500 * time.Millisecond, RenderTimeout: 5 * time.Second,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, a.st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	a.e, a.cookie = e, nil
	if _, markup := rendered(t, a, "/"); markup != "<p>rendered home</p>" {
		t.Fatalf("markup = %q", markup)
	}
	// Stuck past the wait, then busy (the stuck render holds the VM until its timeout): both
	// go out as the shell, on time.
	for _, path := range []string{"/?slow=1", "/?busy=1"} {
		rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
		if rec.Code != http.StatusOK {
			t.Errorf("GET %s: %d", path, rec.Code)
		}
		if markup := root(t, rec.Body.String()); !isPreloader(markup) {
			t.Errorf("GET %s: %q, want the shell's preloader", path, markup)
		}
	}
	// Once the stuck render is interrupted and the VM replaced, pages render again.
	if _, markup := rendered(t, a, "/c/no-such-category"); markup != "<p>rendered not-found</p>" {
		t.Errorf("after the timeout: %q", markup)
	}
}

// Two shoppers at once, each asking for a page nobody asked for before, both get it rendered
// on their first request: the second waits for the renderer's turn instead of going out as
// the bare shell (crawlers see only the spinner there). The wait is long here, so that the
// test asks whether the second request waits, not how fast this machine renders (bench -only
// ssr measures that). Serial, so it runs before the parallel tests, alone on the shop's renderer.
func TestTwoShoppersAtOnceGetRenderedPages(t *testing.T) {
	needBundle(t)
	st, sessions, _ := openDemo(t)
	a := newRenderingAPITestWith(t, Config{ShopCode: "lv_shop", RenderWait: time.Minute}, st, sessions)
	rendered(t, a, "/") // the renderer has loaded
	m := a.json(http.MethodGet, "/api/search/products?per_page=16&sort=title:desc", "", http.StatusOK)
	var paths []string
	for i := range 2 {
		paths = append(paths, dig(m, "collection", "data", "products", i, "link").(string))
	}
	start := make(chan struct{})
	markups := make([]string, len(paths))
	done := make(chan struct{})
	for i, path := range paths {
		go func() {
			defer func() { done <- struct{}{} }()
			<-start
			rec := httptest.NewRecorder()
			a.e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
			markups[i] = rec.Body.String()
		}()
	}
	close(start)
	for range paths {
		<-done
	}
	for i, body := range markups {
		if isPreloader(root(t, body)) {
			t.Errorf("%s went out as the bare shell on its first request", paths[i])
		}
	}
}
