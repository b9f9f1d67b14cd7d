package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"shop/urls"
)

// Languages are the languages a shop's content is in. Default is the language of the content
// rows' own columns, and the one a missing translation falls back to; its pages have no
// language prefix in their URLs (the URL scheme, package urls). All lists every language,
// Default first.
type Languages = urls.Languages

// SetLanguages tells the store which languages its content is in. It records the default
// language in a new data folder, and refuses a data folder whose content is in another one:
// a Finnish shop's products are not Latvian ones with a Finnish interface.
func (s *Store) SetLanguages(ctx context.Context, l Languages) error {
	if l.Default == "" || !l.Has(l.Default) {
		return fmt.Errorf("store: default language %q is not among %v", l.Default, l.All)
	}
	var have string
	err := s.read.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = 'content_lang'`).Scan(&have)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		if _, err := s.write.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ('content_lang', ?)`, l.Default); err != nil {
			return err
		}
	case err != nil:
		return err
	case have != l.Default:
		return fmt.Errorf("the data folder's content is in %q, this shop's default language is %q: use a data folder of its own", have, l.Default)
	}
	s.langs = l
	return nil
}

// Languages are the languages SetLanguages set.
func (s *Store) Languages() Languages { return s.langs }

// Path is the URL path p in lang, in the store's languages (urls.Languages.Path).
func (s *Store) Path(lang, p string) string { return s.langs.Path(lang, p) }

// translations reads the fields of the given rows of entity in lang: id → field → value.
// Nothing is read for the default language, whose texts are the rows' own columns.
func (s *Store) translations(ctx context.Context, entity, lang string, ids []int64) (map[int64]map[string]string, error) {
	out := map[int64]map[string]string{}
	if lang == "" || lang == s.langs.Default || len(ids) == 0 {
		return out, nil
	}
	args := make([]any, 0, len(ids)+2)
	args = append(args, entity, lang)
	for _, id := range ids {
		args = append(args, id)
	}
	q := `SELECT id, field, value FROM translations WHERE entity = ? AND lang = ? AND id IN (?` +
		strings.Repeat(",?", len(ids)-1) + `)`
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var field, value string
		if err := rows.Scan(&id, &field, &value); err != nil {
			return nil, err
		}
		if out[id] == nil {
			out[id] = map[string]string{}
		}
		out[id][field] = value
	}
	return out, rows.Err()
}

// translate overwrites *text with id's field in lang from t, when t has it.
func translate(t map[int64]map[string]string, id int64, field string, text *string) {
	if v, ok := t[id][field]; ok && v != "" {
		*text = v
	}
}
