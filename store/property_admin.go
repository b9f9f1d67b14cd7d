package store

import "context"

// The properties of products come in three levels: groups ("Display"), properties in a
// group ("Screen size", filterable or not) and their values ("6.1″"). Each level has a
// title per language and an order; the back office writes them through one set of methods.

// PropertyKind names a level.
type PropertyKind int

const (
	KindPropertyGroup PropertyKind = iota
	KindProperty
	KindPropertyValue
)

// propertyLevel is a level's table and how its texts and parent are stored.
type propertyLevel struct {
	table, entity, column string // the title's column, and its field in translations
	parent                string // the parent's column, "" for groups
	parentTable           string
	used                  string // a row that blocks deleting: products using it, or children
}

var propertyLevels = map[PropertyKind]propertyLevel{
	KindPropertyGroup: {table: "property_groups", entity: "property_group", column: "name",
		used: `SELECT 1 FROM properties WHERE group_id = ?`},
	KindProperty: {table: "properties", entity: "property", column: "title", parent: "group_id", parentTable: "property_groups",
		used: `SELECT 1 FROM product_properties WHERE property_id = ?`},
	KindPropertyValue: {table: "property_options", entity: "property_option", column: "value", parent: "property_id", parentTable: "properties",
		used: `SELECT 1 FROM product_properties WHERE option_id = ?`},
}

// PropertyInput is a group, property or value as the back office writes it. ParentID is the
// group of a property and the property of a value (unused for a group); Filterable is a
// property's (the catalogue's filters show it).
type PropertyInput struct {
	ParentID   int64
	Title      Texts // the default language's is required
	Filterable bool
	Position   int64
}

// AdminPropertyRow is one group, property or value with its titles in every language.
type AdminPropertyRow struct {
	ID         int64
	ParentID   int64
	Title      Texts
	Filterable bool
	Position   int64
}

// AdminPropertyGroup is a group with its properties, each with its values, all in order.
type AdminPropertyGroup struct {
	AdminPropertyRow
	Properties []AdminProperty
}

// AdminProperty is a property with its values.
type AdminProperty struct {
	AdminPropertyRow
	Values []AdminPropertyRow
}

// AdminPropertyGroups lists every group, property and value in their order.
func (s *Store) AdminPropertyGroups(ctx context.Context) ([]AdminPropertyGroup, error) {
	rows := map[PropertyKind][]AdminPropertyRow{}
	for kind := range propertyLevels {
		list, err := s.propertyRows(ctx, kind, 0)
		if err != nil {
			return nil, err
		}
		rows[kind] = list
	}
	values := map[int64][]AdminPropertyRow{}
	for _, v := range rows[KindPropertyValue] {
		values[v.ParentID] = append(values[v.ParentID], v)
	}
	props := map[int64][]AdminProperty{}
	for _, p := range rows[KindProperty] {
		props[p.ParentID] = append(props[p.ParentID], AdminProperty{AdminPropertyRow: p, Values: orEmpty(values[p.ID])})
	}
	out := []AdminPropertyGroup{}
	for _, g := range rows[KindPropertyGroup] {
		ps := props[g.ID]
		if ps == nil {
			ps = []AdminProperty{}
		}
		out = append(out, AdminPropertyGroup{AdminPropertyRow: g, Properties: ps})
	}
	return out, nil
}

func orEmpty(list []AdminPropertyRow) []AdminPropertyRow {
	if list == nil {
		return []AdminPropertyRow{}
	}
	return list
}

// AdminPropertyRow is one row of a level, or ErrNotFound.
func (s *Store) AdminPropertyRow(ctx context.Context, kind PropertyKind, id int64) (AdminPropertyRow, error) {
	list, err := s.propertyRows(ctx, kind, id)
	if err != nil {
		return AdminPropertyRow{}, err
	}
	if len(list) == 0 {
		return AdminPropertyRow{}, ErrNotFound
	}
	return list[0], nil
}

// propertyRows reads a level's rows (only id's when id is not 0) in their order.
func (s *Store) propertyRows(ctx context.Context, kind PropertyKind, id int64) ([]AdminPropertyRow, error) {
	l := propertyLevels[kind]
	parent, filterable := "0", "0"
	if l.parent != "" {
		parent = l.parent
	}
	if kind == KindProperty {
		filterable = "filterable"
	}
	// The names are the constants above, never input.
	rows, err := s.reader(ctx).QueryContext(ctx, `SELECT id, `+parent+`, `+l.column+`, `+filterable+`, position FROM `+l.table+
		` WHERE ? = 0 OR id = ? ORDER BY position, id`, id, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []AdminPropertyRow{}
	for rows.Next() {
		var r AdminPropertyRow
		var title string
		if err := rows.Scan(&r.ID, &r.ParentID, &title, &r.Filterable, &r.Position); err != nil {
			return nil, err
		}
		r.Title = Texts{s.langs.Default: title}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	texts, err := s.allTexts(ctx, l.entity)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Title = s.withDefault(texts[out[i].ID][l.column], out[i].Title[s.langs.Default])
	}
	return out, nil
}

func (s *Store) checkProperty(ctx context.Context, kind PropertyKind, in *PropertyInput, id int64) error {
	l := propertyLevels[kind]
	fe := FieldErrors{}
	in.Title = s.checkTexts(fe, "title", in.Title, true, false, maxTitle)
	if in.Position < 0 {
		fe.Add("position", MsgInvalid)
	}
	q := s.reader(ctx)
	if l.parent != "" {
		ok, err := exists(ctx, q, `SELECT 1 FROM `+l.parentTable+` WHERE id = ?`, in.ParentID)
		if err != nil {
			return err
		}
		if !ok {
			fe.Add("parent_id", MsgInvalid)
			return fe
		}
	}
	if title := in.Title[s.langs.Default]; title != "" && len(fe) == 0 {
		// The schema keeps a group's name unique, and a title or value unique within its parent.
		query, args := `SELECT 1 FROM `+l.table+` WHERE `+l.column+` = ? AND id <> ?`, []any{title, id}
		if l.parent != "" {
			query += ` AND ` + l.parent + ` = ?`
			args = append(args, in.ParentID)
		}
		taken, err := exists(ctx, q, query, args...)
		if err != nil {
			return err
		}
		if taken {
			fe.Add("title."+s.langs.Default, MsgTaken)
		}
	}
	return fe.orNil()
}

// CreateProperty adds a group, property or value (kind), audited as <entity>.create, and
// answers its id. Bad input, an unknown parent and a title its parent already has are
// FieldErrors.
func (s *Store) CreateProperty(ctx context.Context, staffID int64, kind PropertyKind, in PropertyInput) (int64, error) {
	l := propertyLevels[kind]
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkProperty(ctx, kind, &in, 0); err != nil {
			return err
		}
		cols, args := l.column+`, position`, []any{in.Title[s.langs.Default], in.Position}
		marks := `?, ?`
		if l.parent != "" {
			cols, marks, args = cols+`, `+l.parent, marks+`, ?`, append(args, in.ParentID)
		}
		if kind == KindProperty {
			cols, marks, args = cols+`, filterable`, marks+`, ?`, append(args, intFlag(in.Filterable))
		}
		if err := s.writer(ctx).QueryRowContext(ctx, `INSERT INTO `+l.table+` (`+cols+`) VALUES (`+marks+`) RETURNING id`, args...).Scan(&id); err != nil {
			return err
		}
		return s.finishProperty(ctx, staffID, kind, "create", id, in, nil)
	})
	return id, err
}

// UpdateProperty rewrites a group, property or value (a property or value may change its
// parent), audited as <entity>.update; ErrNotFound for none.
func (s *Store) UpdateProperty(ctx context.Context, staffID int64, kind PropertyKind, id int64, in PropertyInput) error {
	l := propertyLevels[kind]
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminPropertyRow(ctx, kind, id)
		if err != nil {
			return err
		}
		if err := s.checkProperty(ctx, kind, &in, id); err != nil {
			return err
		}
		set, args := l.column+` = ?, position = ?`, []any{in.Title[s.langs.Default], in.Position}
		if l.parent != "" {
			set, args = set+`, `+l.parent+` = ?`, append(args, in.ParentID)
		}
		if kind == KindProperty {
			set, args = set+`, filterable = ?`, append(args, intFlag(in.Filterable))
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `UPDATE `+l.table+` SET `+set+` WHERE id = ?`, append(args, id)...); err != nil {
			return err
		}
		return s.finishProperty(ctx, staffID, kind, "update", id, in, before)
	})
}

func (s *Store) finishProperty(ctx context.Context, staffID int64, kind PropertyKind, verb string, id int64, in PropertyInput, before any) error {
	l := propertyLevels[kind]
	if err := s.setTexts(ctx, l.entity, id, l.column, in.Title); err != nil {
		return err
	}
	after, err := s.AdminPropertyRow(ctx, kind, id)
	if err != nil {
		return err
	}
	if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: l.entity + "." + verb, Entity: l.entity, EntityID: idText(id), Before: before, After: after}); err != nil {
		return err
	}
	s.taxonomyChanged(ctx)
	return nil
}

// DeleteProperty deletes a group with no properties, or a property or value no product
// uses (a property's values go with it), audited as <entity>.delete. One still in use is
// FieldErrors on "id" (MsgNotEmpty).
func (s *Store) DeleteProperty(ctx context.Context, staffID int64, kind PropertyKind, id int64) error {
	l := propertyLevels[kind]
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminPropertyRow(ctx, kind, id)
		if err != nil {
			return err
		}
		w := s.writer(ctx)
		used, err := exists(ctx, w, l.used, id)
		if err != nil {
			return err
		}
		if used {
			return FieldErrors{"id": {MsgNotEmpty}}
		}
		if kind == KindProperty {
			// Its values go with it (ON DELETE CASCADE), and so must their translations.
			if _, err := w.ExecContext(ctx, `DELETE FROM translations WHERE entity = 'property_option' AND id IN (SELECT id FROM property_options WHERE property_id = ?)`, id); err != nil {
				return err
			}
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM `+l.table+` WHERE id = ?`, id); err != nil {
			return err
		}
		if err := s.deleteTexts(ctx, l.entity, id); err != nil {
			return err
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: l.entity + ".delete", Entity: l.entity, EntityID: idText(id), Before: before}); err != nil {
			return err
		}
		s.taxonomyChanged(ctx)
		return nil
	})
}
