package store

import "testing"

// A worked example: 1 000,00 € at 18 % a year over 24 months is 49,92 € a month (the annuity
// formula gives 49,9241…), 1 198,08 € in all; six months without interest are 166,67 €.
func TestCreditPlansWorkedExample(t *testing.T) {
	t.Parallel()
	free, loan := CreditPlans(100000, 1800)
	if free != (CreditPlan{Months: 6, ItemPrice: 100000, MonthlyPrice: 16667, PriceTotal: 100000}) {
		t.Errorf("without interest: %+v", free)
	}
	if loan != (CreditPlan{Months: 24, RateBasis: 1800, ItemPrice: 100000, MonthlyPrice: 4992, PriceTotal: 119808, Overpay: 19808}) {
		t.Errorf("with interest: %+v", loan)
	}
}

func TestCreditPlansRoundOnceAndAddUp(t *testing.T) {
	t.Parallel()
	for _, price := range []int64{1, 99, 12345, 115900, 999999, 250000000} {
		for _, rate := range []int64{0, 1, 999, 1990, 3600} {
			free, loan := CreditPlans(price, rate)
			if free.PriceTotal != price || free.Overpay != 0 || abs64(free.MonthlyPrice*6-price) > 3 {
				t.Errorf("%d at 0 %%: %+v", price, free)
			}
			if loan.PriceTotal != loan.MonthlyPrice*24 || loan.Overpay != loan.PriceTotal-price || loan.Overpay < -12 {
				t.Errorf("%d at %d bp: %+v", price, rate, loan)
			}
			if rate >= 999 && price >= 12345 && loan.Overpay <= 0 {
				t.Errorf("%d at %d bp costs nothing: %+v", price, rate, loan)
			}
		}
	}
}

func abs64(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}
