package store

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func contentShop(t *testing.T) *Store {
	t.Helper()
	st := openStore(t)
	if err := st.SetLanguages(context.Background(), Languages{Default: "lv", All: []string{"lv", "en", "ru", "fi"}}); err != nil {
		t.Fatal(err)
	}
	return st
}

func fieldErrorsOf(t *testing.T, err error) FieldErrors {
	t.Helper()
	var fe FieldErrors
	if !errors.As(err, &fe) {
		t.Fatalf("want field errors, got %v", err)
	}
	return fe
}

// TestContentArticleEdit: an article written in two languages reads back in each, its body
// cleaned; the storefront's reads (ArticleBySlug) show the new texts at once; each write
// leaves an audit row in its transaction.
func TestContentArticleEdit(t *testing.T) {
	t.Parallel()
	st := contentShop(t)
	ctx := context.Background()
	a, err := st.CreateContent(ctx, 0, ContentArticle, ContentItem{
		Fields: map[string]string{"slug": "jauns-raksts", "image": "/media/blog/a.webp"},
		Texts: map[string]map[string]string{
			"lv": {"title": "Jauns raksts", "body": `<p>Sveiki</p><script>alert(1)</script>`},
			"en": {"title": "New article", "body": `<p onclick="x()">Hello</p>`},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Texts["lv"]["body"]; got != "<p>Sveiki</p>" {
		t.Errorf("lv body = %q", got)
	}
	for lang, want := range map[string]string{"lv": "<p>Sveiki</p>", "en": "<p>Hello</p>", "ru": "<p>Sveiki</p>"} {
		got, err := st.ArticleBySlug(ctx, "jauns-raksts", lang)
		if err != nil {
			t.Fatal(err)
		}
		if got.Body != want {
			t.Errorf("%s: body %q, want %q", lang, got.Body, want)
		}
	}
	a.Texts["en"]["title"] = "Renamed"
	a.Texts["ru"] = map[string]string{"title": "Новая статья"}
	if _, err := st.UpdateContent(ctx, 0, ContentArticle, a.ID, a); err != nil {
		t.Fatal(err)
	}
	got, _ := st.ArticleBySlug(ctx, "jauns-raksts", "en")
	if got.Title != "Renamed" {
		t.Errorf("en title after update = %q", got.Title)
	}
	got, _ = st.ArticleBySlug(ctx, "jauns-raksts", "ru")
	if got.Title != "Новая статья" || got.Body != "<p>Sveiki</p>" {
		t.Errorf("ru after update = %q, %q", got.Title, got.Body)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE entity = 'blog_article' AND entity_id = ?`, idText(a.ID)); n != 2 {
		t.Errorf("%d audit rows, want 2", n)
	}
	// the same slug twice, a missing title, a picture from elsewhere, an unknown language
	_, err = st.CreateContent(ctx, 0, ContentArticle, ContentItem{
		Fields: map[string]string{"slug": "jauns-raksts", "image": "https://evil.test/a.png"},
		Texts:  map[string]map[string]string{"lv": {"title": "X"}, "de": {"title": "Y"}},
	})
	fe := fieldErrorsOf(t, err)
	for _, f := range []string{"image", "texts.de"} {
		if len(fe[f]) == 0 {
			t.Errorf("no error for %s: %v", f, fe)
		}
	}
	_, err = st.CreateContent(ctx, 0, ContentArticle, ContentItem{Fields: map[string]string{"slug": "jauns-raksts"},
		Texts: map[string]map[string]string{"lv": {"title": "X"}}})
	if fe := fieldErrorsOf(t, err); fe["slug"][0] != MsgTaken {
		t.Errorf("slug taken: %v", fe)
	}
	if err := st.DeleteContent(ctx, 0, ContentArticle, a.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.ArticleBySlug(ctx, "jauns-raksts", "en"); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted article: %v", err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM translations WHERE entity = 'blog_article' AND id = ?`, a.ID); n != 0 {
		t.Errorf("%d translations left", n)
	}
}

// TestContentBannerOrder: banners are ordered within their placement; an order must name each
// banner of it once.
func TestContentBannerOrder(t *testing.T) {
	t.Parallel()
	st := contentShop(t)
	ctx := context.Background()
	var ids []int64
	for _, title := range []string{"A", "B", "C"} {
		b, err := st.CreateContent(ctx, 0, ContentBanner, ContentItem{Fields: map[string]string{"placement": "gallery", "link": "/search"},
			Texts: map[string]map[string]string{"lv": {"title": title}, "en": {"title": title + " en"}}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, b.ID)
	}
	if err := st.OrderContent(ctx, 0, ContentBanner, "gallery", []int64{ids[2], ids[0], ids[1]}); err != nil {
		t.Fatal(err)
	}
	shown, err := st.Banners(ctx, "gallery", "en")
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, b := range shown {
		titles = append(titles, b.Title)
	}
	if strings.Join(titles, ",") != "C en,A en,B en" {
		t.Errorf("order %v", titles)
	}
	fe := fieldErrorsOf(t, st.OrderContent(ctx, 0, ContentBanner, "gallery", []int64{ids[0], ids[1]}))
	if len(fe["ids"]) == 0 {
		t.Errorf("a short order: %v", fe)
	}
	_, err = st.CreateContent(ctx, 0, ContentBanner, ContentItem{Fields: map[string]string{"placement": "roof", "link": "javascript:x"},
		Texts: map[string]map[string]string{"lv": {"title": ""}}})
	fe = fieldErrorsOf(t, err)
	for _, f := range []string{"placement", "link", "texts.lv.title"} {
		if len(fe[f]) == 0 {
			t.Errorf("no error for %s: %v", f, fe)
		}
	}
}

// TestInfoPageAndOverrides: an information page's languages are written and removed apart;
// an override shows in TextOverrides at once and its reset takes it away.
func TestInfoPageAndOverrides(t *testing.T) {
	t.Parallel()
	st := contentShop(t)
	ctx := context.Background()
	p, err := st.SaveInfoPage(ctx, 0, InfoPageEdit{Slug: "garantija", Texts: map[string]InfoPageText{
		"lv": {Title: "Garantija", Body: "Divi gadi.\n\n<b>Visiem</b>"}, "en": {Title: "Warranty", Body: "<h2>Two years</h2><iframe></iframe>"},
	}}, true)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Texts["en"].Body; got != "<h2>Two years</h2>" {
		t.Errorf("en body %q", got)
	}
	if got := p.Texts["lv"].Body; got != "<p>Divi gadi.</p><p><b>Visiem</b></p>" {
		t.Errorf("lv body %q", got)
	}
	shown, err := st.InfoPageBySlug(ctx, "garantija", "en", "lv")
	if err != nil || shown.Title != "Warranty" {
		t.Fatalf("en page %v %v", shown, err)
	}
	if _, err := st.SaveInfoPage(ctx, 0, InfoPageEdit{Slug: "garantija", Texts: map[string]InfoPageText{"en": {}}}, false); err != nil {
		t.Fatal(err)
	}
	if shown, _ := st.InfoPageBySlug(ctx, "garantija", "en", "lv"); shown.Lang != "lv" {
		t.Errorf("removed English still shows: %v", shown)
	}
	if _, err := st.SaveInfoPage(ctx, 0, InfoPageEdit{Slug: "garantija", Texts: map[string]InfoPageText{"lv": {Title: "X"}}}, true); err == nil {
		t.Error("a second page with the same slug")
	}

	if err := st.SetTextOverride(ctx, 0, "en", "cart_title", "Your basket"); err != nil {
		t.Fatal(err)
	}
	m, v1, err := st.TextOverrides(ctx, "en")
	if err != nil || m["cart_title"] != "Your basket" {
		t.Fatalf("overrides %v %v", m, err)
	}
	if err := st.ResetTextOverride(ctx, 0, "en", "cart_title"); err != nil {
		t.Fatal(err)
	}
	m, v2, _ := st.TextOverrides(ctx, "en")
	if _, ok := m["cart_title"]; ok || v2 == v1 {
		t.Errorf("after reset %v, version %d → %d", m, v1, v2)
	}
	if err := st.ResetTextOverride(ctx, 0, "en", "cart_title"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second reset: %v", err)
	}
	fe := fieldErrorsOf(t, st.SetTextOverride(ctx, 0, "de", "cart_title", ""))
	if len(fe["lang"]) == 0 || len(fe["value"]) == 0 {
		t.Errorf("bad override: %v", fe)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE entity IN ('text', 'info_page')`); n != 4 {
		t.Errorf("%d audit rows, want 4", n)
	}
}

// TestOverridesReload: an override written behind the store's back (an operator's SQL) shows
// after Reload, as SIGHUP runs it.
func TestOverridesReload(t *testing.T) {
	t.Parallel()
	st := contentShop(t)
	ctx := context.Background()
	if m, _, err := st.TextOverrides(ctx, "ru"); err != nil || len(m) != 0 {
		t.Fatalf("overrides at start: %v %v", m, err)
	}
	if _, err := st.write.ExecContext(ctx, `INSERT INTO text_overrides (lang, key, value, updated_at) VALUES ('ru', 'cart_title', 'Корзина', '2026-11-27T10:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	if m, _, _ := st.TextOverrides(ctx, "ru"); len(m) != 0 {
		t.Fatal("the cache read the table again before a reload")
	}
	if err := st.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if m, _, _ := st.TextOverrides(ctx, "ru"); m["cart_title"] != "Корзина" {
		t.Errorf("after Reload: %v", m)
	}
}
