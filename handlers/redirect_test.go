package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"shop/store"
)

// shopOrigin is the origin a browser resolves the shop's redirects against in these tests.
var shopOrigin, _ = url.Parse("http://shop.example/login")

// browserResolve resolves a Location (or any link the shop hands a browser) as a browser
// does (WHATWG URL): tabs and line breaks anywhere are dropped, leading and trailing
// control bytes and spaces are trimmed, and a backslash is a slash in an http(s) URL. Go's
// net/url does none of this, so a check with it alone would miss what browsers follow.
func browserResolve(loc string) (*url.URL, error) {
	s := strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, loc)
	s = strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	s = strings.ReplaceAll(s, `\`, "/")
	return shopOrigin.Parse(s)
}

// checkSameOrigin fails unless a browser would resolve loc on the shop's own origin.
func checkSameOrigin(t *testing.T, what, loc string) {
	t.Helper()
	u, err := browserResolve(loc)
	if err != nil || u.Scheme != "http" || u.Host != "shop.example" {
		t.Errorf("%s: %q leads to %v (%v)", what, loc, u, err)
	}
	if loc != "" && (loc[0] != '/' || strings.HasPrefix(loc, "//")) {
		t.Errorf("%s: %q is not a local path", what, loc)
	}
}

// checkHeaderBytes fails when any header of an answer holds a control byte: a NUL, a line
// break or DEL in a header splits or ends it.
func checkHeaderBytes(t *testing.T, what string, h http.Header) {
	t.Helper()
	for k, vs := range h {
		for _, v := range vs {
			if strings.ContainsFunc(v, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				t.Errorf("%s: header %s holds a control byte: %q", what, k, v)
			}
		}
	}
}

// redirectShapes are request targets that once made the shop redirect to another host or
// write control bytes into Location: an empty segment, escaped slashes and backslashes, a
// tab before a slash, and the old ?lang= links with each of them.
func redirectShapes() []string {
	shapes := []string{
		"/lv//evil.example", "/lv/%2Fevil.example", "/lv/%5Cevil.example", "/lv/%09/evil.example", "//evil.example?lang=en",
		"/lv/%2F%2Fevil.example", "/lv/\\evil.example", "/lv/\\\\evil.example", "/lv/%5C%5Cevil.example", "/lv/%2F%5Cevil.example",
		"/lv/%5C/evil.example", "/lv///evil.example/x?y=1", "/lv/%00evil", "/lv/%0D%0ALocation:%20http://evil.example",
		"/lv/%E2%80%AEevil", "/lv/%C3%BC", "/lv/\u00fc/x?q=\u00fc", "/lv/%FF", "/lv", "/lv/", "/lv?x=%00", "/lv/c/x?a=%0D%0A",
		"/lv/" + strings.Repeat("a", 9000), "/lv/" + strings.Repeat("/", 3000) + "evil.example", "/lv/%20/evil.example",
		"/%2F%2Fevil.example?lang=en", "/\\evil.example?lang=ru", "/%5Cevil.example?lang=lv", "//%09evil.example?lang=en",
		"/%09/evil.example?lang=en", "/x?lang=en&next=%00", "/x?lang=%00", "/x?lang=en&a=%0A", "///evil.example?lang=xx",
		"/blog/page/1", "/en/blog/page/1", "/profile", "/ru/profile", "/en//evil.example", "/en/%2Fevil.example",
	}
	// Every control byte the browser drops or chokes on, before, between and after slashes.
	for _, ctl := range []string{"%09", "%0A", "%0D", "%00", "%7F", "%0B", "%1F"} {
		shapes = append(shapes, "/lv/"+ctl+"/evil.example", "/lv//"+ctl+"evil.example", "/lv/a"+ctl+"b", "/lv/"+ctl+ctl+"//evil.example",
			"/"+ctl+"/evil.example?lang=en", "//"+ctl+"evil.example?lang=lv", "/a"+ctl+"?lang=ru", "/lv/x?q="+ctl)
	}
	return shapes
}

// Every redirect the shop writes stays on its own origin and carries no control byte,
// whatever the request's path, query or language prefix held.
func TestRedirectsStayOnTheShopsOrigin(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	redirects := 0
	for _, target := range redirectShapes() {
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			rec := a.do(method, target, "", map[string]string{"X-Requested-With": ""})
			what := fmt.Sprintf("%s %.80q", method, target)
			if rec.Code >= 500 {
				t.Errorf("%s: %d", what, rec.Code)
			}
			checkHeaderBytes(t, what, rec.Header())
			loc := rec.Header().Get("Location")
			if rec.Code >= 300 && rec.Code < 400 {
				redirects++
				checkSameOrigin(t, what, loc)
			} else if loc != "" {
				t.Errorf("%s: %d with Location %q", what, rec.Code, loc)
			}
		}
	}
	if redirects < 50 {
		t.Errorf("only %d answers were redirects: are the shapes still redirected?", redirects)
	}
	// The legitimate redirects still lead where they did.
	for target, want := range map[string]string{
		"/lv/c/telefoni?page=2": "/c/telefoni?page=2", "/lv": "/", "/c/x?lang=en": "/en/c/x", "/c/x?lang=lv&a=1": "/c/x?a=1",
		"/blog/page/1": "/blog", "/en/blog/page/1": "/en/blog", "/lv//evil.example": "/evil.example",
		"/lv/%2Fevil.example": "/%2Fevil.example", "/lv/%09/evil.example": "/%09/evil.example", "//evil.example?lang=en": "/en/evil.example",
		"/lv/%5Cevil.example": "/%5Cevil.example", "/lv/%00x": "/%00x", "/lv/%C3%BC": "/%C3%BC",
	} {
		rec := a.do(http.MethodGet, target, "", map[string]string{"X-Requested-With": ""})
		if got := rec.Header().Get("Location"); got != want {
			t.Errorf("GET %s: Location %q, want %q", target, got, want)
		}
	}
}

// localTarget alone, over shapes a request could never carry (raw control bytes, which
// net/http refuses in a request line) and a fuzzed mix of slashes, backslashes and controls.
func TestLocalTarget(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"/": "/", "/c/x?a=1#top": "/c/x?a=1#top", "//evil.example": "/evil.example", `/\evil.example`: "/evil.example",
		`\\evil.example`: "/evil.example", "/\t/evil.example": "/%09/evil.example", "/\x00": "/%00", "/a b": "/a%20b",
		"/ü": "/%C3%BC", "/%2F": "/%2F", "/a\r\nSet-Cookie: x=1": "/a%0D%0ASet-Cookie:%20x=1", `/a\b`: "/a%5Cb",
	} {
		if got, ok := localTarget(in); !ok || got != want {
			t.Errorf("localTarget(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "evil.example", "https://evil.example/", "javascript:alert(1)", "\t//evil.example", "/" + strings.Repeat("a", maxRedirectLen)} {
		if got, ok := localTarget(in); ok {
			t.Errorf("localTarget(%q) = %q, want none", in, got)
		}
	}
	// A seeded fuzz: targets of random runs of slashes, backslashes, controls and text.
	parts := []string{"/", `\`, "\t", "\n", "\r", "\x00", "\x7f", " ", "%2F", "%5C", "evil.example", ":", "@", "?", "#", "\u00fc", "\u2028"}
	rng := rand.New(rand.NewPCG(20, 7))
	for range 20000 {
		var b strings.Builder
		b.WriteString([]string{"/", `\`}[rng.IntN(2)])
		for range 1 + rng.IntN(8) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		in := b.String()
		got, ok := localTarget(in)
		if !ok {
			t.Fatalf("localTarget(%q) refused a target that starts with a slash", in)
		}
		checkSameOrigin(t, "localTarget", got)
		checkHeaderBytes(t, "localTarget", http.Header{"Location": {got}})
	}
}

// nextShapes are hostile values of a form's next= (where to go after signing in).
func nextShapes() []string {
	next := []string{"//evil.example", `/\evil.example`, `\\evil.example`, "/%2F%2Fevil.example", "/%5C%5Cevil.example", `/\\evil.example`,
		"https://evil.example/", "http:/evil.example", "javascript:alert(1)", "/\t/evil.example", "\t//evil.example", "/\n/evil.example",
		"/\r/evil.example", "/\x00/evil.example", "/\x7f", " //evil.example", "/%09/evil.example", "/x\r\nSet-Cookie: a=b", "/\u00fc/\u2028",
		"/%E2%80%AE", "/" + strings.Repeat("a", 5000), "/c/telefoni?page=2", "/profile", "", "evil.example", "//evil.example@shop.example"}
	for _, ctl := range []string{"\t", "\n", "\r", "\x00", "\x7f", "\x0b"} {
		next = append(next, ctl+"/evil.example", "/"+ctl+"/evil.example", "//"+ctl+"evil.example", "/a"+ctl+"b")
	}
	return next
}

// The sign-in and registration pages' form actions and the paths POST /login and POST
// /register answer lead only to the shop's own pages, whatever next= held.
func TestNextStaysOnTheShopsOrigin(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	if _, err := a.st.CreateUser(context.Background(), store.NewUser{Email: "n@example.com", Password: "correct horse battery", Name: "N", Surname: "S"}); err != nil {
		t.Fatal(err)
	}
	for _, next := range nextShapes() {
		q := "?next=" + url.QueryEscape(next)
		for _, page := range []string{"/login", "/register", "/en/login"} {
			rec := a.do(http.MethodGet, page+q, "", map[string]string{"X-Page": "true"})
			checkHeaderBytes(t, page+q, rec.Header())
			var m map[string]any
			if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &m) != nil {
				t.Fatalf("GET %s%.60s: %d", page, q, rec.Code)
			}
			action, _ := dig(m, "props", "action").(string)
			checkSameOrigin(t, "the form action of "+page+q, action)
			if u, err := browserResolve(action); err == nil {
				if n := u.Query().Get("next"); n != "" {
					checkSameOrigin(t, "the next of "+page+q, n)
				}
			}
		}
		body, _ := json.Marshal(map[string]string{"email": "n@example.com", "password": "correct horse battery", "next": next})
		for _, path := range []string{"/login", "/login" + q} {
			rec := a.do(http.MethodPost, path, string(body), nil)
			checkHeaderBytes(t, "POST "+path, rec.Header())
			var m map[string]any
			if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &m) != nil {
				t.Fatalf("POST %.60s: %d %s", path, rec.Code, rec.Body.String())
			}
			a.csrf = m["csrf"].(string)
			checkSameOrigin(t, fmt.Sprintf("POST %.60s next %.60q: path", path, next), m["path"].(string))
			a.post("/logout", "", http.StatusOK)
		}
	}
	// Registration answers its path the same way (a handful: it is limited per address).
	for i, next := range []string{"//evil.example", `/\evil.example`, "/\t/evil.example", "https://evil.example/", "/%2F%2Fevil.example"} {
		a.remote = fmt.Sprintf("198.51.100.%d:1234", i+1)
		m := a.post("/register?next="+url.QueryEscape(next), a.registration(fmt.Sprintf("r%d@example.com", i), nil), http.StatusOK)
		checkSameOrigin(t, "POST /register next "+next, m["path"].(string))
		a.post("/logout", "", http.StatusOK)
	}
}

// Every redirect goes through Server.redirect (localTarget): no handler writes a Location of
// its own.
func TestEveryRedirectGoesThroughTheHelper(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("*.go")
	direct := regexp.MustCompile(`c\.Redirect\(|Header\(\)\.Set\("Location"|HeaderLocation`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "redirect.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if direct.Match(src) {
			t.Errorf("%s writes a redirect without Server.redirect", f)
		}
	}
}
