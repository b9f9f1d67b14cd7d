package i18n

import (
	"strconv"
	"strings"
	"time"
)

// Formats per language: money, whole numbers and dates are written the way the page's
// language writes them, character for character as the browser's Intl.NumberFormat and
// Intl.DateTimeFormat write them for Locale(lang) (the UI formats with Intl, the server with
// these; ui/lib/formats.fixture.json holds the cases both are tested against). English is
// written the Irish way, a European English: "€1,299.00", "24/11/2026".

// Locale is the BCP 47 locale whose conventions lang's pages follow.
func Locale(lang string) string {
	if f, ok := formats[lang]; ok {
		return f.locale
	}
	return formats["en"].locale
}

// numberForm is how a language writes numbers and euros (CLDR's number symbols and patterns).
type numberForm struct {
	locale      string
	group       string // between groups of three digits
	decimal     string
	minus       string
	minGrouping int    // digits the integer part needs before it is grouped (CLDR minimumGroupingDigits + 3)
	euroBefore  bool   // "€1.00" rather than "1,00 €"
	euroSep     string // between the amount and the sign when it follows
	date        string // time.Format layout of a day: two-digit day and month, the year
	dayMonth    string // and of a day without its year
	dateTime    string // and of a day and its time, to the minute
}

const (
	nbsp  = "\u00a0"
	minus = "\u2212" // the minus sign Finnish writes, not the hyphen
)

var formats = map[string]numberForm{
	"lv": {locale: "lv-LV", group: nbsp, decimal: ",", minus: "-", minGrouping: 5, euroSep: nbsp, date: "02.01.2006", dayMonth: "02.01.", dateTime: "02.01.2006 15:04"},
	"ru": {locale: "ru-RU", group: nbsp, decimal: ",", minus: "-", minGrouping: 4, euroSep: nbsp, date: "02.01.2006", dayMonth: "02.01", dateTime: "02.01.2006, 15:04"},
	"fi": {locale: "fi-FI", group: nbsp, decimal: ",", minus: minus, minGrouping: 4, euroSep: nbsp, date: "02.01.2006", dayMonth: "02.01.", dateTime: "02.01.2006 klo 15.04"},
	"en": {locale: "en-IE", group: ",", decimal: ".", minus: "-", minGrouping: 4, euroBefore: true, date: "02/01/2006", dayMonth: "02/01", dateTime: "02/01/2006, 15:04"},
}

func formOf(lang string) numberForm {
	if f, ok := formats[lang]; ok {
		return f
	}
	return formats["en"]
}

// grouped writes the digits of n with lang's group separator.
func (f numberForm) grouped(n uint64) string {
	digits := strconv.FormatUint(n, 10)
	if len(digits) < f.minGrouping {
		return digits
	}
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(f.group)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Money writes cents as euros with two decimals in lang: "1299,00 €" (lv), "1 299,00 €" (ru,
// fi, with no-break spaces), "€1,299.00" (en). Intl.NumberFormat(Locale(lang),
// {style: 'currency', currency: 'EUR'}) writes the same.
func Money(lang string, cents int64) string {
	f := formOf(lang)
	sign := ""
	if cents < 0 {
		sign, cents = f.minus, -cents
	}
	amount := f.grouped(uint64(cents/100)) + f.decimal + strconv.FormatInt(cents%100/10, 10) + strconv.FormatInt(cents%10, 10)
	if f.euroBefore {
		return sign + "€" + amount
	}
	return sign + amount + f.euroSep + "€"
}

// Number writes a whole number in lang, as Intl.NumberFormat(Locale(lang)) does.
func Number(lang string, n int64) string {
	f := formOf(lang)
	if n < 0 {
		return f.minus + f.grouped(uint64(-(n+1))+1) // -(n+1): the smallest int64 has no positive
	}
	return f.grouped(uint64(n))
}

// Date writes t's calendar day (in t's location) in lang with a two-digit day and month:
// "05.03.2026" (lv, ru, fi), "05/03/2026" (en), as Intl.DateTimeFormat(Locale(lang),
// {day: '2-digit', month: '2-digit', year: 'numeric'}) does.
func Date(lang string, t time.Time) string {
	return t.Format(formOf(lang).date)
}

// DayMonth writes t's day and month in lang, as a delivery day is named: "05.03." (lv, fi),
// "05.03" (ru), "05/03" (en), as Intl.DateTimeFormat(Locale(lang), {day: '2-digit', month:
// '2-digit'}) does.
func DayMonth(lang string, t time.Time) string {
	return t.Format(formOf(lang).dayMonth)
}

// DateTime writes t's day and time to the minute (in t's location) in lang: "05.03.2026 15:04"
// (lv), "05.03.2026, 15:04" (ru), "05.03.2026 klo 15.04" (fi), "05/03/2026, 15:04" (en), as
// Intl.DateTimeFormat(Locale(lang), {day: '2-digit', month: '2-digit', year: 'numeric',
// hour: '2-digit', minute: '2-digit'}) does.
func DateTime(lang string, t time.Time) string {
	return t.Format(formOf(lang).dateTime)
}
