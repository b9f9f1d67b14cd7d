package demo

import (
	"context"

	"shop/store"
)

// SeedInfoPages writes the information pages' demo texts (delivery, returns, terms, privacy,
// cookies, about) when the shop has none: on a new shop with the rest of the demo, and on a
// shop older than the pages at its next start. A shop that has written its own keeps them.
func SeedInfoPages(ctx context.Context, st *store.Store, v Variant) error {
	return st.WithTx(ctx, func(ctx context.Context) error {
		n, err := st.InfoPageCount(ctx)
		if err != nil || n > 0 {
			return err
		}
		return seedInfoPages(ctx, st, &catalog{v: v})
	})
}

// seedInfoPages writes every page of the variant's shop in every language it has a text in:
// the Latvian shop's (Riga, Baltic carriers, Latvian law) or the Finnish shop's.
func seedInfoPages(ctx context.Context, st *store.Store, c *catalog) error {
	rows := st.Insert(ctx, "info_pages", "slug", "lang", "title", "description", "body", "updated_at")
	updated := stamp(seedEpoch)
	pages := infoPages
	if c.v.Country == "FI" {
		pages = append(append([]infoPage{}, infoPagesFI...), infoPagesFIEN...)
	}
	for _, p := range pages {
		rows.Add(p.slug, p.lang, p.title, p.description, p.body, updated)
	}
	return rows.Close()
}

type infoPage struct{ slug, lang, title, description, body string }
