package payment

import (
	"context"
	"errors"
	"time"
)

// Pickup is paid in the shop, in cash or by card, when the shopper collects the order: the
// order stays pending until the shop marks it paid.
type Pickup struct {
	code    string
	timeout time.Duration
}

// Code implements Provider.
func (p *Pickup) Code() string { return p.code }

// Timeout implements Provider: how long the shop holds an uncollected order.
func (p *Pickup) Timeout() time.Duration { return p.timeout }

// Start implements Provider: the browser goes to the order page.
func (p *Pickup) Start(_ context.Context, _ Order, u URLs) (Start, error) {
	if u.Order == "" {
		return Start{}, errors.New("payment: pay on pickup needs the order page URL")
	}
	return Start{Redirect: u.Order}, nil
}
