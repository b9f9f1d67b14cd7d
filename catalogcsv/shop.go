package catalogcsv

import (
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"shop/store"
	"shop/urls"
)

// Options say what a read needs to know of the shop.
type Options struct {
	Languages []string // the shop's content languages, its default first
}

// The shop's own columns. A text column is the field's name and a language: title_lv,
// description_en. Export writes them all; an import may give any of them, in any order, and
// a column it leaves out keeps the products' values.
const (
	colCode             = "code"
	colSlug             = "slug"
	colTitle            = "title"
	colShortDescription = "short_description"
	colDescription      = "description"
	colCategory         = "category"
	colManufacturer     = "manufacturer"
	colPrice            = "price"
	colOldPrice         = "old_price"
	colStock            = "stock"
	colPublished        = "published"
	colLabels           = "labels"
	colGTIN             = "gtin"
	colMPN              = "mpn"
	colVariantGroup     = "variant_group"
	colVariantLabel     = "variant_label"
	colImages           = "images"
	colDurability       = "durability_years" // the producer's commercial guarantee of durability, whole years
	colSafety           = "safety_info"      // the warnings and safety information (GPSR)
	colEnergyClass      = "energy_class"     // A–G or empty (store/product_energy.go)
	colEnergyLabel      = "energy_label"     // the label: an https address or an uploaded file's /media/ path
	colEnergySheet      = "energy_sheet"     // the product information sheet: its EPREL page or a file
)

// textColumns are the columns given per language.
var textColumns = []string{colTitle, colShortDescription, colDescription, colSafety}

// The lengths a cell may have: longer is a mistake (a description pasted into a code), and
// the bounds keep one file's memory in proportion to its size.
const (
	maxCode      = 64
	maxSlug      = 200
	maxTitle     = 300
	maxText      = 100_000
	maxIdent     = 50   // gtin, mpn
	maxSafety    = 5000 // a product's warnings in one language, as the back office allows
	maxEnergyRef = 500  // an energy label's or sheet's address, as the back office allows
)

// ReadShop reads the shop's own CSV: a header line, then one product a line, matched to the
// shop's products by code.
func ReadShop(in io.Reader, o Options) Result {
	var is issues
	var res Result
	t, err := openTable(in, &is)
	if err != nil {
		is.err(1, 0, "%v", err)
		is.into(&res)
		return res
	}
	res.Columns = map[string]int{}
	cols := make([]shopColumn, len(t.header))
	codeCol := -1
	seen := map[string]int{}
	for i, h := range t.header {
		c, ok := shopColumnOf(h, o.Languages)
		switch {
		case !ok:
			is.warn(1, i+1, "column %q is not one of the shop's and is not imported", t.raw[i])
			continue
		case seen[h] > 0:
			is.err(1, i+1, "column %q is also column %d", t.raw[i], seen[h])
			continue
		}
		seen[h] = i + 1
		cols[i] = c
		res.Columns[c.label()] = i + 1
		if c.name == colCode {
			codeCol = i
		}
	}
	if codeCol < 0 {
		is.err(1, 0, "the file has no %q column: products are matched by their code", colCode)
		is.into(&res)
		return res
	}
	codes := map[string]int{}
	for rec := t.next(); rec != nil; rec = t.next() {
		p := store.ImportProduct{Line: t.line}
		for i, c := range cols {
			if c.name != "" {
				readShopCell(&p, c, strings.TrimSpace(rec[i]), t.line, i+1, &is)
			}
		}
		if p.Code == "" {
			is.err(t.line, codeCol+1, "the code is empty")
			continue
		}
		if first, ok := codes[p.Code]; ok {
			is.err(t.line, codeCol+1, "code %q is also on line %d", p.Code, first)
			continue
		}
		codes[p.Code] = t.line
		if p.Slug == "" {
			// No slug given: a new product's is made from its title (the store makes it
			// unique), an existing one keeps its own.
			p.Has &^= store.HasSlug
			if p.Slug = urls.Slug(p.Titles[o.Languages[0]]); p.Slug == "" {
				p.Slug = urls.Slug(p.Code)
			}
		}
		res.Products = append(res.Products, p)
	}
	is.into(&res)
	return res
}

// shopColumn is what a column of the shop's file holds: a field, and a language for a text.
type shopColumn struct {
	name, lang string
}

func shopColumnOf(h string, langs []string) (shopColumn, bool) {
	for _, f := range textColumns {
		if lang, ok := strings.CutPrefix(h, f+"_"); ok && slices.Contains(langs, lang) {
			return shopColumn{f, lang}, true
		}
	}
	switch h {
	case colCode, colSlug, colCategory, colManufacturer, colPrice, colOldPrice, colStock, colPublished, colLabels,
		colGTIN, colMPN, colDurability, colVariantGroup, colVariantLabel, colImages, colEnergyClass, colEnergyLabel, colEnergySheet:
		return shopColumn{name: h}, true
	}
	return shopColumn{}, false
}

// readShopCell puts one cell into p, or an error about it into is.
func readShopCell(p *store.ImportProduct, c shopColumn, v string, line, col int, is *issues) {
	bad := func(format string, args ...any) { is.err(line, col, c.label()+" "+format, args...) }
	if !utf8.ValidString(v) {
		bad("is not UTF-8 text: save the file as CSV UTF-8")
		return
	}
	long := func(limit int) bool {
		if utf8.RuneCountInString(v) > limit {
			bad("is longer than %d characters", limit)
			return true
		}
		return false
	}
	switch c.name {
	case colCode:
		if !long(maxCode) {
			p.Code = v
		}
	case colSlug:
		if !long(maxSlug) {
			if v != "" && urls.Slug(v) != v {
				bad("%q is not a slug: lower-case letters, digits and single hyphens, such as %q", v, urls.Slug(v))
				return
			}
			p.Slug, p.Has = v, p.Has|store.HasSlug
		}
	case colTitle:
		if !long(maxTitle) {
			setText(&p.Titles, c.lang, v)
		}
	case colShortDescription:
		if !long(maxText) {
			setText(&p.ShortDescriptions, c.lang, v)
		}
	case colDescription:
		if !long(maxText) {
			setText(&p.Descriptions, c.lang, v)
		}
	case colSafety:
		if !long(maxSafety) {
			setText(&p.Safety, c.lang, v)
		}
	case colEnergyClass:
		if v = strings.ToUpper(strings.TrimSpace(v)); v != "" && (len(v) != 1 || !strings.Contains(store.EnergyClasses, v)) {
			bad("%q is not an energy class (one letter, A to G, or empty)", v)
			return
		}
		p.Energy.Class, p.Has = v, p.Has|store.HasEnergyClass
	case colEnergyLabel, colEnergySheet:
		v = strings.TrimSpace(v)
		if link, ok := store.EPRELNumber(v); ok && c.name == colEnergySheet {
			v = link // the sheet by its EPREL registration number, as the back office takes it
		}
		if v != "" && (long(maxEnergyRef) || !store.EnergyRef(v)) {
			if utf8.RuneCountInString(v) <= maxEnergyRef {
				bad("%q is neither an https address nor an uploaded file's /media/ path", v)
			}
			return
		}
		if c.name == colEnergyLabel {
			p.Energy.Label, p.Has = v, p.Has|store.HasEnergyLabel
		} else {
			p.Energy.Sheet, p.Has = v, p.Has|store.HasEnergySheet
		}
	case colCategory:
		if !long(maxSlug * 4) {
			p.Category, p.Has = v, p.Has|store.HasCategory
		}
	case colManufacturer:
		if !long(maxTitle) {
			p.Manufacturer, p.Has = v, p.Has|store.HasManufacturer
		}
	case colPrice:
		cents, err := parseMoney(v)
		if err != nil {
			bad("%q %v", v, err)
			return
		}
		p.Price, p.Has = cents, p.Has|store.HasPrice
	case colOldPrice:
		if v == "" {
			p.OldPrice, p.Has = 0, p.Has|store.HasOldPrice
			return
		}
		cents, err := parseMoney(v)
		if err != nil {
			bad("%q %v", v, err)
			return
		}
		p.OldPrice, p.Has = cents, p.Has|store.HasOldPrice
	case colStock:
		n, err := parseStock(v)
		if err != nil {
			bad("%q %v", v, err)
			return
		}
		p.Stock, p.Has = n, p.Has|store.HasStock
	case colPublished:
		b, err := parseBool(v)
		if err != nil {
			bad("%q %v", v, err)
			return
		}
		p.Published, p.Has = b, p.Has|store.HasPublished
	case colLabels:
		p.Labels, p.Has = []string{}, p.Has|store.HasLabels
		for _, l := range splitList(strings.ToLower(v)) {
			if !slices.Contains(store.ProductLabels, l) {
				bad("%q is not a label: the labels are %s", l, strings.Join(store.ProductLabels, ", "))
				continue
			}
			if !slices.Contains(p.Labels, l) {
				p.Labels = append(p.Labels, l)
			}
		}
	case colGTIN:
		if v != "" && (!digits(v) || !validGTIN(v)) {
			bad("%q is not a GTIN (8, 12, 13 or 14 digits with a right check digit)", v)
			return
		}
		p.GTIN, p.Has = v, p.Has|store.HasGTIN
	case colMPN:
		if !long(maxIdent) {
			p.MPN, p.Has = v, p.Has|store.HasMPN
		}
	case colDurability:
		n, err := parseDurability(v)
		if err != nil {
			bad("%q %v", v, err)
			return
		}
		p.DurabilityYears, p.Has = n, p.Has|store.HasDurability
	case colVariantGroup:
		if !long(maxSlug) {
			p.VariantGroup, p.Has = v, p.Has|store.HasVariantGroup
		}
	case colVariantLabel:
		if !long(maxTitle) {
			p.VariantLabel, p.Has = v, p.Has|store.HasVariantLabel
		}
	case colImages:
		// The export lists a product's pictures by their paths on the shop ("/media/…"); they
		// stay as they are. A URL is a picture to fetch and add to the gallery.
		for _, u := range splitList(v) {
			switch {
			case strings.HasPrefix(u, "/"):
			case isWebURL(u):
				p.Images = append(p.Images, store.ImportImage{URL: u, Line: line})
			default:
				is.warn(line, col, "images: %q is neither a picture of the shop nor an http(s) URL and is left out", u)
			}
		}
	}
}

func (c shopColumn) label() string {
	if c.lang != "" {
		return c.name + "_" + c.lang
	}
	return c.name
}

func setText(m *map[string]string, lang, v string) {
	if *m == nil {
		*m = map[string]string{}
	}
	(*m)[lang] = v
}

// validGTIN checks a GTIN's length and its check digit (GS1's mod-10 weights 3 and 1 from
// the right), so that a mistyped barcode is caught on its line rather than by Google.
func validGTIN(s string) bool {
	switch len(s) {
	case 8, 12, 13, 14:
	default:
		return false
	}
	sum := 0
	for i := len(s) - 2; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-2-i)%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return (10-sum%10)%10 == int(s[len(s)-1]-'0')
}

// isWebURL is whether u names a picture to fetch.
func isWebURL(u string) bool {
	l := strings.ToLower(u)
	return strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "http://")
}
