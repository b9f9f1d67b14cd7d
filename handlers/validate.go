package handlers

import (
	"net/mail"
	"strings"
	"unicode/utf8"
)

// maxEmailLen is the longest address SMTP allows (RFC 5321).
const maxEmailLen = 254

// validEmail accepts a plain address (no display name) with a dot in the domain.
func validEmail(s string) bool {
	if s == "" || utf8.RuneCountInString(s) > maxEmailLen || strings.ContainsAny(s, " <>") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && strings.Contains(s[at+1:], ".") && !strings.HasSuffix(s, ".")
}
