package present

import "shop/store"

// Country is a country of a form's choice (GET /api/countries: a company's country).
type Country struct {
	ID          int64  `json:"id"`
	Code        string `json:"code"`
	Title       string `json:"title"`
	TitleLocal  string `json:"title_local"`
	CallingCode string `json:"calling_code"`
	Flag        string `json:"flag"`
}

// MakeCountries is list as answered.
func MakeCountries(list []store.Country) []Country {
	return convert(list, func(c store.Country) Country { return Country(c) })
}
