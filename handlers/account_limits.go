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

	"shop/i18n"
	"shop/store"
)

// The account forms' limits. Each attempt is counted before any password is hashed, so a
// flood over a limit costs a map lookup. Addresses are c.RealIP(): X-Forwarded-For counts
// only from a trusted proxy, so a forged one neither resets nor moves a count.
const (
	signInPerAccount   = 5  // sign-in attempts per e-mail per window (a right password clears them)
	signInPerAddress   = 20 // sign-in attempts per client address per window (a right password gives its one back)
	signInWindow       = 15 * time.Minute
	registerPerAddress = 10 // registrations that reach the database per address per hour
	resetPerAddress    = 10 // reset mails asked for per address per hour
	resetPerEmail      = 3  // reset mails asked for per e-mail per hour, registered or not
	accountWindow      = time.Hour
	limiterKeys        = 100_000 // keys each limiter holds at most (about 10 MB all told)

	// hashWait bounds how long a request waits for a password hashing slot (two at once,
	// store/password.go): a flood gets 503s instead of a queue that grows without end.
	hashWait = 5 * time.Second
)

// accountLimits are the limiters of the account forms.
type accountLimits struct {
	signInAccount, signInAddress, register, resetAddress, resetEmail *limiter
}

func newAccountLimits(now func() time.Time) *accountLimits {
	return &accountLimits{
		signInAccount: newLimiter(signInPerAccount, signInWindow, limiterKeys, now),
		signInAddress: newLimiter(signInPerAddress, signInWindow, limiterKeys, now),
		register:      newLimiter(registerPerAddress, accountWindow, limiterKeys, now),
		resetAddress:  newLimiter(resetPerAddress, accountWindow, limiterKeys, now),
		resetEmail:    newLimiter(resetPerEmail, accountWindow, limiterKeys, now),
	}
}

// emailKey is the limiter key of an e-mail: the shop's e-mails are unique ignoring case.
func emailKey(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// tooMany answers 429 with a translated message and Retry-After in whole seconds.
func tooMany(c echo.Context, retry time.Duration, key string) error {
	minutes := int(math.Ceil(retry.Minutes()))
	c.Response().Header().Set("Retry-After", strconv.Itoa(max(1, int(math.Ceil(retry.Seconds())))))
	return c.JSON(http.StatusTooManyRequests, map[string]any{
		"message": i18n.T(lang(c), key, "minutes", strconv.Itoa(max(1, minutes))),
	})
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

func busyAnswer(c echo.Context) error {
	c.Response().Header().Set("Retry-After", "5")
	return c.JSON(http.StatusServiceUnavailable, map[string]any{"message": i18n.T(lang(c), "error_busy")})
}
