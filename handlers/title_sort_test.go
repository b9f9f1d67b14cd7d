package handlers

import (
	"fmt"
	"net/http"
	"slices"
	"testing"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// listedTitles are the titles of every listed product in the order of sort, as the catalogue
// answers a page in a.lang, page by page.
func listedTitles(a *apiTest, sort string) []string {
	a.t.Helper()
	var titles []string
	for page := 1; ; page++ {
		m := a.json(http.MethodGet, fmt.Sprintf("/api/search/products?per_page=48&page=%d&sort=%s", page, sort), "", http.StatusOK)
		for _, p := range dig(m, "collection", "data", "products").([]any) {
			titles = append(titles, dig(p, "title").(string))
		}
		if dig(m, "collection", "meta", "last_page").(float64) <= float64(page) {
			return titles
		}
	}
}

// Sorting by title orders the titles a page shows in its own language's alphabet, in every
// language of both shops: the English page of the Latvian shop by the English titles, not the
// Latvian ones, Latvian with č after c, Finnish with ä and ö after z, Russian
// with ё among е. Descending is the same order backwards.
func TestTitleSortIsThePageLanguages(t *testing.T) {
	t.Parallel()
	for _, shop := range []string{"lv_shop", "fi_tel_shop"} {
		a := newAPITest(t, shop)
		own := map[string][]string{}
		for _, lang := range variantOf(shop).Defaults.Languages {
			a.lang = lang
			asc := listedTitles(a, "title:asc")
			want := slices.Clone(asc)
			coll := collate.New(language.Make(lang))
			slices.SortStableFunc(want, coll.CompareString)
			if !slices.Equal(asc, want) {
				for i := range asc {
					if asc[i] != want[i] {
						t.Fatalf("%s in %s: title %d is %q, want %q", shop, lang, i, asc[i], want[i])
					}
				}
			}
			desc := listedTitles(a, "title:desc")
			slices.Reverse(desc)
			if !slices.Equal(desc, asc) {
				t.Errorf("%s in %s: title:desc is not title:asc backwards", shop, lang)
			}
			own[lang] = asc
		}
		for _, lang := range variantOf(shop).Defaults.Languages[1:] {
			if slices.Equal(own[lang], own[variantOf(shop).Defaults.Languages[0]]) {
				t.Errorf("%s: the %s titles read as the default language's, in its order: the test proves nothing", shop, lang)
			}
		}
	}
}
