package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

// Product is a product as its page shows it (spec §3 Product), as plain values: everything its
// card has, made the same way (so a card and the page never disagree on price or stock), and
// the rest. present.MakeProduct writes the answer.
type Product struct {
	Card
	ShortDescription string
	Description      string
	Images           []ProductPicture // the gallery, in order
	PropertyGroups   []PropertyGroup
	Variants         []Variant
	Reviews          []Review
	Rating           Rating
	ShowEstoWidget   bool
	PickupInShop     bool // can be picked up in the shop
	Sizes            Sizes
	Weight           int64         // grams
	RecommendedIDs   []int64       // hand-picked products to show
	LinkedIDs        []int64       // accessories and parts for the linked table
	Safety           ProductSafety // the GPSR block (product_safety.go); Empty when there is nothing to show
	DurabilityYears  int64         // the producer's commercial guarantee of durability (durability.go); 0: none
	variantGroup     string
}

// PropertyGroup is one block of the technical specification, in the language asked for.
type PropertyGroup struct {
	GroupName  string
	Properties []PropertyValue
}

// PropertyValue is one row of the technical specification.
type PropertyValue struct {
	PropertyTitle       string
	SelectedOptionValue string
}

// Variant is a sibling of the product (another colour, another memory size).
type Variant struct {
	ID      int64
	Slug    string
	Title   string // its label, in the language asked for
	Icon    string // a picture's path
	Current bool   // the product itself
}

// Review is a published review, its words as its author wrote them.
type Review struct {
	ID        int64
	Rate      int64 // 1 to 5
	UserName  string
	UpdatedAt string // as the database keeps it (RFC 3339, UTC)
	Comment   string
	Answer    string // the shop's public answer (review_admin.go), "" for none
}

// Rating sums up the published reviews.
type Rating struct {
	Average float64 // to one decimal; 0 when there are none
	Count   int
}

// Sizes are a product's outer dimensions in millimetres; 0 where unknown.
type Sizes struct {
	Width  int64
	Height int64
	Depth  int64
}

// MaxReviewsShown bounds the reviews a page carries; the rating counts them all.
const MaxReviewsShown = 50

const productSQL = `
SELECT p.id, p.short_description, p.description, COALESCE(p.variant_group, ''), p.width_mm, p.height_mm, p.depth_mm,
       p.weight_g, p.show_esto_widget, p.shipping_in_shop, p.gtin, p.mpn, p.safety_info,
       COALESCE(m.legal_name, ''), COALESCE(m.postal_address, ''), COALESCE(m.contact, ''),
       COALESCE(m.eu_person_name, ''), COALESCE(m.eu_person_address, ''), COALESCE(m.eu_person_contact, ''),
       p.durability_years
FROM products p LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
WHERE p.slug = ? AND p.published = 1 AND p.type = 'product'`

// ProductBySlug loads a published product with everything its page shows, or ErrNotFound.
func (s *Store) ProductBySlug(ctx context.Context, slug, lang string) (*Product, error) {
	var pr Product
	err := s.read.QueryRowContext(ctx, productSQL, slug).Scan(&pr.ID, &pr.ShortDescription, &pr.Description,
		&pr.variantGroup, &pr.Sizes.Width, &pr.Sizes.Height, &pr.Sizes.Depth, &pr.Weight, &pr.ShowEstoWidget, &pr.PickupInShop,
		&pr.Safety.GTIN, &pr.Safety.Model, &pr.Safety.Warnings, &pr.Safety.Manufacturer.LegalName,
		&pr.Safety.Manufacturer.PostalAddress, &pr.Safety.Manufacturer.Contact, &pr.Safety.Manufacturer.EUPersonName,
		&pr.Safety.Manufacturer.EUPersonAddress, &pr.Safety.Manufacturer.EUPersonContact, &pr.DurabilityYears)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	cards, err := s.Cards(ctx, []int64{pr.ID}, lang)
	if err != nil {
		return nil, err
	}
	if len(cards) == 0 {
		return nil, ErrNotFound
	}
	pr.Card = cards[0]
	texts, err := s.translations(ctx, "product", lang, []int64{pr.ID})
	if err != nil {
		return nil, err
	}
	translate(texts, pr.ID, "short_description", &pr.ShortDescription)
	translate(texts, pr.ID, "description", &pr.Description)
	translate(texts, pr.ID, "safety_info", &pr.Safety.Warnings)
	for _, load := range []func(context.Context, *Product, string) error{
		s.loadGallery, s.loadProperties, s.loadVariants, s.loadReviews, s.loadLinks,
	} {
		if err := load(ctx, &pr, lang); err != nil {
			return nil, err
		}
	}
	return &pr, nil
}

func (s *Store) loadGallery(ctx context.Context, pr *Product, _ string) error {
	rows, err := s.read.QueryContext(ctx, productPicturesSQL, pr.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	pr.Images = []ProductPicture{}
	for rows.Next() {
		var p ProductPicture
		if err := rows.Scan(&p.ID, &p.ProductID, &p.Position, &p.Path, &p.Hash, &p.Width, &p.Height); err != nil {
			return err
		}
		pr.Images = append(pr.Images, p)
	}
	return rows.Err()
}

const productPropertiesSQL = `
SELECT g.id, g.name, pr.id, pr.title, o.id, o.value
FROM product_properties pp
JOIN properties pr ON pr.id = pp.property_id
JOIN property_groups g ON g.id = pr.group_id
JOIN property_options o ON o.id = pp.option_id
WHERE pp.product_id = ?
ORDER BY g.position, g.id, pr.position, pr.id`

// loadProperties reads the specification table in lang (the default language's texts where
// a translation is missing).
func (s *Store) loadProperties(ctx context.Context, pr *Product, lang string) error {
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return err
	}
	rows, err := s.read.QueryContext(ctx, productPropertiesSQL, pr.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	pr.PropertyGroups = []PropertyGroup{}
	for rows.Next() {
		var group string
		var groupID, propID, optID int64
		var v PropertyValue
		if err := rows.Scan(&groupID, &group, &propID, &v.PropertyTitle, &optID, &v.SelectedOptionValue); err != nil {
			return err
		}
		group = texts.text("property_group", groupID, "name", group)
		v.PropertyTitle = texts.text("property", propID, "title", v.PropertyTitle)
		v.SelectedOptionValue = texts.text("property_option", optID, "value", v.SelectedOptionValue)
		if n := len(pr.PropertyGroups); n == 0 || pr.PropertyGroups[n-1].GroupName != group {
			pr.PropertyGroups = append(pr.PropertyGroups, PropertyGroup{GroupName: group})
		}
		g := &pr.PropertyGroups[len(pr.PropertyGroups)-1]
		g.Properties = append(g.Properties, v)
	}
	return rows.Err()
}

const productVariantsSQL = `
SELECT p.id, p.slug, p.variant_label, p.title,
       COALESCE((SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1), '')
FROM products p
WHERE p.variant_group = ? AND p.published = 1 AND p.type = 'product'
ORDER BY p.id`

// loadVariants lists the product's variants, itself included (marked current), when it has
// any, titled and linked in lang. A variant label is the variant's own (a colour, "256 GB");
// a variant without one shows its title, translated.
func (s *Store) loadVariants(ctx context.Context, pr *Product, lang string) error {
	pr.Variants = []Variant{}
	if pr.variantGroup == "" {
		return nil
	}
	rows, err := s.read.QueryContext(ctx, productVariantsSQL, pr.variantGroup)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var v Variant
		var title string
		if err := rows.Scan(&v.ID, &v.Slug, &v.Title, &title, &v.Icon); err != nil {
			return err
		}
		if v.Title == "" {
			v.Title = title
			if x := s.index.p.Load(); x != nil {
				if t, ok := x.TitleIn(v.ID, lang); ok {
					v.Title = t
				}
			}
		}
		v.Current = v.ID == pr.ID
		pr.Variants = append(pr.Variants, v)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	if len(pr.Variants) < 2 {
		pr.Variants = []Variant{} // a group of one is no choice
		return nil
	}
	return nil
}

func (s *Store) loadReviews(ctx context.Context, pr *Product, _ string) error {
	// The sum, not AVG: PostgreSQL's average of integers is numeric, SQLite's a float. The
	// quotient is SQLite's AVG of integers to the bit (its integer sum over the count).
	var sum int64
	if err := s.read.QueryRowContext(ctx, `
SELECT COUNT(*), COALESCE(CAST(SUM(rate) AS BIGINT), 0) FROM reviews WHERE product_id = ? AND published = 1`, pr.ID).
		Scan(&pr.Rating.Count, &sum); err != nil {
		return err
	}
	var avg float64
	if pr.Rating.Count > 0 {
		avg = float64(sum) / float64(pr.Rating.Count)
	}
	pr.Rating.Average = float64(int(avg*10+0.5)) / 10 // one decimal, as stars and structured data show it
	rows, err := s.read.QueryContext(ctx, `
SELECT id, rate, user_name, updated_at, comment, answer FROM reviews WHERE product_id = ? AND published = 1
ORDER BY updated_at DESC, id DESC LIMIT ?`, pr.ID, MaxReviewsShown)
	if err != nil {
		return err
	}
	defer rows.Close()
	pr.Reviews = []Review{}
	for rows.Next() {
		var r Review
		if err := rows.Scan(&r.ID, &r.Rate, &r.UserName, &r.UpdatedAt, &r.Comment, &r.Answer); err != nil {
			return err
		}
		pr.Reviews = append(pr.Reviews, r)
	}
	return rows.Err()
}

func (s *Store) loadLinks(ctx context.Context, pr *Product, _ string) error {
	rows, err := s.read.QueryContext(ctx, `
SELECT linked_id, kind FROM product_links WHERE product_id = ? ORDER BY kind, position, linked_id`, pr.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var kind string
		if err := rows.Scan(&id, &kind); err != nil {
			return err
		}
		if kind == "recommended" {
			pr.RecommendedIDs = append(pr.RecommendedIDs, id)
		} else {
			pr.LinkedIDs = append(pr.LinkedIDs, id)
		}
	}
	return rows.Err()
}

// LinkedProduct is a row of the product page's linked products table: a card with its
// dimensions and weight.
type LinkedProduct struct {
	Card
	Sizes  Sizes
	Weight int64 // grams
}

// LinkedProducts makes the linked table's rows in lang, in the order of ids; hidden products
// are skipped.
func (s *Store) LinkedProducts(ctx context.Context, ids []int64, lang string) ([]LinkedProduct, error) {
	out := []LinkedProduct{}
	cards, err := s.Cards(ctx, ids, lang)
	if err != nil || len(cards) == 0 {
		return out, err
	}
	args := make([]any, len(cards))
	for i, c := range cards {
		args[i] = c.ID
	}
	rows, err := s.read.QueryContext(ctx, `SELECT id, width_mm, height_mm, depth_mm, weight_g FROM products WHERE id IN (`+
		strings.TrimSuffix(strings.Repeat("?,", len(args)), ",")+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	dims := map[int64]LinkedProduct{}
	for rows.Next() {
		var id int64
		var l LinkedProduct
		if err := rows.Scan(&id, &l.Sizes.Width, &l.Sizes.Height, &l.Sizes.Depth, &l.Weight); err != nil {
			return nil, err
		}
		dims[id] = l
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, c := range cards {
		l := dims[c.ID]
		l.Card = c
		out = append(out, l)
	}
	return out, nil
}
