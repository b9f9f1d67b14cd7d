// Package richtext is the one policy for the HTML the back office writes into the shop's
// content (a blog article's body, an information page's): what a shop's text needs —
// headings, paragraphs, emphasis, lists, quotes, tables, links and pictures from the shop's
// own media — and nothing that runs or restyles the page: no scripts, styles, event
// handlers, forms, frames, ids or classes. The store cleans a body on save and the presenter
// cleans it again on the way out, so a body an operator wrote straight into the database is
// held to the same rule.
package richtext

import (
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

// mediaPath is a picture the shop serves itself: a path under /media/ without a way out of
// it (no "..", no scheme, no second slash at the start, no query that a handler could read).
var mediaPath = regexp.MustCompile(`^/media/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*$`)

var policy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "em", "b", "i", "u", "s", "small",
		"sub", "sup", "blockquote", "ul", "ol", "li", "figure", "figcaption",
		"table", "caption", "thead", "tbody", "tfoot", "tr")
	p.AllowAttrs("start").Matching(bluemonday.Integer).OnElements("ol")
	p.AllowAttrs("colspan", "rowspan").Matching(bluemonday.Integer).OnElements("td", "th")
	p.AllowAttrs("scope").Matching(regexp.MustCompile(`^(?:row|col|rowgroup|colgroup)$`)).OnElements("th")
	p.AllowElements("td", "th")
	// Links: to the shop's own pages, to the web and to mail and telephone; one to another
	// site opens in a new tab without handing it this window (rel=noopener).
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("title").Matching(bluemonday.Paragraph).OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto", "tel")
	p.AllowRelativeURLs(true)
	p.RequireParseableURLs(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	// Pictures only from the shop's own media: a picture from elsewhere would tell another
	// site who reads the page, and could change under the shop's feet.
	p.AllowAttrs("src").Matching(mediaPath).OnElements("img")
	p.AllowAttrs("alt").Matching(bluemonday.Paragraph).OnElements("img")
	p.AllowAttrs("width", "height").Matching(bluemonday.NumberOrPercent).OnElements("img")
	p.AllowAttrs("loading").Matching(regexp.MustCompile(`^lazy$`)).OnElements("img")
	return p
}()

// IsHTML reports whether a stored body is HTML: a body the back office saved starts with a
// tag (Clean makes it so); an older body is plain text, paragraphs by blank lines.
func IsHTML(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "<") }

// Clean is s as the shop keeps and shows it: HTML by the policy above, and a text without
// markup turned into paragraphs (one per blank-line block, lines kept with <br>), so a saved
// body always reads as HTML. An img whose src is not under /media/ goes whole.
func Clean(s string) string {
	out := strings.TrimSpace(policy.Sanitize(s))
	out = dropEmptyImages(out)
	if out == "" || IsHTML(out) {
		return out
	}
	var b strings.Builder
	for _, para := range strings.Split(strings.ReplaceAll(out, "\r\n", "\n"), "\n\n") {
		if para = strings.TrimSpace(para); para != "" {
			b.WriteString("<p>" + strings.ReplaceAll(para, "\n", "<br>") + "</p>")
		}
	}
	return b.String()
}

// emptyImage is an img left without a src (the policy took away one from elsewhere).
var emptyImage = regexp.MustCompile(`<img(?:\s+(?:alt|width|height|loading)="[^"]*")*\s*/?>`)

func dropEmptyImages(s string) string {
	if !strings.Contains(s, "<img") {
		return s
	}
	return emptyImage.ReplaceAllStringFunc(s, func(tag string) string {
		if strings.Contains(tag, " src=") {
			return tag
		}
		return ""
	})
}
