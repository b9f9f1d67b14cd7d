package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// TestContentOverridesRenderedPages: the server-rendered markup follows an edited article and
// an interface text's override at once, though the page was rendered (and cached) before:
// the render cache is keyed by the page's whole input, the overrides with it.
func TestContentOverridesRenderedPages(t *testing.T) {
	needBundle(t)
	t.Parallel()
	a := newRenderingAPITest(t, "lv_shop")
	a.signInStaff(a.addStaff("staff"))
	list := a.json(http.MethodGet, "/api/admin/articles", "", http.StatusOK)["items"].([]any)
	if len(list) == 0 {
		t.Fatal("the demo has no articles")
	}
	id, slug := fmt.Sprint(dig(list[0], "id")), dig(list[0], "fields", "slug").(string)
	path := "/en/blog/" + slug
	_, before := rendered(t, a, path)
	if !strings.Contains(before, "All articles") {
		t.Fatalf("the rendered article lacks its link back to the blog: %.500s", before)
	}
	a.json(http.MethodPut, "/api/admin/texts", `{"lang":"en","key":"blog_all_articles","value":"Every story we wrote"}`, http.StatusOK)
	a.json(http.MethodPut, "/api/admin/articles/"+id, fmt.Sprintf(`{"fields":{"slug":%q,"image":%q},"texts":{"en":{"title":"Freshly renamed","body":"<p>New <em>body</em></p>"}}}`,
		slug, dig(list[0], "fields", "image")), http.StatusOK)
	_, after := rendered(t, a, path)
	for _, want := range []string{"Every story we wrote", "Freshly renamed", "<p>New <em>body</em></p>"} {
		if !strings.Contains(after, want) {
			t.Errorf("the rendered article lacks %q after the edit", want)
		}
	}
	if strings.Contains(after, "All articles") {
		t.Error("the rendered article keeps the shipped text")
	}
	a.do(http.MethodDelete, "/api/admin/texts?lang=en&key=blog_all_articles", "", nil)
	if _, again := rendered(t, a, path); !strings.Contains(again, "All articles") {
		t.Error("the reset does not reach the rendered article")
	}
}
