package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var pageJSON = regexp.MustCompile(`<script type="application/json" id="page">(.*?)</script>`)

// shop init makes a data folder with no demo catalogue, orders, reviews or coupons, which
// shop serve serves as it is; its storefront shows no sliders, headings or links to nothing.
func TestInitStartsARealShopThatServeDoesNotSeed(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	var out bytes.Buffer
	if err := run(context.Background(), []string{"init", "--data", data, "--shop", "lv_shop"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "shop admin create --data "+data) {
		t.Errorf("init does not say what comes next:\n%s", out.String())
	}
	if err := run(context.Background(), []string{"init", "--data", data}, io.Discard); err == nil || !strings.Contains(err.Error(), "not new") {
		t.Errorf("a second init over the same folder: %v", err)
	}
	if err := run(context.Background(), []string{"init", "--data", t.TempDir(), "--shop", "xx"}, io.Discard); err == nil {
		t.Error("an unknown shop code was taken")
	}

	shop := startLiveShopOn(t, data)
	b := shop.newShopper("")
	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, "shop.db")+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	counts := map[string]int{}
	for _, table := range []string{"products", "categories", "manufacturers", "orders", "reviews", "coupons", "shipping_methods",
		"payment_methods", "banners", "blog_articles", "sliders", "countries", "info_pages"} {
		var n int
		if err := db.QueryRow(`SELECT COUNT(*) FROM ` + table).Scan(&n); err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		counts[table] = n
	}
	for table, n := range counts {
		if want := table == "countries" || table == "info_pages"; (n > 0) != want {
			t.Errorf("%s: %d rows after init and the first start", table, n)
		}
	}

	res, body := b.do(http.MethodGet, "/", "", map[string]string{"X-Requested-With": ""})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("home: %d", res.StatusCode)
	}
	m := pageJSON.FindSubmatch(body)
	if m == nil {
		t.Fatal("no page JSON on the home page")
	}
	var page struct {
		Props struct {
			Sliders       []string `json:"sliders"`
			Articles      []any    `json:"articles"`
			Manufacturers []any    `json:"manufacturers"`
		} `json:"props"`
	}
	if err := json.Unmarshal(m[1], &page); err != nil {
		t.Fatal(err)
	}
	if len(page.Props.Sliders) != 0 || len(page.Props.Articles) != 0 || len(page.Props.Manufacturers) != 0 {
		t.Errorf("the empty home page lists %+v", page.Props)
	}
	for _, path := range []string{"/", "/blog", "/brands", "/search?q=phone", "/sitemap.xml"} {
		res, body := b.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: %d", path, res.StatusCode)
		}
		for _, dead := range []string{`/p/`, `/c/`, `/m/`, `slider-section`} {
			if bytes.Contains(body, []byte(dead)) {
				t.Errorf("%s holds %q on a shop without a catalogue", path, dead)
			}
		}
	}
	_, sitemap := b.do(http.MethodGet, "/sitemap.xml", "", map[string]string{"X-Requested-With": ""})
	for _, page := range []string{"/blog<", "/brands<"} {
		if bytes.Contains(sitemap, []byte(page)) {
			t.Errorf("the sitemap lists %s, which has nothing to list yet", strings.TrimSuffix(page, "<"))
		}
	}
	if !bytes.Contains(sitemap, []byte("/contact<")) || !bytes.Contains(sitemap, []byte("/info/about<")) {
		t.Errorf("the sitemap lost the pages a new shop has:\n%s", sitemap)
	}
	b.json(http.MethodGet, "/api/slider/popular", "", http.StatusOK)
}
