package catalogcsv

import (
	"html"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

// strict takes every element out and keeps the text. The shop shows a description as plain
// paragraphs (ui/components/product/details.jsx), never as markup, so even the UGC policy's
// safe elements would show up as tags on the page: the strictest policy is the right one.
var strict = bluemonday.StrictPolicy()

// blockEnd matches the tags after which a paragraph or a line ends.
var blockEnd = regexp.MustCompile(`(?i)<\s*(/\s*(p|div|h[1-6]|li|ul|ol|table|tr|blockquote|section|article)|br\s*/?)\s*>`)

// cleanHTML is a Shopify body as the shop's plain text: block ends become paragraph breaks,
// every tag (scripts, styles and their contents too) goes, entities are decoded, and the
// spaces inside a paragraph are single. changed says whether there was markup to take out.
func cleanHTML(s string) (text string, changed bool) {
	if !strings.ContainsAny(s, "<&") {
		return s, false
	}
	marked := blockEnd.ReplaceAllString(s, "$0\n\n")
	plain := html.UnescapeString(strict.Sanitize(marked))
	var paras []string
	for _, p := range strings.Split(plain, "\n\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			paras = append(paras, p)
		}
	}
	text = strings.Join(paras, "\n\n")
	return text, strings.Contains(s, "<")
}
