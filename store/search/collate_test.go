package search

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// The keys put together letter by letter equal x/text's own keys, byte for byte, in every
// language of the shops and the root collation: for titles of every script the catalogues
// have, for random strings of letters, digits, punctuation and symbols, and for strings with
// combining marks (which go to x/text whole).
func TestCollationKeysAreXText(t *testing.T) {
	alphabet := []rune("aAāĀbcCčČdeēfgģhiījkķlļmnņoprsšStuūvzžZwWxyY0123456789 -–/.,()+\"'&%#:;!?_" +
		"åÅäÄöÖüéèçñßæøœ" + "абвгдеёжзийклмнопрстуфхцчшщъыьэюяЁЕЖ" + "€™®°µ×½一中日한글🙂")
	titles := []string{
		"Samsung Galaxy S24 Ultra 5G 12/256GB Titanium Black", "Apple iPhone 15 Pro 128GB Natural Titanium",
		`Samsung QE55Q80C 55" QLED 4K Smart TV`, "Чехол-книжка для iPhone 15 Pro, красный", "Ёлка", "ёж", "Ель",
		"Grāmatveida maciņš iPhone 15 Pro, sarkans", "Äänentoistin Öljy Åbo", "", " ", "a\u0304", "e\u0301clair",
		"И\u0306", "Cafe\u0301 au lait", "x\u0308\u0301y",
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 3000 {
		var b strings.Builder
		for range 1 + r.IntN(40) {
			b.WriteRune(alphabet[r.IntN(len(alphabet))])
		}
		titles = append(titles, b.String())
	}
	for _, lang := range []string{"lv", "en", "ru", "fi", ""} {
		mine := newCollator(lang)
		tag, err := language.Parse(lang)
		if err != nil {
			tag = language.Und
		}
		theirs := collate.New(tag)
		var buf collate.Buffer
		for _, s := range titles {
			want := theirs.KeyFromString(&buf, s)
			if got := mine.appendKey(nil, s, false); !bytes.Equal(got, want) {
				t.Fatalf("%s: key of %q\n got %x\nwant %x", lang, s, got, want)
			}
			buf.Reset()
		}
	}
}

// The order of first-level keys, with ties compared whole, is x/text's order of the titles.
func TestCollationOrderIsXText(t *testing.T) {
	titles := []string{"apple", "Apple", "APPLE", "ābols", "abols", "Ābols", "cena", "čaula", "Cena", "resume", "résumé",
		"Résumé", "ёлка", "елка", "Ёлка", "Ель", "a\u0304bols", "½", "1/2", "ﬃ", "ffi", "", " ", "a b", "ab", "a-b"}
	for _, lang := range []string{"lv", "en", "ru", "fi"} {
		k := newCollationKeys(lang, 0)
		for _, s := range titles {
			k.add(s)
		}
		got := []string{}
		for _, slot := range k.order() {
			got = append(got, titles[slot])
		}
		want := slices.Clone(titles)
		coll := collate.New(language.Make(lang))
		slices.SortStableFunc(want, coll.CompareString)
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", lang, got, want)
		}
	}
}
