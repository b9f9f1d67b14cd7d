package demo

import (
	"strings"
	"testing"

	"shop/i18n"
)

// Each shop's legal-guarantee page, in every language the shop speaks, states the EU minimum
// of 2 years with the directive it comes from, the shop country's own rule (Latvia's section
// 27, Finland's Consumer Protection Act) and the body that settles a dispute, and explains
// the durability label in the words the product page shows.
func TestLegalGuaranteePagesStateTheLawOfTheirCountry(t *testing.T) {
	for _, shop := range []struct {
		name     string
		pages    []infoPage
		langs    []string
		national map[string]string
		body     string
	}{
		{"lv_shop", legalGuaranteeLV, []string{"lv", "en", "ru"},
			map[string]string{"lv": "27. pant", "en": "section 27", "ru": "статье 27"}, "www.ptac.gov.lv"},
		{"fi_shop", legalGuaranteeFI, []string{"fi", "en"},
			map[string]string{"fi": "Kuluttajansuojalain 5 luku", "en": "Chapter 5 of the Consumer Protection Act"}, "www.kuluttajariita.fi"},
	} {
		byLang := map[string]infoPage{}
		for _, p := range shop.pages {
			if p.slug != "legal-guarantee" {
				t.Errorf("%s: slug %q", shop.name, p.slug)
			}
			byLang[p.lang] = p
		}
		for _, l := range shop.langs {
			p, ok := byLang[l]
			if !ok {
				t.Errorf("%s: no %s page", shop.name, l)
				continue
			}
			for _, want := range []string{"2019/771", "2024/825", shop.national[l], shop.body, i18n.T(l, "durability_label")} {
				if !strings.Contains(p.body, want) {
					t.Errorf("%s/%s: the page does not say %q", shop.name, l, want)
				}
			}
		}
	}
}
