package catalogcsv

import (
	"fmt"

	"shop/store"
)

// Issue is an error or a warning about a place in a file: Line and Column count from 1;
// Column 0 is the whole line, Line 0 the whole file.
type Issue struct {
	Line    int
	Column  int
	Message string
}

// MaxIssues bounds the errors (and, apart, the warnings) a read keeps: a file with a broken
// quote on its first line has a broken line on every line after it, and the answer that
// lists them must stay small. The last one kept says that more were left out.
const MaxIssues = 500

// Result is what reading a file gives: its products in the file's order, and what is wrong
// with it. A file with errors must not be written at all; warnings are things left out or
// changed on the way in (an unknown column, markup taken out of a description).
type Result struct {
	Products []store.ImportProduct
	Errors   []Issue
	Warnings []Issue
	// Columns are the file's columns (from 1) by the store's names of the fields they give
	// (code, slug, title_lv, price, old_price, category…), for the store's errors about a
	// product's field to name their column.
	Columns map[string]int
}

// Column is the file's column of a field of the store's import (store.ImportIssue.Field),
// 0 when the file has none for it.
func (r Result) Column(field string) int { return r.Columns[field] }

// issues collects a read's errors and warnings up to MaxIssues each.
type issues struct {
	errs, warns       []Issue
	moreErr, moreWarn int
}

func (is *issues) err(line, col int, format string, args ...any) {
	add(&is.errs, &is.moreErr, Issue{line, col, fmt.Sprintf(format, args...)})
}

func (is *issues) warn(line, col int, format string, args ...any) {
	add(&is.warns, &is.moreWarn, Issue{line, col, fmt.Sprintf(format, args...)})
}

func add(list *[]Issue, more *int, i Issue) {
	if len(*list) < MaxIssues {
		*list = append(*list, i)
		return
	}
	*more++
}

func (is *issues) into(r *Result) {
	r.Errors, r.Warnings = is.errs, is.warns
	if is.moreErr > 0 {
		r.Errors = append(r.Errors, Issue{0, 0, fmt.Sprintf("%d more errors not listed", is.moreErr)})
	}
	if is.moreWarn > 0 {
		r.Warnings = append(r.Warnings, Issue{0, 0, fmt.Sprintf("%d more warnings not listed", is.moreWarn)})
	}
}
