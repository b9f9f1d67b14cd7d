// Package i18n holds the translation catalogues shared by the server and the UI
// (the UI receives its language's catalogue inside the page shell).
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed *.json
var files embed.FS

// Languages are the catalogues the shop ships, in order of preference.
var Languages = []string{"lv", "en", "ru"}

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

// Match picks the best supported language from an Accept-Language header, or fallback.
func Match(acceptLanguage, fallback string) string {
	for _, part := range strings.Split(acceptLanguage, ",") {
		tag := strings.TrimSpace(strings.SplitN(part, ";", 2)[0])
		base := strings.ToLower(strings.SplitN(tag, "-", 2)[0])
		if Supported(base) {
			return base
		}
	}
	return fallback
}
