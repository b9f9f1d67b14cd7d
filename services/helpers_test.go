package services

import (
	"fmt"
	"os"
	"testing"

	"shop/internal/testtool"
)

// schema is the baseline schema the shop embeds, read from the repository's root.
var schema string

func TestMain(m *testing.M) {
	raw, err := os.ReadFile("../schema.sql")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	schema = string(raw)
	code := m.Run()
	testtool.RemoveTemplates()
	os.Exit(code)
}

// orderPath is the order page's path as the shop's routes make it.
func orderPath(token string) string { return "/order/" + token }
