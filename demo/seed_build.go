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
}

type seedValue struct {
	prop  int // index into seedProperties
	value string
}

type seedProduct struct {
	kind, model                     int
	title, slug, code, created      string
	colour                          string // key into seedColours
	brand, discount                 int64
	net, stock                      int
	popular, isNew, featured, recom bool
	delayed, inShop                 bool
	group, label                    string
	dims                            [4]int
	images                          int
	props                           []int32 // indexes into catalog.values
}

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
	weights := 0
	for _, k := range seedKinds {
		weights += k.weight
	}
	slugs, codes, titles := uniq{}, uniq{}, titled{}
	for groupNo := 0; len(c.products) < n; groupNo++ {
		ki := 0
		for w := r.IntN(weights); w >= seedKinds[ki].weight; ki++ {
			w -= seedKinds[ki].weight
		}
		k := &seedKinds[ki]
		mi := r.IntN(len(k.models))
		m := &k.models[mi]
		opts := []string{""}
		if m.opts != "" {
			opts = strings.Split(m.opts, "|")
		}
		cols := strings.Fields(m.cols)
		// Phones and laptops usually come in several colours and memory sizes; other kinds
		// in fewer, and half of them as single products.
		nc, no := between(r, 1, len(cols)), len(opts)
		if k.opt != "mem" && r.IntN(2) == 0 {
			nc = 1
		}
		first := r.IntN(len(cols))
		optLo := 0
		if no > 1 && r.IntN(3) == 0 {
			optLo = r.IntN(no - 1) // a group without the smallest configuration
		}
		size := nc * (no - optLo)
		group := ""
		if size > 1 {
			group = fmt.Sprintf("%s-%d", slugify(brandTitle(m.brand)+" "+m.name), groupNo+1)
		}
		jitter := 100 + between(r, -5, 3)
		dims := k.dims
		for i := range dims {
			dims[i] = max(1, dims[i]*between(r, 90, 110)/100)
		}
		if k.opt == "inch" {
			dims = k.dims // scaled per size below
		}
		for oi := optLo; oi < no && len(c.products) < n; oi++ {
			opt := opts[oi]
			for ci := 0; ci < nc && len(c.products) < n; ci++ {
				colKey := cols[(first+ci)%len(cols)]
				col := seedColours[colKey]
				p := seedProduct{kind: ki, model: mi, colour: colKey, group: group}
				p.code = codes.make(productCode(k, m, opt, col))
				p.title = titles.make(productTitle(k, m, opt, col, c.v.Langs.Default), p.code)
				p.slug = slugs.make(slugify(p.title))
				p.brand = c.brandID[m.brand]
				p.net = netOf(niceGross((m.price+m.step*oi)*jitter/100), v.pricing())
				p.dims = dims
				if k.opt == "inch" {
					in, _ := strconv.Atoi(opt)
					for i := range p.dims[:2] {
						p.dims[i] = k.dims[i] * in / 55
					}
					p.dims[3] = k.dims[3] * in * in / (55 * 55)
				}
				if group != "" {
					p.label = variantLabel(k, opt, col, nc > 1, no-optLo > 1)
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
	}
	c.assignOptionIDs()
	return c
}

// fillProductState draws what differs between otherwise equal products: stock, flags, dates.
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
	p.isNew = age < 60*24*time.Hour || r.IntN(30) == 0
	p.popular = r.IntN(8) == 0
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

// productTitle is brand, model, configuration and colour: the same in every language but
// for the unbranded accessories, whose titles are words (genericTitle).
func productTitle(k *seedKind, m *seedModel, opt string, col seedColour, lang string) string {
	if m.brand == generic {
		return genericTitle(m, col, lang)
	}
	name := m.name
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

func productCode(k *seedKind, m *seedModel, opt string, col seedColour) string {
	code := m.code
	if strings.Contains(code, "{o}") {
		code = strings.ReplaceAll(code, "{o}", opt)
	} else if opt != "" {
		_, rom := splitMem(opt)
		code += "-" + strings.ReplaceAll(strings.TrimSuffix(rom, " GB"), " ", "")
	}
	var abbr strings.Builder
	for w := range strings.FieldsSeq(col.name) {
		abbr.WriteByte(w[0])
	}
	return strings.ToUpper(code + "-" + abbr.String())
}

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
