package store

import "math/big"

// Credit plans offered on the product page (spec §9): six months without interest and 24
// months with interest at the shop's annual rate.
const (
	CreditMonthsWithoutInterest = 6
	CreditMonthsWithInterest    = 24
)

// CreditPlan is one instalment offer, in cents.
type CreditPlan struct {
	Months       int   // number of monthly instalments
	RateBasis    int64 // annual interest rate in basis points (1990 = 19.9 %)
	ItemPrice    int64 // the product's gross price
	MonthlyPrice int64 // one instalment
	PriceTotal   int64 // all instalments together
	Overpay      int64 // PriceTotal - ItemPrice
}

// CreditPlans prices both offers for a gross price. The instalment is rounded once, half up,
// to the cent; the total is that instalment times the months, so the shopper pays exactly
// what the plan shows. Without interest the instalment is the price over six, and the total
// stays the price: the last instalment absorbs the rounding (at most a few cents), so there
// is no overpay. With interest it is the standard annuity, computed exactly in rationals:
// A = P·i·(1+i)^n / ((1+i)^n − 1), with i the annual rate over 12.
func CreditPlans(price, annualRateBasis int64) (withoutInterest, withInterest CreditPlan) {
	withoutInterest = CreditPlan{Months: CreditMonthsWithoutInterest, ItemPrice: price,
		MonthlyPrice: divRound(price, CreditMonthsWithoutInterest), PriceTotal: price}
	withInterest = CreditPlan{Months: CreditMonthsWithInterest, RateBasis: annualRateBasis, ItemPrice: price}
	withInterest.MonthlyPrice = annuity(price, annualRateBasis, CreditMonthsWithInterest)
	withInterest.PriceTotal = withInterest.MonthlyPrice * CreditMonthsWithInterest
	withInterest.Overpay = withInterest.PriceTotal - price
	return withoutInterest, withInterest
}

// annuity is the monthly instalment of a loan of p cents over n months, rounded half up.
func annuity(p, annualRateBasis int64, n int) int64 {
	if annualRateBasis <= 0 {
		return divRound(p, int64(n))
	}
	i := big.NewRat(annualRateBasis, 12*10000)
	growth := new(big.Rat).Add(big.NewRat(1, 1), i) // 1+i
	q := big.NewRat(1, 1)
	for range n {
		q.Mul(q, growth)
	}
	a := new(big.Rat).Mul(big.NewRat(p, 1), i)
	a.Mul(a, q)
	a.Quo(a, new(big.Rat).Sub(q, big.NewRat(1, 1)))
	// half up: floor(a + 1/2)
	a.Add(a, big.NewRat(1, 2))
	return new(big.Int).Quo(a.Num(), a.Denom()).Int64()
}
