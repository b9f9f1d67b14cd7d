// Package searchtest is the reference model of the catalogue search: a random catalogue in
// plain slices, and the answer to any question worked out by brute force over it. Package
// search checks its index against it; package store checks the whole way from SQL rows to
// its answers. Only tests import it.
package searchtest

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"shop/store/search"
)

// Catalogue is a random catalogue: five categories in a tree, four brands, two discounts and
// three properties, of which the third is not a filter.
type Catalogue struct {
	Lang          string   // the language of the products' own titles
	Langs         []string // every language, Lang first; the others are in Product.Titles
	Products      []Product
	Categories    []Category // parents before children, in display order
	Manufacturers []Named
	Discounts     []Discount
	Properties    []Property
}

// Product is one catalogue product. A hidden (unpublished) one matches nothing.
type Product struct {
	ID, Category, Manufacturer, Discount, Percent, Net, Stock int64
	Title, Code, Created, Group                               string
	Popular, Hidden                                           bool
	Options                                                   []int64
	Titles                                                    map[string]string // another language → its title, where it has one
}

// TitleIn is the product's title as a page in lang shows it: its own, or Title.
func (p Product) TitleIn(lang string) string {
	if t, ok := p.Titles[lang]; ok {
		return t
	}
	return p.Title
}

// Category is a node of the tree; Parent 0 is the top level.
type Category struct {
	ID, Parent, Position int64
	Slug, Title          string
}

// Named is a brand.
type Named struct {
	ID          int64
	Slug, Title string
}

// Discount is a percent off.
type Discount struct {
	ID, Percent int64
	Title       string
}

// Property has options; only filterable ones are facets.
type Property struct {
	ID         int64
	Title      string
	Group      string
	Filterable bool
	Options    []Named // ID and Title (the value)
}

var words = []string{"Galaxy", "Pixel", "Redmi", "Note", "Ultra", "Pro", "Max", "Lite", "Āboliņš", "Žurka", "Köln", "Телефон", "чехол"}

// firstWords start some titles in each language with the letters its alphabet orders its
// own way: Latvian č after c, š after s, ž after z, ā with a; Finnish å, ä and ö after z and
// v before w; Russian ё with е; and a word of every other alphabet, so that each language's
// title order differs from the others' and from an order of folded letters.
var firstWords = map[string][]string{
	"lv": {"Čaula", "Cena", "Šķēres", "Sala", "Žogs", "Zars", "Ābele", "Abats", "Ūdens", "Uguns", "Ģitāra", "Gaiss", "Yeti"},
	"en": {"Case", "Charger", "Cable", "Zebra", "Apple", "Yellow", "Screen", "Shield", "Watch", "Vase", "Чехол"},
	"ru": {"Чехол", "Ёлка", "Ель", "Елка", "Жук", "Яблоко", "Аист", "Зарядка", "Galaxy", "Ёж"},
	"fi": {"Äiti", "Öljy", "Åbo", "Ohra", "Aalto", "Zeta", "Vaaka", "Wok", "Kuori", "Laturi", "Yö"},
}

// New makes a catalogue of n products, the same for the same n.
func New(n int) *Catalogue {
	r := rand.New(rand.NewPCG(1, 2))
	// The titles' first words and translations come from a stream of their own, so the rest
	// of the catalogue is what it was before they came.
	rt := rand.New(rand.NewPCG(3, 4))
	c := &Catalogue{
		Lang:  "lv",
		Langs: []string{"lv", "en", "ru", "fi"},
		// 1 and 2 are top level; 3, 4 under 1; 5 under 3.
		Categories: []Category{{ID: 1}, {ID: 2, Position: 1}, {ID: 3, Parent: 1}, {ID: 4, Parent: 1, Position: 1}, {ID: 5, Parent: 3}},
		Discounts:  []Discount{{ID: 1, Percent: 10, Title: "-10%"}, {ID: 2, Percent: 25, Title: "-25%"}},
		Properties: []Property{{ID: 1, Title: "RAM", Group: "Atmiņa", Filterable: true},
			{ID: 2, Title: "Krāsa", Group: "Atmiņa", Filterable: true}, {ID: 3, Title: "Hidden", Group: "Atmiņa"}},
	}
	for i := range c.Categories {
		cat := &c.Categories[i]
		cat.Slug, cat.Title = fmt.Sprint("cat", cat.ID), fmt.Sprint("Kategorija ", cat.ID)
	}
	for m := int64(1); m <= 4; m++ {
		c.Manufacturers = append(c.Manufacturers, Named{ID: m, Slug: fmt.Sprint("brand", m), Title: fmt.Sprint("Brand", m)})
	}
	for o := int64(1); o <= 7; o++ {
		p := &c.Properties[[]int{0, 0, 0, 1, 1, 1, 2}[o-1]]
		p.Options = append(p.Options, Named{ID: o, Title: fmt.Sprint("opt", o, " zaļš")})
	}
	for i := 1; i <= n; i++ {
		p := Product{ID: int64(i), Category: int64(1 + r.IntN(5)), Manufacturer: int64(1 + r.IntN(4)), Discount: int64(r.IntN(3)),
			Net: int64(100 + r.IntN(100000)), Stock: int64(r.IntN(8)), Popular: r.IntN(4) == 0}
		p.Percent = []int64{0, 10, 25}[p.Discount]
		p.Title = fmt.Sprintf("%s %s %d", words[r.IntN(len(words))], words[r.IntN(len(words))], i)
		if rt.IntN(3) == 0 {
			p.Title = pickWord(rt, c.Lang) + " " + p.Title
		}
		for _, lang := range c.Langs[1:] {
			if rt.IntN(3) != 0 { // two in three have a title of their own in a language
				if p.Titles == nil {
					p.Titles = map[string]string{}
				}
				p.Titles[lang] = fmt.Sprintf("%s %s %d", pickWord(rt, lang), pickWord(rt, lang), i)
			}
		}
		p.Code = fmt.Sprintf("AB-%05d-X", i)
		p.Created = fmt.Sprintf("2025-%02d-%02dT10:00:00Z", 1+r.IntN(12), 1+r.IntN(28))
		if i%10 < 3 {
			p.Group = fmt.Sprint("g", i/10) // three variants in each tenth (not drawn: the rest stays as it was)
		}
		for _, prop := range c.Properties {
			if r.IntN(5) == 0 {
				continue // some products lack a property
			}
			p.Options = append(p.Options, prop.Options[r.IntN(len(prop.Options))].ID)
		}
		c.Products = append(c.Products, p)
	}
	return c
}

func pickWord(r *rand.Rand, lang string) string {
	ws := firstWords[lang]
	return ws[r.IntN(len(ws))]
}

// Price is what the price sort orders by: the net price after the discount.
func (p Product) Price() int64 {
	if p.Percent == 0 {
		return p.Net
	}
	return (p.Net*(100-p.Percent) + 50) / 100
}

// Subtree is a category and every category below it.
func (c *Catalogue) Subtree(cat int64) []int64 {
	out := []int64{cat}
	for i := 0; i < len(out); i++ {
		for _, k := range c.Categories {
			if k.Parent == out[i] {
				out = append(out, k.ID)
			}
		}
	}
	return out
}

// PropertyOf is the property an option belongs to.
func (c *Catalogue) PropertyOf(option int64) (Property, bool) {
	for _, p := range c.Properties {
		if slices.ContainsFunc(p.Options, func(o Named) bool { return o.ID == option }) {
			return p, true
		}
	}
	return Property{}, false
}

// group names a facet group of a question: its selections are OR-ed within, AND-ed across.
type group string

const (
	categories    group = "categories"
	manufacturers group = "manufacturers"
	discounts     group = "discounts"
	inventories   group = "inventories"
)

func propertyGroup(id int64) group { return group(fmt.Sprint("p", id)) }

// SetDiscount gives a product one of the catalogue's discounts (0: none).
func (c *Catalogue) SetDiscount(p *Product, discount int64) {
	p.Discount, p.Percent = discount, 0
	for _, d := range c.Discounts {
		if d.ID == discount {
			p.Percent = d.Percent
		}
	}
}

// Related is the brute-force related products: listed products of the product's category
// subtree but not of its variant group, in stock first, then nearest in price, then cheaper.
func (c *Catalogue) Related(id int64, n int) []int64 {
	var self *Product
	for i := range c.Products {
		if c.Products[i].ID == id && !c.Products[i].Hidden {
			self = &c.Products[i]
		}
	}
	ids := []int64{}
	if self == nil {
		return ids
	}
	var ps []Product
	for _, p := range c.Products {
		if p.Hidden || p.ID == id || self.Group != "" && p.Group == self.Group || !slices.Contains(c.Subtree(self.Category), p.Category) {
			continue
		}
		ps = append(ps, p)
	}
	dist := func(p Product) int64 { return max(p.Price()-self.Price(), self.Price()-p.Price()) }
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if (a.Stock > 0) != (b.Stock > 0) {
			return a.Stock > 0
		}
		if dist(a) != dist(b) {
			return dist(a) < dist(b)
		}
		return a.Price() < b.Price()
	})
	for _, p := range ps[:min(n, len(ps))] {
		ids = append(ids, p.ID)
	}
	return ids
}

// match is the brute-force filter: scope and selections, skipping one group (for its counts).
func (c *Catalogue) match(p Product, q search.Params, skip group) bool {
	if p.Hidden {
		return false
	}
	if q.ScopeCategory != 0 && !slices.Contains(c.Subtree(q.ScopeCategory), p.Category) {
		return false
	}
	if q.ScopeManufacturer != 0 && p.Manufacturer != q.ScopeManufacturer {
		return false
	}
	if (q.Scoped || q.ScopeIDs != nil) && !slices.Contains(q.ScopeIDs, p.ID) {
		return false
	}
	if skip != categories && len(q.Categories) > 0 &&
		!slices.ContainsFunc(q.Categories, func(k int64) bool { return slices.Contains(c.Subtree(k), p.Category) }) {
		return false
	}
	if skip != manufacturers && len(q.Manufactures) > 0 && !slices.Contains(q.Manufactures, p.Manufacturer) {
		return false
	}
	if skip != discounts && len(q.Discounts) > 0 && !slices.Contains(q.Discounts, p.Discount) {
		return false
	}
	if skip != inventories && len(q.Inventories) > 0 && !slices.Contains(q.Inventories, search.InventoryOf(p.Stock)) {
		return false
	}
	byProp := map[int64][]int64{}
	for _, o := range q.Properties {
		prop, _ := c.PropertyOf(o)
		byProp[prop.ID] = append(byProp[prop.ID], o)
	}
	for id, opts := range byProp {
		if skip == propertyGroup(id) {
			continue
		}
		if prop, ok := c.PropertyOf(opts[0]); !ok || !prop.Filterable {
			return false // unknown options, and those of a property that is no filter, select nothing
		}
		if !slices.ContainsFunc(opts, func(o int64) bool { return slices.Contains(p.Options, o) }) {
			return false
		}
	}
	return true
}

// IDs is every product a question (without a text query) matches, in its sort order.
func (c *Catalogue) IDs(q search.Params) []int64 {
	var ps []Product
	for _, p := range c.Products {
		if c.match(p, q, "") {
			ps = append(ps, p)
		}
	}
	key := func(p Product) int64 {
		switch q.Sort {
		case search.SortQuantity:
			return p.Stock
		case search.SortPrice:
			return p.Price()
		}
		return 0
	}
	lang := cmp.Or(q.Lang, c.Lang)
	coll := collate.New(language.Make(lang))
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		switch q.Sort {
		case search.SortCreated:
			return a.Created < b.Created
		case search.SortTitle: // the titles a page in the language shows, in its collation
			return coll.CompareString(a.TitleIn(lang), b.TitleIn(lang)) < 0
		case search.SortDefault:
			if (a.Stock > 0) != (b.Stock > 0) {
				return a.Stock > 0
			}
			if a.Popular != b.Popular {
				return a.Popular
			}
			return a.Created > b.Created
		}
		return key(a) < key(b)
	})
	if q.Desc {
		slices.Reverse(ps)
	}
	ids := []int64{}
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	return ids
}
