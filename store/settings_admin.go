package store

import (
	"context"
	"maps"
	"slices"
	"time"

	"shop/settings"
)

// SettingValues are the settings as the table keeps them (key → text), read past the cache:
// what the back office's form shows. Facts about the data folder that are no setting
// (content_lang, client_hash_key) are left out.
func (s *Store) SettingValues(ctx context.Context) (map[string]string, error) {
	all, err := s.settingValues(ctx, s.read)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(all))
	for _, k := range settings.Keys() {
		out[k] = all[k]
	}
	return out, nil
}

// SetSettings writes several settings at once for staff member staffID, in one transaction
// with its audit entry (the changed keys' values before and after). Every key must be a
// setting and the table with the new values must parse: otherwise settings.Errors (by key)
// and nothing is written. Values that do not change are not written. The cache is reloaded
// after the commit, so the next request's Settings has the new values.
func (s *Store) SetSettings(ctx context.Context, staffID int64, values map[string]string) error {
	errs := settings.Errors{}
	for k := range values {
		if !settings.Known(k) {
			errs[k] = "no such setting"
		}
	}
	if len(errs) > 0 {
		return errs
	}
	changed := false
	err := s.WithTx(ctx, func(ctx context.Context) error {
		current, err := s.settingValues(ctx, s.reader(ctx))
		if err != nil {
			return err
		}
		next := maps.Clone(current)
		before, after := map[string]string{}, map[string]string{}
		for k, v := range values {
			next[k] = v
			if current[k] != v {
				before[k], after[k] = current[k], v
			}
		}
		if _, err := settings.Parse(next); err != nil {
			return err
		}
		if len(after) == 0 {
			return nil
		}
		changed = true
		at := s.clock().UTC().Format(time.RFC3339)
		for _, k := range slices.Sorted(maps.Keys(after)) {
			if _, err := s.writer(ctx).ExecContext(ctx, upsertSettingSQL, k, after[k], at); err != nil {
				return err
			}
		}
		s.announce(ctx, changeSet{settings: true})
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "settings.update", Entity: "settings", Before: before, After: after})
	})
	if err != nil || !changed {
		return err
	}
	var reloadErr error
	s.afterCommit(ctx, func() { reloadErr = s.reloadSettings(context.WithoutCancel(ctx)) })
	return reloadErr
}
