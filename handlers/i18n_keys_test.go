package handlers

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"shop/i18n"
)

// Every message key the handlers answer with is translated in every language: an untranslated
// key would reach the shopper as "error_something".
func TestMessageKeysAreTranslated(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile(`"((?:error|stock|wishlist|newsletter|signed)_[a-z_]+)"\s*[),}]`) // a value, not a JSON field name
	seen := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range key.FindAllStringSubmatch(string(src), -1) {
			seen[m[1]] = true
		}
	}
	if len(seen) < 10 {
		t.Fatalf("found only %d message keys; is the pattern right?", len(seen))
	}
	for k := range seen {
		for _, l := range i18n.Languages {
			if _, ok := i18n.Catalogue(l)[k]; !ok {
				t.Errorf("%s: %q is not translated", l, k)
			}
		}
	}
}
