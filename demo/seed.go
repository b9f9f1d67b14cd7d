// Package demo is the demo shop: a deterministic electronics catalogue of any size with
// everything around it, written through the store (Seed), and the flat SVG pictures its
// products, categories, banners and people show, drawn from the picture's name alone
// (Picture). It knows nothing of HTTP: main seeds, handlers serve the pictures.
package demo

import (
	"context"
	"fmt"
	"time"

	"shop/store"
)

// DefaultProducts is the size of the demo catalogue seeded on first start.
const DefaultProducts = 1000

// seedEpoch is "today" for the demo data: dates are relative to it, never to time.Now(),
// so the same N always gives byte-identical data.
var seedEpoch = time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)

// seedChunk is how many products one transaction writes: a few big transactions are fast,
// and chunks keep the WAL from growing to the size of the whole catalogue.
const seedChunk = 20_000

// Variant is the shop variant a demo is seeded for: its country (addresses, phone numbers,
// carriers, pickup points, the shop in town) and its languages. The content's own columns
// are in the default language, and every other language gets its translations.
type Variant struct {
	Country string // ISO code: LV, FI
	Langs   store.Languages
	VAT     int64 // basis points: shelf prices are round with it (399,00 €, not 414,84 €)
}

// Latvia is the Latvian shop (lv_shop): Latvian, with English and Russian.
var Latvia = Variant{Country: "LV", Langs: store.Languages{Default: "lv", All: []string{"lv", "en", "ru"}}, VAT: 2100}

// Finland is the Finnish shops (fi_tel_shop, tt_fi_tel_shop): Finnish, with English.
var Finland = Variant{Country: "FI", Langs: store.Languages{Default: "fi", All: []string{"fi", "en"}}, VAT: 2550}

// pricing prices the variant's shelf prices: gross with its VAT.
func (v Variant) pricing() store.Pricing { return store.Pricing{VATBasisPoints: v.VAT} }

// others are the languages besides the default one: the ones translations are written in.
func (v Variant) others() []string { return v.Langs.All[1:] }

// seedStep writes one part of the demo shop in the transaction ctx carries.
type seedStep func(ctx context.Context, st *store.Store, c *catalog) error

// Seed writes the deterministic demo catalogue of n products into an empty shop, with
// everything around it: categories, brands, properties, price histories, reviews, orders of
// the last 60 days, home page content, countries, shipping and payment, in v's country and
// languages. It writes through the store's own transactions (WithTx)
// and bulk inserts (Insert); the catalogue index lists the products after LoadCatalog.
//
// Up to seedChunk (20,000) products it is one transaction, so a seed stopped half way (a signal, a kill
// -9, a full disk) leaves an empty catalogue, which the next start seeds again. A larger
// catalogue (shop seed --products 100000) goes in transactions of seedChunk products, which
// keeps the WAL from growing to the size of the whole catalogue; the first of them also
// writes everything the products refer to, and the last their reviews, links and orders.
//
// It sets the store to v's languages first (Store.SetLanguages), which a data folder keeps.
func Seed(ctx context.Context, st *store.Store, n int, v Variant) error {
	if n < 0 {
		return fmt.Errorf("seed: negative product count")
	}
	if err := st.SetLanguages(ctx, v.Langs); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	// Every part draws from its own stream, so adding rows to one part never reshuffles another.
	cat := buildCatalog(newRand(1), n, v)
	for lo := 0; ; lo += seedChunk {
		hi := min(lo+seedChunk, n)
		steps := []seedStep{productsStep(lo, hi)}
		if lo == 0 {
			steps = append([]seedStep{seedReference, seedTaxonomy, seedShipping, seedContent, seedInfoPages}, steps...)
		}
		if hi == n {
			steps = append(steps, seedServicesStep(n), seedRelations,
				func(ctx context.Context, st *store.Store, _ *catalog) error { return st.OpenStockHistory(ctx) })
		}
		err := st.WithTx(ctx, func(ctx context.Context) error {
			for _, step := range steps {
				if err := step(ctx, st, cat); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("seed products %d-%d: %w", lo+1, hi, err)
		}
		if hi == n {
			return nil
		}
	}
}

// productsStep writes products lo..hi-1 with their images and properties.
func productsStep(lo, hi int) seedStep {
	return func(ctx context.Context, st *store.Store, c *catalog) error { return seedProducts(ctx, st, c, lo, hi) }
}
