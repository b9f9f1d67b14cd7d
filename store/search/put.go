package search

import (
	"bytes"
	"cmp"
	"slices"
	"sort"
	"strings"
)

// Entry is everything the index keeps of one product: what a Builder takes of it (the card
// with its picture and old price included), its property options and its titles in the
// shop's other languages.
type Entry struct {
	Product
	Options []int64           // ascending
	Titles  map[string]string // another language → the product's title there, where it has one
}

// Put brings one product to e, whatever changed of it — texts, code, category, brand,
// labels, variant group, options, price, stock, publication — or gives a new product its
// slot, and leaves every answer as a fresh Build of the same data would give it: its bits in
// the filter and slider sets (and so the facet counts), its words in the text index, its
// place in every sort order, its card. It costs microseconds to a millisecond at 100,000
// products, where a Build costs seconds (BenchmarkPut). ok is false where only a new Build
// can: a new product whose id is below the last slot's (slots are in id order), more
// products than the sets have room for, a brand that had no product at the Build (its words
// are not in the text index), an option no product had, or a changed creation time. Put
// changes nothing then.
func (x *Index) Put(e Entry) (ok bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	slot, exists := x.slot(e.ID)
	if !x.canPut(slot, exists, e) {
		return false
	}
	if exists {
		x.replace(slot, e)
	} else {
		x.appendSlot(e)
	}
	return true
}

func (x *Index) canPut(slot int32, exists bool, e Entry) bool {
	if !exists && (x.n > 0 && e.ID < x.ids[x.n-1] || x.n+1 > x.room) {
		return false
	}
	if exists && x.created[slot] != e.Created {
		return false
	}
	if m := e.Card.Manufacturer; m != 0 && x.byManufacturer[m] == nil {
		return false
	}
	for _, o := range e.Options {
		if _, ok := x.optionSource[o]; !ok {
			return false
		}
	}
	return true
}

// orderMove is one sort order and the comparison that makes it.
type orderMove struct {
	field, lang string // lang: a title order of another language
	compare     func(a, b int32) int
	from        int
}

// allOrders lists every sort order with its comparison, each a total order equal to the
// one Build sorts.
func (x *Index) allOrders() []orderMove {
	moves := []orderMove{
		{field: SortDefault, compare: x.cmpDefault}, {field: SortQuantity, compare: x.cmpQuantity},
		{field: SortPrice, compare: x.cmpPrice}, {field: SortCreated, compare: x.cmpCreated},
		{field: SortTitle, compare: x.cmpTitle(x.lang, false)},
	}
	for lang := range x.titleOrders {
		moves = append(moves, orderMove{lang: lang, compare: x.cmpTitle(lang, true)})
	}
	return moves
}

func (x *Index) orderOf(m orderMove) []int32 {
	if m.lang != "" {
		return x.titleOrders[m.lang]
	}
	return x.orders[m.field]
}

func (x *Index) setOrder(m orderMove, o []int32) {
	if m.lang != "" {
		x.titleOrders[m.lang] = o
	} else {
		x.orders[m.field] = o
	}
}

func (x *Index) cmpCreated(a, b int32) int {
	return cmp.Or(strings.Compare(x.created[a], x.created[b]), cmp.Compare(a, b))
}

// cmpTitle orders slots by their titles in lang as collationKeys.order does: the slot's own
// title in lang where it has one (own), else the card's. It reads the titles as they are at
// each comparison, so one made before a change compares by the new titles after it.
func (x *Index) cmpTitle(lang string, own bool) func(a, b int32) int {
	c := x.collators[lang]
	if c == nil {
		c = newCollator(lang)
		if x.collators == nil {
			x.collators = map[string]*collator{}
		}
		x.collators[lang] = c
	}
	title := func(s int32) string {
		if own {
			if t := x.titles[lang]; t != nil && t[s] != "" {
				return t[s]
			}
		}
		return x.cards[s].Title
	}
	var ka, kb []byte
	return func(a, b int32) int {
		ta, tb := title(a), title(b)
		ka, kb = c.appendKey(ka[:0], ta, true), c.appendKey(kb[:0], tb, true)
		if r := bytes.Compare(ka, kb); r != 0 {
			return r
		}
		ka, kb = c.appendKey(ka[:0], ta, false), c.appendKey(kb[:0], tb, false)
		return cmp.Or(bytes.Compare(ka, kb), cmp.Compare(a, b))
	}
}

// replace brings an existing slot to e: its old bits and words out, the new ones in, and
// the slot moved in each order from where its old keys put it.
func (x *Index) replace(slot int32, e Entry) {
	moves := x.allOrders()
	for i := range moves {
		moves[i].from = position(x.orderOf(moves[i]), slot, moves[i].compare)
	}
	oldWords := x.wordsOf(slot)
	oldCode := compact(x.cards[slot].Code)
	x.unset(slot)
	x.fill(slot, e)
	x.rewords(slot, oldWords)
	if code := compact(e.Card.Code); code != oldCode {
		x.dropCode(oldCode, slot)
		if cur, ok := x.text.codes[code]; !ok || cur < slot {
			x.text.codes[code] = slot // a fresh build keeps the last slot of a code
		}
	}
	// The comparisons read the new keys now; each order's slot moves from its old place.
	for _, m := range moves {
		reposition(x.orderOf(m), m.from, m.compare)
	}
}

// appendSlot gives a new product (whose id is above every slot's) the next slot.
func (x *Index) appendSlot(e Entry) {
	slot := int32(x.n)
	x.n++
	x.text.n = x.n
	x.ids = append(x.ids, e.ID)
	x.stock, x.price, x.discount = append(x.stock, 0), append(x.price, 0), append(x.discount, 0)
	x.group, x.createdKey, x.created = append(x.group, 0), append(x.createdKey, 0), append(x.created, e.Created)
	x.cards, x.opts, x.text.wordCount = append(x.cards, Card{}), append(x.opts, nil), append(x.text.wordCount, 0)
	for lang, titles := range x.titles {
		x.titles[lang] = append(titles, "")
	}
	x.fill(slot, e)
	x.rewords(slot, nil)
	x.text.codes[compact(e.Card.Code)] = slot

	// The creation order first: the default order compares the creation rank it gives.
	created := x.orders[SortCreated]
	k := sort.Search(len(created), func(m int) bool { return x.cmpCreated(created[m], slot) > 0 })
	x.orders[SortCreated] = slices.Insert(created, k, slot)
	switch prev := k - 1; {
	case k == 0 && x.n == 1:
		x.createdKey[slot] = 0
	case prev >= 0 && x.created[created[prev]] == e.Created:
		x.createdKey[slot] = x.createdKey[created[prev]]
	case k == x.n-1:
		x.createdKey[slot] = x.createdKey[created[prev]] + 1
	default:
		x.rankCreated() // an older time than the newest: the ranks after it move up
	}
	for _, m := range x.allOrders() {
		if m.field == SortCreated && m.lang == "" {
			continue
		}
		o := x.orderOf(m)
		k := sort.Search(len(o), func(i int) bool { return m.compare(o[i], slot) > 0 })
		x.setOrder(m, slices.Insert(o, k, slot))
	}
}

// rankCreated numbers the creation times in order, equal times equally, as buildOrders does.
func (x *Index) rankCreated() {
	key := int32(0)
	o := x.orders[SortCreated]
	for i, slot := range o {
		if i > 0 && x.created[slot] != x.created[o[i-1]] {
			key++
		}
		x.createdKey[slot] = key
	}
}

// unset takes a slot out of every filter and slider set and its options' sources.
func (x *Index) unset(slot int32) {
	c := &x.cards[slot]
	x.live.clear(slot)
	for _, m := range []map[int64]bitset{x.byManufacturer, x.byDiscount, x.byInventory} {
		for _, set := range m {
			set.clear(slot)
		}
	}
	x.walkCategory(c.Category, func(set bitset) { set.clear(slot) })
	for _, set := range x.sliders {
		set.clear(slot)
	}
	for _, o := range x.opts[slot] {
		if set := x.byOption[o]; set != nil {
			set.clear(slot)
		}
		if src, ok := x.optionSource[o]; ok {
			s := &x.text.sources[src]
			if i, found := slices.BinarySearch(s.slots, slot); found {
				s.slots = slices.Delete(s.slots, i, i+1)
			}
		}
	}
}

// fill writes e into a slot that is in no set, as Build would have.
func (x *Index) fill(slot int32, e Entry) {
	x.stock[slot], x.price[slot], x.discount[slot] = e.Stock, e.Price, e.Discount
	x.cards[slot] = e.Card
	x.opts[slot] = nil
	if len(e.Options) > 0 {
		x.opts[slot] = slices.Clone(e.Options)
	}
	if !e.Hidden {
		x.live.set(slot)
	}
	x.group[slot] = 0
	if e.Group != "" {
		g, ok := x.groupOf[e.Group]
		if !ok {
			g = int32(len(x.groupOf) + 1)
			x.groupOf[e.Group] = g
		}
		x.group[slot] = g
	}
	x.setIn(x.byManufacturer, e.Card.Manufacturer, slot)
	x.setIn(x.byDiscount, e.Discount, slot)
	x.setIn(x.byInventory, InventoryOf(e.Stock), slot)
	x.walkCategory(e.Card.Category, func(set bitset) { set.set(slot) })
	x.setFlag(SliderFeatured, e.Featured, slot)
	x.setFlag(SliderPopular, e.Card.Popular, slot)
	x.setFlag(SliderNew, e.Card.New, slot)
	x.setFlag(SliderRecommended, e.Recommended, slot)
	x.setFlag(SliderDiscount, e.Discount != 0, slot)
	for _, o := range e.Options {
		if _, filterable := x.optionOf[o]; filterable {
			x.setIn(x.byOption, o, slot)
		}
		s := &x.text.sources[x.optionSource[o]]
		if i, found := slices.BinarySearch(s.slots, slot); !found {
			s.slots = slices.Insert(s.slots, i, slot)
		}
	}
	for lang := range x.titleOrders {
		t := e.Titles[lang]
		if t == "" || t == e.Card.Title {
			if x.titles[lang] != nil {
				x.titles[lang][slot] = ""
			}
			continue
		}
		if x.titles == nil {
			x.titles = map[string][]string{}
		}
		if x.titles[lang] == nil {
			x.titles[lang] = make([]string, x.n)
		}
		x.titles[lang][slot] = t
	}
	x.text.wordCount[slot] = uint8(min(len(tokens(e.Card.Title)), 255))
}

// walkCategory calls fn with the set of a category and of each one above it, as far as
// the tree knows them (Builder.categoryTree).
func (x *Index) walkCategory(c int64, fn func(bitset)) {
	for ; c != 0; c = x.parentOf[c] {
		set, ok := x.byCategory[c]
		if !ok {
			return
		}
		fn(set)
	}
}

// wordsOf is every word the title dictionary lists a slot under: its title's, its code's
// and its titles' in the other languages.
func (x *Index) wordsOf(slot int32) map[string]bool {
	words := map[string]bool{}
	add := func(text string) {
		for _, w := range tokens(text) {
			words[w] = true
		}
	}
	add(x.cards[slot].Title)
	add(x.cards[slot].Code)
	for _, titles := range x.titles {
		add(titles[slot])
	}
	return words
}

// rewords moves a slot from the words it had (old) to the words it has now.
func (x *Index) rewords(slot int32, old map[string]bool) {
	now := x.wordsOf(slot)
	for w := range old {
		if !now[w] {
			x.text.title.removeSlot(w, slot)
		}
	}
	for w := range now {
		if !old[w] {
			x.text.title.addSlot(w, slot)
		}
	}
}

// dropCode takes a slot's code out of the exact-code lookup; another product whose code
// compacts the same (codes are unique, their compact forms need not be) takes it, the last
// one as in a fresh build.
func (x *Index) dropCode(code string, slot int32) {
	if cur, ok := x.text.codes[code]; !ok || cur != slot {
		return
	}
	delete(x.text.codes, code)
	for s := int32(x.n) - 1; s >= 0; s-- {
		if s != slot && compact(x.cards[s].Code) == code {
			x.text.codes[code] = s
			return
		}
	}
}

// Remove takes a deleted product's slot out: every slot above it moves down by one, in
// every set, order, posting and per-slot list, so the index equals a fresh build of the
// catalogue without it. It walks the whole index (milliseconds at 100,000 products, no SQL).
// A product without a slot changes nothing.
func (x *Index) Remove(id int64) {
	x.mu.Lock()
	defer x.mu.Unlock()
	slot, ok := x.slot(id)
	if !ok {
		return
	}
	x.unset(slot)
	for w := range x.wordsOf(slot) {
		x.text.title.removeSlot(w, slot)
	}
	x.dropCode(compact(x.cards[slot].Code), slot)

	down := func(s int32) int32 {
		if s > slot {
			return s - 1
		}
		return s
	}
	for _, p := range x.text.title.postings {
		for i := range p {
			p[i] = down(p[i])
		}
	}
	for i := range x.text.sources {
		for j, s := range x.text.sources[i].slots {
			x.text.sources[i].slots[j] = down(s)
		}
	}
	for code, s := range x.text.codes {
		if s > slot {
			x.text.codes[code] = s - 1
		}
	}
	x.live.remove(slot)
	for _, m := range []map[int64]bitset{x.byCategory, x.byManufacturer, x.byDiscount, x.byInventory, x.byOption} {
		for _, set := range m {
			set.remove(slot)
		}
	}
	for _, set := range x.sliders {
		set.remove(slot)
	}
	for _, m := range x.allOrders() {
		o := slices.DeleteFunc(x.orderOf(m), func(s int32) bool { return s == slot })
		for i, s := range o {
			o[i] = down(s)
		}
		x.setOrder(m, o)
	}
	i := int(slot)
	x.ids, x.stock, x.price = slices.Delete(x.ids, i, i+1), slices.Delete(x.stock, i, i+1), slices.Delete(x.price, i, i+1)
	x.discount, x.group = slices.Delete(x.discount, i, i+1), slices.Delete(x.group, i, i+1)
	x.created, x.createdKey = slices.Delete(x.created, i, i+1), slices.Delete(x.createdKey, i, i+1)
	x.cards, x.opts = slices.Delete(x.cards, i, i+1), slices.Delete(x.opts, i, i+1)
	x.text.wordCount = slices.Delete(x.text.wordCount, i, i+1)
	for lang, titles := range x.titles {
		x.titles[lang] = slices.Delete(titles, i, i+1)
	}
	x.n--
	x.text.n = x.n
	x.rankCreated()
}
