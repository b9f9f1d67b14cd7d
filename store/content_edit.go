package store

import (
	"context"
	"database/sql"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"shop/richtext"
)

// The back office edits the shop's content through one set of methods for every kind of
// row (banners and benefits, the home page's sliders, blog articles, team members): a kind
// lists its plain columns and its texts, the texts of the default language are the row's own
// columns and the others' rows of translations (store/translation.go). Column names come from
// the kinds below, never from a request.

// Content kinds, as the back office and the audit log name them.
const (
	ContentBanner  = "banner"
	ContentSlider  = "slider"
	ContentArticle = "blog_article"
	ContentTeam    = "team_member"
)

// BannerPlacements are where a banner may stand; "benefit" ones are the shop's benefits.
var BannerPlacements = []string{"gallery", "benefit", "extra", "info", "sidebar"}

// ContentItem is one content row as the back office edits it: its plain fields (a link, a
// picture's path, a slug; "1"/"0" for a switch) and its texts by language and field.
type ContentItem struct {
	ID       int64
	Fields   map[string]string
	Texts    map[string]map[string]string // lang → field → text; "" or missing: no translation
	Position int
}

type fieldKind int

const (
	fieldLink fieldKind = iota
	fieldImage
	fieldEmail
	fieldSlug
	fieldBool
	fieldEnum
)

type contentField struct {
	name     string
	kind     fieldKind
	required bool
	values   []string // fieldEnum's
	fixed    bool     // set on create, never changed (an article's slug may change; a slider's type may not)
}

type contentText struct {
	name      string
	max       int
	required  bool // in the default language
	multiline bool
	html      bool // cleaned by package richtext
}

type contentKind struct {
	table     string
	idCol     string // the key translations name the row by
	fields    []contentField
	texts     []contentText
	scope     string // the field whose value groups rows for their order (a banner's placement); "" for one list
	ordered   bool   // has a position
	createdAt bool   // created_at is set on create (articles)
	orderBy   string
}

var contentKinds = map[string]contentKind{
	ContentBanner: {table: "banners", idCol: "id", scope: "placement", ordered: true, orderBy: "position, id",
		fields: []contentField{{name: "placement", kind: fieldEnum, required: true, values: BannerPlacements},
			{name: "link", kind: fieldLink}, {name: "desktop_image", kind: fieldImage}, {name: "mobile_image", kind: fieldImage}},
		texts: []contentText{{name: "title", max: 200, required: true}, {name: "text", max: 1000, multiline: true}}},
	ContentSlider: {table: "sliders", idCol: "rowid", ordered: true, orderBy: "position, rowid",
		fields: []contentField{{name: "type", kind: fieldEnum, required: true, values: SliderTypes, fixed: true},
			{name: "link", kind: fieldLink}, {name: "is_active", kind: fieldBool}},
		texts: []contentText{{name: "title", max: 200, required: true}, {name: "sub_title", max: 300}}},
	ContentArticle: {table: "blog_articles", idCol: "id", createdAt: true, orderBy: "created_at DESC, id DESC",
		fields: []contentField{{name: "slug", kind: fieldSlug, required: true}, {name: "image", kind: fieldImage}},
		texts: []contentText{{name: "title", max: 200, required: true}, {name: "short_description", max: 1000, multiline: true},
			{name: "body", max: MaxBodyLen, multiline: true, html: true}}},
	ContentTeam: {table: "team_members", idCol: "id", ordered: true, orderBy: "position, id",
		fields: []contentField{{name: "email", kind: fieldEmail, required: true}, {name: "image", kind: fieldImage}},
		texts: []contentText{{name: "name", max: 100, required: true}, {name: "short_description", max: 200},
			{name: "description", max: 2000, multiline: true}}},
}

// arg is a checked field's value as its column takes it: a flag as the integer 0 or 1 (SQLite
// turns the text "1" into the INTEGER column's 1 itself; PostgreSQL takes no text for a number).
func (f contentField) arg(v string) any {
	if f.kind == fieldBool {
		if v == "1" {
			return 1
		}
		return 0
	}
	return v
}

// MaxBodyLen is the longest body (an article's, an information page's), in characters of
// HTML: about 40 printed pages.
const MaxBodyLen = 100_000

// MaxContentRows bounds a list and an order: more rows than any shop's home page shows.
const MaxContentRows = 1000

// Message keys of the content's field errors (a taken slug or slider type is MsgTaken, a
// malformed slug MsgSlug, as a product's).
const (
	MsgLink  = "error_link"
	MsgImage = "error_image_path"
)

// IsContentKind reports whether kind is one the back office edits.
func IsContentKind(kind string) bool { _, ok := contentKinds[kind]; return ok }

func (k contentKind) columns() []string {
	cols := []string{}
	for _, f := range k.fields {
		cols = append(cols, f.name)
	}
	for _, t := range k.texts {
		cols = append(cols, t.name)
	}
	return cols
}

// ContentList lists a kind's rows in their order with every language's texts; scope, when
// not "", keeps the rows of one group (a banner placement).
func (s *Store) ContentList(ctx context.Context, kind, scope string) ([]ContentItem, error) {
	k, ok := contentKinds[kind]
	if !ok {
		return nil, ErrNotFound
	}
	where, args := "", []any{}
	if scope != "" && k.scope != "" {
		where, args = " WHERE "+k.scope+" = ?", append(args, scope)
	}
	args = append(args, MaxContentRows)
	return s.contentRows(ctx, kind, k, `SELECT `+k.idCol+`, `+strings.Join(k.columns(), ", ")+`, `+k.positionCol()+
		` FROM `+k.table+where+` ORDER BY `+k.orderBy+` LIMIT ?`, args...)
}

func (k contentKind) positionCol() string {
	if k.ordered {
		return "position"
	}
	return "0"
}

// ContentItemByID is one row of kind, or ErrNotFound.
func (s *Store) ContentItemByID(ctx context.Context, kind string, id int64) (ContentItem, error) {
	k, ok := contentKinds[kind]
	if !ok {
		return ContentItem{}, ErrNotFound
	}
	items, err := s.contentRows(ctx, kind, k, `SELECT `+k.idCol+`, `+strings.Join(k.columns(), ", ")+`, `+k.positionCol()+
		` FROM `+k.table+` WHERE `+k.idCol+` = ?`, id)
	if err != nil {
		return ContentItem{}, err
	}
	if len(items) == 0 {
		return ContentItem{}, ErrNotFound
	}
	return items[0], nil
}

func (s *Store) contentRows(ctx context.Context, kind string, k contentKind, query string, args ...any) ([]ContentItem, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ContentItem{}
	byID := map[int64]*ContentItem{}
	for rows.Next() {
		vals := make([]sql.NullString, len(k.fields)+len(k.texts))
		dst := []any{new(int64)}
		for i := range vals {
			dst = append(dst, &vals[i])
		}
		var pos int
		dst = append(dst, &pos)
		if err := rows.Scan(dst...); err != nil {
			return nil, err
		}
		it := ContentItem{ID: *dst[0].(*int64), Fields: map[string]string{}, Texts: map[string]map[string]string{}, Position: pos}
		for i, f := range k.fields {
			it.Fields[f.name] = vals[i].String
		}
		def := map[string]string{}
		for i, t := range k.texts {
			def[t.name] = vals[len(k.fields)+i].String
		}
		it.Texts[s.langs.Default] = def
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	for i := range out {
		byID[out[i].ID] = &out[i]
	}
	if len(out) == 0 || len(s.langs.All) < 2 {
		return out, nil
	}
	q, args := `SELECT id, lang, field, value FROM translations WHERE entity = ? AND lang <> ?`, []any{kind, s.langs.Default}
	if len(out) == 1 { // one row (ContentItemByID): its own translations, not the kind's
		q, args = q+` AND id = ?`, append(args, out[0].ID)
	}
	tr, err := s.reader(ctx).QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer tr.Close()
	for tr.Next() {
		var id int64
		var lang, field, value string
		if err := tr.Scan(&id, &lang, &field, &value); err != nil {
			return nil, err
		}
		it := byID[id]
		if it == nil || !s.langs.Has(lang) {
			continue
		}
		if it.Texts[lang] == nil {
			it.Texts[lang] = map[string]string{}
		}
		it.Texts[lang][field] = value
	}
	return out, tr.Err()
}

// checkContent checks and normalises in for kind: the fields and texts it knows, each
// language one of the shop's, the default language's required texts present. Unknown
// fields and languages are errors under their own names, so a typo is never dropped silently.
func (s *Store) checkContent(k contentKind, in *ContentItem, create bool) error {
	fe := FieldErrors{}
	fields := map[string]string{}
	for name := range in.Fields {
		if !slices.ContainsFunc(k.fields, func(f contentField) bool { return f.name == name }) {
			fe.Add(name, MsgInvalid)
		}
	}
	for _, f := range k.fields {
		v := in.Fields[f.name]
		key := f.name
		switch f.kind {
		case fieldLink:
			checkLink(fe, key, &v)
		case fieldImage:
			checkImage(fe, key, &v)
		case fieldEmail:
			email(fe, key, &v)
		case fieldSlug:
			v = strings.TrimSpace(v)
			if v == "" {
				fe.Add(key, MsgRequired)
			} else if len(v) > maxSlug || !slugRE.MatchString(v) {
				fe.Add(key, MsgSlug)
			}
		case fieldBool:
			switch v {
			case "1", "true":
				v = "1"
			case "0", "false", "":
				v = "0"
			default:
				fe.Add(key, MsgInvalid)
			}
		case fieldEnum:
			if !slices.Contains(f.values, v) && (create || !f.fixed || v != "") {
				if v == "" {
					fe.Add(key, MsgRequired)
				} else {
					fe.Add(key, MsgInvalid)
				}
			}
		}
		if f.required && v == "" && f.kind != fieldEnum && f.kind != fieldSlug && f.kind != fieldEmail {
			fe.Add(key, MsgRequired)
		}
		fields[f.name] = v
	}
	texts := map[string]map[string]string{}
	for lang, m := range in.Texts {
		if !s.langs.Has(lang) {
			fe.Add("texts."+lang, MsgInvalid)
			continue
		}
		out := map[string]string{}
		for name := range m {
			if !slices.ContainsFunc(k.texts, func(t contentText) bool { return t.name == name }) {
				fe.Add("texts."+lang+"."+name, MsgInvalid)
			}
		}
		for _, t := range k.texts {
			v := m[t.name]
			key := "texts." + lang + "." + t.name
			textField(fe, key, &v, t.required && lang == s.langs.Default, t.max, t.multiline)
			if t.html {
				v = cleanBody(fe, key, v)
			}
			out[t.name] = v
		}
		texts[lang] = out
	}
	if texts[s.langs.Default] == nil && create { // an update may leave the default language's texts as they are
		for _, t := range k.texts {
			if t.required {
				fe.Add("texts."+s.langs.Default+"."+t.name, MsgRequired)
			}
		}
	}
	if err := fe.orNil(); err != nil {
		return err
	}
	in.Fields, in.Texts = fields, texts
	return nil
}

// cleanBody is an HTML body as the shop keeps it (package richtext); cleaning may lengthen
// it (a text becomes paragraphs), so its length is checked again.
func cleanBody(fe FieldErrors, field, v string) string {
	if v == "" {
		return v
	}
	v = richtext.Clean(v)
	if utf8.RuneCountInString(v) > MaxBodyLen {
		fe.Add(field, MsgTooLong)
	}
	return v
}

// checkLink allows a path of the shop's (in no language: the storefront adds the page's
// prefix) or an address on the web; "" is no link.
func checkLink(fe FieldErrors, field string, v *string) {
	if singleLine(fe, field, *v) {
		return
	}
	*v = strings.TrimSpace(*v)
	switch {
	case *v == "":
	case len(*v) > 500:
		fe.Add(field, MsgTooLong)
	case strings.HasPrefix(*v, "/") && !strings.HasPrefix(*v, "//") && !strings.ContainsAny(*v, " \\<>\""):
	case (strings.HasPrefix(*v, "https://") || strings.HasPrefix(*v, "http://")) && !strings.ContainsAny(*v, " \\<>\""):
	default:
		fe.Add(field, MsgLink)
	}
}

// mediaImage is a picture the shop serves from its media folder.
var mediaImage = regexp.MustCompile(`^/media/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*$`)

// checkImage allows "" or a path under /media/ (an uploaded picture, the demo's).
func checkImage(fe FieldErrors, field string, v *string) {
	*v = strings.TrimSpace(*v)
	if *v != "" && (len(*v) > 300 || !mediaImage.MatchString(*v)) {
		fe.Add(field, MsgImage)
	}
}

// CreateContent adds a row of kind from in, at the end of its list, with its translations and
// an audit entry, in one transaction, and answers it as stored.
func (s *Store) CreateContent(ctx context.Context, staffID int64, kind string, in ContentItem) (ContentItem, error) {
	k, ok := contentKinds[kind]
	if !ok {
		return ContentItem{}, ErrNotFound
	}
	if err := s.checkContent(k, &in, true); err != nil {
		return ContentItem{}, err
	}
	var out ContentItem
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.contentUnique(ctx, k, in, 0); err != nil {
			return err
		}
		cols := k.columns()
		args := []any{}
		for _, f := range k.fields {
			args = append(args, f.arg(in.Fields[f.name]))
		}
		for _, t := range k.texts {
			args = append(args, in.Texts[s.langs.Default][t.name])
		}
		if k.ordered {
			scopeWhere, scopeArgs := k.scopeWhere(in)
			var next int
			if err := s.writer(ctx).QueryRowContext(ctx, `SELECT COALESCE(MAX(position), -1) + 1 FROM `+k.table+scopeWhere, scopeArgs...).Scan(&next); err != nil {
				return err
			}
			cols, args = append(cols, "position"), append(args, next)
		}
		if k.createdAt {
			cols, args = append(cols, "created_at"), append(args, dbTime(s.clock()))
		}
		// RETURNING, not LastInsertId: PostgreSQL has no last insert id to ask for
		var id int64
		err := s.writer(ctx).QueryRowContext(ctx, `INSERT INTO `+k.table+` (`+strings.Join(cols, ", ")+`) VALUES (?`+
			strings.Repeat(", ?", len(cols)-1)+`) RETURNING id`, args...).Scan(&id)
		if err != nil {
			return asConflict(err)
		}
		if err := s.writeContentTranslations(ctx, kind, k, id, in.Texts); err != nil {
			return err
		}
		if out, err = s.ContentItemByID(ctx, kind, id); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: kind + ".create", Entity: kind, EntityID: strconv.FormatInt(id, 10), After: out})
	})
	return out, err
}

func (k contentKind) scopeWhere(in ContentItem) (string, []any) {
	if k.scope == "" {
		return "", nil
	}
	return ` WHERE ` + k.scope + ` = ?`, []any{in.Fields[k.scope]}
}

// contentUnique refuses a second row with the same slug (articles) or type (sliders) as a
// field error, before the database's own rule would as a conflict.
func (s *Store) contentUnique(ctx context.Context, k contentKind, in ContentItem, id int64) error {
	for _, f := range k.fields {
		if f.kind != fieldSlug && !(f.kind == fieldEnum && f.fixed) {
			continue
		}
		var n int
		if err := s.writer(ctx).QueryRowContext(ctx, `SELECT COUNT(*) FROM `+k.table+` WHERE `+f.name+` = ? AND `+k.idCol+` <> ?`,
			in.Fields[f.name], id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return FieldErrors{f.name: {MsgTaken}}
		}
	}
	return nil
}

// UpdateContent replaces row id of kind with in (its position stays; languages left out of
// in.Texts keep their translations), audited with the row before and after.
func (s *Store) UpdateContent(ctx context.Context, staffID int64, kind string, id int64, in ContentItem) (ContentItem, error) {
	k, ok := contentKinds[kind]
	if !ok {
		return ContentItem{}, ErrNotFound
	}
	if err := s.checkContent(k, &in, false); err != nil {
		return ContentItem{}, err
	}
	var out ContentItem
	err := s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.ContentItemByID(ctx, kind, id)
		if err != nil {
			return err
		}
		sets, args := []string{}, []any{}
		for _, f := range k.fields {
			if f.fixed {
				if v := in.Fields[f.name]; v != "" && v != before.Fields[f.name] {
					return FieldErrors{f.name: {MsgInvalid}}
				}
				in.Fields[f.name] = before.Fields[f.name]
				continue
			}
			sets, args = append(sets, f.name+" = ?"), append(args, f.arg(in.Fields[f.name]))
		}
		if def, ok := in.Texts[s.langs.Default]; ok {
			for _, t := range k.texts {
				sets, args = append(sets, t.name+" = ?"), append(args, def[t.name])
			}
		}
		if err := s.contentUnique(ctx, k, in, id); err != nil {
			return err
		}
		if k.scope != "" && in.Fields[k.scope] != before.Fields[k.scope] {
			// moved to another group: at its end
			var next int
			if err := s.writer(ctx).QueryRowContext(ctx, `SELECT COALESCE(MAX(position), -1) + 1 FROM `+k.table+` WHERE `+k.scope+` = ?`,
				in.Fields[k.scope]).Scan(&next); err != nil {
				return err
			}
			sets, args = append(sets, "position = ?"), append(args, next)
		}
		args = append(args, id)
		if _, err := s.writer(ctx).ExecContext(ctx, `UPDATE `+k.table+` SET `+strings.Join(sets, ", ")+` WHERE `+k.idCol+` = ?`, args...); err != nil {
			return asConflict(err)
		}
		if err := s.writeContentTranslations(ctx, kind, k, id, in.Texts); err != nil {
			return err
		}
		if out, err = s.ContentItemByID(ctx, kind, id); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: kind + ".update", Entity: kind, EntityID: strconv.FormatInt(id, 10), Before: before, After: out})
	})
	return out, err
}

// writeContentTranslations writes the texts of every language but the default (the row's
// own columns): an empty text removes the translation, so the default language's shows.
func (s *Store) writeContentTranslations(ctx context.Context, kind string, k contentKind, id int64, texts map[string]map[string]string) error {
	w := s.writer(ctx)
	for lang, m := range texts {
		if lang == s.langs.Default {
			continue
		}
		for _, t := range k.texts {
			v := m[t.name]
			if v == "" {
				if _, err := w.ExecContext(ctx, `DELETE FROM translations WHERE entity = ? AND lang = ? AND id = ? AND field = ?`, kind, lang, id, t.name); err != nil {
					return err
				}
				continue
			}
			if _, err := w.ExecContext(ctx, `INSERT INTO translations (entity, id, lang, field, value) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (entity, lang, id, field) DO UPDATE SET value = excluded.value`, kind, id, lang, t.name, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// DeleteContent removes row id of kind and its translations, audited.
func (s *Store) DeleteContent(ctx context.Context, staffID int64, kind string, id int64) error {
	k, ok := contentKinds[kind]
	if !ok {
		return ErrNotFound
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.ContentItemByID(ctx, kind, id)
		if err != nil {
			return err
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM `+k.table+` WHERE `+k.idCol+` = ?`, id); err != nil {
			return err
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM translations WHERE entity = ? AND id = ?`, kind, id); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: kind + ".delete", Entity: kind, EntityID: strconv.FormatInt(id, 10), Before: before})
	})
}

// OrderContent puts the rows of kind (of one scope, for banners) in the order of ids, which
// must name each of them once, audited with the order before and after.
func (s *Store) OrderContent(ctx context.Context, staffID int64, kind, scope string, ids []int64) error {
	k, ok := contentKinds[kind]
	if !ok || !k.ordered {
		return ErrNotFound
	}
	if k.scope != "" && scope == "" {
		return FieldErrors{k.scope: {MsgRequired}}
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		list, err := s.ContentList(ctx, kind, scope)
		if err != nil {
			return err
		}
		before := make([]int64, len(list))
		for i, it := range list {
			before[i] = it.ID
		}
		sorted, given := slices.Clone(before), slices.Clone(ids)
		slices.Sort(sorted)
		slices.Sort(given)
		if !slices.Equal(sorted, given) {
			return FieldErrors{"ids": {MsgInvalid}}
		}
		for pos, id := range ids {
			if _, err := s.writer(ctx).ExecContext(ctx, `UPDATE `+k.table+` SET position = ? WHERE `+k.idCol+` = ?`, pos, id); err != nil {
				return err
			}
		}
		entityID := ""
		if k.scope != "" {
			entityID = scope
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: kind + ".order", Entity: kind, EntityID: entityID, Before: before, After: ids})
	})
}
