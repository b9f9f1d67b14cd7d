package search

import (
	"math/bits"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// textIndex is an inverted index from folded words to product slots. Two dictionaries keep
// where a word came from, so that a match in the title or code ranks above one in the brand,
// category or a property value. Those other words are shared by many products, so their
// dictionary points at sources (a category subtree, a brand, a property value) rather than at
// products: 100,000 products index in a fraction of the time and memory.
type textIndex struct {
	title     dictionary       // title and code words → slots
	other     dictionary       // category, brand and property value words → source ids
	sources   []source         // what an "other" word stands for
	codes     map[string]int32 // compact code → slot
	wordCount []uint8          // words in each product's title: a whole-title match has as many
	n         int
	room      int // the slots a set has bits for (Index.room)
}

// source is a set of products one "other" word stands for: a bitset or a slot list.
type source struct {
	bits  bitset
	slots []int32
}

func (s source) orInto(b bitset) {
	if s.bits != nil {
		b.or(s.bits)
		return
	}
	for _, slot := range s.slots {
		b.set(slot)
	}
}

type dictionary struct {
	terms    []string  // sorted
	postings [][]int32 // slots per term, ascending
	words    []int32   // indexes of alphabetic terms of 4+ letters: the typo candidates
}

type dictBuilder map[string][]int32

func (d dictBuilder) add(slot int32, text string) { d.addWords(slot, tokens(text)) }

func (d dictBuilder) addWords(slot int32, words []string) {
	for _, t := range words {
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

// eachPrefix calls fn with the postings of every term that starts with p.
func (d *dictionary) eachPrefix(p string, fn func([]int32)) {
	for i := sort.SearchStrings(d.terms, p); i < len(d.terms) && strings.HasPrefix(d.terms[i], p); i++ {
		fn(d.postings[i])
	}
}

// eachExact calls fn with the postings of the term t, if it is there.
func (d *dictionary) eachExact(t string, fn func([]int32)) {
	if i := sort.SearchStrings(d.terms, t); i < len(d.terms) && d.terms[i] == t {
		fn(d.postings[i])
	}
}

// eachTypo calls fn with the postings of every word one edit away from t (insert, delete,
// substitute or swap two neighbours). Only words are scanned, not codes, which keeps it fast.
func (d *dictionary) eachTypo(t string, fn func([]int32)) {
	q := []rune(t)
	for _, wi := range d.words {
		w := d.terms[wi]
		if l := len(w); l < len(t)-2 || l > len(t)+2 { // cheap byte-length screen first
			continue
		}
		if oneEdit(q, []rune(w)) {
			fn(d.postings[wi])
		}
	}
}

func setAll(b bitset) func([]int32) {
	return func(slots []int32) {
		for _, s := range slots {
			b.set(s)
		}
	}
}

func (x *textIndex) orSources(b bitset) func([]int32) {
	return func(ids []int32) {
		for _, id := range ids {
			x.sources[id].orInto(b)
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
	corrected  string // the query as searched when a word matched only through a typo, else ""
	all        bitset // every token matched somewhere (or the whole query is a code/title)
	exact      bitset // the query is a product's code or whole title
	titleWords bitset // every token is a whole word of the title or code
	titleStart bitset // every token starts a word of the title or code
}

// typoMinLen is the shortest token that may match with one typo; shorter words have too
// many neighbours one edit away for the match to mean anything.
const typoMinLen = 5

// match finds the query's words; typos: a word may also match a word one edit away (the
// storefront's search), which the back office's list, asking titles and codes only, skips.
func (x *textIndex) match(query string, typos bool) textMatch {
	toks := tokens(query)
	m := textMatch{all: newBitset(x.room), exact: newBitset(x.room), titleWords: newBitset(x.room), titleStart: newBitset(x.room)}
	if len(toks) == 0 {
		return m
	}
	if s, ok := x.codes[compact(query)]; ok {
		m.exact.set(s)
	}
	m.all.fill(x.n)
	m.titleWords.fill(x.n)
	m.titleStart.fill(x.n)
	any, words, starts := newBitset(x.room), newBitset(x.room), newBitset(x.room)
	searched, corrected := make([]string, len(toks)), false
	for i, t := range toks {
		searched[i] = t
		clear(any)
		clear(words)
		clear(starts)
		x.title.eachExact(t, setAll(words))
		x.title.eachPrefix(t, setAll(starts))
		any.or(starts)
		x.other.eachPrefix(t, x.orSources(any))
		if typos && len([]rune(t)) >= typoMinLen {
			asTyped := any.count() > 0
			x.title.eachTypo(t, setAll(any))
			x.other.eachTypo(t, x.orSources(any))
			if !asTyped && any.count() > 0 { // the shopper will want to know which spelling found these
				searched[i], corrected = x.commonestNeighbour(t), true
			}
		}
		m.all.and(any)
		m.titleWords.and(words)
		m.titleStart.and(starts)
	}
	// The whole title: every word matched whole, and the title has no other words.
	for wi, w := range m.titleWords {
		for w != 0 {
			slot := int32(wi*64 + bits.TrailingZeros64(w))
			w &= w - 1
			if int(x.wordCount[slot]) == len(toks) {
				m.exact.set(slot)
			}
		}
	}
	m.all.or(m.exact)
	if corrected {
		m.corrected = strings.Join(searched, " ")
	}
	return m
}

// commonestNeighbour is the word one edit away from t with the most postings, in titles first,
// else in category, brand and property words: the spelling a typo most likely meant.
func (x *textIndex) commonestNeighbour(t string) string {
	best, most := t, 0
	for _, d := range []*dictionary{&x.title, &x.other} {
		q := []rune(t)
		for _, wi := range d.words {
			w := d.terms[wi]
			if l := len(w); l >= len(t)-2 && l <= len(t)+2 && len(d.postings[wi]) > most && oneEdit(q, []rune(w)) {
				best, most = w, len(d.postings[wi])
			}
		}
		if most > 0 {
			return best
		}
	}
	return best
}

// addSlot lists slot under term, which it makes if it is new: Put's side of a word a
// product gained. Postings stay ascending, terms sorted, and words (the typo candidates)
// point at the same terms as before.
func (d *dictionary) addSlot(term string, slot int32) {
	i, ok := slices.BinarySearch(d.terms, term)
	if !ok {
		d.terms = slices.Insert(d.terms, i, term)
		d.postings = slices.Insert(d.postings, i, []int32{slot})
		w, _ := slices.BinarySearch(d.words, int32(i))
		for k := w; k < len(d.words); k++ {
			d.words[k]++
		}
		if len([]rune(term)) >= 4 && isAlpha(term) {
			d.words = slices.Insert(d.words, w, int32(i))
		}
		return
	}
	p := d.postings[i]
	if j, found := slices.BinarySearch(p, slot); !found {
		d.postings[i] = slices.Insert(p, j, slot)
	}
}

// removeSlot takes slot off term's postings, and the term out when no slot is left, as a
// fresh build would never have made it.
func (d *dictionary) removeSlot(term string, slot int32) {
	i, ok := slices.BinarySearch(d.terms, term)
	if !ok {
		return
	}
	p := d.postings[i]
	j, found := slices.BinarySearch(p, slot)
	if !found {
		return
	}
	if len(p) > 1 {
		d.postings[i] = slices.Delete(p, j, j+1)
		return
	}
	d.terms = slices.Delete(d.terms, i, i+1)
	d.postings = slices.Delete(d.postings, i, i+1)
	w, isWord := slices.BinarySearch(d.words, int32(i))
	if isWord {
		d.words = slices.Delete(d.words, w, w+1)
	}
	for k := w; k < len(d.words); k++ {
		d.words[k]--
	}
}
