package store

import (
	"sort"
	"strings"
	"unicode"
)

// textIndex is an inverted index from folded words to product slots. Two dictionaries keep
// where a word came from, so that a match in the title or code ranks above one in the brand,
// category or a property value.
type textIndex struct {
	title dictionary         // title and code words
	other dictionary         // manufacturer, category path, property values
	codes map[string]int32   // compact code → slot
	names map[string][]int32 // folded title words joined by one space → slots
	n     int
}

type dictionary struct {
	terms    []string  // sorted
	postings [][]int32 // slots per term, ascending
	words    []int32   // indexes of alphabetic terms of 4+ letters: the typo candidates
}

type dictBuilder map[string][]int32

func (d dictBuilder) add(slot int32, text string) {
	for _, t := range tokens(text) {
		p := d[t]
		if len(p) > 0 && p[len(p)-1] == slot {
			continue
		}
		d[t] = append(p, slot)
	}
}

func (d dictBuilder) build() dictionary {
	out := dictionary{terms: make([]string, 0, len(d))}
	for t := range d {
		out.terms = append(out.terms, t)
	}
	sort.Strings(out.terms)
	out.postings = make([][]int32, len(out.terms))
	for i, t := range out.terms {
		out.postings[i] = d[t]
		if len([]rune(t)) >= 4 && isAlpha(t) {
			out.words = append(out.words, int32(i))
		}
	}
	return out
}

func isAlpha(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// prefix ORs into b the slots of every term that starts with p.
func (d *dictionary) prefix(p string, b bitset) {
	for i := sort.SearchStrings(d.terms, p); i < len(d.terms) && strings.HasPrefix(d.terms[i], p); i++ {
		for _, s := range d.postings[i] {
			b.set(s)
		}
	}
}

// exact ORs into b the slots of the term t.
func (d *dictionary) exact(t string, b bitset) {
	if i := sort.SearchStrings(d.terms, t); i < len(d.terms) && d.terms[i] == t {
		for _, s := range d.postings[i] {
			b.set(s)
		}
	}
}

// typo ORs into b the slots of every word one edit away from t (insert, delete, substitute
// or swap two neighbours). Only words are scanned, not codes, which keeps it fast.
func (d *dictionary) typo(t string, b bitset) {
	q := []rune(t)
	for _, wi := range d.words {
		w := d.terms[wi]
		if l := len(w); l < len(t)-2 || l > len(t)+2 { // cheap byte-length screen first
			continue
		}
		if oneEdit(q, []rune(w)) {
			for _, s := range d.postings[wi] {
				b.set(s)
			}
		}
	}
}

// oneEdit reports whether a and b differ by at most one edit (Damerau: a swap counts as one).
func oneEdit(a, b []rune) bool {
	la, lb := len(a), len(b)
	if la-lb > 1 || lb-la > 1 {
		return false
	}
	i := 0
	for i < la && i < lb && a[i] == b[i] {
		i++
	}
	if i == la && i == lb {
		return true
	}
	switch {
	case la == lb:
		if string(a[i+1:]) == string(b[i+1:]) {
			return true // substitution
		}
		return i+1 < la && a[i] == b[i+1] && a[i+1] == b[i] && string(a[i+2:]) == string(b[i+2:])
	case la > lb:
		return string(a[i+1:]) == string(b[i:])
	default:
		return string(a[i:]) == string(b[i+1:])
	}
}

// textMatch is what a query matched, as sets of slots.
type textMatch struct {
	all        bitset // every token matched somewhere (or the whole query is a code/title)
	exact      bitset // the query is a product's code or whole title
	titleWords bitset // every token is a whole word of the title or code
	titleStart bitset // every token starts a word of the title or code
}

// typoMinLen is the shortest token that may match with one typo; shorter words have too
// many neighbours one edit away for the match to mean anything.
const typoMinLen = 5

func (x *textIndex) match(query string) textMatch {
	toks := tokens(query)
	m := textMatch{all: newBitset(x.n), exact: newBitset(x.n), titleWords: newBitset(x.n), titleStart: newBitset(x.n)}
	if len(toks) == 0 {
		return m
	}
	if s, ok := x.codes[compact(query)]; ok {
		m.exact.set(s)
	}
	for _, s := range x.names[strings.Join(toks, " ")] {
		m.exact.set(s)
	}
	m.all.fill(x.n)
	m.titleWords.fill(x.n)
	m.titleStart.fill(x.n)
	any, words, starts := newBitset(x.n), newBitset(x.n), newBitset(x.n)
	for _, t := range toks {
		clear(any)
		clear(words)
		clear(starts)
		x.title.exact(t, words)
		x.title.prefix(t, starts)
		any.or(starts)
		x.other.prefix(t, any)
		if len([]rune(t)) >= typoMinLen {
			x.title.typo(t, any)
			x.other.typo(t, any)
		}
		m.all.and(any)
		m.titleWords.and(words)
		m.titleStart.and(starts)
	}
	m.all.or(m.exact)
	return m
}
