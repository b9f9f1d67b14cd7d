package demo

import (
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"
)

// highlight phrases name a product's strongest properties in a Latvian sentence (accusative).
var highlights = []struct{ key, format string }{
	{"size", "%s ekrānu"},
	{"cam", "%s galveno kameru"},
	{"cpu", "%s procesoru"},
	{"bat", "%s akumulatoru"},
	{"hz", "%s atsvaidzes frekvenci"},
	{"anc", "aktīvo trokšņu slāpēšanu"},
	{"life", "darbības laiku %s"},
	{"power", "%s jaudu"},
	{"video", "%s video ierakstu"},
	{"mat", "materiālu „%s”"},
	{"rom", "%s iekšējo atmiņu"},
}

var descIntros = []string{
	"apvieno mūsdienīgu dizainu un uzticamu veiktspēju",
	"ir radīts ikdienas lietošanai un ilgam kalpošanas laikam",
	"piedāvā lielisku cenas un kvalitātes attiecību",
	"ir viens no pircēju iecienītākajiem modeļiem mūsu veikalā",
	"ir lieliska dāvana sev vai tuviniekam",
}

var descService = []string{
	"Visām precēm ir oficiālā ražotāja garantija, un garantijas remontu organizējam mēs paši – ierīce nav jāsūta uz ārzemēm.",
	"Pasūtījumus, kas veikti līdz plkst. 15:00, nosūtām tajā pašā darba dienā. Preci var saņemt pakomātā, ar kurjeru vai mūsu veikalā Rīgā.",
	"Ja prece neatbilst gaidītajam, to var atgriezt 14 dienu laikā bez paskaidrojumiem.",
	"Preci var iegādāties arī uz nomaksu ar ESTO – lēmums dažās minūtēs, bez pirmās iemaksas.",
	"Juridiskām personām izrakstām PVN rēķinu; pēc pieprasījuma piedāvājam arī apjoma atlaides.",
}

var shortExtras = []string{
	"Oficiāli ievests Eiropas Savienībā, ar latviešu valodas atbalstu un pilnu ražotāja garantiju.",
	"Piegāde visā Latvijā 1–2 darba dienu laikā, bezmaksas saņemšana mūsu veikalā Rīgā.",
	"Iegādājies uz nomaksu bez pirmās iemaksas vai izvēlies izdevīgu līzingu ar ESTO.",
	"Mūsu konsultanti palīdzēs ar iestatīšanu un datu pārnešanu no vecās ierīces.",
}

// phrases are the parts product texts are built of in one language: lists of the same
// length in every language, so one random stream picks the same content in each.
type phrases struct {
	highlights map[string]string                                          // property key → a phrase naming its value (%s)
	intros     [2][]string                                                // what the product is for: for a singular and a plural noun
	service    []string                                                   // the shop's service, one sentence each
	extras     []string                                                   // more of it for long short descriptions
	kinds      map[string]kindText                                        // leaf category key → the kind's noun and feature sentences
	with       func(k kindText, hl []string) string                       // "Smartphone with a, b and c"
	lead       func(title, noun string, plural bool, intro string) string // the description's first sentence
	specs      string                                                     // heads the list of properties
	inBox      func(noun string) string                                   // what the box holds
}

type kindText struct {
	noun   string
	plural bool // the noun is plural (headphones)
	feats  []string
}

// highlightKeys orders the properties a short description may name (three at most).
var highlightKeys = []string{"size", "cam", "cpu", "bat", "hz", "anc", "life", "power", "video", "mat", "rom"}

var phrasesIn = map[string]*phrases{"lv": &lvPhrases, "en": &enPhrases, "ru": &ruPhrases, "fi": &fiPhrases}

var lvPhrases = phrases{
	highlights: lvHighlights(),
	intros:     [2][]string{descIntros, descIntros},
	service:    descService,
	extras:     shortExtras,
	kinds:      lvKinds(),
	with: func(k kindText, hl []string) string {
		return capitalize(k.noun) + " ar " + joinWords(hl, " un ")
	},
	lead: func(title, noun string, _ bool, intro string) string {
		return title + " – " + noun + ", kas " + intro + "."
	},
	specs: "Galvenie parametri: ",
	inBox: func(noun string) string {
		return "Komplektā: " + noun + ", lietošanas instrukcija un garantijas talons."
	},
}

func lvHighlights() map[string]string {
	m := map[string]string{}
	for _, h := range highlights {
		m[h.key] = h.format
	}
	return m
}

func lvKinds() map[string]kindText {
	m := map[string]kindText{}
	for _, k := range seedKinds {
		m[k.cat] = kindText{noun: k.noun, feats: k.feats}
	}
	return m
}

// productTexts writes a product's short description and its plain-text, multi-paragraph
// description (paragraphs separated by a blank line) in lang, where its title is title.
// Every language draws from the same seed, so its texts say what the others say.
func (c *catalog) productTexts(seed uint64, p *seedProduct, lang, title string) (string, string) {
	r := rand.New(rand.NewPCG(0x7e47, seed))
	ph := phrasesIn[lang]
	k := &seedKinds[p.kind]
	kt := ph.kinds[k.cat]
	vals := map[string]string{}
	for _, vi := range p.props {
		v := c.values[vi]
		vals[seedProperties[v.prop].key] = v.value
	}
	var hl []string
	for _, key := range highlightKeys {
		v, ok := vals[key]
		if !ok || key == "anc" && v != "Jā" || len(hl) == 3 {
			continue
		}
		v = optionValue(lang, v)
		if key == "mat" && (lang == "en" || lang == "fi") {
			v = lowerWord(v) // "a silicone body", but TPU stays TPU
		}
		hl = append(hl, strings.Replace(ph.highlights[key], "%s", v, 1))
	}
	var short strings.Builder
	if len(hl) > 0 {
		short.WriteString(ph.with(kt, hl))
	} else {
		short.WriteString(capitalize(kt.noun))
	}
	short.WriteString(". ")
	short.WriteString(pick(r, kt.feats))
	if r.IntN(3) == 0 {
		// Some short descriptions run past 300 characters so the UI's clamp shows.
		for _, i := range r.Perm(len(ph.extras))[:3] {
			short.WriteString(" ")
			short.WriteString(ph.extras[i])
		}
	}

	var long strings.Builder
	intros := ph.intros[0]
	if kt.plural {
		intros = ph.intros[1]
	}
	long.WriteString(ph.lead(title, kt.noun, kt.plural, pick(r, intros)))
	for _, i := range r.Perm(len(kt.feats))[:min(2, len(kt.feats))] {
		long.WriteString(" " + kt.feats[i])
	}
	long.WriteString("\n\n" + ph.specs)
	first := true
	for _, vi := range p.props {
		v := c.values[vi]
		if !first {
			long.WriteString("; ")
		}
		first = false
		long.WriteString(propertyText(lang, seedProperties[v.prop]) + " – " + optionValue(lang, v.value))
	}
	long.WriteString(".\n\n")
	for n, i := range r.Perm(len(ph.service))[:2] {
		if n > 0 {
			long.WriteString(" ")
		}
		long.WriteString(ph.service[i])
	}
	if r.IntN(2) == 0 {
		long.WriteString("\n\n" + ph.inBox(kt.noun))
	}
	return c.v.place(short.String()), c.v.place(long.String())
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerWord lowercases a word that is not an abbreviation.
func lowerWord(s string) string {
	r := []rune(s)
	if len(r) > 1 && unicode.IsLower(r[1]) {
		return strings.ToLower(s)
	}
	return s
}

// joinWords joins phrases as "a, b and c" with the language's and.
func joinWords(xs []string, and string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + and + xs[len(xs)-1]
}
