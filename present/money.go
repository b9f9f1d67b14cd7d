package present

import (
	"time"

	"shop/i18n"
)

// Money writes cents as lang writes euros: "1299,00 €" (lv), "1 299,00 €" (ru, fi),
// "€1,299.00" (en). The digits and separators per language are i18n's (tested there against
// the browser's Intl); every price an answer shows is written here.
func Money(lang string, cents int64) string { return i18n.Money(lang, cents) }

// Euros is cents as a JSON number of euros, for analytics and structured data.
func Euros(cents int64) float64 { return float64(cents) / 100 }

// Date writes t's calendar day in lang: "05.03.2026" (lv, ru, fi), "05/03/2026" (en).
func Date(lang string, t time.Time) string { return i18n.Date(lang, t) }

// DateTime writes t's day and time to the minute in lang: "05.03.2026 15:04" (lv).
func DateTime(lang string, t time.Time) string { return i18n.DateTime(lang, t) }

// DayMonth writes t's day and month in lang, as a delivery day is named: "05.03." (lv, fi),
// "05.03" (ru), "05/03" (en).
func DayMonth(lang string, t time.Time) string { return i18n.DayMonth(lang, t) }
