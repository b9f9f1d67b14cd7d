package store

import (
	_ "embed"
	"encoding/json"
	"slices"
	"sync"
)

// countryNamesJSON names every country of the reference list in each language the shop speaks,
// in that language's alphabetical order: CLDR's names and collation, written by
// tools/country-names.mjs with Node's ICU (Go's own tables would add megabytes to the binary).
//
//go:embed data/country-names.json
var countryNamesJSON []byte

type countryName struct {
	name string
	rank int // place in the language's alphabetical order
}

var countryNames = sync.OnceValue(func() map[string]map[string]countryName {
	var byLang map[string][][2]string
	if err := json.Unmarshal(countryNamesJSON, &byLang); err != nil {
		panic("store: embedded country-names.json: " + err.Error()) // a build-time file; tests catch it
	}
	out := make(map[string]map[string]countryName, len(byLang))
	for lang, list := range byLang {
		names := make(map[string]countryName, len(list))
		for i, c := range list {
			names[c[0]] = countryName{c[1], i}
		}
		out[lang] = names
	}
	return out
})

// namesIn is the language's country names, English's for a language the file lacks.
func namesIn(lang string) map[string]countryName {
	if names, ok := countryNames()[lang]; ok {
		return names
	}
	return countryNames()["en"]
}

// CountryName is the country with ISO code code as a shopper reading lang calls it ("Latvija",
// "Латвия"), or fallback for a code the list lacks.
func CountryName(code, lang, fallback string) string {
	if c, ok := namesIn(lang)[code]; ok {
		return c.name
	}
	return fallback
}

// sortCountries orders a list of countries as lang's alphabet orders their names; a code the
// list lacks goes last.
func sortCountries[T any](list []T, lang string, code func(T) string) {
	names := namesIn(lang)
	rank := func(c T) int {
		if n, ok := names[code(c)]; ok {
			return n.rank
		}
		return len(names)
	}
	slices.SortStableFunc(list, func(a, b T) int { return rank(a) - rank(b) })
}

// MemberStates are the EU's member states named in lang, in lang's alphabetical order: the
// countries whose VAT rates the back office offers to list. The names come from the embedded
// list rather than the countries table, so a shop without the reference rows still has them.
func MemberStates(lang string) []Country {
	out := make([]Country, 0, len(euCountries))
	for _, code := range euCountries {
		out = append(out, Country{Code: code, Title: CountryName(code, lang, code)})
	}
	sortCountries(out, lang, func(c Country) string { return c.Code })
	return out
}
