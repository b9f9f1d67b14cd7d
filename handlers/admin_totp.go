package handlers

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"image/png"
	"net/http"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"shop/store"
)

// The back office's second factor is TOTP (RFC 6238) as every authenticator app speaks it:
// SHA-1, six digits, 30-second steps. A code of the step before or after now is taken too
// (a phone's clock a little off, a code typed as it turned), and each step's code once.
const (
	totpPeriod = 30
	totpSkew   = 1
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// totpStep is the time step whose code code is, among now's and its totpSkew neighbours, or
// false when it is none of theirs (or not six digits). Every candidate is compared, in
// constant time, so the answer's time says nothing of which came close.
func totpStep(secret, code string, now time.Time) (int64, bool) {
	code = strings.TrimSpace(code)
	if len(code) != 6 || strings.Trim(code, "0123456789") != "" {
		return 0, false
	}
	at := now.Unix() / totpPeriod
	found := int64(-1)
	for step := at - totpSkew; step <= at+totpSkew; step++ {
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*totpPeriod, 0), totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			found = step
		}
	}
	return found, found >= 0
}

// newTOTPKey makes a member's new secret, its otpauth:// URL (what the app's QR code holds,
// named after the shop and the member's e-mail) and the QR code as a PNG data URL, drawn
// here by the pure-Go encoder pquerna/otp comes with, so no picture of a secret leaves the shop.
func (s *Server) newTOTPKey(email string) (secret, url, qr string, err error) {
	issuer := s.store.Settings().Company.Name
	if issuer == "" {
		issuer = "Shop"
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: issuer, AccountName: email, Period: totpPeriod,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return "", "", "", err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return "", "", "", err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return "", "", "", err
	}
	return key.Secret(), key.URL(), "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}

// checkTOTP checks a signing-in member's code: right (and not taken before) or not. A
// sealed secret this data folder's key cannot open (its sessions file was replaced) is
// logged and refused like a wrong code; `shop admin totp-off` turns the factor off.
func (s *Server) checkTOTP(ctx context.Context, m *store.Staff, code string) (bool, error) {
	sealed, _, _, err := s.store.StaffTOTP(ctx, m.ID)
	if err != nil {
		return false, err
	}
	secret, err := s.sessions.Open(sealed)
	if errors.Is(err, store.ErrUnsealable) {
		s.log.ErrorContext(ctx, "a member's TOTP secret does not open with this data folder's key; `shop admin totp-off` turns their second factor off",
			"staff", m.Email)
		return false, nil
	}
	step, ok := totpStep(secret, code, s.now())
	if !ok {
		return false, nil
	}
	return s.store.TakeStaffTOTPStep(ctx, m.ID, step)
}

// totpNeeded is the sign-in's answer to a right password of a member with the second factor
// on and no code: the form asks for the code.
var totpNeeded = &keyedError{Status: http.StatusUnprocessableEntity, Key: "error_admin_totp_needed",
	Fields: store.FieldErrors{"code": {"error_admin_totp_needed"}}}

var totpWrong = &keyedError{Status: http.StatusUnprocessableEntity, Key: "error_validation",
	Fields: store.FieldErrors{"code": {"error_admin_totp_wrong"}}}
