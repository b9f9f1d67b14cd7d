package handlers

import "shop/settings"

// Company is who runs the shop as the contact page and its JSON-LD show it: the company of
// the shop's settings (package settings; the table's company_* rows). The bank account is not
// here: it is the payment settings' one (--bank-iban…), the account bank transfers go to.
type Company struct {
	Name         string         `json:"name"`
	RegNumber    string         `json:"reg_number"` // the business register's number (Finland: Y-tunnus)
	VATNumber    string         `json:"vat_number"`
	LegalAddress string         `json:"legal_address"`
	Email        string         `json:"email"`
	Phone        string         `json:"phone"`
	Phone2       string         `json:"phone_2,omitempty"`      // hidden by the Finnish shops (spec §1)
	ShopAddress  string         `json:"shop_address,omitempty"` // the actual address; hidden by the Finnish shops
	OpeningHours []OpeningHours `json:"opening_hours"`
	Image        string         `json:"image,omitempty"` // the contact picture; hidden by tt_fi_tel_shop
	Country      string         `json:"-"`               // ISO code, for JSON-LD
	City         string         `json:"-"`
	Zip          string         `json:"-"`
	Street       string         `json:"-"`
}

// OpeningHours is one line of the opening hours: the days (a translation key's suffix:
// hours_mon_fri, hours_sat, hours_sun) and the time, ” for closed.
type OpeningHours struct {
	Days string `json:"days"`
	Time string `json:"time"`
}

// companyOf is the company of the shop's settings as the contact page's props carry it.
func companyOf(co settings.Company) Company {
	out := Company{Name: co.Name, RegNumber: co.RegNumber, VATNumber: co.VATNumber, LegalAddress: co.LegalAddress,
		Email: co.Email, Phone: co.Phone, Phone2: co.Phone2, ShopAddress: co.ShopAddress, Image: co.Image,
		Country: co.Country, City: co.City, Zip: co.Zip, Street: co.Street,
		OpeningHours: make([]OpeningHours, len(co.OpeningHours))}
	for i, h := range co.OpeningHours {
		out.OpeningHours[i] = OpeningHours{Days: h.Days, Time: h.Time}
	}
	return out
}

// shown is the company as the shop's contact page shows it (spec §1): the Finnish shops
// without the second phone and the actual address, tt_fi_tel_shop also without the picture.
func (co Company) shown(shop ShopInfo) Company {
	if shop.HideContactDetails {
		co.Phone2, co.ShopAddress = "", ""
	}
	if shop.HideContactImage {
		co.Image = ""
	}
	return co
}
