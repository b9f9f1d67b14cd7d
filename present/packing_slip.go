package present

import (
	"time"

	"shop/i18n"
	"shop/invoice"
	"shop/store"
)

// MakePackingSlip is what order o's packing slip shows, in lang: the recipient (the company's
// name too for a business) and their phone, the delivery address, or for a pickup point or
// parcel locker its identifier and address, the shopper's note, and every line with its code
// and quantity. country is the delivery country's name.
func MakePackingSlip(o store.Order, lang, country string, loc *time.Location) (invoice.PackingSlip, error) {
	t := func(key string) string { return i18n.T(lang, key) }
	date, err := time.Parse(time.RFC3339, o.CreatedAt)
	if err != nil {
		return invoice.PackingSlip{}, err
	}
	c, a := o.Customer, o.Cart.ShippingAddress
	phone := a.Phone
	if phone == "" {
		phone = c.Phone
	}
	to := invoice.Party{Name: c.FullName(), Lines: []string{}}
	if invoicedToCompany(c) {
		to.Lines = append(to.Lines, c.CompanyName)
	}
	place := joinNonEmpty(", ", joinNonEmpty(" ", a.Address, a.HouseNum, a.BuildingNum), a.Village, joinNonEmpty(" ", a.Zip, a.City), country)
	slip := invoice.PackingSlip{Number: o.PrefixedID, Date: date.In(loc), Method: o.Cart.ShippingMethod.Title, Message: a.Message,
		Label: t, Compress: true, Day: func(t time.Time) string { return Date(lang, t) }}
	if a.Identifier != "" { // a pickup point or a parcel locker: the parcel goes there, for the recipient
		slip.PickupPoint = []string{a.Identifier, place}
		to.Lines = append(to.Lines, phone, c.Email)
	} else {
		to.Lines = append(to.Lines, place, phone)
	}
	slip.ShipTo = to
	for _, it := range o.Cart.Items {
		slip.Lines = append(slip.Lines, invoice.SlipLine{Title: it.Product.Title, Code: it.Product.Code, Quantity: it.Quantity})
		for _, sv := range it.Services {
			slip.Lines = append(slip.Lines, invoice.SlipLine{Title: sv.Product.Title, Code: sv.Product.Code, Quantity: sv.Quantity, Service: true})
		}
	}
	return slip, nil
}
