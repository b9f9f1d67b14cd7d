package store

import (
	"context"
	"sync"
)

// A shop may word the storefront's interface texts its own way: an override replaces the
// catalogue's text of one key in one language (i18n/*.json stays as shipped). The handlers
// merge the overrides into the texts a page ships and renders with, and key the rendered
// page's cache with them, so a change shows on the next page asked for.

// MaxOverrideLen is the longest override, in characters: longer than any text of the
// catalogues.
const MaxOverrideLen = 2000

// overrideCache keeps every override in memory (a shop has at most a few hundred): read on
// first use, dropped on every write and on Reload.
type overrideCache struct {
	mu      sync.Mutex
	loaded  bool
	byLang  map[string]map[string]string
	version uint64
}

func (c *overrideCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.loaded = false
	c.version++
}

// TextOverrides are lang's overrides (key → text) and their version, which moves on at every
// change of any language's: the handlers key what they build from the overrides with it. The
// map is shared: never change it.
func (s *Store) TextOverrides(ctx context.Context, lang string) (map[string]string, uint64, error) {
	c := &s.overrides
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.loaded {
		rows, err := s.read.QueryContext(ctx, `SELECT lang, key, value FROM text_overrides`)
		if err != nil {
			return nil, 0, err
		}
		defer rows.Close()
		m := map[string]map[string]string{}
		for rows.Next() {
			var l, k, v string
			if err := rows.Scan(&l, &k, &v); err != nil {
				return nil, 0, err
			}
			if m[l] == nil {
				m[l] = map[string]string{}
			}
			m[l][k] = v
		}
		if err := rows.Err(); err != nil {
			return nil, 0, err
		}
		c.byLang, c.loaded = m, true
	}
	return c.byLang[lang], c.version, nil
}

// SetTextOverride words key its own way in lang, audited with the text before and after. The
// caller checks that key is one of the interface's and that the text keeps its placeholders.
func (s *Store) SetTextOverride(ctx context.Context, staffID int64, lang, key, value string) error {
	fe := FieldErrors{}
	if !s.langs.Has(lang) {
		fe.Add("lang", MsgInvalid)
	}
	lines(fe, "value", &value, true, MaxOverrideLen)
	if err := fe.orNil(); err != nil {
		return err
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.textOverride(ctx, lang, key)
		if err != nil {
			return err
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `INSERT INTO text_overrides (lang, key, value, updated_at) VALUES (?, ?, ?, ?)
ON CONFLICT (lang, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, lang, key, value, dbTime(s.clock())); err != nil {
			return err
		}
		s.afterCommit(ctx, s.overrides.forget)
		s.announce(ctx, changeSet{overrides: true})
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "text.update", Entity: "text", EntityID: lang + ":" + key, Before: before, After: value})
	})
}

// ResetTextOverride removes key's override in lang (the catalogue's text shows again),
// audited; ErrNotFound when there is none.
func (s *Store) ResetTextOverride(ctx context.Context, staffID int64, lang, key string) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.textOverride(ctx, lang, key)
		if err != nil {
			return err
		}
		if before == nil {
			return ErrNotFound
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM text_overrides WHERE lang = ? AND key = ?`, lang, key); err != nil {
			return err
		}
		s.afterCommit(ctx, s.overrides.forget)
		s.announce(ctx, changeSet{overrides: true})
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "text.reset", Entity: "text", EntityID: lang + ":" + key, Before: *before})
	})
}

// textOverride is key's override in lang, nil for none.
func (s *Store) textOverride(ctx context.Context, lang, key string) (*string, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `SELECT value FROM text_overrides WHERE lang = ? AND key = ?`, lang, key)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	if !rows.Next() {
		return nil, rows.Err()
	}
	var v string
	if err := rows.Scan(&v); err != nil {
		return nil, err
	}
	return &v, rows.Err()
}
