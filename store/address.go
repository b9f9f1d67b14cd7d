package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

// Address is a saved delivery address of a user (the profile's address book). The default
// one is what checkout fills in; a user has at most one default (migration 9's unique index),
// and has one whenever they have any address.
type Address struct {
	ID              int64
	CountryID       int64
	Country         string // the country's title
	City            string
	Address         string
	Zip             string
	UserPhoneNumber Phone
	IsDefault       bool
}

// AddressInput is an address the profile adds or edits. Its field errors are keyed as the
// spec's registration address (spec §5: shipping.country_id, shipping.city, shipping.address,
// shipping.zip, shipping.user_phone_number.number and .countryCallingCode).
type AddressInput struct {
	CountryID       int64
	City            string
	Address         string
	Zip             string
	UserPhoneNumber Phone
}

// MaxAddresses is how many addresses one user may keep.
const MaxAddresses = 20

// ErrTooManyAddresses refuses an address beyond MaxAddresses.
var ErrTooManyAddresses = errors.New("too many addresses")

const addressSQL = `
SELECT a.id, COALESCE(a.country_id, 0), COALESCE(c.code, ''), COALESCE(c.title, ''), a.city, a.address, a.zip, a.phone_calling_code, a.phone_number, a.is_default
FROM addresses a LEFT JOIN countries c ON c.id = a.country_id WHERE a.user_id = ?`

// Addresses lists a user's addresses, the default first, then in the order they were added,
// with their countries named in lang.
func (s *Store) Addresses(ctx context.Context, userID int64, lang string) ([]Address, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, addressSQL+` ORDER BY a.is_default DESC, a.id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Address{}
	for rows.Next() {
		var a Address
		var code string
		if err := rows.Scan(&a.ID, &a.CountryID, &code, &a.Country, &a.City, &a.Address, &a.Zip,
			&a.UserPhoneNumber.CountryCallingCode, &a.UserPhoneNumber.Number, &a.IsDefault); err != nil {
			return nil, err
		}
		a.UserPhoneNumber.CountryCallingCode = plusCode(a.UserPhoneNumber.CountryCallingCode)
		a.Country = CountryName(code, lang, a.Country)
		out = append(out, a)
	}
	return out, rows.Err()
}

// checkAddressInput validates a saved address in place: every field but the phone is
// required, the country must be one a courier delivers to, and the zip must fit that
// country's pattern.
func checkAddressInput(ctx context.Context, q conn, a *AddressInput) error {
	fe := FieldErrors{}
	text(fe, "shipping.city", &a.City, true, maxCityLen)
	text(fe, "shipping.address", &a.Address, true, maxAddressLen)
	text(fe, "shipping.zip", &a.Zip, true, maxZipLen)
	a.Zip = NormalizeZip(a.Zip)
	checkPhone(fe, "shipping.user_phone_number", a.UserPhoneNumber, false)
	if a.CountryID == 0 {
		fe.Add("shipping.country_id", MsgRequired)
		return fe
	}
	// The zip pattern of the country's courier delivery; an address is for a courier (a
	// locker has its own address).
	var pattern string
	err := q.QueryRowContext(ctx, `
SELECT x.zip_pattern FROM shipping_method_countries x JOIN shipping_methods m ON m.id = x.shipping_method_id
WHERE x.country_id = ? AND m.type = 'courier' AND m.active = 1 ORDER BY x.zip_pattern = '', m.position LIMIT 1`, a.CountryID).Scan(&pattern)
	if errors.Is(err, sql.ErrNoRows) {
		fe.Add("shipping.country_id", MsgCountryNotServed)
		return fe
	}
	if err != nil {
		return err
	}
	if a.Zip != "" && len(fe["shipping.zip"]) == 0 {
		if ok, err := zipMatches(pattern, a.Zip); err != nil {
			return err
		} else if !ok {
			fe.Add("shipping.zip", MsgZip)
		}
	}
	return fe.orNil()
}

// AddAddress validates and saves a new address of a user; their first becomes the default.
func (s *Store) AddAddress(ctx context.Context, userID int64, a AddressInput) (int64, error) {
	var id int64
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		if err := checkAddressInput(ctx, w, &a); err != nil {
			return err
		}
		var n int
		if err := w.QueryRowContext(ctx, `SELECT COUNT(*) FROM addresses WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return err
		}
		if n >= MaxAddresses {
			return ErrTooManyAddresses
		}
		return w.QueryRowContext(ctx, `
INSERT INTO addresses (user_id, country_id, city, address, zip, phone_calling_code, phone_number, is_default)
VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, userID, a.CountryID, a.City, a.Address, a.Zip, phoneCode(a.UserPhoneNumber),
			phoneDigits(a.UserPhoneNumber.Number), n == 0).Scan(&id)
	})
	return id, err
}

// phoneCode is the calling code kept with a phone: none without a number.
func phoneCode(p Phone) string {
	if strings.TrimSpace(p.Number) == "" {
		return ""
	}
	return plusCode(p.CountryCallingCode)
}

// UpdateAddress validates and saves a user's address; another user's, or none, is ErrNotFound.
func (s *Store) UpdateAddress(ctx context.Context, userID, id int64, a AddressInput) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		if err := checkAddressInput(ctx, w, &a); err != nil {
			return err
		}
		res, err := w.ExecContext(ctx, `
UPDATE addresses SET country_id = ?, city = ?, address = ?, zip = ?, phone_calling_code = ?, phone_number = ?
WHERE id = ? AND user_id = ?`, a.CountryID, a.City, a.Address, a.Zip, phoneCode(a.UserPhoneNumber),
			phoneDigits(a.UserPhoneNumber.Number), id, userID)
		return affectedOne(res, err)
	})
}

// DeleteAddress deletes a user's address; another user's, or none, is ErrNotFound. When the
// default goes, the oldest address left becomes the default, so checkout still has one.
func (s *Store) DeleteAddress(ctx context.Context, userID, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		res, err := w.ExecContext(ctx, `DELETE FROM addresses WHERE id = ? AND user_id = ?`, id, userID)
		if err := affectedOne(res, err); err != nil {
			return err
		}
		_, err = w.ExecContext(ctx, `
UPDATE addresses SET is_default = 1
WHERE id = (SELECT MIN(id) FROM addresses WHERE user_id = ?)
  AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ? AND is_default = 1)`, userID, userID)
		return err
	})
}

// SetDefaultAddress makes a user's address the default and the one before it not; another
// user's, or none, is ErrNotFound.
func (s *Store) SetDefaultAddress(ctx context.Context, userID, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var one int
		err := w.QueryRowContext(ctx, `SELECT 1 FROM addresses WHERE id = ? AND user_id = ?`, id, userID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		// The old default first: the unique index allows one default per user at any moment.
		if _, err := w.ExecContext(ctx, `UPDATE addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1 AND id <> ?`, userID, id); err != nil {
			return err
		}
		_, err = w.ExecContext(ctx, `UPDATE addresses SET is_default = 1 WHERE id = ?`, id)
		return err
	})
}

// affectedOne is ErrNotFound when a write touched no row.
func affectedOne(res sql.Result, err error) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// CourierCountries are the countries an active courier delivers to, those an address may be
// in, named in lang, in its alphabetical order.
func (s *Store) CourierCountries(ctx context.Context, lang string) ([]IDTitle, error) {
	type coded struct {
		IDTitle
		code string
	}
	var list []coded
	err := scanRows(ctx, s.read, `
SELECT DISTINCT c.id, c.code, c.title FROM shipping_method_countries x
JOIN shipping_methods m ON m.id = x.shipping_method_id AND m.type = 'courier' AND m.active = 1
JOIN countries c ON c.id = x.country_id ORDER BY c.id`, nil, func(rows *sql.Rows) error {
		var c coded
		err := rows.Scan(&c.ID, &c.code, &c.Title)
		c.Title = CountryName(c.code, lang, c.Title)
		list = append(list, c)
		return err
	})
	sortCountries(list, lang, func(c coded) string { return c.code })
	out := make([]IDTitle, len(list))
	for i, c := range list {
		out[i] = c.IDTitle
	}
	return out, err
}

// IDTitle is a choice of a form's list: a country.
type IDTitle struct {
	ID    int64
	Title string
}
