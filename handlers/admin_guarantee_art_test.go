package handlers

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
	"shop/services"
)

// The official notice's picture goes in per language (owner only), is kept by its content's
// hash with its size in pixels, reaches that language's pages and no other's, is replaced and
// removed, each step audited.
func TestAdminGuaranteeArt(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	lv, en := a.shopper(), a.shopper()
	art := func(sh *apiTest, path string) any {
		t.Helper()
		return dig(sh.page(path, http.StatusOK), "shared", "shop", "guarantee_art")
	}
	if got := art(lv, "/"); got != nil {
		t.Fatalf("before an upload the page carries %v", got)
	}

	first := decode(t, a.upload("/api/admin/guarantee-art/lv", "file", "notice.png", "image/png", pngOf(t, 640, 360)), http.StatusOK)
	url, _ := first["src"].(string)
	if !strings.HasPrefix(url, "/media/guarantee/") || !strings.HasSuffix(url, ".png") || num(first["width"]) != 640 || num(first["height"]) != 360 {
		t.Fatalf("upload answer %v", first)
	}
	if got := a.do(http.MethodGet, url, "", nil); got.Code != http.StatusOK || got.Header().Get("Content-Type") != "image/png" {
		t.Errorf("serving %s: %d %q", url, got.Code, got.Header().Get("Content-Type"))
	}
	shown := art(lv, "/")
	if dig(shown, "src") != url || num(dig(shown, "width")) != 640 || num(dig(shown, "height")) != 360 {
		t.Errorf("Latvian page's picture %v, want %s 640×360", shown, url)
	}
	if got := art(en, "/en"); got != nil {
		t.Errorf("the English page shows the Latvian picture: %v", got)
	}
	list := a.json(http.MethodGet, "/api/admin/guarantee-art", "", http.StatusOK)
	if items := list["items"].([]any); len(items) != 1 || dig(items[0], "lang") != "lv" {
		t.Errorf("list %v", list)
	}

	second := decode(t, a.upload("/api/admin/guarantee-art/lv", "file", "notice.png", "image/png", pngOf(t, 800, 450)), http.StatusOK)
	if second["src"] == url || num(dig(art(lv, "/"), "width")) != 800 {
		t.Errorf("replacement %v; page %v", second, art(lv, "/"))
	}
	if rec := a.do(http.MethodDelete, "/api/admin/guarantee-art/lv", "", nil); rec.Code != http.StatusNoContent {
		t.Fatalf("removal: %d %s", rec.Code, rec.Body)
	}
	if got := art(lv, "/"); got != nil {
		t.Errorf("after removal the page carries %v", got)
	}
	a.json(http.MethodDelete, "/api/admin/guarantee-art/lv", "", http.StatusNotFound)
	for action, want := range map[string]int{"guarantee_art.upload": 1, "guarantee_art.replace": 1, "guarantee_art.remove": 1} {
		if n := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE entity = 'guarantee_art' AND entity_id = 'lv' AND action = ?`, action)[0]; n != int64(want) {
			t.Errorf("audit rows %s = %d, want %d", action, n, want)
		}
	}
}

// Whatever is not a PNG, JPEG or WebP picture of at most 2 MB, or for a language the shop does
// not sell in, is a 422 on its field; a member who is not an owner may neither list nor upload.
func TestAdminGuaranteeArtRefusals(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`)
	big := append(pngOf(t, 16, 16), bytes.Repeat([]byte{0}, services.GuaranteeArtMaxBytes)...)
	for _, c := range []struct {
		name, path, file string
		data             []byte
		field, key       string
	}{
		{"an SVG", "/api/admin/guarantee-art/lv", "notice.svg", svg, "file", "error_image_type"},
		{"a PDF", "/api/admin/guarantee-art/lv", "notice.pdf", []byte("%PDF-1.4\n%%EOF\n"), "file", "error_image_type"},
		{"text", "/api/admin/guarantee-art/lv", "notice.png", []byte("not a picture"), "file", "error_image_type"},
		{"over 2 MB", "/api/admin/guarantee-art/lv", "notice.png", big, "file", services.MsgGuaranteeArtTooBig},
		{"a language the shop lacks", "/api/admin/guarantee-art/de", "notice.png", pngOf(t, 16, 16), "lang", "error_unknown_language"},
	} {
		m := decode(t, a.upload(c.path, "file", c.file, "image/png", c.data), http.StatusUnprocessableEntity)
		want := fmt.Sprint([]any{i18n.T("en", c.key)})
		if got := fmt.Sprint(dig(m, "errors", c.field)); got != want {
			t.Errorf("%s: errors.%s = %s, want %s", c.name, c.field, got, want)
		}
	}
	if n := a.queryIDs(`SELECT COUNT(*) FROM guarantee_art`)[0]; n != 0 {
		t.Errorf("%d pictures kept after refusals", n)
	}

	staff := newAdminTest(t, "staff")
	staff.json(http.MethodGet, "/api/admin/guarantee-art", "", http.StatusForbidden)
	if rec := staff.upload("/api/admin/guarantee-art/lv", "file", "notice.png", "image/png", pngOf(t, 16, 16)); rec.Code != http.StatusForbidden {
		t.Errorf("staff upload: %d", rec.Code)
	}
	staff.json(http.MethodDelete, "/api/admin/guarantee-art/lv", "", http.StatusForbidden)
}
