package payment

import (
	"strconv"
	"strings"
)

// OrderOfReference reads the order number back out of an RF creditor reference that
// CreditorReference made ("RF34LV000123" → "LV", 123): the check digits must hold, and the
// body must be letters (the prefix) and then digits (the number). Spaces are allowed, as in a
// reference copied from a bank statement.
func OrderOfReference(reference string) (prefix string, number int64, ok bool) {
	if !ValidCreditorReference(reference) {
		return "", 0, false
	}
	body := compact(reference)[4:]
	i := strings.IndexFunc(body, func(r rune) bool { return r >= '0' && r <= '9' })
	if i < 1 || !letters(body[:i]) || !digits(body[i:]) {
		return "", 0, false
	}
	n, err := strconv.ParseInt(body[i:], 10, 64)
	if err != nil || n < 1 {
		return "", 0, false
	}
	return body[:i], n, true
}
