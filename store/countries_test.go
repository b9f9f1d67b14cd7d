package store

import (
	"slices"
	"testing"

	"shop/i18n"
)

func TestCountries(t *testing.T) {
	t.Parallel()
	list := Countries()
	if len(list) < 240 {
		t.Fatalf("%d countries", len(list))
	}
	for i, c := range list {
		if len(c.CountryCode) != 2 || c.CountryNameEn == "" {
			t.Fatalf("country %d: %+v", i, c)
		}
		if i > 0 && list[i-1].CountryCode >= c.CountryCode {
			t.Errorf("not sorted by code at %s", c.CountryCode)
		}
	}
}

// Every country of the reference list has a name in every language the shop speaks, and each
// language's list is in that language's order (Latvian Š between S and T, not after Z as its
// bytes would have it).
func TestCountryNamesInEveryLanguage(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages {
		names := countryNames()[lang]
		if len(names) != len(Countries()) {
			t.Errorf("%s names %d countries of %d", lang, len(names), len(Countries()))
		}
		for _, c := range Countries() {
			if n, ok := names[c.CountryCode]; !ok || n.name == "" || n.name == c.CountryCode {
				t.Errorf("%s has no name for %s", lang, c.CountryCode)
			}
		}
	}
	for _, c := range []struct{ code, lang, want string }{
		{"LV", "lv", "Latvija"}, {"FI", "lv", "Somija"}, {"EE", "fi", "Viro"}, {"DE", "ru", "Германия"},
		{"LV", "en", "Latvia"}, {"LV", "sv", "Latvia"}, {"ZZ", "lv", "ZZ"},
	} {
		if got := CountryName(c.code, c.lang, c.code); got != c.want {
			t.Errorf("CountryName(%s, %s) = %q, want %q", c.code, c.lang, got, c.want)
		}
	}
	order := func(lang string, codes ...string) []string {
		list := slices.Clone(codes)
		sortCountries(list, lang, func(c string) string { return c })
		return list
	}
	if got := order("lv", "SE", "LV", "CH", "AT"); !slices.Equal(got, []string{"AT", "LV", "CH", "SE"}) { // Austrija, Latvija, Šveice, Zviedrija
		t.Errorf("Latvian order %v", got)
	}
	if got := order("en", "SE", "LV", "CH", "AT"); !slices.Equal(got, []string{"AT", "LV", "SE", "CH"}) { // Austria, Latvia, Sweden, Switzerland
		t.Errorf("English order %v", got)
	}
}

// The member states a VAT rate may be listed for are the EU's 27, each named in the language
// asked and in its alphabetical order (Greece by its ISO code GR, as delivery addresses have it).
func TestMemberStates(t *testing.T) {
	t.Parallel()
	lv := MemberStates("lv")
	if len(lv) != 27 {
		t.Fatalf("%d member states, want 27", len(lv))
	}
	codes := map[string]bool{}
	for i, c := range lv {
		codes[c.Code] = true
		if c.Title == "" || c.Title == c.Code {
			t.Errorf("%s has no Latvian name", c.Code)
		}
		if i > 0 && countryNames()["lv"][lv[i-1].Code].rank > countryNames()["lv"][c.Code].rank {
			t.Errorf("%s before %s is not the Latvian order", lv[i-1].Code, c.Code)
		}
	}
	for _, code := range []string{"GR", "EE", "FI", "LT", "LV", "MT"} {
		if !codes[code] {
			t.Errorf("%s missing", code)
		}
	}
	if codes["EL"] || codes["NO"] || codes["GB"] {
		t.Errorf("a code that is no member state's ISO code: %v", codes)
	}
	if fi := MemberStates("fi"); fi[slices.IndexFunc(fi, func(c Country) bool { return c.Code == "EE" })].Title != "Viro" {
		t.Errorf("Estonia in Finnish: %+v", fi)
	}
}
