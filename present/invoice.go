package present

import (
	"strings"
	"time"

	"shop/i18n"
	"shop/invoice"
	"shop/store"
)

// Seller is the company running the shop as its invoices name it, with the account bank
// transfers go to (Bank, BIC and IBAN empty when there is none).
type Seller struct {
	Name, LegalAddress, RegNumber, VATNumber string
	Bank, BIC, IBAN                          string // the IBAN in print: grouped by four
}

// MakeInvoice is what the invoice of order o shows, its labels, money and dates in lang and
// its date in the shop's time zone (loc); the order names its methods in lang (OrderIn).
// country names the buyer's country: the company's for a business with a company, else the
// delivery address's (InvoiceCountryID says which).
func MakeInvoice(o store.Order, lang string, seller Seller, country string, loc *time.Location) (invoice.Invoice, error) {
	t := func(key string) string { return i18n.T(lang, key) }
	date, err := time.Parse(time.RFC3339, o.CreatedAt)
	if err != nil {
		return invoice.Invoice{}, err
	}
	sell := invoice.Party{Name: seller.Name, Lines: []string{seller.LegalAddress, t("invoice_reg_num") + ": " + seller.RegNumber,
		t("invoice_vat_num") + ": " + seller.VATNumber}}
	if seller.IBAN != "" {
		sell.Lines = append(sell.Lines, t("invoice_bank")+": "+strings.TrimSpace(seller.Bank+" "+seller.BIC), "IBAN: "+seller.IBAN)
	}
	inv := invoice.Invoice{
		Number: o.PrefixedID, Date: date.In(loc), Seller: sell, Buyer: invoiceBuyer(o, country, t), VATBasisPoints: o.VATBasisPoints,
		NetPrices: !o.Cart.WithTax, Subtotal: o.Cents.Items, Discount: o.Cents.CouponDiscount, Shipping: o.Cents.Shipping,
		ShippingTitle: o.Cart.ShippingMethod.Title, Net: o.Cents.Net, Tax: o.Cents.Tax, Total: o.Cents.Total,
		Payment: t("invoice_payment") + ": " + o.Cart.PaymentMethod.Title + " · " + t(PaymentStatusLabel(o.PaymentStatus)),
		Label:   t, Compress: true,
		Money: func(cents int64) string { return Money(lang, cents) },
		Day:   func(t time.Time) string { return Date(lang, t) },
		Rate:  func(bp int64) string { return Percent(lang, bp) },
	}
	inv.TaxNote = invoiceTaxNote(o.Tax, lang, loc)
	for _, v := range o.VAT {
		inv.VAT = append(inv.VAT, invoice.VATLine{RateBasisPoints: v.RateBasisPoints, Net: v.Net, Tax: v.Tax})
	}
	for _, it := range o.Cart.Items {
		inv.Lines = append(inv.Lines, invoice.Line{Title: it.Product.Title, Code: it.Product.Code, Quantity: it.Quantity,
			Unit: it.Prices.Unit, Total: it.Prices.List})
		for _, sv := range it.Services {
			inv.Lines = append(inv.Lines, invoice.Line{Title: sv.Product.Title, Quantity: sv.Quantity, Unit: sv.Prices.Unit,
				Total: sv.Prices.List, Service: true})
		}
	}
	return inv, nil
}

// invoiceTaxNote says on the invoice which VAT scheme applied when it is not the home rate:
// the destination's rate under the One-Stop Shop, or the exemption of an intra-Community
// supply with VIES's confirmation of the buyer's number.
func invoiceTaxNote(t store.Tax, lang string, loc *time.Location) string {
	switch t.Scheme {
	case store.TaxOSS:
		return i18n.T(lang, "invoice_tax_oss", "country", store.CountryName(t.Country, lang, t.Country),
			"rate", Percent(lang, t.RateBasisPoints))
	case store.TaxReverseCharge:
		note := i18n.T(lang, "invoice_tax_reverse_charge")
		if c := t.Check; c != nil {
			id := c.RequestID
			if id == "" {
				id = "—"
			}
			note += " " + i18n.T(lang, "invoice_vies", "number", c.Number, "date", Date(lang, c.CheckedAt.In(loc)), "id", id)
		}
		return note
	}
	return ""
}

// InvoiceCountryID is the country the invoice of o names with the buyer: the company's for a
// business's order with a company, else the delivery address's.
func InvoiceCountryID(o store.Order) int64 {
	if invoicedToCompany(o.Customer) {
		return o.Customer.CompanyCountryID
	}
	return o.Cart.ShippingAddress.CountryID
}

func invoicedToCompany(c store.OrderCustomer) bool { return c.UserType == "b2b" && c.CompanyName != "" }

// invoiceBuyer is the buyer as the order keeps them: a company with its numbers and address
// and the person who ordered, or a private person with the delivery address.
func invoiceBuyer(o store.Order, country string, t func(string) string) invoice.Party {
	c, a := o.Customer, o.Cart.ShippingAddress
	contact := []string{c.Email, c.Phone}
	if invoicedToCompany(c) {
		lines := []string{joinNonEmpty(", ", c.CompanyAddress, joinNonEmpty(" ", c.CompanyZip, c.CompanyCity), country),
			t("invoice_reg_num") + ": " + c.CompanyRegNum}
		if c.CompanyVatNum != "" {
			lines = append(lines, t("invoice_vat_num")+": "+c.CompanyVatNum)
		}
		if c.FullName() != "" {
			lines = append(lines, t("invoice_contact")+": "+c.FullName())
		}
		return invoice.Party{Name: c.CompanyName, Lines: append(lines, contact...)}
	}
	address := joinNonEmpty(", ", a.Address, joinNonEmpty(" ", a.Zip, a.City), country)
	return invoice.Party{Name: c.FullName(), Lines: append([]string{address}, contact...)}
}

// joinNonEmpty joins the parts that are not empty.
func joinNonEmpty(sep string, parts ...string) string {
	out := parts[:0:0]
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
