package search

import (
	"fmt"
	"reflect"
	"slices"
)

// Diff describes the first difference between two indexes in anything an answer depends on
// (slots, stock, prices, cards, the listed set, every filter and slider set, every sort order,
// the facet lists, the text index's words, postings and codes), or is "" when there is none.
// Tests use it to prove that an index kept up to date by Update, Put and Remove equals a
// fresh Build of the same data.
func (x *Index) Diff(y *Index) string {
	x.mu.RLock()
	defer x.mu.RUnlock()
	y.mu.RLock()
	defer y.mu.RUnlock()
	if x.n != y.n || !slices.Equal(x.ids, y.ids) {
		return fmt.Sprintf("slots: %d products, %d products", x.n, y.n)
	}
	perSlot := []struct {
		name string
		a, b any
	}{
		{"stock", x.stock, y.stock}, {"price", x.price, y.price}, {"discount", x.discount, y.discount},
		{"group", canonicalGroups(x.group), canonicalGroups(y.group)}, {"createdKey", x.createdKey, y.createdKey},
		{"created", x.created, y.created}, {"options", x.opts, y.opts}, {"title words", x.text.wordCount, y.text.wordCount},
	}
	for _, f := range perSlot {
		if !reflect.DeepEqual(f.a, f.b) {
			return "per-slot " + f.name + " " + firstDiff(x.ids, f.a, f.b)
		}
	}
	for i := range x.cards {
		if x.cards[i] != y.cards[i] {
			return fmt.Sprintf("card of product %d: %+v, %+v", x.ids[i], x.cards[i], y.cards[i])
		}
	}
	if d := diffSet(x.live, y.live); d != "" {
		return "listed set: " + d
	}
	sets := []struct {
		name string
		a, b map[int64]bitset
	}{
		{"category", x.byCategory, y.byCategory}, {"manufacturer", x.byManufacturer, y.byManufacturer},
		{"discount", x.byDiscount, y.byDiscount}, {"inventory", x.byInventory, y.byInventory}, {"option", x.byOption, y.byOption},
	}
	for _, s := range sets {
		if d := diffSets(s.a, s.b); d != "" {
			return s.name + " " + d
		}
	}
	if d := diffSets(toIDs(x.sliders), toIDs(y.sliders)); d != "" {
		return "slider " + d
	}
	for _, field := range []string{SortDefault, SortQuantity, SortCreated, SortTitle, SortPrice} {
		if a, b := x.orders[field], y.orders[field]; !slices.Equal(a, b) {
			for i := range a {
				if a[i] != b[i] {
					return fmt.Sprintf("order %q at %d: product %d, product %d", field, i, x.ids[a[i]], x.ids[b[i]])
				}
			}
			return fmt.Sprintf("order %q: %d slots, %d slots", field, len(a), len(b))
		}
	}
	if x.lang != y.lang {
		return fmt.Sprintf("default language %q, %q", x.lang, y.lang)
	}
	if len(x.titleOrders) != len(y.titleOrders) {
		return fmt.Sprintf("title orders in %d languages, %d languages", len(x.titleOrders), len(y.titleOrders))
	}
	for lang, a := range x.titleOrders {
		if b := y.titleOrders[lang]; !slices.Equal(a, b) {
			return fmt.Sprintf("title order in %q differs", lang)
		}
	}
	fixed := []struct {
		name string
		a, b any
	}{
		{"category tree", x.children, y.children}, {"brands", x.manufacturers, y.manufacturers},
		{"discounts", x.discounts, y.discounts}, {"properties", x.properties, y.properties}, {"options", x.optionOf, y.optionOf},
		{"translated titles", canonicalTitles(x.titles), canonicalTitles(y.titles)},
		{"codes", x.text.codes, y.text.codes}, {"title words", x.text.title.terms, y.text.title.terms},
		{"title postings", x.text.title.postings, y.text.title.postings}, {"typo words", x.text.title.words, y.text.title.words},
		{"other words", x.text.resolved(x.room), y.text.resolved(y.room)},
	}
	for _, f := range fixed {
		if !reflect.DeepEqual(f.a, f.b) {
			return f.name + " differ"
		}
	}
	return ""
}

func firstDiff(ids []int64, a, b any) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range min(va.Len(), vb.Len()) {
		if va.Index(i).Interface() != vb.Index(i).Interface() {
			return fmt.Sprintf("of product %d: %v, %v", ids[i], va.Index(i), vb.Index(i))
		}
	}
	return fmt.Sprintf("lengths %d, %d", va.Len(), vb.Len())
}

// diffSets compares two maps of sets, where a missing set and an empty one are the same.
func diffSets(a, b map[int64]bitset) string {
	keys := map[int64]bool{}
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	for k := range keys {
		if d := diffSet(a[k], b[k]); d != "" {
			return fmt.Sprintf("%d: %s", k, d)
		}
	}
	return ""
}

func diffSet(a, b bitset) string {
	if a.count() == 0 && b.count() == 0 {
		return ""
	}
	for i := range max(len(a), len(b)) {
		var wa, wb uint64
		if i < len(a) {
			wa = a[i]
		}
		if i < len(b) {
			wb = b[i]
		}
		if wa != wb {
			return fmt.Sprintf("word %d: %x, %x", i, wa, wb)
		}
	}
	return ""
}

// toIDs keys the slider sets by a number, so diffSets compares them too.
func toIDs(m map[string]bitset) map[int64]bitset {
	out := map[int64]bitset{}
	for i, kind := range []string{SliderFeatured, SliderPopular, SliderNew, SliderRecommended, SliderDiscount} {
		out[int64(i)] = m[kind]
	}
	return out
}

// canonicalGroups numbers variant groups in slot order, as Build does: Put numbers a new
// group after the others, and the numbers mean nothing but which slots share one.
func canonicalGroups(g []int32) []int32 {
	out := make([]int32, len(g))
	seen := map[int32]int32{}
	for i, v := range g {
		if v == 0 {
			continue
		}
		if _, ok := seen[v]; !ok {
			seen[v] = int32(len(seen) + 1)
		}
		out[i] = seen[v]
	}
	return out
}

// canonicalTitles leaves out a language none of whose titles differs from the cards' (Build
// keeps no list for it; Put may keep an empty one).
func canonicalTitles(t map[string][]string) map[string][]string {
	out := map[string][]string{}
	for lang, titles := range t {
		if slices.ContainsFunc(titles, func(s string) bool { return s != "" }) {
			out[lang] = titles
		}
	}
	return out
}

// resolved is the other words' dictionary as word → the slots it finds, without words that
// find none: its sources are numbered in map order, and Put keeps a word whose last product
// moved away (it finds nothing, as the word a fresh build leaves out).
func (t *textIndex) resolved(room int) map[string][]int32 {
	out := map[string][]int32{}
	for i, term := range t.other.terms {
		b := newBitset(room)
		for _, src := range t.other.postings[i] {
			t.sources[src].orInto(b)
		}
		var slots []int32
		for s := range int32(t.n) {
			if b.has(s) {
				slots = append(slots, s)
			}
		}
		if len(slots) > 0 {
			out[term] = slots
		}
	}
	return out
}
