package search

import "slices"

// Translated texts: a shop's content has a default language (the titles a Product's Card
// carries) and translations in its other languages. The text index holds every language's
// words, so one index answers a shopper in any language; the cards keep a translated title
// only where it differs from the default one, which keeps memory down. Nothing else depends
// on the language: the filter sets, and so the facet counts, are the same in all of them.

type translatedTitle struct {
	product     int64
	lang, title string
}

// AddTitle gives a product its title in another language. Titles come one language after
// another, each in ascending product id (the translations table's order), at the same time
// as the other three parts (a fourth part of the Builder). Their words are split here, in the
// scan's goroutine, so Build only merges them.
func (b *Builder) AddTitle(product int64, lang, title string) {
	if title == "" {
		return
	}
	b.translated = append(b.translated, translatedTitle{product, lang, title})
	for _, w := range tokens(title) {
		ids := b.titleWordIDs[w]
		if len(ids) > 0 && ids[len(ids)-1] == product {
			continue
		}
		b.titleWordIDs[w] = append(ids, product)
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

// translatedTitles files the translated titles by language and slot, where they differ from
// the card's, and merges their words into the default titles'. Called by Build before the
// title dictionary is built.
func (b *Builder) translatedTitles(x *Index) map[string][]string {
	out := map[string][]string{}
	for _, t := range b.translated {
		slot, ok := x.slot(t.product)
		if !ok || t.title == x.cards[slot].Title {
			continue
		}
		titles := out[t.lang]
		if titles == nil {
			titles = make([]string, x.n)
			out[t.lang] = titles
		}
		titles[slot] = t.title
	}
	var run []int32
	for w, ids := range b.titleWordIDs {
		// ids are ascending runs, one a language: each run merges into the postings in one pass.
		run = run[:0]
		for i, id := range ids {
			if i > 0 && id < ids[i-1] {
				b.titles[w] = union(b.titles[w], run)
				run = run[:0]
			}
			if slot, ok := x.slot(id); ok {
				run = append(run, slot)
			}
		}
		b.titles[w] = union(b.titles[w], run)
	}
	return out
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
