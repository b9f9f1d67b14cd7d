package handlers

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"shop/urls"
)

var metaDescription = regexp.MustCompile(`<meta name="description" content="([^"]*)">`)

// Each content page answers 200 with its title, description, canonical link and JSON-LD.
func TestContentPages(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	// The test's requests carry X-Requested-With, so Accept-Language names their language: the
	// shop's own, whose links and canonical URLs have no prefix.
	a.lang = "lv"
	articles, _, err := a.st.ArticlesPage(context.Background(), 1, 1, "lv")
	if err != nil || len(articles) != 1 {
		t.Fatal(articles, err)
	}
	article := urls.Article(articles[0].Slug)
	for _, tc := range []struct {
		path, component, canonical string
		ld                         []string
	}{
		{"/brands", "brands", "/brands", []string{`"@type":"BreadcrumbList"`}},
		{"/blog", "blog", "/blog", []string{`"@type":"Blog"`, `"@type":"BlogPosting"`, `"@type":"BreadcrumbList"`}},
		{"/blog/page/2", "blog", "/blog/page/2", []string{`"@type":"Blog"`}},
		{article, "blog-article", article, []string{`"@type":"Article"`, `"datePublished":`, `"@type":"BreadcrumbList"`}},
		{"/info/delivery", "info-page", "/info/delivery", []string{`"@type":"WebPage"`, `"@type":"BreadcrumbList"`}},
		{"/info/about", "info-page", "/info/about", []string{`"@type":"AboutPage"`}},
		{"/contact", "contact", "/contact", []string{`"@type":"ContactPage"`}},
	} {
		rec := a.do(http.MethodGet, tc.path, "", nil)
		body := rec.Body.String()
		if rec.Code != http.StatusOK {
			t.Errorf("%s: %d", tc.path, rec.Code)
			continue
		}
		want := append([]string{`<link rel="canonical" href="http://example.com` + strings.ReplaceAll(tc.canonical, "&", "&amp;") + `">`,
			`"component":"` + tc.component + `"`}, tc.ld...)
		for _, w := range want {
			if !strings.Contains(body, w) {
				t.Errorf("%s lacks %s", tc.path, w)
			}
		}
		if m := metaDescription.FindStringSubmatch(body); m == nil || len(m[1]) < 40 {
			t.Errorf("%s: description %v", tc.path, m)
		}
	}
}

// The brands page lists every brand with its count; the blog pages hold the articles; the
// 404s are pages.
func TestContentPageProps(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	brands, _ := dig(a.page("/brands", http.StatusOK), "props", "brands").([]any)
	if len(brands) < 15 {
		t.Fatalf("%d brands", len(brands))
	}
	total := 0.0
	for _, b := range brands {
		n, _ := dig(b, "product_count").(float64)
		total += n
		if !strings.HasPrefix(dig(b, "link").(string), "/m/") || dig(b, "title") == "" {
			t.Errorf("brand %v", b)
		}
	}
	if total < 150 {
		t.Errorf("brands count %v products", total)
	}
	p1 := a.page("/blog", http.StatusOK)
	if n := len(dig(p1, "props", "articles").([]any)); n != blogPerPage || dig(p1, "props", "meta", "last_page") != 2.0 {
		t.Errorf("blog page 1: %d articles, meta %v", n, dig(p1, "props", "meta"))
	}
	if got := dig(a.page("/blog/page/2", http.StatusOK), "props", "meta", "current_page"); got != 2.0 {
		t.Errorf("/blog/page/2: page %v", got)
	}
	if rec := a.do(http.MethodGet, "/blog/page/1", "", nil); rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/blog" {
		t.Errorf("/blog/page/1: %d %s", rec.Code, rec.Header().Get("Location"))
	}
	link := dig(p1, "props", "articles", 0, "link").(string)
	art := a.page(link, http.StatusOK)
	if body, _ := dig(art, "props", "article", "body").(string); len(body) < 200 || dig(art, "props", "article", "title") == "" {
		t.Errorf("article %v", dig(art, "props"))
	}
	for _, path := range []string{"/blog/no-such-article", "/info/no-such-page", "/info/", "/blog/", "/blog/page/3", "/blog/page/0",
		"/blog/page/02", "/blog/page/x", "/blog/page/99999999999"} {
		if rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""}); rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), `"component":"not-found"`) {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
}

// Every information page the links name exists in lv, en and ru, each under its language's
// path; the delivery page lists the methods priced with the shop's VAT.
func TestInfoPages(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, key := range []string{"about", "delivery", "returns", "terms", "terms_2", "privacy", "cookies", "accessibility", "legal_guarantee"} {
		path := links[key]
		if !strings.HasPrefix(path, "/info/") {
			t.Fatalf("links[%s] = %q", key, path)
		}
		for _, l := range []string{"lv", "en", "ru"} {
			p := dig(a.page(a.st.Path(l, path), http.StatusOK), "props", "page")
			if dig(p, "lang") != l || len(dig(p, "body").(string)) < 300 || dig(p, "title") == "" {
				t.Errorf("%s in %s: %v", path, l, p)
			}
		}
	}
	// A page missing in a language: TestContentInThePagesLanguage.
	methods, _ := dig(a.page("/en/info/delivery", http.StatusOK), "props", "shipping_methods").([]any)
	if len(methods) != 3 || dig(methods, 0, "price_with_tax") != 599.0 || dig(methods, 1, "free_threshold_with_tax") != 5000.0 {
		t.Errorf("delivery methods %v", methods)
	}
	if dig(a.page("/info/returns", http.StatusOK), "props", "shipping_methods") != nil {
		t.Error("the returns page lists shipping methods")
	}
	body := a.do(http.MethodGet, "/info/cookies", "", nil).Body.String()
	for _, cookie := range []string{"shop_session", "cookie_consent", "showPricesWithTax", "catalogDisplayMode", "comparedProducts"} {
		if !strings.Contains(body, cookie) {
			t.Errorf("the cookies page does not name %s", cookie)
		}
	}
	if !strings.Contains(a.do(http.MethodGet, "/info/returns", "", nil).Body.String(), "14") {
		t.Error("the returns page does not name the 14 days")
	}
}

// The sitemap lists the content pages.
func TestSitemapListsContentPages(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	body := a.do(http.MethodGet, "/sitemap.xml", "", nil).Body.String()
	for _, want := range []string{"/contact</loc>", "/brands</loc>", "/blog</loc>", "/info/delivery</loc>", "/info/distance-selling</loc>", "/info/accessibility</loc>", "/info/legal-guarantee</loc>", "/blog/"} {
		if !strings.Contains(body, want) {
			t.Errorf("sitemap lacks %s", want)
		}
	}
	if n := strings.Count(body, "/info/"); n != 3*9 {
		t.Errorf("%d information pages in the sitemap, want 27 (each once in each language)", n)
	}
	if n := strings.Count(body, "/blog/"); n != 3*9 {
		t.Errorf("%d articles in the sitemap, want 27", n)
	}
	for _, want := range []string{"/en/info/delivery</loc>", "/ru/blog</loc>", "/en</loc>"} {
		if !strings.Contains(body, want) {
			t.Errorf("sitemap lacks %s", want)
		}
	}
}
