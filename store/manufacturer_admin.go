package store

import "context"

// ManufacturerInput is a brand as the back office writes it. Its title is its name, the
// same in every language; its description has a text per language.
type ManufacturerInput struct {
	Slug        string
	Title       string
	Description Texts
	Image       string // the logo's path
	Position    int64
	Safety      ManufacturerSafety // what its products' pages name (product_safety.go)
}

// AdminManufacturer is a brand with its descriptions in every language and how many
// products name it.
type AdminManufacturer struct {
	ID          int64
	Slug        string
	Title       string
	Description Texts
	Image       string
	Position    int64
	Safety      ManufacturerSafety
	Products    int64
}

// AdminManufacturers lists the brands in their order, then by title.
func (s *Store) AdminManufacturers(ctx context.Context) ([]AdminManufacturer, error) {
	return s.adminManufacturers(ctx, 0)
}

// AdminManufacturer is one brand, or ErrNotFound.
func (s *Store) AdminManufacturer(ctx context.Context, id int64) (AdminManufacturer, error) {
	list, err := s.adminManufacturers(ctx, id)
	if err != nil {
		return AdminManufacturer{}, err
	}
	if len(list) == 0 {
		return AdminManufacturer{}, ErrNotFound
	}
	return list[0], nil
}

func (s *Store) adminManufacturers(ctx context.Context, id int64) ([]AdminManufacturer, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT m.id, m.slug, m.title, m.description, m.image, m.position, m.legal_name, m.postal_address, m.contact,
       m.eu_person_name, m.eu_person_address, m.eu_person_contact,
       (SELECT COUNT(*) FROM products p WHERE p.manufacturer_id = m.id)
FROM manufacturers m WHERE ? = 0 OR m.id = ? ORDER BY m.position, m.title, m.id`, id, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []AdminManufacturer{}
	for rows.Next() {
		var m AdminManufacturer
		var desc string
		if err := rows.Scan(&m.ID, &m.Slug, &m.Title, &desc, &m.Image, &m.Position, &m.Safety.LegalName,
			&m.Safety.PostalAddress, &m.Safety.Contact, &m.Safety.EUPersonName, &m.Safety.EUPersonAddress,
			&m.Safety.EUPersonContact, &m.Products); err != nil {
			return nil, err
		}
		m.Description = Texts{s.langs.Default: desc}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	texts, err := s.allTexts(ctx, "manufacturer")
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Description = s.withDefault(texts[out[i].ID]["description"], out[i].Description[s.langs.Default])
	}
	return out, nil
}

func (s *Store) checkManufacturer(ctx context.Context, in *ManufacturerInput, id int64) error {
	fe := FieldErrors{}
	checkSlug(fe, "slug", &in.Slug)
	text(fe, "title", &in.Title, true, maxTitle)
	in.Description = s.checkTexts(fe, "description", in.Description, false, true, maxLongText)
	checkPath(fe, "image", &in.Image)
	if in.Position < 0 {
		fe.Add("position", MsgInvalid)
	}
	in.Safety.check(fe, "safety.")
	if len(fe["slug"]) == 0 {
		taken, err := exists(ctx, s.reader(ctx), `SELECT 1 FROM manufacturers WHERE slug = ? AND id <> ?`, in.Slug, id)
		if err != nil {
			return err
		}
		if taken {
			fe.Add("slug", MsgSlugTaken)
		}
	}
	return fe.orNil()
}

// CreateManufacturer adds a brand, audited as manufacturer.create, and answers its id.
func (s *Store) CreateManufacturer(ctx context.Context, staffID int64, in ManufacturerInput) (int64, error) {
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkManufacturer(ctx, &in, 0); err != nil {
			return err
		}
		if err := s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO manufacturers (slug, title, image, description, position, legal_name, postal_address, contact,
  eu_person_name, eu_person_address, eu_person_contact) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			in.Slug, in.Title, in.Image, in.Description[s.langs.Default], in.Position, in.Safety.LegalName,
			in.Safety.PostalAddress, in.Safety.Contact, in.Safety.EUPersonName, in.Safety.EUPersonAddress,
			in.Safety.EUPersonContact).Scan(&id); err != nil {
			return err
		}
		return s.finishManufacturer(ctx, staffID, "manufacturer.create", id, in, nil)
	})
	return id, err
}

// UpdateManufacturer rewrites a brand, audited as manufacturer.update; ErrNotFound for none.
func (s *Store) UpdateManufacturer(ctx context.Context, staffID, id int64, in ManufacturerInput) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminManufacturer(ctx, id)
		if err != nil {
			return err
		}
		if err := s.checkManufacturer(ctx, &in, id); err != nil {
			return err
		}
		desc := before.Description[s.langs.Default]
		if v, ok := in.Description[s.langs.Default]; ok {
			desc = v
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `
UPDATE manufacturers SET slug = ?, title = ?, image = ?, description = ?, position = ?, legal_name = ?,
  postal_address = ?, contact = ?, eu_person_name = ?, eu_person_address = ?, eu_person_contact = ? WHERE id = ?`,
			in.Slug, in.Title, in.Image, desc, in.Position, in.Safety.LegalName, in.Safety.PostalAddress, in.Safety.Contact,
			in.Safety.EUPersonName, in.Safety.EUPersonAddress, in.Safety.EUPersonContact, id); err != nil {
			return err
		}
		return s.finishManufacturer(ctx, staffID, "manufacturer.update", id, in, before)
	})
}

func (s *Store) finishManufacturer(ctx context.Context, staffID int64, action string, id int64, in ManufacturerInput, before any) error {
	if err := s.setTexts(ctx, "manufacturer", id, "description", in.Description); err != nil {
		return err
	}
	after, err := s.AdminManufacturer(ctx, id)
	if err != nil {
		return err
	}
	if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: action, Entity: "manufacturer", EntityID: idText(id), Before: before, After: after}); err != nil {
		return err
	}
	s.taxonomyChanged(ctx)
	return nil
}

// DeleteManufacturer deletes a brand no product names, audited as manufacturer.delete; a
// brand still named is FieldErrors on "id" (MsgNotEmpty): give its products another first.
func (s *Store) DeleteManufacturer(ctx context.Context, staffID, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.AdminManufacturer(ctx, id)
		if err != nil {
			return err
		}
		if before.Products > 0 {
			return FieldErrors{"id": {MsgNotEmpty}}
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM manufacturers WHERE id = ?`, id); err != nil {
			return err
		}
		if err := s.deleteTexts(ctx, "manufacturer", id); err != nil {
			return err
		}
		if err := s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "manufacturer.delete", Entity: "manufacturer", EntityID: idText(id), Before: before}); err != nil {
			return err
		}
		s.taxonomyChanged(ctx)
		return nil
	})
}
