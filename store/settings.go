package store

import (
	"context"
	"fmt"
	"time"

	"shop/settings"
)

// LoadSettings writes every setting the database lacks from defaults (a new data folder gets
// them all, an older one those added since) and reads them all into memory, where Settings
// finds them. The shop calls it at start; a row an owner changed keeps its value.
func (s *Store) LoadSettings(ctx context.Context, defaults settings.Shop) error {
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		for key, value := range settings.Values(defaults) {
			if _, err := w.ExecContext(ctx, insertSettingSQL, key, value); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return s.reloadSettings(ctx)
}

// A default never replaces a row: ON CONFLICT … DO NOTHING is SQLite's and PostgreSQL's both.
const insertSettingSQL = `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING`

// Settings are the shop's settings as last read: at LoadSettings and after every SetSetting's
// commit. Read-only: the same value goes to every caller until the next write. Nil before
// LoadSettings.
func (s *Store) Settings() *settings.Shop { return s.shop.Load() }

// SetSetting writes one setting, which the next Settings returns. A key that is no setting, or
// a value the setting cannot take, is refused with settings.Errors (by key) and writes nothing.
// The languages' new list is read, but the pages' languages and the content's default one are
// the ones the shop started with until it restarts.
func (s *Store) SetSetting(ctx context.Context, key, value string) error {
	if !settings.Known(key) {
		return settings.Errors{key: "no such setting"}
	}
	err := s.WithTx(ctx, func(ctx context.Context) error {
		values, err := s.settingValues(ctx, s.reader(ctx))
		if err != nil {
			return err
		}
		values[key] = value
		if _, err := settings.Parse(values); err != nil {
			return err
		}
		at := s.clock().UTC().Format(time.RFC3339)
		if _, err = s.writer(ctx).ExecContext(ctx, upsertSettingSQL, key, value, at); err != nil {
			return err
		}
		s.announce(ctx, changeSet{settings: true})
		return nil
	})
	if err != nil {
		return err
	}
	// After the commit, from the database as it then stands: two writes' reloads then store
	// the later write whichever of them runs last.
	var reloadErr error
	s.afterCommit(ctx, func() { reloadErr = s.reloadSettings(context.WithoutCancel(ctx)) })
	return reloadErr
}

const upsertSettingSQL = `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`

// ReadSettings reads the settings from the database, past the cache.
func (s *Store) ReadSettings(ctx context.Context) (settings.Shop, error) {
	values, err := s.settingValues(ctx, s.read)
	if err != nil {
		return settings.Shop{}, err
	}
	return settings.Parse(values)
}

// reloadSettings reads the settings table into the cache. A table an owner's SQL left
// unreadable (a missing key, a value out of range) keeps the shop from starting, with the
// keys at fault in the error, rather than guessing.
func (s *Store) reloadSettings(ctx context.Context) error {
	s.shopReload.Lock()
	defer s.shopReload.Unlock()
	shop, err := s.ReadSettings(ctx)
	if err != nil {
		return fmt.Errorf("the settings table: %w", err)
	}
	s.shop.Store(&shop)
	return nil
}

// settingValues are the settings table's rows, key → value.
func (s *Store) settingValues(ctx context.Context, q conn) (map[string]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT key, value FROM settings`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, rows.Err()
}
