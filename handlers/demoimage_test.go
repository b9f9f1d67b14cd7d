package handlers

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The pictures themselves are tested in package demo; here, how they are served.
func TestDemoImages(t *testing.T) {
	t.Parallel()
	e, _ := newTestServer(t)
	get := func(path string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Header.Set("X-Requested-With", "XMLHttpRequest")
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		return rec
	}
	for _, name := range []string{"favicon.svg", "phone-1d1d1f-1.svg", "brand-OnePlus.svg", "banner-wide-350-1.svg"} {
		rec := get("/media/demo/" + name)
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "image/svg+xml" {
			t.Fatalf("%s: %d %s", name, rec.Code, rec.Header().Get("Content-Type"))
		}
		if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
			t.Errorf("%s: Cache-Control %q", name, cc)
		}
		if !strings.HasPrefix(rec.Body.String(), "<svg") {
			t.Errorf("%s: not an SVG", name)
		}
	}
	for _, bad := range []string{"phone-1d1d1f-5.svg", "brand-%3Cscript%3E.svg", "x.svg"} {
		rec := get("/media/demo/" + bad)
		if rec.Code != http.StatusNotFound || !strings.Contains(rec.Header().Get("Content-Type"), "json") {
			t.Errorf("%s: %d %s, want a JSON 404", bad, rec.Code, rec.Header().Get("Content-Type"))
		}
	}
}
