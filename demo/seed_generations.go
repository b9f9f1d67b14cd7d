package demo

import (
	"fmt"
	"strconv"
	"strings"
)

// A large demo catalogue has more products than the models of seed_models.go have
// configurations and colours, and no two of its products may share a title (repeats
// used to name their article code). So a model comes again in later generations, each a new
// model: what its name marks between angle brackets moves on by one a generation (Galaxy
// S<24> Ultra: S25, S26…; iPhone <15>: 16, 17…; Buds<2>; AirPods (<2nd> generation): 3rd;
// Xperia 1 <V>: VI; Q80<C>: Q80D; (<2023>): 2024), and after generationsPerEdition
// generations, or at once for a model with no mark, a model year follows the name: "Nest
// Audio (2025)". The catalogue of 1,000 products is the real models and their next
// generation; 100,000 products reach generations that do not exist yet.

// generationsPerEdition is how many generations a marked name counts through before a model
// year is added: the numbers stay near the real ones.
const generationsPerEdition = 6

// firstEditionYear is the model year of a model's first edition after its marked generations.
const firstEditionYear = 2025

// nameAt is a model name (or code) in generation g, without its marks.
func nameAt(name string, g int) string {
	text, marks := splitMarks(name)
	if len(marks) == 0 {
		if g == 0 {
			return name
		}
		return name + " (" + strconv.Itoa(firstEditionYear+g-1) + ")"
	}
	step, edition := g%generationsPerEdition, g/generationsPerEdition
	yearsOnly := true
	for _, m := range marks {
		if n, err := strconv.Atoi(m); err != nil || n < 1900 {
			yearsOnly = false
		}
	}
	if yearsOnly { // a year counts on for ever
		step, edition = g, 0
	}
	var b strings.Builder
	for i, t := range text {
		b.WriteString(t)
		if i < len(marks) {
			b.WriteString(bump(marks[i], step))
		}
	}
	if edition > 0 {
		b.WriteString(" (" + strconv.Itoa(firstEditionYear+edition-1) + ")")
	}
	return b.String()
}

// splitMarks cuts "Galaxy S<24> Ultra" into its text, "Galaxy S" and " Ultra", and its
// marks, "24": text[i] comes before marks[i].
func splitMarks(name string) (text, marks []string) {
	for {
		i := strings.IndexByte(name, '<')
		j := strings.IndexByte(name, '>')
		if i < 0 || j < i {
			return append(text, name), marks
		}
		text, marks = append(text, name[:i]), append(marks, name[i+1:j])
		name = name[j+1:]
	}
}

// bump moves a mark on by n: 24 → 25, 2nd → 3rd, V → VI, C → D.
func bump(mark string, n int) string {
	if n == 0 {
		return mark
	}
	if v, err := strconv.Atoi(mark); err == nil {
		return strconv.Itoa(v + n)
	}
	for _, suffix := range []string{"st", "nd", "rd", "th"} {
		if num, ok := strings.CutSuffix(mark, suffix); ok {
			if v, err := strconv.Atoi(num); err == nil {
				return ordinal(v + n)
			}
		}
	}
	if v := fromRoman(mark); v > 0 {
		return toRoman(v + n)
	}
	if len(mark) == 1 && mark[0] >= 'A' && mark[0] <= 'Z' {
		return string(rune('A' + (int(mark[0]-'A')+n)%26))
	}
	return mark + strconv.Itoa(n+1)
}

func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return strconv.Itoa(n) + "th"
	case n%10 == 1:
		return strconv.Itoa(n) + "st"
	case n%10 == 2:
		return strconv.Itoa(n) + "nd"
	case n%10 == 3:
		return strconv.Itoa(n) + "rd"
	}
	return strconv.Itoa(n) + "th"
}

var romanDigits = []struct {
	v int
	s string
}{{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}

func toRoman(n int) string {
	var b strings.Builder
	for _, d := range romanDigits {
		for n >= d.v {
			b.WriteString(d.s)
			n -= d.v
		}
	}
	return b.String()
}

// fromRoman reads I to XXXIX; 0 for anything else.
func fromRoman(s string) int {
	for n := 1; n < 40; n++ {
		if toRoman(n) == s {
			return n
		}
	}
	return 0
}

// codeAt is a model's article code in generation g: its marks moved on (as often as the
// generation, with no model year: a code has none), or else its last number moved on
// (SM-S928B → SM-S929B), or a digit added where it has none.
func codeAt(code string, g int) string {
	if g == 0 {
		_, marks := splitMarks(code)
		if len(marks) == 0 {
			return code
		}
	}
	if text, marks := splitMarks(code); len(marks) > 0 {
		var b strings.Builder
		for i, t := range text {
			b.WriteString(t)
			if i < len(marks) {
				b.WriteString(bump(marks[i], g))
			}
		}
		return b.String()
	}
	end := strings.LastIndexFunc(code, func(r rune) bool { return r >= '0' && r <= '9' })
	if end < 0 {
		return code + strconv.Itoa(g+1)
	}
	start := end
	for start > 0 && code[start-1] >= '0' && code[start-1] <= '9' {
		start--
	}
	v, _ := strconv.Atoi(code[start : end+1])
	return code[:start] + fmt.Sprintf("%0*d", end+1-start, v+g) + code[end+1:] // CP.OS.00000269 → CP.OS.00000270
}
