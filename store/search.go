package store

import (
	"context"

	"shop/store/search"
)

// SearchParams is one catalogue question: the page's scope, the shopper's filters, a text
// query, a sort and a page (see search.Params).
type SearchParams = search.Params

// SearchResult is one page of product ids plus every facet with its counts.
type SearchResult struct {
	IDs       []int64
	Total     int
	Page      int
	LastPage  int
	Filters   Filters
	Corrected string // the text query as searched when a typo was corrected, else ""
}

// Search answers a catalogue question from the in-memory index, in lang: facets' texts and
// the title order are that language's.
func (s *Store) Search(ctx context.Context, p SearchParams, lang string) (SearchResult, error) {
	x, err := s.index.load(ctx)
	if err != nil {
		return SearchResult{}, err
	}
	tree, err := s.categoriesIn(ctx, lang)
	if err != nil {
		return SearchResult{}, err
	}
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return SearchResult{}, err
	}
	p.Lang = lang
	r := x.Query(p)
	return SearchResult{IDs: r.IDs, Total: r.Total, Page: r.Page, LastPage: r.LastPage, Corrected: r.Corrected,
		Filters: s.makeFilters(r.Facets, tree, texts)}, nil
}
