package search

import (
	"bytes"
	"cmp"
	"slices"
	"unicode"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// Title order per language: a shopper sorting by title reads the titles of the page's
// language in that language's alphabetical order (CLDR's collation, as x/text/collate has
// it): Latvian č, ģ, ķ, ļ, ņ, š and ž after c, g, k, l, n, s and z, its long vowels with the
// short ones (ā right after a where the words are otherwise equal); Finnish å, ä and ö after
// z; Russian ё with е; English plain. Case and accents only break ties.
//
// A title's place comes from its collation key, made once per title, and the sort compares
// bytes: comparing the strings with the collator instead redoes its work on every one of the
// n·log n comparisons (3.2 s for 100,000 titles, against 0.08 s for the keys' sort).

// collator makes the collation keys of one language. It is not safe for concurrent use.
//
// x/text's own key costs about 3 µs and 2.7 KB of garbage a title (the contraction matching
// allocates), so a catalogue of 100,000 titles in four languages would spend over a second
// and a gigabyte making them. Titles are made of a few hundred distinct letters, none of
// which combine with its neighbours in these languages (contractions start only with a
// combining mark, which a title in NFC has none of), and a key is each letter's weights
// level by level: primaries, a 0 0 separator, secondaries, 0 0, tertiaries (x/text's
// keyFromElems). So a key is put together from each letter's weights, found once per letter
// with x/text; a title with a combining mark goes to x/text whole. collate_test.go proves
// the two equal.
type collator struct {
	full, primary *collate.Collator // primary: the same collation with its first level only
	buf           collate.Buffer
	letters       map[rune]*letterWeights
	s, t          []byte // a title's secondaries and tertiaries while its key is made
}

// letterWeights are one letter's weights at each level, as x/text writes them in a key.
type letterWeights struct{ p, s, t []byte }

// newCollator is the collator of lang; a language x/text does not know (or none, as in
// tests) sorts by the root collation, Unicode's default order.
func newCollator(lang string) *collator {
	tag, err := language.Parse(lang)
	if err != nil {
		tag = language.Und
	}
	return &collator{full: collate.New(tag), primary: collate.New(tag, collate.IgnoreDiacritics, collate.IgnoreCase),
		letters: map[rune]*letterWeights{}}
}

// appendKey appends the collation key of s to key: all three levels, or (primaryOnly) the
// first, which orders the same but for keys that are equal there.
func (c *collator) appendKey(key []byte, s string, primaryOnly bool) []byte {
	c.s, c.t = c.s[:0], c.t[:0]
	start := len(key)
	for _, r := range s {
		w := c.letters[r]
		if w == nil {
			if w = c.weigh(r); w == nil {
				coll := c.full
				if primaryOnly {
					coll = c.primary
				}
				key = append(key[:start], coll.KeyFromString(&c.buf, s)...)
				c.buf.Reset()
				return key
			}
		}
		key = append(key, w.p...)
		if !primaryOnly {
			c.s = append(c.s, w.s...)
			c.t = append(c.t, w.t...)
		}
	}
	if primaryOnly {
		return key
	}
	key = append(key, 0, 0)
	key = append(key, c.s...)
	key = append(key, 0, 0)
	return append(key, c.t...)
}

// weigh finds a letter's weights from x/text's key of the letter alone; nil for a mark that
// combines with what comes before it, whose weights depend on it.
func (c *collator) weigh(r rune) *letterWeights {
	if unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) || r == 0 {
		return nil
	}
	defer c.buf.Reset()
	k := c.full.KeyFromString(&c.buf, string(r))
	// The key is p 00 00 s 00 00 t, where every secondary weight is two bytes and every
	// tertiary one byte, each above 0: the tertiaries come after the last 00 00, and the
	// secondaries, whose count is the tertiaries' (one of each per element), before it. A
	// weight of 0 at a level (an element ignorable there) is left out of it, so the count
	// need not hold: the primaries, read alone, must then be what is left, or the letter
	// goes to x/text.
	last := bytes.LastIndex(k, []byte{0, 0})
	if last < 0 {
		return nil
	}
	t := k[last+2:]
	sStart := last - 2*len(t)
	if sStart < 2 || k[sStart-2] != 0 || k[sStart-1] != 0 {
		return nil
	}
	p := c.primary.KeyFromString(&c.buf, string(r))
	if !bytes.Equal(p, k[:sStart-2]) {
		return nil
	}
	w := &letterWeights{p: bytes.Clone(p), s: bytes.Clone(k[sStart:last]), t: bytes.Clone(t)}
	c.letters[r] = w
	return w
}

// collationKeys are the sort keys of every slot's title in one language. Only the first
// level is kept, in chunks of keyChunk bytes: 2 bytes a letter instead of 5, and no copying
// as the keys grow. Titles equal at the first level (which differ in case or accents
// alone) are rare, and compared whole when the sort meets them.
type collationKeys struct {
	c      *collator
	titles []string
	keys   [][]byte // into chunk
	chunk  []byte
	a, b   []byte // the whole keys of a tie
}

const keyChunk = 1 << 20

// newCollationKeys starts the keys of about n titles in lang.
func newCollationKeys(lang string, n int) *collationKeys {
	return &collationKeys{c: newCollator(lang), titles: make([]string, 0, n), keys: make([][]byte, 0, n)}
}

// add appends the next slot's title.
func (k *collationKeys) add(title string) {
	if cap(k.chunk)-len(k.chunk) < 3*len(title)+16 { // about the most a key takes
		k.chunk = make([]byte, 0, max(keyChunk, 3*len(title)+16))
	}
	// A key that takes more (a letter of many weights) makes appendKey move the chunk, which
	// the keys before it, kept by their own slices, never notice.
	at := len(k.chunk)
	k.chunk = k.c.appendKey(k.chunk, title, true)
	k.keys = append(k.keys, k.chunk[at:len(k.chunk):len(k.chunk)])
	k.titles = append(k.titles, title)
}

// order is every slot in ascending order of its title's key, ties by slot (the product id
// order), as every sort of the index breaks them.
func (k *collationKeys) order() []int32 {
	o := make([]int32, len(k.keys))
	for i := range o {
		o[i] = int32(i)
	}
	slices.SortFunc(o, func(a, b int32) int {
		if c := bytes.Compare(k.keys[a], k.keys[b]); c != 0 {
			return c
		}
		k.a = k.c.appendKey(k.a[:0], k.titles[a], false)
		k.b = k.c.appendKey(k.b[:0], k.titles[b], false)
		return cmp.Or(bytes.Compare(k.a, k.b), cmp.Compare(a, b))
	})
	return o
}

// titleOrder is the title order of lang: the default language's (the cards' titles) for
// the default language, a language without an order of its own, and no language.
func (x *Index) titleOrder(lang string) []int32 {
	if o, ok := x.titleOrders[lang]; ok {
		return o
	}
	return x.orders[SortTitle]
}
