package store

// Pricing turns net cents into the cents a shopper pays. Every price with VAT goes through
// Gross (half up, once per unit: a shelf price), every VAT of an order through VATIn or VATOn
// (once per order, see cart_pricing.go); present writes the cents as money in Lang.
type Pricing struct {
	VATBasisPoints int64  // 2100 = 21 %
	Lang           string // the shopper's language: texts in it (the default's where missing), prices as it writes them
}

// In is p for a shopper reading lang: texts in lang, prices written as lang writes them.
func (p Pricing) In(lang string) Pricing {
	p.Lang = lang
	return p
}

// Gross is net cents with VAT, rounded half up.
func (p Pricing) Gross(net int64) int64 {
	return divRound(net*(10000+p.VATBasisPoints), 10000)
}

// VATIn is the VAT an amount with VAT includes, rounded half up: gross × rate / (1 + rate).
// A private person's order works its VAT out once, from its total, this way.
func (p Pricing) VATIn(gross int64) int64 {
	return divRound(gross*p.VATBasisPoints, 10000+p.VATBasisPoints)
}

// VATOn is the VAT on a net amount, rounded half up: Gross(net) − net. A business's order adds
// it once, to its net total.
func (p Pricing) VATOn(net int64) int64 { return p.Gross(net) - net }

// NetAfterDiscount is a net price after a catalogue discount of percent, rounded half up;
// a percent of 0 (no discount) or below leaves it as it is.
func NetAfterDiscount(net, percent int64) int64 {
	if percent <= 0 {
		return net
	}
	return divRound(net*(100-percent), 100)
}

func divRound(a, b int64) int64 {
	if a < 0 {
		return -divRound(-a, b)
	}
	return (a + b/2) / b
}
