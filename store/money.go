package store

import (
	"shop/i18n"
)

// Pricing turns net cents into what a shopper sees. Every price goes through Gross, so the
// rounding rule (half up, once per line) is the same everywhere, and every formatted price
// through Money, in the shopper's language.
type Pricing struct {
	VATBasisPoints int64  // 2100 = 21 %
	Lang           string // the shopper's language: texts in it (the default's where missing), prices as it writes them
}

// In is p for a shopper reading lang: texts in lang, prices written as lang writes them.
func (p Pricing) In(lang string) Pricing {
	p.Lang = lang
	return p
}

// Money writes cents as the shopper's language writes euros: "1299,00 €", "€1,299.00".
func (p Pricing) Money(cents int64) string { return i18n.Money(p.Lang, cents) }

// Gross is net cents with VAT, rounded half up.
func (p Pricing) Gross(net int64) int64 {
	return divRound(net*(10000+p.VATBasisPoints), 10000)
}

// Net is gross cents without VAT, rounded half up: the inverse of Gross, for an amount
// known only with VAT (a coupon's discount).
func (p Pricing) Net(gross int64) int64 {
	return divRound(gross*10000, 10000+p.VATBasisPoints)
}

// Discounted is the net price after a percent discount, rounded half up.
func Discounted(net, percent int64) int64 {
	return divRound(net*(100-percent), 100)
}

func divRound(a, b int64) int64 {
	if a < 0 {
		return -divRound(-a, b)
	}
	return (a + b/2) / b
}

// Euros is cents as a JSON number of euros, for analytics and structured data.
func Euros(cents int64) float64 { return float64(cents) / 100 }
