package store

import (
	"net/url"
	"strings"
)

// Product safety information (General Product Safety Regulation (EU) 2023/988, Art. 19): an
// online offer names the manufacturer (name, postal and electronic address), for a
// manufacturer outside the EU the person responsible for the product in the EU, what
// identifies the product, and its warnings and safety information in the shopper's
// language. The manufacturer's data live on the brand (one entry serves all its products);
// the warnings are a product text per language (ProductTexts.Safety); the identifiers are
// the product's own GTIN and MPN.

// ManufacturerSafety is what a brand's products show of their manufacturer. Every field may
// be empty (a shop that has not entered them yet shows nothing); a party given at all is
// given whole.
type ManufacturerSafety struct {
	LegalName     string // "Apple Inc."
	PostalAddress string // lines
	Contact       string // an e-mail address or an http(s) web contact
	// The economic operator in the EU (Art. 4 of Regulation (EU) 2019/1020) of a
	// manufacturer established outside it; empty for one inside it.
	EUPersonName, EUPersonAddress, EUPersonContact string
}

// Empty is whether no field is filled.
func (m ManufacturerSafety) Empty() bool {
	return m == ManufacturerSafety{}
}

const (
	maxSafetyName    = 300
	maxSafetyAddress = 500
	maxSafetyContact = 300
	maxSafetyText    = 5000 // a product's warnings in one language
)

// check validates m into fe under prefix ("safety."): each text's length and lines; a party
// (the manufacturer, the EU person) with any field given needs its name, address and
// contact; a contact is an e-mail address or an http(s) address.
func (m *ManufacturerSafety) check(fe FieldErrors, prefix string) {
	for _, party := range []struct {
		name, address, contact *string
		field                  string
	}{
		{&m.LegalName, &m.PostalAddress, &m.Contact, ""},
		{&m.EUPersonName, &m.EUPersonAddress, &m.EUPersonContact, "eu_person_"},
	} {
		nameField, addressField, contactField := prefix+"legal_name", prefix+"postal_address", prefix+"contact"
		if party.field != "" {
			nameField, addressField, contactField = prefix+party.field+"name", prefix+party.field+"address", prefix+party.field+"contact"
		}
		given := strings.TrimSpace(*party.name+*party.address+*party.contact) != ""
		textField(fe, nameField, party.name, given, maxSafetyName, false)
		textField(fe, addressField, party.address, given, maxSafetyAddress, true)
		textField(fe, contactField, party.contact, given, maxSafetyContact, false)
		if c := *party.contact; c != "" && len(fe[contactField]) == 0 && !safetyContact(c) {
			fe.Add(contactField, MsgInvalid)
		}
	}
}

// safetyContact is whether c is an e-mail address or an http(s) web address with a host:
// the "electronic address" the regulation asks for.
func safetyContact(c string) bool {
	if strings.Contains(c, "@") && !strings.Contains(c, "/") {
		return ValidEmail(c)
	}
	u, err := url.Parse(c)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && u.User == nil
}

// ProductSafety is a product page's safety block in one language: the manufacturer's data,
// the product's identifiers and its warnings. Shown only when it has something
// (ProductSafety.Empty).
type ProductSafety struct {
	Manufacturer ManufacturerSafety
	Model        string // the manufacturer's part number (MPN)
	GTIN         string // the EAN
	Warnings     string // in the page's language (the default language's where none)
}

// Empty is whether the block has nothing a shopper needs: no manufacturer's data and no
// warnings. The identifiers alone are already on the page (the code) and in its structured
// data, so they make no block of their own.
func (p ProductSafety) Empty() bool {
	return p.Manufacturer.Empty() && strings.TrimSpace(p.Warnings) == ""
}
