// Package captcha tells people from bots on the shop's open forms (registration, profile,
// contact, newsletter, back in stock). One interface, Verifier, has two implementations:
// reCAPTCHA v3 (Google checks the token the page got) when a secret is configured, and
// Local for development and tests, which main never turns on silently in production.
package captcha

import (
	"context"
	"errors"
	"strings"
)

// ErrRejected means the token does not prove a person sent the form: missing, forged,
// expired, used before, for another action or site, or scored as a bot.
var ErrRejected = errors.New("captcha rejected")

// Verifier checks the token a form was sent with. action names the form (register, contact,
// newsletter, profile, back_in_stock); remoteIP is the sender's address as the shop sees it.
// ErrRejected is the sender's fault; any other error is the verifier's (the service did not
// answer), and the form is refused too.
type Verifier interface {
	Verify(ctx context.Context, token, action, remoteIP string) error
	// SiteKey is what the page needs to get a token: reCAPTCHA's public site key, or "" for
	// Local, whose tokens the page makes itself (LocalToken).
	SiteKey() string
}

// Local accepts the tokens the page makes without a captcha service: "local:" and the
// form's action. Anything else is refused, so the refusal path is testable: a test sends
// another token (e.g. "local:reject") and sees the form's captcha error.
type Local struct{}

// LocalToken is the token the page sends for action when the shop runs Local.
func LocalToken(action string) string { return "local:" + action }

// Verify accepts exactly LocalToken(action).
func (Local) Verify(_ context.Context, token, action, _ string) error {
	if token == "" || !strings.HasPrefix(token, "local:") || token != LocalToken(action) {
		return ErrRejected
	}
	return nil
}

// SiteKey is empty: the page needs no captcha script.
func (Local) SiteKey() string { return "" }
