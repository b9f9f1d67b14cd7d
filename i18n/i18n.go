// Package i18n holds the translation catalogues shared by the server and the UI
// (the UI receives its language's catalogue inside the page shell).
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

//go:embed *.json
var files embed.FS

// Languages are the catalogues the shop ships, in order of preference.
var Languages = []string{"lv", "en", "ru", "fi"}

var catalogues = map[string]map[string]string{}

func init() {
	for _, lang := range Languages {
		raw, err := files.ReadFile(lang + ".json")
		if err != nil {
			panic(err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(raw, &m); err != nil {
			panic(fmt.Sprintf("i18n/%s.json: %v", lang, err))
		}
		catalogues[lang] = m
	}
}

// Catalogue is the whole key → text map of a language (English if unknown).
func Catalogue(lang string) map[string]string {
	if m, ok := catalogues[lang]; ok {
		return m
	}
	return catalogues["en"]
}

// finnishTwin ends the key of a text's twin for the Finnish shops.
const finnishTwin = "_fi"

// JSON is lang's catalogue as JSON for a shop in country, cut down to keys when there are any:
// the part of it a page ships to the UI (the server keeps its own messages to itself). A text
// that names a country's places has a twin for the Finnish shops, its key with "_fi"
// (footer_about_text_fi): a Finnish shop's pages get the twin's text under the key itself, and
// no page gets the other country's.
func JSON(lang, country string, keys []string) []byte {
	all := Catalogue(lang)
	if len(keys) == 0 {
		for k := range all {
			keys = append(keys, k)
		}
	}
	m := make(map[string]string, len(keys))
	for _, k := range keys {
		if base, twin := strings.CutSuffix(k, finnishTwin); twin && all[base] != "" {
			continue // it stands in for its key
		}
		if s, ok := all[k+finnishTwin]; ok && country == "FI" {
			m[k] = s
		} else if s, ok := all[k]; ok {
			m[k] = s
		}
	}
	b, _ := json.Marshal(m)
	return b
}

// T translates key into lang, falling back to English and then to the key itself.
// Arguments replace {name} placeholders pairwise: T("lv", "k", "count", "3"). A value that
// ends in a full stop where the text goes on with one ends the sentence with its own, as an
// abbreviation's does: a Latvian or Finnish day is written "01.12.", so "… būs {day}." reads
// "… būs 01.12.", not "01.12..".
func T(lang, key string, args ...string) string {
	s, ok := Catalogue(lang)[key]
	if !ok {
		if s, ok = catalogues["en"][key]; !ok {
			s = key
		}
	}
	for i := 0; i+1 < len(args); i += 2 {
		name, value := "{"+args[i]+"}", args[i+1]
		if strings.HasSuffix(value, ".") {
			s = strings.ReplaceAll(s, name+".", name)
		}
		s = strings.ReplaceAll(s, name, value)
	}
	return s
}

// Supported reports whether lang has a catalogue.
func Supported(lang string) bool {
	_, ok := catalogues[lang]
	return ok
}

// N translates a count: it picks the plural form of n in lang by CLDR's cardinal rules, the
// same the UI picks with Intl.PluralRules — key_zero, key_one, key_two, key_few, key_many or
// key_other, falling back to key_other and then key — and fills {count} with n.
func N(lang, key string, n int, args ...string) string {
	form := pluralNames[plural.Cardinal.MatchPlural(tagOf(lang), abs(n), 0, 0, 0, 0)]
	args = append(args, "count", strconv.Itoa(n))
	for _, k := range []string{key + "_" + form, key + "_other"} {
		if _, ok := Catalogue(lang)[k]; ok {
			return T(lang, k, args...)
		}
	}
	return T(lang, key, args...)
}

var pluralNames = map[plural.Form]string{
	plural.Zero: "zero", plural.One: "one", plural.Two: "two", plural.Few: "few", plural.Many: "many", plural.Other: "other",
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

var tags = func() []language.Tag {
	out := make([]language.Tag, len(Languages))
	for i, l := range Languages {
		out[i] = language.MustParse(l)
	}
	return out
}()

func tagOf(lang string) language.Tag {
	for i, l := range Languages {
		if l == lang {
			return tags[i]
		}
	}
	return language.English
}

// Matcher picks one of a shop's languages from an Accept-Language header.
type Matcher struct {
	langs []string
	m     language.Matcher
}

// NewMatcher matches among langs, which must have catalogues; the first is the fallback.
func NewMatcher(langs []string) Matcher {
	t := make([]language.Tag, len(langs))
	for i, l := range langs {
		t[i] = tagOf(l)
	}
	return Matcher{langs: langs, m: language.NewMatcher(t)}
}

// Match picks the best of the matcher's languages from an Accept-Language header, honouring
// its q-values, or the first language when the header names none of them (or nothing readable).
func (m Matcher) Match(acceptLanguage string) string {
	prefs, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(prefs) == 0 {
		return m.langs[0]
	}
	_, i, confidence := m.m.Match(prefs...)
	if confidence == language.No {
		return m.langs[0]
	}
	return m.langs[i]
}
