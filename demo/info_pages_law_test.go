package demo

import (
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
