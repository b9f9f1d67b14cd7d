package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
)

// What the back office's product page needs beside product_admin.go's writes: a version of
// the product as read, so that a save made on a stale read is refused instead of silently
// undoing another member's edit (or an order's take of stock); its price history; the old
// price the storefront shows; the choices of its selects. No schema change: the version is a
// digest of what the page edits.

// ErrStale is a write made on a version of a record that has changed since it was read.
var ErrStale = errors.New("stale version")

// Version is a digest of everything the edit page shows and writes of p: two reads give the
// same version exactly when nothing an edit would overwrite changed between them (a price,
// a text in any language, the stock an order took).
func (p AdminProduct) Version() string {
	langs := make([]string, 0, len(p.Input.Texts))
	for l := range p.Input.Texts {
		langs = append(langs, l)
	}
	slices.Sort(langs)
	texts := make([]any, 0, len(langs))
	for _, l := range langs {
		t := p.Input.Texts[l]
		texts = append(texts, []string{l, t.Title, t.ShortDescription, t.Description, t.VariantLabel, t.Safety})
	}
	in := p.Input
	in.Texts = nil
	// encoding/json writes a struct's fields in their order and a map's keys sorted, so the
	// same product always gives the same bytes.
	b, err := json.Marshal([]any{in, texts, p.Price})
	if err != nil {
		panic(err) // plain strings, numbers and booleans always encode
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:12])
}

// UpdateProductAt is UpdateProduct for an edit made on the product as it was at version: in
// the same transaction it reads the product and refuses with ErrStale when its version is no
// longer version. before is the product as it was (for the audit log).
func (s *Store) UpdateProductAt(ctx context.Context, id int64, version string, in ProductInput) (before AdminProduct, err error) {
	err = s.WithTx(ctx, func(ctx context.Context) error {
		if before, err = s.AdminProduct(ctx, id); err != nil {
			return err
		}
		if before.Version() != version {
			return ErrStale
		}
		return s.UpdateProduct(ctx, id, in)
	})
	return before, err
}

// AdjustStock changes a product's stock by change, or sets it to set when change is nil, in
// one transaction with its history row (reason StockAdmin, the note, the staff member of
// WithStaff). A result below zero is FieldErrors on "change"; before and after are the stock
// around the write.
func (s *Store) AdjustStock(ctx context.Context, id int64, change, set *int64, note string) (before, after int64, err error) {
	err = s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.reader(ctx).QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ?`, id).Scan(&before); err != nil {
			return notFound(err)
		}
		field := "set"
		after = before
		switch {
		case change != nil:
			field, after = "change", before+*change
		case set != nil:
			after = *set
		}
		if after < 0 || after > maxStock {
			return FieldErrors{field: {MsgOutOfRange}}
		}
		return s.SetStockFor(ctx, id, after, StockAdmin, note)
	})
	return before, after, err
}

// notFound is err with sql.ErrNoRows as ErrNotFound.
func notFound(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// PricePoint is one row of a product's price history: from At on it sold at Net before the
// discount DiscountID (0: none), Price after it (net cents).
type PricePoint struct {
	At                     string
	Net, DiscountID, Price int64
}

// MaxPriceHistory bounds the price history the edit page shows.
const MaxPriceHistory = 50

// PriceHistory is a product's latest price changes, newest first, at most MaxPriceHistory.
func (s *Store) PriceHistory(ctx context.Context, id int64) ([]PricePoint, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT at, net_price, COALESCE(discount_id, 0), price FROM price_history WHERE product_id = ? ORDER BY seq DESC LIMIT ?`,
		id, MaxPriceHistory)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []PricePoint{}
	for rows.Next() {
		var p PricePoint
		if err := rows.Scan(&p.At, &p.Net, &p.DiscountID, &p.Price); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// ShownOldPrice is the struck-through old price (net cents) the storefront shows for p,
// 0 for none: the lowest price of the 30 days before its discount began (price.go).
func (s *Store) ShownOldPrice(ctx context.Context, p AdminProduct) (int64, error) {
	return s.previousPrice(ctx, p.ID, p.Input.DiscountID, p.Input.NetPrice, p.Price)
}

// Choice is one option of the edit page's selects: a category (Depth below the top level,
// in tree order), a manufacturer, a discount (Percent).
type Choice struct {
	ID      int64
	Title   string
	Depth   int
	Percent int64
}

// ProductChoices are the categories (in tree order), manufacturers and discounts a product
// may name, their titles in the shop's default language. Each list is a shop's own
// taxonomy, small next to its products; each is bounded all the same.
type ProductChoices struct {
	Categories, Manufacturers, Discounts []Choice
}

const maxChoices = 5000

// ProductChoicesList reads the edit page's choices.
func (s *Store) ProductChoicesList(ctx context.Context) (ProductChoices, error) {
	var out ProductChoices
	tree, err := s.categories(ctx)
	if err != nil {
		return out, err
	}
	tree.mu.RLock()
	var walk func(parent int64, depth int)
	walk = func(parent int64, depth int) {
		for _, id := range tree.children[parent] {
			if len(out.Categories) >= maxChoices {
				return
			}
			out.Categories = append(out.Categories, Choice{ID: id, Title: tree.byID[id].Title, Depth: depth})
			walk(id, depth+1)
		}
	}
	walk(0, 0)
	tree.mu.RUnlock()
	for _, q := range []struct {
		dst   *[]Choice
		query string
	}{
		{&out.Manufacturers, `SELECT id, title, 0 FROM manufacturers ORDER BY title, id LIMIT ?`},
		{&out.Discounts, `SELECT id, title, percent FROM discounts ORDER BY percent, id LIMIT ?`},
	} {
		rows, err := s.reader(ctx).QueryContext(ctx, q.query, maxChoices)
		if err != nil {
			return out, err
		}
		*q.dst = []Choice{}
		for rows.Next() {
			var c Choice
			if err := rows.Scan(&c.ID, &c.Title, &c.Percent); err != nil {
				rows.Close()
				return out, err
			}
			*q.dst = append(*q.dst, c)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return out, err
		}
	}
	return out, nil
}
