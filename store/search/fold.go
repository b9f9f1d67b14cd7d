package search

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// fold lowercases and strips diacritics so that "ā" matches "a", "ö" matches "o" and
// "ё" matches "е": shoppers type without the accents their keyboard makes awkward.
func fold(s string) string {
	if isASCII(s) { // the common case, ten times cheaper than normalising
		return strings.ToLower(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		switch r {
		case 'ß':
			b.WriteString("ss")
			continue
		case 'ø', 'Ø':
			r = 'o'
		case 'ł', 'Ł':
			r = 'l'
		case 'đ', 'Đ':
			r = 'd'
		case 'æ', 'Æ':
			b.WriteString("ae")
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// tokens folds text and splits it into words of letters and digits.
func tokens(s string) []string { return splitWords(fold(s)) }

// splitWords splits already folded text into words.
func splitWords(folded string) []string {
	return strings.FieldsFunc(folded, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// compact is folded text without separators: "SM-S928B/256" → "sms928b256". Codes are
// matched this way, so a shopper may type a code with or without its dashes.
func compact(s string) string {
	return strings.Join(tokens(s), "")
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Fold is fold for other packages: lower case without diacritics, so that a search for
// "riga" finds "Rīga".
func Fold(s string) string { return fold(s) }
