package store

import (
	"context"
	"database/sql"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// The back office's shipping methods: every method, active or not, with its prices per
// country (shipping_method_countries.net_price, NULL for the method's own price) and the
// number of its pickup points. The storefront reads the same rows on every request
// (ShippingMethods, the cart's pricing), so a saved change shows in the next answer.

// AdminShippingMethod is a shipping method as the back office edits it.
type AdminShippingMethod struct {
	ID            int64
	Code          string
	Type          string // courier | locker | shop
	Title         string
	Description   string
	NetPrice      int64
	FreeThreshold int64 // net goods total from which it is free; 0: never
	MinDays       int
	MaxDays       int
	Position      int
	Active        bool
	Countries     []MethodCountry
	PickupPoints  int
}

// MethodCountry is a country a method delivers to: its own net price (HasPrice false: the
// method's) and the regular expression its zip codes must match ("" any).
type MethodCountry struct {
	CountryID  int64
	Code       string
	NetPrice   int64
	HasPrice   bool
	ZipPattern string
}

// ShippingMethodInput is what an owner saves for a method.
type ShippingMethodInput struct {
	Code          string
	Type          string
	Title         string
	Description   string
	NetPrice      int64
	FreeThreshold int64
	MinDays       int
	MaxDays       int
	Position      int
	Active        bool
	Countries     []MethodCountry // CountryID, NetPrice/HasPrice, ZipPattern
}

// Bounds of a method's fields: a price past a million euros is a typo, a delivery past two
// months no delivery.
const (
	maxMethodPrice = 100_000_000
	maxMethodDays  = 60
	maxTitleLen    = 200
	maxTextLen     = 2000
)

var methodCode = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)

// AdminShippingMethods lists every shipping method in display order.
func (s *Store) AdminShippingMethods(ctx context.Context) ([]AdminShippingMethod, error) {
	return adminShippingMethods(ctx, s.read, 0)
}

const adminShippingSQL = `
SELECT m.id, m.code, m.type, m.title, m.description, m.net_price, m.free_threshold, m.min_days, m.max_days,
       m.position, m.active, (SELECT COUNT(*) FROM pickup_points p WHERE p.shipping_method_id = m.id)
FROM shipping_methods m WHERE (? = 0 OR m.id = ?) ORDER BY m.position, m.id`

// adminShippingMethods reads every method, or only id's when id is not 0.
func adminShippingMethods(ctx context.Context, q conn, id int64) ([]AdminShippingMethod, error) {
	rows, err := q.QueryContext(ctx, adminShippingSQL, id, id)
	if err != nil {
		return nil, err
	}
	out := []AdminShippingMethod{}
	at := map[int64]int{}
	for rows.Next() {
		m := AdminShippingMethod{Countries: []MethodCountry{}}
		if err := rows.Scan(&m.ID, &m.Code, &m.Type, &m.Title, &m.Description, &m.NetPrice, &m.FreeThreshold, &m.MinDays,
			&m.MaxDays, &m.Position, &m.Active, &m.PickupPoints); err != nil {
			rows.Close()
			return nil, err
		}
		at[m.ID] = len(out)
		out = append(out, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	crows, err := q.QueryContext(ctx, `
SELECT x.shipping_method_id, x.country_id, c.code, x.net_price, x.zip_pattern
FROM shipping_method_countries x JOIN countries c ON c.id = x.country_id
WHERE (? = 0 OR x.shipping_method_id = ?) ORDER BY c.code`, id, id)
	if err != nil {
		return nil, err
	}
	defer crows.Close()
	for crows.Next() {
		var method int64
		var c MethodCountry
		var net sql.NullInt64
		if err := crows.Scan(&method, &c.CountryID, &c.Code, &net, &c.ZipPattern); err != nil {
			return nil, err
		}
		c.NetPrice, c.HasPrice = net.Int64, net.Valid
		if i, ok := at[method]; ok {
			out[i].Countries = append(out[i].Countries, c)
		}
	}
	return out, crows.Err()
}

// adminShippingMethod reads one method; ErrNotFound when there is none.
func adminShippingMethod(ctx context.Context, q conn, id int64) (AdminShippingMethod, error) {
	list, err := adminShippingMethods(ctx, q, id)
	if err != nil {
		return AdminShippingMethod{}, err
	}
	if len(list) == 0 || id == 0 {
		return AdminShippingMethod{}, ErrNotFound
	}
	return list[0], nil
}

// check cleans in and lists what is wrong with it, by field ("countries.N.zip_pattern" for a
// country's).
func (in *ShippingMethodInput) check(ctx context.Context, q conn) (FieldErrors, error) {
	fe := FieldErrors{}
	in.Code, in.Title, in.Description = strings.TrimSpace(in.Code), strings.TrimSpace(in.Title), strings.TrimSpace(in.Description)
	if !methodCode.MatchString(in.Code) {
		fe.Add("code", MsgInvalid)
	}
	if in.Type != "courier" && in.Type != "locker" && in.Type != "shop" {
		fe.Add("type", MsgInvalid)
	}
	checkText(fe, "title", in.Title, true, maxTitleLen)
	checkText(fe, "description", in.Description, false, maxTextLen)
	for field, v := range map[string]int64{"net_price": in.NetPrice, "free_threshold": in.FreeThreshold} {
		if v < 0 || v > maxMethodPrice {
			fe.Add(field, MsgInvalid)
		}
	}
	if in.MinDays < 0 || in.MinDays > maxMethodDays {
		fe.Add("min_days", MsgInvalid)
	}
	if in.MaxDays < in.MinDays || in.MaxDays > maxMethodDays {
		fe.Add("max_days", MsgInvalid)
	}
	if in.Position < 0 || in.Position > 1_000_000 {
		fe.Add("position", MsgInvalid)
	}
	seen := map[int64]bool{}
	for i, c := range in.Countries {
		key := fmt.Sprintf("countries.%d.", i)
		ok, err := exists(ctx, q, `SELECT 1 FROM countries WHERE id = ?`, c.CountryID)
		if err != nil {
			return nil, err
		}
		if !ok || seen[c.CountryID] {
			fe.Add(key+"country_id", MsgInvalid)
		}
		seen[c.CountryID] = true
		if c.HasPrice && (c.NetPrice < 0 || c.NetPrice > maxMethodPrice) {
			fe.Add(key+"net_price", MsgInvalid)
		}
		in.Countries[i].ZipPattern = strings.TrimSpace(c.ZipPattern)
		if _, err := regexp.Compile(in.Countries[i].ZipPattern); err != nil || len(c.ZipPattern) > 200 {
			fe.Add(key+"zip_pattern", MsgInvalid)
		}
	}
	return fe, nil
}

// checkText adds field's error for a text that is missing (when required), too long, or
// carries a control character.
func checkText(fe FieldErrors, field, v string, required bool, max int) {
	switch {
	case required && v == "":
		fe.Add(field, MsgRequired)
	case utf8.RuneCountInString(v) > max:
		fe.Add(field, MsgTooLong)
	case !utf8.ValidString(v):
		fe.Add(field, MsgInvalid)
	}
}

// CreateShippingMethod stores a new method for staff member staffID (audited) and returns
// its id; bad fields are FieldErrors, a taken code is FieldErrors on code.
func (s *Store) CreateShippingMethod(ctx context.Context, staffID int64, in ShippingMethodInput) (int64, error) {
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkMethod(ctx, &in, 0); err != nil {
			return err
		}
		err := s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO shipping_methods (code, type, title, description, net_price, free_threshold, min_days, max_days, position, active)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, in.Code, in.Type, in.Title, in.Description, in.NetPrice, in.FreeThreshold,
			in.MinDays, in.MaxDays, in.Position, in.Active).Scan(&id)
		if err != nil {
			return err
		}
		return s.finishMethod(ctx, staffID, id, in, nil, "shipping_method.create")
	})
	return id, err
}

// UpdateShippingMethod saves a method's fields and replaces its countries (audited before and
// after); an unknown id is ErrNotFound.
func (s *Store) UpdateShippingMethod(ctx context.Context, staffID, id int64, in ShippingMethodInput) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := adminShippingMethod(ctx, s.reader(ctx), id)
		if err != nil {
			return err
		}
		if err := s.checkMethod(ctx, &in, id); err != nil {
			return err
		}
		_, err = s.writer(ctx).ExecContext(ctx, `
UPDATE shipping_methods SET code = ?, type = ?, title = ?, description = ?, net_price = ?, free_threshold = ?, min_days = ?,
  max_days = ?, position = ?, active = ? WHERE id = ?`, in.Code, in.Type, in.Title, in.Description, in.NetPrice, in.FreeThreshold,
			in.MinDays, in.MaxDays, in.Position, in.Active, id)
		if err != nil {
			return err
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM shipping_method_countries WHERE shipping_method_id = ?`, id); err != nil {
			return err
		}
		return s.finishMethod(ctx, staffID, id, in, &before, "shipping_method.update")
	})
}

// checkMethod checks in and that its code is no other method's.
func (s *Store) checkMethod(ctx context.Context, in *ShippingMethodInput, id int64) error {
	fe, err := in.check(ctx, s.reader(ctx))
	if err != nil {
		return err
	}
	taken, err := exists(ctx, s.reader(ctx), `SELECT 1 FROM shipping_methods WHERE code = ? AND id <> ?`, in.Code, id)
	if err != nil {
		return err
	}
	if taken {
		fe.Add("code", MsgCodeTaken)
	}
	return fe.orNil()
}

// finishMethod writes the method's countries and the audit entry.
func (s *Store) finishMethod(ctx context.Context, staffID, id int64, in ShippingMethodInput, before *AdminShippingMethod, action string) error {
	for _, c := range in.Countries {
		var net any
		if c.HasPrice {
			net = c.NetPrice
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO shipping_method_countries (shipping_method_id, country_id, zip_pattern, net_price) VALUES (?, ?, ?, ?)`,
			id, c.CountryID, c.ZipPattern, net); err != nil {
			return err
		}
	}
	after, err := adminShippingMethod(ctx, s.reader(ctx), id)
	if err != nil {
		return err
	}
	e := AuditEntry{StaffID: staffID, Action: action, Entity: "shipping_method", EntityID: fmt.Sprint(id), After: after}
	if before != nil {
		e.Before = *before
	}
	return s.Audit(ctx, e)
}

// MsgCodeTaken refuses a code another record of the same kind has.
const MsgCodeTaken = "error_code_taken"
