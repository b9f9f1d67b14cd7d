package store

import (
	"context"
	"database/sql"
	"errors"
)

// Country is a row of the countries table: what a form's country choice offers
// (present.Country answers it).
type Country struct {
	ID          int64
	Code        string
	Title       string
	TitleLocal  string
	CallingCode string
	Flag        string
}

// CountryList lists the shop's countries named in lang, in its alphabetical order
// (GET /api/countries).
func (s *Store) CountryList(ctx context.Context, lang string) ([]Country, error) {
	rows, err := s.prepared(s.read).QueryContext(ctx, `SELECT id, code, title, title_local, calling_code, flag FROM countries ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Country{}
	for rows.Next() {
		var c Country
		if err := rows.Scan(&c.ID, &c.Code, &c.Title, &c.TitleLocal, &c.CallingCode, &c.Flag); err != nil {
			return nil, err
		}
		c.Title = CountryName(c.Code, lang, c.Title)
		out = append(out, c)
	}
	sortCountries(out, lang, func(c Country) string { return c.Code })
	return out, rows.Err()
}

// CountryTitle is a country's name in lang, or "" for an unknown id.
func (s *Store) CountryTitle(ctx context.Context, id int64, lang string) (string, error) {
	var code, title string
	err := s.prepared(s.read).QueryRowContext(ctx, `SELECT code, title FROM countries WHERE id = ?`, id).Scan(&code, &title)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return CountryName(code, lang, title), err
}

// CountryCode is a country's ISO 3166-1 alpha-2 code ("LV"), or "" for an unknown id.
func (s *Store) CountryCode(ctx context.Context, id int64) (string, error) {
	var code string
	err := s.prepared(s.read).QueryRowContext(ctx, `SELECT code FROM countries WHERE id = ?`, id).Scan(&code)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return code, err
}
