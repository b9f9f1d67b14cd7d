package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The layout's import rule (docs/development.md, Layout; ARCHITECTURE.md): main → handlers → services → store →
// store/search, and demo beside the handlers (main → demo → store, handlers → demo), mail
// beside them too (main → mail → store, services → mail); settings, the shop's settings' shape
// and defaults, is imported by all of them and imports nothing of the shop. Neither demo nor
// mail takes business data from the handlers (web holds shop/handlers). Each folder lists what
// its non-test files must never import.
//
// The store returns plain data and imports no formatting package either: formatting is
// writing values for a reader (money, dates, labels in a language, documents, markup), which
// is what shop/present does with i18n's catalogues and formats, shop/invoice and shop/mail
// with their templates, and the template packages. The URL scheme (shop/urls) is no formatting: it
// builds paths, as the store's own link helpers do. present shapes answers but never serves
// them; urls imports nothing of the web.
//
// The metrics' client library is package metrics' alone: the packages it counts for expose
// small observer hooks or plain state (services.Observer, mail.Observer, store.IndexState)
// and never import Prometheus, and metrics itself reads them without the web's handlers.
func TestImportsPointOneWay(t *testing.T) {
	web := []string{"github.com/labstack/echo", "net/http", "shop/handlers", "shop/assets"}
	formatting := []string{"shop/present", "shop/i18n", "shop/invoice", "html/template", "text/template"}
	prometheus := "github.com/prometheus"
	forbidden := map[string][]string{
		"store":        slices.Concat(web, formatting, []string{"shop/demo", "shop/mail", "shop/services", prometheus}),
		"present":      slices.Concat(web, []string{"database/sql", "shop/store/search", "shop/demo", "shop/mail", "shop/services"}),
		"urls":         slices.Concat(web, formatting, []string{"database/sql", "shop/store", "shop/services"}),
		"store/search": slices.Concat(web, []string{"database/sql", "shop/store", "shop/i18n", "shop/demo", "shop/services", prometheus}),
		"demo":         slices.Concat(web, []string{"database/sql", "shop/services"}),
		"handlers":     {"database/sql", "shop/store/search", "shop/mail"},
		"mail":         slices.Concat(web, []string{"database/sql", "shop/demo", "shop/store/search", "shop/services", prometheus}),
		"settings":     slices.Concat(web, []string{"database/sql", "shop/store", "shop/demo", "shop/mail", "shop/i18n", "shop/services"}),
		// The workflows join store, mail, payment, invoice and i18n, and know no HTTP.
		"services": slices.Concat(web, []string{"database/sql", "shop/demo", "shop/store/search", "shop/ssr", "shop/captcha", prometheus}),
		// An upload's bytes in, its files out: no SQL, no HTTP, no files of the shop.
		"pictures": slices.Concat(web, []string{"database/sql", "shop/store", "shop/services", "shop/present"}),
		"metrics":  {"shop/handlers", "shop/services", "shop/mail", "shop/demo", "github.com/labstack/echo"},
		"ssr":      {prometheus, "shop/store", "shop/handlers"},
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

// storeFilesWithTags are the store's files whose types still carry json tags; every other file's
// types are plain data that present shapes into answers. Shrink the list as files are converted;
// a listed file without tags fails the test, so the list never lags. The files listed hold the
// formats of files, not answers: session_record.go's the session file's, country_ref.go's the
// embedded country list's.
var storeFilesWithTags = map[string]bool{
	"country_ref.go": true, "session_record.go": true,
}

// The store returns plain data: the fields of its types carry no json tags (but in
// storeFilesWithTags), so an answer's names are written in one place, package present.
func TestStoreTypesCarryNoJSONTags(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("store", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("store: no Go files (%v)", err)
	}
	for _, file := range files {
		name := filepath.Base(file)
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		tagged := 0
		ast.Inspect(f, func(n ast.Node) bool {
			if field, ok := n.(*ast.Field); ok && field.Tag != nil {
				tag, _ := strconv.Unquote(field.Tag.Value)
				if _, ok := reflect.StructTag(tag).Lookup("json"); ok {
					tagged++
				}
			}
			return true
		})
		switch {
		case tagged > 0 && !storeFilesWithTags[name]:
			t.Errorf("%s: %d fields with json tags; the store returns plain data, present gives it its json names", file, tagged)
		case tagged == 0 && storeFilesWithTags[name]:
			t.Errorf("%s has no json tags any more: take it off storeFilesWithTags", file)
		}
	}
	for name := range storeFilesWithTags {
		if _, err := os.Stat(filepath.Join("store", name)); err != nil {
			t.Errorf("storeFilesWithTags lists %s: %v", name, err)
		}
	}
}
