package present

import (
	"errors"
	"fmt"
	"math/bits"
	"time"

	"shop/i18n"
	"shop/invoice"
	"shop/payment"
	"shop/store"
)

// ErrNoEInvoice is an e-invoice asked of an order that has none: a private person's, or a
// business's without a company to invoice.
var ErrNoEInvoice = errors.New("the order is not a company's: it has no e-invoice")

// HasEInvoice says whether order o has an e-invoice: a business's order with its company's
// details, which the invoice names as the buyer.
func HasEInvoice(o store.Order) bool { return invoicedToCompany(o.Customer) && !o.Cart.WithTax }

// EPayee is the account an e-invoice asks the buyer to pay into (IBAN "" for none).
type EPayee struct {
	IBAN, BIC, Beneficiary string
}

// MakeEInvoice is the e-invoice of order o: inv, the figures of its PDF invoice (MakeInvoice),
// with the seller and buyer field by field (buyerCountry the company's ISO code), the account
// to pay into with the order's RF creditor reference, the due date and what is paid already.
// The due date is the day an unpaid order lapses, in the shop's time zone (loc), else the
// invoice's own day.
func MakeEInvoice(inv invoice.Invoice, o store.Order, seller invoice.LegalParty, buyerCountry string, payee EPayee,
	loc *time.Location) (invoice.EInvoice, error) {
	if !HasEInvoice(o) {
		return invoice.EInvoice{}, ErrNoEInvoice
	}
	c := o.Customer
	e := invoice.EInvoice{Invoice: inv, Seller: seller, DueDate: inv.Date,
		Buyer: invoice.LegalParty{Name: c.CompanyName, RegNumber: c.CompanyRegNum, VATNumber: c.CompanyVatNum, Street: c.CompanyAddress,
			City: c.CompanyCity, Zip: c.CompanyZip, Country: buyerCountry, Contact: c.FullName(), Email: c.Email, Phone: c.Phone}}
	if o.ExpiresAt != "" && o.PaymentStatus != "paid" {
		due, err := time.Parse(time.RFC3339, o.ExpiresAt)
		if err != nil {
			return invoice.EInvoice{}, err
		}
		e.DueDate = due.In(loc)
	}
	if o.PaymentStatus == "paid" {
		e.Prepaid = inv.Total
	}
	// A supply taxed by its destination names it: an intra-Community supply must (BR-IC-12),
	// and is exempt (category K, VATEX-EU-IC).
	if o.Tax.Scheme == store.TaxReverseCharge {
		e.Exemption = &invoice.IntraCommunity
	}
	if o.Tax.Scheme == store.TaxReverseCharge || o.Tax.Scheme == store.TaxOSS {
		e.DeliveryCountry, e.DeliveryDate = o.Tax.Country, inv.Date
	}
	if cp := o.Cart.Coupon; cp != nil {
		e.CouponCode = cp.Code
	}
	if payee.IBAN != "" {
		rf, err := payment.CreditorReference(o.PrefixedID)
		if err != nil {
			return invoice.EInvoice{}, err
		}
		e.IBAN, e.BIC, e.AccountName, e.PaymentID = payee.IBAN, payee.BIC, payee.Beneficiary, rf
	}
	return e, nil
}

// CreditNumber is the number of refund r's credit note: the order's number and the refund's.
func CreditNumber(o store.Order, r store.Refund) string {
	return fmt.Sprintf("%s-R%d", o.PrefixedID, r.ID)
}

// MakeCredit is refund r of order o as its credit note states it, in lang: the refunded lines
// and the shipping, or one line for a refund of an amount alone. The refund is the gross sum
// paid back; its net is that less the VAT it includes at the order's rate (VATIn; none under
// an exemption), shared over the lines in proportion to what they cost after the coupon, by
// the largest remainder, so the lines add up to it to the cent. The VAT is the net's at the
// rate (VATOn), as a business's order adds it; the cent by which a gross sum may differ from
// net + VAT is the credit's rounding. Only a refund that is done has a credit note.
func MakeCredit(e invoice.EInvoice, o store.Order, r store.Refund, lang string, loc *time.Location) (invoice.Credit, error) {
	if r.OrderID != o.ID || r.Status != "done" {
		return invoice.Credit{}, store.ErrNotFound
	}
	day := r.DoneAt
	if day == "" {
		day = r.CreatedAt
	}
	date, err := time.Parse(time.RFC3339, day)
	if err != nil {
		return invoice.Credit{}, err
	}
	cr := invoice.Credit{Number: CreditNumber(o, r), Date: date.In(loc), Reason: r.Reason, Total: r.Amount, PaidBack: true,
		RateBasisPoints: o.VATBasisPoints}
	cr.Net = r.Amount
	if e.Exemption == nil {
		p := store.Pricing{VATBasisPoints: o.VATBasisPoints}
		cr.Net = r.Amount - p.VATIn(r.Amount)
		cr.Tax = p.VATOn(cr.Net)
	}
	cr.Rounding = cr.Total - cr.Net - cr.Tax

	after := map[int64]store.LineCents{} // each order line's amounts, by its id
	qty := map[int64]int64{}
	for _, it := range o.Cart.Items {
		after[it.ID], qty[it.ID] = it.Prices, it.Quantity
		for _, sv := range it.Services {
			after[sv.ID], qty[sv.ID] = sv.Prices, sv.Quantity
		}
	}
	var weights []int64
	for _, l := range r.Lines {
		if l.Quantity <= 0 || qty[l.ItemID] == 0 {
			continue
		}
		cr.Lines = append(cr.Lines, invoice.Line{Title: l.Title, Code: l.Code, Quantity: l.Quantity})
		weights = append(weights, after[l.ItemID].Total*l.Quantity/qty[l.ItemID])
	}
	if r.Shipping && o.Cents.Shipping > 0 {
		cr.Lines = append(cr.Lines, invoice.Line{Title: o.Cart.ShippingMethod.Title, Quantity: 1})
		weights = append(weights, o.Cents.Shipping)
	}
	shares := spread(cr.Net, weights)
	if shares == nil { // an amount alone, or lines that weigh nothing: one line of it all
		cr.Lines = []invoice.Line{{Title: i18n.T(lang, "invoice_refund_line") + " " + o.PrefixedID, Quantity: 1}}
		shares = []int64{cr.Net}
	}
	for i := range cr.Lines {
		cr.Lines[i].Total = shares[i]
		cr.Lines[i].Unit = shares[i]
	}
	return cr, nil
}

// spread shares amount over weights in proportion, by the largest remainder (ties to the
// earlier weight): whole cents that add up to amount (0 ≤ amount, weights ≥ 0). Nil when there
// is nothing to weigh.
func spread(amount int64, weights []int64) []int64 {
	var sum int64
	for _, w := range weights {
		sum += w
	}
	if sum <= 0 {
		return nil
	}
	shares, rems := make([]int64, len(weights)), make([]int64, len(weights))
	left := amount
	for i, w := range weights {
		hi, lo := bits.Mul64(uint64(amount), uint64(w)) // a large order's amount × weight overflows 64 bits
		q, r := bits.Div64(hi, lo, uint64(sum))         // w ≤ sum: the quotient is at most amount
		shares[i], rems[i] = int64(q), int64(r)
		left -= shares[i]
	}
	for ; left > 0; left-- {
		best := 0
		for i := range rems {
			if rems[i] > rems[best] {
				best = i
			}
		}
		shares[best]++
		rems[best] = -1
	}
	return shares
}

// OrderDocuments are the links of an order's invoice as its page offers them: the PDF, and
// for a business's order the e-invoice ("" for none).
type OrderDocuments struct {
	Invoice  string `json:"invoice"`
	EInvoice string `json:"e_invoice,omitempty"`
}

// MakeOrderDocuments is the invoice links of order o; pdf and xml make each link from the
// order's access token.
func MakeOrderDocuments(o store.Order, pdf, xml func(token string) string) OrderDocuments {
	d := OrderDocuments{Invoice: pdf(o.AccessToken)}
	if HasEInvoice(o) {
		d.EInvoice = xml(o.AccessToken)
	}
	return d
}

// AdminEInvoices are the back office's links of an order's e-invoices: the invoice's ("" for
// a private person's order) and a credit note's per refund that is done.
type AdminEInvoices struct {
	Invoice     string            `json:"invoice"`
	CreditNotes []AdminCreditNote `json:"credit_notes"`
}

// AdminCreditNote is one refund's credit note: its number and link.
type AdminCreditNote struct {
	RefundID int64  `json:"refund_id"`
	Number   string `json:"number"`
	Link     string `json:"link"`
}

// MakeAdminEInvoices is order o's e-invoice links with its refunds; invoiceLink and credit make
// the links from the order's id (and a refund's).
func MakeAdminEInvoices(o store.Order, refunds []store.Refund, invoiceLink func(id int64) string,
	credit func(id, refund int64) string) AdminEInvoices {
	out := AdminEInvoices{CreditNotes: []AdminCreditNote{}}
	if !HasEInvoice(o) {
		return out
	}
	out.Invoice = invoiceLink(o.ID)
	for _, r := range refunds {
		if r.Status == "done" {
			out.CreditNotes = append(out.CreditNotes, AdminCreditNote{RefundID: r.ID, Number: CreditNumber(o, r), Link: credit(o.ID, r.ID)})
		}
	}
	return out
}
