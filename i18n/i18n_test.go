package i18n

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"
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
	words := regexp.MustCompile(`(?i)\b(click|tap)\b|klikšķ|pieskar|nospied|нажм|кликн|коснит|napsaut|napauta|napautu|klikka|\bpaina|\bpainal|kosketa`)
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
		if err := json.Unmarshal(JSON(l, "LV", []string{"cart", "checkout"}), &cut); err != nil || len(cut) != 2 || cut["cart"] != T(l, "cart") {
			t.Errorf("%s: JSON(cart, checkout) = %v, %v", l, cut, err)
		}
	}
}

// A text naming a country's places ships as the shop's country says it: a Finnish shop's pages
// get the "_fi" twin's text under the key itself, a Latvian shop's the key's own, and no page
// gets the twin's key.
func TestJSONPicksTheCountrysTwin(t *testing.T) {
	for _, l := range Languages {
		for country, want := range map[string]string{"LV": T(l, "footer_about_text"), "FI": T(l, "footer_about_text_fi")} {
			for _, keys := range [][]string{{"footer_about_text", "footer_about_text_fi"}, nil} {
				var got map[string]string
				if err := json.Unmarshal(JSON(l, country, keys), &got); err != nil {
					t.Fatal(err)
				}
				if _, twin := got["footer_about_text_fi"]; got["footer_about_text"] != want || twin {
					t.Errorf("%s %s (keys %v): footer_about_text %q (twin shipped: %v), want %q", l, country, keys, got["footer_about_text"], twin, want)
				}
			}
		}
		var all map[string]string
		json.Unmarshal(JSON(l, "LV", nil), &all)
		if all["language_en"] == "" || all["language_lv"] == "" {
			t.Errorf("%s: keys ending like a language's are no twins: %v %v", l, all["language_en"], all["language_lv"])
		}
	}
}

// Every key exists in every language. Plural keys count by their base: a language has the
// forms its plural rules need (Latvian has _zero, Finnish only _one and _other).
func TestEveryKeyInEveryLanguage(t *testing.T) {
	base := func(k string) string {
		for _, form := range []string{"_zero", "_one", "_two", "_few", "_many", "_other"} {
			if b, ok := strings.CutSuffix(k, form); ok {
				return b
			}
		}
		return k
	}
	bases := map[string]map[string]bool{}
	for _, l := range Languages {
		bases[l] = map[string]bool{}
		for k := range Catalogue(l) {
			bases[l][base(k)] = true
		}
	}
	for _, l := range Languages {
		for _, other := range Languages {
			for k := range bases[other] {
				if !bases[l][k] {
					t.Errorf("%s has %s, %s lacks it", other, k, l)
				}
			}
		}
	}
	// Finnish counts with one and other: each counted key has both.
	for k, v := range Catalogue("en") {
		if b, ok := strings.CutSuffix(k, "_other"); ok && strings.Contains(v, "{count}") {
			for _, form := range []string{"_one", "_other"} {
				if _, ok := Catalogue("fi")[b+form]; !ok {
					t.Errorf("fi lacks %s%s", b, form)
				}
			}
		}
	}
}

// The Finnish catalogue is Finnish: a text identical to the English one is a forgotten
// translation, except for the few that are the same in both.
func TestFinnishIsTranslated(t *testing.T) {
	same := map[string]bool{
		"shop_name":           true, // the brand
		"gallery_position":    true, // "{n}/{total}"
		"profile_invoice_pdf": true, // "PDF"
	}
	fi := Catalogue("fi")
	for k, en := range Catalogue("en") {
		if fi[k] == en && !same[k] {
			t.Errorf("fi %s is still English: %q", k, en)
		}
	}
	if got := N("fi", "products_count", 1); got != "1 tuote" {
		t.Errorf("N(fi, 1) = %q", got)
	}
	if got := N("fi", "products_count", 21); got != "21 tuotetta" {
		t.Errorf("N(fi, 21) = %q", got)
	}
}

// Translations keep the placeholders of the English text: a lost {count} shows no number.
func TestPlaceholdersMatchEnglish(t *testing.T) {
	ph := regexp.MustCompile(`\{[a-z_]+\}`)
	set := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, p := range ph.FindAllString(s, -1) {
			m[p] = true
		}
		return m
	}
	for k, en := range Catalogue("en") {
		want := set(en)
		got := set(Catalogue("fi")[k])
		for p := range want {
			if !got[p] {
				t.Errorf("fi %s lacks %s", k, p)
			}
		}
		for p := range got {
			if !want[p] {
				t.Errorf("fi %s has an unknown %s", k, p)
			}
		}
	}
}

// A day written with a full stop ends the sentence with it: the delivery promise read
// "… būs 26.11.–01.12.." on every Latvian and Finnish product page.
func TestADayEndsTheSentenceOnce(t *testing.T) {
	from, to := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for _, lang := range []string{"lv", "fi", "ru", "en"} {
		for _, s := range []string{
			T(lang, "delivery_estimate", "from", DayMonth(lang, from), "to", DayMonth(lang, to)),
			T(lang, "delivery_estimate_day", "day", DayMonth(lang, to)),
		} {
			if strings.Contains(s, "..") || !strings.HasSuffix(s, ".") {
				t.Errorf("%s: %q", lang, s)
			}
		}
	}
	if got := T("lv", "delivery_estimate_day", "day", "01.12."); got != "Pasūtiet tagad, un piegāde būs 01.12." {
		t.Errorf("got %q", got)
	}
	// a value without a full stop keeps the text's own
	if got := T("en", "delivery_estimate_day", "day", "01/12"); got != "Order now and it arrives on 01/12." {
		t.Errorf("got %q", got)
	}
}

// The order button says that ordering means paying, in every language: the EU court (C-249/21,
// on Art. 8(2) of the Consumer Rights Directive) holds that a button whose words do not say so
// binds the shopper to nothing. The words are the ones the issue of late 2026 names.
func TestOrderButtonSaysOrderingMeansPaying(t *testing.T) {
	want := map[string]string{"lv": "Pasūtīt un maksāt", "en": "Order and pay", "ru": "Заказать и оплатить", "fi": "Tilaa ja maksa"}
	for lang, words := range want {
		if got := T(lang, "checkout_place_order"); got != words {
			t.Errorf("%s: the order button says %q, want %q", lang, got, words)
		}
		if got := T(lang, "checkout_pay", "total", "10,00 €"); !strings.HasPrefix(got, words+": ") {
			t.Errorf("%s: the payment step's button says %q, want it to start with %q", lang, got, words)
		}
	}
}
