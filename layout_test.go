package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The layout's import rule (README, Layout): main → handlers → services → store →
// store/search, and demo beside the handlers (main → demo → store, handlers → demo), mail
// beside them too (main → mail → store, services → mail); settings, the shop's settings' shape
// and defaults, is imported by all of them and imports nothing of the shop. Neither demo nor
// mail takes business data from the handlers (web holds shop/handlers). Each folder lists what
// its non-test files must never import.
func TestImportsPointOneWay(t *testing.T) {
	web := []string{"github.com/labstack/echo", "net/http", "shop/handlers", "shop/assets"}
	forbidden := map[string][]string{
		"store":        slices.Concat(web, []string{"shop/demo", "shop/mail", "shop/services"}),
		"store/search": slices.Concat(web, []string{"database/sql", "shop/store", "shop/i18n", "shop/demo", "shop/services"}),
		"demo":         slices.Concat(web, []string{"database/sql", "shop/services"}),
		"handlers":     {"database/sql", "shop/store/search", "shop/mail"},
		"mail":         slices.Concat(web, []string{"database/sql", "shop/demo", "shop/store/search", "shop/services"}),
		"settings":     slices.Concat(web, []string{"database/sql", "shop/store", "shop/demo", "shop/mail", "shop/i18n", "shop/services"}),
		// The workflows join store, mail, payment, invoice and i18n, and know no HTTP.
		"services": slices.Concat(web, []string{"database/sql", "shop/demo", "shop/store/search", "shop/ssr", "shop/captcha"}),
		"payment":  {"shop/services", "shop/store", "shop/handlers"},
		"invoice":  {"shop/services", "shop/store", "shop/handlers"},
	}
	for dir, banned := range forbidden {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", dir, err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(token.NewFileSet(), file, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				for _, b := range banned {
					if path == b || strings.HasPrefix(path, b+"/") {
						t.Errorf("%s imports %s", file, path)
					}
				}
			}
		}
	}
}
