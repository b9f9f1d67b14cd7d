package present

import "shop/store"

// Profile is the signed-in shopper as the profile page and checkout read them (spec §3 User),
// with their orders listed.
type Profile struct {
	ID       int64          `json:"id"`
	Type     string         `json:"type"` // b2c or b2b
	Name     string         `json:"name"`
	Surname  string         `json:"surname"`
	FullName string         `json:"full_name"`
	Email    string         `json:"email"`
	Phone    Phone          `json:"phone"`
	Orders   []OrderSummary `json:"orders"`
	// Addresses are the saved delivery addresses, the default first.
	Addresses []Address `json:"addresses"`
	Company   *Company  `json:"company"` // nil for a private person
}

// MakeProfile is p as answered in lang, its orders linked by links.
func MakeProfile(p store.Profile, lang string, links OrderLinks) Profile {
	return Profile{ID: p.ID, Type: p.Type, Name: p.Name, Surname: p.Surname, FullName: p.FullName, Email: p.Email,
		Phone: MakePhone(p.Phone), Orders: MakeOrderList(p.Orders, lang, links), Addresses: MakeAddresses(p.Addresses),
		Company: MakeCompany(p.Company)}
}

// Company is a b2b shopper's company as the profile shows it (spec §3 User company).
type Company struct {
	Name    string `json:"name"`
	RegNum  string `json:"reg_num"`
	VatNum  string `json:"vat_num"`
	Address string `json:"address"`
	City    string `json:"city"`
	Zip     string `json:"zip"`
	Country IDRef  `json:"country"`
	Bank    Bank   `json:"bank"`
	AccNum  string `json:"acc_num"`
}

// IDRef is a reference by id, as the spec's company.country.id.
type IDRef struct {
	ID int64 `json:"id"`
}

// MakeCompany is c as answered; nil (a private person) stays nil.
func MakeCompany(c *store.Company) *Company {
	if c == nil {
		return nil
	}
	return &Company{Name: c.Name, RegNum: c.RegNum, VatNum: c.VatNum, Address: c.Address, City: c.City, Zip: c.Zip,
		Country: IDRef{ID: c.Country.ID}, Bank: Bank{ID: c.Bank.ID, Name: c.Bank.Name}, AccNum: c.AccNum}
}
