package payment

import (
	"context"
	"errors"
)

// Pickup is paid in the shop, in cash or by card, when the shopper collects the order: the
// order stays pending until the shop marks it paid, and waits to be collected for a number of
// working days (SHOP_PICKUP_HOLD_DAYS).
type Pickup struct {
	code string
	days int
}

// Code implements Provider.
func (p *Pickup) Code() string { return p.code }

// Hold implements Provider: until the end of the pickup deadline's working day.
func (p *Pickup) Hold() Hold { return Hold{WorkingDays: p.days} }

// Start implements Provider: the browser goes to the order page.
func (p *Pickup) Start(_ context.Context, _ Order, u URLs) (Start, error) {
	if u.Order == "" {
		return Start{}, errors.New("payment: pay on pickup needs the order page URL")
	}
	return Start{Redirect: u.Order}, nil
}
