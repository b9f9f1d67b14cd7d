package handlers

import (
	"bytes"
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/invoice"
	"shop/present"
	"shop/store"
)

// A business's order's e-invoice: the PDF invoice's twin as a Peppol BIS 3.0 UBL Invoice, and
// a UBL CreditNote for each refund that is done. Both follow the PDF's access rule (orderOf);
// a private person's order has neither, and asking for them is the 404 page, as for an order
// that is not the caller's.

// eInvoicePath is an order's e-invoice, next to its PDF.
func eInvoicePath(token string) string { return orderPath(token) + "/invoice.xml" }

// creditNotePath is the credit note of refund id of an order.
func creditNotePath(token string, id int64) string {
	return orderPath(token) + "/credit-note-" + strconv.FormatInt(id, 10) + ".xml"
}

// orderEInvoice answers GET /order/{token}/invoice.xml.
func (s *Server) orderEInvoice(c echo.Context) error {
	o, ok, err := s.eInvoiceOrder(c)
	if !ok {
		return err
	}
	body, err := s.eInvoiceXML(c.Request().Context(), o, lang(c))
	if err != nil {
		return err
	}
	return ublAnswer(c, "invoice-"+o.PrefixedID+".xml", body)
}

// orderCreditNote answers GET /order/{token}/credit-note-{refund id}.xml: the credit note of
// a refund of the order that is done; any other refund is the 404 page.
func (s *Server) orderCreditNote(c echo.Context) error {
	id, ok := creditNoteID(c)
	if !ok {
		return s.notFoundPage(c)
	}
	o, ok, err := s.eInvoiceOrder(c)
	if !ok {
		return err
	}
	body, number, err := s.creditNoteXML(c.Request().Context(), o, lang(c), id)
	if err != nil {
		return s.notFoundOr(c, err)
	}
	return ublAnswer(c, "credit-note-"+number+".xml", body)
}

// creditNoteID is the refund id a credit note's file name ("7.xml" of credit-note-7.xml) names.
func creditNoteID(c echo.Context) (int64, bool) {
	name, ok := strings.CutSuffix(c.Param("file"), ".xml")
	id, err := strconv.ParseInt(name, 10, 64)
	return id, ok && err == nil && id > 0
}

// eInvoiceOrder is the order the request's token names, if the caller may see it and it has
// an e-invoice, named in the request's language. ok is false when the answer is written (the
// 404 page, or the way to sign in).
func (s *Server) eInvoiceOrder(c echo.Context) (o store.Order, ok bool, err error) {
	o, ok, err = s.orderPageOf(c)
	if !ok {
		return o, false, err
	}
	if !present.HasEInvoice(o) {
		return o, false, s.notFoundPage(c)
	}
	if err := s.store.OrderIn(c.Request().Context(), &o, lang(c)); err != nil {
		return o, false, err
	}
	return o, true, nil
}

// eInvoiceXML is the UBL Invoice of order o (named in l by OrderIn); a private person's order
// is present.ErrNoEInvoice.
func (s *Server) eInvoiceXML(ctx context.Context, o store.Order, l string) ([]byte, error) {
	e, err := s.eInvoice(ctx, o, l)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	err = invoice.WriteUBL(&buf, e)
	return buf.Bytes(), err
}

// creditNoteXML is the UBL CreditNote of refund id of order o (named in l by OrderIn), and its
// number. A refund of another order, or one not done, is store.ErrNotFound.
func (s *Server) creditNoteXML(ctx context.Context, o store.Order, l string, id int64) ([]byte, string, error) {
	e, err := s.eInvoice(ctx, o, l)
	if err != nil {
		return nil, "", err
	}
	r, err := s.store.RefundByID(ctx, id)
	if err != nil {
		return nil, "", err
	}
	credit, err := present.MakeCredit(e, o, r, l, s.location())
	if err != nil {
		return nil, "", err
	}
	var buf bytes.Buffer
	err = invoice.WriteUBLCreditNote(&buf, e, credit)
	return buf.Bytes(), credit.Number, err
}

// eInvoice is the e-invoice of a business's order o in language l: the PDF invoice's figures
// (invoiceOf) with the company running the shop and the buyer's company field by field, and
// the account bank transfers go to.
func (s *Server) eInvoice(ctx context.Context, o store.Order, l string) (invoice.EInvoice, error) {
	inv, err := s.invoiceOf(ctx, o, l)
	if err != nil {
		return invoice.EInvoice{}, err
	}
	buyerCountry, err := s.store.CountryCode(ctx, present.InvoiceCountryID(o))
	if err != nil {
		return invoice.EInvoice{}, err
	}
	me, account := s.settings().Company, s.payments.BankAccount()
	seller := invoice.LegalParty{Name: me.Name, RegNumber: me.RegNumber, VATNumber: me.VATNumber, Street: me.Street, City: me.City,
		Zip: me.Zip, Country: me.Country, Email: me.Email, Phone: me.Phone}
	payee := present.EPayee{IBAN: account.IBAN, BIC: account.BIC, Beneficiary: account.Beneficiary}
	return present.MakeEInvoice(inv, o, seller, buyerCountry, payee, s.location())
}

// ublAnswer sends an e-invoice document as a download named name.
func ublAnswer(c echo.Context, name string, body []byte) error {
	c.Response().Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	return c.Blob(http.StatusOK, "application/xml; charset=utf-8", body)
}
