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

// AddTitle gives a product its title in another language. Titles may come in any order, at
// the same time as the other three parts (a fourth part of the Builder).
func (b *Builder) AddTitle(product int64, lang, title string) {
	b.translated = append(b.translated, translatedTitle{product, lang, title})
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

// translatedTitles files the translated titles by language and slot, and indexes their words
// with the default titles'. Called by Build before the title dictionary is built.
func (b *Builder) translatedTitles(x *Index) map[string][]string {
	out := map[string][]string{}
	touched := map[string]bool{}
	for _, t := range b.translated {
		slot, ok := x.slot(t.product)
		if !ok || t.title == "" || t.title == x.cards[slot].Title {
			continue
		}
		titles := out[t.lang]
		if titles == nil {
			titles = make([]string, x.n)
			out[t.lang] = titles
		}
		titles[slot] = t.title
		for _, w := range tokens(t.title) {
			p := b.titles[w]
			if len(p) > 0 && p[len(p)-1] == slot {
				continue
			}
			b.titles[w] = append(p, slot)
			touched[w] = true
		}
	}
	for w := range touched { // translations come after the default titles: restore slot order
		p := b.titles[w]
		slices.Sort(p)
		b.titles[w] = slices.Compact(p)
	}
	return out
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
