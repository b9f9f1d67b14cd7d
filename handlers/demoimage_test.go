package handlers

import (
	"encoding/xml"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestDemoImages(t *testing.T) {
	e, _ := newTestServer(t)
	get := func(path string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Header.Set("X-Requested-With", "XMLHttpRequest")
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		return rec
	}
	names := []string{"favicon.svg", "logo.svg", "empty-search.svg", "brand-OnePlus.svg", "icon-shop.svg",
		"banner-wide-350-1.svg", "banner-tall-215-2.svg", "banner-box-190-3.svg", "blog-40-2.svg", "person-120-5.svg"}
	for kind := range devices {
		names = append(names, "icon-"+kind+".svg")
		for _, v := range []string{"1", "2", "3", "4"} {
			names = append(names, kind+"-1d1d1f-"+v+".svg", kind+"-f2f2f0-"+v+".svg")
		}
	}
	for kind := range benefitGlyphs {
		names = append(names, "benefit-"+kind+".svg")
	}
	for _, name := range names {
		rec := get("/media/demo/" + name)
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "image/svg+xml" {
			t.Fatalf("%s: %d %s", name, rec.Code, rec.Header().Get("Content-Type"))
		}
		if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
			t.Errorf("%s: Cache-Control %q", name, cc)
		}
		body := rec.Body.String()
		if len(body) > 4096 {
			t.Errorf("%s: %d bytes", name, len(body))
		}
		if err := wellFormed(body); err != nil || !strings.HasPrefix(body, "<svg") {
			t.Errorf("%s: not well-formed SVG: %v", name, err)
		}
		if again := get("/media/demo/" + name).Body.String(); again != body {
			t.Errorf("%s: differs between requests", name)
		}
	}
	if a, b := get("/media/demo/phone-1d1d1f-1.svg").Body.String(), get("/media/demo/phone-1d1d1f-2.svg").Body.String(); a == b {
		t.Error("front and back views are the same picture")
	}
	for _, bad := range []string{"phone-1d1d1f-5.svg", "phone-1D1D1F-1.svg", "phone-1d1d1f-1", "toaster-1d1d1f-1.svg",
		"brand-%3Cscript%3E.svg", "banner-wide-400-1.svg", "icon-toaster.svg", "benefit-x.svg", "x.svg", ".svg"} {
		rec := get("/media/demo/" + bad)
		if rec.Code != http.StatusNotFound || !strings.Contains(rec.Header().Get("Content-Type"), "json") {
			t.Errorf("%s: %d %s, want a JSON 404", bad, rec.Code, rec.Header().Get("Content-Type"))
		}
	}
}

func wellFormed(s string) error {
	d := xml.NewDecoder(strings.NewReader(s))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}
