package demo

import (
	"regexp"
	"strings"

	"shop/store"
)

// The demo catalogue is written in Latvian, English, Russian and Finnish. The
// Latvian texts are the tables of seed_taxonomy.go, seed_models.go and seed_text.go; every
// other language has a taxonomyTexts (seed_taxonomy_xx.go) and a phrases (seed_text_xx.go)
// of its own, written for that language rather than word for word. A variant writes its
// default language in the rows' own columns and the others as rows of the translations table.

// taxonomyTexts are the taxonomy's texts in one language other than Latvian.
type taxonomyTexts struct {
	categories map[string][2]string // category key (its Latvian slug) → title, short description
	brands     map[string]string    // brand slug → description
	discounts  []string             // titles, in seedDiscounts order
	groups     []string             // property group names, in seedGroups order
	properties map[string]string    // property key → title
	values     map[string]string    // a Latvian option value → this language's
	valueRules []valueRule          // patterns for option values not in values
	services   map[string][2]string // service code → title, description
}

// valueRule rewrites a Latvian option value that holds a number ("līdz 12 dienām").
type valueRule struct {
	re   *regexp.Regexp
	repl string
}

func rule(re, repl string) valueRule { return valueRule{regexp.MustCompile(re), repl} }

var taxonomyIn = map[string]*taxonomyTexts{"en": &enTaxonomy, "ru": &ruTaxonomy, "fi": &fiTaxonomy}

// categoryText is a category's title and short description in lang.
func categoryText(lang string, sc seedCategory) (title, desc string) {
	if lang == "lv" {
		return sc.title, sc.desc
	}
	t := taxonomyIn[lang].categories[sc.key]
	return t[0], t[1]
}

// optionValue is a Latvian option value in lang: words translated, numbers and names kept.
func optionValue(lang, lv string) string {
	if lang == "lv" {
		return lv
	}
	t := taxonomyIn[lang]
	if v, ok := t.values[lv]; ok {
		return v
	}
	for _, r := range t.valueRules {
		if r.re.MatchString(lv) {
			return r.re.ReplaceAllString(lv, r.repl)
		}
	}
	return lv
}

// place fills a text's place names for the variant: the English texts serve both countries.
func (v Variant) place(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	return placeNames[v.Country].Replace(s)
}

var placeNames = map[string]*strings.Replacer{
	"LV": strings.NewReplacer("{country}", "Latvia", "{city}", "Riga", "{language}", "Latvian",
		"{keys}", "Latvian letters are typed with AltGr."),
	"FI": strings.NewReplacer("{country}", "Finland", "{city}", "Helsinki", "{language}", "Finnish",
		"{keys}", "The Finnish layout has keys of their own for å, ä and ö."),
}

// translator writes the translation rows of one seed step.
type translator struct {
	in *store.Inserter
}

// add writes value as entity id's field in lang, unless it is empty or what the row's own
// column says anyway (a missing translation falls back to it).
func (t translator) add(entity string, id int64, lang, field, value, own string) {
	if value == "" || value == own {
		return
	}
	t.in.Add(entity, id, lang, field, value)
}

func brandText(lang string, b seedBrand) string {
	if lang == "lv" {
		return b.desc
	}
	return taxonomyIn[lang].brands[b.slug]
}

func discountText(lang string, i int) string {
	if lang == "lv" {
		return seedDiscounts[i].title
	}
	return taxonomyIn[lang].discounts[i]
}

func groupText(lang string, i int) string {
	if lang == "lv" {
		return seedGroups[i]
	}
	return taxonomyIn[lang].groups[i]
}

func propertyText(lang string, p seedProperty) string {
	if lang == "lv" {
		return p.title
	}
	return taxonomyIn[lang].properties[p.key]
}

// catSlug is the URL slug of the category key names in the variant's default language:
// the Latvian shop's is the key itself, the Finnish shop's comes from the Finnish title.
func (c *catalog) catSlug(key string) string {
	if c.v.Langs.Default == "lv" || c.v.Langs.Default == "" {
		return key
	}
	for _, sc := range seedCategories {
		if sc.key == key {
			title, _ := categoryText(c.v.Langs.Default, sc)
			return slugify(title)
		}
	}
	return key
}

// titleIn is a product's title in lang: its own title but for an unbranded accessory's.
func (c *catalog) titleIn(p *seedProduct, lang string) string {
	m := &seedKinds[p.kind].models[p.model]
	if m.brand != generic {
		return p.title
	}
	return genericTitle(m, p.gen, seedColours[p.colour], lang)
}

// genericTitle is an unbranded accessory's title in lang, in generation gen: what it is, for
// which phone, and its colour, all in the language's words (the Latvian name is the model's
// own).
func genericTitle(m *seedModel, gen int, col seedColour, lang string) string {
	name := m.name
	if lang != "lv" {
		name = genericNames[m.code][lang]
	}
	colour := col.ru
	if lang != "ru" {
		colour = optionValue(lang, col.lv)
		if lang == "lv" {
			colour = lvMasculine[colour] // the nouns are masculine: maciņš, vāciņš, lādētājs, kabelis
		}
	}
	return nameAt(name, gen) + ", " + strings.ToLower(colour)
}

// lvMasculine are the Latvian colour values (feminine, as krāsa is) as a masculine noun
// takes them.
var lvMasculine = map[string]string{
	"Melna": "melns", "Balta": "balts", "Zila": "zils", "Sarkana": "sarkans", "Caurspīdīga": "caurspīdīgs",
	"Zaļa": "zaļš", "Pelēka": "pelēks", "Dzeltena": "dzeltens", "Violeta": "violets", "Rozā": "rozā",
	"Sudraba": "sudraba", "Zelta": "zelta", "Bēša": "bēšs", "Oranža": "oranžs",
}

var genericNames = map[string]map[string]string{
	"TS-FC-IP15P":  {"en": "Flip case for iPhone <15> Pro", "ru": "Чехол-книжка для iPhone <15> Pro", "fi": "iPhone <15> Pro -lompakkokotelo"},
	"TS-SC-A55":    {"en": "Silicone case for Samsung Galaxy A<55>", "ru": "Силиконовый чехол для Samsung Galaxy A<55>", "fi": "Samsung Galaxy A<55> -silikonikuori"},
	"TS-CH-20W":    {"en": "USB-C charger 20W", "ru": "Зарядное устройство USB-C 20 Вт", "fi": "USB-C-laturi 20 W"},
	"TS-GL-IP15P":  {"en": "Screen protector for iPhone <15> Pro 9H", "ru": "Защитное стекло для iPhone <15> Pro 9H", "fi": "iPhone <15> Pro -panssarilasi 9H"},
	"TS-CB-USBC-L": {"en": "USB-C to Lightning cable 1 m", "ru": "Кабель USB-C – Lightning 1 м", "fi": "USB-C–Lightning-kaapeli 1 m"},
}
