package handlers

import "shop/store"

// profileUpdateRequest is POST /api/user/update's user (spec §3 User): the name, surname and
// phone, the e-mail (read-only: the store refuses a different one) and a new password with its
// confirmation and the current one. Its json names are the keys of the field errors (user.*).
type profileUpdateRequest struct {
	Name                    string       `json:"name"`
	Surname                 string       `json:"surname"`
	Email                   string       `json:"email"`
	Phone                   phoneRequest `json:"phone"`
	Password                string       `json:"password"` // the current one, asked only to set a new one
	NewPassword             string       `json:"new_password"`
	NewPasswordConfirmation string       `json:"new_password_confirmation"`
}

func (u profileUpdateRequest) update() store.ProfileUpdate {
	return store.ProfileUpdate{Name: u.Name, Surname: u.Surname, Email: u.Email, Phone: u.Phone.phone(),
		Password: u.Password, NewPassword: u.NewPassword, NewPasswordConfirmation: u.NewPasswordConfirmation}
}

// addressRequest is an address of the profile's address book as it is posted, under
// "shipping" (field errors shipping.country_id, shipping.city, shipping.address, shipping.zip,
// shipping.user_phone_number.number and .countryCallingCode).
type addressRequest struct {
	Shipping struct {
		CountryID       int64        `json:"country_id"`
		City            string       `json:"city"`
		Address         string       `json:"address"`
		Zip             string       `json:"zip"`
		UserPhoneNumber phoneRequest `json:"user_phone_number"`
	} `json:"shipping"`
}

func (r addressRequest) input() store.AddressInput {
	a := r.Shipping
	return store.AddressInput{CountryID: a.CountryID, City: a.City, Address: a.Address, Zip: a.Zip,
		UserPhoneNumber: a.UserPhoneNumber.phone()}
}
