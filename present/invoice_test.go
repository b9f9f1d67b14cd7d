package present

import (
	"slices"
	"strings"
	"testing"
	"time"

	"shop/store"
)

// A business's order is invoiced to its company, in its country, with the person who ordered;
// a private person's to their name at the delivery address. Money and dates follow the page's
// language, the date the shop's time zone.
func TestInvoiceNamesTheBuyer(t *testing.T) {
	o := store.Order{PrefixedID: "LV-000007", CreatedAt: "2026-03-04T23:30:00Z", PaymentStatus: "paid",
		Customer: store.OrderCustomer{UserType: "b2b", Name: "Jānis", Surname: "Ozols", Email: "j@o.lv", CompanyName: "Firma SIA",
			CompanyRegNum: "40003000000", CompanyAddress: "Iela 1", CompanyCity: "Rīga", CompanyZip: "LV-1050", CompanyCountryID: 7},
		Cart: store.OrderCart{ShippingAddress: store.ShippingAddress{CountryID: 9, Address: "Cita iela 2", City: "Cēsis"}}}
	riga, err := time.LoadLocation("Europe/Riga")
	if err != nil {
		t.Skip(err)
	}
	if InvoiceCountryID(o) != 7 {
		t.Errorf("a company's country: %d", InvoiceCountryID(o))
	}
	inv, err := MakeInvoice(o, "en", Seller{Name: "Shop SIA", IBAN: "LV80 BANK"}, "Latvia", riga)
	if err != nil {
		t.Fatal(err)
	}
	if inv.Buyer.Name != "Firma SIA" || inv.Buyer.Lines[0] != "Iela 1, LV-1050 Rīga, Latvia" ||
		!slices.ContainsFunc(inv.Buyer.Lines, func(l string) bool { return strings.HasSuffix(l, ": Jānis Ozols") }) {
		t.Errorf("a business's buyer %+v", inv.Buyer)
	}
	if inv.Day(inv.Date) != "05/03/2026" || inv.Money(129900) != "€1,299.00" || inv.Seller.Lines[len(inv.Seller.Lines)-1] != "IBAN: LV80 BANK" {
		t.Errorf("date %s, money %s, seller %+v", inv.Day(inv.Date), inv.Money(129900), inv.Seller)
	}
	o.Customer.UserType = "b2c"
	if InvoiceCountryID(o) != 9 {
		t.Errorf("a private person's country: %d", InvoiceCountryID(o))
	}
	if inv, _ := MakeInvoice(o, "lv", Seller{}, "Latvija", riga); inv.Buyer.Name != "Jānis Ozols" || inv.Buyer.Lines[0] != "Cita iela 2, Cēsis, Latvija" {
		t.Errorf("a private person %+v", inv.Buyer)
	}
}
