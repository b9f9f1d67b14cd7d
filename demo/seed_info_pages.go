package demo

import (
	"context"

	"shop/store"
)

// SeedInfoPages writes the information pages' demo texts (delivery, returns, terms, privacy,
// cookies, about, the accessibility statement, the legal guarantee's full text) a shop lacks:
// all of them on a new shop with the rest of the demo and on a shop older than the pages, and
// on a shop older than one page (the accessibility statement and the legal guarantee came in
// late 2026) that page, at its next start. A page the
// shop has keeps its own text, and one an owner deleted in the back office stays deleted.
func SeedInfoPages(ctx context.Context, st *store.Store, v Variant) error {
	return st.WithTx(ctx, func(ctx context.Context) error {
		known, err := st.InfoPageSlugsKnown(ctx)
		if err != nil {
			return err
		}
		return seedInfoPagesExcept(ctx, st, &catalog{v: v}, known)
	})
}

// seedInfoPages writes every page of the variant's shop in every language it has a text in:
// the Latvian shop's (Riga, Baltic carriers, Latvian law) or the Finnish shop's.
func seedInfoPages(ctx context.Context, st *store.Store, c *catalog) error {
	return seedInfoPagesExcept(ctx, st, c, nil)
}

// seedInfoPagesExcept writes the pages of seedInfoPages whose slug is not in known.
func seedInfoPagesExcept(ctx context.Context, st *store.Store, c *catalog, known map[string]bool) error {
	rows := st.Insert(ctx, "info_pages", "slug", "lang", "title", "description", "body", "updated_at")
	updated := stamp(seedEpoch)
	pages := append(append(append([]infoPage{}, infoPages...), accessibilityLV...), legalGuaranteeLV...)
	if c.v.Country == "FI" {
		pages = append(append(append(append([]infoPage{}, infoPagesFI...), infoPagesFIEN...), accessibilityFI...), legalGuaranteeFI...)
	}
	for _, p := range pages {
		if !known[p.slug] {
			rows.Add(p.slug, p.lang, p.title, p.description, p.body, updated)
		}
	}
	return rows.Close()
}

type infoPage struct{ slug, lang, title, description, body string }
