package richtext

import (
	"strings"
	"testing"
)

func TestClean(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{`<h2>Piegāde</h2><p>Teksts <strong>treknrakstā</strong></p>`, `<h2>Piegāde</h2><p>Teksts <strong>treknrakstā</strong></p>`},
		{`<p>a</p><script>alert(1)</script>`, `<p>a</p>`},
		{`<p onclick="alert(1)" style="color:red" class="x" id="y">a</p>`, `<p>a</p>`},
		{`<style>body{display:none}</style><p>a</p>`, `<p>a</p>`},
		{`<a href="javascript:alert(1)">x</a>`, `<p>x</p>`},
		{`<a href="/lv/c/telefoni">x</a>`, `<a href="/lv/c/telefoni">x</a>`},
		{`<a href="https://example.com/">x</a>`, `<a href="https://example.com/" target="_blank" rel="noopener">x</a>`},
		{`<p><img src="/media/blog/a.webp" alt="A" onerror="x()"></p>`, `<p><img src="/media/blog/a.webp" alt="A"></p>`},
		{`<p><img src="https://evil.test/a.png" alt="A"></p>`, `<p></p>`},
		{`<p><img src="/media/../api/me"></p>`, `<p></p>`},
		{`<p><img src="//evil.test/media/a.png"></p>`, `<p></p>`},
		{`<table><caption>C</caption><tr><th scope="col" onclick="x">H</th></tr><tr><td colspan="2">D</td></tr></table>`,
			`<table><caption>C</caption><tr><th scope="col">H</th></tr><tr><td colspan="2">D</td></tr></table>`},
		{`<iframe src="https://evil.test"></iframe><form><input></form><p>a</p>`, `<p>a</p>`},
		{"Pirmā rindkopa & otrā\nrinda\n\nOtrā", `<p>Pirmā rindkopa &amp; otrā<br>rinda</p><p>Otrā</p>`},
		{"", ""},
		{"   ", ""},
	} {
		if got := Clean(c.in); got != c.want {
			t.Errorf("Clean(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestCleanIsStable: a cleaned body cleans to itself, so saving a body twice changes nothing
// and the presenter's second cleaning never alters what the store kept.
func TestCleanIsStable(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		`<h2>A</h2><ul><li>b</li></ul><p><a href="https://x.test/">c</a> <img src="/media/x.webp" alt="d"></p>`,
		"text & more\n\nnext",
		`<p>1 &lt; 2</p>`,
	} {
		once := Clean(in)
		if twice := Clean(once); twice != once {
			t.Errorf("Clean is not stable on %q: %q then %q", in, once, twice)
		}
		if !IsHTML(once) {
			t.Errorf("Clean(%q) = %q does not start with a tag", in, once)
		}
		if strings.Contains(once, "<script") {
			t.Errorf("script left in %q", once)
		}
	}
}
