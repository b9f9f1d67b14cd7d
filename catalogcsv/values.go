package catalogcsv

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"shop/store"
)

// maxCents bounds an amount: a price above ten million euros is a typo, and the bound keeps
// every sum of prices far from int64's edge.
const maxCents = 10_000_000_00

// parseMoney reads an amount in euros as cents: "12,50", "12.50", "12", "1 234,5", "1234.50".
// A spreadsheet in a comma-decimal locale writes the comma, others the point; the last of
// either is the decimal separator when one or two digits follow it. Spaces (also the
// no-break ones spreadsheets put between thousands) are ignored. Negative amounts, more
// than two decimals and anything else are errors: a cent is the shop's smallest unit, and
// rounding an owner's price silently would change it.
func parseMoney(s string) (int64, error) {
	s = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
	if s == "" {
		return 0, errors.New("is empty")
	}
	if i := strings.IndexAny(s, ".,"); i >= 0 && strings.Count(s, s[i:i+1]) == 1 && !strings.ContainsAny(s[i+1:], ".,") && len(s)-i-1 == 3 {
		// "1.000" and "12,505": a thousands separator, or three decimals? Neither is guessed.
		return 0, errors.New("is ambiguous: write 1000, 1000.00 or 1000,00")
	}
	whole, frac := s, ""
	if i := strings.LastIndexAny(s, ".,"); i >= 0 && len(s)-i-1 <= 2 && len(s)-i-1 > 0 {
		whole, frac = s[:i], s[i+1:]
	}
	if groups := strings.FieldsFunc(whole, func(r rune) bool { return r == ',' || r == '.' }); len(groups) > 1 || strings.ContainsAny(whole, ",.") {
		// thousands separators: every group after the first has three digits
		for i, g := range groups {
			if i > 0 && len(g) != 3 || len(g) == 0 || len(g) > 3 && i == 0 {
				return 0, errors.New("is not an amount such as 12.50 or 12,50")
			}
		}
		whole = strings.Join(groups, "")
	}
	if whole == "" {
		whole = "0"
	}
	if !digits(whole) || !digits(frac) || len(whole) > 10 {
		return 0, errors.New("is not an amount such as 12.50 or 12,50")
	}
	for len(frac) < 2 {
		frac += "0"
	}
	euros, _ := strconv.ParseInt(whole, 10, 64)
	cents, _ := strconv.ParseInt(frac, 10, 64)
	v := euros*100 + cents
	if v > maxCents {
		return 0, errors.New("is above 10,000,000.00")
	}
	return v, nil
}

func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// formatMoney writes cents as the shop's own file does: "12.50", a point, no thousands.
func formatMoney(cents int64) string {
	return strconv.FormatInt(cents/100, 10) + "." + strconv.FormatInt(cents%100/10, 10) + strconv.FormatInt(cents%10, 10)
}

// maxStock bounds a stock count for the same reason as maxCents.
const maxStock = 1_000_000_000

// parseStock reads a stock count, a whole number from 0; "12,0" and "12.00" as a
// spreadsheet may write a number are whole too.
func parseStock(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".,"); i >= 0 && strings.Trim(s[i+1:], "0") == "" {
		s = s[:i]
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v < 0 {
		return 0, errors.New("is not a whole number from 0")
	}
	if v > maxStock {
		return 0, errors.New("is above 1,000,000,000")
	}
	return v, nil
}

// parseDurability reads the years of a producer's guarantee of durability: a whole number
// from 0 to store.MaxDurabilityYears, an empty cell being 0 (no such guarantee).
func parseDurability(s string) (int64, error) {
	if strings.TrimSpace(s) == "" {
		return 0, nil
	}
	v, err := parseStock(s)
	if err != nil {
		return 0, err
	}
	if v > store.MaxDurabilityYears {
		return 0, fmt.Errorf("is above %d years", store.MaxDurabilityYears)
	}
	return v, nil
}

// parseBool reads yes or no as spreadsheets and Shopify write them.
func parseBool(s string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "yes", "y", "ja", "jā", "да", "kyllä":
		return true, nil
	case "0", "false", "no", "n", "nē", "ne", "нет", "ei":
		return false, nil
	}
	return false, errors.New("is neither 1 nor 0 (true, false, yes, no)")
}

// splitList splits a cell holding several values: labels, picture URLs. Commas, semicolons,
// bars and spaces all separate, whichever the file's own delimiter left free.
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == '|' || unicode.IsSpace(r) })
}
