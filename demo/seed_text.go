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

// productTexts writes a product's short description and its plain-text, multi-paragraph
// description (paragraphs separated by a blank line).
func (c *catalog) productTexts(r *rand.Rand, p *seedProduct) (string, string) {
	k := &seedKinds[p.kind]
	vals := map[string]string{}
	for _, vi := range p.props {
		v := c.values[vi]
		vals[seedProperties[v.prop].key] = v.value
	}
	var hl []string
	for _, h := range highlights {
		v, ok := vals[h.key]
		if !ok || h.key == "anc" && v != "Jā" || len(hl) == 3 {
			continue
		}
		hl = append(hl, strings.Replace(h.format, "%s", v, 1))
	}
	var short strings.Builder
	short.WriteString(capitalize(k.noun))
	if len(hl) > 0 {
		short.WriteString(" ar ")
		short.WriteString(joinLV(hl))
	}
	short.WriteString(". ")
	short.WriteString(pick(r, k.feats))
	if r.IntN(3) == 0 {
		// Some short descriptions run past 300 characters so the UI's clamp shows.
		for _, i := range r.Perm(len(shortExtras))[:3] {
			short.WriteString(" ")
			short.WriteString(shortExtras[i])
		}
	}

	var long strings.Builder
	long.WriteString(p.title + " – " + k.noun + ", kas " + pick(r, descIntros) + ".")
	for _, i := range r.Perm(len(k.feats))[:min(2, len(k.feats))] {
		long.WriteString(" " + k.feats[i])
	}
	long.WriteString("\n\nGalvenie parametri: ")
	first := true
	for _, vi := range p.props {
		v := c.values[vi]
		if !first {
			long.WriteString("; ")
		}
		first = false
		long.WriteString(seedProperties[v.prop].title + " – " + v.value)
	}
	long.WriteString(".\n\n")
	for n, i := range r.Perm(len(descService))[:2] {
		if n > 0 {
			long.WriteString(" ")
		}
		long.WriteString(descService[i])
	}
	if r.IntN(2) == 0 {
		long.WriteString("\n\nKomplektā: " + k.noun + ", lietošanas instrukcija un garantijas talons.")
	}
	return short.String(), long.String()
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// joinLV joins phrases as "a, b un c".
func joinLV(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " un " + xs[len(xs)-1]
}
