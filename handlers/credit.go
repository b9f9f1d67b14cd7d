package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// CreditPlan is one offer of GET /api/credit/{productId}/monthly-prices, with the spec's
// itemPrice, monthlyPrice, priceTotal and overpay formatted, and the same in cents.
type CreditPlan struct {
	Months       int        `json:"months"`
	AnnualRate   float64    `json:"annualRate"` // percent
	ItemPrice    string     `json:"itemPrice"`
	MonthlyPrice string     `json:"monthlyPrice"`
	PriceTotal   string     `json:"priceTotal"`
	Overpay      string     `json:"overpay"`
	Cents        PlanAmount `json:"cents"`
}

// PlanAmount is a plan's money in cents.
type PlanAmount struct {
	ItemPrice    int64 `json:"itemPrice"`
	MonthlyPrice int64 `json:"monthlyPrice"`
	PriceTotal   int64 `json:"priceTotal"`
	Overpay      int64 `json:"overpay"`
}

func creditPlan(p store.CreditPlan, l string) CreditPlan {
	m := func(cents int64) string { return present.Money(l, cents) }
	return CreditPlan{Months: p.Months, AnnualRate: float64(p.RateBasis) / 100,
		ItemPrice: m(p.ItemPrice), MonthlyPrice: m(p.MonthlyPrice),
		PriceTotal: m(p.PriceTotal), Overpay: m(p.Overpay),
		Cents: PlanAmount{p.ItemPrice, p.MonthlyPrice, p.PriceTotal, p.Overpay}}
}

// creditPrices answers GET /api/credit/{productId}/monthly-prices: both plans for the
// product's current price with VAT.
func (s *Server) creditPrices(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("productId"), 10, 64)
	if err != nil || id < 1 {
		return apiError(http.StatusNotFound, "error_unknown_product")
	}
	cards, err := s.store.Cards(c.Request().Context(), []int64{id}, lang(c))
	if err != nil {
		return err
	}
	if len(cards) == 0 {
		return apiError(http.StatusNotFound, "error_unknown_product")
	}
	free, loan := store.CreditPlans(cards[0].CurrentGross(s.pricing(c)), s.settings().CreditRateBasisPoints)
	return c.JSON(http.StatusOK, map[string]CreditPlan{"withoutInterest": creditPlan(free, lang(c)), "withInterest": creditPlan(loan, lang(c))})
}
