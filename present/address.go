package present

import "shop/store"

// Address is a saved delivery address of the profile's address book (spec §3 User addresses).
type Address struct {
	ID              int64  `json:"id"`
	CountryID       int64  `json:"country_id"`
	Country         string `json:"country"` // the country's title
	City            string `json:"city"`
	Address         string `json:"address"`
	Zip             string `json:"zip"`
	UserPhoneNumber Phone  `json:"user_phone_number"`
	IsDefault       bool   `json:"is_default"`
}

// MakeAddress is a as answered.
func MakeAddress(a store.Address) Address {
	return Address{ID: a.ID, CountryID: a.CountryID, Country: a.Country, City: a.City, Address: a.Address, Zip: a.Zip,
		UserPhoneNumber: MakePhone(a.UserPhoneNumber), IsDefault: a.IsDefault}
}

// MakeAddresses is list as answered.
func MakeAddresses(list []store.Address) []Address { return convert(list, MakeAddress) }

// IDTitle is a choice of a form's list, as a country of the address form.
type IDTitle struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// MakeIDTitles is list as answered.
func MakeIDTitles(list []store.IDTitle) []IDTitle {
	return convert(list, func(c store.IDTitle) IDTitle { return IDTitle{ID: c.ID, Title: c.Title} })
}
