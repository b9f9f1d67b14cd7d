package urls

import "testing"

func TestPathPrefixesOtherLanguages(t *testing.T) {
	l := Languages{Default: "lv", All: []string{"lv", "en", "ru"}}
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
		{"fi", "/cart", "/cart"}, // not the shop's language
	} {
		if got := l.Path(c.lang, c.in); got != c.want {
			t.Errorf("Path(%q, %q) = %q, want %q", c.lang, c.in, got, c.want)
		}
		if c.want != "" && c.want[0] == '/' && c.want[1] != '/' {
			if back := l.Path(c.lang, l.Unprefixed(c.want)); back != c.want {
				t.Errorf("Path(%q, Unprefixed(%q)) = %q", c.lang, c.want, back)
			}
		}
	}
}

func TestSplitLang(t *testing.T) {
	for _, c := range []struct{ in, lang, rest string }{
		{"/en/c/x", "en", "/c/x"},
		{"/en", "en", "/"},
		{"/en?x", "", "/en?x"},
		{"/cart", "", "/cart"},
		{"/EN/c/x", "", "/EN/c/x"},
		{"/", "", "/"},
		{"", "", ""},
	} {
		if lang, rest := SplitLang(c.in); lang != c.lang || rest != c.rest {
			t.Errorf("SplitLang(%q) = %q, %q; want %q, %q", c.in, lang, rest, c.lang, c.rest)
		}
	}
}

func TestPagePaths(t *testing.T) {
	for got, want := range map[string]string{
		Product("iphone-16"): "/p/iphone-16", Category("telefoni"): "/c/telefoni", Manufacturer("apple"): "/m/apple",
		Article("news"): "/blog/news", InfoPage("about"): "/info/about", BlogPage(1): "/blog", BlogPage(2): "/blog/page/2",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
}

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{"Cotton Tee": "cotton-tee", "Ūdens tvertne, 5 l": "udens-tvertne-5-l",
		"  --Hello__World--  ": "hello-world", "Kahvinkeitin Ö": "kahvinkeitin-o", "Чайник": "", "A/B": "a-b"} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}
