package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// registerAdminEInvoices adds the back office's e-invoice calls on a business's order:
//
//	GET /api/admin/orders/:id/e-invoices                its links: {invoice, credit_notes} (staff)
//	GET /api/admin/orders/:id/invoice.xml               the UBL Invoice (staff)
//	GET /api/admin/orders/:id/credit-note-:file         a refund's UBL CreditNote, file "<refund id>.xml" (staff)
//
// They are the storefront's documents (einvoice.go) under the staff session: a registered
// buyer's order's links are theirs alone, and staff send the buyer's accountant the file.
// Printing them is day-to-day work, as the packing slip is.
func (s *Server) registerAdminEInvoices(g *echo.Group) {
	get(g, "/orders/:id/e-invoices", s.adminEInvoices)
	get(g, "/orders/:id/invoice.xml", s.adminEInvoice)
	get(g, "/orders/:id/credit-note-:file", s.adminCreditNote)
}

func adminEInvoicePath(id int64) string {
	return "/api/admin/orders/" + strconv.FormatInt(id, 10) + "/invoice.xml"
}

func adminCreditNotePath(id, refund int64) string {
	return "/api/admin/orders/" + strconv.FormatInt(id, 10) + "/credit-note-" + strconv.FormatInt(refund, 10) + ".xml"
}

// adminEInvoices answers GET /api/admin/orders/:id/e-invoices: present.AdminEInvoices, empty
// for a private person's order.
func (s *Server) adminEInvoices(c echo.Context) error {
	o, err := s.adminEInvoiceOrder(c)
	if err != nil {
		return err
	}
	m, err := s.store.OrderMoney(c.Request().Context(), o.ID)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeAdminEInvoices(o, m.Refunds, adminEInvoicePath, adminCreditNotePath))
}

// adminEInvoice answers GET /api/admin/orders/:id/invoice.xml; a private person's order is 404.
func (s *Server) adminEInvoice(c echo.Context) error {
	o, err := s.adminEInvoiceOrder(c)
	if err != nil {
		return err
	}
	if !present.HasEInvoice(o) {
		return store.ErrNotFound
	}
	body, err := s.eInvoiceXML(c.Request().Context(), o, lang(c))
	if err != nil {
		return err
	}
	return ublAnswer(c, "invoice-"+o.PrefixedID+".xml", body)
}

// adminCreditNote answers GET /api/admin/orders/:id/credit-note-{refund id}.xml; a refund of
// another order or one not done, or a private person's order, is 404.
func (s *Server) adminCreditNote(c echo.Context) error {
	refund, ok := creditNoteID(c)
	if !ok {
		return store.ErrNotFound
	}
	o, err := s.adminEInvoiceOrder(c)
	if err != nil {
		return err
	}
	if !present.HasEInvoice(o) {
		return store.ErrNotFound
	}
	body, number, err := s.creditNoteXML(c.Request().Context(), o, lang(c), refund)
	if err != nil {
		return err
	}
	return ublAnswer(c, "credit-note-"+number+".xml", body)
}

// adminEInvoiceOrder is the order the route's id names, named in the member's language.
func (s *Server) adminEInvoiceOrder(c echo.Context) (store.Order, error) {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return store.Order{}, err
	}
	ctx := c.Request().Context()
	o, err := s.store.OrderByID(ctx, id)
	if err != nil {
		return o, err
	}
	return o, s.store.OrderIn(ctx, &o, lang(c))
}
