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
var Languages = []string{"lv", "en", "ru"}

var catalogues = map[string]map[string]string{}

// ServerOnlyPrefix starts the keys only the server uses: the mails' texts (package mail).
// The UI's copy of a catalogue leaves them out, so no page carries them.
const ServerOnlyPrefix = "mail_"

var uiCatalogues = map[string]map[string]string{}

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
		ui := make(map[string]string, len(m))
		for k, v := range m {
			if !strings.HasPrefix(k, ServerOnlyPrefix) {
				ui[k] = v
			}
		}
		uiCatalogues[lang] = ui
	}
}

// Catalogue is the whole key → text map of a language (English if unknown).
func Catalogue(lang string) map[string]string {
	if m, ok := catalogues[lang]; ok {
		return m
	}
	return catalogues["en"]
}

// UICatalogue is the catalogue a page carries to the UI: Catalogue less the keys only the
// server uses (ServerOnlyPrefix).
func UICatalogue(lang string) map[string]string {
	if m, ok := uiCatalogues[lang]; ok {
		return m
	}
	return uiCatalogues["en"]
}

// T translates key into lang, falling back to English and then to the key itself.
// Arguments replace {name} placeholders pairwise: T("lv", "k", "count", "3").
func T(lang, key string, args ...string) string {
	s, ok := Catalogue(lang)[key]
	if !ok {
		if s, ok = catalogues["en"][key]; !ok {
			s = key
		}
	}
	for i := 0; i+1 < len(args); i += 2 {
		s = strings.ReplaceAll(s, "{"+args[i]+"}", args[i+1])
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

var matcher = language.NewMatcher(tags)

// Match picks the best supported language from an Accept-Language header, honouring its
// q-values, or fallback when the header names none of ours (or nothing readable).
func Match(acceptLanguage, fallback string) string {
	prefs, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(prefs) == 0 {
		return fallback
	}
	_, i, confidence := matcher.Match(prefs...)
	if confidence == language.No {
		return fallback
	}
	return Languages[i]
}
