package demo

import (
	"context"
	"strings"
	"testing"
)

// The demo's pages name, in each language, the national body that settles a consumer's dispute out of court —
// PTAC in Latvia, the Consumer Disputes Board (Kuluttajariitalautakunta) in Finland — and no
// page sends a shopper to the EU's online dispute resolution platform, which closed on 20 July
// 2025 (Regulation (EU) 2024/3228).
func TestInfoPagesNameTheNationalDisputeBodyNotTheClosedODR(t *testing.T) {
	for _, shop := range []struct {
		name  string
		pages []infoPage
		body  string
	}{{"lv_shop", infoPages, "www.ptac.gov.lv"}, {"tt_fi_tel_shop", append(append([]infoPage{}, infoPagesFI...), infoPagesFIEN...), "www.kuluttajariita.fi"}} {
		named := map[string]bool{}
		for _, p := range shop.pages {
			if strings.Contains(strings.ToLower(p.body), "consumers/odr") || strings.Contains(strings.ToLower(p.body), "ec.europa.eu/odr") {
				t.Errorf("%s: %s/%s sends a shopper to the closed ODR platform", shop.name, p.lang, p.slug)
			}
			named[p.lang] = named[p.lang] || strings.Contains(p.body, shop.body)
		}
		if len(named) < 2 {
			t.Errorf("%s: pages in %d languages", shop.name, len(named))
		}
		for lang, ok := range named {
			if !ok {
				t.Errorf("%s: no %s page names %s", shop.name, lang, shop.body)
			}
		}
	}
}

// A shop older than the accessibility statement gets it at its next start, in each of its
// languages, with its own pages untouched; one whose owner deleted it keeps it deleted.
func TestAnOlderShopGetsTheAccessibilityStatementUnlessDeleted(t *testing.T) {
	t.Parallel()
	st := openSeeded(t, 300) // the seed TestSeedDemoContents reads
	db := openDB(t, st)
	ctx := context.Background()
	if _, err := db.Exec(`DELETE FROM info_pages WHERE slug = 'accessibility'`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE info_pages SET body = 'Our own terms.' WHERE slug = 'terms'`); err != nil {
		t.Fatal(err)
	}
	if err := SeedInfoPages(ctx, st, Latvia); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM info_pages WHERE slug = 'accessibility'`); n != 3 {
		t.Errorf("the statement in %d languages after the start, want lv, en and ru", n)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM info_pages WHERE slug = 'terms' AND body != 'Our own terms.'`); n != 0 {
		t.Errorf("%d of the shop's own terms rewritten", n)
	}

	if err := st.DeleteInfoPage(ctx, 0, "accessibility"); err != nil {
		t.Fatal(err)
	}
	if err := SeedInfoPages(ctx, st, Latvia); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM info_pages WHERE slug = 'accessibility'`); n != 0 {
		t.Errorf("the owner's deleted statement came back in %d languages", n)
	}
}
