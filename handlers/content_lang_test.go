package handlers

import (
	"net/http"
	"strings"
	"testing"

	"shop/assets"
)

// The home page's banners (gallery, benefit, info, sidebar), slider titles, blog articles,
// team members and information pages are read in the page's language (/en/…, /ru/…) or the
// API call's (Accept-Language), and a missing translation falls back to the shop's default
// language, field by field.
func TestContentInThePagesLanguage(t *testing.T) {
	t.Parallel() // only the rendered-page tests render: the others' pages go out unrendered
	st, sessions, place := openDemo(t)
	a := newRenderingAPITestWith(t, Config{ShopCode: "lv_shop"}, st, sessions)
	db := place.SQL(t)
	// Take some translations away: those fields show the Latvian text.
	for _, q := range []string{
		`DELETE FROM translations WHERE entity = 'banner' AND id = 1 AND lang = 'en' AND field = 'title'`,
		`DELETE FROM translations WHERE entity = 'slider' AND id = (SELECT rowid FROM sliders WHERE type = 'popular') AND lang = 'en' AND field = 'sub_title'`,
		`DELETE FROM translations WHERE entity = 'blog_article' AND id = 1 AND lang = 'en' AND field = 'body'`,
		`DELETE FROM translations WHERE entity = 'team_member' AND id = 1 AND lang = 'ru' AND field = 'short_description'`,
		`DELETE FROM info_pages WHERE slug = 'cookies' AND lang = 'en'`,
	} {
		if res, err := db.Exec(q); err != nil {
			t.Fatal(err)
		} else if n, _ := res.RowsAffected(); n != 1 {
			t.Fatalf("%s: %d rows", q, n)
		}
	}
	want := func(where string, got any, text string) {
		t.Helper()
		if got != text {
			t.Errorf("%s = %v, want %q", where, got, text)
		}
	}

	// Home page: banners of every placement and the articles' teasers.
	lv, en, ru := a.page("/", http.StatusOK), a.page("/en", http.StatusOK), a.page("/ru", http.StatusOK)
	want("lv gallery title", dig(lv, "props", "gallery_banners", 0, "title"), "Black Friday: atlaides līdz -30%")
	want("en gallery title (no translation)", dig(en, "props", "gallery_banners", 0, "title"), "Black Friday: atlaides līdz -30%")
	want("en gallery text", dig(en, "props", "gallery_banners", 0, "text"), "Hundreds of products at this year's lowest prices")
	want("en gallery link", dig(en, "props", "gallery_banners", 0, "link"), "/en/search?discounts=1,2,3,4")
	want("lv gallery link", dig(lv, "props", "gallery_banners", 0, "link"), "/search?discounts=1,2,3,4")
	want("ru gallery title", dig(ru, "props", "gallery_banners", 0, "title"), "Black Friday: скидки до -30%")
	want("en benefit", dig(en, "props", "benefit_banners", 0, "title"), "Free delivery from 50 €")
	want("ru benefit", dig(ru, "props", "benefit_banners", 0, "title"), "Бесплатная доставка от 50 €")
	want("en extra", dig(en, "props", "extra_banners", 0, "title"), "Noise-cancelling headphones")
	want("lv info block", dig(lv, "props", "info_banner", "title"), "Veikals Rīgā")
	want("en info block", dig(en, "props", "info_banner", "title"), "Our shop in Riga")
	want("ru info block", dig(ru, "props", "info_banner", "title"), "Магазин в Риге")
	want("en article", dig(en, "props", "articles", 0, "title"), "How to choose a smartphone in 2026")
	want("ru article", dig(ru, "props", "articles", 0, "title"), "Как выбрать смартфон в 2026 году")
	link, _ := dig(en, "props", "articles", 0, "link").(string)
	if !strings.HasPrefix(link, "/en/blog/") {
		t.Errorf("en article link %q", link)
	}
	want("en sidebar banner", dig(a.page("/en/m/apple", http.StatusOK), "props", "sidebar_banner", "title"), "Free delivery from 50 €")

	// Slider titles, by the API's Accept-Language.
	a.lang = "en"
	sl := a.json(http.MethodGet, "/api/slider/popular", "", http.StatusOK)["slider"].(map[string]any)
	want("en slider title", sl["title"], "Bestsellers")
	want("en slider sub-title (no translation)", sl["sub_title"], "To pašlaik pērk visvairāk")
	want("en slider link", sl["link"], "/en/search?sort=quantity:desc")
	a.lang = "ru"
	want("ru slider title", dig(a.json(http.MethodGet, "/api/slider/popular", "", http.StatusOK), "slider", "title"), "Популярные товары")

	// Team members: the contact page and the API.
	team := a.json(http.MethodGet, "/api/team-members", "", http.StatusOK)["teamMembers"]
	want("ru role (no translation)", dig(team, 0, "short_description"), "Veikala vadītājs")
	if d, _ := dig(team, 0, "description").(string); !strings.HasPrefix(d, "Янис руководит") {
		t.Errorf("ru team description %q", d)
	}
	a.lang = "en"
	want("en role", dig(a.json(http.MethodGet, "/api/team-members", "", http.StatusOK), "teamMembers", 1, "short_description"), "Customer service manager")
	want("en contact page role", dig(a.page("/en/contact", http.StatusOK), "props", "team_members", 0, "short_description"), "Store manager")

	// A blog article: the teaser in the list, the article, and the language its JSON-LD names.
	want("en blog list", dig(a.page("/en/blog", http.StatusOK), "props", "articles", 0, "title"), "How to choose a smartphone in 2026")
	if html := a.do(http.MethodGet, "/ru/blog", "", nil).Body.String(); !strings.Contains(html, `"inLanguage":"ru","name"`) {
		t.Error("the Russian blog list's JSON-LD is not inLanguage ru")
	}
	slug := strings.TrimPrefix(link, "/en/blog/")
	art := a.page("/ru/blog/"+slug, http.StatusOK)
	want("ru article title", dig(art, "props", "article", "title"), "Как выбрать смартфон в 2026 году")
	want("ru article language", dig(art, "props", "article", "lang"), "ru")
	if html := a.do(http.MethodGet, "/ru/blog/"+slug, "", nil).Body.String(); !strings.Contains(html, `"inLanguage":"ru"`) {
		t.Error("the Russian article's JSON-LD is not inLanguage ru")
	}
	art = a.page("/en/blog/"+slug, http.StatusOK)
	want("en article title", dig(art, "props", "article", "title"), "How to choose a smartphone in 2026")
	if body, _ := dig(art, "props", "article", "body").(string); !strings.HasPrefix(body, "Viedtālruņu tirgū") {
		t.Errorf("en article body without a translation: %.60q", body)
	}
	want("en article language (body in Latvian)", dig(art, "props", "article", "lang"), "lv")
	if html := a.do(http.MethodGet, "/en/blog/"+slug, "", nil).Body.String(); !strings.Contains(html, `"inLanguage":"lv"`) {
		t.Error("the article shown in Latvian is not inLanguage lv")
	}
	if assets.ReadManifest(assets.FS).Server != "" { // the server-side renderer is built
		if _, markup := rendered(t, a, "/en/blog/"+slug); !strings.Contains(markup, `<div class="text-body post__body" lang="lv">`) {
			t.Error("the rendered English page does not mark the Latvian body lang=lv")
		}
	}

	// Information pages: their own per-language rows, the default language's when missing.
	want("en delivery", dig(a.page("/en/info/delivery", http.StatusOK), "props", "page", "title"), "Delivery")
	cookies := a.page("/en/info/cookies", http.StatusOK)
	want("en cookies (missing) language", dig(cookies, "props", "page", "lang"), "lv")
	if html := a.do(http.MethodGet, "/en/info/cookies", "", nil).Body.String(); !strings.Contains(html, `"inLanguage":"lv"`) {
		t.Error("the cookies page shown in Latvian is not inLanguage lv")
	}
}
