package store

import (
	"context"
	"strings"
)

// InfoPageText is an information page in one language, as the back office edits it.
type InfoPageText struct {
	Title       string
	Description string // the meta description
	Body        string // HTML, cleaned by package richtext on save
	UpdatedAt   string
}

// InfoPageEdit is an information page in every language it is written in.
type InfoPageEdit struct {
	Slug  string
	Texts map[string]InfoPageText // lang → text
}

// InfoPages lists every information page by slug with its texts in each language.
func (s *Store) InfoPages(ctx context.Context) ([]InfoPageEdit, error) {
	return s.infoPages(ctx, "")
}

// InfoPageForEdit is one page in every language, or ErrNotFound.
func (s *Store) InfoPageForEdit(ctx context.Context, slug string) (InfoPageEdit, error) {
	list, err := s.infoPages(ctx, slug)
	if err != nil {
		return InfoPageEdit{}, err
	}
	if len(list) == 0 {
		return InfoPageEdit{}, ErrNotFound
	}
	return list[0], nil
}

func (s *Store) infoPages(ctx context.Context, slug string) ([]InfoPageEdit, error) {
	q, args := `SELECT slug, lang, title, description, body, updated_at FROM info_pages`, []any{}
	if slug != "" {
		q, args = q+` WHERE slug = ?`, append(args, slug)
	}
	rows, err := s.reader(ctx).QueryContext(ctx, q+` ORDER BY slug, lang LIMIT ?`, append(args, MaxContentRows)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []InfoPageEdit{}
	for rows.Next() {
		var slug, lang string
		var t InfoPageText
		if err := rows.Scan(&slug, &lang, &t.Title, &t.Description, &t.Body, &t.UpdatedAt); err != nil {
			return nil, err
		}
		if n := len(out); n == 0 || out[n-1].Slug != slug {
			out = append(out, InfoPageEdit{Slug: slug, Texts: map[string]InfoPageText{}})
		}
		out[len(out)-1].Texts[lang] = t
	}
	return out, rows.Err()
}

// SaveInfoPage writes page's texts: a language with a title is written (the body cleaned),
// a language given with every text empty is removed; the default language's text is
// required, languages left out stay as they are. create refuses a slug that exists. Audited.
func (s *Store) SaveInfoPage(ctx context.Context, staffID int64, page InfoPageEdit, create bool) (InfoPageEdit, error) {
	fe := FieldErrors{}
	page.Slug = strings.TrimSpace(page.Slug)
	if page.Slug == "" {
		fe.Add("slug", MsgRequired)
	} else if len(page.Slug) > maxSlug || !slugRE.MatchString(page.Slug) {
		fe.Add("slug", MsgSlug)
	}
	texts := map[string]InfoPageText{}
	for lang, t := range page.Texts {
		key := "texts." + lang + "."
		if !s.langs.Has(lang) {
			fe.Add("texts."+lang, MsgInvalid)
			continue
		}
		empty := strings.TrimSpace(t.Title+t.Description+t.Body) == ""
		if empty && lang != s.langs.Default {
			texts[lang] = InfoPageText{}
			continue
		}
		textField(fe, key+"title", &t.Title, true, 200, false)
		textField(fe, key+"description", &t.Description, false, 300, false)
		lines(fe, key+"body", &t.Body, false, MaxBodyLen)
		t.Body = cleanBody(fe, key+"body", t.Body)
		texts[lang] = t
	}
	if _, ok := texts[s.langs.Default]; !ok && create {
		fe.Add("texts."+s.langs.Default+".title", MsgRequired)
	}
	if err := fe.orNil(); err != nil {
		return InfoPageEdit{}, err
	}
	var out InfoPageEdit
	err := s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.InfoPageForEdit(ctx, page.Slug)
		switch {
		case err == nil && create:
			return FieldErrors{"slug": {MsgTaken}}
		case err == ErrNotFound && !create:
			return err
		case err != nil && err != ErrNotFound:
			return err
		}
		now := dbTime(s.clock())
		for _, lang := range s.langs.All {
			t, ok := texts[lang]
			switch {
			case !ok:
			case t == InfoPageText{}:
				if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM info_pages WHERE slug = ? AND lang = ?`, page.Slug, lang); err != nil {
					return err
				}
			default:
				if old, had := before.Texts[lang]; had && old.Title == t.Title && old.Description == t.Description && old.Body == t.Body {
					continue // unchanged: its date stays, as the sitemap tells search engines
				}
				if _, err := s.writer(ctx).ExecContext(ctx, `INSERT INTO info_pages (slug, lang, title, description, body, updated_at)
VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (slug, lang) DO UPDATE SET
  title = excluded.title, description = excluded.description, body = excluded.body, updated_at = excluded.updated_at`,
					page.Slug, lang, t.Title, t.Description, t.Body, now); err != nil {
					return err
				}
			}
		}
		if out, err = s.InfoPageForEdit(ctx, page.Slug); err != nil {
			return err
		}
		if _, ok := out.Texts[s.langs.Default]; !ok {
			return FieldErrors{"texts." + s.langs.Default + ".title": {MsgRequired}}
		}
		action := "info_page.update"
		var b any = before
		if create {
			action, b = "info_page.create", nil
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: action, Entity: "info_page", EntityID: page.Slug, Before: b, After: out})
	})
	return out, err
}

// DeleteInfoPage removes a page in every language, audited.
func (s *Store) DeleteInfoPage(ctx context.Context, staffID int64, slug string) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.InfoPageForEdit(ctx, slug)
		if err != nil {
			return err
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM info_pages WHERE slug = ?`, slug); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "info_page.delete", Entity: "info_page", EntityID: slug, Before: before})
	})
}
