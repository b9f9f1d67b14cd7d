package invoice

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"time"
)

// The e-invoice: a business's invoice as a Peppol BIS Billing 3.0 UBL 2.1 Invoice, and each
// refund as its CreditNote, both made from the same Invoice the PDF draws (one source of the
// numbers). Peppol BIS 3.0 is the European norm EN 16931's UBL form that Finnish business
// buyers may ask for and Latvia makes mandatory between businesses from 2028.
//
// The documents are priced as the business's order is: net lines (quantity × net unit price),
// the shipping as a line of its own, the coupon as a document-level allowance (the PDF shows
// the lines before it and the discount under them), and the VAT added once per rate to the
// net total. So, in EN 16931's terms, for every document written here:
//
//	BR-CO-10  LineExtensionAmount  = Σ line net amounts
//	BR-CO-13  TaxExclusiveAmount   = LineExtensionAmount − AllowanceTotalAmount
//	BR-CO-15  TaxInclusiveAmount   = TaxExclusiveAmount + TaxTotal
//	BR-S-08   each rate's TaxableAmount = its lines − its allowances
//	BR-CO-16  PayableAmount        = TaxInclusiveAmount − PrepaidAmount + PayableRoundingAmount
//
// WriteUBL refuses an Invoice whose figures do not add up that way rather than write a
// document a receiver's validator would reject.

// Peppol BIS Billing 3.0's identifiers of the document's rules and process.
const (
	CustomizationID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0"
	ProfileID       = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"
)

// UBL 2.1's namespaces.
const (
	nsInvoice    = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
	nsCreditNote = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
	nsCAC        = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
	nsCBC        = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
)

// LegalParty is a seller or a buyer as an e-invoice names them: field by field, where the PDF
// prints lines.
type LegalParty struct {
	Name      string // the registered name
	RegNumber string // the business register's number (Finland: Y-tunnus)
	VATNumber string // with its country prefix, "LV40003000000"
	Street    string
	City      string
	Zip       string
	Country   string // ISO 3166-1 alpha-2, "LV"
	Contact   string // a person's name
	Email     string
	Phone     string
}

// Exemption is why an invoice carries no VAT: its VAT category and the reason as a code of
// the VATEX list and in words. Nil on an EInvoice is the standard rate (category S).
type Exemption struct {
	Category   string // "K": intra-Community supply
	ReasonCode string // "VATEX-EU-IC"
	Reason     string // "Intra-Community supply"
}

// IntraCommunity is the exemption of a supply to a business in another member state with a
// valid VAT number (Art. 138 of the VAT Directive), its reason as the shop's invoices state it.
var IntraCommunity = Exemption{Category: "K", ReasonCode: "VATEX-EU-IC",
	Reason: "Intra-Community supply exempt under Article 138 of Directive 2006/112/EC — reverse charge"}

// EInvoice is an Invoice (its figures, as the PDF shows them) with what an e-invoice needs
// besides: the parties field by field, the due date and the account to pay into.
type EInvoice struct {
	Invoice
	Seller, Buyer LegalParty
	DueDate       time.Time
	IBAN          string // the seller's account, electronic form; "" none
	BIC           string
	AccountName   string // the account's beneficiary
	PaymentID     string // the structured reference the payment should carry (RF…)
	Prepaid       int64  // paid already: PayableAmount is the total less it
	CouponCode    string // the coupon whose discount is the allowance
	Exemption     *Exemption
	// DeliveryCountry is the destination's ISO code for a supply taxed by it (an
	// intra-Community supply, an OSS distance sale), with DeliveryDate, the supply's day;
	// "" for none.
	DeliveryCountry string
	DeliveryDate    time.Time
}

// Credit is a refund as its credit note states it: the lines given back at their net
// amounts (Line.Total; Quantity the units), which add up to Net, and the VAT on it (Tax,
// rounded once, as EN 16931's BR-CO-17 has it). Total is what was paid back: a gross sum that
// Net + Tax cannot always make to the cent (at 21 %, no net makes 7,00 €), so Rounding, the
// cent either way, closes it: Net + Tax + Rounding = Total.
type Credit struct {
	Number          string // the credit note's own number
	Date            time.Time
	Reason          string
	Lines           []Line
	Net, Tax        int64
	Rounding        int64
	Total           int64
	PaidBack        bool  // the money went back already: nothing is due
	RateBasisPoints int64 // the order's rate
}

// WriteUBL writes e as a Peppol BIS 3.0 UBL Invoice to w. It needs a business's net prices
// (NetPrices) and figures that add up (see above).
func WriteUBL(w io.Writer, e EInvoice) error {
	doc, err := invoiceDoc(e)
	if err != nil {
		return err
	}
	return encode(w, doc)
}

// WriteUBLCreditNote writes credit c of invoice e as a Peppol BIS 3.0 UBL CreditNote to w: the
// parties and the VAT treatment are the invoice's, which it names as the one it corrects.
func WriteUBLCreditNote(w io.Writer, e EInvoice, c Credit) error {
	doc, err := creditDoc(e, c)
	if err != nil {
		return err
	}
	return encode(w, doc)
}

func encode(w io.Writer, doc any) error {
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// amount is a UBL amount: euros with two decimals and the currency.
type amount struct {
	Currency string `xml:"currencyID,attr"`
	Value    string `xml:",chardata"`
}

func eur(cents int64) amount { return amount{Currency: "EUR", Value: decimal(cents)} }

// decimal is cents as UBL writes an amount: "1234.50", "-0.05".
func decimal(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// percent is a rate in basis points as UBL writes a percentage: "21", "25.5".
func percent(bp int64) string {
	s := fmt.Sprint(bp / 100)
	if r := bp % 100; r != 0 {
		s += strings.TrimRight(fmt.Sprintf(".%02d", r), "0")
	}
	return s
}

type schemeID struct {
	Scheme string `xml:"schemeID,attr,omitempty"`
	Value  string `xml:",chardata"`
}

type quantity struct {
	Unit  string `xml:"unitCode,attr"`
	Value int64  `xml:",chardata"`
}

type taxScheme struct {
	ID string `xml:"cbc:ID"`
}

type taxCategory struct {
	ID            string    `xml:"cbc:ID"`
	Percent       string    `xml:"cbc:Percent"`
	ExemptionCode string    `xml:"cbc:TaxExemptionReasonCode,omitempty"`
	Exemption     string    `xml:"cbc:TaxExemptionReason,omitempty"`
	Scheme        taxScheme `xml:"cac:TaxScheme"`
}

type country struct {
	Code string `xml:"cbc:IdentificationCode"`
}

type postalAddress struct {
	Street  string  `xml:"cbc:StreetName,omitempty"`
	City    string  `xml:"cbc:CityName,omitempty"`
	Zip     string  `xml:"cbc:PostalZone,omitempty"`
	Country country `xml:"cac:Country"`
}

type partyTaxScheme struct {
	CompanyID string    `xml:"cbc:CompanyID"`
	Scheme    taxScheme `xml:"cac:TaxScheme"`
}

type legalEntity struct {
	Name      string `xml:"cbc:RegistrationName"`
	CompanyID string `xml:"cbc:CompanyID,omitempty"`
}

type contact struct {
	Name  string `xml:"cbc:Name,omitempty"`
	Phone string `xml:"cbc:Telephone,omitempty"`
	Email string `xml:"cbc:ElectronicMail,omitempty"`
}

type partyName struct {
	Name string `xml:"cbc:Name"`
}

type ublParty struct {
	Endpoint  schemeID        `xml:"cbc:EndpointID"`
	Name      partyName       `xml:"cac:PartyName"`
	Address   postalAddress   `xml:"cac:PostalAddress"`
	TaxScheme *partyTaxScheme `xml:"cac:PartyTaxScheme,omitempty"`
	Legal     legalEntity     `xml:"cac:PartyLegalEntity"`
	Contact   *contact        `xml:"cac:Contact,omitempty"`
}

type partyWrap struct {
	Party ublParty `xml:"cac:Party"`
}

type branch struct {
	ID string `xml:"cbc:ID"`
}

type financialAccount struct {
	ID     string  `xml:"cbc:ID"`
	Name   string  `xml:"cbc:Name,omitempty"`
	Branch *branch `xml:"cac:FinancialInstitutionBranch,omitempty"`
}

type paymentMeans struct {
	Code    paymentCode      `xml:"cbc:PaymentMeansCode"`
	ID      string           `xml:"cbc:PaymentID,omitempty"`
	Account financialAccount `xml:"cac:PayeeFinancialAccount"`
}

type paymentCode struct {
	Name  string `xml:"name,attr,omitempty"`
	Value string `xml:",chardata"`
}

type allowanceCharge struct {
	Charge     bool        `xml:"cbc:ChargeIndicator"`
	ReasonCode string      `xml:"cbc:AllowanceChargeReasonCode,omitempty"`
	Reason     string      `xml:"cbc:AllowanceChargeReason,omitempty"`
	Amount     amount      `xml:"cbc:Amount"`
	Category   taxCategory `xml:"cac:TaxCategory"`
}

type taxSubtotal struct {
	Taxable  amount      `xml:"cbc:TaxableAmount"`
	Tax      amount      `xml:"cbc:TaxAmount"`
	Category taxCategory `xml:"cac:TaxCategory"`
}

type taxTotal struct {
	Tax       amount        `xml:"cbc:TaxAmount"`
	Subtotals []taxSubtotal `xml:"cac:TaxSubtotal"`
}

type monetaryTotal struct {
	LineExtension amount  `xml:"cbc:LineExtensionAmount"`
	TaxExclusive  amount  `xml:"cbc:TaxExclusiveAmount"`
	TaxInclusive  amount  `xml:"cbc:TaxInclusiveAmount"`
	Allowances    *amount `xml:"cbc:AllowanceTotalAmount,omitempty"`
	Prepaid       *amount `xml:"cbc:PrepaidAmount,omitempty"`
	Rounding      *amount `xml:"cbc:PayableRoundingAmount,omitempty"`
	Payable       amount  `xml:"cbc:PayableAmount"`
}

type sellersItemID struct {
	ID string `xml:"cbc:ID"`
}

type item struct {
	Name        string         `xml:"cbc:Name"`
	SellersID   *sellersItemID `xml:"cac:SellersItemIdentification,omitempty"`
	TaxCategory taxCategory    `xml:"cac:ClassifiedTaxCategory"`
}

// price is a line's net price. BaseQuantity is set where the price is a whole line's, not a
// unit's (a credit note's share of a line): quantity × price ÷ base is then the line exactly.
type price struct {
	Amount amount    `xml:"cbc:PriceAmount"`
	Base   *quantity `xml:"cbc:BaseQuantity,omitempty"`
}

type invoiceLine struct {
	ID            string   `xml:"cbc:ID"`
	Quantity      quantity `xml:"cbc:InvoicedQuantity"`
	LineExtension amount   `xml:"cbc:LineExtensionAmount"`
	Item          item     `xml:"cac:Item"`
	Price         price    `xml:"cac:Price"`
}

type creditLine struct {
	ID            string   `xml:"cbc:ID"`
	Quantity      quantity `xml:"cbc:CreditedQuantity"`
	LineExtension amount   `xml:"cbc:LineExtensionAmount"`
	Item          item     `xml:"cac:Item"`
	Price         price    `xml:"cac:Price"`
}

type documentReference struct {
	ID        string `xml:"cbc:ID"`
	IssueDate string `xml:"cbc:IssueDate,omitempty"`
}

type billingReference struct {
	Invoice documentReference `xml:"cac:InvoiceDocumentReference"`
}

type invoiceXML struct {
	XMLName         xml.Name          `xml:"Invoice"`
	NS              string            `xml:"xmlns,attr"`
	NSCAC           string            `xml:"xmlns:cac,attr"`
	NSCBC           string            `xml:"xmlns:cbc,attr"`
	CustomizationID string            `xml:"cbc:CustomizationID"`
	ProfileID       string            `xml:"cbc:ProfileID"`
	ID              string            `xml:"cbc:ID"`
	IssueDate       string            `xml:"cbc:IssueDate"`
	DueDate         string            `xml:"cbc:DueDate"`
	TypeCode        string            `xml:"cbc:InvoiceTypeCode"`
	Note            string            `xml:"cbc:Note,omitempty"` // the VAT scheme, when not the home rate (BT-22)
	Currency        string            `xml:"cbc:DocumentCurrencyCode"`
	BuyerReference  string            `xml:"cbc:BuyerReference"`
	OrderReference  documentReference `xml:"cac:OrderReference"`
	Supplier        partyWrap         `xml:"cac:AccountingSupplierParty"`
	Customer        partyWrap         `xml:"cac:AccountingCustomerParty"`
	Delivery        *delivery         `xml:"cac:Delivery,omitempty"`
	PaymentMeans    *paymentMeans     `xml:"cac:PaymentMeans,omitempty"`
	Allowances      []allowanceCharge `xml:"cac:AllowanceCharge"`
	TaxTotal        taxTotal          `xml:"cac:TaxTotal"`
	Totals          monetaryTotal     `xml:"cac:LegalMonetaryTotal"`
	Lines           []invoiceLine     `xml:"cac:InvoiceLine"`
}

// delivery is where and when the goods went (BT-72, BT-80): an intra-Community supply needs
// both (BR-IC-11, BR-IC-12), a distance sale's invoice states its destination with them.
type delivery struct {
	Date    string `xml:"cbc:ActualDeliveryDate"`
	Country string `xml:"cac:DeliveryLocation>cac:Address>cac:Country>cbc:IdentificationCode"`
}

type creditNoteXML struct {
	XMLName         xml.Name         `xml:"CreditNote"`
	NS              string           `xml:"xmlns,attr"`
	NSCAC           string           `xml:"xmlns:cac,attr"`
	NSCBC           string           `xml:"xmlns:cbc,attr"`
	CustomizationID string           `xml:"cbc:CustomizationID"`
	ProfileID       string           `xml:"cbc:ProfileID"`
	ID              string           `xml:"cbc:ID"`
	IssueDate       string           `xml:"cbc:IssueDate"`
	TypeCode        string           `xml:"cbc:CreditNoteTypeCode"`
	Note            string           `xml:"cbc:Note,omitempty"`
	Currency        string           `xml:"cbc:DocumentCurrencyCode"`
	BuyerReference  string           `xml:"cbc:BuyerReference"`
	Billing         billingReference `xml:"cac:BillingReference"`
	Supplier        partyWrap        `xml:"cac:AccountingSupplierParty"`
	Customer        partyWrap        `xml:"cac:AccountingCustomerParty"`
	TaxTotal        taxTotal         `xml:"cac:TaxTotal"`
	Totals          monetaryTotal    `xml:"cac:LegalMonetaryTotal"`
	Lines           []creditLine     `xml:"cac:CreditNoteLine"`
}

const dateOnly = "2006-01-02"

// category is the VAT category of e's lines at rate bp: standard (S) at the rate, or the
// exemption's at 0 %.
func (e EInvoice) category(bp int64) taxCategory {
	if x := e.Exemption; x != nil {
		return taxCategory{ID: x.Category, Percent: "0", Scheme: taxScheme{"VAT"}}
	}
	return taxCategory{ID: "S", Percent: percent(bp), Scheme: taxScheme{"VAT"}}
}

// subtotalCategory is category with the exemption's reason, which EN 16931 asks for in the
// VAT breakdown (BR-K-10 and the like) and not on the lines.
func (e EInvoice) subtotalCategory(bp int64) taxCategory {
	c := e.category(bp)
	if x := e.Exemption; x != nil {
		c.ExemptionCode, c.Exemption = x.ReasonCode, x.Reason
	}
	return c
}

func invoiceDoc(e EInvoice) (invoiceXML, error) {
	if !e.NetPrices {
		return invoiceXML{}, fmt.Errorf("invoice %s: an e-invoice needs a business's net prices", e.Number)
	}
	if len(e.VAT) != 1 {
		return invoiceXML{}, fmt.Errorf("invoice %s: %d VAT rates, the order's lines carry one", e.Number, len(e.VAT))
	}
	bp := e.VATBasisPoints
	var lines []invoiceLine
	var sum int64
	for _, l := range e.Lines {
		lines = append(lines, newInvoiceLine(len(lines)+1, l.Title, l.Code, l.Quantity, l.Unit, l.Total, e.category(bp)))
		sum += l.Total
	}
	if e.Shipping > 0 {
		lines = append(lines, newInvoiceLine(len(lines)+1, e.ShippingTitle, "", 1, e.Shipping, e.Shipping, e.category(bp)))
		sum += e.Shipping
	}
	if len(lines) == 0 {
		return invoiceXML{}, fmt.Errorf("invoice %s has no lines", e.Number)
	}
	if err := adds(e.Number, sum, e.Discount, e.Net, e.Tax, e.Total, e.VAT); err != nil {
		return invoiceXML{}, err
	}
	doc := invoiceXML{NS: nsInvoice, NSCAC: nsCAC, NSCBC: nsCBC, CustomizationID: CustomizationID, ProfileID: ProfileID,
		ID: e.Number, IssueDate: e.Date.Format(dateOnly), DueDate: e.DueDate.Format(dateOnly), TypeCode: "380",
		Note: e.TaxNote, Currency: "EUR", BuyerReference: e.Number, OrderReference: documentReference{ID: e.Number},
		Supplier: partyWrap{legalParty(e.Seller)}, Customer: partyWrap{legalParty(e.Buyer)},
		TaxTotal: e.taxTotal(), Totals: monetary(sum, e.Discount, e.Net, e.Total, e.Prepaid), Lines: lines}
	if e.DeliveryCountry != "" {
		doc.Delivery = &delivery{Date: e.DeliveryDate.Format(dateOnly), Country: e.DeliveryCountry}
	}
	if e.IBAN != "" {
		pm := &paymentMeans{Code: paymentCode{Name: "SEPA credit transfer", Value: "58"}, ID: e.PaymentID,
			Account: financialAccount{ID: e.IBAN, Name: e.AccountName}}
		if e.BIC != "" {
			pm.Account.Branch = &branch{ID: e.BIC}
		}
		doc.PaymentMeans = pm
	}
	if e.Discount > 0 {
		reason := "Discount"
		if e.CouponCode != "" {
			reason = "Coupon " + e.CouponCode
		}
		doc.Allowances = []allowanceCharge{{ReasonCode: "95", Reason: reason, Amount: eur(e.Discount), Category: e.category(bp)}}
	}
	return doc, nil
}

// adds checks an invoice's or a credit's figures against EN 16931's sums: lines less the
// allowance is the net, the VAT breakdown adds up to the net and the tax, net plus tax is
// the total.
func adds(number string, lines, allowance, net, tax, total int64, vat []VATLine) error {
	var vNet, vTax int64
	for _, v := range vat {
		vNet += v.Net
		vTax += v.Tax
	}
	if lines-allowance != net || vNet != net || vTax != tax || net+tax != total {
		return fmt.Errorf("%s: the figures do not add up: lines %d − allowance %d, net %d, VAT %d/%d, tax %d, total %d",
			number, lines, allowance, net, vNet, vTax, tax, total)
	}
	return nil
}

func (e EInvoice) taxTotal() taxTotal {
	t := taxTotal{Tax: eur(e.Tax)}
	for _, v := range e.VAT {
		t.Subtotals = append(t.Subtotals, taxSubtotal{Taxable: eur(v.Net), Tax: eur(v.Tax), Category: e.subtotalCategory(v.RateBasisPoints)})
	}
	return t
}

func monetary(lines, allowance, net, total, prepaid int64) monetaryTotal {
	m := monetaryTotal{LineExtension: eur(lines), TaxExclusive: eur(net), TaxInclusive: eur(total), Payable: eur(total - prepaid)}
	if allowance > 0 {
		a := eur(allowance)
		m.Allowances = &a
	}
	if prepaid > 0 {
		p := eur(prepaid)
		m.Prepaid = &p
	}
	return m
}

func newInvoiceLine(n int, title, code string, qty, unit, total int64, cat taxCategory) invoiceLine {
	return invoiceLine{ID: fmt.Sprint(n), Quantity: quantity{Unit: "C62", Value: qty}, LineExtension: eur(total),
		Item: newItem(title, code, cat), Price: price{Amount: eur(unit)}}
}

func newItem(title, code string, cat taxCategory) item {
	it := item{Name: title, TaxCategory: cat}
	if code != "" {
		it.SellersID = &sellersItemID{ID: code}
	}
	return it
}

// endpointSchemes are the Peppol electronic address schemes (EAS) of a VAT number by its
// country: a Peppol participant of the Baltic states and Finland is reached by it.
var endpointSchemes = map[string]string{"LV": "9939", "LT": "9937", "EE": "9931", "FI": "0213"}

// endpoint is a party's electronic address (BT-34, BT-49, which Peppol asks for): its VAT
// number in its country's scheme, else its e-mail (scheme EM).
func endpoint(p LegalParty) schemeID {
	if s, ok := endpointSchemes[p.Country]; ok && p.VATNumber != "" {
		return schemeID{Scheme: s, Value: p.VATNumber}
	}
	return schemeID{Scheme: "EM", Value: p.Email}
}

func legalParty(p LegalParty) ublParty {
	out := ublParty{Endpoint: endpoint(p), Name: partyName{p.Name},
		Address: postalAddress{Street: p.Street, City: p.City, Zip: p.Zip, Country: country{p.Country}},
		Legal:   legalEntity{Name: p.Name, CompanyID: p.RegNumber}}
	if p.VATNumber != "" {
		out.TaxScheme = &partyTaxScheme{CompanyID: p.VATNumber, Scheme: taxScheme{"VAT"}}
	}
	if p.Contact != "" || p.Email != "" || p.Phone != "" {
		out.Contact = &contact{Name: p.Contact, Phone: p.Phone, Email: p.Email}
	}
	return out
}

func creditDoc(e EInvoice, c Credit) (creditNoteXML, error) {
	if !e.NetPrices {
		return creditNoteXML{}, fmt.Errorf("credit note %s: an e-invoice needs a business's net prices", c.Number)
	}
	bp := c.RateBasisPoints
	var lines []creditLine
	var sum int64
	for _, l := range c.Lines {
		if l.Quantity <= 0 {
			return creditNoteXML{}, fmt.Errorf("credit note %s: a line of %d units", c.Number, l.Quantity)
		}
		// The line's net is its share of the refund, which need not be a whole number of
		// cents per unit: the price is the line's, per its quantity as the base.
		lines = append(lines, creditLine{ID: fmt.Sprint(len(lines) + 1), Quantity: quantity{Unit: "C62", Value: l.Quantity},
			LineExtension: eur(l.Total), Item: newItem(l.Title, l.Code, e.category(bp)),
			Price: price{Amount: eur(l.Total), Base: &quantity{Unit: "C62", Value: l.Quantity}}})
		sum += l.Total
	}
	if len(lines) == 0 {
		return creditNoteXML{}, fmt.Errorf("credit note %s has no lines", c.Number)
	}
	vat := []VATLine{{RateBasisPoints: bp, Net: c.Net, Tax: c.Tax}}
	if err := adds(c.Number, sum, 0, c.Net, c.Tax, c.Net+c.Tax, vat); err != nil {
		return creditNoteXML{}, err
	}
	if c.Net+c.Tax+c.Rounding != c.Total || c.Rounding < -1 || c.Rounding > 1 {
		return creditNoteXML{}, fmt.Errorf("%s: net %d + tax %d + rounding %d is not the total %d", c.Number, c.Net, c.Tax, c.Rounding, c.Total)
	}
	var prepaid int64
	if c.PaidBack {
		prepaid = c.Total
	}
	totals := monetary(sum, 0, c.Net, c.Net+c.Tax, prepaid)
	if c.Rounding != 0 {
		r := eur(c.Rounding)
		totals.Rounding = &r
		totals.Payable = eur(c.Total - prepaid)
	}
	inv := e
	inv.VAT, inv.Tax = vat, c.Tax
	return creditNoteXML{NS: nsCreditNote, NSCAC: nsCAC, NSCBC: nsCBC, CustomizationID: CustomizationID, ProfileID: ProfileID,
		ID: c.Number, IssueDate: c.Date.Format(dateOnly), TypeCode: "381", Note: c.Reason, Currency: "EUR",
		BuyerReference: e.Number, Billing: billingReference{documentReference{ID: e.Number, IssueDate: e.Date.Format(dateOnly)}},
		Supplier: partyWrap{legalParty(e.Seller)}, Customer: partyWrap{legalParty(e.Buyer)},
		TaxTotal: inv.taxTotal(), Totals: totals, Lines: lines}, nil
}
