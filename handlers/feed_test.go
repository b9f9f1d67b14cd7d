package handlers

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"shop/store"
)

// feedItem is an item of the Merchant Center feed as a reader decodes it.
type feedItem struct {
	ID           string `xml:"http://base.google.com/ns/1.0 id"`
	Title        string `xml:"http://base.google.com/ns/1.0 title"`
	Description  string `xml:"http://base.google.com/ns/1.0 description"`
	Link         string `xml:"http://base.google.com/ns/1.0 link"`
	ImageLink    string `xml:"http://base.google.com/ns/1.0 image_link"`
	Availability string `xml:"http://base.google.com/ns/1.0 availability"`
	Price        string `xml:"http://base.google.com/ns/1.0 price"`
	Brand        string `xml:"http://base.google.com/ns/1.0 brand"`
	GTIN         string `xml:"http://base.google.com/ns/1.0 gtin"`
	MPN          string `xml:"http://base.google.com/ns/1.0 mpn"`
	Condition    string `xml:"http://base.google.com/ns/1.0 condition"`
}

// sqlCount runs a query that answers one number on the test's database file.
func (a *apiTest) sqlCount(query string, args ...any) int {
	a.t.Helper()
	db := a.data.SQL(a.t)
	var n int
	if err := db.QueryRow(query, args...).Scan(&n); err != nil {
		a.t.Fatalf("%s: %v", query, err)
	}
	return n
}

type feedDoc struct {
	XMLName xml.Name   `xml:"rss"`
	Items   []feedItem `xml:"channel>item"`
}

func readFeed(t *testing.T, body string) feedDoc {
	t.Helper()
	var doc feedDoc
	if err := xml.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatalf("the feed is not XML: %v", err)
	}
	// Every token too, so that a stray byte after the document is caught.
	d := xml.NewDecoder(strings.NewReader(body))
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("the feed does not read to its end: %v", err)
		}
	}
	return doc
}

// The feed lists every published product once with the attributes Google requires, in the
// language its address names, and follows a price change at once.
func TestMerchantFeed(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	ctx := context.Background()
	rec := a.do(http.MethodGet, "/feeds/google-en.xml", "", nil)
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/rss+xml") {
		t.Fatalf("status %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	doc := readFeed(t, rec.Body.String())
	published := a.sqlCount(`SELECT COUNT(*) FROM products WHERE published = 1 AND type = 'product'`)
	if len(doc.Items) != published || published == 0 {
		t.Fatalf("%d items, %d published products", len(doc.Items), published)
	}
	first := doc.Items[0]
	for name, v := range map[string]string{"id": first.ID, "title": first.Title, "description": first.Description, "link": first.Link,
		"availability": first.Availability, "price": first.Price, "condition": first.Condition} {
		if v == "" {
			t.Errorf("the first item has no %s: %+v", name, first)
		}
	}
	if !strings.Contains(first.Link, "/en/p/") || !strings.HasPrefix(first.Link, "http") {
		t.Errorf("link %q is not the English product page's absolute URL", first.Link)
	}
	if first.Condition != "new" || (first.Availability != "in_stock" && first.Availability != "out_of_stock") {
		t.Errorf("item %+v", first)
	}
	etag := rec.Header().Get("ETag")
	if rec := a.do(http.MethodGet, "/feeds/google-en.xml", "", map[string]string{"If-None-Match": etag}); rec.Code != http.StatusNotModified {
		t.Errorf("the same catalogue again: %d, want 304", rec.Code)
	}

	var id int64
	var code string
	for p, err := range a.st.FeedProducts(ctx, "en") {
		if err != nil {
			t.Fatal(err)
		}
		id, code = p.ID, p.Code
		break
	}
	if err := a.st.SetDiscount(ctx, id, 0); err != nil {
		t.Fatal(err)
	}
	if err := a.st.SetPrice(ctx, id, 12345); err != nil {
		t.Fatal(err)
	}
	rec = a.do(http.MethodGet, "/feeds/google-en.xml", "", map[string]string{"If-None-Match": etag})
	if rec.Code != http.StatusOK || rec.Header().Get("ETag") == etag {
		t.Fatalf("after a price change: %d, ETag %q", rec.Code, rec.Header().Get("ETag"))
	}
	want := fmt.Sprintf("%.2f EUR", float64(store.Pricing{VATBasisPoints: a.st.Settings().VATBasisPoints}.Gross(12345))/100)
	for _, it := range readFeed(t, rec.Body.String()).Items {
		if it.ID == code && it.Price != want {
			t.Errorf("%s costs %q in the feed, want %q", code, it.Price, want)
		}
	}
	for _, bad := range []string{"/feeds/google-xx.xml", "/feeds/google-en.json", "/feeds/google-.xml"} {
		if rec := a.do(http.MethodGet, bad, "", nil); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d", bad, rec.Code)
		}
	}
}
