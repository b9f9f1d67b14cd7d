package store

import (
	"context"
	"sync"
)

// The small tables' texts in the shop's other languages live in memory: a catalogue answer
// names dozens of categories, brands, properties and options, and reading their
// translations per answer would cost more than the answer. The shipping and payment methods'
// titles and descriptions are here too: the checkout, the cart and every order name them.
// Product texts are not here: a page reads its own products' texts in one query.

// langTexts are one language's translations of the small tables: entity → id → field → value.
type langTexts map[string]map[int64]map[string]string

// text is the entity's field in the language, or def (the default language's) when there is
// no translation. A nil langTexts (the default language) always gives def.
func (t langTexts) text(entity string, id int64, field, def string) string {
	if v := t[entity][id][field]; v != "" {
		return v
	}
	return def
}

// taxonomyTexts caches the small tables' translations and each language's category tree;
// invalidateCategories drops them after a write.
type taxonomyTexts struct {
	mu     sync.Mutex
	loaded bool
	byLang map[string]langTexts
	trees  map[string]*categoryTree // the category tree in a language other than the default
}

// taxonomyTextsSQL reads the translations held in memory: the small tables'.
const taxonomyTextsSQL = `
SELECT entity, id, lang, field, value FROM translations
WHERE entity IN ('category', 'manufacturer', 'property_group', 'property', 'property_option', 'discount',
                 'shipping_method', 'payment_method')`

// textsIn is lang's translations of the small tables; nil for the default language.
func (s *Store) textsIn(ctx context.Context, lang string) (langTexts, error) {
	if lang == "" || lang == s.langs.Default {
		return nil, nil
	}
	t := &s.texts
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.loaded {
		byLang, err := s.readTaxonomyTexts(ctx)
		if err != nil {
			return nil, err
		}
		t.byLang, t.trees, t.loaded = byLang, map[string]*categoryTree{}, true
	}
	return t.byLang[lang], nil
}

func (s *Store) readTaxonomyTexts(ctx context.Context) (map[string]langTexts, error) {
	rows, err := s.read.QueryContext(ctx, taxonomyTextsSQL)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]langTexts{}
	for rows.Next() {
		var entity, lang, field, value string
		var id int64
		if err := rows.Scan(&entity, &id, &lang, &field, &value); err != nil {
			return nil, err
		}
		if out[lang] == nil {
			out[lang] = langTexts{}
		}
		if out[lang][entity] == nil {
			out[lang][entity] = map[int64]map[string]string{}
		}
		if out[lang][entity][id] == nil {
			out[lang][entity][id] = map[string]string{}
		}
		out[lang][entity][id][field] = value
	}
	return out, rows.Err()
}

// invalidateTexts drops the cached translations after a write.
func (s *Store) invalidateTexts() {
	s.texts.mu.Lock()
	s.texts.loaded, s.texts.byLang, s.texts.trees = false, nil, nil
	s.texts.mu.Unlock()
}

// categoriesIn is the category tree in lang: titles and short descriptions translated (or
// the default language's), links in lang's URLs.
func (s *Store) categoriesIn(ctx context.Context, lang string) (*categoryTree, error) {
	base, err := s.categories(ctx)
	if err != nil || lang == "" || lang == s.langs.Default {
		return base, err
	}
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return nil, err
	}
	s.texts.mu.Lock()
	defer s.texts.mu.Unlock()
	if t := s.texts.trees[lang]; t != nil {
		return t, nil
	}
	base.mu.RLock()
	t := &categoryTree{loaded: true, byID: make(map[int64]*Category, len(base.byID)), children: base.children}
	for id, c := range base.byID {
		tc := *c
		tc.Title = texts.text("category", id, "title", c.Title)
		tc.ShortDescription = texts.text("category", id, "short_description", c.ShortDescription)
		t.byID[id] = &tc
	}
	base.mu.RUnlock()
	t.menu = buildMenu(t.byID, t.children)
	if s.texts.trees != nil { // nil when a write dropped the cache meanwhile: use this tree once
		s.texts.trees[lang] = t
	}
	return t, nil
}
