package handlers

import (
	"context"
	"encoding/json"
	"sync"
)

// The interface texts a shop has worded its own way (store.TextOverrides) go into every page
// two ways: merged into the catalogue the shell ships in <script id="i18n">, and handed to
// the renderer with the page, whose cache is keyed by its whole input, so a rendered page
// with the old wording is never served once the wording has changed.

// uiTextCache keeps, per language, the shipped catalogue merged with the overrides of one
// override version: merging costs a JSON decode and encode, a page view a map lookup.
type uiTextCache struct {
	mu     sync.Mutex
	byLang map[string]uiTextEntry
}

type uiTextEntry struct {
	version   uint64
	json      []byte
	overrides map[string]string
}

// uiTexts are lang's texts as a page ships them (base, the bundle's catalogue, with the
// shop's overrides of the keys it has) and the overrides alone, for the renderer (nil: none).
func (s *Server) uiTexts(ctx context.Context, lang string, base []byte) ([]byte, map[string]string, error) {
	over, version, err := s.store.TextOverrides(ctx, lang)
	if err != nil {
		return nil, nil, err
	}
	if len(over) == 0 {
		return base, nil, nil
	}
	cacheable := s.cfg.DevAssets == "" // in dev mode the bundle, and so base, changes under the cache
	if cacheable {
		s.texts.mu.Lock()
		e, ok := s.texts.byLang[lang]
		s.texts.mu.Unlock()
		if ok && e.version == version {
			return e.json, e.overrides, nil
		}
	}
	m := map[string]string{}
	if err := json.Unmarshal(base, &m); err != nil {
		return nil, nil, err
	}
	used := map[string]string{}
	for k, v := range over {
		if _, ok := m[k]; ok { // a key this bundle's UI no longer uses stays out
			m[k], used[k] = v, v
		}
	}
	merged, err := json.Marshal(m)
	if err != nil {
		return nil, nil, err
	}
	if cacheable {
		s.texts.mu.Lock()
		if s.texts.byLang == nil {
			s.texts.byLang = map[string]uiTextEntry{}
		}
		s.texts.byLang[lang] = uiTextEntry{version: version, json: merged, overrides: used}
		s.texts.mu.Unlock()
	}
	return merged, used, nil
}
