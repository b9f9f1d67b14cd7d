package i18n

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

func TestMatchHonoursQValues(t *testing.T) {
	for header, want := range map[string]string{
		"ru;q=0.1, lv;q=0.9":       "lv",
		"lv;q=0.1, ru;q=0.9":       "ru",
		"ru-RU,ru;q=0.9,en;q=0.8":  "ru",
		"en-GB":                    "en",
		"de-DE, en;q=0.5":          "en",
		"de":                       "lv",
		"":                         "lv",
		"*":                        "lv",
		"lv;q=0, en;q=0.1":         "en",
		";;;q=x,,":                 "lv",
		strings.Repeat("a-", 1000): "lv",
		"fi":                       "lv", // not one of this shop's languages
	} {
		if got := NewMatcher([]string{"lv", "en", "ru"}).Match(header); got != want {
			t.Errorf("Match(%q) = %q, want %q", header, got, want)
		}
	}
	// A Finnish shop speaks Finnish and English only.
	for header, want := range map[string]string{"fi-FI,fi;q=0.9": "fi", "en-US": "en", "ru": "fi", "lv": "fi", "": "fi"} {
		if got := NewMatcher([]string{"fi", "en"}).Match(header); got != want {
			t.Errorf("Finnish shop: Match(%q) = %q, want %q", header, got, want)
		}
	}
}

func TestCountsUsePluralRules(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "1 product"}, {"en", 0, "0 products"}, {"en", 2, "2 products"},
		{"lv", 1, "1 prece"}, {"lv", 21, "21 prece"}, {"lv", 11, "11 preces"}, {"lv", 0, "0 preces"}, {"lv", 3, "3 preces"},
		{"ru", 1, "1 товар"}, {"ru", 21, "21 товар"}, {"ru", 3, "3 товара"}, {"ru", 24, "24 товара"},
		{"ru", 5, "5 товаров"}, {"ru", 11, "11 товаров"}, {"ru", 0, "0 товаров"}, {"ru", 112, "112 товаров"},
	} {
		if got := N(c.lang, "products_count", c.n); got != c.want {
			t.Errorf("N(%s, %d) = %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

// Every plural key a language has comes with its _other form, the fallback of every rule.
func TestPluralKeysHaveOther(t *testing.T) {
	for _, l := range Languages {
		for k := range Catalogue(l) {
			for _, form := range []string{"_zero", "_one", "_two", "_few", "_many"} {
				if base, ok := strings.CutSuffix(k, form); ok {
					if _, ok := Catalogue(l)[base+"_other"]; !ok {
						t.Errorf("%s: %s has no %s_other", l, k, base)
					}
				}
			}
		}
	}
}

// Texts fit every device: none tells the shopper to click (a phone has no mouse) or to tap (a
// desktop has no touch screen).
func TestTextsSayNeitherClickNorTap(t *testing.T) {
	words := regexp.MustCompile(`(?i)\b(click|tap)\b|klikšķ|pieskar|nospied|нажм|кликн|коснит`)
	for _, l := range Languages {
		for k, v := range Catalogue(l) {
			if words.MatchString(v) {
				t.Errorf("%s %s: %q", l, k, v)
			}
		}
	}
}

// Every language has each of the mails' texts, and a page's cut of a catalogue (JSON with the
// keys its UI names) carries none of them.
func TestMailKeys(t *testing.T) {
	mailKeys := map[string]bool{}
	for _, l := range Languages {
		for k := range Catalogue(l) {
			if strings.HasPrefix(k, "mail_") {
				mailKeys[k] = true
			}
		}
	}
	if len(mailKeys) < 10 {
		t.Fatalf("only %d mail keys", len(mailKeys))
	}
	for _, l := range Languages {
		for k := range mailKeys {
			if _, ok := Catalogue(l)[k]; !ok {
				t.Errorf("%s lacks %s", l, k)
			}
		}
		var cut map[string]string
		if err := json.Unmarshal(JSON(l, []string{"cart", "checkout"}), &cut); err != nil || len(cut) != 2 || cut["cart"] != T(l, "cart") {
			t.Errorf("%s: JSON(cart, checkout) = %v, %v", l, cut, err)
		}
	}
}
