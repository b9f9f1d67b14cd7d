package handlers

import "time"

// The limits of the writes that cost storage or a mail to a stranger, per client address
// (c.RealIP(): X-Forwarded-For only from a trusted proxy; IPv6 per /64), counted in memory
// as the account forms' are (ratelimit.go). Each is counted once the request's fields are
// right and before any work; a form refused afterwards (its captcha, a product that is not
// there) gives its attempt back. The numbers leave room for many shoppers behind one address
// (an office, a mobile carrier's NAT) and stop a script within its first second.
const (
	newCartsPerAddress    = 100 // new carts (a session without a cart getting one) per address per window
	contactPerAddress     = 10  // contact messages per address per window
	newsletterPerAddress  = 10  // newsletter sign-ups per address per window
	backInStockPerAddress = 30  // back-in-stock sign-ups per address per window
	withdrawalPerAddress  = 10  // withdrawal statements kept per address per window (each mails twice)
	writeWindow           = time.Hour
)

// writeLimits are the limiters of the writes that cost storage.
type writeLimits struct {
	newCart, contact, newsletter, backInStock, withdrawal *limiter
}

func newWriteLimits(now func() time.Time) *writeLimits {
	return &writeLimits{
		newCart:     newLimiter(newCartsPerAddress, writeWindow, limiterKeys, now),
		contact:     newLimiter(contactPerAddress, writeWindow, limiterKeys, now),
		newsletter:  newLimiter(newsletterPerAddress, writeWindow, limiterKeys, now),
		backInStock: newLimiter(backInStockPerAddress, writeWindow, limiterKeys, now),
		withdrawal:  newLimiter(withdrawalPerAddress, writeWindow, limiterKeys, now),
	}
}
