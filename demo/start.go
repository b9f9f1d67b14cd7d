package demo

import (
	"context"
	"fmt"

	"shop/store"
)

// SeedStart writes what a real shop starts with (`shop init`): the reference data every
// address and invoice needs (countries, Latvia's regions, areas and cities, the banks of v's
// country) and the information pages' texts (delivery, returns, terms, privacy, cookies,
// about) for the owner to rewrite. No products, categories, brands, home content, shipping
// or payment methods, coupons, reviews or orders: the owner adds their own in the back
// office, whose first-run checklist says what is missing. Like Seed, it sets the store to v's
// languages first. After it Store.NeedsSeed is false, so `shop serve` seeds no demo over it.
func SeedStart(ctx context.Context, st *store.Store, v Variant) error {
	if err := st.SetLanguages(ctx, v.Langs); err != nil {
		return fmt.Errorf("init: %w", err)
	}
	c := &catalog{v: v}
	return st.WithTx(ctx, func(ctx context.Context) error {
		if err := seedReference(ctx, st, c); err != nil {
			return err
		}
		return seedInfoPages(ctx, st, c)
	})
}
