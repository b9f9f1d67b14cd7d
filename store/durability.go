package store

// The producer's commercial guarantee of durability (Directive 2011/83/EU Art. 6(1)(la), as
// Directive (EU) 2024/825 amended it): where a producer guarantees the whole good for more
// than the legal guarantee's two years at no extra cost, the trader shows the harmonised
// durability label before the purchase. A product keeps the guarantee's length in whole
// years; the product page shows the label only above LegalGuaranteeYears.

const (
	// LegalGuaranteeYears is the minimum legal guarantee of conformity in the EU (Directive
	// (EU) 2019/771 Art. 10): a producer's guarantee of no more than this adds nothing the
	// label could tell.
	LegalGuaranteeYears = 2
	// MaxDurabilityYears bounds the field: beyond half a century a number is a typo.
	MaxDurabilityYears = 50
)

// validDurability says whether years is a guarantee's length the shop keeps: 0 (none) to
// MaxDurabilityYears.
func validDurability(years int64) bool {
	return years >= 0 && years <= MaxDurabilityYears
}

// DurabilityLabelYears is the length the product page's durability label shows, or 0 when it
// shows none (no producer's guarantee longer than the legal one).
func DurabilityLabelYears(years int64) int64 {
	if years > LegalGuaranteeYears {
		return years
	}
	return 0
}
