package handlers

// Company is who runs a shop variant: what the contact page, its JSON-LD and the shop's
// receiving address for contact messages show. The Finnish shops are a Finnish company; the
// Latvian shop a Latvian one. The bank account is not here: it is the payment settings' one
// (--bank-iban…), the account bank transfers go to.
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

var latvianCompany = Company{
	Name: "SIA TelShop", RegNumber: "40103567891", VATNumber: "LV40103567891",
	LegalAddress: "Krišjāņa Barona iela 12-3, Rīga, LV-1050", Email: "info@telshop.lv",
	Phone: "+371 67 000 000", Phone2: "+371 20 000 000", ShopAddress: "Brīvības iela 68, Rīga, LV-1011",
	OpeningHours: []OpeningHours{{"mon_fri", "10:00–19:00"}, {"sat", "10:00–16:00"}, {"sun", ""}},
	Image:        "/media/demo/banner-box-200-4.svg",
	Country:      "LV", City: "Rīga", Zip: "LV-1050", Street: "Krišjāņa Barona iela 12-3",
}

var finnishCompany = Company{
	Name: "TelShop Oy", RegNumber: "3123456-3", VATNumber: "FI31234563",
	LegalAddress: "Mannerheimintie 12 B, 00100 Helsinki", Email: "asiakaspalvelu@telshop.fi",
	Phone: "+358 9 4245 0000", Phone2: "+358 40 123 4567", ShopAddress: "Kamppi, Urho Kekkosen katu 1, 00100 Helsinki",
	OpeningHours: []OpeningHours{{"mon_fri", "9:00–17:00"}, {"sat", ""}, {"sun", ""}},
	Image:        "/media/demo/banner-box-200-4.svg",
	Country:      "FI", City: "Helsinki", Zip: "00100", Street: "Mannerheimintie 12 B",
}

// companies are the shop variants' companies, by shop code.
var companies = map[string]Company{
	"lv_shop": latvianCompany, "fi_tel_shop": finnishCompany, "tt_fi_tel_shop": finnishCompany,
}

// ShopCompany is the company of a shop variant: main takes the default receiving address of
// the contact form from it.
func ShopCompany(shopCode string) Company { return companies[shopCode] }

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
