package store

import "testing"

func TestPathPrefixesOtherLanguages(t *testing.T) {
	s := &Store{langs: Languages{Default: "lv", All: []string{"lv", "en", "ru"}}}
	for _, c := range []struct{ lang, in, want string }{
		{"lv", "/c/telefoni", "/c/telefoni"},
		{"en", "/c/telefoni", "/en/c/telefoni"},
		{"en", "/", "/en"},
		{"en", "/?utm=x", "/en?utm=x"},
		{"ru", "/search?q=a", "/ru/search?q=a"},
		{"en", "/en/c/telefoni", "/en/c/telefoni"}, // already English
		{"en", "/en", "/en"},
		{"en", "https://example.com/x", "https://example.com/x"},
		{"en", "//evil.example/x", "//evil.example/x"},
		{"en", "#top", "#top"},
		{"en", "", ""},
		{"", "/cart", "/cart"},
	} {
		if got := s.Path(c.lang, c.in); got != c.want {
			t.Errorf("Path(%q, %q) = %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}
