package settings

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A setting is one row of the settings table: its key and its value as text, so that an owner
// can read and change it with plain SQL. Lists are comma-separated ("Visa, Mastercard"),
// numbers are whole numbers, and the opening hours are one row per line of them.
type field struct {
	key string
	get func(s *Shop) string
	// set parses v into s; it returns why v is refused, or "".
	set func(s *Shop, v string) string
}

// fields are every setting, in the order Keys lists them.
var fields = []field{
	{"languages", func(s *Shop) string { return joinList(s.Languages) }, setLanguages},
	{"time_zone", func(s *Shop) string { return s.TimeZone }, setTimeZone},
	number("vat_basis_points", func(s *Shop) *int64 { return &s.VATBasisPoints }, 0, 10000),
	{"vat_rates", func(s *Shop) string { return joinRates(s.VATRates) }, setRates},
	boolean("oss_enabled", func(s *Shop) *bool { return &s.OSSEnabled }),
	number("credit_rate_basis_points", func(s *Shop) *int64 { return &s.CreditRateBasisPoints }, 0, 10000),
	number("min_order_net", func(s *Shop) *int64 { return &s.MinOrderNet }, 0, 1<<40),
	boolean("review_approval", func(s *Shop) *bool { return &s.ReviewApproval }),
	boolean("coupons_enabled", func(s *Shop) *bool { return &s.CouponsEnabled }),
	number("low_stock_threshold", func(s *Shop) *int64 { return &s.LowStockThreshold }, 0, 1_000_000),
	list("payment_brands", func(s *Shop) *[]string { return &s.PaymentBrands }),
	list("delivery_brands", func(s *Shop) *[]string { return &s.DeliveryBrands }),
	text("company_name", func(s *Shop) *string { return &s.Company.Name }, true),
	text("company_reg_number", func(s *Shop) *string { return &s.Company.RegNumber }, false),
	text("company_vat_number", func(s *Shop) *string { return &s.Company.VATNumber }, false),
	text("company_legal_address", func(s *Shop) *string { return &s.Company.LegalAddress }, false),
	{"company_email", func(s *Shop) string { return s.Company.Email }, setEmail},
	text("company_phone", func(s *Shop) *string { return &s.Company.Phone }, false),
	text("company_phone_2", func(s *Shop) *string { return &s.Company.Phone2 }, false),
	text("company_shop_address", func(s *Shop) *string { return &s.Company.ShopAddress }, false),
	hours("mon_fri"), hours("sat"), hours("sun"),
	text("company_image", func(s *Shop) *string { return &s.Company.Image }, false),
	{"company_country", func(s *Shop) string { return s.Company.Country }, setCountry},
	text("company_city", func(s *Shop) *string { return &s.Company.City }, false),
	text("company_zip", func(s *Shop) *string { return &s.Company.Zip }, false),
	text("company_street", func(s *Shop) *string { return &s.Company.Street }, false),
}

// Keys are the settings' keys, as the settings table names them.
func Keys() []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = f.key
	}
	return out
}

// Known reports whether key is one of the settings (the table also keeps facts about the data
// folder, such as content_lang, which are not).
func Known(key string) bool { return slices.Contains(Keys(), key) }

// Values are s as the settings table keeps it: key → value.
func Values(s Shop) map[string]string {
	out := make(map[string]string, len(fields))
	for _, f := range fields {
		out[f.key] = f.get(&s)
	}
	return out
}

// Errors are the settings refused, by key, each with why: what the back office shows beside
// each field.
type Errors map[string]string

func (e Errors) Error() string {
	parts := make([]string, 0, len(e))
	for _, k := range slices.Sorted(maps.Keys(e)) {
		parts = append(parts, k+": "+e[k])
	}
	return "settings: " + strings.Join(parts, "; ")
}

// Parse reads the settings from the table's values (key → value), which must have every key;
// other keys are ignored. A value it refuses is in the Errors it returns.
func Parse(values map[string]string) (Shop, error) {
	var s Shop
	errs := Errors{}
	for _, f := range fields {
		v, ok := values[f.key]
		if !ok {
			errs[f.key] = "missing"
			continue
		}
		if why := f.set(&s, v); why != "" {
			errs[f.key] = why
		}
	}
	if len(errs) > 0 {
		return Shop{}, errs
	}
	return s, nil
}

func number(key string, p func(s *Shop) *int64, lo, hi int64) field {
	return field{key, func(s *Shop) string { return strconv.FormatInt(*p(s), 10) }, func(s *Shop, v string) string {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil || n < lo || n > hi {
			return fmt.Sprintf("want a whole number from %d to %d", lo, hi)
		}
		*p(s) = n
		return ""
	}}
}

// boolean is a switch, kept as 1 or 0 (as SQL writes one).
func boolean(key string, p func(s *Shop) *bool) field {
	return field{key, func(s *Shop) string {
		if *p(s) {
			return "1"
		}
		return "0"
	}, func(s *Shop, v string) string {
		switch strings.TrimSpace(v) {
		case "1":
			*p(s) = true
		case "0":
			*p(s) = false
		default:
			return "want 1 (on) or 0 (off)"
		}
		return ""
	}}
}

func list(key string, p func(s *Shop) *[]string) field {
	return field{key, func(s *Shop) string { return joinList(*p(s)) }, func(s *Shop, v string) string {
		*p(s) = splitList(v)
		return ""
	}}
}

func text(key string, p func(s *Shop) *string, required bool) field {
	return field{key, func(s *Shop) string { return *p(s) }, func(s *Shop, v string) string {
		v = strings.TrimSpace(v)
		if required && v == "" {
			return "required"
		}
		*p(s) = v
		return ""
	}}
}

// hours is the line of the opening hours for days: a time such as 10:00–19:00, "" for closed.
func hours(days string) field {
	key := "company_hours_" + days
	at := slices.Index(openingDays, days)
	return field{key, func(s *Shop) string {
		for _, h := range s.Company.OpeningHours {
			if h.Days == days {
				return h.Time
			}
		}
		return ""
	}, func(s *Shop, v string) string {
		if len(s.Company.OpeningHours) != len(openingDays) {
			s.Company.OpeningHours = make([]OpeningHours, len(openingDays))
			for i, d := range openingDays {
				s.Company.OpeningHours[i].Days = d
			}
		}
		s.Company.OpeningHours[at].Time = strings.TrimSpace(v)
		return ""
	}}
}

// setLanguages takes two-letter lowercase codes, as the URLs' language prefix has them.
func setLanguages(s *Shop, v string) string {
	langs := splitList(v)
	if len(langs) == 0 {
		return "want at least one language"
	}
	for i, l := range langs {
		if len(l) != 2 || !isLower(l[0]) || !isLower(l[1]) || slices.Contains(langs[:i], l) {
			return fmt.Sprintf("%q is not a two-letter language code of its own", l)
		}
	}
	s.Languages = langs
	return ""
}

func setTimeZone(s *Shop, v string) string {
	v = strings.TrimSpace(v)
	loc, err := time.LoadLocation(v)
	if err != nil || v == "" {
		return "want a time zone such as Europe/Riga"
	}
	s.TimeZone, s.Location = v, loc
	return ""
}

// setEmail checks only the shape: the store's stricter check runs where mail is sent.
func setEmail(s *Shop, v string) string {
	v = strings.TrimSpace(v)
	if at := strings.LastIndex(v, "@"); at < 1 || at == len(v)-1 || strings.ContainsAny(v, " ,;<>") {
		return "want an e-mail address"
	}
	s.Company.Email = v
	return ""
}

func setCountry(s *Shop, v string) string {
	v = strings.TrimSpace(v)
	if len(v) != 2 || v != strings.ToUpper(v) || strings.ToLower(v) == v {
		return "want a two-letter country code such as LV"
	}
	s.Company.Country = v
	return ""
}

// setRates reads "LV:2100, FI:2550": each member state's code and its rate in basis points,
// each country once.
func setRates(s *Shop, v string) string {
	rates := map[string]int64{}
	for _, item := range splitList(v) {
		code, bp, ok := strings.Cut(item, ":")
		code = strings.TrimSpace(code)
		n, err := strconv.ParseInt(strings.TrimSpace(bp), 10, 64)
		if !ok || err != nil || n < 0 || n > 10000 || len(code) != 2 || !isUpper(code[0]) || !isUpper(code[1]) {
			return fmt.Sprintf("%q: want a country code and a rate in basis points, such as FI:2550", item)
		}
		if _, twice := rates[code]; twice {
			return fmt.Sprintf("%s is listed twice", code)
		}
		rates[code] = n
	}
	s.VATRates = rates
	return ""
}

// joinRates writes rates as setRates reads them, by country code.
func joinRates(rates map[string]int64) string {
	items := make([]string, 0, len(rates))
	for _, code := range slices.Sorted(maps.Keys(rates)) {
		items = append(items, code+":"+strconv.FormatInt(rates[code], 10))
	}
	return joinList(items)
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

func isLower(b byte) bool { return b >= 'a' && b <= 'z' }

func joinList(l []string) string { return strings.Join(l, ", ") }

// splitList reads a comma-separated list, dropping empty items and the spaces around each.
func splitList(v string) []string {
	out := []string{}
	for _, item := range strings.Split(v, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
