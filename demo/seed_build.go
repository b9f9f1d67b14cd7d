package demo

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"shop/store"
)

// catalog is the whole demo product set, built in memory first so that ids, option ids and
// relations are known before anything is written.
type catalog struct {
	v        Variant // the shop variant it is seeded for
	products []seedProduct
	catID    map[string]int64
	brandID  map[string]int64
	propID   map[string]int64 // property key → id
	values   []seedValue      // interned property values; option id is optionID[i]
	optionID []int64
	orders   []plannedOrder // the demo's orders, planned with the products (planOrders)
}

type seedValue struct {
	prop  int // index into seedProperties
	value string
}

type seedProduct struct {
	kind, model, gen                int // gen: the model's generation (seed_generations.go)
	title, slug, code, created      string
	colour                          string // key into seedColours
	brand, discount                 int64
	net, stock                      int
	demand                          int // how often the demo's orders pick it as their main product
	popular, isNew, featured, recom bool
	delayed, inShop                 bool
	group, label                    string
	dims                            [4]int
	images                          int
	props                           []int32 // indexes into catalog.values
}

// newDays is how long a product counts as new ("Jaunums"): added in the last 30 days of
// the demo's today (seedEpoch).
const newDays = 30

func buildCatalog(r *rand.Rand, n int, v Variant) *catalog {
	c := &catalog{v: v, catID: map[string]int64{}, brandID: map[string]int64{}, propID: map[string]int64{}}
	for i, sc := range seedCategories {
		c.catID[sc.key] = int64(i + 1)
	}
	for i, b := range seedBrands {
		c.brandID[b.slug] = int64(i + 1)
	}
	propIdx := map[string]int{}
	for i, p := range seedProperties {
		propIdx[p.key] = i
		c.propID[p.key] = int64(i + 1)
	}
	// Values are one option per value in the variant's language, where two Latvian values
	// may read the same in another language; the option keeps the first one's Latvian, which
	// its texts are translated from.
	interned := map[seedValue]int32{}
	intern := func(key, value string) int32 {
		v := seedValue{propIdx[key], value}
		if _, ok := propIdx[key]; !ok {
			panic("seed: unknown property " + key)
		}
		own := seedValue{v.prop, optionValue(c.v.Langs.Default, value)}
		id, ok := interned[own]
		if !ok {
			id = int32(len(c.values))
			interned[own] = id
			c.values = append(c.values, v)
		}
		return id
	}
	// Every title is new in each language, every code new: a variant that would repeat one
	// (two colours one language names alike, a later generation meeting a real model) is
	// left out, never renamed.
	titles := make([]map[string]bool, len(v.Langs.All))
	for i := range titles {
		titles[i] = map[string]bool{}
	}
	codes, slugs := map[string]bool{}, uniq{}
	q := newModelQueue()
	for groupNo := 0; len(c.products) < n; groupNo++ {
		ki, mi, gen := q.next(r)
		k := &seedKinds[ki]
		m := &k.models[mi]
		opts := []string{""}
		if m.opts != "" {
			opts = strings.Split(m.opts, "|")
		}
		cols := coloursAt(k, m, gen)
		// A model comes in every configuration and colour it has, as a shop stocks it.
		no, nc := len(opts), len(cols)
		group := ""
		if no*nc > 1 {
			group = fmt.Sprintf("%s-%d", slugify(brandTitle(m.brand)+" "+nameAt(m.name, gen)), groupNo+1)
		}
		jitter := 100 + between(r, -5, 3)
		dims := k.dims
		for i := range dims {
			dims[i] = max(1, dims[i]*between(r, 90, 110)/100)
		}
		if k.opt == "inch" {
			dims = k.dims // scaled per size below
		}
		first := len(c.products)
		for oi := 0; oi < no && len(c.products) < n; oi++ {
			opt := opts[oi]
			for _, colKey := range cols {
				if len(c.products) == n {
					break
				}
				col := seedColours[colKey]
				p := seedProduct{kind: ki, model: mi, gen: gen, colour: colKey, group: group}
				p.code = productCode(k, m, gen, opt, col)
				if codes[p.code] || !newTitles(titles, v.Langs.All, func(lang string) string { return productTitle(k, m, gen, opt, col, lang) }) {
					continue
				}
				codes[p.code] = true
				p.title = productTitle(k, m, gen, opt, col, c.v.Langs.Default)
				p.slug = slugs.make(slugify(p.title))
				p.brand = c.brandID[m.brand]
				// A later generation costs a little more than the one before it.
				p.net = netOf(niceGross((m.price+m.step*oi)*(jitter+3*min(gen, 10))/100), v.pricing())
				p.dims = dims
				if k.opt == "inch" {
					in, _ := strconv.Atoi(opt)
					for i := range p.dims[:2] {
						p.dims[i] = k.dims[i] * in / 55
					}
					p.dims[3] = k.dims[3] * in * in / (55 * 55)
				}
				if group != "" {
					p.label = variantLabel(k, opt, col, nc > 1, no > 1)
				}
				specs := map[string]string{}
				for _, s := range [...]string{k.spec, m.spec} {
					for kv := range strings.SplitSeq(s, ";") {
						if key, val, ok := strings.Cut(kv, "="); ok {
							specs[key] = val
						}
					}
				}
				specs["color"] = col.lv
				switch k.opt {
				case "mem":
					ram, rom := splitMem(opt)
					if ram != "" {
						specs["ram"] = ram
					}
					specs["rom"] = rom
				case "inch":
					specs["size"] = opt + `"`
				}
				for _, sp := range seedProperties {
					if v, ok := specs[sp.key]; ok && v != "" {
						p.props = append(p.props, intern(sp.key, v))
					}
				}
				fillProductState(r, &p)
				c.products = append(c.products, p)
			}
		}
		if len(c.products)-first == 1 { // a group of one left: no variants to show
			c.products[first].group, c.products[first].label = "", ""
		}
	}
	c.assignOptionIDs()
	c.planOrders()
	return c
}

// newTitles reports whether a product's title is new in every language (title gives it in
// one), and records it if so.
func newTitles(seen []map[string]bool, langs []string, title func(lang string) string) bool {
	ts := make([]string, len(langs))
	for i, l := range langs {
		ts[i] = title(l)
		if seen[i][ts[i]] {
			return false
		}
	}
	for i, t := range ts {
		seen[i][t] = true
	}
	return true
}

// modelQueue deals the models out generation after generation: every model of every kind
// once (the kinds drawn by their weight, each kind's models in a shuffled order) before any
// comes again a generation later. So a catalogue of 1,000 products is the real models and
// their next generation, and every kind reaches as many generations as the others.
type modelQueue struct {
	left [][]int // per kind: the models not yet dealt in this generation
	gen  int
}

func newModelQueue() *modelQueue { return &modelQueue{gen: -1} }

func (q *modelQueue) next(r *rand.Rand) (kind, model, gen int) {
	weights := 0
	for ki, left := range q.left {
		if len(left) > 0 {
			weights += seedKinds[ki].weight
		}
	}
	if weights == 0 { // a new generation
		q.gen++
		q.left = make([][]int, len(seedKinds))
		for ki, k := range seedKinds {
			q.left[ki] = r.Perm(len(k.models))
			weights += k.weight
		}
	}
	w := r.IntN(weights)
	for ki, left := range q.left {
		if len(left) == 0 {
			continue
		}
		if w < seedKinds[ki].weight {
			model, q.left[ki] = left[0], left[1:]
			return ki, model, q.gen
		}
		w -= seedKinds[ki].weight
	}
	panic("unreachable")
}

// coloursAt are the colours a model comes in, in generation gen: its own, and from the
// second generation on (where a large catalogue needs more products of a model) the kind's
// other colours too, for kinds whose titles name the colour.
func coloursAt(k *seedKind, m *seedModel, gen int) []string {
	cols := strings.Fields(m.cols)
	if gen < 2 || !k.colour || m.brand == generic {
		return cols
	}
	for _, extra := range laterColours {
		if !slices.Contains(cols, extra) {
			cols = append(cols, extra)
		}
	}
	return cols
}

// laterColours are the colours later generations of a coloured model add to its own.
var laterColours = []string{"black", "white", "silver", "blue", "green", "red", "pink", "gold", "graphite", "purple", "mint", "orange"}

// fillProductState draws what differs between otherwise equal products: stock, demand,
// flags, dates. Popular is not drawn: it is the best sellers of the demo's orders (planOrders).
func fillProductState(r *rand.Rand, p *seedProduct) {
	switch x := r.IntN(10); {
	case x == 0:
		p.stock = 0
	case x == 1:
		p.stock = between(r, 1, store.LowStock)
	default:
		p.stock = between(r, 4, 60)
	}
	age := time.Duration(r.IntN(730*24*3600)) * time.Second
	p.created = stamp(seedEpoch.Add(-age))
	p.isNew = age < newDays*24*time.Hour
	p.demand = 1
	if r.IntN(8) == 0 {
		p.demand = 8 // a model people ask for
	}
	p.featured = r.IntN(11) == 0
	p.recom = r.IntN(12) == 0
	if r.IntN(100) < 15 {
		p.discount = int64([]int{1, 1, 2, 2, 2, 3, 3, 4}[r.IntN(8)])
	}
	p.delayed = p.stock == 0 && r.IntN(3) == 0 || r.IntN(50) == 0
	p.inShop = r.IntN(10) != 0
	p.images = between(r, 2, 4)
}

func brandTitle(slug string) string {
	for _, b := range seedBrands {
		if b.slug == slug {
			return b.title
		}
	}
	return ""
}

// productTitle is brand, model, configuration and colour, in generation gen: the same in
// every language but for the unbranded accessories, whose titles are words (genericTitle).
func productTitle(k *seedKind, m *seedModel, gen int, opt string, col seedColour, lang string) string {
	if m.brand == generic {
		return genericTitle(m, gen, col, lang)
	}
	name := nameAt(m.name, gen)
	parts := []string{brandTitle(m.brand)}
	if strings.Contains(name, "{o}") {
		name = strings.ReplaceAll(name, "{o}", opt)
		opt = ""
	}
	parts = append(parts, name)
	if opt != "" {
		parts = append(parts, opt)
	}
	if k.colour {
		parts = append(parts, col.name)
	}
	return strings.Join(parts, " ")
}

func productCode(k *seedKind, m *seedModel, gen int, opt string, col seedColour) string {
	code := codeAt(m.code, gen)
	if strings.Contains(code, "{o}") {
		code = strings.ReplaceAll(code, "{o}", opt)
	} else if opt != "" {
		_, rom := splitMem(opt)
		code += "-" + strings.ReplaceAll(strings.TrimSuffix(rom, " GB"), " ", "")
	}
	return strings.ToUpper(code + "-" + colourCodes[col.name])
}

// colourCodes are the colours' parts of article codes, one per colour name: BLA Black, BLU
// Blue, TBL Titanium Black.
var colourCodes = func() map[string]string {
	var names []string
	for _, c := range seedColours {
		names = append(names, c.name)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	codes, taken := map[string]string{}, map[string]bool{}
	for _, name := range names {
		words := strings.Fields(strings.ToUpper(name))
		var c string
		if len(words) == 1 {
			c = words[0][:min(3, len(words[0]))]
		} else {
			for _, w := range words {
				c += w[:1]
			}
			last := words[len(words)-1]
			c += last[1:min(2, len(last))]
		}
		for base, i := c, 2; taken[c]; i++ {
			c = base + strconv.Itoa(i)
		}
		taken[c], codes[name] = true, c
	}
	return codes
}()

// splitMem reads "12/256GB" as RAM "12 GB" and storage "256 GB"; "1TB" as storage "1 TB".
func splitMem(opt string) (ram, rom string) {
	unit := " GB"
	if strings.HasSuffix(opt, "TB") {
		unit = " TB"
	}
	opt = strings.TrimSuffix(strings.TrimSuffix(opt, "GB"), "TB")
	if a, b, ok := strings.Cut(opt, "/"); ok {
		return a + " GB", b + unit
	}
	return "", opt + unit
}

func variantLabel(k *seedKind, opt string, col seedColour, byColour, byOpt bool) string {
	var parts []string
	if byColour || !byOpt {
		parts = append(parts, col.name)
	}
	if byOpt {
		switch k.opt {
		case "mem":
			ram, rom := splitMem(opt)
			if ram != "" {
				rom = strings.TrimSuffix(ram, " GB") + "/" + rom
			}
			parts = append(parts, rom)
		case "inch":
			parts = append(parts, opt+`"`)
		default:
			parts = append(parts, strings.Replace(opt, "mm", " mm", 1))
		}
	}
	return strings.Join(parts, ", ")
}

// niceGross turns gross euros into a shelf price in cents: 1 299,00 € or 24,99 €.
func niceGross(euros int) int {
	if euros >= 100 {
		return ((euros+5)/10*10 - 1) * 100
	}
	return max(1, euros)*100 - 1
}

// netOf finds the net cents whose gross with the shop's VAT is the shelf price, or a cent or
// two below it (a shelf price of 309,00 € at 25.5 % VAT is 308,99 €, not 309,01 €).
func netOf(gross int, vat store.Pricing) int {
	n := int((int64(gross)*10000 + (10000+vat.VATBasisPoints)/2) / (10000 + vat.VATBasisPoints))
	for below := range 3 { // no net price grosses to every cent: then a cent or two less
		for _, c := range []int{n, n - 1, n + 1} {
			if vat.Gross(int64(c)) == int64(gross-below) {
				return c
			}
		}
	}
	return n
}

// assignOptionIDs orders each property's values naturally (8 GB before 16 GB before 1 TB),
// so filter lists read well and option ids follow display order.
func (c *catalog) assignOptionIDs() {
	order := make([]int, len(c.values))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		va, vb := c.values[a], c.values[b]
		return cmp.Or(cmp.Compare(va.prop, vb.prop), naturalCompare(va.value, vb.value))
	})
	c.optionID = make([]int64, len(c.values))
	for rank, i := range order {
		c.optionID[i] = int64(rank + 1)
	}
}

func naturalCompare(a, b string) int {
	pa, na, ra := splitNumber(a)
	pb, nb, rb := splitNumber(b)
	return cmp.Or(strings.Compare(pa, pb), cmp.Compare(na, nb), strings.Compare(ra, rb))
}

// splitNumber cuts a value around its first number, scaling terabytes to gigabytes.
func splitNumber(s string) (prefix string, n float64, rest string) {
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return s, 0, ""
	}
	j := i
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' || s[j] == ',') {
		j++
	}
	n, _ = strconv.ParseFloat(strings.ReplaceAll(s[i:j], ",", "."), 64)
	rest = s[j:]
	if strings.HasPrefix(rest, " TB") {
		n *= 1024
	}
	return s[:i], n, rest
}
