package store

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"shop/urls"
)

// An import writes a file's products in one transaction through the product writes of the
// back office (product_admin.go): each product is matched by its code, checked by the same
// rules as a product edited by hand, and its price and stock changes go to the price and
// stock histories. Nothing of the file reaches SQL but as a value. The file's errors are all
// gathered first; if there is one, or the import is a dry run, the transaction is rolled
// back, so a dry run counts exactly what the import would do and an import with one bad row
// writes nothing.

// ImportOptions say how an import goes.
type ImportOptions struct {
	DryRun bool
	// Loose is for a file from another shop (Shopify's): a category it names that the shop
	// lacks, or an old price no whole-percent discount reaches, is a warning and the product
	// is imported without it, instead of an error.
	Loose bool
	// Progress, when set, is told how many products are done, every few hundred.
	Progress func(done int)
	// StaffID is the staff member who imports: the audit entry and the stock history name them.
	StaffID int64
}

// ImportIssue is an import's error or warning about a product. Field names the file's
// field (code, slug, title_lv, price, old_price, category…; "" for the product as a whole),
// which the file's reader turns into its column.
type ImportIssue struct {
	Line    int
	Field   string
	Message string
}

// ImportPicture is a picture to fetch for a product once the import has committed.
type ImportPicture struct {
	ProductID int64
	URL       string
	Line      int
}

// ImportResult counts what an import did (or, for a dry run or a file with errors, would
// have done).
type ImportResult struct {
	Created, Updated, Unchanged int
	Errors, Warnings            []ImportIssue
	Pictures                    []ImportPicture // for products without pictures yet; none unless written
	IDs                         []int64         // the products created or updated
}

// errImportRollback ends an import's transaction without writing.
var errImportRollback = errors.New("import rolled back")

// progressEvery is how often an import reports its progress, in products.
const progressEvery = 250

// ImportProducts writes products (read from a file by package catalogcsv) in one
// transaction: a product whose code the shop has is updated in the fields the file gives,
// any other is created. It answers the counts and every error and warning; an error in any
// product writes nothing. Once committed, the catalogue index is brought up to date.
func (s *Store) ImportProducts(ctx context.Context, products []ImportProduct, o ImportOptions) (ImportResult, error) {
	if o.StaffID != 0 {
		ctx = WithStaff(ctx, o.StaffID)
	}
	if s.txOf(ctx) != nil {
		// Its rollback (a dry run, a file with errors) must be a transaction's own: inside
		// another one it would roll back nothing and the caller would commit the rows.
		return ImportResult{}, errors.New("store: ImportProducts runs in a transaction of its own")
	}
	var res ImportResult
	err := s.WithTx(ctx, func(ctx context.Context) error {
		im, err := s.newImporter(ctx, o, products)
		if err != nil {
			return err
		}
		for i := range products {
			if err := im.one(ctx, &products[i], &res); err != nil {
				return err
			}
			if o.Progress != nil && (i+1)%progressEvery == 0 {
				o.Progress(i + 1)
			}
		}
		if len(res.Errors) > 0 || o.DryRun {
			return errImportRollback
		}
		if len(res.IDs) == 0 {
			return nil
		}
		// One entry for the import, with what it did and to which products: a file of 100,000
		// rows is one change of the owner's, and each product's own history (prices, stock)
		// has its rows.
		if err := s.Audit(ctx, AuditEntry{StaffID: o.StaffID, Action: "product.import", Entity: "product",
			After: map[string]any{"created": res.Created, "updated": res.Updated, "unchanged": res.Unchanged, "ids": res.IDs}}); err != nil {
			return err
		}
		s.reindexAfterCommit(ctx, res.IDs...)
		return nil
	})
	if o.Progress != nil {
		o.Progress(len(products))
	}
	if errors.Is(err, errImportRollback) {
		res.Pictures = nil
		return res, nil
	}
	if err != nil {
		return ImportResult{}, err
	}
	return res, nil
}

// importer is one import's view of the shop: the products by code and the names a file may
// use for categories, manufacturers and discounts, read once at its start and kept up to
// date with what it creates.
type importer struct {
	s             *Store
	o             ImportOptions
	ids           map[string]int64        // every product's id by its code
	current       map[int64]*ProductInput // the file's products as the shop has them
	lines         map[string]int          // the line of each code the import has read
	categories    map[string]int64        // by slug, and by title in lower case
	manufacturers map[string]int64        // the same
	discounts     map[int64]int64         // percent → the campaign with it (the oldest)
	discountPct   map[int64]int64         // campaign → its percent
}

func (s *Store) newImporter(ctx context.Context, o ImportOptions, products []ImportProduct) (*importer, error) {
	im := &importer{s: s, o: o, ids: map[string]int64{}, current: map[int64]*ProductInput{}, lines: map[string]int{},
		categories: map[string]int64{}, manufacturers: map[string]int64{}, discounts: map[int64]int64{}, discountPct: map[int64]int64{}}
	q := s.reader(ctx)
	read := func(query string, scan func(id int64, a, b string)) error {
		rows, err := q.QueryContext(ctx, query)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			var a, b string
			if err := rows.Scan(&id, &a, &b); err != nil {
				return err
			}
			scan(id, a, b)
		}
		return rows.Err()
	}
	byName := func(m map[string]int64) func(int64, string, string) {
		return func(id int64, slug, title string) {
			if _, ok := m[strings.ToLower(title)]; !ok {
				m[strings.ToLower(title)] = id
			}
			m[slug] = id // a slug wins over another's title
		}
	}
	err := errors.Join(
		read(`SELECT id, code, '' FROM products`, func(id int64, code, _ string) { im.ids[code] = id }),
		read(`SELECT id, slug, title FROM categories ORDER BY id DESC`, byName(im.categories)),
		read(`SELECT id, slug, title FROM manufacturers ORDER BY id DESC`, byName(im.manufacturers)),
		read(`SELECT id, CAST(percent AS TEXT), '' FROM discounts ORDER BY id DESC`, func(id int64, pct, _ string) {
			var p int64
			fmt.Sscan(pct, &p)
			im.discounts[p], im.discountPct[id] = id, p
		}),
	)
	if err != nil {
		return nil, err
	}
	return im, im.readCurrent(ctx, products)
}

const importCurrentSQL = `
SELECT p.id, p.type, p.slug, p.code, p.title, p.short_description, p.description, COALESCE(p.discount_id, 0), p.net_price,
  p.stock, p.is_popular, p.is_new, p.is_featured, p.is_recommended, p.is_delayed_delivery, p.published,
  COALESCE(p.category_id, 0), COALESCE(p.manufacturer_id, 0), COALESCE(p.variant_group, ''), p.variant_label, p.variant_color,
  p.weight_g, p.width_mm, p.height_mm, p.depth_mm, p.gtin, p.mpn, p.safety_info, p.durability_years,
  p.energy_class, p.energy_label, p.energy_sheet
FROM products p ORDER BY p.id`

// readCurrent reads the products the file names, as AdminProduct reads one, in two scans
// instead of a query a product: at 100,000 products the per-product reads made an import of
// updates quadratic (a product's translations are not a prefix of the table's key). Only the
// file's products are kept, so the memory is in proportion to the file.
func (im *importer) readCurrent(ctx context.Context, products []ImportProduct) error {
	want := make(map[int64]bool, len(products))
	for _, p := range products {
		if id, ok := im.ids[p.Code]; ok {
			want[id] = true
		}
	}
	if len(want) == 0 {
		return nil
	}
	q := im.s.reader(ctx)
	rows, err := q.QueryContext(ctx, importCurrentSQL)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		in := &ProductInput{}
		var t ProductTexts
		var id int64
		if err := rows.Scan(&id, &in.Type, &in.Slug, &in.Code, &t.Title, &t.ShortDescription, &t.Description, &in.DiscountID,
			&in.NetPrice, &in.Stock, &in.Popular, &in.New, &in.Featured, &in.Recommended, &in.DelayedDelivery, &in.Published,
			&in.CategoryID, &in.ManufacturerID, &in.VariantGroup, &t.VariantLabel, &in.VariantColor, &in.Weight, &in.Sizes.Width,
			&in.Sizes.Height, &in.Sizes.Depth, &in.GTIN, &in.MPN, &t.Safety, &in.DurabilityYears,
			&in.Energy.Class, &in.Energy.Label, &in.Energy.Sheet); err != nil {
			return err
		}
		if want[id] {
			in.Texts = map[string]ProductTexts{im.s.langs.Default: t}
			im.current[id] = in
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	tr, err := q.QueryContext(ctx, `SELECT id, lang, field, value FROM translations WHERE entity = 'product'`)
	if err != nil {
		return err
	}
	defer tr.Close()
	for tr.Next() {
		var id int64
		var lang, field, value string
		if err := tr.Scan(&id, &lang, &field, &value); err != nil {
			return err
		}
		in := im.current[id]
		if in == nil || lang == im.s.langs.Default {
			continue
		}
		t := in.Texts[lang]
		t.set(field, value)
		in.Texts[lang] = t
	}
	return tr.Err()
}

// one imports one product into res.
func (im *importer) one(ctx context.Context, p *ImportProduct, res *ImportResult) error {
	s := im.s
	if first, ok := im.lines[p.Code]; ok {
		res.Errors = append(res.Errors, ImportIssue{p.Line, "code", fmt.Sprintf("code %q is also on line %d", p.Code, first)})
		return nil
	}
	im.lines[p.Code] = p.Line
	id, exists := im.ids[p.Code]
	var cur ProductInput
	if exists {
		cur = *im.current[id]
	} else {
		cur = ProductInput{Type: "product", Code: p.Code, Published: true, Texts: map[string]ProductTexts{}}
	}
	next := cur
	next.Texts = maps.Clone(cur.Texts)
	issues := im.apply(ctx, p, exists, &next)
	for _, i := range issues {
		if i.warn {
			res.Warnings = append(res.Warnings, ImportIssue{p.Line, i.field, i.msg})
		} else {
			res.Errors = append(res.Errors, ImportIssue{p.Line, i.field, i.msg})
		}
	}
	if slices.ContainsFunc(issues, func(i importIssue) bool { return !i.warn }) {
		return nil
	}
	if exists && sameProduct(cur, next) {
		res.Unchanged++
		return im.pictures(ctx, id, p, res)
	}
	w := s.writer(ctx)
	if err := s.validateProduct(ctx, w, id, &next); err != nil {
		var fe FieldErrors
		if !errors.As(err, &fe) {
			return err
		}
		for _, field := range slices.Sorted(maps.Keys(fe)) {
			res.Errors = append(res.Errors, ImportIssue{p.Line, importField(field), importMessage(fe[field][0])})
		}
		return nil
	}
	if exists {
		if err := s.updateProductRow(ctx, w, id, &next); err != nil {
			return err
		}
		res.Updated++
	} else {
		var err error
		if id, err = s.insertProductRow(ctx, w, &next); err != nil {
			return err
		}
		im.ids[p.Code] = id
		res.Created++
	}
	if err := s.writeProductTexts(ctx, w, id, next.Texts); err != nil {
		return err
	}
	if err := s.writePrice(ctx, w, id, next.NetPrice, next.DiscountID, !exists); err != nil {
		return err
	}
	if _, _, err := s.setStock(ctx, w, id, next.Stock, stockCause{reason: StockImport}); err != nil {
		return err
	}
	res.IDs = append(res.IDs, id)
	return im.pictures(ctx, id, p, res)
}

// pictures queues the file's pictures of a product that has none yet: a product's gallery,
// once it has one, is the back office's to change, and importing the same file again must
// not add its pictures twice.
func (im *importer) pictures(ctx context.Context, id int64, p *ImportProduct, res *ImportResult) error {
	if len(p.Images) == 0 {
		return nil
	}
	var has bool
	if err := im.s.reader(ctx).QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM product_images WHERE product_id = ?)`, id).Scan(&has); err != nil {
		return err
	}
	if has {
		return nil
	}
	for _, img := range p.Images {
		res.Pictures = append(res.Pictures, ImportPicture{ProductID: id, URL: img.URL, Line: img.Line})
	}
	return nil
}

// importIssue is a fault apply finds in a product's fields.
type importIssue struct {
	field, msg string
	warn       bool
}

// apply puts the fields the file gives into next, resolving the names it uses.
func (im *importer) apply(ctx context.Context, p *ImportProduct, exists bool, next *ProductInput) []importIssue {
	var out []importIssue
	fail := func(field, format string, args ...any) {
		out = append(out, importIssue{field: field, msg: fmt.Sprintf(format, args...)})
	}
	warn := func(field, format string, args ...any) {
		out = append(out, importIssue{field: field, msg: fmt.Sprintf(format, args...), warn: true})
	}
	for lang, v := range p.Titles {
		t := next.Texts[lang]
		t.Title = v
		next.Texts[lang] = t
	}
	for lang, v := range p.ShortDescriptions {
		t := next.Texts[lang]
		t.ShortDescription = v
		next.Texts[lang] = t
	}
	for lang, v := range p.Descriptions {
		t := next.Texts[lang]
		t.Description = v
		next.Texts[lang] = t
	}
	for lang, v := range p.Safety {
		t := next.Texts[lang]
		t.Safety = v
		next.Texts[lang] = t
	}
	if p.Has&HasVariantLabel != 0 {
		t := next.Texts[im.s.langs.Default]
		t.VariantLabel = p.VariantLabel
		next.Texts[im.s.langs.Default] = t
	}
	switch {
	case p.Has&HasSlug != 0:
		next.Slug = p.Slug
	case !exists:
		slug, err := im.freeSlug(ctx, p.Slug, p.Code)
		if err != nil {
			fail("", "%v", err)
		}
		next.Slug = slug
	}
	if p.Has&HasCategory != 0 {
		if id, ok := im.category(p.Category); ok {
			next.CategoryID = id
		} else if im.o.Loose {
			warn("category", "the shop has no category %q: the product stays without one", p.Category)
		} else {
			fail("category", "the shop has no category %q (give its slug, or a path of slugs)", p.Category)
		}
	}
	if p.Has&HasManufacturer != 0 {
		id, created, err := im.manufacturer(ctx, p.Manufacturer)
		if err != nil {
			fail("manufacturer", "%v", err)
		}
		if created {
			warn("manufacturer", "manufacturer %q is new to the shop and is created", p.Manufacturer)
		}
		next.ManufacturerID = id
	}
	im.applyPrice(ctx, p, exists, next, fail, warn)
	if p.Has&HasStock != 0 {
		next.Stock = p.Stock
	}
	if p.Has&HasPublished != 0 {
		next.Published = p.Published
	}
	if p.Has&HasLabels != 0 {
		next.Popular, next.New = slices.Contains(p.Labels, "popular"), slices.Contains(p.Labels, "new")
		next.Featured, next.Recommended = slices.Contains(p.Labels, "featured"), slices.Contains(p.Labels, "recommended")
		next.DelayedDelivery = slices.Contains(p.Labels, "delayed")
	}
	if p.Has&HasGTIN != 0 {
		next.GTIN = p.GTIN
	}
	if p.Has&HasMPN != 0 {
		next.MPN = p.MPN
	}
	if p.Has&HasDurability != 0 {
		next.DurabilityYears = p.DurabilityYears
	}
	if p.Has&HasVariantGroup != 0 {
		next.VariantGroup = p.VariantGroup
	}
	if p.Has&HasEnergyClass != 0 {
		next.Energy.Class = p.Energy.Class
	}
	if p.Has&HasEnergyLabel != 0 {
		next.Energy.Label = p.Energy.Label
	}
	if p.Has&HasEnergySheet != 0 {
		next.Energy.Sheet = p.Energy.Sheet
	}
	return out
}

// applyPrice sets the net price and the discount from the file's price (what a shopper pays)
// and old price (the price before the discount). The shop's old price is a discount campaign
// of whole percents, so the file's pair must be one: the product's own campaign when its
// percent fits, else the oldest campaign with the percent, else a new one.
func (im *importer) applyPrice(ctx context.Context, p *ImportProduct, exists bool, next *ProductInput, fail, warn func(string, string, ...any)) {
	hasPrice, hasOld := p.Has&HasPrice != 0, p.Has&HasOldPrice != 0
	if !hasPrice && !hasOld {
		if !exists {
			fail("price", "a new product needs a price")
		}
		return
	}
	curPct := im.discountPct[next.DiscountID]
	price := p.Price
	if !hasPrice {
		if !exists {
			fail("price", "a new product needs a price")
			return
		}
		price = NetAfterDiscount(next.NetPrice, curPct)
	}
	if !hasOld {
		if next.DiscountID != 0 && NetAfterDiscount(next.NetPrice, curPct) == price {
			return // the discounted price as it is
		}
		if next.DiscountID != 0 {
			warn("price", "the file gives no old price: the product's discount ends and it sells at %s", cents(price))
		}
		next.NetPrice, next.DiscountID = price, 0
		return
	}
	if p.OldPrice <= price {
		next.NetPrice, next.DiscountID = price, 0
		return
	}
	pct := int64(0)
	if curPct > 0 && NetAfterDiscount(p.OldPrice, curPct) == price {
		pct = curPct
	}
	for try := int64(1); pct == 0 && try <= 90; try++ {
		if NetAfterDiscount(p.OldPrice, try) == price {
			pct = try
		}
	}
	if pct == 0 {
		msg := "no whole-percent discount (1 to 90 %%) takes the old price %s to the price %s"
		if im.o.Loose {
			warn("old_price", msg+": the product sells at %s without an old price", cents(p.OldPrice), cents(price), cents(price))
			next.NetPrice, next.DiscountID = price, 0
			return
		}
		fail("old_price", msg, cents(p.OldPrice), cents(price))
		return
	}
	next.NetPrice = p.OldPrice
	if pct == curPct {
		return
	}
	id, ok := im.discounts[pct]
	if !ok {
		err := im.s.writer(ctx).QueryRowContext(ctx, `INSERT INTO discounts (title, percent) VALUES (?, ?) RETURNING id`,
			fmt.Sprintf("−%d %%", pct), pct).Scan(&id)
		if err != nil {
			fail("old_price", "%v", err)
			return
		}
		im.discounts[pct], im.discountPct[id] = id, pct
	}
	next.DiscountID = id
}

// cents writes an amount for a message: 12.50.
func cents(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// category finds a category by its slug, the last slug of a path ("phones/smartphones"), or
// its title.
func (im *importer) category(name string) (int64, bool) {
	if name == "" {
		return 0, true
	}
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		if id, ok := im.categories[strings.TrimSpace(name[i+1:])]; ok {
			return id, true
		}
	}
	id, ok := im.categories[name]
	if !ok {
		id, ok = im.categories[strings.ToLower(name)]
	}
	return id, ok
}

// manufacturer finds a manufacturer by slug or title, or creates it: a file from another
// shop brings its brands along.
func (im *importer) manufacturer(ctx context.Context, name string) (id int64, created bool, err error) {
	if name == "" {
		return 0, false, nil
	}
	if id, ok := im.manufacturers[name]; ok {
		return id, false, nil
	}
	if id, ok := im.manufacturers[strings.ToLower(name)]; ok {
		return id, false, nil
	}
	base := urls.Slug(name)
	if base == "" {
		return 0, false, fmt.Errorf("manufacturer %q has no letters or digits to make its address of", name)
	}
	slug := base
	for n := 2; im.manufacturers[slug] != 0; n++ {
		slug = fmt.Sprintf("%s-%d", base, n)
	}
	err = im.s.writer(ctx).QueryRowContext(ctx, `INSERT INTO manufacturers (slug, title) VALUES (?, ?) RETURNING id`, slug, name).Scan(&id)
	if err != nil {
		return 0, false, err
	}
	im.manufacturers[slug], im.manufacturers[strings.ToLower(name)] = id, id
	return id, true, nil
}

// freeSlug is a slug for a new product: the file's suggestion (made from its handle or
// title), or its code's, with -2, -3… when another product has it.
func (im *importer) freeSlug(ctx context.Context, suggested, code string) (string, error) {
	base := urls.Slug(suggested)
	if base == "" {
		base = urls.Slug(code)
	}
	if base == "" {
		return "", errors.New("the product has no title or code to make its address of")
	}
	slug := base
	for n := 2; ; n++ {
		var taken bool
		if err := im.s.reader(ctx).QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM products WHERE slug = ?)`, slug).Scan(&taken); err != nil {
			return "", err
		}
		if !taken {
			return slug, nil
		}
		slug = fmt.Sprintf("%s-%d", base, n)
	}
}

// sameProduct is whether an import leaves a product as it was: the same fields, and the same
// texts in every language (a language without texts and one with empty texts are the same).
func sameProduct(a, b ProductInput) bool {
	ta, tb := a.Texts, b.Texts
	a.Texts, b.Texts = nil, nil
	if !reflect.DeepEqual(a, b) {
		return false
	}
	for lang := range ta {
		if ta[lang] != tb[lang] {
			return false
		}
	}
	for lang := range tb {
		if ta[lang] != tb[lang] {
			return false
		}
	}
	return true
}

// importField is the file's name of a product write's field error: texts.lv.title is
// title_lv, net_price the price.
func importField(field string) string {
	if rest, ok := strings.CutPrefix(field, "texts."); ok {
		if lang, f, ok := strings.Cut(rest, "."); ok {
			return f + "_" + lang
		}
		return ""
	}
	switch field {
	case "net_price":
		return "price"
	case "discount_id":
		return "old_price"
	case "category_id":
		return "category"
	case "manufacturer_id":
		return "manufacturer"
	case "energy.class", "energy.label", "energy.sheet":
		return "energy_" + strings.TrimPrefix(field, "energy.")
	}
	return field
}

// importMessages say the product writes' message keys in words, for an answer that lists
// a file's faults by line and column.
var importMessages = map[string]string{
	MsgRequired: "is required", MsgTooLong: "is too long", MsgTaken: "is taken by another product",
	MsgSlug: "is not a slug (lower-case letters, digits and single hyphens)", MsgOutOfRange: "is out of range",
	MsgUnknownRef: "names nothing the shop has", MsgGTIN: "is not a GTIN", MsgInvalid: "is not valid",
	MsgEnergyRef:  "is neither an https address nor an uploaded file's /media/ path",
	MsgSingleLine: "must be one line",
}

func importMessage(key string) string {
	if m, ok := importMessages[key]; ok {
		return m
	}
	return key
}
