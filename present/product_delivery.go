package present

import (
	"fmt"
	"time"

	"shop/i18n"
	"shop/store"
)

// Delivery is the product page's delivery block: the options and when an order placed now arrives.
type Delivery struct {
	Options  []DeliveryOption `json:"options"`
	Estimate string           `json:"estimate"`
}

// DeliveryOption is one way to get the product (spec: title, time and price texts).
type DeliveryOption struct {
	Type  string `json:"type"` // courier | locker | shop
	Title string `json:"title"`
	Time  string `json:"time"`
	Price string `json:"price"`
}

// MakeDelivery lists the ways to get an in-stock product (pickup in the shop only where
// pickupInShop allows it), priced and written as pricing says, and when an order placed at
// now (the shop's local time) arrives by the fastest way to the door.
func MakeDelivery(methods []store.ShippingMethod, pickupInShop bool, now time.Time, pricing store.Pricing) *Delivery {
	l := pricing.Lang
	d := &Delivery{Options: []DeliveryOption{}}
	var fastest *store.ShippingMethod
	for i, m := range methods {
		if m.Type == "shop" && !pickupInShop {
			continue
		}
		d.Options = append(d.Options, DeliveryOption{Type: m.Type, Title: i18n.T(l, "delivery_"+m.Type),
			Time: deliveryTime(l, m.MinDays, m.MaxDays), Price: deliveryPrice(m, pricing)})
		if m.Type != "shop" && (fastest == nil || m.MaxDays < fastest.MaxDays) {
			fastest = &methods[i]
		}
	}
	if fastest != nil {
		from, to := store.DeliveryWindow(now, fastest.MinDays, fastest.MaxDays)
		d.Estimate = i18n.T(l, "delivery_estimate", "from", DayMonth(l, from), "to", DayMonth(l, to))
		if from.Equal(to) {
			d.Estimate = i18n.T(l, "delivery_estimate_day", "day", DayMonth(l, from))
		}
	}
	return d
}

func deliveryTime(l string, minDays, maxDays int) string {
	switch {
	case maxDays == 0:
		return i18n.T(l, "delivery_today")
	case minDays == maxDays:
		return i18n.N(l, "delivery_days", maxDays)
	}
	return i18n.N(l, "delivery_days_range", maxDays, "min", fmt.Sprint(minDays))
}

// deliveryPrice is a method's price as the product page names it: free, free from a
// threshold, or the price with VAT.
func deliveryPrice(m store.ShippingMethod, p store.Pricing) string {
	l := p.Lang
	switch {
	case m.NetPrice == 0:
		return i18n.T(l, "delivery_free")
	case m.FreeThreshold > 0:
		return i18n.T(l, "delivery_free_from", "price", Money(l, p.Gross(m.NetPrice)), "threshold", Money(l, p.Gross(m.FreeThreshold)))
	}
	return Money(l, p.Gross(m.NetPrice))
}

// CreditSummary is what the credit widget shows before its dialogs load the plans.
type CreditSummary struct {
	MonthlyWithoutInterest string `json:"monthly_without_interest"`
	MonthlyWithInterest    string `json:"monthly_with_interest"`
	MonthsWithoutInterest  int    `json:"months_without_interest"`
	MonthsWithInterest     int    `json:"months_with_interest"`
}

// MakeCreditSummary writes the two credit plans' monthly prices in lang.
func MakeCreditSummary(free, loan store.CreditPlan, lang string) *CreditSummary {
	return &CreditSummary{MonthlyWithoutInterest: Money(lang, free.MonthlyPrice), MonthlyWithInterest: Money(lang, loan.MonthlyPrice),
		MonthsWithoutInterest: free.Months, MonthsWithInterest: loan.Months}
}
