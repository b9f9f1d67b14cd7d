package store

import "strings"

// The columns SQLite's schema declares COLLATE NOCASE (users.email, coupons.code,
// coupon_redemptions.email, subscriptions.email) match in any ASCII letter case there, and
// only in the same case in PostgreSQL. The store therefore writes and looks them up in one
// case, folded here, so that a plain `col = ?` keeps SQLite's index and answers the same on
// both. Only A–Z fold, as NOCASE and SQLite's lower() and upper() fold: a migration folded
// the rows written before with those, and a fold of more letters would miss them.

// foldEmail is an e-mail address as users and coupon_redemptions keep it: trimmed, A–Z in
// lower case.
func foldEmail(s string) string { return asciiLower(strings.TrimSpace(s)) }

// foldCouponCode is a coupon code as coupons keep it: trimmed, a–z in upper case (the case
// codes are printed in).
func foldCouponCode(s string) string {
	b := []byte(strings.TrimSpace(s))
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - ('a' - 'A')
		}
	}
	return string(b)
}
