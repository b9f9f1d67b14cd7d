package handlers

import "shop/store"

// registrationRequest is the registration payload (spec §3): the person, their company (b2b
// only), the consents with the captcha token, and an optional address that becomes the user's
// default address. Its json names are the keys of the field errors the store gives back.
type registrationRequest struct {
	User struct {
		Type                 string       `json:"type"` // b2c or b2b
		CountryID            int64        `json:"country_id"`
		Name                 string       `json:"name"`
		Surname              string       `json:"surname"`
		Email                string       `json:"email"`
		Password             string       `json:"password"`
		PasswordConfirmation string       `json:"password_confirmation"`
		Phone                phoneRequest `json:"phone"`
	} `json:"user"`
	Company struct {
		BankID    int64  `json:"bank_id"`
		CountryID int64  `json:"country_id"`
		Name      string `json:"name"`
		VatNum    string `json:"vat_num"`
		RegNum    string `json:"reg_num"`
		AccNum    string `json:"acc_num"`
		City      string `json:"city"`
		Zip       string `json:"zip"`
		Address   string `json:"address"`
	} `json:"company"`
	Terms struct {
		Subscription       int    `json:"subscription"`
		Privacy            int    `json:"privacy"`
		GRecaptchaResponse string `json:"gRecaptchaResponse"`
	} `json:"terms"`
	Shipping struct {
		CountryID       int64        `json:"country_id"`
		City            string       `json:"city"`
		Address         string       `json:"address"`
		Zip             string       `json:"zip"`
		Identifier      string       `json:"identifier"` // a pickup point's, when the address is one
		Message         string       `json:"message"`    // for the courier
		UserPhoneNumber phoneRequest `json:"user_phone_number"`
	} `json:"shipping"`
}

// registration is the request as the store takes it, for the shopper writing in lang.
func (r registrationRequest) registration(lang string) store.Registration {
	u, c, a := r.User, r.Company, r.Shipping
	return store.Registration{
		User: store.RegistrationUser{Type: u.Type, CountryID: u.CountryID, Name: u.Name, Surname: u.Surname,
			Email: u.Email, Password: u.Password, PasswordConfirmation: u.PasswordConfirmation, Phone: u.Phone.phone()},
		Company: store.RegistrationCompany{BankID: c.BankID, CountryID: c.CountryID, Name: c.Name, VatNum: c.VatNum,
			RegNum: c.RegNum, AccNum: c.AccNum, City: c.City, Zip: c.Zip, Address: c.Address},
		Terms: store.RegistrationTerms{Subscription: r.Terms.Subscription, Privacy: r.Terms.Privacy},
		Shipping: store.RegistrationAddress{CountryID: a.CountryID, City: a.City, Address: a.Address, Zip: a.Zip,
			Identifier: a.Identifier, Message: a.Message, UserPhoneNumber: a.UserPhoneNumber.phone()},
		Lang: lang,
	}
}
