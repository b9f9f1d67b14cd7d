package payment

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The test card numbers, the same as Stripe's test mode uses, so a demo reads like the real thing.
const (
	TestCardPaid     = "4242424242424242"
	TestCardDeclined = "4000000000000002"
)

// ErrInvalidCard is a card number that fails the form or the Luhn check: a typing mistake the
// test card page shows at the field (422), not a declined payment.
var ErrInvalidCard = errors.New("payment: invalid card number")

// TestCard is the local stand-in for a card processor, for demos and browser tests: the shop's
// own page asks for a card number and TestCardResult decides. Only on when configured.
type TestCard struct {
	code    string
	timeout time.Duration
}

// Code implements Provider.
func (t *TestCard) Code() string { return t.code }

// Hold implements Provider: the card's timeout (SHOP_PAYMENT_TIMEOUT).
func (t *TestCard) Hold() Hold { return Hold{Window: t.timeout} }

// Start implements Provider: the browser goes to the shop's test card page.
func (t *TestCard) Start(_ context.Context, _ Order, u URLs) (Start, error) {
	if u.Pay == "" {
		return Start{}, errors.New("payment: the test card needs the test payment page URL")
	}
	return Start{Redirect: u.Pay}, nil
}

// PayByTestCard is the test card page's answer for an order paid with method code: ErrUnknownMethod
// unless the test card serves that code in this configuration, so the page can never mark an
// order paid in a shop that takes real card payments; else TestCardResult.
func (p *Payments) PayByTestCard(code, number string) (paid bool, err error) {
	if _, ok := p.providers[code].(*TestCard); !ok {
		return false, fmt.Errorf("%w: the test card does not serve %q", ErrUnknownMethod, code)
	}
	return TestCardResult(number)
}

// TestCardResult is the test card processor's answer for a card number (spaces and dashes
// allowed): TestCardPaid is paid, any other valid number is declined (TestCardDeclined is the
// documented one), so a real card typed into a demo is never "charged" even in appearance.
// A number that is not 12–19 digits or fails the Luhn check is ErrInvalidCard.
func TestCardResult(number string) (paid bool, err error) {
	n := strings.NewReplacer(" ", "", "-", "").Replace(number)
	if len(n) < 12 || len(n) > 19 || !digits(n) || !luhn(n) {
		return false, ErrInvalidCard
	}
	return n == TestCardPaid, nil
}

// luhn checks the Luhn (mod 10) check digit that every card number ends with.
func luhn(n string) bool {
	sum := 0
	for i := range len(n) {
		d := int(n[len(n)-1-i] - '0')
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// TestCard reports whether the test card serves method code in this configuration: the order
// page then offers its card form, and the test card call answers.
func (p *Payments) TestCard(code string) bool {
	_, ok := p.providers[code].(*TestCard)
	return ok
}
