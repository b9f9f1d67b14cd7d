package store

import (
	"context"
	"os"
	"strings"
	"testing"
)

// A data folder keeps the language its content is in: a shop of the same default language
// opens it again, one of another refuses it (a Finnish shop on Latvian products).
func TestDataFolderKeepsItsContentLanguage(t *testing.T) {
	t.Parallel()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	ctx, dir := context.Background(), t.TempDir()
	latvian := Languages{Default: "lv", All: []string{"lv", "en", "ru"}}
	open := func(l Languages) error {
		st, err := Open(ctx, dir, string(schema))
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		return st.SetLanguages(ctx, l)
	}
	if err := open(latvian); err != nil {
		t.Fatal(err)
	}
	if err := open(Languages{Default: "lv", All: []string{"lv", "en"}}); err != nil {
		t.Errorf("the same default language, fewer others: %v", err)
	}
	if err := open(Languages{Default: "fi", All: []string{"fi", "en"}}); err == nil || !strings.Contains(err.Error(), `content is in "lv"`) {
		t.Errorf("a Finnish shop on a Latvian folder: %v", err)
	}
	if err := open(Languages{Default: "de", All: []string{"lv"}}); err == nil {
		t.Error("a default language outside the list was taken")
	}
}
