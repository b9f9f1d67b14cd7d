package present

import "shop/store"

// Phone is a phone number as the API answers it (spec §3): the calling code and the number,
// as the forms send them back.
type Phone struct {
	CountryCallingCode string `json:"countryCallingCode"`
	Number             string `json:"number"`
}

// MakePhone is p as answered.
func MakePhone(p store.Phone) Phone {
	return Phone{CountryCallingCode: p.CountryCallingCode, Number: p.Number}
}
