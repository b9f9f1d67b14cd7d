package handlers

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The files in DATA/media/ are served at /media/ with their type and caching, and nothing
// else is: no folder, hidden file or file outside the folder, each a plain-text 404.
func TestMediaFiles(t *testing.T) {
	e, st := newTestServer(t)
	dir := filepath.Join(st.Dir(), "media")
	png := "\x89PNG\r\n\x1a\nnot really a picture"
	pdf := "%PDF-1.4 " + strings.Repeat("x", 2000) // over the size the compressor starts at
	files := map[string]string{
		"logo.png": png, "docs/manual.pdf": pdf, "notes.txt": "hello", ".secret.png": png,
		"demo/own.png": png, "docs/.hidden/x.png": png,
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(st.Dir(), "shop.db"), filepath.Join(dir, "escape.png")); err != nil {
		t.Fatal(err)
	}
	do := func(method, path string, headers ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, nil)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		return rec
	}

	for _, c := range []struct{ path, ctype, body string }{
		{"/media/logo.png", "image/png", png},
		{"/media/docs/manual.pdf", "application/pdf", pdf},
		{"/media/demo/own.png", "image/png", png},
		{"/media/notes.txt", "application/octet-stream", "hello"},
	} {
		rec := do(http.MethodGet, c.path)
		h := rec.Header()
		if rec.Code != http.StatusOK || h.Get("Content-Type") != c.ctype || rec.Body.String() != c.body {
			t.Errorf("%s: %d %q %q, want 200 %q", c.path, rec.Code, h.Get("Content-Type"), rec.Body.String(), c.ctype)
		}
		if h.Get("Cache-Control") != mediaCache || h.Get("Last-Modified") == "" {
			t.Errorf("%s: Cache-Control %q, Last-Modified %q", c.path, h.Get("Cache-Control"), h.Get("Last-Modified"))
		}
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "sandbox") || !strings.Contains(csp, "default-src 'none'") {
			t.Errorf("%s: CSP %q, want a sandbox that loads nothing", c.path, csp)
		}
		checkSecurityHeaders(t, c.path, rec)
		if attach := h.Get("Content-Disposition") == "attachment"; attach != (c.ctype == "application/octet-stream") {
			t.Errorf("%s: Content-Disposition %q", c.path, h.Get("Content-Disposition"))
		}
		again := do(http.MethodGet, c.path, "If-Modified-Since", h.Get("Last-Modified"))
		if again.Code != http.StatusNotModified {
			t.Errorf("%s again with If-Modified-Since: %d, want 304", c.path, again.Code)
		}
	}
	// A range (a video's seek), also from a browser that takes gzip: the bytes asked for, as they are.
	part := do(http.MethodGet, "/media/docs/manual.pdf", "Range", "bytes=1-3", "Accept-Encoding", "gzip")
	if part.Code != http.StatusPartialContent || part.Body.String() != "PDF" || part.Header().Get("Content-Encoding") != "" {
		t.Errorf("a range: %d %q %q", part.Code, part.Body.String(), part.Header().Get("Content-Encoding"))
	}
	head := do(http.MethodHead, "/media/logo.png")
	if head.Code != http.StatusOK || head.Body.Len() != 0 || head.Header().Get("Content-Length") != strconv.Itoa(len(png)) {
		t.Errorf("HEAD: %d, %d bytes, Content-Length %q", head.Code, head.Body.Len(), head.Header().Get("Content-Length"))
	}

	for _, path := range []string{"/media/", "/media/docs", "/media/docs/", "/media/.secret.png", "/media/docs/.hidden/x.png",
		"/media/escape.png", "/media/../shop.db", "/media/%2e%2e/shop.db", "/media/docs/../logo.png", "/media/nope.png",
		"/media/demo/nope.png"} {
		rec := do(http.MethodGet, path)
		if rec.Code != http.StatusNotFound || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
			t.Errorf("%s: %d %q, want a plain-text 404", path, rec.Code, rec.Header().Get("Content-Type"))
		}
		if strings.Contains(rec.Body.String(), "SQLite") {
			t.Errorf("%s: answered the database", path)
		}
	}

	csp := do(http.MethodGet, "/").Header().Get("Content-Security-Policy")
	for _, want := range []string{"img-src 'self'", "media-src 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("the pages' CSP %q lacks %q: it would block /media/ files", csp, want)
		}
	}
}

// A product picture's file is named by its content (package pictures), so it is cached for
// good; any other name in the same folder, or a missing picture, is not.
func TestProductPictureFilesImmutable(t *testing.T) {
	t.Parallel()
	e, st := newTestServer(t)
	dir := filepath.Join(st.Dir(), "media", "products")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	hash := "0123456789abcdef0123456789abcdef"
	for _, name := range []string{hash + "-card.webp", "photo.webp"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("RIFF\x04\x00\x00\x00WEBP"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		path   string
		status int
		cache  string
	}{
		{"/media/products/" + hash + "-card.webp", 200, "public, max-age=31536000, immutable"},
		{"/media/products/photo.webp", 200, mediaCache},
		{"/media/products/" + hash + "-zoom.webp", 404, ""},
	} {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, c.path, nil))
		h := rec.Header()
		if rec.Code != c.status || h.Get("Cache-Control") != c.cache {
			t.Errorf("%s: %d, Cache-Control %q; want %d %q", c.path, rec.Code, h.Get("Cache-Control"), c.status, c.cache)
		}
		if c.status == 200 && (h.Get("Content-Type") != "image/webp" || h.Get("X-Content-Type-Options") != "nosniff") {
			t.Errorf("%s: Content-Type %q, X-Content-Type-Options %q", c.path, h.Get("Content-Type"), h.Get("X-Content-Type-Options"))
		}
	}
}
