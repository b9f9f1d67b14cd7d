package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// VAT by destination. Products are stored net; a price with VAT is net × (1 + rate), so the
// rate decides what a shopper pays, not only how the VAT is split out of it. An order's rate
// follows from where it goes and who buys (TaxRules.For):
//
//   - domestic: a delivery in the shop's own country, and every order while the shop is not
//     in the One-Stop Shop (oss_enabled off), is taxed at the home rate (vat_basis_points),
//     the catalogue's rate;
//   - oss: with oss_enabled on, a private person's order delivered to another member state
//     listed in vat_rates is taxed at that state's rate: a Latvian shop's order to Finland
//     costs 25.5 % on the net prices, more than the catalogue's 21 % prices, and the checkout
//     shows the new total before the order button;
//   - reverse_charge: a business's order delivered to another member state, with a VAT number
//     of a member state other than the shop's that VIES confirmed valid, is an intra-Community
//     supply exempt under Art. 138 of Directive 2006/112/EC: 0 %, the buyer pays the net
//     prices and accounts for the VAT itself. A business without such a number is priced as
//     a private person is.
//
// A destination vat_rates does not list (outside the EU, or not configured) is taxed at the
// home rate: the shop delivers only where its shipping methods go, and the owner lists those
// countries' rates.
const (
	TaxDomestic      = "domestic"
	TaxOSS           = "oss"
	TaxReverseCharge = "reverse_charge"
)

// ExemptionNote is what an invoice of a reverse_charge order says of its 0 %.
const ExemptionNote = "Intra-Community supply exempt under Article 138 of Directive 2006/112/EC — reverse charge"

// TaxRules are the shop's VAT settings a cart and an order are taxed by.
type TaxRules struct {
	Home  string           // the shop's country (ISO code): a delivery there is domestic
	Rates map[string]int64 // member state → standard rate, basis points
	OSS   bool             // the shop is in the One-Stop Shop
	// VATCheck is the business buyer's VAT number as VIES confirmed it valid; nil: none. The
	// caller (the handler) checks the very number the order carries.
	VATCheck *VATCheck
}

// VATCheck is VIES's answer that a VAT number is valid, as an order keeps it.
type VATCheck struct {
	Number    string    // with its country prefix, "EE100931558"
	Country   string    // the number's member state, "EE"
	RequestID string    // VIES's consultation number (requestIdentifier); "" when VIES gave none
	CheckedAt time.Time // VIES's requestDate, or when the shop asked
}

// Tax is how one cart or order is taxed.
type Tax struct {
	Scheme          string // TaxDomestic, TaxOSS or TaxReverseCharge
	Country         string // the destination's ISO code; "" when no address is chosen yet
	RateBasisPoints int64
	Check           *VATCheck // the VIES answer, for TaxReverseCharge only
}

// For is the tax of a delivery to dest (ISO code, "" for none yet) at homeRate, for a
// business buyer when business.
func (r TaxRules) For(dest string, homeRate int64, business bool) Tax {
	home := Tax{Scheme: TaxDomestic, Country: dest, RateBasisPoints: homeRate}
	if dest == "" || dest == r.Home {
		return home
	}
	if business && r.VATCheck != nil && r.VATCheck.Country != r.Home {
		if _, member := r.Rates[dest]; member {
			return Tax{Scheme: TaxReverseCharge, Country: dest, Check: r.VATCheck}
		}
	}
	if rate, member := r.Rates[dest]; member && r.OSS {
		return Tax{Scheme: TaxOSS, Country: dest, RateBasisPoints: rate}
	}
	return home
}

// taxOf is the tax of a cart or order shipped to country id countryID (0: none chosen).
func (r CartRules) taxOf(ctx context.Context, q conn, countryID int64, business bool) (Tax, error) {
	code := ""
	if countryID != 0 {
		if err := q.QueryRowContext(ctx, `SELECT code FROM countries WHERE id = ?`, countryID).Scan(&code); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return Tax{}, err
		}
	}
	return r.Tax.For(code, r.VATBasisPoints, business), nil
}
