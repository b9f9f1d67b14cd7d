package handlers

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"shop/i18n"
)

// Every message key the handlers answer with, theirs or the store's and the settings' field
// errors, is translated in every language: an untranslated key would reach the shopper (or a
// member of staff) as "error_something".
func TestMessageKeysAreTranslated(t *testing.T) {
	t.Parallel()
	var files []string
	for _, pattern := range []string{"*.go", "../store/*.go", "../settings/*.go"} {
		matched, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, matched...)
	}
	// a value, not a JSON field name; or a constant's value (the store's MsgX = "error_x")
	key := regexp.MustCompile(`(?m)"((?:error|stock|wishlist|newsletter|signed)_[a-z_]+)"\s*[),}]|"(error_[a-z_]+)"\s*(?:$|//)`)
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
			seen[m[1]+m[2]] = true
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
