package handlers

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"shop/i18n"
)

// A page's language is its URL's: the default language without a prefix, another under
// /{lang}. The shell says so in <html lang>, links the page in each language (hreflang and
// x-default) and takes its own as the canonical link; every link the page shares stays in its
// language, and the switcher links the same page, query and all, in each language.
func TestPageURLsPerLanguage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	cat := dig(a.page("/", http.StatusOK), "shared", "menu", 0, "link").(string)
	html := a.do(http.MethodGet, "/en"+cat, "", map[string]string{"X-Requested-With": ""}).Body.String()
	for _, want := range []string{
		`<html lang="en">`,
		`<link rel="canonical" href="http://example.com/en` + cat + `">`,
		`<link rel="alternate" hreflang="lv" href="http://example.com` + cat + `">`,
		`<link rel="alternate" hreflang="en" href="http://example.com/en` + cat + `">`,
		`<link rel="alternate" hreflang="ru" href="http://example.com/ru` + cat + `">`,
		`<link rel="alternate" hreflang="x-default" href="http://example.com` + cat + `">`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("/en%s lacks %s", cat, want)
		}
	}
	if strings.Contains(html, `hreflang="fi"`) {
		t.Error("the Latvian shop names a Finnish page")
	}

	p := a.page("/ru"+cat+"?sort=price_with_tax:asc", http.StatusOK)
	if dig(p, "shared", "lang") != "ru" || dig(p, "url") != "/ru"+cat+"?sort=price_with_tax:asc" {
		t.Errorf("page %v, url %v", dig(p, "shared", "lang"), dig(p, "url"))
	}
	for name, link := range dig(p, "shared", "links").(map[string]any) {
		if l := link.(string); l != "/ru" && !strings.HasPrefix(l, "/ru/") {
			t.Errorf("links.%s = %s on a Russian page", name, l)
		}
	}
	for _, c := range dig(p, "props", "breadcrumbs").([]any) {
		if l := dig(c, "link").(string); !strings.HasPrefix(l, "/ru") {
			t.Errorf("breadcrumb %s on a Russian page", l)
		}
	}
	var urls []string
	for _, l := range dig(p, "shared", "languages").([]any) {
		urls = append(urls, dig(l, "code").(string)+" "+dig(l, "name").(string)+" "+dig(l, "url").(string))
	}
	q := cat + "?sort=price_with_tax:asc"
	if want := "lv Latviešu " + q + "|en English /en" + q + "|ru Русский /ru" + q; strings.Join(urls, "|") != want {
		t.Errorf("languages %v, want %s", urls, want)
	}

	// The default language has one address: its prefix redirects there, query kept.
	rec := a.do(http.MethodGet, "/lv"+cat+"?page=2", "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != cat+"?page=2" {
		t.Errorf("/lv%s: %d %s", cat, rec.Code, rec.Header().Get("Location"))
	}
	// Another language's home has one address too: /en, never /en/ (query kept).
	for path, want := range map[string]string{"/en/": "/en", "/ru/?sort=new": "/ru?sort=new"} {
		if rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != want {
			t.Errorf("%s: %d %s, want a permanent redirect to %s", path, rec.Code, rec.Header().Get("Location"), want)
		}
	}
	// A language the shop does not speak is no page of it.
	for _, path := range []string{"/fi" + cat, "/de", "/xx/cart"} {
		if rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
	// noindex pages name no alternates.
	if html := a.do(http.MethodGet, "/en/cart", "", map[string]string{"X-Requested-With": ""}).Body.String(); strings.Contains(html, "hreflang") {
		t.Error("the cart has hreflang links")
	}
}

// The Finnish shops speak Finnish without a prefix and English under /en, nothing else.
func TestFinnishShopLanguages(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "fi_tel_shop")
	home := a.do(http.MethodGet, "/", "", map[string]string{"X-Requested-With": ""}).Body.String()
	alternates := regexp.MustCompile(`hreflang="([^"]+)" href="([^"]+)"`).FindAllStringSubmatch(home, -1)
	var got []string
	for _, m := range alternates {
		got = append(got, m[1]+"="+m[2])
	}
	if want := "fi=http://example.com/|en=http://example.com/en|x-default=http://example.com/"; strings.Join(got, "|") != want {
		t.Errorf("alternates %v, want %s", got, want)
	}
	if !strings.Contains(home, `<html lang="fi">`) {
		t.Error("the Finnish shop's home is not in Finnish")
	}
	if rec := a.do(http.MethodGet, "/fi/cart", "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/cart" {
		t.Errorf("/fi/cart: %d %s", rec.Code, rec.Header().Get("Location"))
	}
	for _, path := range []string{"/ru", "/lv/cart"} {
		if rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
	// An API call speaks the page's language, sent as Accept-Language, among the shop's own.
	for accept, want := range map[string]string{"fi-FI": "fi", "en-GB": "en", "ru": "fi", "lv": "fi"} {
		a.lang = accept
		m := a.json(http.MethodGet, "/api/slider/bogus", "", http.StatusNotFound)
		if m["message"] != i18n.T(want, "error_unknown_slider") {
			t.Errorf("Accept-Language %s: %v, want the %s message", accept, m["message"], want)
		}
	}
}

// Every link a page shares answers, in every language of the shop (A link is a promise).
func TestSharedLinksAnswerInEveryLanguage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, prefix := range []string{"/en", "/ru"} {
		for name, link := range dig(a.page(prefix, http.StatusOK), "shared", "links").(map[string]any) {
			rec := a.do(http.MethodGet, link.(string), "", map[string]string{"X-Requested-With": ""})
			toSignIn := rec.Code == http.StatusSeeOther && strings.HasPrefix(rec.Header().Get("Location"), prefix+"/login?next=")
			if rec.Code != http.StatusOK && !toSignIn {
				t.Errorf("links.%s = %s answers %d (%s)", name, link, rec.Code, rec.Header().Get("Location"))
			}
		}
	}
}

// Structured data speaks the page's language and links its pages in it.
func TestStructuredDataInThePageLanguage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	home := a.do(http.MethodGet, "/ru", "", map[string]string{"X-Requested-With": ""}).Body.String()
	for _, want := range []string{`"@type":"WebSite"`, `"inLanguage":"ru"`, `"url":"http://example.com/ru"`,
		`"target":"http://example.com/ru/search?q={search_term_string}"`} {
		if !strings.Contains(home, want) {
			t.Errorf("/ru lacks %s", want)
		}
	}
	contact := a.do(http.MethodGet, "/en/contact", "", map[string]string{"X-Requested-With": ""}).Body.String()
	for _, want := range []string{`"@type":"ContactPage"`, `"inLanguage":"en"`, `"url":"http://example.com/en/contact"`,
		`"item":"http://example.com/en/contact"`} {
		if !strings.Contains(contact, want) {
			t.Errorf("/en/contact lacks %s", want)
		}
	}
}

// A link of the first language scheme (?lang=en, remembered in a cookie) moves to the page's
// URL in that language.
func TestOldLanguageLinksRedirect(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for in, want := range map[string]string{
		"/c/telefoni?lang=en&page=2": "/en/c/telefoni?page=2",
		"/?lang=ru":                  "/ru",
		"/search?q=a&lang=lv":        "/search?q=a",
		"/cart?lang=de":              "/cart",
	} {
		rec := a.do(http.MethodGet, in, "", map[string]string{"X-Requested-With": ""})
		if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != want {
			t.Errorf("%s: %d %s, want %s", in, rec.Code, rec.Header().Get("Location"), want)
		}
	}
}
