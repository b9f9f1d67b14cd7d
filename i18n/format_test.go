package i18n

import (
	"encoding/json"
	"os"
	"testing"
	"time"
)

// The server writes money, numbers and days exactly as the browser's Intl does: the fixture's
// strings are Intl's (ui/lib/formats.test.js checks the client against the same file).
func TestFormatsMatchIntl(t *testing.T) {
	raw, err := os.ReadFile("../ui/lib/formats.fixture.json")
	if err != nil {
		t.Fatal(err)
	}
	var fixture struct {
		Cases []struct {
			Lang, Kind, Day, Time, Want string
			Value                       int64
		}
	}
	if err := json.Unmarshal(raw, &fixture); err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, c := range fixture.Cases {
		var got string
		switch c.Kind {
		case "money":
			got = Money(c.Lang, c.Value)
		case "number":
			got = Number(c.Lang, c.Value)
		case "date", "day_month", "date_time":
			day, err := time.Parse(time.DateOnly, c.Day)
			if c.Time != "" {
				day, err = time.Parse(time.RFC3339, c.Time)
			}
			if err != nil {
				t.Fatal(err)
			}
			switch c.Kind {
			case "date":
				got = Date(c.Lang, day)
			case "day_month":
				got = DayMonth(c.Lang, day)
			default:
				got = DateTime(c.Lang, day)
			}
		default:
			t.Fatalf("unknown kind %q", c.Kind)
		}
		if got != c.Want {
			t.Errorf("%s %s %d%s%s: got %q, Intl writes %q", c.Lang, c.Kind, c.Value, c.Day, c.Time, got, c.Want)
		}
		seen[c.Lang+" "+c.Kind]++
	}
	for _, l := range Languages {
		for _, k := range []string{"money", "number", "date", "day_month", "date_time"} {
			if seen[l+" "+k] < 4 {
				t.Errorf("the fixture has %d %s %s cases", seen[l+" "+k], l, k)
			}
		}
	}
}

func TestFormatsDifferPerLanguage(t *testing.T) {
	for lang, want := range map[string]string{
		"lv": "1299,00\u00a0€", "ru": "1\u00a0299,00\u00a0€", "fi": "1\u00a0299,00\u00a0€", "en": "€1,299.00", "de": "€1,299.00",
	} {
		if got := Money(lang, 129900); got != want {
			t.Errorf("Money(%s) = %q, want %q", lang, got, want)
		}
	}
	if got := Money("fi", -5); got != "\u22120,05\u00a0€" {
		t.Errorf("Finnish minus: %q", got)
	}
	if got := Number("ru", -9223372036854775808); got != "-9\u00a0223\u00a0372\u00a0036\u00a0854\u00a0775\u00a0808" {
		t.Errorf("smallest int64: %q", got)
	}
	if Locale("fi") != "fi-FI" || Locale("en") != "en-IE" || Locale("xx") != "en-IE" {
		t.Error("locales")
	}
}
