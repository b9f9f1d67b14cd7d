package demo

import (
	"context"

	"shop/store"
)

// seedReference writes countries (ids follow store.Countries() order: 1 is the first code),
// Latvian regions, areas and cities, and banks (the Finnish shop's: Finnish ones only, its B2B
// customers pick their bank from them).
func seedReference(ctx context.Context, st *store.Store, c *catalog) error {
	countries := st.Insert(ctx, "countries", "id", "code", "title", "title_local", "calling_code", "currency_code", "region", "flag")
	for i, c := range store.Countries() {
		countries.Add(i+1, c.CountryCode, c.CountryNameEn, c.CountryNameLocal, c.CountryCallingCode, c.CurrencyCode, c.Region, c.Flag)
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
	regionRows := st.Insert(ctx, "regions", "id", "country_id", "title")
	areas := st.Insert(ctx, "areas", "region_id", "title")
	for i, rg := range regions {
		regionRows.Add(i+1, lv, rg.title)
		for _, a := range rg.areas {
			areas.Add(i+1, a)
		}
	}
	cities := map[string][]string{
		"LV": {"Rīga", "Daugavpils", "Liepāja", "Jelgava", "Jūrmala", "Ventspils", "Rēzekne", "Valmiera", "Jēkabpils", "Ogre", "Cēsis", "Sigulda"},
		"LT": {"Vilnius", "Kaunas", "Klaipėda", "Šiauliai"},
		"EE": {"Tallinn", "Tartu", "Pärnu"},
		"FI": {"Helsinki", "Espoo", "Vantaa", "Tampere", "Turku", "Oulu"},
	}
	cityRows := st.Insert(ctx, "cities", "country_id", "title")
	for _, code := range []string{"LV", "LT", "EE", "FI"} {
		for _, city := range cities[code] {
			cityRows.Add(countryID(code), city)
		}
	}
	banks := []struct{ country, name, swift string }{
		{"LV", "Swedbank", "HABALV22"}, {"LV", "SEB banka", "UNLALV2X"}, {"LV", "Citadele banka", "PARXLV22"},
		{"LV", "Luminor Bank", "RIKOLV2X"}, {"LV", "Rietumu Banka", "RTMBLV2X"}, {"LV", "Industra Bank", "MULTLV2X"},
		{"LT", "Swedbank Lietuva", "HABALT22"}, {"EE", "LHV Pank", "LHVBEE22"}, {"FI", "Nordea", "NDEAFIHH"},
	}
	if c.v.Country == "FI" {
		banks = []struct{ country, name, swift string }{
			{"FI", "Nordea", "NDEAFIHH"}, {"FI", "OP", "OKOYFIHH"}, {"FI", "Danske Bank", "DABAFIHH"},
			{"FI", "S-Pankki", "SBANFIHH"}, {"FI", "Aktia", "HELSFIHH"}, {"FI", "Handelsbanken", "HANDFIHH"},
		}
	}
	bankRows := st.Insert(ctx, "banks", "country_id", "name", "swift")
	for _, bk := range banks {
		bankRows.Add(countryID(bk.country), bk.name, bk.swift)
	}
	return closeAll(countries, regionRows, areas, cityRows, bankRows)
}

// countryID is the seeded id of a country code (its place in store.Countries(), from 1).
func countryID(code string) int64 {
	for i, c := range store.Countries() {
		if c.CountryCode == code {
			return int64(i + 1)
		}
	}
	return 0
}
