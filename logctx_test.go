package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A line logged while a request is served carries the request's id only when it is logged
// with the request's context (logctx): a function of the handlers, the services, the store,
// the mail worker or the page renderer that has a context (a context.Context, or echo's,
// whose request holds one) logs with InfoContext, WarnContext, ErrorContext or DebugContext,
// never with the plain call.
func TestLogsCarryTheContext(t *testing.T) {
	logger := regexp.MustCompile(`(^|\.)(log|logger\(\))$`)
	plain := map[string]bool{"Debug": true, "Info": true, "Warn": true, "Error": true}
	for _, dir := range []string{"handlers", "services", "store", "mail", "ssr"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", dir, err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				fn, ok := d.(*ast.FuncDecl)
				if !ok || fn.Body == nil || !hasContext(fn.Type) {
					continue
				}
				ast.Inspect(fn.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					sel, ok := call.Fun.(*ast.SelectorExpr)
					if ok && plain[sel.Sel.Name] && logger.MatchString(exprText(sel.X)) {
						t.Errorf("%s: %s.%s without the context in %s, which has one: use %sContext(ctx, …)",
							fset.Position(call.Pos()), exprText(sel.X), sel.Sel.Name, fn.Name.Name, sel.Sel.Name)
					}
					return true
				})
			}
		}
	}
}

// hasContext: one of the function's parameters is a context.Context or an echo.Context.
func hasContext(ft *ast.FuncType) bool {
	for _, p := range ft.Params.List {
		if s := exprText(p.Type); s == "context.Context" || s == "echo.Context" {
			return true
		}
	}
	return false
}

// exprText writes the identifiers, selectors and calls without arguments of an expression:
// s.log, f.logger(), context.Context.
func exprText(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprText(e.X) + "." + e.Sel.Name
	case *ast.CallExpr:
		return exprText(e.Fun) + "()"
	}
	return "?"
}
