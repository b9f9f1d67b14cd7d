package invoicetest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math/big"
	"strings"
)

// The e-invoice read back: a UBL Invoice or CreditNote parsed by its namespaces (so a
// document in the wrong ones reads as empty), and the main EN 16931 rules checked on it. The
// Peppol validation artefacts (schematron) are not at hand offline; Rules checks by hand the
// sums a receiver's validator would refuse first.

// Amount is a UBL amount as written, with its currency.
type Amount struct {
	Currency string `xml:"currencyID,attr"`
	Value    string `xml:",chardata"`
}

// Cents is the amount in cents; a value with more than two decimals or none at all is an
// error, as BR-DEC rules say.
func (a Amount) Cents() (int64, error) {
	whole, frac, ok := strings.Cut(a.Value, ".")
	if !ok || len(frac) != 2 {
		return 0, fmt.Errorf("amount %q: not two decimals", a.Value)
	}
	var c int64
	if _, err := fmt.Sscanf(whole+frac, "%d", &c); err != nil {
		return 0, fmt.Errorf("amount %q: %w", a.Value, err)
	}
	return c, nil
}

// Category is a VAT category as a line, an allowance or the breakdown names it.
type Category struct {
	ID            string `xml:"ID"`
	Percent       string `xml:"Percent"`
	ExemptionCode string `xml:"TaxExemptionReasonCode"`
	Exemption     string `xml:"TaxExemptionReason"`
	Scheme        string `xml:"TaxScheme>ID"`
}

// Party is a seller or a buyer.
type Party struct {
	Endpoint struct {
		Scheme string `xml:"schemeID,attr"`
		Value  string `xml:",chardata"`
	} `xml:"EndpointID"`
	Name      string `xml:"PartyName>Name"`
	Street    string `xml:"PostalAddress>StreetName"`
	City      string `xml:"PostalAddress>CityName"`
	Zip       string `xml:"PostalAddress>PostalZone"`
	Country   string `xml:"PostalAddress>Country>IdentificationCode"`
	VATNumber string `xml:"PartyTaxScheme>CompanyID"`
	LegalName string `xml:"PartyLegalEntity>RegistrationName"`
	RegNumber string `xml:"PartyLegalEntity>CompanyID"`
}

// Line is an invoice or credit note line.
type Line struct {
	ID       string `xml:"ID"`
	Quantity struct {
		Unit  string `xml:"unitCode,attr"`
		Value int64  `xml:",chardata"`
	} `xml:"-"`
	Invoiced struct {
		Unit  string `xml:"unitCode,attr"`
		Value int64  `xml:",chardata"`
	} `xml:"InvoicedQuantity"`
	Credited struct {
		Unit  string `xml:"unitCode,attr"`
		Value int64  `xml:",chardata"`
	} `xml:"CreditedQuantity"`
	Net      Amount   `xml:"LineExtensionAmount"`
	Name     string   `xml:"Item>Name"`
	Category Category `xml:"Item>ClassifiedTaxCategory"`
	Price    Amount   `xml:"Price>PriceAmount"`
	Base     *struct {
		Value int64 `xml:",chardata"`
	} `xml:"Price>BaseQuantity"`
}

// Subtotal is one rate's part of the VAT breakdown.
type Subtotal struct {
	Taxable  Amount   `xml:"TaxableAmount"`
	Tax      Amount   `xml:"TaxAmount"`
	Category Category `xml:"TaxCategory"`
}

// Allowance is a document-level allowance or charge.
type Allowance struct {
	Charge   bool     `xml:"ChargeIndicator"`
	Reason   string   `xml:"AllowanceChargeReason"`
	Amount   Amount   `xml:"Amount"`
	Category Category `xml:"TaxCategory"`
}

// Doc is an Invoice or a CreditNote read back.
type Doc struct {
	XMLName         xml.Name
	CustomizationID string      `xml:"CustomizationID"`
	ProfileID       string      `xml:"ProfileID"`
	ID              string      `xml:"ID"`
	IssueDate       string      `xml:"IssueDate"`
	DueDate         string      `xml:"DueDate"`
	InvoiceType     string      `xml:"InvoiceTypeCode"`
	CreditNoteType  string      `xml:"CreditNoteTypeCode"`
	Note            string      `xml:"Note"`
	Currency        string      `xml:"DocumentCurrencyCode"`
	BuyerReference  string      `xml:"BuyerReference"`
	InvoiceRef      string      `xml:"BillingReference>InvoiceDocumentReference>ID"`
	Seller          Party       `xml:"AccountingSupplierParty>Party"`
	Buyer           Party       `xml:"AccountingCustomerParty>Party"`
	DeliveryDate    string      `xml:"Delivery>ActualDeliveryDate"`
	DeliveryCountry string      `xml:"Delivery>DeliveryLocation>Address>Country>IdentificationCode"`
	PaymentMeans    string      `xml:"PaymentMeans>PaymentMeansCode"`
	PaymentID       string      `xml:"PaymentMeans>PaymentID"`
	IBAN            string      `xml:"PaymentMeans>PayeeFinancialAccount>ID"`
	Allowances      []Allowance `xml:"AllowanceCharge"`
	TaxTotals       []struct {
		Tax       Amount     `xml:"TaxAmount"`
		Subtotals []Subtotal `xml:"TaxSubtotal"`
	} `xml:"TaxTotal"`
	Totals struct {
		LineExtension Amount  `xml:"LineExtensionAmount"`
		TaxExclusive  Amount  `xml:"TaxExclusiveAmount"`
		TaxInclusive  Amount  `xml:"TaxInclusiveAmount"`
		Allowances    *Amount `xml:"AllowanceTotalAmount"`
		Prepaid       *Amount `xml:"PrepaidAmount"`
		Rounding      *Amount `xml:"PayableRoundingAmount"`
		Payable       Amount  `xml:"PayableAmount"`
	} `xml:"LegalMonetaryTotal"`
	InvoiceLines []Line `xml:"InvoiceLine"`
	CreditLines  []Line `xml:"CreditNoteLine"`
}

// Lines are the document's lines, an invoice's or a credit note's, each with its quantity.
func (d Doc) Lines() []Line {
	out := append(append([]Line{}, d.InvoiceLines...), d.CreditLines...)
	for i := range out {
		out[i].Quantity = out[i].Invoiced
		if out[i].Credited.Unit != "" {
			out[i].Quantity = out[i].Credited
		}
	}
	return out
}

// ParseUBL reads an e-invoice back. Its elements are read by their local names; ParseUBL
// checks their namespaces on its own: the root in UBL's Invoice or CreditNote namespace, an
// element with elements under it an aggregate (cac), one with text only a basic component
// (cbc), as UBL's schemas put them.
func ParseUBL(b []byte) (Doc, error) {
	var d Doc
	if err := xml.Unmarshal(b, &d); err != nil {
		return d, err
	}
	switch d.XMLName {
	case xml.Name{Space: nsInvoice, Local: "Invoice"}, xml.Name{Space: nsCreditNote, Local: "CreditNote"}:
	default:
		return d, fmt.Errorf("root %v", d.XMLName)
	}
	return d, namespaces(b)
}

const (
	nsInvoice    = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
	nsCreditNote = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
	nsCAC        = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
	nsCBC        = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
)

// namespaces checks that every element below the root is an aggregate (cac) when it holds
// elements and a basic component (cbc) when it holds text.
func namespaces(b []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(b))
	type open struct {
		name     xml.Name
		children bool
	}
	var stack []open
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if n := len(stack); n > 0 {
				stack[n-1].children = true
			}
			stack = append(stack, open{name: t.Name})
		case xml.EndElement:
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				continue
			}
			want := nsCBC
			if top.children {
				want = nsCAC
			}
			if top.name.Space != want {
				return fmt.Errorf("element %s in %q, want %q", top.name.Local, top.name.Space, want)
			}
		}
	}
}

// Rules checks d against the main rules of EN 16931 and Peppol BIS 3.0 that a document of
// this shop can break: the identifiers, the currency, the sums (BR-CO-10, BR-CO-13, BR-CO-15,
// BR-CO-16), each line's net as its quantity times its price (PEPPOL-EN16931-R120, exactly),
// the VAT breakdown per category and rate (BR-S-08, BR-CO-14, BR-CO-17) and an exemption's
// reason (BR-K-10). Each broken rule is one error.
func Rules(d Doc) []error {
	var errs []error
	fail := func(rule, f string, args ...any) { errs = append(errs, fmt.Errorf(rule+": "+f, args...)) }
	cents := func(what string, a Amount) int64 {
		c, err := a.Cents()
		if err != nil {
			fail("BR-DEC", "%s: %v", what, err)
		}
		if a.Currency != "EUR" {
			fail("BR-CL-03", "%s in %q", what, a.Currency)
		}
		return c
	}
	if d.CustomizationID != "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0" ||
		d.ProfileID != "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0" {
		fail("PEPPOL-EN16931-R001/R004", "customization %q, profile %q", d.CustomizationID, d.ProfileID)
	}
	if d.ID == "" || d.IssueDate == "" || d.Currency != "EUR" {
		fail("BR-02/03/05", "id %q, date %q, currency %q", d.ID, d.IssueDate, d.Currency)
	}
	for _, p := range []Party{d.Seller, d.Buyer} {
		if p.Endpoint.Value == "" || p.Endpoint.Scheme == "" || p.LegalName == "" || p.Country == "" {
			fail("BR-06/07/09/11, PEPPOL-R010/R020", "party %+v", p)
		}
	}
	var lineSum int64
	type key struct{ cat, pct string }
	base := map[key]int64{}
	for _, l := range d.Lines() {
		net := cents("line "+l.ID, l.Net)
		lineSum += net
		price := new(big.Rat).SetFrac64(cents("price "+l.ID, l.Price), 1)
		if l.Base != nil {
			price.Quo(price, new(big.Rat).SetInt64(l.Base.Value))
		}
		if got := new(big.Rat).Mul(price, new(big.Rat).SetInt64(l.Quantity.Value)); got.Cmp(new(big.Rat).SetInt64(net)) != 0 {
			fail("PEPPOL-EN16931-R120", "line %s: %d × %s ≠ %d", l.ID, l.Quantity.Value, price.FloatString(4), net)
		}
		if l.Quantity.Unit == "" || l.Category.Scheme != "VAT" {
			fail("BR-23", "line %s: unit %q, VAT scheme %q", l.ID, l.Quantity.Unit, l.Category.Scheme)
		}
		base[key{l.Category.ID, l.Category.Percent}] += net
	}
	var allowances int64
	for i, a := range d.Allowances {
		v := cents(fmt.Sprint("allowance ", i), a.Amount)
		if a.Charge {
			fail("BR-CO", "a charge, none expected")
		}
		allowances += v
		base[key{a.Category.ID, a.Category.Percent}] -= v
	}
	t := d.Totals
	if got := cents("LineExtensionAmount", t.LineExtension); got != lineSum {
		fail("BR-CO-10", "LineExtensionAmount %d ≠ Σ lines %d", got, lineSum)
	}
	var allowanceTotal int64
	if t.Allowances != nil {
		allowanceTotal = cents("AllowanceTotalAmount", *t.Allowances)
	}
	if allowanceTotal != allowances {
		fail("BR-CO-11", "AllowanceTotalAmount %d ≠ Σ allowances %d", allowanceTotal, allowances)
	}
	exclusive := cents("TaxExclusiveAmount", t.TaxExclusive)
	if exclusive != lineSum-allowances {
		fail("BR-CO-13", "TaxExclusiveAmount %d ≠ %d − %d", exclusive, lineSum, allowances)
	}
	if len(d.TaxTotals) != 1 {
		fail("BR-CO-18/PEPPOL", "%d TaxTotals", len(d.TaxTotals))
		return errs
	}
	tax := cents("TaxAmount", d.TaxTotals[0].Tax)
	if inclusive := cents("TaxInclusiveAmount", t.TaxInclusive); inclusive != exclusive+tax {
		fail("BR-CO-15", "TaxInclusiveAmount %d ≠ %d + %d", inclusive, exclusive, tax)
	}
	var prepaid int64
	if t.Prepaid != nil {
		prepaid = cents("PrepaidAmount", *t.Prepaid)
	}
	var rounding int64
	if t.Rounding != nil {
		rounding = cents("PayableRoundingAmount", *t.Rounding)
	}
	if payable := cents("PayableAmount", t.Payable); payable != cents("TaxInclusiveAmount", t.TaxInclusive)-prepaid+rounding {
		fail("BR-CO-16", "PayableAmount %d ≠ inclusive − prepaid %d + rounding %d", payable, prepaid, rounding)
	}
	var subTax int64
	seen := map[key]bool{}
	for _, s := range d.TaxTotals[0].Subtotals {
		k := key{s.Category.ID, s.Category.Percent}
		seen[k] = true
		taxable, st := cents("TaxableAmount", s.Taxable), cents("TaxAmount", s.Tax)
		subTax += st
		if taxable != base[k] {
			fail("BR-S-08", "category %s %s%%: taxable %d ≠ lines − allowances %d", k.cat, k.pct, taxable, base[k])
		}
		rate, ok := new(big.Rat).SetString(s.Category.Percent)
		if !ok {
			fail("BR-DEC", "percent %q", s.Category.Percent)
			continue
		}
		// BR-CO-17: the category's VAT is its taxable amount times the rate, rounded to the cent.
		want := new(big.Rat).Mul(new(big.Rat).SetInt64(taxable), rate)
		want.Quo(want, big.NewRat(100, 1))
		if diff := new(big.Rat).Sub(want, new(big.Rat).SetInt64(st)); diff.Abs(diff).Cmp(big.NewRat(1, 2)) > 0 {
			fail("BR-CO-17", "category %s %s%%: VAT %d ≠ %d × rate", k.cat, k.pct, st, taxable)
		}
		if s.Category.ID == "K" && (s.Category.Percent != "0" || s.Category.ExemptionCode == "" && s.Category.Exemption == "") {
			fail("BR-K-10", "category K: percent %q, reason %q/%q", s.Category.Percent, s.Category.ExemptionCode, s.Category.Exemption)
		}
		if s.Category.ID == "K" {
			// An intra-Community supply names both parties' VAT numbers, the day of the supply
			// and the member state the goods went to.
			if d.Seller.VATNumber == "" || d.Buyer.VATNumber == "" {
				fail("BR-K-02/03", "category K: seller's VAT number %q, buyer's %q", d.Seller.VATNumber, d.Buyer.VATNumber)
			}
			if d.InvoiceType != "" && (d.DeliveryDate == "" || d.DeliveryCountry == "") {
				fail("BR-IC-11/12", "category K: delivery date %q, country %q", d.DeliveryDate, d.DeliveryCountry)
			}
		}
	}
	for k := range base {
		if !seen[k] {
			fail("BR-S-01/BR-K-01", "category %s %s%% has no breakdown", k.cat, k.pct)
		}
	}
	if subTax != tax {
		fail("BR-CO-14", "TaxAmount %d ≠ Σ breakdown %d", tax, subTax)
	}
	return errs
}
