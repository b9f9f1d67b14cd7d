package handlers

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"shop/internal/testlog"
	"strconv"
	"strings"
	"testing"
)

// The access log names the path as the browser asked for it (with its language prefix),
// logs the redirects made before routing, and counts the bytes that went out: none for HEAD.
func TestAccessLog(t *testing.T) {
	t.Parallel()
	st, sessions, _ := openDemo(t)
	log := &testlog.Buffer{}
	e, err := New(Config{ShopCode: "lv_shop", NoRender: true, Payments: testPayments(t, "lv_shop"), Logger: slog.New(slog.NewTextHandler(log, nil))}, st, sessions)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		method, path, want string
	}{
		{"GET", "/en/c/telefoni", `method=GET path=/en/c/telefoni status=200 bytes=[1-9]`},
		{"HEAD", "/en/c/telefoni", `method=HEAD path=/en/c/telefoni status=200 bytes=0 `},
		{"GET", "/lv/c/telefoni", `method=GET path=/lv/c/telefoni status=301 `},
		{"GET", "/c/telefoni?lang=en", `method=GET path=/c/telefoni status=301 `},
		{"HEAD", "/robots.txt", `method=HEAD path=/robots.txt status=200 bytes=0 `},
		{"HEAD", "/en/no-such-page", `method=HEAD path=/en/no-such-page status=404 bytes=0 `},
	} {
		req := httptest.NewRequest(c.method, c.path, nil)
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		line := log.Last()
		if !regexp.MustCompile(regexp.QuoteMeta(`msg=http request_id=`) + `\S+ ip=\S+ ` + c.want).MatchString(line) {
			t.Errorf("%s %s (%d): the log says\n%s\nwant %s", c.method, c.path, rec.Code, line, c.want)
		}
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/robots.txt", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	e.ServeHTTP(rec, req)
	if !strings.Contains(log.Last(), "bytes="+strconv.Itoa(rec.Body.Len())+" ") {
		t.Errorf("robots.txt sent %d bytes (%s), the log says\n%s", rec.Body.Len(), rec.Header().Get("Content-Encoding"), log.Last())
	}
}
