package store

import (
	"strconv"
	"strings"

	"shop/i18n"
)

// Pricing turns net cents into what a shopper sees. Every price goes through Gross, so the
// rounding rule (half up, once per line) is the same everywhere, and every formatted price
// through Money, in the shopper's language.
type Pricing struct {
	VATBasisPoints int64  // 2100 = 21 %
	Lang           string // the language prices are written in (i18n.Money); English if unknown
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

// FormatEUR formats cents in one fixed form, "1 299,00 €" with no-break spaces (the Russian
// one). Prices a shopper sees are written in their language instead: Pricing.Money.
func FormatEUR(cents int64) string {
	neg := cents < 0
	if neg {
		cents = -cents
	}
	whole := strconv.FormatInt(cents/100, 10)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString("\u00a0")
		}
		b.WriteRune(r)
	}
	frac := cents % 100
	b.WriteByte(',')
	b.WriteByte(byte('0' + frac/10))
	b.WriteByte(byte('0' + frac%10))
	b.WriteString("\u00a0€")
	return b.String()
}

// Euros is cents as a JSON number of euros, for analytics and structured data.
func Euros(cents int64) float64 { return float64(cents) / 100 }
