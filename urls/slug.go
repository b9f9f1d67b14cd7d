package urls

import "strings"

// Slug makes a URL slug of a text: lower-case letters and digits joined by single hyphens
// (what a product's, category's or brand's slug may hold); letters with diacritics lose
// them (ā → a, ö → o), other characters separate words.
func Slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if f, ok := folded[r]; ok {
			r = f
		}
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
	}
	return b.String()
}

// folded are the letters of the shop's languages (Latvian, Finnish, and the Latin letters
// of the rest) that a slug writes without their marks.
var folded = map[rune]rune{
	'ā': 'a', 'č': 'c', 'ē': 'e', 'ģ': 'g', 'ī': 'i', 'ķ': 'k', 'ļ': 'l', 'ņ': 'n', 'š': 's', 'ū': 'u', 'ž': 'z',
	'ä': 'a', 'ö': 'o', 'å': 'a', 'ü': 'u', 'é': 'e', 'è': 'e', 'à': 'a', 'ó': 'o', 'õ': 'o', 'ß': 's', 'ō': 'o',
}
