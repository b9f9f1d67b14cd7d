package present

import (
	"strconv"
	"strings"
	"time"

	"shop/i18n"
	"shop/store"
)

// Tax is how a cart or an order is taxed (store.Tax), as the checkout's summary, the order
// page and the mails show it: "VAT 25,5 % (Finland)" or "VAT 0 % — reverse charge".
type Tax struct {
	Scheme          string `json:"scheme"`  // domestic, oss or reverse_charge
	Country         string `json:"country"` // the destination's ISO code; "" before one is chosen
	CountryName     string `json:"country_name"`
	RateBasisPoints int64  `json:"rate_basis_points"`
	Rate            string `json:"rate"`  // "25,5 %"
	Label           string `json:"label"` // the summary's line
	// Note is an intra-Community supply's exemption, as the invoice states it; "" otherwise.
	Note string `json:"note"`
	// Changed: taxed otherwise than at the home rate (OSS, reverse charge); the checkout says so.
	Changed bool `json:"changed"`
	// VIES is the check of an intra-Community supply's VAT number, as the order keeps it; nil
	// otherwise (and for a cart).
	VIES *VIESCheck `json:"vies,omitempty"`
}

// VIESCheck is VIES's answer an order keeps: the number, the consultation number and when.
type VIESCheck struct {
	Number    string `json:"number"`
	RequestID string `json:"request_id"`
	CheckedAt string `json:"checked_at"` // RFC 3339, UTC
}

// MakeTax writes t in lang.
func MakeTax(t store.Tax, lang string) Tax {
	out := Tax{Scheme: t.Scheme, Country: t.Country, RateBasisPoints: t.RateBasisPoints, Rate: Percent(lang, t.RateBasisPoints),
		Changed: t.Scheme == store.TaxOSS || t.Scheme == store.TaxReverseCharge}
	if c := t.Check; c != nil {
		out.VIES = &VIESCheck{Number: c.Number, RequestID: c.RequestID, CheckedAt: c.CheckedAt.UTC().Format(time.RFC3339)}
	}
	if t.Country != "" {
		out.CountryName = store.CountryName(t.Country, lang, t.Country)
	}
	switch {
	case t.Scheme == store.TaxReverseCharge:
		out.Label, out.Note = i18n.T(lang, "cart_vat_reverse_charge"), store.ExemptionNote
	case out.CountryName != "":
		out.Label = i18n.T(lang, "cart_vat_rate", "rate", out.Rate, "country", out.CountryName)
	default:
		out.Label = i18n.T(lang, "cart_vat_added") + " " + out.Rate
	}
	return out
}

// Percent writes a rate in basis points as lang writes a percentage: "25,5 %" (lv, ru, fi),
// "25.5 %" (en); whole rates without decimals, "21 %".
func Percent(lang string, bp int64) string {
	s := strconv.FormatInt(bp/100, 10)
	if frac := bp % 100; frac != 0 {
		sep := ","
		if lang == "en" {
			sep = "."
		}
		s += sep + strings.TrimRight(strconv.FormatInt(100+frac, 10)[1:], "0")
	}
	return s + " %"
}
