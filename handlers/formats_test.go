package handlers

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"shop/i18n"
)

// The same product's price is written in the question's language: "1299,00 €" in Latvian,
// "1 299,00 €" in Russian and Finnish, "€1,299.00" in English.
func TestPricesFollowTheLanguage(t *testing.T) {
	t.Parallel()
	for shop, langs := range map[string][]string{"lv_shop": {"en", "lv", "ru"}, "fi_tel_shop": {"fi", "en"}} {
		a := newAPITest(t, shop)
		got := map[string]string{}
		var cents int64
		for _, l := range langs {
			a.lang = l
			card := dig(a.json(http.MethodGet, "/api/search/products?per_page=16&sort=price_with_tax:desc", "", http.StatusOK),
				"collection", "data", "products", 0)
			cents = int64(dig(card, "prices", "current_cents").(float64))
			got[l] = dig(card, "prices", "current_formatted_price_with_tax").(string)
			if got[l] != i18n.Money(l, cents) {
				t.Errorf("%s %s: %q, want %q", shop, l, got[l], i18n.Money(l, cents))
			}
		}
		if cents < 100000 {
			t.Fatalf("%s: the dearest product costs %d cents; the test needs one of 1 000 € or more", shop, cents)
		}
		if !strings.HasPrefix(got["en"], "€") || !strings.Contains(got["en"], ",") {
			t.Errorf("%s en: %q", shop, got["en"])
		}
		for _, l := range langs {
			if l != "en" && (!strings.HasSuffix(got[l], "\u00a0€") || got[l] == got["en"]) {
				t.Errorf("%s %s: %q (en %q)", shop, l, got[l], got["en"])
			}
		}
		if shop == "lv_shop" && (got["lv"] == got["ru"] || strings.Contains(strings.Split(got["lv"], ",")[0], "\u00a0") && cents < 1000000) {
			t.Errorf("lv %q should not group four digits as ru %q does", got["lv"], got["ru"])
		}
	}
}

// A page's dates are rendered in its language: the server renderer writes what the browser's
// Intl writes (ui/lib/ssr-intl.js), so the first render equals the browser's.
func TestPageDatesFollowTheLanguage(t *testing.T) {
	t.Parallel() // only the rendered-page tests render: the others' pages go out unrendered
	needBundle(t)
	shops := map[string]*apiTest{} // one server per shop: the path names the page's language
	for _, c := range []struct{ shop, path, date string }{
		{"lv_shop", "/blog", `\d\d\.\d\d\.20\d\d<`},
		{"lv_shop", "/ru/blog", `\d\d\.\d\d\.20\d\d<`},
		{"lv_shop", "/en/blog", `\d\d/\d\d/20\d\d<`},
		{"fi_tel_shop", "/blog", `\d\d\.\d\d\.20\d\d<`},
		{"fi_tel_shop", "/en/blog", `\d\d/\d\d/20\d\d<`},
	} {
		a := shops[c.shop]
		if a == nil {
			a = newRenderingAPITest(t, c.shop)
			shops[c.shop] = a
		}
		_, markup := rendered(t, a, c.path)
		if !strings.Contains(markup, `class="article__date"`) {
			t.Errorf("%s %s: no article dates in %.300s", c.shop, c.path, markup)
			continue
		}
		if !regexp.MustCompile(`class="article__date"[^>]*>` + c.date).MatchString(markup) {
			t.Errorf("%s %s: dates are not written %s", c.shop, c.path, c.date)
		}
	}
}
