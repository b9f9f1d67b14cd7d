package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/store"
)

// auditCount is how many audit rows name action on entity id (read from the store: staff
// may not read the log).
func (a *apiTest) auditCount(action, entityID string) int {
	a.t.Helper()
	list, err := a.st.AuditLog(context.Background(), store.AuditFilter{Entity: strings.Split(action, ".")[0], EntityID: entityID, Limit: 200})
	if err != nil {
		a.t.Fatal(err)
	}
	n := 0
	for _, e := range list {
		if e.Action == action {
			n++
		}
	}
	return n
}

// TestAdminContentAccess: every content call needs a staff session and its CSRF token;
// staff (not only owners) may make them.
func TestAdminContentAccess(t *testing.T) {
	t.Parallel()
	stranger := newAPITest(t, "lv_shop")
	stranger.refreshSession()
	for _, c := range [][2]string{{"GET", "/api/admin/banners"}, {"POST", "/api/admin/articles"}, {"PUT", "/api/admin/sliders/order"},
		{"GET", "/api/admin/pages"}, {"DELETE", "/api/admin/team/1"}, {"GET", "/api/admin/texts?lang=lv"}, {"PUT", "/api/admin/texts"},
		{"GET", "/api/admin/benefits"}} {
		// a call that changes something is refused first for its token (419), a read for its session
		if rec := stranger.do(c[0], c[1], "{}", nil); rec.Code != http.StatusUnauthorized && !(c[0] != "GET" && rec.Code == 419) {
			t.Errorf("a stranger's %s %s: %d", c[0], c[1], rec.Code)
		}
	}
	a := newAdminTest(t, "staff")
	a.json(http.MethodGet, "/api/admin/banners", "", http.StatusOK)
	token := a.csrf
	a.csrf = "wrong"
	if rec := a.do(http.MethodPost, "/api/admin/team", `{"fields":{"email":"a@b.lv"},"texts":{"lv":{"name":"A"}}}`, nil); rec.Code != 419 {
		t.Errorf("a wrong token: %d", rec.Code)
	}
	a.csrf = token
	res := a.json(http.MethodPost, "/api/admin/team", `{"fields":{"email":"anna@shop.test"},"texts":{"lv":{"name":"Anna","short_description":"Vadītāja"},"en":{"short_description":"Manager"}}}`, http.StatusCreated)
	if dig(res, "item", "texts", "en", "short_description") != "Manager" {
		t.Errorf("team member: %v", res)
	}
	if a.auditCount("team_member.create", fmt.Sprint(dig(res, "item", "id"))) != 1 {
		t.Error("no audit row for the team member")
	}
}

// TestAdminArticleEdit: staff write an article in two languages with a script in its body:
// it is saved cleaned, the storefront's article page shows each language's text at once,
// and each write has its audit row; bad input is a 422 keyed by field.
func TestAdminArticleEdit(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	res := a.json(http.MethodPost, "/api/admin/articles", `{"fields":{"slug":"jauns-veikals","image":"/media/demo/logo.svg"},
"texts":{"lv":{"title":"Jauns veikals","short_description":"Īsi","body":"<h2>Sveiki</h2><p>Teksts</p><script>alert(1)</script>"},
"en":{"title":"A new shop","body":"<p onmouseover=\"x()\">Hello <a href=\"https://example.com/\">there</a></p>"}}}`, http.StatusCreated)
	id := fmt.Sprint(dig(res, "item", "id"))
	if got := dig(res, "item", "texts", "lv", "body"); got != "<h2>Sveiki</h2><p>Teksts</p>" {
		t.Errorf("lv body saved as %q", got)
	}
	if got := dig(res, "item", "texts", "en", "body"); got != `<p>Hello <a href="https://example.com/" target="_blank" rel="noopener">there</a></p>` {
		t.Errorf("en body saved as %q", got)
	}
	page := a.page("/blog/jauns-veikals", http.StatusOK)
	if dig(page, "props", "article", "title") != "Jauns veikals" || dig(page, "props", "article", "body_html") != true {
		t.Errorf("lv page: %v", dig(page, "props", "article"))
	}
	page = a.page("/en/blog/jauns-veikals", http.StatusOK)
	if dig(page, "props", "article", "title") != "A new shop" || !strings.Contains(dig(page, "props", "article", "body").(string), "Hello") {
		t.Errorf("en page: %v", dig(page, "props", "article"))
	}
	a.json(http.MethodPut, "/api/admin/articles/"+id, `{"fields":{"slug":"jauns-veikals"},"texts":{"en":{"title":"Renamed"}}}`, http.StatusOK)
	if got := dig(a.page("/en/blog/jauns-veikals", http.StatusOK), "props", "article", "title"); got != "Renamed" {
		t.Errorf("after the edit the English page shows %q", got)
	}
	if a.auditCount("blog_article.create", id) != 1 || a.auditCount("blog_article.update", id) != 1 {
		t.Error("no audit rows for the article's writes")
	}
	res = a.json(http.MethodPost, "/api/admin/articles", `{"fields":{"slug":"Ne Derīgs","image":"https://evil.test/x.png","color":"red"},
"texts":{"lv":{"title":""},"xx":{"title":"?"}}}`, http.StatusUnprocessableEntity)
	for _, f := range []string{"slug", "image", "color", "texts.lv.title", "texts.xx"} {
		if dig(res, "errors", f) == nil {
			t.Errorf("no error for %s: %v", f, res["errors"])
		}
	}
	res = a.json(http.MethodPost, "/api/admin/articles", `{"fields":{"slug":"jauns-veikals"},"texts":{"lv":{"title":"X"}}}`, http.StatusUnprocessableEntity)
	if dig(res, "errors", "slug") == nil {
		t.Errorf("a taken slug: %v", res)
	}
	a.json(http.MethodPut, "/api/admin/articles/order", `{"ids":[1]}`, http.StatusNotFound)
	a.do(http.MethodDelete, "/api/admin/articles/"+id, "", nil)
	a.page("/blog/jauns-veikals", http.StatusNotFound)
	if a.auditCount("blog_article.delete", id) != 1 {
		t.Error("no audit row for the delete")
	}
}

// TestAdminBannersAndBenefits: a banner edited shows on the next home page; benefits are
// banners of their own list, ordered by buttons' calls; a slider's type is fixed.
func TestAdminBannersAndBenefits(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	list := a.json(http.MethodGet, "/api/admin/banners?placement=gallery", "", http.StatusOK)
	items := list["items"].([]any)
	if len(items) == 0 {
		t.Fatal("the demo has no gallery banners")
	}
	first := items[0].(map[string]any)
	id := fmt.Sprint(first["id"])
	a.json(http.MethodPut, "/api/admin/banners/"+id, `{"fields":{"placement":"gallery","link":"/search","desktop_image":"/media/demo/logo.svg"},
"texts":{"lv":{"title":"Ziemas izpārdošana"}}}`, http.StatusOK)
	home := a.page("/", http.StatusOK)
	if got := dig(home, "props", "gallery_banners", 0, "title"); got != "Ziemas izpārdošana" {
		t.Errorf("home's first banner is %q", got)
	}
	res := a.json(http.MethodPut, "/api/admin/banners/"+id, `{"fields":{"placement":"gallery","link":"javascript:alert(1)","mobile_image":"/media/../x"},
"texts":{"lv":{"title":"x"}}}`, http.StatusUnprocessableEntity)
	if dig(res, "errors", "link") == nil || dig(res, "errors", "mobile_image") == nil {
		t.Errorf("bad link and picture: %v", res)
	}
	benefits := a.json(http.MethodGet, "/api/admin/benefits", "", http.StatusOK)["items"].([]any)
	if len(benefits) < 2 {
		t.Fatalf("%d benefits", len(benefits))
	}
	var ids []string
	for _, b := range benefits {
		ids = append(ids, fmt.Sprint(b.(map[string]any)["id"]))
	}
	for _, b := range a.json(http.MethodGet, "/api/admin/banners", "", http.StatusOK)["items"].([]any) {
		if dig(b, "fields", "placement") == "benefit" {
			t.Error("a benefit among the banners")
		}
	}
	a.json(http.MethodGet, "/api/admin/banners/"+ids[0], "", http.StatusNotFound) // a benefit is not a banner
	reversed := make([]string, len(ids))
	for i, id := range ids {
		reversed[len(ids)-1-i] = id
	}
	a.do(http.MethodPut, "/api/admin/benefits/order", `{"ids":[`+strings.Join(reversed, ",")+`]}`, nil)
	home = a.page("/", http.StatusOK)
	if got := fmt.Sprint(dig(home, "props", "benefit_banners", 0, "id")); got != reversed[0] {
		t.Errorf("first benefit %s, want %s", got, reversed[0])
	}
	if a.auditCount("banner.order", "benefit") != 1 {
		t.Error("no audit row for the order")
	}
	res = a.json(http.MethodPut, "/api/admin/benefits/order", `{"ids":[`+reversed[0]+`]}`, http.StatusUnprocessableEntity)
	if dig(res, "errors", "ids") == nil {
		t.Errorf("a short order: %v", res)
	}
	res = a.json(http.MethodPost, "/api/admin/benefits", `{"fields":{"link":"https://example.com/garantija"},"texts":{"lv":{"title":"Garantija 3 gadi"}}}`, http.StatusCreated)
	if dig(res, "item", "fields", "placement") != "benefit" {
		t.Errorf("a new benefit is placed %v", dig(res, "item", "fields", "placement"))
	}
	a.json(http.MethodPost, "/api/admin/banners", `{"fields":{"placement":"benefit"},"texts":{"lv":{"title":"x"}}}`, http.StatusUnprocessableEntity)

	sliders := a.json(http.MethodGet, "/api/admin/sliders", "", http.StatusOK)["items"].([]any)
	if len(sliders) < 2 {
		t.Fatalf("%d sliders in the demo", len(sliders))
	}
	var sliderIDs []string
	for _, sl := range sliders {
		sliderIDs = append(sliderIDs, fmt.Sprint(dig(sl, "id")))
	}
	typ := dig(sliders[0], "fields", "type").(string)
	a.json(http.MethodPut, "/api/admin/sliders/"+sliderIDs[0], `{"fields":{"is_active":"1","link":"/search"},"texts":{"en":{"title":"Picked for you"}}}`, http.StatusOK)
	a.lang = "en"
	if got := dig(a.json(http.MethodGet, "/api/slider/"+typ, "", http.StatusOK), "slider", "title"); got != "Picked for you" {
		t.Errorf("the %s slider's English title is %q", typ, got)
	}
	a.lang = ""
	sliderIDs[0], sliderIDs[1] = sliderIDs[1], sliderIDs[0]
	a.do(http.MethodPut, "/api/admin/sliders/order", `{"ids":[`+strings.Join(sliderIDs, ",")+`]}`, nil)
	if got := fmt.Sprint(dig(a.json(http.MethodGet, "/api/admin/sliders", "", http.StatusOK), "items", 0, "id")); got != sliderIDs[0] {
		t.Errorf("first slider %s, want %s", got, sliderIDs[0])
	}
	a.json(http.MethodDelete, "/api/admin/sliders/"+sliderIDs[0], "", http.StatusNotFound) // no such call
	if len(sliders) > 0 {
		sid := fmt.Sprint(dig(sliders[0], "id"))
		res = a.json(http.MethodPut, "/api/admin/sliders/"+sid, `{"fields":{"type":"no-such","is_active":"1"},"texts":{"lv":{"title":"T"}}}`, http.StatusUnprocessableEntity)
		if dig(res, "errors", "type") == nil {
			t.Errorf("slider type: %v", res)
		}
	}
}

// TestAdminInfoPagesAndTexts: an information page's language is written and shown, a linked
// page cannot be deleted; an interface text's override shows in the page's texts and its
// reset takes it away; a text must keep its placeholders.
func TestAdminInfoPagesAndTexts(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	res := a.json(http.MethodPut, "/api/admin/pages/delivery", `{"texts":{"en":{"title":"Shipping","body":"<h2>Fast</h2><img src=\"https://evil.test/x.png\"><p>Always</p>"}}}`, http.StatusOK)
	if got := dig(res, "page", "texts", "en", "body"); got != "<h2>Fast</h2><p>Always</p>" {
		t.Errorf("saved body %q", got)
	}
	page := a.page("/en/info/delivery", http.StatusOK)
	if dig(page, "props", "page", "title") != "Shipping" || dig(page, "props", "page", "body_html") != true {
		t.Errorf("the delivery page: %v", dig(page, "props", "page"))
	}
	res = a.json(http.MethodDelete, "/api/admin/pages/delivery", "", http.StatusConflict)
	if dig(res, "errors", "slug") == nil {
		t.Errorf("deleting a linked page: %v", res)
	}
	a.json(http.MethodPost, "/api/admin/pages", `{"slug":"garantija","texts":{"lv":{"title":""}}}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPost, "/api/admin/pages", `{"slug":"garantija","texts":{"lv":{"title":"Garantija","body":"Divi gadi"}}}`, http.StatusCreated)
	a.page("/info/garantija", http.StatusOK)
	if rec := a.do(http.MethodDelete, "/api/admin/pages/garantija", "", nil); rec.Code != http.StatusNoContent {
		t.Errorf("delete: %d", rec.Code)
	}
	if a.auditCount("info_page.update", "delivery") != 1 || a.auditCount("info_page.delete", "garantija") != 1 {
		t.Error("no audit rows for the pages")
	}

	texts := a.json(http.MethodGet, "/api/admin/texts?lang=en", "", http.StatusOK)["texts"].([]any)
	var key, def string
	for _, x := range texts {
		if k := dig(x, "key").(string); k == "cart_title" || (key == "" && !strings.Contains(dig(x, "default").(string), "{")) {
			key, def = k, dig(x, "default").(string)
		}
	}
	if key == "" {
		t.Fatal("no interface texts")
	}
	a.json(http.MethodPut, "/api/admin/texts", fmt.Sprintf(`{"lang":"en","key":%q,"value":"Our own words"}`, key), http.StatusOK)
	shell := a.do(http.MethodGet, "/en", "", map[string]string{"X-Requested-With": ""}).Body.String()
	if !strings.Contains(shell, `"`+key+`":"Our own words"`) {
		t.Errorf("the page's texts lack the override of %s", key)
	}
	if lv := a.do(http.MethodGet, "/", "", map[string]string{"X-Requested-With": ""}).Body.String(); strings.Contains(lv, "Our own words") {
		t.Error("the English override shows on the Latvian page")
	}
	if rec := a.do(http.MethodDelete, "/api/admin/texts?lang=en&key="+key, "", nil); rec.Code != http.StatusNoContent {
		t.Errorf("reset: %d", rec.Code)
	}
	shell = a.do(http.MethodGet, "/en", "", map[string]string{"X-Requested-With": ""}).Body.String()
	if strings.Contains(shell, "Our own words") {
		t.Errorf("the override of %s (%q) stays after its reset", key, def)
	}
	a.json(http.MethodDelete, "/api/admin/texts?lang=en&key="+key, "", http.StatusNotFound)
	if a.auditCount("text.update", "en:"+key) != 1 || a.auditCount("text.reset", "en:"+key) != 1 {
		t.Error("no audit rows for the text")
	}
	for body, field := range map[string]string{
		`{"lang":"de","key":"cart_title","value":"x"}`:            "lang",
		`{"lang":"en","key":"no_such_key_here","value":"x"}`:      "key",
		`{"lang":"en","key":"` + key + `","value":""}`:            "value",
		`{"lang":"en","key":"` + key + `","value":"{unknown} x"}`: "value",
	} {
		res := a.json(http.MethodPut, "/api/admin/texts", body, http.StatusUnprocessableEntity)
		if dig(res, "errors", field) == nil {
			t.Errorf("%s: no error for %s: %v", body, field, res)
		}
	}
}
