package handlers

import (
	"context"

	"github.com/labstack/echo/v4"
)

// passwordGate is what one password check is counted under (checkPassword).
type passwordGate struct {
	// Account is the e-mail whose password is checked (emailKey); "" when no account is
	// known before the check (a reset link's new password): then only the address counts.
	Account string
	// Captcha is the form's captcha token and CaptchaAction its form's action; they are
	// checked only when the account has had passwordBeforeCaptcha checks in the window.
	// CaptchaChecked says the handler has checked the token already (a token is good once).
	Captcha        string
	CaptchaAction  string
	CaptchaChecked bool
	// Limited is the message key of the 429 (it may say the minutes).
	Limited string
}

// passwordOutcome is what a password check found.
type passwordOutcome int

const (
	passwordRight     passwordOutcome = iota // the password matched
	passwordWrong                            // it did not: the attempt stays counted
	passwordUnchecked                        // refused before any hash (a bad field): the attempt is given back
)

// checkPassword runs check, a store call that checks (or, for a reset, hashes) a password,
// through the one gate every password check passes, whatever form it comes from:
//
//   - per client address (passwordPerAddress) and per account from that address
//     (passwordPerPair), counted before any hash: past either, a 429 with Retry-After;
//   - per account from anywhere (passwordBeforeCaptcha): past it, each further check needs
//     a captcha token, never a lock, so a stranger's failures cannot refuse the owner's
//     right password from another address (OWASP ASVS 2.2.1);
//   - check gets a context that waits at most hashWait for a hashing slot: a flood is
//     answered 503 with Retry-After, and the attempts it could not check are given back.
//
// A right password clears the account's counts and gives the address its attempt back.
// check's error is returned as it is.
func (s *Server) checkPassword(c echo.Context, g passwordGate, check func(context.Context) (passwordOutcome, error)) error {
	l := s.limits
	addr := addressKey(c.RealIP())
	keys := []limitKey{{l.passwordAddress, addr}}
	if g.Account != "" {
		keys = append(keys, limitKey{l.passwordPair, g.Account + "\x00" + addr})
	}
	if ok, retry := takeAll(keys...); !ok {
		return tooMany(c, retry, g.Limited)
	}
	if g.Account != "" {
		if ok, _ := l.passwordAccount.take(g.Account); ok {
			keys = append(keys, limitKey{l.passwordAccount, g.Account})
		} else if !g.CaptchaChecked {
			if err := s.checkCaptcha(c, g.Captcha, g.CaptchaAction, "gRecaptchaResponse"); err != nil {
				refundAll(keys...)
				return err
			}
		}
	}
	ctx, cancel := withHashWait(c.Request().Context())
	defer cancel()
	outcome, err := check(ctx)
	switch {
	case busy(err):
		refundAll(keys...)
		return busyAnswer(c)
	case outcome == passwordUnchecked:
		refundAll(keys...)
	case outcome == passwordRight:
		l.passwordAddress.refund(addr)
		if g.Account != "" {
			l.passwordPair.clear(g.Account + "\x00" + addr)
			l.passwordAccount.clear(g.Account)
		}
	}
	return err
}
