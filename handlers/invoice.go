package handlers

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/invoice"
	"shop/present"
	"shop/store"
)

// invoicePath is an order's invoice, next to its page.
func invoicePath(token string) string { return orderPath(token) + "/invoice.pdf" }

// orderInvoice answers GET /order/{token}/invoice.pdf: the order's invoice as a PDF, to whoever
// may see the order (orderOf: a registered shopper's is theirs alone, signed in; a guest's
// goes to whoever holds its link). Anything else is the 404 page, the same as for a token
// that names no order, so the answer tells nothing of others' orders.
func (s *Server) orderInvoice(c echo.Context) error {
	ctx := c.Request().Context()
	o, ok, err := s.orderPageOf(c)
	if !ok {
		return err
	}
	if err := s.store.OrderIn(ctx, &o, lang(c)); err != nil {
		return err
	}
	inv, err := s.invoiceOf(ctx, o, lang(c))
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := invoice.Write(&buf, inv); err != nil {
		return err
	}
	h := c.Response().Header()
	h.Set("Content-Disposition", `inline; filename="invoice-`+o.PrefixedID+`.pdf"`)
	return c.Blob(http.StatusOK, "application/pdf", buf.Bytes())
}

// invoiceOf is what the invoice of order o shows, its labels in language l.
func (s *Server) invoiceOf(ctx context.Context, o store.Order, l string) (invoice.Invoice, error) {
	t := func(key string) string { return i18n.T(l, key) }
	// The seller is the company running the shop (company.go, as the contact page shows it),
	// with the account bank transfers go to.
	me := ShopCompany(s.shop.Code)
	sell := invoice.Party{Name: me.Name, Lines: []string{me.LegalAddress, t("invoice_reg_num") + ": " + me.RegNumber,
		t("invoice_vat_num") + ": " + me.VATNumber}}
	if a := s.payments.BankAccount(); a.IBAN != "" {
		sell.Lines = append(sell.Lines, t("invoice_bank")+": "+strings.TrimSpace(a.Name+" "+a.BIC), "IBAN: "+a.IBANGrouped())
	}
	buyer, err := s.invoiceBuyer(ctx, o, l, t)
	if err != nil {
		return invoice.Invoice{}, err
	}
	date, err := time.Parse(time.RFC3339, o.CreatedAt)
	if err != nil {
		return invoice.Invoice{}, err
	}
	inv := invoice.Invoice{
		Number: o.PrefixedID, Date: date.In(s.location), Seller: sell, Buyer: buyer, VATBasisPoints: o.VATBasisPoints,
		NetPrices: !o.Cart.WithTax, Subtotal: o.Cents.Items, Discount: o.Cents.CouponDiscount, Shipping: o.Cents.Shipping,
		ShippingTitle: o.Cart.ShippingMethod.Title, Net: o.Cents.Net, Tax: o.Cents.Tax, Total: o.Cents.Total,
		Payment: t("invoice_payment") + ": " + o.Cart.PaymentMethod.Title + " · " + t(present.PaymentStatusLabel(o.PaymentStatus)),
		Label:   t, Compress: true,
		Money: func(cents int64) string { return present.Money(l, cents) },
		Day:   func(t time.Time) string { return present.Date(l, t) },
	}
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

// invoiceBuyer is the buyer as the order keeps them: a company with its numbers and address
// and the person who ordered, or a private person with the delivery address.
func (s *Server) invoiceBuyer(ctx context.Context, o store.Order, l string, t func(string) string) (invoice.Party, error) {
	c, a := o.Customer, o.Cart.ShippingAddress
	contact := []string{c.Email, c.Phone}
	if c.UserType == "b2b" && c.CompanyName != "" {
		country, err := s.store.CountryTitle(ctx, c.CompanyCountryID, l)
		if err != nil {
			return invoice.Party{}, err
		}
		lines := []string{joinNonEmpty(", ", c.CompanyAddress, joinNonEmpty(" ", c.CompanyZip, c.CompanyCity), country),
			t("invoice_reg_num") + ": " + c.CompanyRegNum}
		if c.CompanyVatNum != "" {
			lines = append(lines, t("invoice_vat_num")+": "+c.CompanyVatNum)
		}
		if c.FullName() != "" {
			lines = append(lines, t("invoice_contact")+": "+c.FullName())
		}
		return invoice.Party{Name: c.CompanyName, Lines: append(lines, contact...)}, nil
	}
	country, err := s.store.CountryTitle(ctx, a.CountryID, l)
	if err != nil {
		return invoice.Party{}, err
	}
	address := joinNonEmpty(", ", a.Address, joinNonEmpty(" ", a.Zip, a.City), country)
	return invoice.Party{Name: c.FullName(), Lines: append([]string{address}, contact...)}, nil
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
