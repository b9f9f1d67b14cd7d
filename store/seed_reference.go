package store

import (
	"context"
	"database/sql"
)

// seedReference writes countries (ids follow Countries() order: 1 is the first code),
// Latvian regions, areas and cities, and banks.
func seedReference(ctx context.Context, tx *sql.Tx, _ *catalog) error {
	b, err := newBatch(ctx, tx, `INSERT INTO countries (id, code, title, title_local, calling_code, currency_code, region, flag)`, 8, 50)
	if err != nil {
		return err
	}
	for i, c := range Countries() {
		if err := b.add(i+1, c.CountryCode, c.CountryNameEn, c.CountryNameLocal, c.CountryCallingCode,
			c.CurrencyCode, c.Region, c.Flag); err != nil {
			return err
		}
	}
	if err := b.close(); err != nil {
		return err
	}
	lv := countryID("LV")
	regions := []struct {
		title string
		areas []string
	}{
		{"Rīga", []string{"Rīgas valstspilsēta"}},
		{"Pierīga", []string{"Ādažu novads", "Mārupes novads", "Ķekavas novads", "Jūrmalas valstspilsēta"}},
		{"Kurzeme", []string{"Kuldīgas novads", "Ventspils valstspilsēta", "Liepājas valstspilsēta", "Talsu novads"}},
		{"Zemgale", []string{"Jelgavas valstspilsēta", "Bauskas novads", "Dobeles novads"}},
		{"Vidzeme", []string{"Cēsu novads", "Valmieras novads", "Siguldas novads", "Ogres novads"}},
		{"Latgale", []string{"Daugavpils valstspilsēta", "Rēzeknes novads", "Ludzas novads", "Krāslavas novads"}},
	}
	for i, rg := range regions {
		if _, err := tx.ExecContext(ctx, `INSERT INTO regions (id, country_id, title) VALUES (?,?,?)`, i+1, lv, rg.title); err != nil {
			return err
		}
		for _, a := range rg.areas {
			if _, err := tx.ExecContext(ctx, `INSERT INTO areas (region_id, title) VALUES (?,?)`, i+1, a); err != nil {
				return err
			}
		}
	}
	cities := map[string][]string{
		"LV": {"Rīga", "Daugavpils", "Liepāja", "Jelgava", "Jūrmala", "Ventspils", "Rēzekne", "Valmiera", "Jēkabpils", "Ogre", "Cēsis", "Sigulda"},
		"LT": {"Vilnius", "Kaunas", "Klaipėda", "Šiauliai"},
		"EE": {"Tallinn", "Tartu", "Pärnu"},
		"FI": {"Helsinki", "Espoo", "Tampere", "Turku"},
	}
	for _, code := range []string{"LV", "LT", "EE", "FI"} {
		for _, city := range cities[code] {
			if _, err := tx.ExecContext(ctx, `INSERT INTO cities (country_id, title) VALUES (?,?)`, countryID(code), city); err != nil {
				return err
			}
		}
	}
	banks := []struct{ country, name, swift string }{
		{"LV", "Swedbank", "HABALV22"}, {"LV", "SEB banka", "UNLALV2X"}, {"LV", "Citadele banka", "PARXLV22"},
		{"LV", "Luminor Bank", "RIKOLV2X"}, {"LV", "Rietumu Banka", "RTMBLV2X"}, {"LV", "Industra Bank", "MULTLV2X"},
		{"LT", "Swedbank Lietuva", "HABALT22"}, {"EE", "LHV Pank", "LHVBEE22"}, {"FI", "Nordea", "NDEAFIHH"},
	}
	for _, bk := range banks {
		if _, err := tx.ExecContext(ctx, `INSERT INTO banks (country_id, name, swift) VALUES (?,?,?)`,
			countryID(bk.country), bk.name, bk.swift); err != nil {
			return err
		}
	}
	return nil
}

// countryID is the seeded id of a country code (its place in Countries(), from 1).
func countryID(code string) int64 {
	for i, c := range Countries() {
		if c.CountryCode == code {
			return int64(i + 1)
		}
	}
	return 0
}
