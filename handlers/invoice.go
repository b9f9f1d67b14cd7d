package handlers

import (
	"bytes"
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

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

// invoiceOf is what the invoice of order o shows, in language l. The seller is the company
// running the shop (the settings' company, as the contact page shows it), with the account
// bank transfers go to.
func (s *Server) invoiceOf(ctx context.Context, o store.Order, l string) (invoice.Invoice, error) {
	me, account := s.settings().Company, s.payments.BankAccount()
	seller := present.Seller{Name: me.Name, LegalAddress: me.LegalAddress, RegNumber: me.RegNumber, VATNumber: me.VATNumber}
	if account.IBAN != "" {
		seller.Bank, seller.BIC, seller.IBAN = account.Name, account.BIC, account.IBANGrouped()
	}
	country, err := s.store.CountryTitle(ctx, present.InvoiceCountryID(o), l)
	if err != nil {
		return invoice.Invoice{}, err
	}
	return present.MakeInvoice(o, l, seller, country, s.location())
}
