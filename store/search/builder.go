package search

import (
	"slices"
	"strings"
	"sync"
)

// Product is one listed product as the store hands it to a Builder.
type Product struct {
	ID       int64
	Card     Card  // what a list shows; its Image may also come later, through SetImage
	Discount int64 // discount id, 0 for none
	Price    int64 // net cents after the discount: orders the same as the price with tax
	Stock    int64
	Created  string // RFC 3339 in UTC, which orders as text the way it does as time
	Group    string // variant group: products sharing one are variants of each other; "" for none

	Featured, Recommended bool
	Hidden                bool // unpublished: it gets a slot but is listed nowhere until Update lists it
}

// Builder gathers a catalogue for Build. The store reads its tables at the same time, so a
// Builder has three parts, and each may be filled by its own goroutine while the others are:
//
//   - the products: AddProduct, in ascending id order;
//   - what each product has: AddProductOptions (ascending product id) and AddOption;
//   - the rest: AddCategory, AddCategoryWords, AddManufacturer, AddDiscount, AddFacetOption,
//     SetImage and SetPrevious.
//
// AddOptionWords belongs with AddOption.
//
// Build comes after all three are done.
type Builder struct {
	lang string // the cards' titles' language

	// The products, one slot each; the text index's title words and codes fill as they come.
	ids, stock, price []int64
	cards             []Card
	facts             []productFacts
	titles            dictBuilder
	titleKeys         *collationKeys // the default language's collation keys, for the title order
	codes             map[string]int32
	wordCount         []uint8

	// What each product has: product i has options[start[i]:start[i+1]].
	optProducts []int64
	optStart    []int32
	options     []int32
	optionInfo  map[int64]optionInfo

	// The rest.
	categories    []category
	manufacturers []Option
	discounts     []Option
	properties    []Property
	optionOf      map[int64]int64
	images        map[int64]string
	previous      map[int64]int64
	categoryWords map[int64][]string // translated category titles
	optionWords   map[int64][]string // translated option values, filled with part two
}

// productFacts is what the filters and sorts need of a product, kept only while building.
type productFacts struct {
	category, manufacturer, discount int64
	created, group                   string
	popular, isNew, featured, recom  bool
	hidden                           bool
}

type optionInfo struct {
	value      string
	filterable bool
}

type category struct {
	id, parent int64
	title      string
}

// NewBuilder starts an empty catalogue whose cards' titles are in lang, the shop's default
// language, which the title order collates in (see collate.go).
func NewBuilder(lang string) *Builder {
	return &Builder{lang: lang, titleKeys: newCollationKeys(lang, 0), titles: dictBuilder{}, codes: map[string]int32{}, optStart: []int32{0},
		optionInfo: map[int64]optionInfo{}, optionOf: map[int64]int64{}, images: map[int64]string{},
		previous: map[int64]int64{}, categoryWords: map[int64][]string{}, optionWords: map[int64][]string{}}
}

// AddProduct lists a product. Its title and code are indexed as they come, so the work
// overlaps the store's scan.
func (b *Builder) AddProduct(p Product) {
	slot := int32(len(b.ids))
	b.ids, b.stock, b.price = append(b.ids, p.ID), append(b.stock, p.Stock), append(b.price, p.Price)
	b.cards = append(b.cards, p.Card)
	words := tokens(p.Card.Title)
	b.titleKeys.add(p.Card.Title)
	b.titles.addWords(slot, words)
	b.titles.add(slot, p.Card.Code)
	b.codes[compact(p.Card.Code)] = slot
	b.wordCount = append(b.wordCount, uint8(min(len(words), 255)))
	b.facts = append(b.facts, productFacts{category: p.Card.Category, manufacturer: p.Card.Manufacturer,
		discount: p.Discount, created: p.Created, group: p.Group, popular: p.Card.Popular, isNew: p.Card.New,
		featured: p.Featured, recom: p.Recommended, hidden: p.Hidden})
}

// AddProductOptions records the property options a product has. Products the index does
// not list (unpublished ones, services) may come too; they are skipped.
func (b *Builder) AddProductOptions(product int64, options ...int32) {
	b.options = append(b.options, options...)
	b.optProducts = append(b.optProducts, product)
	b.optStart = append(b.optStart, int32(len(b.options)))
}

// AddOption describes a property option: its value (searchable text) and whether its
// property is a filter.
func (b *Builder) AddOption(id int64, value string, filterable bool) {
	b.optionInfo[id] = optionInfo{value: value, filterable: filterable}
}

// AddCategory adds a category to the tree, in display order; a parent of 0 is the top level.
func (b *Builder) AddCategory(id, parent int64, title string) {
	b.categories = append(b.categories, category{id: id, parent: parent, title: title})
}

// AddManufacturer adds a brand to the manufacturer facet, in display order.
func (b *Builder) AddManufacturer(o Option) { b.manufacturers = append(b.manufacturers, o) }

// AddDiscount adds a discount to the discount facet, in display order.
func (b *Builder) AddDiscount(o Option) { b.discounts = append(b.discounts, o) }

// AddFacetOption adds an option of a filterable property, in display order: properties in
// theirs, each property's options in theirs.
func (b *Builder) AddFacetOption(p Property, o Option) {
	if n := len(b.properties); n == 0 || b.properties[n-1].ID != p.ID {
		b.properties = append(b.properties, Property{ID: p.ID, Title: p.Title, GroupID: p.GroupID, GroupName: p.GroupName})
	}
	last := &b.properties[len(b.properties)-1]
	last.Options = append(last.Options, o)
	b.optionOf[o.ID] = p.ID
}

// SetImage gives a product's card its picture.
func (b *Builder) SetImage(product int64, path string) { b.images[product] = path }

// SetPrevious gives a product's card its struck-through old price (Card.Previous).
func (b *Builder) SetPrevious(product, cents int64) { b.previous[product] = cents }

// Build makes the Index. The sort orders are computed while the filter sets are.
func (b *Builder) Build() *Index {
	n := len(b.ids)
	x := &Index{mu: new(sync.RWMutex), n: n, room: roomFor(n), lang: b.lang, ids: b.ids, stock: b.stock, price: b.price, cards: b.cards,
		discount: make([]int64, n), group: make([]int32, n),
		byManufacturer: map[int64]bitset{}, byDiscount: map[int64]bitset{}, byInventory: map[int64]bitset{},
		byOption: map[int64]bitset{}, sliders: map[string]bitset{},
		manufacturers: b.manufacturers, manufacturerAt: make(map[int64]int, len(b.manufacturers)),
		discounts: b.discounts, properties: b.properties, optionOf: b.optionOf}
	var sorting sync.WaitGroup
	sorting.Go(func() { x.buildOrders(b.facts, b.titleKeys) })

	for i := range x.cards {
		if img, ok := b.images[x.ids[i]]; ok {
			x.cards[i].Image = img
		}
		x.cards[i].Previous = b.previous[x.ids[i]]
	}
	for i, m := range x.manufacturers {
		x.manufacturerAt[m.ID] = i
	}
	x.live = newBitset(x.room)
	groups := map[string]int32{}
	x.groupOf, x.created = groups, make([]string, n)
	for i, p := range b.facts {
		slot := int32(i)
		if !p.hidden {
			x.live.set(slot)
		}
		x.discount[i] = p.discount
		x.created[i] = p.created
		if p.group != "" {
			g, ok := groups[p.group]
			if !ok {
				g = int32(len(groups) + 1)
				groups[p.group] = g
			}
			x.group[i] = g
		}
		x.setIn(x.byManufacturer, p.manufacturer, slot)
		x.setIn(x.byDiscount, p.discount, slot)
		x.setIn(x.byInventory, InventoryOf(x.stock[i]), slot)
		x.setFlag(SliderFeatured, p.featured, slot)
		x.setFlag(SliderPopular, p.popular, slot)
		x.setFlag(SliderNew, p.isNew, slot)
		x.setFlag(SliderRecommended, p.recom, slot)
		x.setFlag(SliderDiscount, p.discount != 0, slot)
	}
	optSlots := b.optionSlots(x)
	x.byCategory, x.children, x.parentOf = b.categoryTree(x.room)
	x.text = textIndex{n: n, room: x.room, title: b.titles.build(), codes: b.codes, wordCount: b.wordCount}
	x.text.other, x.text.sources, x.optionSource = b.otherWords(x, optSlots)
	sorting.Wait()
	return x
}

// optionSlots pairs each product's options with its slot, fills the filter sets of the
// filterable ones, and returns every option's slots (for the text index). Products and
// options both come in id order, so one walk does it.
func (b *Builder) optionSlots(x *Index) map[int64][]int32 {
	optSlots := map[int64][]int32{}
	x.opts = make([][]int64, x.n)
	slot := 0
	for pi, product := range b.optProducts {
		for slot < x.n && x.ids[slot] < product {
			slot++
		}
		if slot == x.n || x.ids[slot] != product {
			continue // not listed: unpublished, or a service
		}
		for _, o := range b.options[b.optStart[pi]:b.optStart[pi+1]] {
			option := int64(o)
			x.opts[slot] = append(x.opts[slot], option)
			optSlots[option] = append(optSlots[option], int32(slot))
			if b.optionInfo[option].filterable {
				x.setIn(x.byOption, option, int32(slot))
			}
		}
		slices.Sort(x.opts[slot])
	}
	return optSlots
}

// categoryTree gives every category the set of products in it or below it, and lists each
// category's children in display order.
func (b *Builder) categoryTree(room int) (map[int64]bitset, map[int64][]int64, map[int64]int64) {
	parent := make(map[int64]int64, len(b.categories))
	sets := make(map[int64]bitset, len(b.categories))
	children := map[int64][]int64{}
	for _, c := range b.categories {
		parent[c.id] = c.parent
		sets[c.id] = newBitset(room)
		children[c.parent] = append(children[c.parent], c.id)
	}
	for slot, p := range b.facts {
		for c := p.category; ; c = parent[c] {
			set, ok := sets[c]
			if !ok {
				break
			}
			set.set(int32(slot))
			if parent[c] == 0 {
				break
			}
		}
	}
	return sets, children, parent
}

// otherWords indexes the words of categories, brands and property values by source.
func (b *Builder) otherWords(x *Index, optSlots map[int64][]int32) (dictionary, []source, map[int64]int32) {
	words := dictBuilder{}
	var sources []source
	optionSource := make(map[int64]int32, len(optSlots))
	add := func(text string, src source) {
		if src.bits == nil && len(src.slots) == 0 {
			return
		}
		id := int32(len(sources))
		sources = append(sources, src)
		words.add(id, text)
	}
	for _, c := range b.categories {
		text := strings.Join(append([]string{c.title}, b.categoryWords[c.id]...), " ")
		add(text, source{bits: x.byCategory[c.id]}) // a subtree: a parent's words reach its children
	}
	for _, m := range x.manufacturers {
		add(m.Title, source{bits: x.byManufacturer[m.ID]})
	}
	for id, slots := range optSlots {
		text := strings.Join(append([]string{b.optionInfo[id].value}, b.optionWords[id]...), " ")
		optionSource[id] = int32(len(sources))
		add(text, source{slots: slots})
	}
	return words.build(), sources, optionSource
}

// roomFor is how many slots an index of n products makes room for in its sets: Put adds a
// new product's slot at the end, and only a product beyond the room needs a new Build.
func roomFor(n int) int {
	room := n + max(256, n/16)
	return (room + 63) &^ 63
}

func (x *Index) setFlag(slider string, on bool, slot int32) {
	if !on {
		return
	}
	b, ok := x.sliders[slider]
	if !ok {
		b = newBitset(x.room)
		x.sliders[slider] = b
	}
	b.set(slot)
}
