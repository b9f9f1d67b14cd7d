package search

import (
	"slices"
	"sync"
)

// Translated texts: a shop's content has a default language (the titles a Product's Card
// carries) and translations in its other languages. Category titles and option values in
// other languages come with the Builder's parts; product titles, many more, come after Build
// (WithTitles), so the store can answer from the index while it reads them. The text index
// holds every language's words, so one index answers a shopper in any language; the cards
// keep a translated title only where it differs from the default one, which keeps memory
// down. Nothing else depends on the language: the filter sets, and so the facet counts, are
// the same in all of them.

// Titles gathers one language's product titles for WithTitles.
type Titles struct {
	lang    string
	ids     []int64
	titles  []string
	wordIDs map[string][]int64 // their words → product ids, ascending
}

// NewTitles starts the product titles in another language.
func NewTitles(lang string) *Titles { return &Titles{lang: lang, wordIDs: map[string][]int64{}} }

// Add gives a product its title in the language, in ascending product id (the translations
// table's order). Its words are split here, in the scan's goroutine, so WithTitles only
// merges them.
func (t *Titles) Add(product int64, title string) {
	if title == "" {
		return
	}
	t.ids, t.titles = append(t.ids, product), append(t.titles, title)
	for _, w := range tokens(title) {
		ids := t.wordIDs[w]
		if len(ids) > 0 && ids[len(ids)-1] == product {
			continue
		}
		t.wordIDs[w] = append(ids, product)
	}
}

// AddOptionWords adds a property option's value in another language to the words that find
// its products (part two, with AddOption).
func (b *Builder) AddOptionWords(option int64, text string) {
	b.optionWords[option] = append(b.optionWords[option], text)
}

// AddCategoryWords adds a category's title in another language to the words that find the
// products in and below it (part three, with AddCategory).
func (b *Builder) AddCategoryWords(category int64, text string) {
	b.categoryWords[category] = append(b.categoryWords[category], text)
}

// WithTitles is x with the product titles of other languages: the cards' titles where they
// differ, and their words in the title dictionary. Everything else is x's own, shared with
// it (the state Update changes and its lock too), so the store can answer from x while the
// titles are read and then put this index in its place. Update on either changes both, which
// is why x must not be used once this one replaces it.
//
// Each language's title order is made here too, from its titles (the default language's
// where it has none of its own) in its collation; the languages' keys are made and sorted
// in parallel, one goroutine each, while the words are merged.
func (x *Index) WithTitles(parts []*Titles) *Index {
	y := *x // the lock is a pointer: shared on purpose
	y.titles = nil
	y.titleOrders = make(map[string][]int32, len(parts))
	var mu sync.Mutex
	var sorting sync.WaitGroup
	for _, t := range parts {
		sorting.Go(func() {
			o := x.titleOrderIn(t)
			mu.Lock()
			y.titleOrders[t.lang] = o
			mu.Unlock()
		})
	}
	defer sorting.Wait()
	words := make(dictBuilder, len(x.text.title.terms))
	for i, t := range x.text.title.terms {
		words[t] = x.text.title.postings[i]
	}
	var slots []int32
	for _, t := range parts {
		for i, id := range t.ids {
			slot, ok := x.slot(id)
			if !ok || t.titles[i] == x.cards[slot].Title {
				continue
			}
			titles := y.titles[t.lang]
			if titles == nil {
				if y.titles == nil {
					y.titles = map[string][]string{}
				}
				titles = make([]string, x.n)
				y.titles[t.lang] = titles
			}
			titles[slot] = t.titles[i]
		}
		for w, ids := range t.wordIDs {
			slots = slots[:0]
			for _, id := range ids {
				if slot, ok := x.slot(id); ok {
					slots = append(slots, slot)
				}
			}
			if !slices.IsSorted(slots) { // titles that came out of order: still one sorted list
				slices.Sort(slots)
				slots = slices.Compact(slots)
			}
			words[w] = union(words[w], slots)
		}
	}
	y.text.title = words.build()
	return &y
}

// union merges two ascending slot lists into one, without repeats. a may be reused.
func union(a, b []int32) []int32 {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return slices.Clone(b)
	}
	out := make([]int32, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			out = append(out, a[i])
			i++
		case a[i] > b[j]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i, j = i+1, j+1
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// TitleIn is a listed or unlisted product's title in lang, and false when it has none there
// that differs from the default language's (the card's own).
func (x *Index) TitleIn(id int64, lang string) (string, bool) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	titles := x.titles[lang]
	if titles == nil {
		return "", false
	}
	slot, ok := x.slot(id)
	if !ok || titles[slot] == "" {
		return "", false
	}
	return titles[slot], true
}

// titleOrderIn sorts every slot by its title in t's language: t's title where it has one,
// else the card's, which is what a page in that language shows.
func (x *Index) titleOrderIn(t *Titles) []int32 {
	own := make([]string, x.n)
	for i, id := range t.ids {
		if slot, ok := x.slot(id); ok {
			own[slot] = t.titles[i]
		}
	}
	keys := newCollationKeys(t.lang, x.n)
	for slot := range x.n {
		title := own[slot]
		if title == "" {
			title = x.cards[slot].Title
		}
		keys.add(title)
	}
	return keys.order()
}
