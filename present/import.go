package present

import (
	"cmp"
	"slices"

	"shop/catalogcsv"
	"shop/store"
)

// ImportIssue is an import's error or warning about a place in its file: line and column
// from 1, 0 for the whole line or file.
type ImportIssue struct {
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// ImportAnswer is the answer of POST /api/admin/import/products: what the import did (a dry
// run: would do), and every error and warning in the order of the file.
type ImportAnswer struct {
	Created        int           `json:"created"`
	Updated        int           `json:"updated"`
	Unchanged      int           `json:"unchanged"`
	Errors         []ImportIssue `json:"errors"`
	Warnings       []ImportIssue `json:"warnings"`
	PicturesQueued int           `json:"pictures_queued"` // fetched after the answer; see the status
}

// ImportIssues are a file's issues as the answer lists them.
func ImportIssues(is []catalogcsv.Issue) []ImportIssue {
	out := make([]ImportIssue, len(is))
	for i, x := range is {
		out[i] = ImportIssue{x.Line, x.Column, x.Message}
	}
	return out
}

// Add puts the store's counts and issues into the answer, each issue at the column of its
// field in the file (column), and sorts every issue by line and column.
func (a *ImportAnswer) Add(res store.ImportResult, column func(field string) int) {
	a.Created, a.Updated, a.Unchanged = res.Created, res.Updated, res.Unchanged
	for _, e := range res.Errors {
		a.Errors = append(a.Errors, ImportIssue{e.Line, column(e.Field), fieldMessage(e)})
	}
	for _, w := range res.Warnings {
		a.Warnings = append(a.Warnings, ImportIssue{w.Line, column(w.Field), fieldMessage(w)})
	}
	for _, l := range []*[]ImportIssue{&a.Errors, &a.Warnings} {
		if *l == nil {
			*l = []ImportIssue{}
		}
		slices.SortStableFunc(*l, func(x, y ImportIssue) int { return cmp.Or(x.Line-y.Line, x.Column-y.Column) })
	}
}

// fieldMessage names the field in the message: a column may be missing from the file (a
// new product without a title column), and then the name is all the owner has.
func fieldMessage(i store.ImportIssue) string {
	if i.Field == "" {
		return i.Message
	}
	return i.Field + ": " + i.Message
}

// ImportStatus is the answer of GET /api/admin/import/status. Phase is idle, reading (Done
// counts the file's bytes), writing (products), pictures (pictures fetched) or done; Total
// is what Done counts towards, -1 when unknown. Warnings are the pictures' problems so far;
// Answer is the last import's, once it is done.
type ImportStatus struct {
	Phase    string        `json:"phase"`
	Done     int64         `json:"done"`
	Total    int64         `json:"total"`
	Warnings []ImportIssue `json:"warnings"`
	Answer   *ImportAnswer `json:"answer"`
}

// MakeImportStatus shapes an import's status.
func MakeImportStatus(phase string, done, total int64, warnings []ImportIssue, answer *ImportAnswer) ImportStatus {
	return ImportStatus{Phase: phase, Done: done, Total: total, Warnings: append([]ImportIssue{}, warnings...), Answer: answer}
}
