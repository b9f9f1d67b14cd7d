package store

import (
	"context"
	"strconv"
	"strings"
)

// The back office's writes of the small tables around products (categories, brands,
// properties, services, a product's hand-picked links) share what is here: texts in every
// language of the shop, slugs, and the refresh that makes the storefront follow at once.

// Texts is one field of a row in each of the shop's languages: lang → text. The default
// language's text is the row's own column; the others are rows of translations.
type Texts map[string]string

// Message keys of the back office's taxonomy writes (i18n/*.json), beside the product
// writes' MsgSlug and MsgTaken (product_admin.go).
const (
	MsgSlugTaken     = "error_slug_taken"     // another row has it
	MsgCategoryCycle = "error_category_cycle" // a category moved below itself
	MsgNotEmpty      = "error_not_empty"      // a row still used by products or holding others
)

// Limits of the taxonomy's texts, in characters, beside the products' maxTitle and maxSlug.
const (
	maxShortText   = 2000
	maxLongText    = 20000
	maxPicturePath = 500
)

// checkSlug checks and trims a required slug.
func checkSlug(fe FieldErrors, field string, v *string) {
	if singleLine(fe, field, *v) {
		return
	}
	*v = strings.TrimSpace(*v)
	switch {
	case *v == "":
		fe.Add(field, MsgRequired)
	case len(*v) > maxSlug:
		fe.Add(field, MsgTooLong)
	case !slugRE.MatchString(*v):
		fe.Add(field, MsgSlug)
	}
}

// checkTexts checks a field's texts, keyed "field.lang": each language must be one of the
// shop's, the default language's is required when required is set, others may be empty
// (the storefront then shows the default language's).
func (s *Store) checkTexts(fe FieldErrors, field string, t Texts, required, multiline bool, max int) Texts {
	out := Texts{}
	for l, v := range t {
		if !s.langs.Has(l) {
			fe.Add(field+"."+l, MsgInvalid)
			continue
		}
		textField(fe, field+"."+l, &v, false, max, multiline)
		out[l] = v
	}
	if required && out[s.langs.Default] == "" && len(fe[field+"."+s.langs.Default]) == 0 {
		fe.Add(field+"."+s.langs.Default, MsgRequired)
	}
	return out
}

// checkPath checks a picture's path or a link: one line, at most maxPicturePath characters.
func checkPath(fe FieldErrors, field string, v *string) {
	text(fe, field, v, false, maxPicturePath)
}

// setTexts writes the other languages' texts of entity id's field: a text replaces the
// translation, an empty one removes it (the default language's shows). Languages t does not
// name are left as they are.
func (s *Store) setTexts(ctx context.Context, entity string, id int64, field string, t Texts) error {
	w := s.writer(ctx)
	for l, v := range t {
		if l == s.langs.Default {
			continue
		}
		var err error
		if v == "" {
			_, err = w.ExecContext(ctx, `DELETE FROM translations WHERE entity = ? AND lang = ? AND id = ? AND field = ?`, entity, l, id, field)
		} else {
			_, err = w.ExecContext(ctx, `
INSERT INTO translations (entity, id, lang, field, value) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (entity, lang, id, field) DO UPDATE SET value = excluded.value`, entity, id, l, field, v)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// deleteTexts removes every translation of a deleted row.
func (s *Store) deleteTexts(ctx context.Context, entity string, id int64) error {
	_, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM translations WHERE entity = ? AND id = ?`, entity, id)
	return err
}

// allTexts reads every translation of entity's rows: id → field → lang → text. The default
// language's texts are not here: the caller adds the rows' own columns.
func (s *Store) allTexts(ctx context.Context, entity string) (map[int64]map[string]Texts, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `SELECT id, field, lang, value FROM translations WHERE entity = ?`, entity)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]map[string]Texts{}
	for rows.Next() {
		var id int64
		var field, l, v string
		if err := rows.Scan(&id, &field, &l, &v); err != nil {
			return nil, err
		}
		if out[id] == nil {
			out[id] = map[string]Texts{}
		}
		if out[id][field] == nil {
			out[id][field] = Texts{}
		}
		out[id][field][l] = v
	}
	return out, rows.Err()
}

// withDefault is t with the default language's text def added.
func (s *Store) withDefault(t Texts, def string) Texts {
	out := Texts{s.langs.Default: def}
	for l, v := range t {
		if l != s.langs.Default && s.langs.Has(l) {
			out[l] = v
		}
	}
	return out
}

// taxonomyChanged makes the storefront follow a committed taxonomy write: the category tree
// and the small tables' translations are read again, and the catalogue index, which holds
// the category tree, brand, property and option names and their facets, is rebuilt (the
// rebuild also moves the catalogue version, so cached answers go cold). It is what SIGHUP
// does for the catalogue, without the settings; a failure is retried and reported by Health.
// Taxonomy writes are rare and a rebuild at 100,000 products takes seconds, paid by the
// write that made it, not by the shoppers (the old index answers meanwhile).
func (s *Store) taxonomyChanged(ctx context.Context) {
	s.refreshAfterCommit(ctx, "taxonomy", s.rebuildCatalog)
	s.announce(ctx, changeSet{catalog: true})
}

// nextPosition is one past the highest position of the rows query names.
func nextPosition(ctx context.Context, q conn, query string, args ...any) (int64, error) {
	var n int64
	err := q.QueryRowContext(ctx, query, args...).Scan(&n)
	return n, err
}

// idText is an id as the audit log's entity_id.
func idText(id int64) string { return strconv.FormatInt(id, 10) }

// intFlag is a flag as the schema's INTEGER 0/1 columns keep it: PostgreSQL takes no Go bool
// for an integer column.
func intFlag(b bool) int {
	if b {
		return 1
	}
	return 0
}
