package store

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// A new password (registration, reset, profile) is 12 to 128 characters and not a common
// one. Length is what protects a password; the upper bound only keeps a hash request
// cheap to refuse. There are no composition rules (NIST SP 800-63B).
const (
	MinPasswordLen = 12
	MaxPasswordLen = 128
)

// Message keys of a refused new password.
const (
	MsgPasswordShort    = "error_password_short"
	MsgPasswordLong     = "error_password_long"
	MsgPasswordCommon   = "error_password_common"
	MsgPasswordMismatch = "error_password_mismatch"
)

// commonPasswordsText is the common-password list, lower-cased, one a line: written by
// tools/common-passwords.mjs from the npm package @zxcvbn-ts/language-common (MIT).
//
//go:embed data/common-passwords.txt
var commonPasswordsText string

var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	words := strings.Split(strings.TrimSpace(commonPasswordsText), "\n")
	set := make(map[string]struct{}, len(words))
	for _, w := range words {
		set[w] = struct{}{}
	}
	return set
})

// CommonPassword reports whether pw is on the common-password list, ignoring case, or is
// a listed word of four or more letters with only digits and symbols around it
// ("Password2024!", "!!dragonfly123"), or one character over and over.
func CommonPassword(pw string) bool {
	lower := strings.ToLower(pw)
	list := commonPasswords()
	if _, ok := list[lower]; ok {
		return true
	}
	core := strings.TrimFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) })
	if utf8.RuneCountInString(core) >= 4 && core != lower {
		if _, ok := list[core]; ok {
			return true
		}
	}
	first, _ := utf8.DecodeRuneInString(pw)
	return strings.Trim(pw, string(first)) == ""
}

// CheckNewPassword records what is wrong with a new password and its confirmation under
// the given field paths ("user.password", "user.password_confirmation").
func CheckNewPassword(fe FieldErrors, field, confirmField, pw, confirmation string) {
	n := utf8.RuneCountInString(pw)
	switch {
	case pw == "":
		fe.Add(field, MsgRequired)
	case !utf8.ValidString(pw):
		fe.Add(field, MsgInvalid)
	case n < MinPasswordLen:
		fe.Add(field, MsgPasswordShort)
	case n > MaxPasswordLen:
		fe.Add(field, MsgPasswordLong)
	case CommonPassword(pw):
		fe.Add(field, MsgPasswordCommon)
	}
	switch {
	case confirmation == "":
		fe.Add(confirmField, MsgRequired)
	case confirmation != pw:
		fe.Add(confirmField, MsgPasswordMismatch)
	}
}
