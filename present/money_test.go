package present

import (
	"testing"
	"time"
)

func TestMoneyIsWrittenAsTheLanguageWritesIt(t *testing.T) {
	for _, c := range []struct {
		lang  string
		cents int64
		want  string
	}{
		{"lv", 129900, "1299,00\u00a0€"}, {"ru", 129900, "1\u00a0299,00\u00a0€"}, {"fi", 129900, "1\u00a0299,00\u00a0€"},
		{"en", 129900, "€1,299.00"}, {"lv", 0, "0,00\u00a0€"}, {"en", 5, "€0.05"},
	} {
		if got := Money(c.lang, c.cents); got != c.want {
			t.Errorf("Money(%s, %d) = %q, want %q", c.lang, c.cents, got, c.want)
		}
	}
}

func TestEurosAreCentsOverAHundred(t *testing.T) {
	for cents, want := range map[int64]float64{0: 0, 1: 0.01, 129999: 1299.99, -599: -5.99} {
		if got := Euros(cents); got != want {
			t.Errorf("Euros(%d) = %v, want %v", cents, got, want)
		}
	}
}

func TestDatesAreWrittenAsTheLanguageWritesThem(t *testing.T) {
	at := time.Date(2026, 3, 5, 15, 4, 0, 0, time.UTC)
	if got := Date("lv", at); got != "05.03.2026" {
		t.Errorf("Date lv = %q", got)
	}
	if got := Date("en", at); got != "05/03/2026" {
		t.Errorf("Date en = %q", got)
	}
	if got := DateTime("lv", at); got != "05.03.2026 15:04" {
		t.Errorf("DateTime lv = %q", got)
	}
}
