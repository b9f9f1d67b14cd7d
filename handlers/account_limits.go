package handlers

import (
	"context"
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"shop/store"
)

// The account forms' limits. Each attempt is counted before any password is hashed, so a
// flood over a limit costs a map lookup. Addresses are c.RealIP(): X-Forwarded-For counts
// only from a trusted proxy, so a forged one neither resets nor moves a count.
const (
	// Every password check (sign-in, the profile's password change, account deletion, a
	// reset's new password) passes one gate (password_gate.go) with these limits.
	passwordPerAddress = 20 // checks per client address per window (a right password gives its one back)
	passwordPerPair    = 5  // checks of one account from one address per window (a right password clears them)
	// passwordBeforeCaptcha: checks of one account from anywhere per window before each further
	// one needs a captcha token. Never a lock: a stranger's failures cannot keep the owner out.
	passwordBeforeCaptcha = 5
	passwordWindow        = 15 * time.Minute

	registerPerAddress = 10 // registrations that reach the database per address per hour
	resetPerAddress    = 10 // reset mails asked for per address per hour
	resetPerEmail      = 3  // reset mails asked for per e-mail per hour, registered or not
	accountWindow      = time.Hour

	// An order lookup is limited as a sign-in is: order numbers run in sequence, so the
	// e-mail is the secret, and it is guessed no faster than a password.
	lookupPerAddress  = 20 // lookups per address per window (a hit gives its one back)
	lookupPerEmail    = 5  // lookups per e-mail per window (a hit gives its one back)
	lookupPerEmailDay = 20 // and per day: a patient guesser waits a day after every 20
	lookupWindow      = 15 * time.Minute

	limiterKeys = 100_000 // keys each limiter holds at most (about 10 MB all told)

	// hashWait bounds how long a request waits for a password hashing slot (two at once,
	// store/password.go): a flood gets 503s instead of a queue that grows without end.
	hashWait = 5 * time.Second
)

// accountLimits are the limiters of the account forms and the order lookup.
type accountLimits struct {
	passwordAddress, passwordPair, passwordAccount *limiter
	register, resetAddress, resetEmail             *limiter
	lookupAddress, lookupEmail, lookupEmailDay     *limiter
}

func newAccountLimits(now func() time.Time) *accountLimits {
	return &accountLimits{
		passwordAddress: newLimiter(passwordPerAddress, passwordWindow, limiterKeys, now),
		passwordPair:    newLimiter(passwordPerPair, passwordWindow, limiterKeys, now),
		passwordAccount: newLimiter(passwordBeforeCaptcha, passwordWindow, limiterKeys, now),
		register:        newLimiter(registerPerAddress, accountWindow, limiterKeys, now),
		resetAddress:    newLimiter(resetPerAddress, accountWindow, limiterKeys, now),
		resetEmail:      newLimiter(resetPerEmail, accountWindow, limiterKeys, now),
		lookupAddress:   newLimiter(lookupPerAddress, lookupWindow, limiterKeys, now),
		lookupEmail:     newLimiter(lookupPerEmail, lookupWindow, limiterKeys, now),
		lookupEmailDay:  newLimiter(lookupPerEmailDay, 24*time.Hour, limiterKeys, now),
	}
}

// emailKey is the limiter key of an e-mail: the shop's e-mails are unique ignoring case.
func emailKey(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// tooMany is a 429 with a translated message (key, which may say the minutes) and
// Retry-After in whole seconds.
func tooMany(c echo.Context, retry time.Duration, key string) error {
	minutes := max(1, int(math.Ceil(retry.Minutes())))
	c.Response().Header().Set("Retry-After", strconv.Itoa(max(1, int(math.Ceil(retry.Seconds())))))
	return &keyedError{Status: http.StatusTooManyRequests, Key: key, Args: []string{"minutes", strconv.Itoa(minutes)}}
}

// withHashWait is ctx bounded by hashWait, for a call that hashes a password.
func withHashWait(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, hashWait)
}

// busy reports whether err means the shop had no time to hash a password (its wait for a
// slot ran out, or the client left); such a request is answered 503 with Retry-After,
// never 500.
func busy(err error) bool {
	return errors.Is(err, store.ErrBusy) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)
}

// busyAnswer is a 503 with Retry-After: the shop had no time to hash a password.
func busyAnswer(c echo.Context) error {
	c.Response().Header().Set("Retry-After", "5")
	return apiError(http.StatusServiceUnavailable, "error_busy")
}
