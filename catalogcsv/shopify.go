package catalogcsv

import (
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"shop/store"
	"shop/urls"
)

// Shopify's product CSV names a field differently in its two generations of headers: the
// classic ones (Handle, Body (HTML), Variant SKU, Image Src…) and the ones its admin writes
// since 2024 (URL handle, Description, SKU, Product image URL…). Both map to one field here,
// by the header in lower case.
var shopifyFields = map[string]string{
	"handle": "handle", "url handle": "handle",
	"title":       "title",
	"body (html)": "body", "description": "body",
	"vendor":    "vendor",
	"type":      "type",
	"tags":      "tags",
	"published": "published", "published on online store": "published",
	"status":       "status",
	"option1 name": "option1 name", "option1 value": "option1 value",
	"option2 name": "option2 name", "option2 value": "option2 value",
	"option3 name": "option3 name", "option3 value": "option3 value",
	"variant sku": "sku", "sku": "sku",
	"variant inventory qty": "stock", "inventory quantity": "stock",
	"variant price": "price", "price": "price",
	"variant compare at price": "compare", "compare-at price": "compare", "compare at price": "compare",
	"variant barcode": "barcode", "barcode": "barcode",
	"image src": "image", "product image url": "image",
	"image position": "image position",
	"variant image":  "variant image", "variant image url": "variant image",
	"seo title":       "seo title",
	"seo description": "seo description",
}

// ReadShopify reads a product CSV exported by Shopify. A product is the rows of one handle:
// its first row has the product's fields, each row with an option value, SKU or price is a
// variant, and rows with only a picture add to the gallery. Every variant becomes a product
// of the shop (its SKU the code), the variants of one handle one variant group named by the
// handle, their option values the variant label. Prices are taken as the shop's net prices;
// a compare-at price above the price is the old price. The body's HTML is taken out (see
// cleanHTML). The SEO description becomes the short description; the SEO title has no place
// in the shop and is left out with a warning, as is every column not listed above.
func ReadShopify(in io.Reader, o Options) Result {
	var is issues
	var res Result
	t, err := openTable(in, &is)
	if err != nil {
		is.err(1, 0, "%v", err)
		is.into(&res)
		return res
	}
	col := map[string]int{} // field → column index
	for i, h := range t.header {
		f, ok := shopifyFields[h]
		if !ok || f == "seo title" {
			is.warn(1, i+1, "column %q is not imported", t.raw[i])
			continue
		}
		if _, dup := col[f]; dup {
			is.err(1, i+1, "column %q holds the same field as column %d", t.raw[i], col[f]+1)
			continue
		}
		col[f] = i
	}
	lang := ""
	if len(o.Languages) > 0 {
		lang = o.Languages[0]
	}
	res.Columns = map[string]int{}
	for field, f := range map[string]string{"code": "sku", "slug": "handle", "title_" + lang: "title", "description_" + lang: "body",
		"short_description_" + lang: "seo description", "category": "type", "manufacturer": "vendor", "price": "price",
		"old_price": "compare", "stock": "stock", "gtin": "barcode", "mpn": "barcode", "published": "status",
		"variant_label": "option1 value", "variant_group": "handle"} {
		if i, ok := col[f]; ok {
			res.Columns[field] = i + 1
		}
	}
	if _, ok := col["status"]; !ok {
		if i, ok := col["published"]; ok {
			res.Columns["published"] = i + 1
		}
	}
	if _, ok := col["handle"]; !ok {
		is.err(1, 0, "the file has no Handle (or URL handle) column: it is not a Shopify product CSV")
		is.into(&res)
		return res
	}
	var order []string
	groups := map[string]*shopifyProduct{}
	for rec := t.next(); rec != nil; rec = t.next() {
		r := shopifyRow{rec: rec, col: col, line: t.line}
		handle := r.get("handle")
		if handle == "" {
			is.err(t.line, col["handle"]+1, "the handle is empty")
			continue
		}
		g := groups[handle]
		if g == nil {
			g = &shopifyProduct{handle: handle, line: t.line}
			groups[handle] = g
			order = append(order, handle)
			g.first(r, lang, &is)
		}
		g.add(r, &is)
	}
	codes := map[string]int{}
	for _, h := range order {
		for _, p := range groups[h].products(lang, &is) {
			if first, ok := codes[p.Code]; ok {
				is.err(p.Line, col["sku"]+1, "SKU %q is also on line %d", p.Code, first)
				continue
			}
			codes[p.Code] = p.Line
			res.Products = append(res.Products, p)
		}
	}
	is.into(&res)
	return res
}

// shopifyRow is one line of the file with its columns by field.
type shopifyRow struct {
	rec  []string
	col  map[string]int
	line int
}

func (r shopifyRow) get(field string) string {
	if i, ok := r.col[field]; ok {
		return strings.TrimSpace(r.rec[i])
	}
	return ""
}

func (r shopifyRow) has(field string) bool {
	_, ok := r.col[field]
	return ok
}

// column is the 1-based column of a field, for messages.
func (r shopifyRow) column(field string) int { return r.col[field] + 1 }

// shopifyProduct gathers the rows of one handle.
type shopifyProduct struct {
	handle   string
	line     int
	base     store.ImportProduct // what every variant shares
	variants []shopifyVariant
	images   []shopifyImage
}

type shopifyVariant struct {
	p       store.ImportProduct
	options []string
	image   string
	line    int
}

type shopifyImage struct {
	url      string
	position int
	line     int
}

// first reads the product's own fields from the first row of its handle.
func (g *shopifyProduct) first(r shopifyRow, lang string, is *issues) {
	p := &g.base
	p.Line = r.line
	cell := func(field string, limit int) (string, bool) {
		v := r.get(field)
		if !utf8.ValidString(v) {
			is.err(r.line, r.column(field), "%s is not UTF-8 text", field)
			return "", false
		}
		if utf8.RuneCountInString(v) > limit {
			is.err(r.line, r.column(field), "%s is longer than %d characters", field, limit)
			return "", false
		}
		return v, true
	}
	if r.has("title") {
		if v, ok := cell("title", maxTitle); ok {
			setText(&p.Titles, lang, v)
		}
	}
	if r.has("body") {
		if v, ok := cell("body", maxText); ok {
			text, changed := cleanHTML(v)
			if changed {
				is.warn(r.line, r.column("body"), "the description's HTML markup is taken out: the shop shows descriptions as plain paragraphs")
			}
			setText(&p.Descriptions, lang, text)
		}
	}
	if r.has("seo description") {
		if v, ok := cell("seo description", maxText); ok {
			setText(&p.ShortDescriptions, lang, v)
		}
	}
	if r.has("vendor") {
		if v, ok := cell("vendor", maxTitle); ok {
			p.Manufacturer, p.Has = v, p.Has|store.HasManufacturer
		}
	}
	if r.has("type") {
		// Shopify's product type is free text; the shop's categories are its own. A type
		// that names a category (by slug or title) files the product there.
		if v, ok := cell("type", maxTitle); ok && v != "" {
			p.Category, p.Has = v, p.Has|store.HasCategory
		}
	}
	if r.has("tags") {
		p.Labels, p.Has = []string{}, p.Has|store.HasLabels
		for _, tag := range strings.Split(r.get("tags"), ",") {
			if l := strings.ToLower(strings.TrimSpace(tag)); slices.Contains(store.ProductLabels, l) && !slices.Contains(p.Labels, l) {
				p.Labels = append(p.Labels, l)
			}
		}
	}
	published := true
	if r.has("published") && r.get("published") != "" {
		b, err := parseBool(r.get("published"))
		if err != nil {
			is.err(r.line, r.column("published"), "published %q %v", r.get("published"), err)
		}
		published = b
		p.Has |= store.HasPublished
	}
	if r.has("status") && r.get("status") != "" {
		switch strings.ToLower(r.get("status")) {
		case "active":
		case "draft", "archived", "unlisted":
			published = false
		default:
			is.err(r.line, r.column("status"), "status %q is not active, draft, archived or unlisted", r.get("status"))
		}
		p.Has |= store.HasPublished
	}
	p.Published = published
}

// add reads a row of the handle: a variant, a picture, or both.
func (g *shopifyProduct) add(r shopifyRow, is *issues) {
	if img := r.get("image"); img != "" {
		pos := len(g.images) + 1
		if v := r.get("image position"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				is.err(r.line, r.column("image position"), "image position %q is not a whole number from 1", v)
			} else {
				pos = n
			}
		}
		if isWebURL(img) {
			g.images = append(g.images, shopifyImage{img, pos, r.line})
		} else {
			is.warn(r.line, r.column("image"), "picture %q is not an http(s) URL and is left out", img)
		}
	}
	var options []string
	for i := 1; i <= 3; i++ {
		if v := r.get("option" + strconv.Itoa(i) + " value"); v != "" {
			options = append(options, v)
		}
	}
	if len(options) == 0 && r.get("sku") == "" && r.get("price") == "" {
		return // a picture's row
	}
	v := shopifyVariant{options: options, image: r.get("variant image"), line: r.line}
	v.p.Line = r.line
	if sku := r.get("sku"); sku != "" {
		if utf8.RuneCountInString(sku) > maxCode {
			is.err(r.line, r.column("sku"), "the SKU is longer than %d characters", maxCode)
			return
		}
		v.p.Code = sku
	}
	if s := r.get("price"); s != "" {
		cents, err := parseMoney(s)
		if err != nil {
			is.err(r.line, r.column("price"), "price %q %v", s, err)
			return
		}
		v.p.Price, v.p.Has = cents, v.p.Has|store.HasPrice
	}
	if r.has("compare") {
		v.p.Has |= store.HasOldPrice
		if s := r.get("compare"); s != "" {
			cents, err := parseMoney(s)
			if err != nil {
				is.err(r.line, r.column("compare"), "compare-at price %q %v", s, err)
				return
			}
			if cents > v.p.Price {
				v.p.OldPrice = cents
			}
		}
	}
	if s := r.get("stock"); s != "" {
		n, err := parseStock(s)
		if err != nil {
			is.err(r.line, r.column("stock"), "inventory quantity %q %v", s, err)
			return
		}
		v.p.Stock, v.p.Has = n, v.p.Has|store.HasStock
	}
	if b := r.get("barcode"); b != "" {
		// A barcode is a GTIN when it is one; shops also keep their own numbers there,
		// which are the manufacturer's part number as far as Google is concerned.
		if digits(b) && validGTIN(b) {
			v.p.GTIN, v.p.Has = b, v.p.Has|store.HasGTIN
		} else if utf8.RuneCountInString(b) <= maxIdent {
			v.p.MPN, v.p.Has = b, v.p.Has|store.HasMPN
			is.warn(r.line, r.column("barcode"), "barcode %q is not a GTIN and is imported as the MPN", b)
		}
	}
	g.variants = append(g.variants, v)
}

// products are the handle's variants as the shop's products.
func (g *shopifyProduct) products(lang string, is *issues) []store.ImportProduct {
	if len(g.variants) == 0 {
		is.err(g.line, 0, "product %q has no variant row (no SKU, price or option value)", g.handle)
		return nil
	}
	slices.SortStableFunc(g.images, func(a, b shopifyImage) int { return a.position - b.position })
	handleSlug := urls.Slug(g.handle)
	out := make([]store.ImportProduct, 0, len(g.variants))
	slugs := map[string]bool{}
	for i, v := range g.variants {
		p := g.base
		p.Line = v.line
		p.Code, p.Price, p.OldPrice, p.Stock = v.p.Code, v.p.Price, v.p.OldPrice, v.p.Stock
		p.GTIN, p.MPN = v.p.GTIN, v.p.MPN
		p.Has |= v.p.Has
		label := variantLabel(v.options)
		p.Slug = handleSlug
		if len(g.variants) > 1 {
			p.VariantGroup, p.VariantLabel = g.handle, label
			p.Has |= store.HasVariantGroup | store.HasVariantLabel
			if s := urls.Slug(label); s != "" && i > 0 {
				p.Slug = handleSlug + "-" + s
			} else if i > 0 {
				p.Slug = handleSlug + "-" + strconv.Itoa(i+1)
			}
		}
		for slugs[p.Slug] {
			p.Slug += "-" + strconv.Itoa(i+1)
		}
		slugs[p.Slug] = true // a new product's slug; one the shop has keeps its own
		if p.Code == "" {
			p.Code = p.Slug
			is.warn(v.line, 0, "the variant has no SKU: its code is %q", p.Code)
		}
		p.Images = nil
		if v.image != "" && isWebURL(v.image) {
			p.Images = append(p.Images, store.ImportImage{URL: v.image, Line: v.line})
		}
		for _, img := range g.images {
			if img.url != v.image {
				p.Images = append(p.Images, store.ImportImage{URL: img.url, Line: img.line})
			}
		}
		out = append(out, p)
	}
	return out
}

// variantLabel joins a variant's option values; Shopify's "Default Title" is a product with
// no options.
func variantLabel(options []string) string {
	if len(options) == 1 && options[0] == "Default Title" {
		return ""
	}
	return strings.Join(options, " / ")
}
