package handlers

import "shop/store"

// phoneRequest is a phone number as the forms send it (spec §3): the calling code the shopper
// chose and the number typed.
type phoneRequest struct {
	CountryCallingCode string `json:"countryCallingCode"`
	Number             string `json:"number"`
}

func (p phoneRequest) phone() store.Phone {
	return store.Phone{CountryCallingCode: p.CountryCallingCode, Number: p.Number}
}
